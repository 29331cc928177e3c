import { listGivenReviews } from "~/domain/reviews.server";
import { methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/reviews/given: the reviews the signed-in user wrote. */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return listGivenReviews(user, { q: query.get("q") ?? "", page: Number(query.get("page")) || 1 });
});
export const action = () => methodNotAllowed(["GET"]);
