/** Projects at market scale: browse with each filter and a search, a project page, My Projects, applications. */
import { listMyApplications, listProjectApplications } from "~/domain/applications.server";
import { browseProjects, getProject, listMyProjects } from "~/domain/projects.server";

import { benchCase, type BenchCase, type BenchContext } from "../types";

const sub = (id: number) => ({ id, role: "subcontractor" as const });
const gc = (id: number) => ({ id, role: "general_contractor" as const });
const viewer = (ctx: BenchContext) => sub(ctx.quiet.sub[0]);
const ownerOf = (ctx: BenchContext, projectId: number) =>
  (ctx.db.$client.prepare("SELECT creator_id AS id FROM projects WHERE id = ?").get(projectId) as { id: number }).id;

/** A quiet subcontractor on Pro (the budget and posted-within filters are Pro features). */
const proViewer = (ctx: BenchContext) =>
  (
    ctx.db.$client
      .prepare(
        `SELECT id FROM users WHERE role = 'subcontractor' AND plan = 'pro' AND account_status = 'active'
         AND id IN (${ctx.quiet.sub.join(",")}) UNION ALL
         SELECT min(id) FROM users WHERE role = 'subcontractor' AND plan = 'pro' AND account_status = 'active'
         LIMIT 1`,
      )
      .pluck()
      .all() as (number | null)[]
  )
    .filter((id) => id !== null)
    .map(sub);

const browse = (
  name: string,
  filters: Parameters<typeof browseProjects>[1],
  viewers = (ctx: BenchContext) => [viewer(ctx)],
) =>
  benchCase({
    name: `browse: ${name}`,
    targetMs: 50,
    inputs: viewers,
    run: (v) => browseProjects(v, filters),
  });

export const cases: BenchCase[] = [
  browse("open, newest (default)", {}),
  browse("all statuses", { status: "all" }),
  browse("trade", { trade: "Roofing" }),
  browse("budget", { budget: "$10,000 - $25,000" }, proViewer),
  browse("zip 25 mi, nearest", { zip: "85004", distance: 25, sort: "nearest" }),
  browse("zip 100 mi", { zip: "60601", distance: 100 }),
  browse("two-word search", { q: "kitchen remodel" }),
  browse("search + trade + zip", { q: "roof", trade: "Roofing", zip: "75201", distance: 50 }),
  browse("page 50", { page: 50 }),
  benchCase({
    name: "project page",
    inputs: (ctx) => ctx.items.projects,
    run: (id, ctx) => getProject(viewer(ctx), id),
  }),
  benchCase({
    name: "My Projects with counts (busy contractor)",
    inputs: (ctx) => ctx.busy.gc,
    run: (id) => listMyProjects(gc(id)),
  }),
  benchCase({
    name: "My Applications (busy subcontractor)",
    inputs: (ctx) => ctx.busy.sub,
    run: (id) => listMyApplications(sub(id)),
  }),
  benchCase({
    name: "applications of a project with 200+ applicants",
    inputs: (ctx) => ctx.items.crowdedProjects.slice(0, 10).map((id) => ({ id, owner: ownerOf(ctx, id) })),
    run: ({ id, owner }) => listProjectApplications(gc(owner), id, { sort: "bid" }),
  }),
];
