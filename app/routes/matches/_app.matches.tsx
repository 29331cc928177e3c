import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { matchesMap } from "~/domain/maps.server";
import { matchContractors, matchProjects, matchSubcontractors, matchTradesOf } from "~/domain/matching.server";
import type { MatchPreferences } from "~/domain/match-scoring";
import { keptMatchesPage } from "~/domain/recommendations.server";
import { matchPreferencesSchema, queryOf } from "~/schemas/index.server";
import { parseWith } from "~/utils/http.server";
import { quickConnectAction } from "~/routes/connections/quick-connect.server";
import { requireUser } from "~/utils/session.server";

const CONNECT_FAILED = "There was an error sending your connection request.";

async function loadMatches(user: Parameters<typeof matchSubcontractors>[0], url: URL) {
  const prefs = parseWith(matchPreferencesSchema, queryOf(url));
  return keptMatchesPage(user, prefs, () => computeMatches(user, prefs));
}

async function computeMatches(user: Parameters<typeof matchSubcontractors>[0], prefs: MatchPreferences) {
  const trades = await matchTradesOf(user);
  if (abilitiesOf(user).hire) {
    const subcontractors = await matchSubcontractors(user, prefs);
    const map = await matchesMap(
      user,
      "matched subcontractors",
      subcontractors.map(({ subcontractor: s }) => ({
        name: s.business_name,
        zip: s.zip_code,
        href: `#person-${s.user_id}`,
      })),
    );
    return { prefs, trades, subcontractors, projects: [], contractors: [], map };
  }
  const [projects, contractors] = await Promise.all([matchProjects(user, prefs), matchContractors(user, prefs)]);
  const map = await matchesMap(
    user,
    "matched projects",
    projects.map(({ project: p }) => ({ name: p.title, zip: p.zip_code, href: `#project-${p.id}` })),
  );
  return { prefs, trades, subcontractors: [], projects, contractors, map };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const can = abilitiesOf(user);
  if (can.administer) throw redirect("/admin");
  const url = new URL(request.url);
  const params = new URLSearchParams(url.search);
  params.set("intent", "connect");
  const page = { can, back: url.pathname + url.search, connectAction: `/matches?${params}` };
  try {
    return { ...page, ...(await loadMatches(user, url)), failed: false };
  } catch (error) {
    console.error("matches: failed to load", error);
    return data(
      { ...page, prefs: null, trades: [], subcontractors: [], projects: [], contractors: [], map: null, failed: true },
      500,
    );
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return quickConnectAction(request, user, CONNECT_FAILED);
}

export default deferredPage(() => import("~/routes/matches/_app.matches.page"));

export const meta: MetaFunction = () => [{ title: `Smart Matches | ${APP_NAME}` }];

/** The page's first screen is marked (components/first-screen). */
export const handle = { firstScreen: true };

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
