import { createReview } from "~/domain/reviews.server";
import { reviewSchema } from "~/schemas/index.server";
import { methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/reviews { reviewee_id, rating, comment, project_id?, aspects? } (201; 403 strangers; 409 twice). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => createReview(user, await readJsonWith(request, reviewSchema)),
  },
});
export const loader = () => methodNotAllowed(["POST"]);
