import { toggleHelpful } from "~/domain/reviews.server";
import { idParam, methodNotAllowed, userApiAction } from "~/utils/http.server";

/** POST /api/reviews/{id}/helpful: marks the review helpful, or takes the mark back. */
export const action = userApiAction({
  POST: ({ params, user }) => toggleHelpful(user, idParam(params, "id", "Review not found")),
});
export const loader = () => methodNotAllowed(["POST"]);
