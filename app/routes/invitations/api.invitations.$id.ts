import { declineInvitation } from "~/domain/invitations.server";
import { invitationDeclineSchema } from "~/schemas/index.server";
import { idParam, methodNotAllowed, readJsonWith, userApiAction } from "~/utils/http.server";

/** PATCH /api/invitations/{id} { status: "declined", reason } (the invitee only). */
export const action = userApiAction({
  PATCH: async ({ request, params, user }) => {
    const { reason } = await readJsonWith(request, invitationDeclineSchema);
    return declineInvitation(user, idParam(params, "id", "Invitation not found"), reason);
  },
});
export const loader = () => methodNotAllowed(["PATCH"]);
