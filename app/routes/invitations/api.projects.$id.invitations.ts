import { inviteToBid } from "~/domain/invitations.server";
import { invitationSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** POST /api/projects/{id}/invitations { subcontractor_id, note } (the owner; 422 past the cap of 25). */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, params, user }) =>
      inviteToBid(user, idParam(params, "id", "Project not found"), await readJsonWith(request, invitationSchema)),
  },
});
export const loader = () => methodNotAllowed(["POST"]);
