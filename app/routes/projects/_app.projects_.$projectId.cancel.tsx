import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type Params } from "@remix-run/react";

import { ConfirmForm } from "~/components/confirm-form";
import { RouteDialog } from "~/components/route-dialog";
import { APP_NAME } from "~/constants";
import { applicationCounts } from "~/domain/applications.server";
import { ownProject, updateProject } from "~/domain/projects.server";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const project = await ownProject(user, projectId(params));
    const counts = await applicationCounts(user, project.id);
    // The applicants a status change notifies (notifyApplicantsOfStatus): pending and accepted ones.
    const told = (counts.pending ?? 0) + (counts.accepted ?? 0);
    return { project: { id: project.id, title: project.title }, told };
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      const project = await updateProject(user, projectId(params), { status: "canceled" });
      return {
        redirectTo: `/projects/${project.id}`,
        toast: { type: "success", title: "Status updated", description: "The project was canceled." },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

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

export const meta: MetaFunction = () => [{ title: `Cancel project | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
