import { useLoaderData, useLocation } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import { applicationsListUrl } from "~/lib/applications-list";
import type { loader } from "~/routes/applications/_app.projects_.$projectId.reject-pending";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function RejectPendingDialog() {
  const { project, pending } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const back = applicationsListUrl(project.id, search);
  const applications = `${pending} pending ${pending === 1 ? "application" : "applications"}`;
  return (
    <RouteDialog title={`Reject ${applications}?`} closeTo={back}>
      <ConfirmForm
        action={`/projects/${project.id}/reject-pending${search}`}
        text={
          pending
            ? `All ${applications} to ${project.title} will be rejected, and each applicant is notified that their application was not selected. This cannot be undone.`
            : `${project.title} has no pending applications.`
        }
        confirmLabel={pending ? `Reject ${applications}` : "Reject none"}
        pendingLabel="Rejecting..."
        cancelTo={back}
      />
    </RouteDialog>
  );
}
