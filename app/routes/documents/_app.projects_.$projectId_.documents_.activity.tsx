import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { missingThingBoundary } from "~/components/error-screens";
import { APP_NAME } from "~/constants";
import { planRoomActivity } from "~/domain/plan-activity.server";
import { idParam, pageData, pageParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** The owner's plan room activity: who opened and downloaded what, and which addenda each bidder acknowledged. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = pageParam(new URL(request.url).searchParams);
  return pageData(() => planRoomActivity(user, idParam(params, "projectId", "Project not found"), page));
}

export default deferredPage(() => import("~/routes/documents/_app.projects_.$projectId_.documents_.activity.page"));

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Bidder activity${data ? ` | ${data.project.title}` : ""} | ${APP_NAME}` },
];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "The project may have been removed, or the link is wrong.",
);
