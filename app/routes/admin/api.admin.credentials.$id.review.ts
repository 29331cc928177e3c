import { assertAdmin } from "~/domain/abilities.server";
import { reviewCredential } from "~/domain/credential-review.server";
import { credentialReviewSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/admin/credentials/{id}/review: { decision: verified | refused, reason (required to refuse) } (409 once reviewed). */
export const action = userApiAction({
  POST: async ({ request, params, user }) => {
    assertAdmin(user);
    return reviewCredential(
      user,
      idParam(params, "id", "Credential not found"),
      await readJsonWith(request, credentialReviewSchema),
    );
  },
});
export const loader = () => methodNotAllowed(["POST"]);
