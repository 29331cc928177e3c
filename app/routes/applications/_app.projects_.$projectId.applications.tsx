import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, type ApplicantSort } from "~/constants";
import { applicationsListUrl } from "~/lib/applications-list";
import {
  applicationCounts,
  projectBids,
  decideApplication,
  listProjectApplications,
} from "~/domain/applications.server";
import { undoableAward, undoAward } from "~/domain/awards.server";
import { bidChart } from "~/domain/charts.server";
import { listProjectInvitations } from "~/domain/invitations.server";
import { getProject } from "~/domain/projects.server";
import { applicationDecisionSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData, pageParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const sort = (query.get("sort") ?? "fit") as ApplicantSort;
  const status = query.get("status") ?? "";
  // Rejected applicants are out of the way unless asked for (?rejected=show) or filtered for.
  const hideRejected = query.get("rejected") !== "show";
  return pageData(async () => {
    const id = projectId(params);
    const [applicants, invitations, project] = await Promise.all([
      listProjectApplications(user, id, { sort, status, hideRejected, page: pageParam(query) }),
      listProjectInvitations(user, id),
      getProject(user, id),
    ]);
    const counts = await applicationCounts(user, id);
    return {
      award: await undoableAward(user, id),
      bids: bidChart(await projectBids(user, id)),
      project: { id: project.id, title: project.title, status: project.status },
      applicants,
      invitations,
      pending: counts.pending ?? 0,
      rejected: counts.rejected ?? 0,
    };
  });
}

/** Reject one application, or Undo an award inside its window; back to the list as it was. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { search } = new URL(request.url);
  return formAction(request, {
    schema: applicationDecisionSchema,
    run: async (input) => {
      const id = projectId(params);
      if (input.intent === "decide") {
        await decideApplication(user, input.application_id, input.status);
        return {
          redirectTo: applicationsListUrl(id, search, input.application_id),
          toast: { type: "success", title: "Status updated", description: "The application was rejected." },
        };
      }
      const award = await undoAward(user, id, input.award_id);
      return {
        redirectTo: applicationsListUrl(id, search),
        toast: {
          type: "success",
          title: "Award undone",
          description: `${award.applicant_name}'s application is pending again${award.rejected ? `, as are the ${award.rejected} others` : ""}. Nobody was notified.`,
        },
      };
    },
    failure: () => ({ title: "Update failed" }),
  });
}

export default deferredPage(() => import("~/routes/applications/_app.projects_.$projectId.applications.page"));

export const meta: MetaFunction = () => [{ title: `Applications | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
