/**
 * Leveling (issue 30): the owner lines a project's bids up against its scope checklist. A bid's base covers every
 * scope item it answered "included" or with an amount; an excluded or unanswered ("missing") item takes the owner's
 * plug, and the leveled total is base + those plugs. Alternates are priced apart and never leveled. Before a sealed
 * project's bid opening the grid carries no amount at all (bidWindowOf is the one rule).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import {
  bidLineItems,
  bidScopeLines,
  levelingCells,
  projectApplications,
  projectScopeItems,
  type projects,
  subProfiles,
  users,
} from "../../db/schema";
import type { ScopeItemKind } from "~/constants";
import { bidWindowOf, type BidWindow } from "~/domain/bid-window.server";
import { conflict, DomainError, invalid, notFound } from "~/domain/errors.server";
import type { Viewer } from "~/domain/privacy.server";
import { ownProject } from "~/domain/projects.server";
import { getTimeZone } from "~/domain/settings.server";
import { db, first, idList, inIdList, prepared, transaction } from "~/infra/db.server";
import { takesPlug, type CellState } from "~/lib/leveling";
import { lineTotalCents } from "~/lib/money";
import { displayName } from "~/lib/user-display";

type ProjectRow = typeof projects.$inferSelect;

/** The bids a grid levels: those still in play (pending or accepted), never rejected or withdrawn. */
const LEVELED_STATUSES = ["pending", "accepted"] as const;

export type LevelingRow = { id: number; kind: ScopeItemKind; title: string; csi_division: string | null };

export type LevelingCell = {
  scope_item_id: number;
  state: CellState;
  amount_cents: number | null;
  plug_cents: number | null;
  note: string | null;
  /** An excluded or missing scope item (not an alternate) with no plug yet: it counts 0 until one is entered. */
  needs_plug: boolean;
};

export type LevelingBidder = {
  application_id: number;
  applicant: { id: number; display_name: string; username: string };
  status: (typeof LEVELED_STATUSES)[number];
  revision: number;
  revised: boolean;
  late: boolean;
  /** Null while sealed, or for a bid that gave no amount. */
  base_cents: number | null;
  plugs_cents: number | null;
  leveled_cents: number | null;
  /** The leveled total less the median of the grid's leveled totals, and that as a percent of the median. */
  spread_cents: number | null;
  spread_percent: number | null;
  /** The lowest leveled total among the bids with every exclusion plugged (among all when none is complete). */
  lowest: boolean;
  /** Excluded or missing scope items still without a plug: the leveled total is short by their cost. */
  unplugged: number;
  /** One per row, in the rows' order; empty while sealed. */
  cells: LevelingCell[];
};

export type LevelingGrid = {
  project: { id: number; title: string };
  window: BidWindow;
  /** "Bids are sealed until …; leveling opens then." while sealed, else null. */
  sealed_message: string | null;
  /** Scope items first, then alternates, each in the owner's order. */
  rows: LevelingRow[];
  bidders: LevelingBidder[];
  /** Bidders the owner took out of the grid (Show brings them back). */
  hidden: { application_id: number; display_name: string }[];
  median_cents: number | null;
};

/** The owner's project; anyone else is told it is not there (a bid comparison is nobody else's business). */
async function levelingProject(actor: Viewer, projectId: number): Promise<ProjectRow> {
  try {
    return await ownProject(actor, projectId);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "forbidden") throw notFound("Project not found");
    throw error;
  }
}

