/**
 * The plan room at market scale (scripts/bench/generator/plan-rooms.ts): the list for its owner and for a bidder,
 * the project page's link, a document's page, and the owner's activity view.
 */
import { planRoomActivity } from "~/domain/plan-activity.server";
import { documentDetail } from "~/domain/plan-documents.server";
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

export const cases: BenchCase[] = [
  benchCase({
    name: "list, owner, crowded rooms (60 documents)",
    inputs: (ctx) => rooms(ctx, "largest", 6),
    run: async (room) => await listPlanRoom(gc(room.owner), room.projectId),
  }),
  benchCase({
    name: "list, owner, typical rooms",
    inputs: (ctx) => rooms(ctx, "typical"),
    run: async (room) => await listPlanRoom(gc(room.owner), room.projectId),
  }),
  benchCase({
    name: "list, applicant, crowded rooms",
    inputs: (ctx) => rooms(ctx, "largest", 6),
    run: async (room) => await listPlanRoom(sub(room.bidder!), room.projectId),
  }),
  benchCase({
    name: "project page link, applicant",
    inputs: (ctx) => rooms(ctx, "typical").filter((r) => r.bidder !== null),
    run: async (room) => await planRoomLinkFor(sub(room.bidder!), room.projectId),
  }),
  benchCase({
    name: "document page (its versions), applicant, crowded rooms",
    inputs: (ctx) =>
      rooms(ctx, "largest", 6).flatMap((room) =>
        (
          ctx.db.$client
            .prepare("SELECT id FROM project_documents WHERE project_id = ? ORDER BY id LIMIT 5")
            .pluck()
            .all(room.projectId) as number[]
        ).map((documentId) => ({ documentId, bidder: room.bidder! })),
      ),
    run: async ({ documentId, bidder }) => await documentDetail(sub(bidder), documentId),
  }),
  benchCase({
    name: "activity, owner, crowded rooms",
    inputs: (ctx) => rooms(ctx, "largest", 6),
    run: (room) => planRoomActivity(gc(room.owner), room.projectId),
  }),
];
