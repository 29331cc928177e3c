import { listGivenReviews } from "~/domain/reviews.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/reviews/given: the reviews the signed-in user wrote. */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return listGivenReviews(user, { q: query.get("q") ?? "", page: pageParam(query) });
});
export const action = () => methodNotAllowed(["GET"]);
