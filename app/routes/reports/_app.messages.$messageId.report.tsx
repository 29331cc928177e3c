import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { idParam } from "~/utils/http.server";
import { reportAction, reportLoader } from "~/routes/reports/report-route.server";

/** Report a message someone sent you; the dialog sits over the conversation (`?userId=`). */
const locate = (params: Params, request: Request) => {
  const withUser = Number(new URL(request.url).searchParams.get("userId"));
  return {
    id: idParam(params, "messageId", "Message not found"),
    back: Number.isSafeInteger(withUser) && withUser > 0 ? `/messages?userId=${withUser}` : "/messages",
  };
};

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  reportLoader(request, "message", () => locate(params, request));

export const action = ({ request, params }: ActionFunctionArgs) =>
  reportAction(request, "message", () => locate(params, request));

export default deferredPage(() => import("~/routes/reports/_app.messages.$messageId.report.page"));

export const meta: MetaFunction = () => [{ title: `Report message | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
