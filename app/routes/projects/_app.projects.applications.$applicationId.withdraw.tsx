import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type Params } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
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
  return pageData(async () => ({ application: await myApplication(user, applicationId(params)) }));
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

export default function WithdrawApplicationDialog() {
  const { application } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Withdraw your application?" closeTo={BACK}>
      <ConfirmForm
        action={`/projects/applications/${application.id}/withdraw`}
        text={
          <>
            <p>
              Your application to {application.project.title}
              {application.bid_amount ? ` (bid ${application.bid_amount})` : ""} is removed from the contractor&apos;s
              list, with its cover letter. The contractor is not notified.
            </p>
            <p>While the project is open you can apply again.</p>
          </>
        }
        confirmLabel="Withdraw application"
        pendingLabel="Withdrawing..."
        cancelLabel="Keep application"
        cancelTo={BACK}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: `Withdraw application | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
