/**
 * Discovery at market scale: subcontractor and project search around a dense zip (10001) and a sparse one (59001)
 * at 25 and 100 miles with each filter, every match list, and the dashboard's queries for busy users.
 */
import { dashboardStats, openInvitationCount, recentActivity, recentConversations } from "~/domain/dashboard.server";
import { matchContractors, matchProjects, matchSubcontractors, NO_PREFERENCES } from "~/domain/matching.server";
import { searchProjects, searchSubcontractors } from "~/domain/search.server";
import { projectSearchSchema, subcontractorSearchSchema } from "~/schemas/search";

import { benchCase, type BenchCase, type BenchContext } from "../types";

const gc = (id: number) => ({ id, role: "general_contractor" as const });
const sub = (id: number) => ({ id, role: "subcontractor" as const });

const FILTERS: [string, Record<string, string>][] = [
  ["no filter", {}],
  ["Plumbing", { specialty: "Plumbing" }],
  ["4+ stars", { rating: "4" }],
  ["available now", { availability: "true" }],
  ["verified", { verified: "true" }],
];

const searchCases: BenchCase[] = [];
for (const zip of ["10001", "59001"]) {
  for (const distance of ["25", "100"]) {
    for (const [label, filter] of FILTERS) {
      searchCases.push(
        benchCase({
          name: `subcontractors near ${zip}, ${distance} mi, ${label}`,
          targetMs: 50,
          inputs: (ctx: BenchContext) => ctx.quiet.gc,
          run: (id) =>
            searchSubcontractors(gc(id), subcontractorSearchSchema.parse({ location: zip, distance, ...filter })),
        }),
      );
    }
    searchCases.push(
      benchCase({
        name: `projects near ${zip}, ${distance} mi, Plumbing, accepting`,
        targetMs: 50,
        inputs: (ctx: BenchContext) => ctx.quiet.sub,
        run: (id) =>
          searchProjects(
            sub(id),
            projectSearchSchema.parse({ location: zip, distance, projectType: "Plumbing", accepting: "true" }),
          ),
      }),
    );
  }
}
searchCases.push(
  benchCase({
    name: "subcontractors near 10001, page 20",
    targetMs: 50,
    inputs: (ctx: BenchContext) => ctx.quiet.gc,
    run: (id) =>
      searchSubcontractors(gc(id), subcontractorSearchSchema.parse({ location: "10001", distance: "100", page: "20" })),
  }),
);

const PREFS = { ...NO_PREFERENCES, rating: true, certifications: true };

export const cases: BenchCase[] = [
  ...searchCases,
  benchCase({
    name: "subcontractor matches (busy GC)",
    targetMs: 50,
    inputs: (ctx) => ctx.busy.gc,
    run: (id) => matchSubcontractors(gc(id), PREFS),
  }),
  benchCase({
    name: "subcontractor matches (quiet GC)",
    targetMs: 50,
    inputs: (ctx) => ctx.quiet.gc,
    run: (id) => matchSubcontractors(gc(id), PREFS),
  }),
  benchCase({
    name: "project matches (busy subcontractor)",
    targetMs: 50,
    inputs: (ctx) => ctx.busy.sub,
    run: (id) => matchProjects(sub(id), PREFS),
  }),
  benchCase({
    name: "contractor matches (busy subcontractor)",
    targetMs: 50,
    inputs: (ctx) => ctx.busy.sub,
    run: (id) => matchContractors(sub(id), PREFS),
  }),
  // The dashboard's figures and feed, read afresh on every call: none of these is cached. Its recommendations are
  // (recommendations.server.ts) and are left out here; the match cases above time what a miss recomputes.
  benchCase({
    name: "dashboard: tiles, recent messages, activity (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: async (id, ctx) => {
      const viewer = ctx.busy.gc.includes(id) ? gc(id) : sub(id);
      await Promise.all([
        dashboardStats(viewer),
        recentConversations(viewer),
        recentActivity(viewer),
        openInvitationCount(viewer),
      ]);
    },
  }),
];
