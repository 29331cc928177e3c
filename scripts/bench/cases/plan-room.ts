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

/** Rooms with the most documents (the crowded projects), or a spread of ordinary ones, with an applicant each. */
function rooms(ctx: BenchContext, order: "largest" | "typical"): Room[] {
  return ctx.db.$client
    .prepare(
      `SELECT d.project_id AS projectId, p.creator_id AS owner,
         (SELECT applicant_id FROM project_applications a WHERE a.project_id = d.project_id LIMIT 1) AS bidder
       FROM project_documents d JOIN projects p ON p.id = d.project_id
       GROUP BY d.project_id ORDER BY ${order === "largest" ? "count(*) DESC" : "d.project_id % 97, d.project_id"}
       LIMIT 20`,
    )
    .all() as Room[];
}

type ActivityView = (actor: { id: number; role: "general_contractor" }, projectId: number) => unknown;
const planRoomActivity = (planActivity as { planRoomActivity?: ActivityView }).planRoomActivity;

/** What the activity view reads until planRoomActivity exists: who bids, and what each opened or downloaded. */
function activityQueries(ctx: BenchContext, projectId: number) {
  const bidders = bidderIdsOf(projectId);
  const rows = ctx.db.$client
    .prepare(
      `SELECT a.user_id, a.document_id, d.title, a.action, a.count, a.first_at, a.last_at
       FROM document_activity a JOIN project_documents d ON d.id = a.document_id
       WHERE a.project_id = ? ORDER BY a.user_id, d.category, d.title`,
    )
    .all(projectId);
  return { bidders, rows };
}

export const cases: BenchCase[] = [
  benchCase({
    name: "list, owner, largest rooms (60 documents)",
    inputs: (ctx) => rooms(ctx, "largest"),
    run: (room) => listPlanRoom(gc(room.owner), room.projectId),
  }),
  benchCase({
    name: "list, owner, typical rooms",
    inputs: (ctx) => rooms(ctx, "typical"),
    run: (room) => listPlanRoom(gc(room.owner), room.projectId),
  }),
  benchCase({
    name: "list, applicant, largest rooms",
    inputs: (ctx) => rooms(ctx, "largest").filter((r) => r.bidder !== null),
    run: (room) => listPlanRoom(sub(room.bidder!), room.projectId),
  }),
  benchCase({
    name: "project page link, applicant",
    inputs: (ctx) => rooms(ctx, "typical").filter((r) => r.bidder !== null),
    run: (room) => planRoomLinkFor(sub(room.bidder!), room.projectId),
  }),
  benchCase({
    name: `activity, owner, largest rooms${planRoomActivity ? "" : " (its queries; planRoomActivity not merged)"}`,
    inputs: (ctx) => rooms(ctx, "largest"),
    run: (room, ctx) =>
      planRoomActivity ? planRoomActivity(gc(room.owner), room.projectId) : activityQueries(ctx, room.projectId),
  }),
];
