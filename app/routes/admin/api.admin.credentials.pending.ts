import { listReviewQueue } from "~/domain/credential-review.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/admin/credentials/pending?page=: licenses and insurance waiting for review, oldest first, with files and owner. */
export const loader = userApiLoader(({ request, user }) =>
  listReviewQueue(user, { page: pageParam(new URL(request.url).searchParams) }),
);
export const action = () => methodNotAllowed(["GET"]);
