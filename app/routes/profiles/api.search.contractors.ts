import { assertCanSearch, searchSubcontractors } from "~/domain/search.server";
import { queryOf, subcontractorSearchSchema } from "~/schemas/index.server";
import { methodNotAllowed, parseWith, userApiLoader } from "~/utils/http.server";

/**
 * GET /api/search/contractors (general contractors; the base API's name for the subcontractor search):
 * ?specialty=&location=&distance=&rating=&availability=true&verified=true&page= .
 */
export const loader = userApiLoader(({ request, user }) => {
  assertCanSearch(user, "subcontractors");
  return searchSubcontractors(user, parseWith(subcontractorSearchSchema, queryOf(request.url)));
});
export const action = () => methodNotAllowed(["GET"]);
