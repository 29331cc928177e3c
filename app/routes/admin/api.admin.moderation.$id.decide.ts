import { assertAdmin } from "~/domain/abilities.server";
import { decideReport } from "~/domain/moderation.server";
import { decisionSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/admin/moderation/{id}/decide: { status: approved | rejected, note? } (409 once decided). */
export const action = userApiAction({
  POST: async ({ request, params, user }) => {
    assertAdmin(user);
    return decideReport(user, idParam(params, "id", "Report not found"), await readJsonWith(request, decisionSchema));
  },
});
export const loader = () => methodNotAllowed(["POST"]);
