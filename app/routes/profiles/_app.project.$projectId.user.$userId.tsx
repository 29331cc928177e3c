import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { getPortfolioItem } from "~/domain/portfolio.server";
import { getProfileCard } from "~/domain/profiles.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import { missingThingBoundary } from "~/components/error-screens";

/** 'Project Details': a real portfolio item, `?photo=N` picks the photo shown large. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  return pageData(async () => {
    const userId = idParam(params, "userId", "Project not found");
    const { item, more } = await getPortfolioItem(viewer, userId, idParam(params, "projectId", "Project not found"));
    const contractor = await getProfileCard(userId);
    const requested = Number(new URL(request.url).searchParams.get("photo")) || 1;
    const photo = Math.min(Math.max(1, requested), Math.max(1, item.photos.length));
    return { item, more, contractor, photo, isOwn: viewer.id === userId };
  });
}

export default deferredPage(() => import("~/routes/profiles/_app.project.$projectId.user.$userId.page"));

export const ErrorBoundary = missingThingBoundary(
  "Portfolio item not found",
  "It may have been removed, or the profile is not shared with you.",
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.item.title ?? "Project Details"} | ${APP_NAME}` },
];
