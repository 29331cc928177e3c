import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, type Params } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import { APP_NAME, AWARD_UNDO_WINDOW_MS } from "~/constants";
import { awardApplication, awardPreview } from "~/domain/awards.server";
import { applicationsListUrl } from "~/lib/applications-list";
import { awardSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const ids = (params: Params) => ({
  projectId: idParam(params, "projectId", "Project not found"),
  applicationId: idParam(params, "applicationId", "Application not found"),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const { projectId, applicationId } = ids(params);
    return awardPreview(user, projectId, applicationId);
  });
}

/** Awards, then back to the list as it was (its sort, filters and page; the awarded card in view), with Undo. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { search } = new URL(request.url);
  return formAction(request, {
    schema: awardSchema,
    run: async ({ tell_others }) => {
      const { projectId, applicationId } = ids(params);
      const award = await awardApplication(user, projectId, applicationId, { tellOthers: tell_others });
      const others = award.rejected
        ? ` ${award.rejected} ${award.rejected === 1 ? "other applicant" : "others"} will be told it's awarded.`
        : "";
      return {
        redirectTo: applicationsListUrl(projectId, search, applicationId),
        toast: {
          type: "success",
          title: `Awarded to ${award.applicant_name}`,
          description:
            `${others} Nobody is notified for ${AWARD_UNDO_WINDOW_MS / 1000} seconds: you can still undo it.`.trim(),
          action: {
            label: "Undo",
            to: applicationsListUrl(projectId, search),
            fields: { intent: "undo_award", award_id: String(award.id) },
          },
        },
      };
    },
    failure: () => ({ title: "Not awarded" }),
  });
}

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

export const meta: MetaFunction = () => [{ title: `Award | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
