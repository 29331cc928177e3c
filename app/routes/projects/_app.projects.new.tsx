import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { projectInputFromForm } from "~/domain/bid-due.server";
import { postProjectWithScope } from "~/domain/bid-scope.server";
import { postingAllowance } from "~/domain/plans.server";
import { getTimeZone } from "~/domain/settings.server";
import { projectFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).hire) throw redirect("/projects");
  return { postings: await postingAllowance(user), zone: await getTimeZone(user) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: projectFormSchema,
    run: async (form) => {
      const { project: input, scope } = await projectInputFromForm(user, form);
      const project = await postProjectWithScope(user, input, scope);
      return {
        redirectTo: `/projects/invite?projectId=${project.id}`,
        toast: {
          type: "success",
          title: "Project created",
          description: `${project.title} is open for applications. Invite matched subcontractors to bid.`,
        },
      };
    },
    failure: (error) => ({
      title: "Failed to create project",
      message: error.message || "An unknown error occurred",
    }),
  });
}

export default deferredPage(() => import("~/routes/projects/_app.projects.new.page"));

export const meta: MetaFunction = () => [{ title: `Post New Project | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
