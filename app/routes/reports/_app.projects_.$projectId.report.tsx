import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { idParam } from "~/utils/http.server";
import { reportAction, reportLoader } from "~/routes/reports/report-route.server";

/** Report a project. */
const locate = (params: Params) => {
  const id = idParam(params, "projectId", "Project not found");
  return { id, back: `/projects/${id}` };
};

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  reportLoader(request, "project", () => locate(params));

export const action = ({ request, params }: ActionFunctionArgs) =>
  reportAction(request, "project", () => locate(params));

export default deferredPage(() => import("~/routes/reports/_app.projects_.$projectId.report.page"));

export const meta: MetaFunction = () => [{ title: `Report project | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
