/**
 * The plan room at market scale (scripts/bench/generator/plan-rooms.ts): the list for its owner and for a bidder,
 * the project page's link, and the owner's activity view. The activity view is planRoomActivity when
 * domain/plan-activity has it, else the two queries it stands for (the bidders, then their activity rows).
 */
import * as planActivity from "~/domain/plan-activity.server";
import { bidderIdsOf } from "~/domain/plan-room-access.server";
import { listPlanRoom, planRoomLinkFor } from "~/domain/plan-room.server";

import { benchCase, type BenchCase, type BenchContext } from "../types";

type Room = { projectId: number; owner: number; bidder: number | null };
const gc = (id: number) => ({ id, role: "general_contractor" as const });
const sub = (id: number) => ({ id, role: "subcontractor" as const });

const ORDER = {
  /** The crowded projects first: 60 documents, 200 to 350 applicants, 5,000 to 9,000 activity rows. */
  largest: "count(*) DESC, (SELECT count(*) FROM project_applications a WHERE a.project_id = d.project_id) DESC",
  typical: "d.project_id % 97, d.project_id",
};

/** Plan rooms of projects nobody hid, with one applicant each (null when none applied). */
function rooms(ctx: BenchContext, order: keyof typeof ORDER, limit = 20): Room[] {
  return ctx.db.$client
    .prepare(
      `SELECT d.project_id AS projectId, p.creator_id AS owner,
         (SELECT applicant_id FROM project_applications a WHERE a.project_id = d.project_id LIMIT 1) AS bidder
       FROM project_documents d JOIN projects p ON p.id = d.project_id
       WHERE p.is_hidden = 0
       GROUP BY d.project_id ORDER BY ${ORDER[order]}
       LIMIT ?`,
    )
    .all(limit) as Room[];
}

type ActivityView = (actor: { id: number; role: "general_contractor" }, projectId: number) => unknown;
const planRoomActivity = (planActivity as { planRoomActivity?: ActivityView }).planRoomActivity;

/**
 * What the activity view reads until planRoomActivity exists: the bidders, and per bidder how many documents they
 * opened and downloaded and when they last looked (the owner's list of whom to chase), in the index's order.
 */
function activityQueries(ctx: BenchContext, projectId: number) {
  const bidders = bidderIdsOf(projectId);
  const perBidder = ctx.db.$client
    .prepare(
      `SELECT user_id, sum(action = 'opened') AS opened, sum(action = 'downloaded') AS downloaded,
         max(last_at) AS last_at
       FROM document_activity WHERE project_id = ? GROUP BY user_id`,
    )
    .all(projectId);
  return { bidders, perBidder };
}

export const cases: BenchCase[] = [
  benchCase({
    name: "list, owner, crowded rooms (60 documents)",
    inputs: (ctx) => rooms(ctx, "largest", 6),
    run: (room) => listPlanRoom(gc(room.owner), room.projectId),
  }),
  benchCase({
    name: "list, owner, typical rooms",
    inputs: (ctx) => rooms(ctx, "typical"),
    run: (room) => listPlanRoom(gc(room.owner), room.projectId),
  }),
  benchCase({
    name: "list, applicant, crowded rooms",
    inputs: (ctx) => rooms(ctx, "largest", 6),
    run: (room) => listPlanRoom(sub(room.bidder!), room.projectId),
  }),
  benchCase({
    name: "project page link, applicant",
    inputs: (ctx) => rooms(ctx, "typical").filter((r) => r.bidder !== null),
    run: (room) => planRoomLinkFor(sub(room.bidder!), room.projectId),
  }),
  benchCase({
    name: `activity, owner, crowded rooms${planRoomActivity ? "" : " (its queries; planRoomActivity not merged)"}`,
    inputs: (ctx) => rooms(ctx, "largest", 6),
    run: (room, ctx) =>
      planRoomActivity ? planRoomActivity(gc(room.owner), room.projectId) : activityQueries(ctx, room.projectId),
  }),
];
