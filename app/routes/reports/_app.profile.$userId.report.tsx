import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { idParam } from "~/utils/http.server";
import { reportAction, reportLoader } from "~/routes/reports/report-route.server";

/** Report a profile. */
const locate = (params: Params) => {
  const id = idParam(params, "userId", "Profile not found");
  return { id, back: `/profile/${id}` };
};

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  reportLoader(request, "profile", () => locate(params));

export const action = ({ request, params }: ActionFunctionArgs) =>
  reportAction(request, "profile", () => locate(params));

export default deferredPage(() => import("~/routes/reports/_app.profile.$userId.report.page"));

export const meta: MetaFunction = () => [{ title: `Report profile | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
