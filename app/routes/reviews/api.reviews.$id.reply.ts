import { replyToReview } from "~/domain/reviews.server";
import { reviewReplySchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/reviews/{id}/reply { reply }: the reviewee's one public reply (again: edits it). */
export const action = userApiAction({
  POST: async ({ request, params, user }) =>
    replyToReview(
      user,
      idParam(params, "id", "Review not found"),
      (await readJsonWith(request, reviewReplySchema)).reply,
    ),
});
export const loader = () => methodNotAllowed(["POST"]);
