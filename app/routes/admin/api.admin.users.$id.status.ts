import { changeAccountStatus } from "~/domain/accounts.server";
import { assertAdmin } from "~/domain/abilities.server";
import { accountStatusSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/admin/users/{id}/status: { status: suspended | active | deleted, reason? } (reason required but to activate). */
export const action = userApiAction({
  POST: async ({ request, params, user }) => {
    assertAdmin(user);
    const change = await readJsonWith(request, accountStatusSchema);
    return changeAccountStatus(user, idParam(params, "id", "User not found"), change);
  },
});
export const loader = () => methodNotAllowed(["POST"]);
