import { useLoaderData } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import type { loader } from "~/routes/projects/_app.projects_.$projectId.cancel";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function CancelProjectDialog() {
  const { project, told } = useLoaderData<typeof loader>();
  const who = told
    ? `The ${told} ${told === 1 ? "applicant" : "applicants"} with a pending or accepted application will be notified.`
    : "Nobody has a pending or accepted application, so nobody is notified.";
  return (
    <RouteDialog title="Cancel project?" closeTo={`/projects/${project.id}`}>
      <ConfirmForm
        action={`/projects/${project.id}/cancel?intent=cancel`}
        text={
          <>
            <p>{project.title} will be marked canceled and stop taking applications. This cannot be undone.</p>
            <p>{who}</p>
          </>
        }
        confirmLabel="Cancel project"
        pendingLabel="Canceling..."
        cancelLabel="Keep project"
        cancelTo={`/projects/${project.id}`}
      />
    </RouteDialog>
  );
}
