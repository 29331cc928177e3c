/**
 * Structured bids written straight as rows (project_applications, bid_scope_lines, bid_line_items) until the bid
 * form's domain lands; then these go through it. Also the scope checklist and bid window of a project.
 */
import { eq } from "drizzle-orm";

import { bidLineItems, bidScopeLines, projectApplications, projects, projectScopeItems } from "../../db/schema";
import type { ScopeItemKind, ScopeLineState } from "~/constants";
import { db } from "~/infra/db.server";

/** Writes a project's scope checklist (items then alternates, in order); answers the rows' ids by title. */
export function addScopeItems(projectId: number, items: { title: string; kind?: ScopeItemKind; csi?: string }[]) {
  const rows = items.map((item, i) =>
    db
      .insert(projectScopeItems)
      .values({ projectId, kind: item.kind ?? "item", position: i + 1, title: item.title, csiDivision: item.csi })
      .returning({ id: projectScopeItems.id })
      .get(),
  );
  return Object.fromEntries(items.map((item, i) => [item.title, rows[i].id])) as Record<string, number>;
}

/** Sets when bids are due and whether they are sealed. */
export function setBidWindow(
  projectId: number,
  window: { dueAt: Date | null; sealed?: boolean; lateAllowed?: boolean },
) {
  db.update(projects)
    .set({ bidsDueAt: window.dueAt, bidsSealed: window.sealed ?? false, lateBidsAllowed: window.lateAllowed ?? false })
    .where(eq(projects.id, projectId))
    .run();
}

export type ScopeAnswer = ScopeLineState | { amount: number };

type BidRows = {
  baseCents: number | null;
  /** Scope item id → the bid's answer (cents for an amount); items left out are "missing". */
  lines?: Record<number, ScopeAnswer>;
  lineItems?: { description: string; quantity: number; unit: string; unitPriceCents: number }[];
  status?: "pending" | "accepted" | "rejected";
  revision?: number;
  late?: boolean;
  /** An old bid without a structured base: whole dollars only. */
  dollars?: number;
};

/** A subcontractor's bid on the project as rows; answers the application id. */
export function writeBid(projectId: number, applicantId: number, bid: BidRows): number {
  const dollars = bid.dollars ?? (bid.baseCents === null ? null : Math.round(bid.baseCents / 100));
  const { id } = db
    .insert(projectApplications)
    .values({
      projectId,
      applicantId,
      coverLetter: "Our bid, per the scope checklist.",
      bidAmount: dollars === null ? null : `$${dollars}`,
      bidAmountDollars: dollars,
      baseCents: bid.baseCents,
      status: bid.status ?? "pending",
      revision: bid.revision ?? 1,
      submittedLate: bid.late ?? false,
    })
    .returning({ id: projectApplications.id })
    .get();
  for (const [scopeItemId, answer] of Object.entries(bid.lines ?? {})) {
    db.insert(bidScopeLines)
      .values({
        applicationId: id,
        scopeItemId: Number(scopeItemId),
        state: typeof answer === "string" ? answer : "amount",
        amountCents: typeof answer === "string" ? null : answer.amount,
      })
      .run();
  }
  (bid.lineItems ?? []).forEach((item, i) =>
    db
      .insert(bidLineItems)
      .values({ applicationId: id, position: i + 1, ...item })
      .run(),
  );
  return id;
}
