import { listNotifications } from "~/domain/notifications.server";
import { methodNotAllowed, pageParam, userApiLoader } from "~/utils/http.server";

/** GET /api/notifications (`?unread=true`, `?page=`): the signed-in user's notifications, newest first. */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return listNotifications(user, { unread: query.get("unread") === "true", page: pageParam(query) });
});
export const action = () => methodNotAllowed(["GET"]);
