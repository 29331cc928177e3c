/** Reviews at market scale: a busy user's rating overview and first page, the chooser, a write with its average. */
import { createReview, listReceivedReviews, ratingOverview, reviewableCollaborators } from "~/domain/reviews.server";

import { rolledBack } from "../rolled-back";
import { benchCase, type BenchCase, type BenchContext } from "../types";

const as = (id: number, role: "general_contractor" | "subcontractor" = "subcontractor") => ({ id, role });

/** Users with the most reviews received. */
function reviewed(ctx: BenchContext) {
  return (
    ctx.db.$client
      .prepare("SELECT reviewee_id AS id FROM reviews GROUP BY reviewee_id ORDER BY count(*) DESC LIMIT 10")
      .all() as { id: number }[]
  ).map((r) => r.id);
}

export const cases: BenchCase[] = [
  benchCase({ name: "rating overview (most reviewed)", inputs: reviewed, run: (id) => ratingOverview(id) }),
  benchCase({
    name: "first page of received reviews (most reviewed)",
    inputs: reviewed,
    run: (id) => listReceivedReviews(as(id), id),
  }),
  benchCase({
    name: "collaborator chooser (busy)",
    inputs: (ctx) => ctx.busy.all,
    run: (id) => reviewableCollaborators(as(id)),
  }),
  benchCase({
    name: "review write with its average update (rolled back)",
    inputs: (ctx) => {
      // Accepted connections of busy users that have no connection review yet.
      const rows = ctx.db.$client
        .prepare(
          `SELECT c.requester_id AS a, c.recipient_id AS b FROM connections c
           WHERE c.status = 'accepted' AND c.requester_id IN (${ctx.busy.all.join(",")})
             AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.reviewer_id = c.requester_id AND r.reviewee_id = c.recipient_id AND r.project_id IS NULL)
           LIMIT 50`,
        )
        .all() as { a: number; b: number }[];
      return rows;
    },
    run: ({ a, b }, ctx) =>
      rolledBack(ctx, async () => {
        await createReview(as(a), { reviewee_id: b, rating: 4, comment: "Good work on a tight schedule." });
      }),
  }),
];
