import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf, mayInviteToBid } from "~/domain/abilities.server";
import { upcomingAvailability } from "~/domain/availability.server";
import { connectionStateWith } from "~/domain/connections.server";
import { usualReplyHours } from "~/domain/messages.server";
import { reputationCharts } from "~/domain/charts.server";
import { shownBranding } from "~/domain/plans.server";
import { serviceAreaMap } from "~/domain/maps.server";
import { getProfileView } from "~/domain/profiles.server";
import { listReceivedReviews, ratingHistory, ratingOverview } from "~/domain/reviews.server";
import { idParam, pageData, pageParam } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import { missingThingBoundary } from "~/components/error-screens";

const TABS = [
  { id: "info", label: "Profile Information" },
  { id: "certifications", label: "Certifications" },
  { id: "portfolio", label: "Portfolio" },
  { id: "reviews", label: "Reviews" },
  { id: "availability", label: "Availability" },
] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const profile = await pageData(async () => {
    const id = idParam(params, "userId", "Profile not found");
    if (id === user.id) throw redirect("/profile");
    return getProfileView(user, id, { portfolioPage: pageParam(new URL(request.url).searchParams) });
  });
  const showsWork = abilitiesOf(profile).bid;
  const workTabs = new Set(["portfolio", "availability"]);
  const tabs = TABS.filter((t) => !workTabs.has(t.id) || showsWork).map((t) => ({
    id: t.id,
    label: t.label,
    to: t.id === "info" ? `/profile/${profile.id}` : `/profile/${profile.id}?tab=${t.id}`,
  }));
  const url = new URL(request.url);
  const tab = tabs.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "info";
  const page = pageParam(url.searchParams);
  const [connection, replyHours, overview, reviews, availability] = await Promise.all([
    connectionStateWith(user, profile.id),
    usualReplyHours(profile.id),
    tab === "reviews" ? ratingOverview(profile.id) : null,
    tab === "reviews" ? listReceivedReviews(user, profile.id, { page }) : null,
    tab === "availability" ? upcomingAvailability(user, profile.id) : null,
  ]);
  const canInvite = mayInviteToBid(user, profile);
  return {
    viewerId: user.id,
    profile,
    tabs,
    tab,
    connection,
    replyHours,
    canInvite,
    overview,
    reviews,
    availability,
    back: url.pathname + url.search,
    map: tab === "info" ? serviceAreaMap(profile) : null,
    branding: await shownBranding(profile),
    charts: overview ? reputationCharts(overview, await ratingHistory(profile.id)) : null,
  };
}

export default deferredPage(() => import("~/routes/profiles/_app.profile.$userId.page"));

export const ErrorBoundary = missingThingBoundary(
  "Profile not found",
  "This profile does not exist, was removed, or is not shared with you.",
);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.profile.display_name ?? "Profile"} | ${APP_NAME}` },
];

// With JavaScript, a dropped signal on Accept, Decline or Cancel is shown in the form (utils/network).
export { shouldRevalidate } from "~/utils/network";
