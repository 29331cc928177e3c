/**
 * Bid day's columns of a project (migration 0021): about half the projects set a due date a week to a month after
 * posting, a fifth of those sealed. Where the bid-day job's moments are past, it ran: its reminders and the opening
 * notice are marked sent, so its scans see only what is still due, as in a running market.
 */
import type { Rng } from "./random";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type BidDue = {
  dueAt: number;
  sealed: boolean;
  reminder48At: number | null;
  reminder24At: number | null;
  openedNoticeAt: number | null;
};

export function bidDueOf(rng: Rng, postedAt: number, now: number): BidDue | null {
  if (rng.next() >= 0.5) return null;
  const dueAt = Math.round(postedAt + (7 + rng.next() * 23) * DAY);
  const sealed = rng.next() < 0.2;
  const sentBy = (at: number) => (at <= now ? at + 60_000 : null);
  return {
    dueAt,
    sealed,
    reminder48At: sentBy(dueAt - 48 * HOUR),
    reminder24At: sentBy(dueAt - 24 * HOUR),
    openedNoticeAt: sealed ? sentBy(dueAt) : null,
  };
}
