/**
 * Structured bids made through the domain (the scope checklist, submitBid, reviseBid), and
 * the bid window of a project set as time passing would leave it.
 */
import { eq } from "drizzle-orm";

import { projects } from "../../db/schema";
import type { ScopeItemKind, ScopeLineState } from "~/constants";
import { replaceScope } from "~/domain/bid-scope.server";
import { reviseBid, submitBid } from "~/domain/bids.server";
import type { Viewer } from "~/domain/privacy.server";
import { db } from "~/infra/db.server";

/** Writes a project's scope checklist (items and alternates, in order); answers the rows' ids by title. */
export async function addScopeItems(
  owner: Viewer,
  projectId: number,
  rows: { title: string; kind?: ScopeItemKind; csi?: string }[],
) {
  const row = (r: (typeof rows)[number]) => ({ title: r.title, csi_division: r.csi ?? null });
  const scope = await replaceScope(owner, projectId, {
    items: rows.filter((r) => r.kind !== "alternate").map(row),
    alternates: rows.filter((r) => r.kind === "alternate").map(row),
  });
  return Object.fromEntries([...scope.items, ...scope.alternates].map((r) => [r.title, r.id])) as Record<
    string,
    number
  >;
}

/** Sets when bids are due and whether they are sealed, as the clock moving on would (no rule applies to time). */
export async function setBidWindow(
  projectId: number,
  window: { dueAt: Date | null; sealed?: boolean; lateAllowed?: boolean },
) {
  await db
    .update(projects)
    .set({ bidsDueAt: window.dueAt, bidsSealed: window.sealed ?? false, lateBidsAllowed: window.lateAllowed ?? false })
    .where(eq(projects.id, projectId));
}

export type ScopeAnswer = ScopeLineState | { amount: number };

type Bid = {
  baseCents: number | null;
  /** Scope item id → the bid's answer (cents for an amount); items left out are "missing". */
  lines?: Record<number, ScopeAnswer>;
  lineItems?: { description: string; quantity: number; unit: string; unitPriceCents: number }[];
  /** Revised once after it was sent (the same bid again). */
  revised?: boolean;
  /** An old bid without a structured base: whole dollars only. */
  dollars?: number;
};

/** A subcontractor's bid on the project, sent (and revised) through the domain; answers its id. */
export async function sendBid(projectId: number, bidder: Viewer, bid: Bid): Promise<number> {
  const sent = await submitBid(bidder, {
    project_id: projectId,
    cover_letter: "Our bid, per the scope checklist.",
    ...(bid.dollars === undefined ? { base_cents: bid.baseCents } : { bid_amount_dollars: bid.dollars }),
    scope_lines: Object.entries(bid.lines ?? {}).map(([id, answer]) =>
      typeof answer === "string"
        ? { scope_item_id: Number(id), state: answer }
        : { scope_item_id: Number(id), state: "amount" as const, amount_cents: answer.amount },
    ),
    line_items: (bid.lineItems ?? []).map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      unit_price_cents: l.unitPriceCents,
    })),
  });
  if (bid.revised) await reviseBid(bidder, sent.id, { base_cents: bid.baseCents });
  return sent.id;
}
