import { assertCanSearch, searchProjects } from "~/domain/search.server";
import { projectSearchSchema, queryOf } from "~/schemas/index.server";
import { methodNotAllowed, parseWith, userApiLoader } from "~/utils/http.server";

/** GET /api/search/projects (subcontractors): ?projectType=&location=&distance=&rating=&accepting=true&page= . */
export const loader = userApiLoader(({ request, user }) => {
  assertCanSearch(user, "projects");
  return searchProjects(user, parseWith(projectSearchSchema, queryOf(request.url)));
});
export const action = () => methodNotAllowed(["GET"]);
