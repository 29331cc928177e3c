/** Projects, applications, bids, invitations, and the project search. (docs/constants.md lists every constant.) */

export const PROJECT_STATUSES = ["open", "in_progress", "completed", "canceled"] as const;
export const PROJECT_STATUS_LABELS: Record<(typeof PROJECT_STATUSES)[number], string> = {
  open: "Open",
  in_progress: "In Progress",
  completed: "Completed",
  canceled: "Canceled",
};
export const PROJECT_FILTER_STATUSES = ["all", "open", "in_progress", "completed"] as const;
export const APPLICATION_STATUSES = ["pending", "accepted", "rejected"] as const;
export const APPLICATION_STATUS_LABELS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
};
/** What a bid's amount covers. */
/** The cover letter of an application needs this many characters. */
export const COVER_LETTER_MIN_CHARS = 20;
export const BID_BASES = ["lump_sum", "per_unit", "time_and_materials"] as const;
export type BidBasis = (typeof BID_BASES)[number];
export const BID_BASIS_LABELS: Record<BidBasis, string> = {
  lump_sum: "Lump sum",
  per_unit: "Per unit",
  time_and_materials: "Time and materials",
};
/**
 * How the owner orders the applicants of a project. "fit" (the default): applicants without a flag (another trade,
 * out of their service area, credentials expired) first, newest first.
 */
export const APPLICANT_SORTS = ["fit", "newest", "bid", "rating", "distance"] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const INVITATION_STATUSES = ["sent", "viewed", "applied", "declined"] as const;
export const INVITATION_STATUS_LABELS: Record<(typeof INVITATION_STATUSES)[number], string> = {
  sent: "Sent",
  viewed: "Viewed",
  applied: "Applied",
  declined: "Declined",
};
/** Invitations a contractor may send for one project (contractors complain about invitation spam). */
export const MAX_INVITATIONS_PER_PROJECT = 25;
/**
 * How long an award (an application accepted from the applications page) can be undone: its notifications and
 * emails wait this long, so an undo inside it tells nobody anything (docs/decisions/015-undo-window.md).
 */
export const AWARD_UNDO_WINDOW_MS = 60_000;

/** Search distance in miles; 150 stands for "150+" (no upper bound). */
export const SEARCH_DISTANCES = [10, 25, 50, 100, 150] as const;
export const DEFAULT_SEARCH_DISTANCE = 25;
export const RATING_FILTERS = [
  { value: 0, label: "Any" },
  { value: 3, label: "3+ stars" },
  { value: 4, label: "4+ stars" },
  { value: 5, label: "5 stars" },
] as const;

export const BUDGET_RANGES = [
  "Under $1,000",
  "$1,000 - $5,000",
  "$5,000 - $10,000",
  "$10,000 - $25,000",
  "$25,000 - $50,000",
  "$50,000 - $100,000",
  "$100,000+",
] as const;
export const TIMELINES = [
  "Less than 1 week",
  "1-2 weeks",
  "2-4 weeks",
  "1-2 months",
  "2-3 months",
  "3-6 months",
  "6+ months",
] as const;

export const INVITATION_NOTE_MAX = 500;
