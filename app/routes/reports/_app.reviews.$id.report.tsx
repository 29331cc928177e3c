import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { idParam } from "~/utils/http.server";
import { reportAction, reportLoader } from "~/routes/reports/report-route.server";

/** Report a review written about you, from the Reviews page. */
const locate = (params: Params) => ({ id: idParam(params, "id", "Review not found"), back: "/reviews" });

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  reportLoader(request, "review", () => locate(params));

export const action = ({ request, params }: ActionFunctionArgs) =>
  reportAction(request, "review", () => locate(params));

export default deferredPage(() => import("~/routes/reports/_app.reviews.$id.report.page"));

export const meta: MetaFunction = () => [{ title: `Report review | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
