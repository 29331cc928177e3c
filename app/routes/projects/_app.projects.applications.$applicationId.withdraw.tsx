import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { myApplication, withdrawApplication } from "~/domain/applications.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const applicationId = (params: Params) => idParam(params, "applicationId", "Application not found");
const BACK = "/projects?tab=applications";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => ({ application: await myApplication(user, applicationId(params)), back: BACK }));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      await withdrawApplication(user, applicationId(params));
      return {
        redirectTo: BACK,
        toast: { type: "success", title: "Status updated", description: "Your application was withdrawn." },
      };
    },
    failure: () => ({ title: "Not withdrawn" }),
  });
}

export default deferredPage(() => import("~/routes/projects/_app.projects.applications.$applicationId.withdraw.page"));

export const meta: MetaFunction = () => [{ title: `Withdraw application | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
