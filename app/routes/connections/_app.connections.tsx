import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, CONNECTION_TABS, type ConnectionTab } from "~/constants";
import { listConnections, removeConnection, respondToConnection } from "~/domain/connections.server";
import { connectionDecisionSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const tab = (CONNECTION_TABS as readonly string[]).includes(query.get("tab") ?? "")
    ? (query.get("tab") as ConnectionTab)
    : "all";
  const q = query.get("q")?.trim() ?? "";
  const list = await listConnections(user, { tab, q, page: pageParam(query) });
  return { tab, q, ...list };
}

/** Accept, Decline (the recipient) and Cancel (the requester) from cards here and on profiles. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: connectionDecisionSchema,
    run: async ({ id, decision, back }) => {
      if (decision === "cancel") await removeConnection(user, id);
      else await respondToConnection(user, id, decision === "accept" ? "accepted" : "rejected");
      const description =
        decision === "accept"
          ? "You are now connected."
          : decision === "decline"
            ? "The request was declined."
            : "Your request was withdrawn.";
      return {
        redirectTo: back ?? "/connections",
        toast: { type: "success", title: "Connection updated", description },
      };
    },
    failure: () => ({ title: "Error updating connection" }),
  });
}

export default deferredPage(() => import("~/routes/connections/_app.connections.page"));

export const meta: MetaFunction = () => [{ title: `Connections | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
