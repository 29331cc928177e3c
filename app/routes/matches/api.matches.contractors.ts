import { matchContractors } from "~/domain/matching.server";
import { matchPreferencesSchema, queryOf } from "~/schemas/index.server";
import { methodNotAllowed, parseWith, userApiLoader } from "~/utils/http.server";

/** GET /api/matches/contractors (subcontractors; 403 for others): ?prioritizeLocation=true&… → [{ matchScore, matchReasons, … }]. */
export const loader = userApiLoader(({ request, user }) =>
  matchContractors(user, parseWith(matchPreferencesSchema, queryOf(request.url))),
);
export const action = () => methodNotAllowed(["GET"]);
