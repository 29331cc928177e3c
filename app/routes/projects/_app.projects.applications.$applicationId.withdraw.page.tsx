import { useLoaderData } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import type { loader } from "~/routes/projects/_app.projects.applications.$applicationId.withdraw";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function WithdrawApplicationDialog() {
  const { application, back } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Withdraw your application?" closeTo={back}>
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
        cancelTo={back}
      />
    </RouteDialog>
  );
}
