import { markAllNotificationsRead } from "~/domain/notifications.server";
import { methodNotAllowed, userApiAction } from "~/utils/http.server";

/** POST /api/notifications/read-all: answers how many were marked. */
export const action = userApiAction({
  POST: async ({ user }) => ({ marked: await markAllNotificationsRead(user) }),
});
export const loader = () => methodNotAllowed(["POST"]);
