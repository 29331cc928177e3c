import { deleteReview, listReceivedReviews, updateReview } from "~/domain/reviews.server";
import { reviewPatchSchema } from "~/schemas/index.server";
import { idParam, pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/reviews/{userId}: the reviews a user received (with reviewer, reply and helpful count). */
export const loader = userApiLoader(({ request, params, user }) => {
  const query = new URL(request.url).searchParams;
  return listReceivedReviews(user, idParam(params, "id", "User not found"), {
    q: query.get("q") ?? "",
    page: pageParam(query),
  });
});

/** PATCH and DELETE /api/reviews/{id}: the author, within 30 days. */
export const action = userApiAction({
  PATCH: async ({ request, params, user }) =>
    updateReview(user, idParam(params, "id", "Review not found"), await readJsonWith(request, reviewPatchSchema)),
  DELETE: async ({ params, user }) => {
    await deleteReview(user, idParam(params, "id", "Review not found"));
  },
});
