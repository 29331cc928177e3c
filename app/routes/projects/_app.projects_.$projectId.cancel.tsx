import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
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

export default deferredPage(() => import("~/routes/projects/_app.projects_.$projectId.cancel.page"));

export const meta: MetaFunction = () => [{ title: `Cancel project | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
