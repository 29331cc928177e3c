import { markNotificationRead } from "~/domain/notifications.server";
import { idParam, methodNotAllowed, userApiAction } from "~/utils/http.server";

export const action = userApiAction({
  PATCH: ({ params, user }) => markNotificationRead(user, idParam(params, "id", "Notification not found")),
});
export const loader = () => methodNotAllowed(["PATCH"]);
