/**
 * The bid window of a project (docs/decisions/017-bid-day.md): when bids are due, whether they are sealed until then,
 * whether late bids are taken. The one rule for who may see a bid's amounts lives here: every page, export and API
 * answer that shows an amount asks `amountsVisible`.
 */
import { conflict } from "~/domain/errors.server";
import { now } from "~/infra/clock.server";

export type BidWindowSource = { bidsDueAt: Date | null; bidsSealed: boolean; lateBidsAllowed: boolean };

export type BidWindow = {
  /** ISO instant bids are due, or null when the project has no due date. */
  due_at: string | null;
  sealed: boolean;
  late_bids_allowed: boolean;
  /** The due date has passed. */
  past_due: boolean;
  /** Sealed and not yet opened: amounts are hidden from all but their bidder. */
  amounts_sealed: boolean;
  /** A new bid or a revision is taken now (before the due date, or late when the owner allows it). */
  accepting: boolean;
};

export function bidWindowOf(project: BidWindowSource, at: Date = now()): BidWindow {
  const pastDue = project.bidsDueAt !== null && project.bidsDueAt.getTime() <= at.getTime();
  return {
    due_at: project.bidsDueAt?.toISOString() ?? null,
    sealed: project.bidsSealed,
    late_bids_allowed: project.lateBidsAllowed,
    past_due: pastDue,
    amounts_sealed: project.bidsSealed && project.bidsDueAt !== null && !pastDue,
    accepting: !pastDue || project.lateBidsAllowed,
  };
}

/** Whether the viewer may see the amounts of the applicant's bid: always their own; others' only once opened. */
export function amountsVisible(window: BidWindow, viewerId: number, applicantId: number): boolean {
  return !window.amounts_sealed || viewerId === applicantId;
}

/** A sealed bid is accepted only after the opening: choosing among bids nobody may read is not choosing. */
export function assertMayAccept(window: BidWindow) {
  if (window.amounts_sealed) {
    throw conflict("Bids are sealed until the due date: accept a bid after the bid opening.");
  }
}
