/**
 * A project's scope checklist (docs/product-rules.md#bid-day): the items bidders must price and the alternates the
 * owner asks prices for, in the owner's order, each optionally tagged with a CSI MasterFormat division.
 */
import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";

import { bidScopeLines, projectScopeItems } from "../../db/schema";
import { SCOPE_ITEMS_MAX, type ScopeItemKind } from "~/constants";
import { conflict, invalid } from "~/domain/errors.server";
import type { BidWindow } from "~/domain/bid-window.server";
import type { Viewer } from "~/domain/privacy.server";
import { createProject, getProject, ownProject } from "~/domain/projects.server";
import { getTimeZone } from "~/domain/settings.server";
import { now } from "~/infra/clock.server";
import { db, prepared, transaction } from "~/infra/db.server";
import { csiDivisionLabel } from "~/lib/csi-divisions";
import { SCOPE_TOO_MANY, type ScopeInput, type ScopeRowInput } from "~/schemas/bid-scope";
import type { ProjectInput } from "~/schemas/project";

export type ScopeItemView = {
  id: number;
  kind: ScopeItemKind;
  position: number;
  title: string;
  csi_division: string | null;
  /** "26 Electrical", or null when untagged. */
  csi_label: string | null;
};
export type ProjectScope = { items: ScopeItemView[]; alternates: ScopeItemView[] };

type ScopeRow = typeof projectScopeItems.$inferSelect;
type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

const toView = (row: ScopeRow): ScopeItemView => ({
  id: row.id,
  kind: row.kind,
  position: row.position,
  title: row.title,
  csi_division: row.csiDivision,
  csi_label: csiDivisionLabel(row.csiDivision),
});

const scopeRowsOf = prepared(() =>
  db
    .select()
    .from(projectScopeItems)
    .where(eq(projectScopeItems.projectId, sql.placeholder("projectId")))
    .orderBy(asc(projectScopeItems.position), asc(projectScopeItems.id))
    .prepare(),
);

async function scopeRows(projectId: number): Promise<ScopeRow[]> {
  return await scopeRowsOf().execute({ projectId });
}

function scopeOfRows(rows: ScopeRow[]): ProjectScope {
  const views = rows.map(toView);
  return { items: views.filter((v) => v.kind === "item"), alternates: views.filter((v) => v.kind === "alternate") };
}

/** The checklist of a project the viewer may see (404 otherwise). */
export async function projectScope(viewer: Viewer, projectId: number): Promise<ProjectScope> {
  await getProject(viewer, projectId);
  return scopeOfRows(await scopeRows(projectId));
}

/** The rows to keep must be the project's own, each named once. */
function assertOwnRows(existing: ScopeRow[], sent: ScopeRowInput[]) {
  const own = new Set(existing.map((r) => r.id));
  const seen = new Set<number>();
  for (const row of sent) {
    if (row.id === undefined) continue;
    if (!own.has(row.id) || seen.has(row.id)) {
      const message = `Scope item ${row.id} is not one of this project's, or is listed twice`;
      throw invalid(message, { items: [message] });
    }
    seen.add(row.id);
  }
}

async function writeRows(tx: Tx, projectId: number, rows: { kind: ScopeItemKind; row: ScopeRowInput }[]) {
  for (const [position, { kind, row }] of rows.entries()) {
    const values = { kind, position, title: row.title, csiDivision: row.csi_division ?? null };
    if (row.id === undefined) await tx.insert(projectScopeItems).values({ projectId, ...values });
    else await tx.update(projectScopeItems).set(values).where(eq(projectScopeItems.id, row.id));
  }
}

/**
 * Replaces the checklist of the owner's open project: rows sent with their id are kept (bids' answers to them
 * survive the edit), rows without one are added, the others removed with the answers bids gave them. Items come
 * first, then alternates, each in the order sent.
 */
export async function replaceScope(owner: Viewer, projectId: number, input: ScopeInput): Promise<ProjectScope> {
  const project = await ownProject(owner, projectId);
  if (project.status !== "open") throw conflict("Only an open project's scope can be changed.");
  const existing = await scopeRows(projectId);
  const sent = [
    ...input.items.map((row) => ({ kind: "item" as const, row })),
    ...input.alternates.map((row) => ({ kind: "alternate" as const, row })),
  ];
  if (sent.length > SCOPE_ITEMS_MAX) throw invalid(SCOPE_TOO_MANY, { items: [SCOPE_TOO_MANY] });
  assertOwnRows(
    existing,
    sent.map((s) => s.row),
  );
  const kept = sent.flatMap((s) => (s.row.id === undefined ? [] : [s.row.id]));
  await transaction(async (tx) => {
    await tx
      .delete(projectScopeItems)
      .where(and(eq(projectScopeItems.projectId, projectId), notInArray(projectScopeItems.id, kept)));
    await writeRows(tx, projectId, sent);
  });
  return scopeOfRows(await scopeRows(projectId));
}

/** How many bids answered each of the owner's scope items (the scope page says so before one is removed). */
export async function scopeAnswerCounts(owner: Viewer, projectId: number): Promise<Record<number, number>> {
  await ownProject(owner, projectId);
  const ids = (await scopeRows(projectId)).map((r) => r.id);
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: bidScopeLines.scopeItemId, n: count() })
    .from(bidScopeLines)
    .where(inArray(bidScopeLines.scopeItemId, ids))
    .groupBy(bidScopeLines.scopeItemId);
  return Object.fromEntries(rows.map((r) => [r.id, r.n]));
}

/** Posts a project with the scope checklist written on the post form (already checked by its schema). */
export async function postProjectWithScope(actor: Viewer, input: ProjectInput, scope: ScopeInput) {
  const project = await createProject(actor, input);
  if (scope.items.length + scope.alternates.length > 0) await replaceScope(actor, project.id, scope);
  return project;
}

/**
 * What the project page shows of bid day: the checklist, the viewer's time zone and, when bids have a due date, the
 * server's clock for the countdown (without one, the page is the same from one moment to the next, so its rendered
 * copy can be kept: docs/decisions/023-shared-documents.md).
 */
export async function projectBidDay(viewer: Viewer, project: { id: number; bid_window: BidWindow }) {
  return {
    scope: await projectScope(viewer, project.id),
    zone: await getTimeZone(viewer),
    now: project.bid_window.due_at ? now().toISOString() : null,
  };
}
