import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import type { SearchFormValues } from "~/components/dashboard/search-card";
import { deferredPage } from "~/components/deferred-page";
import { APP_NAME, DEFAULT_SEARCH_DISTANCE } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { credentialAlerts } from "~/domain/credentials.server";
import {
  applicationOutcomes,
  bidsOnOpenProjects,
  dashboardStats,
  openInvitationCount,
  recentActivity,
  recentConversations,
} from "~/domain/dashboard.server";
import { DomainError } from "~/domain/errors.server";
import { dashboardRecommendations } from "~/domain/recommendations.server";
import { applicationsChart, bidsReceivedChart } from "~/domain/charts.server";
import { searchResultsMap } from "~/domain/maps.server";
import { originOf, searchProjects, searchSubcontractors } from "~/domain/search.server";
import { projectSearchSchema, queryOf, subcontractorSearchSchema } from "~/schemas/index.server";
import { parseWith } from "~/utils/http.server";
import { dismissInstallHint, installHintFor } from "~/utils/install-hint.server";
import { quickConnectAction } from "~/routes/connections/quick-connect.server";
import { requireUser } from "~/utils/session.server";

type Role = "general_contractor" | "subcontractor";

/** The search the URL asks for (only once Search was pressed), or its error ('Search failed' shows the reason). */
async function runSearch(user: { id: number; role: Role }, url: URL) {
  if (!url.searchParams.has("search")) return { search: null, searchError: null, map: null };
  try {
    const query = queryOf(url);
    if (abilitiesOf(user).hire) {
      const filters = parseWith(subcontractorSearchSchema, query);
      const search = { kind: "subcontractors" as const, ...(await searchSubcontractors(user, filters)) };
      return { search, searchError: null, map: searchResultsMap(search, search.origin, filters.distance) };
    }
    const filters = parseWith(projectSearchSchema, query);
    const search = { kind: "projects" as const, ...(await searchProjects(user, filters)) };
    return { search, searchError: null, map: searchResultsMap(search, search.origin, filters.distance) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { search: null, searchError: error.message, map: null };
  }
}

function formValues(url: URL, ownZip: string): SearchFormValues {
  const q = url.searchParams;
  return {
    trade: q.get("specialty") ?? q.get("projectType") ?? "all",
    location: q.has("search") ? (q.get("location") ?? "") : ownZip,
    distance: Number(q.get("distance")) || DEFAULT_SEARCH_DISTANCE,
    rating: Number(q.get("rating")) || 0,
    availability: q.get("availability") === "true",
    verified: q.get("verified") === "true",
    accepting: q.has("search") ? q.get("accepting") === "true" : true,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const can = abilitiesOf(user);
  if (can.administer) throw redirect("/admin");
  const role = user.role as Role;
  const url = new URL(request.url);
  const hasProfile = Boolean(user.gcProfile ?? user.subProfile);
  if (!hasProfile) return { ready: false as const };
  const { search, searchError, map } = await runSearch({ id: user.id, role }, url);
  const [stats, alerts, conversations, activity, recommendations, activityChart] = await Promise.all([
    dashboardStats(user),
    credentialAlerts(user.id),
    recentConversations(user),
    recentActivity(user),
    search ? null : dashboardRecommendations(user),
    can.bid
      ? applicationOutcomes(user).then(applicationsChart)
      : can.hire
        ? bidsOnOpenProjects(user).then(bidsReceivedChart)
        : null,
  ]);
  return {
    ready: true as const,
    role,
    can,
    stats,
    alerts,
    invitations: await openInvitationCount(user),
    conversations,
    activity,
    activityChart,
    recommendations,
    search,
    searchError,
    map,
    values: formValues(url, (await originOf(user, undefined))?.zip ?? ""),
    back: url.pathname + url.search,
    connectAction: withIntent(url, "connect"),
    installHint: await installHintFor(request),
    dismissInstallHintAction: withIntent(url, "dismiss-install-hint"),
  };
}

/** This page's URL with the intent of one of its forms (the page's search stays as it was). */
function withIntent(url: URL, intent: string) {
  const params = new URLSearchParams(url.search);
  params.set("intent", intent);
  return `${url.pathname}?${params}`;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  if (url.searchParams.get("intent") === "dismiss-install-hint") {
    url.searchParams.delete("intent");
    return redirect(url.pathname + url.search, { headers: { "Set-Cookie": await dismissInstallHint() } });
  }
  return quickConnectAction(request, user, "Failed to send connection request");
}

export default deferredPage(() => import("~/routes/dashboard/_app.dashboard.page"));

export const meta: MetaFunction = () => [{ title: `Dashboard | ${APP_NAME}` }];

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
