/**
 * Leveling at market scale (scripts/bench/generator/leveling.ts): the owner's grid of a project with 200+ bids
 * against a 30-item scope checklist (26 items, 4 alternates), with plugs, and its CSV export.
 */
import { levelingCsv } from "~/domain/leveling-exports.server";
import { levelingGrid } from "~/domain/leveling.server";

import { benchCase, type BenchCase, type BenchContext } from "../types";

type Leveled = { projectId: number; owner: number };

/**
 * The crowded projects that have a scope checklist and show their bids, with their owners: a sealed project before
 * its bid opening shows none (its grid is a message, its export refused), so it would time nothing.
 */
function leveledProjects(ctx: BenchContext): Leveled[] {
  return ctx.items.crowdedProjects.flatMap((projectId) => {
    const row = ctx.db.$client
      .prepare(
        `SELECT p.creator_id AS owner FROM projects p
         WHERE p.id = ? AND EXISTS (SELECT 1 FROM project_scope_items s WHERE s.project_id = p.id)
           AND NOT (p.bids_sealed AND coalesce(p.bids_due_at, 0) > ?)`,
      )
      .get(projectId, Date.now()) as { owner: number } | undefined;
    return row ? [{ projectId, owner: row.owner }] : [];
  });
}

export const cases: BenchCase[] = [
  benchCase({
    name: "grid, owner, 200+ bids × 30 scope items",
    targetMs: 50,
    inputs: leveledProjects,
    run: (p) => levelingGrid({ id: p.owner, role: "general_contractor" }, p.projectId),
  }),
  benchCase({
    name: "CSV export, owner, 200+ bids × 30 scope items",
    targetMs: 50,
    inputs: leveledProjects,
    run: (p) => levelingCsv({ id: p.owner, role: "general_contractor" }, p.projectId),
  }),
];
