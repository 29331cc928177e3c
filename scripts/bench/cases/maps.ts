/**
 * The server-drawn maps at market scale (app/domain/maps.server.ts): the map beside a page of search results, the
 * owner's project site with its applicants, and the map beside Smart Matches. The lists they pin are read before
 * timing (their own cases time them); 20 warm-up calls fill the cache of base layers, so these time a view already
 * drawn once, as most views are (a first draw of a view adds 1 to 6 ms: docs/performance.md, "Maps").
 */
import { matchesMap, projectSiteMap, searchResultsMap } from "~/domain/maps.server";
import { matchProjects, NO_PREFERENCES } from "~/domain/matching.server";
import { searchSubcontractors } from "~/domain/search.server";
import { subcontractorSearchSchema } from "~/schemas/search";

import { benchCase, type BenchCase, type BenchContext } from "../types";

const gc = (id: number) => ({ id, role: "general_contractor" as const });
const sub = (id: number) => ({ id, role: "subcontractor" as const });

/** Dense and sparse places, at the default and the widest bounded distance. */
const SEARCHES = ["10001", "60601", "85004", "98101", "59001"].flatMap((location) =>
  ["25", "100"].map((distance) => ({ location, distance })),
);

async function searchPages(ctx: BenchContext) {
  return Promise.all(
    SEARCHES.map(async (params, i) => {
      const filters = subcontractorSearchSchema.parse(params);
      const page = await searchSubcontractors(gc(ctx.quiet.gc[i % ctx.quiet.gc.length]), filters);
      return { search: { kind: "subcontractors" as const, ...page }, distance: filters.distance };
    }),
  );
}

/** The crowded projects (200 to 350 applicants) with what their page passes the map. */
function crowdedProjects(ctx: BenchContext) {
  return ctx.items.crowdedProjects.map(
    (id) =>
      ctx.db.$client.prepare("SELECT id, title, zip_code, creator_id FROM projects WHERE id = ?").get(id) as {
        id: number;
        title: string;
        zip_code: string | null;
        creator_id: number;
      },
  );
}

async function projectMatchPins(ctx: BenchContext) {
  return Promise.all(
    ctx.busy.sub.concat(ctx.quiet.sub.slice(0, 5)).map(async (id) => ({
      id,
      pins: (await matchProjects(sub(id), NO_PREFERENCES)).map(({ project: p }) => ({
        name: p.title,
        zip: p.zip_code,
        href: `#project-${p.id}`,
      })),
    })),
  );
}

export const cases: BenchCase[] = [
  benchCase({
    name: "search results map (a page of subcontractors; 5 places at 25 and 100 mi)",
    inputs: searchPages,
    run: ({ search, distance }) => searchResultsMap(search, search.origin, distance),
  }),
  benchCase({
    name: "project site map with its applicants (owner, 200+ applicants)",
    inputs: crowdedProjects,
    run: (project) => projectSiteMap(gc(project.creator_id), project),
  }),
  benchCase({
    name: "matches map (a subcontractor's project matches)",
    inputs: projectMatchPins,
    run: ({ id, pins }) => matchesMap(sub(id), "matched projects", pins),
  }),
];
