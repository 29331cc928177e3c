import { acknowledgeAddendum } from "~/domain/plan-addenda.server";
import { idParam, methodNotAllowed, userApiAction } from "~/utils/http.server";

/** POST /api/addenda/{id}/acknowledge (a bidder): 200 the acknowledgement; a repeat answers the same. */
export const action = userApiAction({
  POST: async ({ params, user }) => acknowledgeAddendum(user, idParam(params, "id", "Addendum not found")),
});
export const loader = () => methodNotAllowed(["POST"]);
