/** In-app notifications. (docs/constants.md lists every constant.) */

/** What an in-app notification is about (one domain function, notify, records each). */
export const NOTIFICATION_KINDS = [
  "connection_request",
  "connection_accepted",
  "message",
  "application_received",
  "application_decided",
  "bid_invitation",
  "project_status",
  "review_received",
  "review_reply",
  "appointment",
  "credential_expiring",
  "credential_reviewed",
  "report_decided",
  "addendum_issued",
  "bid_revised",
  "bid_question",
  "bid_answer",
  "bid_reminder",
  "bid_opening",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
