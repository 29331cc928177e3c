import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { getConnection, removeConnection } from "~/domain/connections.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const connectionId = (params: Params) => idParam(params, "id", "Connection not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { connection: await pageData(() => getConnection(user, connectionId(params))) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      await removeConnection(user, connectionId(params));
      return {
        redirectTo: "/connections?tab=connected",
        toast: { type: "success", title: "Connection updated", description: "The connection was removed." },
      };
    },
    failure: () => ({ title: "Error updating connection" }),
  });
}

export default deferredPage(() => import("~/routes/connections/_app.connections.$id.remove.page"));

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

export const meta: MetaFunction = () => [{ title: `Remove connection | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
