import { listMyInvitations } from "~/domain/invitations.server";
import { methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/invitations: the subcontractor's bid invitations. */
export const loader = userApiLoader(({ user }) => listMyInvitations(user));
export const action = () => methodNotAllowed(["GET"]);
