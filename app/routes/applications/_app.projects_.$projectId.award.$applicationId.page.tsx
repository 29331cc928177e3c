import { useLoaderData, useLocation } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import { AWARD_UNDO_WINDOW_MS } from "~/constants";
import { applicationsListUrl } from "~/lib/applications-list";
import type { loader } from "~/routes/applications/_app.projects_.$projectId.award.$applicationId";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function AwardDialog() {
  const { project, application, other_pending } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const back = applicationsListUrl(project.id, search, application.id);
  const question = application.bid_amount
    ? `Award to ${application.applicant_name} for ${application.bid_amount}?`
    : `Award to ${application.applicant_name}?`;
  return (
    <RouteDialog title={question} closeTo={back}>
      <ConfirmForm
        action={`/projects/${project.id}/award/${application.id}${search}`}
        text={
          <>
            <p>
              {application.applicant_name} is told their bid on {project.title} was accepted
              {project.status === "open" ? ", and the project becomes In Progress" : ""}.
            </p>
            <p className="text-muted-foreground">
              Nobody is notified for {AWARD_UNDO_WINDOW_MS / 1000} seconds: until then you can undo it.
            </p>
          </>
        }
        confirmLabel="Award"
        pendingLabel="Awarding..."
        variant="primary"
        cancelTo={back}
      >
        {other_pending ? (
          <label className="flex items-start gap-2 rounded-md border border-border p-3 text-sm">
            <input type="checkbox" name="tell_others" defaultChecked className="mt-0.5 size-4" />
            <span>
              <span className="font-medium">
                {other_pending} {other_pending === 1 ? "other is" : "others are"} pending: tell them it&apos;s awarded?
              </span>
              <span className="block text-muted-foreground">
                Their applications are rejected with a note that the project was awarded. Unticked, they stay pending
                and hear nothing.
              </span>
            </span>
          </label>
        ) : null}
      </ConfirmForm>
    </RouteDialog>
  );
}
