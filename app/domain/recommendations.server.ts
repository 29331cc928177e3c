/**
 * 'Recommended for You' on the dashboard and the matches page, kept per user: the matching engine runs for a view
 * only when what it shows may have changed. A kept answer stands while the change counters (migration 0022) of what it is
 * made of stay the same: the people of the role the viewer is shown (their profiles, credentials, availability,
 * visibility, a contractor's projects and their applications) and the viewer's own relations (profile, projects,
 * applications, connections, reviews, invitations, mutes). The counters live in the database, so a change written
 * by any worker or machine counts. A new day (scores and credentials count in days) and a shown project's bids
 * coming due end it too, and KEPT_MS at most: the one fact not counted is the contractors' reply times.
 */
import { recommendationsFor } from "~/domain/matching.server";
import type { Viewer } from "~/domain/privacy.server";
import { changeStamp, marketScope, userScope } from "~/infra/change-counters.server";
import { now, today } from "~/infra/clock.server";
import { LruMap } from "~/lib/lru";

type Recommendations = Awaited<ReturnType<typeof recommendationsFor>>;
type ShownProject = { bid_window: { due_at: string | null; past_due: boolean } };
type Kept = { stamp: string; until: number; value: unknown };

const KEPT_MS = 5 * 60_000;

/** One entry per user: six cards each. */
const keptRecommendations = new LruMap<number, Kept>(2_000);
/** One entry per user and set of preferences: a page of matches each, about 50 KB. */
const keptMatchPages = new LruMap<string, Kept>(500);

/** A contractor is recommended subcontractors; a subcontractor, contractors' projects. */
const shownRole = (viewer: Viewer) => (viewer.role === "general_contractor" ? "subcontractor" : "general_contractor");

async function stampOf(viewer: Viewer) {
  return `${viewer.role}:${today()}:${await changeStamp(marketScope(shownRole(viewer)), userScope(viewer.id))}`;
}

/** `KEPT_MS` from `at`, or sooner when a shown project's bids come due (its card then reads differently). */
function keptUntil(projects: ShownProject[], at: number) {
  let until = at + KEPT_MS;
  for (const { bid_window: bids } of projects) {
    if (bids.due_at && !bids.past_due) until = Math.min(until, Date.parse(bids.due_at));
  }
  return until;
}

async function keptFor<K, T>(
  kept: LruMap<K, Kept>,
  key: K,
  viewer: Viewer,
  compute: () => Promise<T>,
  projectsIn: (value: T) => ShownProject[],
): Promise<T> {
  // Read before the engine runs: a change written meanwhile leaves this answer already outdated.
  const stamp = await stampOf(viewer);
  const at = now().getTime();
  const hit = kept.get(key);
  if (hit && hit.stamp === stamp && at < hit.until) return hit.value as T;
  const value = await compute();
  kept.set(key, { stamp, until: keptUntil(projectsIn(value), at), value });
  return value;
}

export function dashboardRecommendations(viewer: Viewer): Promise<Recommendations> {
  return keptFor(
    keptRecommendations,
    viewer.id,
    viewer,
    () => recommendationsFor(viewer),
    (value) => (value?.kind === "projects" ? value.items.map((m) => m.project) : []),
  );
}

/**
 * The matches page for one set of preferences (`compute` reads it), kept by the same rule as the recommendations:
 * the page is made of the same facts, with more of them and a map of their places.
 */
export function keptMatchesPage<T extends { projects: { project: ShownProject }[] }>(
  viewer: Viewer,
  preferences: Record<string, boolean>,
  compute: () => Promise<T>,
): Promise<T> {
  return keptFor(keptMatchPages, `${viewer.id}:${JSON.stringify(preferences)}`, viewer, compute, (value) =>
    value.projects.map((m) => m.project),
  );
}