async function sealedMessage(actor: Viewer, window: BidWindow): Promise<string | null> {
  if (!window.amounts_sealed || !window.due_at) return null;
  const when = new Date(window.due_at).toLocaleString("en-US", {
    timeZone: await getTimeZone(actor),
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return `Bids are sealed until ${when}; leveling opens then.`;
}

// The grid, its exports and the plug form ask on every view: each statement built and compiled once.
const scopeRowsOf = prepared(() =>
  db
    .select({
      id: projectScopeItems.id,
      kind: projectScopeItems.kind,
      title: projectScopeItems.title,
      csi_division: projectScopeItems.csiDivision,
    })
    .from(projectScopeItems)
    .where(eq(projectScopeItems.projectId, sql.placeholder("projectId")))
    .orderBy(asc(projectScopeItems.position), asc(projectScopeItems.id))
    .prepare(),
);

async function scopeRows(projectId: number): Promise<LevelingRow[]> {
  const rows = await scopeRowsOf().execute({ projectId });
  return [...rows.filter((r) => r.kind === "item"), ...rows.filter((r) => r.kind === "alternate")];
}

/** The bids in play with their bidders' names (a join, not person cards: 200 columns need only a name). */
const leveledApplicationsOf = prepared(() =>
  db
    .select({
      id: projectApplications.id,
      applicantId: projectApplications.applicantId,
      username: users.username,
      role: users.role,
      business: subProfiles.businessName,
      status: projectApplications.status,
      baseCents: projectApplications.baseCents,
      dollars: projectApplications.bidAmountDollars,
      revision: projectApplications.revision,
      late: projectApplications.submittedLate,
      hidden: projectApplications.levelingHidden,
    })
    .from(projectApplications)
    .innerJoin(users, eq(users.id, projectApplications.applicantId))
    .leftJoin(subProfiles, eq(subProfiles.userId, projectApplications.applicantId))
    .where(
      and(
        eq(projectApplications.projectId, sql.placeholder("projectId")),
        inArray(projectApplications.status, [...LEVELED_STATUSES]),
      ),
    )
    .orderBy(asc(projectApplications.id))
    .prepare(),
);

async function leveledApplications(projectId: number) {
  return await leveledApplicationsOf().execute({ projectId });
}

/**
 * The lines and cells of the bids, by bid then scope item (one query each, by the bids' primary key: a bid's lines
 * lie together, which reads faster than gathering them by scope item). The ids travel as one JSON list, so a grid of
 * any number of bids runs the same compiled statement.
 */
type ByCell<T> = Map<number, Map<number, T>>;

function byCell<T extends { applicationId: number; scopeItemId: number }>(rows: T[]): ByCell<T> {
  const cells: ByCell<T> = new Map();
  for (const r of rows) {
    let ofBid = cells.get(r.applicationId);
    if (!ofBid) cells.set(r.applicationId, (ofBid = new Map()));
    ofBid.set(r.scopeItemId, r);
  }
  return cells;
}

const scopeLinesAmong = prepared(() =>
  db
    .select({
      applicationId: bidScopeLines.applicationId,
      scopeItemId: bidScopeLines.scopeItemId,
      state: bidScopeLines.state,
      amountCents: bidScopeLines.amountCents,
    })
    .from(bidScopeLines)
    .where(inIdList(bidScopeLines.applicationId))
    .prepare(),
);

async function scopeLinesOf(applicationIds: number[]) {
  return byCell(await scopeLinesAmong().execute({ ids: idList(applicationIds) }));
}

const plugCellsAmong = prepared(() =>
  db
    .select({
      applicationId: levelingCells.applicationId,
      scopeItemId: levelingCells.scopeItemId,
      plugCents: levelingCells.plugCents,
      note: levelingCells.note,
    })
    .from(levelingCells)
    .where(inIdList(levelingCells.applicationId))
    .prepare(),
);

async function plugCellsOf(applicationIds: number[]) {
  return byCell(await plugCellsAmong().execute({ ids: idList(applicationIds) }));
}

/** A bid's base in cents: the structured base, or (for bids sent before it) the whole-dollar amount. */
const baseOf = (a: { baseCents: number | null; dollars: number | null }) =>
  a.baseCents ?? (a.dollars !== null ? a.dollars * 100 : null);

export function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

type Lines = Awaited<ReturnType<typeof scopeLinesOf>>;
type Plugs = Awaited<ReturnType<typeof plugCellsOf>>;

function cellsOf(applicationId: number, rows: LevelingRow[], lines: Lines, plugs: Plugs): LevelingCell[] {
  const linesOfBid = lines.get(applicationId);
  const plugsOfBid = plugs.get(applicationId);
  return rows.map((row) => {
    const line = linesOfBid?.get(row.id);
    const plug = plugsOfBid?.get(row.id);
    const state: CellState = line?.state ?? "missing";
    const plugCents = plug?.plugCents ?? null;
    return {
      scope_item_id: row.id,
      state,
      amount_cents: line?.state === "amount" ? line.amountCents : null,
      plug_cents: plugCents,
      note: plug?.note ?? null,
      needs_plug: takesPlug(row.kind, state) && plugCents === null,
    };
  });
}

function plugsTotal(rows: LevelingRow[], cells: LevelingCell[]): number {
  return cells.reduce((sum, cell, i) => sum + (takesPlug(rows[i].kind, cell.state) ? (cell.plug_cents ?? 0) : 0), 0);
}

/**
 * Median, spread and lowest across the bidders that have a leveled total. A total with an exclusion not yet plugged
 * is short by that item's cost, so it is not called the lowest while a complete one exists.
 */
function withSpreads(bidders: LevelingBidder[]): { bidders: LevelingBidder[]; median: number | null } {
  const totals = bidders.flatMap((b) => (b.leveled_cents === null ? [] : [b.leveled_cents]));
  const median = medianOf(totals);
  const complete = bidders.flatMap((b) => (b.leveled_cents !== null && b.unplugged === 0 ? [b.leveled_cents] : []));
  const candidates = complete.length ? complete : totals;
  const lowest = candidates.length ? Math.min(...candidates) : null;
  return {
    median,
    bidders: bidders.map((b) => {
      if (b.leveled_cents === null || median === null) return b;
      const spread = b.leveled_cents - median;
      return {
        ...b,
        spread_cents: spread,
        spread_percent: median === 0 ? null : Math.round((spread / median) * 1000) / 10,
        lowest: b.leveled_cents === lowest && (complete.length === 0 || b.unplugged === 0),
      };
    }),
  };
}

/**
 * The owner's leveling grid of a project: rows are its scope items then alternates, columns its pending and
 * accepted bids minus the hidden ones. Four queries whatever the size (rows, bids, scope lines, plugs), plus names.
 */
export async function levelingGrid(actor: Viewer, projectId: number): Promise<LevelingGrid> {
  const project = await levelingProject(actor, projectId);
  const window = bidWindowOf(project);
  const rows = await scopeRows(project.id);
  const applications = await leveledApplications(project.id);
  const nameOf = (a: (typeof applications)[number]) =>
    displayName({
      username: a.username,
      role: a.role,
      subProfile: a.business ? { business_name: a.business, logo_url: null } : null,
    });
  const shown = applications.filter((a) => !a.hidden);
  const sealed = window.amounts_sealed;
  const shownIds = shown.map((a) => a.id);
  const lines = sealed || shownIds.length === 0 ? new Map() : await scopeLinesOf(shownIds);
  const plugs = sealed || shownIds.length === 0 ? new Map() : await plugCellsOf(shownIds);
  const bidders = shown.map((a): LevelingBidder => {
    const cells = sealed ? [] : cellsOf(a.id, rows, lines, plugs);
    const base = sealed ? null : baseOf(a);
    const plugged = sealed ? null : plugsTotal(rows, cells);
    return {
      application_id: a.id,
      applicant: { id: a.applicantId, display_name: nameOf(a), username: a.username },
      status: a.status as LevelingBidder["status"],
      revision: a.revision,
      revised: a.revision > 1,
      late: a.late,
      base_cents: base,
      plugs_cents: plugged,
      leveled_cents: base !== null && plugged !== null ? base + plugged : null,
      spread_cents: null,
      spread_percent: null,
      lowest: false,
      unplugged: cells.filter((c) => c.needs_plug).length,
      cells,
    };
  });
  const spread = withSpreads(bidders);
  return {
    project: { id: project.id, title: project.title },
    window,
    sealed_message: await sealedMessage(actor, window),
    rows,
    bidders: spread.bidders,
    hidden: applications.filter((a) => a.hidden).map((a) => ({ application_id: a.id, display_name: nameOf(a) })),
    median_cents: spread.median,
  };
}

export type PlugInput = { plug_cents: number | null; note: string | null };
export type PlugEntry = PlugInput & { application_id: number; scope_item_id: number };

const NOTE_MAX = 500;
const PLUG_MAX_CENTS = 100_000_000_000;

async function assertLevelingOpen(actor: Viewer, project: ProjectRow) {
  const message = await sealedMessage(actor, bidWindowOf(project));
  if (message) throw conflict(`${message} Plugs can be entered after the opening.`);
}

function checkPlug(entry: PlugEntry, rowsById: Map<number, LevelingRow>, states: Lines) {
  const row = rowsById.get(entry.scope_item_id);
  if (!row) throw notFound("Scope item not found");
  if (entry.plug_cents !== null) {
    if (!Number.isSafeInteger(entry.plug_cents) || entry.plug_cents < 0 || entry.plug_cents > PLUG_MAX_CENTS) {
      throw invalid("A plug is an amount of at least $0", { plug_cents: ["A plug is an amount of at least $0"] });
    }
    const state: CellState = states.get(entry.application_id)?.get(row.id)?.state ?? "missing";
    if (!takesPlug(row.kind, state)) {
      const why =
        row.kind === "alternate"
          ? "Alternates are priced apart from the base and take no plug."
          : "This bid covers that item; only excluded or missing items take a plug.";
      throw conflict(why);
    }
  }
  if (entry.note !== null && entry.note.length > NOTE_MAX) {
    throw invalid(`A note is at most ${NOTE_MAX} characters`, { note: [`A note is at most ${NOTE_MAX} characters`] });
  }
}

/** Writes the owner's plugs and notes of one project's cells at once (all or none); an empty cell is removed. */
export async function setPlugs(actor: Viewer, projectId: number, entries: PlugEntry[]): Promise<void> {
  const project = await levelingProject(actor, projectId);
  await assertLevelingOpen(actor, project);
  const bids = new Set((await leveledApplications(project.id)).map((a) => a.id));
  const rowsById = new Map((await scopeRows(project.id)).map((r) => [r.id, r]));
  const lines = await scopeLinesOf(entries.map((e) => e.application_id));
  for (const entry of entries) {
    if (!bids.has(entry.application_id)) throw notFound("Bid not found");
    checkPlug(entry, rowsById, lines);
  }
  await transaction(async (tx) => {
    for (const { application_id, scope_item_id, plug_cents, note } of entries) {
      const where = and(eq(levelingCells.applicationId, application_id), eq(levelingCells.scopeItemId, scope_item_id));
      const text = note?.trim() || null;
      if (plug_cents === null && text === null) {
        await tx.delete(levelingCells).where(where);
        continue;
      }
      await tx
        .insert(levelingCells)
        .values({ applicationId: application_id, scopeItemId: scope_item_id, plugCents: plug_cents, note: text })
        .onConflictDoUpdate({
          target: [levelingCells.applicationId, levelingCells.scopeItemId],
          set: { plugCents: plug_cents, note: text, updatedAt: new Date() },
        });
    }
  });
}

async function applicationProjectId(applicationId: number): Promise<number> {
  const row = await first(
    db
      .select({ projectId: projectApplications.projectId })
      .from(projectApplications)
      .where(eq(projectApplications.id, applicationId))
      .limit(1),
  );
  if (!row) throw notFound("Bid not found");
  return row.projectId;
}

/** The owner's plug (their estimate) and note for one bid's scope item; both null clears the cell. */
export async function setPlug(actor: Viewer, applicationId: number, scopeItemId: number, input: PlugInput) {
  const projectId = await applicationProjectId(applicationId);
  await setPlugs(actor, projectId, [{ application_id: applicationId, scope_item_id: scopeItemId, ...input }]);
}

/** Takes a bidder out of the leveling grid or brings them back (their bid stays as it is). */
export async function setLevelingHidden(actor: Viewer, applicationId: number, hidden: boolean) {
  const project = await levelingProject(actor, await applicationProjectId(applicationId));
  const bids = await leveledApplications(project.id);
  if (!bids.some((a) => a.id === applicationId)) throw notFound("Bid not found");
  await db.update(projectApplications).set({ levelingHidden: hidden }).where(eq(projectApplications.id, applicationId));
}

export type LineItemRow = {
  application_id: number;
  description: string;
  quantity: number;
  unit: string;
  unit_price_cents: number;
  total_cents: number;
};

/** The line items of the grid's bidders (the export's second sheet), none while sealed. */
export async function lineItemsOf(grid: LevelingGrid): Promise<LineItemRow[]> {
  if (grid.window.amounts_sealed || grid.bidders.length === 0) return [];
  return (
    await db
      .select({
        application_id: bidLineItems.applicationId,
        description: bidLineItems.description,
        quantity: bidLineItems.quantity,
        unit: bidLineItems.unit,
        unit_price_cents: bidLineItems.unitPriceCents,
      })
      .from(bidLineItems)
      .where(
        inArray(
          bidLineItems.applicationId,
          grid.bidders.map((b) => b.application_id),
        ),
      )
      .orderBy(asc(bidLineItems.applicationId), asc(bidLineItems.position))
  ).map((r) => ({ ...r, total_cents: lineTotalCents(r.quantity, r.unit_price_cents) }));
}
