import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { bidDetail } from "~/domain/bids.server";
import { notFound } from "~/domain/errors.server";
import { idParam, pageData, pageIdParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** The owner's view of one bid with its revisions (the bidder may open it too); sealed amounts are absent. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const projectId = pageIdParam(params, "projectId", "Project not found");
  return pageData(async () => {
    const bid = await bidDetail(user, idParam(params, "appId", "Application not found"));
    if (bid.project_id !== projectId) throw notFound("Application not found");
    return bid;
  });
}

export default deferredPage(() => import("~/routes/bids/_app.projects_.$projectId_.applications_.$appId.page"));

export const meta: MetaFunction = () => [{ title: `Bid | ${APP_NAME}` }];

export const ErrorBoundary = missingThingBoundary(
  "Bid not found",
  "This bid does not exist, was withdrawn, or is not yours to see.",
);
