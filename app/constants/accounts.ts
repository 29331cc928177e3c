/** Accounts: roles, plans, account states, passwords, email preferences. (docs/constants.md lists every constant.) */

export const ROLES = ["general_contractor", "subcontractor", "admin"] as const;
export type Role = (typeof ROLES)[number];
/** Roles a visitor may choose when registering; admins are made by the CLI or by an admin. */
export const REGISTRATION_ROLES = ["general_contractor", "subcontractor"] as const;
export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  general_contractor: "General Contractor",
  subcontractor: "Subcontractor",
};

/** Every account has a plan; Pro comes as a 14-day trial or from an admin (no payments are taken). */
export const PLANS = ["free", "pro", "enterprise"] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<Plan, string> = { free: "Free", pro: "Pro", enterprise: "Enterprise" };
/** Active postings (open or in progress) a Free account may have at once; completed and canceled ones do not count. */
export const FREE_ACTIVE_PROJECT_LIMIT = 3;
/** Days of Pro a Free account gets once, without a card. */
export const TRIAL_DAYS = 14;
/** The project search's "posted within" choices, in days (a Pro filter). */
export const POSTED_WITHIN_DAYS = [7, 30] as const;
/** Characters in a Pro profile's tagline. */
export const BRAND_TAGLINE_MAX = 80;

export const ACCOUNT_STATUSES = ["active", "suspended", "deleted"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  active: "Active",
  suspended: "Suspended",
  deleted: "Deleted",
};

export const PASSWORD_MIN_LENGTH = 6;

/**
 * Email categories, each with its preference and its unsubscribe link: email_messages, email_connections and the
 * other receive_* fields of privacy_settings, plus two of our own (alerts on, the weekly digest opt-in).
 */
export const EMAIL_CATEGORIES = [
  "messages",
  "connections",
  "project_updates",
  "application_updates",
  "alerts",
  "digest",
  "marketing",
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];
export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  messages: "Messages",
  connections: "Connections",
  project_updates: "Project updates",
  application_updates: "Application updates",
  alerts: "Alerts",
  digest: "Weekly digest",
  marketing: "News and offers",
};

export const OUTBOX_STATES = ["pending", "sending", "sent", "failed", "skipped"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  skipped: "Not sent",
};

export const DELETE_CONFIRMATION = "DELETE";
