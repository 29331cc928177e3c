import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { markNotificationRead } from "~/domain/notifications.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** Opening a notification marks it read and goes to its place (a plain link: works without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const notification = await pageData(() =>
    markNotificationRead(user, idParam(params, "id", "Notification not found")),
  );
  return redirect(notification.link);
}
