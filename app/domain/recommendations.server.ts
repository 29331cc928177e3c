/**
 * 'Recommended for You' on the dashboard, kept per user: the matching engine runs for a dashboard view only when the
 * recommendations may have changed. A kept answer stands while the change counters (migration 0022) of what it is
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

const KEPT_USERS = 2_000;
const KEPT_MS = 5 * 60_000;

const kept = new LruMap<number, { stamp: string; until: number; value: Recommendations }>(KEPT_USERS);

/** A contractor is recommended subcontractors; a subcontractor, contractors' projects. */
const shownRole = (viewer: Viewer) => (viewer.role === "general_contractor" ? "subcontractor" : "general_contractor");

function stampOf(viewer: Viewer) {
  return `${viewer.role}:${today()}:${changeStamp(marketScope(shownRole(viewer)), userScope(viewer.id))}`;
}

/** `KEPT_MS` from `at`, or sooner when a shown project's bids come due (its card then reads differently). */
function keptUntil(value: Recommendations, at: number) {
  let until = at + KEPT_MS;
  if (value?.kind === "projects") {
    for (const { project } of value.items) {
      const bids = project.bid_window;
      if (bids.due_at && !bids.past_due) until = Math.min(until, Date.parse(bids.due_at));
    }
  }
  return until;
}

export async function dashboardRecommendations(viewer: Viewer): Promise<Recommendations> {
  // Read before the engine runs: a change written meanwhile leaves this answer already outdated.
  const stamp = stampOf(viewer);
  const at = now().getTime();
  const hit = kept.get(viewer.id);
  if (hit && hit.stamp === stamp && at < hit.until) return hit.value;
  const value = await recommendationsFor(viewer);
  kept.set(viewer.id, { stamp, until: keptUntil(value, at), value });
  return value;
}
