import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { projectInputFromForm } from "~/domain/bid-due.server";
import { getProject, ownProject, updateProject } from "~/domain/projects.server";
import { getTimeZone } from "~/domain/settings.server";
import { projectFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const project = await pageData(async () => {
    await ownProject(user, projectId(params));
    return getProject(user, projectId(params));
  });
  if (project.status !== "open") throw redirect(`/projects/${project.id}`);
  return { project, zone: await getTimeZone(user) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: projectFormSchema,
    run: async (form) => {
      const { project: input } = await projectInputFromForm(user, form);
      const project = await updateProject(user, projectId(params), input);
      return {
        redirectTo: `/projects/${project.id}`,
        toast: { type: "success", title: "Project updated", description: "Your changes are saved." },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

export default deferredPage(() => import("~/routes/projects/_app.projects_.$projectId.edit.page"));

export const meta: MetaFunction = () => [{ title: `Edit project | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
