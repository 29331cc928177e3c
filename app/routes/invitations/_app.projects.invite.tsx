import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf, mayInviteToBid } from "~/domain/abilities.server";
import { listConnections } from "~/domain/connections.server";
import { inviteToBid } from "~/domain/invitations.server";
import { matchSubcontractorsForProject } from "~/domain/matching.server";
import { personCard } from "~/domain/people.server";
import { openProjectsOf } from "~/domain/projects.server";
import { invitationFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";

/** How many matched subcontractors the project's invite screen offers. */
const MATCHES_OFFERED = 12;

/** Invite to bid, from a subcontractor's profile (choose the project) or from a project (choose a connection). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!abilitiesOf(user).hire) throw redirect("/projects");
  const query = new URL(request.url).searchParams;
  const subId = Number(query.get("subcontractorId")) || null;
  const sub = subId ? await personCard(user, subId) : null;
  const connected = sub
    ? []
    : (await listConnections(user, { tab: "connected" })).items
        .map((c) => c.other)
        .filter((o) => o && mayInviteToBid(user, o));
  const projects = await openProjectsOf(user);
  const projectId = Number(query.get("projectId")) || null;
  // From a project: the subcontractors matching its trade near its site come first, the best one chosen.
  const matched =
    !sub && projectId && projects.some((p) => p.id === projectId)
      ? (await matchSubcontractorsForProject(user, projectId)).slice(0, MATCHES_OFFERED).map((m) => ({
          id: m.subcontractor.user_id,
          name: m.subcontractor.business_name,
          specialty: m.subcontractor.specialty,
          distance: m.subcontractor.distance_miles,
        }))
      : [];
  return {
    projects,
    projectId,
    matched,
    // Only a subcontractor whose profile the contractor may open is named here (and may be invited).
    sub: sub && mayInviteToBid(user, sub) && sub.profile_url ? sub : null,
    connected,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: invitationFormSchema,
    run: async ({ project_id, ...input }) => {
      await inviteToBid(user, project_id, input);
      return {
        redirectTo: `/projects/${project_id}`,
        toast: {
          type: "success",
          title: "Invitation sent",
          description: "The subcontractor can now see your project.",
        },
      };
    },
    failure: () => ({ title: "Failed to send invitation" }),
  });
}

export default deferredPage(() => import("~/routes/invitations/_app.projects.invite.page"));

export const meta: MetaFunction = () => [{ title: `Invite to bid | ${APP_NAME}` }];

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
