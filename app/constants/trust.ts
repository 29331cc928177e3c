/** Moderation, reports and reviews. (docs/constants.md lists every constant.) */

export const MODERATION_CONTENT_TYPES = ["profile", "project", "review", "message", "portfolio_item"] as const;
export const MODERATION_REASONS = ["inappropriate", "spam", "offensive", "misleading", "other"] as const;
export const MODERATION_STATUSES = ["pending", "approved", "rejected"] as const;

/** What a user can report (the Report action on profiles, projects, reviews and the other party's messages). */
export const REPORT_CONTENT_TYPES = ["profile", "project", "review", "message"] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];
export const REPORT_REASON_LABELS: Record<(typeof MODERATION_REASONS)[number], string> = {
  inappropriate: "Inappropriate",
  spam: "Spam",
  offensive: "Offensive",
  misleading: "Misleading",
  other: "Other",
};
export const REPORT_DETAILS_MAX = 1000;
export const REPORTS_PER_DAY = 20;

/** Aspect ratings of a project review, by the role of the one being reviewed. */
export const REVIEW_ASPECTS = {
  general_contractor: ["Paid on time", "Clear scope"],
  subcontractor: ["Quality", "On schedule", "Safety"],
} as const;
export const REVIEW_COMMENT_MAX = 2000;

export const RATING_LABELS: Record<number, string> = {
  5: "Excellent",
  4: "Good",
  3: "Average",
  2: "Below Average",
  1: "Poor",
};
