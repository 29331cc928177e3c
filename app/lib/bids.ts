/** A bid as people read it: the amount and how it is priced. */
import { BID_BASIS_LABELS, type BidBasis } from "~/constants";

/** Whole dollars stated by a bid written as text ("$12,500", "12500.00"); null when it says something else. */
export function dollarsIn(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/.exec(text.trim());
  return match ? Math.round(Number(match[1].replaceAll(",", ""))) : null;
}

/** "$12,500 · Lump sum", "$12,500", "Time and materials"; null when no bid was given. */
export function bidLabel(bid: { bid_amount: string | null; bid_basis: BidBasis | null }): string | null {
  const parts = [bid.bid_amount, bid.bid_basis ? BID_BASIS_LABELS[bid.bid_basis] : null].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
