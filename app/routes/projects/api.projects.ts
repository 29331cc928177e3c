import { browseProjects, createProject } from "~/domain/projects.server";
import { projectSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/**
 * GET /api/projects?trade=&location=&status=&q=&zip=&distance=&budget=&posted_within=&sort=&page= (only non-empty
 * filters apply; budget and posted_within are Pro filters).
 */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const text = (name: string) => query.get(name)?.trim() || undefined;
  // The base call's `location` filter searches the project's place, as the search box does (docs/api.md).
  const q = [text("q"), text("location")].filter(Boolean).join(" ") || undefined;
  return browseProjects(user, {
    q,
    trade: text("trade"),
    status: text("status"),
    zip: text("zip"),
    distance: Number(query.get("distance")) || undefined,
    budget: text("budget"),
    postedWithin: Number(query.get("posted_within")) || undefined,
    sort: text("sort"),
    page: pageParam(query),
  });
});

export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => createProject(user, await readJsonWith(request, projectSchema)),
  },
});
