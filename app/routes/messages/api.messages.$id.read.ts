import { markMessageRead } from "~/domain/messages.server";
import { idParam, methodNotAllowed, userApiAction } from "~/utils/http.server";

export const action = userApiAction({
  PATCH: ({ params, user }) => markMessageRead(user, idParam(params, "id", "Message not found")),
});
export const loader = () => methodNotAllowed(["PATCH"]);
