import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { applicationCounts } from "~/domain/applications.server";
import { publishedQuestionsOf } from "~/domain/bid-questions.server";
import { projectBidDay } from "~/domain/bid-scope.server";
import { mayApplyTo, myApplicationTo } from "~/domain/bids.server";
import { invitationFor } from "~/domain/invitations.server";
import { bidderAddendaOf } from "~/domain/plan-addenda.server";
import { projectSiteMap } from "~/domain/maps.server";
import { planRoomLinkFor } from "~/domain/plan-room.server";
import { getProject, updateProject } from "~/domain/projects.server";
import { projectStatusSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(async () => {
    const project = await getProject(user, projectId(params));
    const own = project.creator_id === user.id;
    const { bid } = abilitiesOf(user);
    return {
      project,
      own,
      bid,
      canApply: await mayApplyTo(user, project.id),
      counts: own ? await applicationCounts(user, project.id) : null,
      application: bid ? await myApplicationTo(user, project.id) : null,
      invitation: bid ? await invitationFor(user, project.id) : null,
      addenda: bid ? await bidderAddendaOf(user, project.id) : null,
      map: await projectSiteMap(user, project),
      planRoom: await planRoomLinkFor(user, project.id),
      questions: await publishedQuestionsOf(user, project.id),
      bidDay: await projectBidDay(user, project),
    };
  });
}

/** The owner moves the project along: Start work (in progress) and Mark completed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: projectStatusSchema,
    run: async ({ status }) => {
      const project = await updateProject(user, projectId(params), { status });
      return {
        redirectTo: `/projects/${project.id}`,
        toast: {
          type: "success",
          title: "Status updated",
          description: `The project is now ${status.replace("_", " ")}.`,
        },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

export default deferredPage(() => import("~/routes/projects/_app.projects_.$projectId.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.project.title ?? "Project not found"} | ${APP_NAME}` },
];

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
