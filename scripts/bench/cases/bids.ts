/**
 * Bid day at market scale: the bidder's bid page (their bid, its scope answers, line items and history), one bid as
 * its project's owner opens it, and the bid-day job's scans for projects to remind or open.
 */
import { openingCandidates, reminderCandidates } from "~/domain/bid-reminders.server";
import { bidDetail, myBid } from "~/domain/bids.server";

import { benchCase, type BenchCase, type BenchContext } from "../types";

const sub = (id: number) => ({ id, role: "subcontractor" as const });
const gc = (id: number) => ({ id, role: "general_contractor" as const });

/** Each subcontractor with the project of their newest application (or any project when they have none). */
const bidPages = (ctx: BenchContext, ids: number[]) =>
  ids.map((id) => {
    const row = ctx.db.$client
      .prepare(
        "SELECT project_id AS projectId FROM project_applications WHERE applicant_id = ? ORDER BY id DESC LIMIT 1",
      )
      .get(id) as { projectId: number } | undefined;
    return { id, projectId: row?.projectId ?? ctx.items.projects[0] };
  });

/** Bidders whose bid answers a 30-item scope checklist with line items (the generator's 200+ applicant projects). */
const structuredBids = (ctx: BenchContext) =>
  ctx.db.$client
    .prepare(
      `SELECT a.applicant_id AS id, a.project_id AS projectId FROM project_applications a
       WHERE a.id IN (SELECT application_id FROM bid_line_items) LIMIT 25`,
    )
    .all() as { id: number; projectId: number }[];

export const cases: BenchCase[] = [
  benchCase({
    name: "bid page (structured bid, 30 scope items and line items)",
    targetMs: 20,
    inputs: structuredBids,
    run: ({ id, projectId }) => myBid(sub(id), projectId),
  }),
  benchCase({
    name: "bid page (busy subcontractor)",
    targetMs: 20,
    inputs: (ctx) => bidPages(ctx, ctx.busy.sub),
    run: ({ id, projectId }) => myBid(sub(id), projectId),
  }),
  benchCase({
    name: "bid page (quiet subcontractor)",
    targetMs: 20,
    inputs: (ctx) => bidPages(ctx, ctx.quiet.sub),
    run: ({ id, projectId }) => myBid(sub(id), projectId),
  }),
  benchCase({
    name: "bid detail, owner (structured bid of a 200+ bid project)",
    targetMs: 20,
    inputs: (ctx) =>
      ctx.db.$client
        .prepare(
          `SELECT a.id, p.creator_id AS owner FROM project_applications a JOIN projects p ON p.id = a.project_id
           WHERE a.id IN (SELECT application_id FROM bid_line_items) LIMIT 25`,
        )
        .all() as { id: number; owner: number }[],
    run: ({ id, owner }) => bidDetail(gc(owner), id),
  }),
  benchCase({
    name: "bid-day job: projects to remind (48 h, 24 h) and to open",
    targetMs: 20,
    // The generated market's "now" is fixed (its newest project was posted just before): scan as of then.
    inputs: (ctx) => [new Date(ctx.db.$client.prepare("SELECT max(created_at) FROM projects").pluck().get() as number)],
    run: async (at) => [
      await reminderCandidates(48, at),
      await reminderCandidates(24, at),
      await openingCandidates(at),
    ],
  }),
];
