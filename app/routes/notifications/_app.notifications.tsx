import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { listNotifications, markAllNotificationsRead } from "~/domain/notifications.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const unread = query.get("unread") === "true";
  const list = await listNotifications(user, { unread, page: pageParam(query) });
  return { unread, list };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      const marked = await markAllNotificationsRead(user);
      return {
        redirectTo: "/notifications",
        toast: {
          type: "success",
          title: "Notifications updated",
          description: marked ? `${marked} marked as read.` : "Everything was already read.",
        },
      };
    },
  });
}

export default deferredPage(() => import("~/routes/notifications/_app.notifications.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Notifications | ${APP_NAME}` }];

export { clientAction, shouldRevalidate } from "~/utils/network";
