/**
 * A project's bid window as the owner sets it (docs/product-rules.md#bid-day): the due date, sealed bidding and late
 * bids, with the rules a change must keep. Who may see amounts is bid-window.server.ts.
 */
import { count, eq } from "drizzle-orm";

import { projectApplications, projects } from "../../db/schema";
import { conflict, invalid } from "~/domain/errors.server";
import type { Viewer } from "~/domain/privacy.server";
import { getTimeZone } from "~/domain/settings.server";
import { now } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { zonedToUtc } from "~/lib/time-zones";
import type { ProjectFormInput } from "~/schemas/project";

type BidWindowChange = { bids_due_at?: string | null; bids_sealed?: boolean; late_bids_allowed?: boolean };
type ProjectRow = typeof projects.$inferSelect;
type CurrentWindow = Pick<ProjectRow, "id" | "bidsDueAt" | "bidsSealed" | "lateBidsAllowed">;

const NEEDS_DUE_DATE = "A sealed bid needs a due date";
const DUE_IN_PAST = "The bid due date must be in the future";
const ONLY_LATER = "Bids are in: a sealed project's due date can only move later";
const STAYS_SEALED = "Bids are in: a sealed project stays sealed";

const MINUTE_MS = 60_000;
const dueError = (message: string) => ({ bids_due_at: [message] });

async function bidsIn(projectId: number): Promise<boolean> {
  const row = await first(
    db.select({ n: count() }).from(projectApplications).where(eq(projectApplications.projectId, projectId)).limit(1),
  );
  return (row?.n ?? 0) > 0;
}

function dueDateOf(current: CurrentWindow | null, change: BidWindowChange): Date | null {
  if (change.bids_due_at === undefined) return current?.bidsDueAt ?? null;
  if (change.bids_due_at === null) return null;
  // To the minute, as the forms show it: a form sent back unchanged is then no move at all.
  return new Date(Math.floor(Date.parse(change.bids_due_at) / MINUTE_MS) * MINUTE_MS);
}

/** A sealed project with bids keeps its seal, and its due date moves only later. */
async function assertBidsInKeepSeal(current: CurrentWindow, sealed: boolean, dueAt: Date | null) {
  if (!current.bidsSealed || !(await bidsIn(current.id))) return;
  if (!sealed) throw conflict(STAYS_SEALED, { bids_sealed: [STAYS_SEALED] });
  if (current.bidsDueAt && dueAt && dueAt < current.bidsDueAt) throw conflict(ONLY_LATER, dueError(ONLY_LATER));
}

/**
 * The bid window columns a new project (`current` null) or a change sets, after its rules: sealed needs a due date,
 * a new due date lies ahead, a sealed project with bids stays sealed and its date only moves later. A new due date
 * clears the reminders and the opening notice, so they follow it.
 */
export async function bidWindowColumns(current: CurrentWindow | null, change: BidWindowChange) {
  const dueAt = dueDateOf(current, change);
  const sealed = change.bids_sealed ?? current?.bidsSealed ?? false;
  const moved = (dueAt?.getTime() ?? null) !== (current?.bidsDueAt?.getTime() ?? null);
  if (sealed && !dueAt) throw invalid(NEEDS_DUE_DATE, dueError(NEEDS_DUE_DATE));
  if (moved && dueAt && dueAt.getTime() <= now().getTime()) throw invalid(DUE_IN_PAST, dueError(DUE_IN_PAST));
  if (current) await assertBidsInKeepSeal(current, sealed, dueAt);
  return {
    bidsDueAt: dueAt,
    bidsSealed: sealed,
    lateBidsAllowed: change.late_bids_allowed ?? current?.lateBidsAllowed ?? false,
    ...(moved ? { bidReminder48At: null, bidReminder24At: null, bidsOpenedNoticeAt: null } : {}),
  };
}

/** Whether a change touches the bid window at all. */
export const changesBidWindow = (change: BidWindowChange) =>
  change.bids_due_at !== undefined || change.bids_sealed !== undefined || change.late_bids_allowed !== undefined;

/**
 * The post and edit forms' answer as the domain takes it: the due date and time read on the owner's clocks (their
 * time zone in Settings) as an instant, and the scope lines as rows.
 */
export async function projectInputFromForm(actor: Viewer, input: ProjectFormInput) {
  const { bids_due_date, bids_due_time, scope_items, alternates, ...fields } = input;
  const local = bids_due_date && bids_due_time ? `${bids_due_date}T${bids_due_time}` : null;
  const dueAt = local ? zonedToUtc(local, await getTimeZone(actor)) : null;
  const row = (title: string) => ({ title, csi_division: null });
  return {
    project: { ...fields, bids_due_at: dueAt?.toISOString() ?? null },
    scope: { items: scope_items.map(row), alternates: alternates.map(row) },
  };
}
