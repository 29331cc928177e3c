import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { applicationCounts, rejectOtherPending } from "~/domain/applications.server";
import { ownProject } from "~/domain/projects.server";
import { applicationsListUrl } from "~/lib/applications-list";
import { noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const project = await ownProject(user, projectId(params));
    const pending = (await applicationCounts(user, project.id)).pending ?? 0;
    return { project: { id: project.id, title: project.title }, pending };
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { search } = new URL(request.url);
  return formAction(request, {
    schema: noFields,
    run: async () => {
      const id = projectId(params);
      const n = await rejectOtherPending(user, id);
      return {
        redirectTo: applicationsListUrl(id, search),
        toast: {
          type: "success",
          title: "Status updated",
          description: `${n} pending ${n === 1 ? "application was" : "applications were"} rejected.`,
        },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

export default deferredPage(() => import("~/routes/applications/_app.projects_.$projectId.reject-pending.page"));

export const meta: MetaFunction = () => [{ title: `Reject pending applications | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
