import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { applyToProject } from "~/domain/applications.server";
import { mayApplyTo, wantsFullBid } from "~/domain/bids.server";
import { getProject } from "~/domain/projects.server";
import { applicationSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const project = await pageData(() => getProject(user, projectId(params)));
  if (!(await mayApplyTo(user, project.id))) throw redirect(`/projects/${project.id}`);
  if (await wantsFullBid(project.id)) throw redirect(`/projects/${project.id}/bid`);
  return { project: { id: project.id, title: project.title, budget_range: project.budget_range } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: applicationSchema,
    run: async (input) => {
      await applyToProject(user, { ...input, project_id: projectId(params) });
      return {
        redirectTo: `/projects/${projectId(params)}`,
        toast: { type: "success", title: "Application submitted", description: "The contractor will review your bid." },
      };
    },
    failure: () => ({ title: "Application failed" }),
  });
}

export default deferredPage(() => import("~/routes/applications/_app.projects_.$projectId.apply.page"));

export const meta: MetaFunction = () => [{ title: `Apply | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
