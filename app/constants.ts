/** Business constants shared by the schemas, the domain and the screens; docs/constants.md lists them all. */

export const APP_NAME = "TradeLink";

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

export const UPLOAD_PURPOSES = ["logo", "portfolio_photo", "credential"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const CREDENTIAL_KINDS = ["license", "insurance", "bond", "certification", "w9", "other"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const CREDENTIAL_KIND_LABELS: Record<CredentialKind, string> = {
  license: "License",
  insurance: "Insurance certificate",
  bond: "Bond",
  certification: "Safety or trade certification",
  w9: "W-9",
  other: "Other",
};
/** Where an admin's review of an uploaded credential stands (only a verified, current one earns the badge). */
export const CREDENTIAL_REVIEW_STATES = ["unreviewed", "verified", "refused"] as const;
export type CredentialReviewState = (typeof CREDENTIAL_REVIEW_STATES)[number];
/** What the owner reads beside each credential. */
export const CREDENTIAL_REVIEW_STATE_LABELS: Record<CredentialReviewState, string> = {
  unreviewed: "Awaiting review",
  verified: "Verified",
  refused: "Refused",
};
/**
 * The kinds an admin checks against the issuer (a license board, an insurer): only these earn the Verified badge.
 * A bond is tied to one job and one surety, so it stays a document on file.
 */
export const VERIFIABLE_CREDENTIAL_KINDS = ["license", "insurance"] as const satisfies readonly CredentialKind[];
/** The longest reason an admin may give when refusing a credential. */
export const REFUSAL_REASON_MAX = 500;
/** A credential expiring within this many days is shown as Expiring. */
export const CREDENTIAL_EXPIRING_DAYS = 30;

export const CONNECTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export const CONNECTION_TYPES = ["general", "project", "inquiry"] as const;
export const CONNECTION_TYPE_LABELS: Record<(typeof CONNECTION_TYPES)[number], string> = {
  general: "General networking",
  project: "About a project",
  inquiry: "A question or inquiry",
};
/** The tabs of /connections. */
export const CONNECTION_TABS = ["all", "pending", "sent", "connected"] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

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

export const AVAILABILITY_STATUSES = ["available", "unavailable", "tentative"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: "Available",
  unavailable: "Unavailable",
  tentative: "Tentative",
};
/** pending (requested) → confirmed or declined; confirmed → canceled, or completed once it has ended. */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "declined", "canceled", "completed"] as const;
export const APPOINTMENT_STATUS_LABELS: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
  pending: "Waiting for an answer",
  confirmed: "Confirmed",
  declined: "Declined",
  canceled: "Canceled",
  completed: "Completed",
};

export const PROFILE_VISIBILITIES = ["public", "connections_only", "private"] as const;
export const CONTACT_VISIBILITIES = ["all", "connections", "none"] as const;

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

export const CONTACT_SUBJECTS = ["general", "support", "billing", "feedback", "partnership", "other"] as const;
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: "General Inquiry",
  support: "Technical Support",
  billing: "Billing",
  feedback: "Feedback",
  partnership: "Partnership",
  other: "Other",
};
export const CONTACT_ROLES = ["general_contractor", "subcontractor", "other"] as const;
export const CONTACT_ROLE_LABELS: Record<(typeof CONTACT_ROLES)[number], string> = {
  general_contractor: "General Contractor",
  subcontractor: "Subcontractor",
  other: "Other",
};

export const TRADES = [
  "Plumbing",
  "Electrical",
  "HVAC",
  "Carpentry",
  "Masonry",
  "Roofing",
  "Painting",
  "Flooring",
  "Drywall",
  "Landscaping",
  "Concrete",
  "Excavation",
  "Demolition",
  "Insulation",
  "Glass & Glazing",
  "Steel & Metal Work",
  "Tile & Stone",
  "Framing",
  "Site Prep",
  "Fencing",
] as const;
export type Trade = (typeof TRADES)[number];
/**
 * Trades close enough that a firm of one often does the other's work (a weaker match than the same trade). Pairs, so
 * the relation is symmetric. Electrical has none among TRADES: no other trade here does an electrician's work.
 */
export const RELATED_TRADE_PAIRS: readonly (readonly [Trade, Trade])[] = [
  ["Plumbing", "HVAC"],
  ["HVAC", "Insulation"],
  ["HVAC", "Steel & Metal Work"],
  ["Carpentry", "Framing"],
  ["Carpentry", "Flooring"],
  ["Framing", "Drywall"],
  ["Drywall", "Painting"],
  ["Drywall", "Insulation"],
  ["Insulation", "Roofing"],
  ["Masonry", "Concrete"],
  ["Masonry", "Tile & Stone"],
  ["Tile & Stone", "Flooring"],
  ["Concrete", "Excavation"],
  ["Concrete", "Site Prep"],
  ["Excavation", "Site Prep"],
  ["Excavation", "Demolition"],
  ["Demolition", "Site Prep"],
  ["Site Prep", "Landscaping"],
  ["Landscaping", "Fencing"],
  ["Glass & Glazing", "Steel & Metal Work"],
];
/** Kinds of work a general contractor takes on (gc_profiles.project_types; matching reads them). */
export const PROJECT_TYPES = [
  "Commercial",
  "Residential",
  "Custom Homes",
  "Multi-family",
  "Mixed-use",
  "Tenant Improvement",
  "Renovation",
  "Historic Restoration",
  "Healthcare",
  "Education",
  "Public Works",
  "Industrial",
  "Retail",
  "Restaurant",
  "Hospitality",
  "Entertainment",
  "High-rise",
  "Light Commercial",
] as const;

export const PROJECT_FORM_TRADES = ["Electrical", "Plumbing", "HVAC", "Carpentry", "Masonry"] as const;

/** Search distance in miles; 150 stands for "150+" (no upper bound). */
export const SEARCH_DISTANCES = [10, 25, 50, 100, 150] as const;
export const DEFAULT_SEARCH_DISTANCE = 25;
export const RATING_FILTERS = [
  { value: 0, label: "Any" },
  { value: 3, label: "3+ stars" },
  { value: 4, label: "4+ stars" },
  { value: 5, label: "5 stars" },
] as const;

/** Profile service radius in miles; 200 stands for "200+". */
export const SERVICE_RADII = [10, 25, 50, 100, 200] as const;
export const DEFAULT_SERVICE_RADIUS = 25;
export const CREW_SIZES = ["1-5", "6-10", "11-20", "21-50", "50+"] as const;

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

export const PASSWORD_MIN_LENGTH = 6;

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

/** How toasts behave (docs/constants.md#display). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ["F8"];

/** Path prefixes of the signed-in screens: a signed-out visitor is sent to / (docs/product-rules.md#roles). */
export const SIGNED_IN_PATHS = [
  "/dashboard",
  "/profile",
  "/messages",
  "/connections",
  "/reviews",
  "/projects",
  "/project",
  "/matches",
  "/appointments",
  "/notifications",
  "/settings",
  "/admin",
] as const;

export const isSignedInPath = (path: string) =>
  SIGNED_IN_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const SUPPORT_HOURS = ["Mon-Fri 8am-6pm PT", "Sat 9am-1pm PT"] as const;

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

/** The fixed, friendly note a Connect button on search results and match cards sends with its request. */
export const QUICK_CONNECT_MESSAGE = "Hi! I came across your profile on TradeLink and would like to connect.";

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
/** The bell shows up to this many, then "99+" (the count query stops one past it). */
export const UNREAD_BADGE_CAP = 99;

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

// Form limits the schemas enforce and the forms show (kept here so a page need not load a schema to show them).
export const AVAILABILITY_NOTE_MAX = 200;
export const CREDENTIAL_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const PORTFOLIO_MAX_PHOTOS = 8;
export const APPOINTMENT_TEXT_MAX = 2000;
export const CONNECTION_MESSAGE_MAX = 500;
export const DELETE_CONFIRMATION = "DELETE";
export const INVITATION_NOTE_MAX = 500;

// ---- Plan room (docs/decisions/016-plan-room.md) ----

export const DOCUMENT_CATEGORIES = ["drawings", "specifications", "photos", "other"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  drawings: "Drawings",
  specifications: "Specifications",
  photos: "Photos",
  other: "Other",
};

/** Who may open a project's documents besides its owner and admins: its invited and applied subcontractors (the default), or every signed-in subcontractor. */
export const DOCUMENT_ACCESS = ["bidders", "subcontractors"] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];
export const DOCUMENT_ACCESS_LABELS: Record<DocumentAccess, string> = {
  bidders: "Only invited subcontractors and applicants",
  subcontractors: "Every signed-in subcontractor",
};

/**
 * A version's sheet previews: `none` for files that have none (spreadsheets, documents), `pending` until the job
 * takes it, `rendering` while it does, `ready`, or `failed` ("Preview not available": encrypted, broken, too big).
 */
/** A project's scope checklist holds items bidders price and alternates the owner requests ("Add: LED fixtures"). */
export const SCOPE_ITEM_KINDS = ["item", "alternate"] as const;
export type ScopeItemKind = (typeof SCOPE_ITEM_KINDS)[number];
/** A bid's answer for a scope item: an amount of its own, included in the base total, or excluded. */
export const SCOPE_LINE_STATES = ["amount", "included", "excluded"] as const;
export type ScopeLineState = (typeof SCOPE_LINE_STATES)[number];
/** At most this many scope items and alternates on a project, and line items on a bid. */
export const SCOPE_ITEMS_MAX = 60;
export const BID_LINE_ITEMS_MAX = 100;
/** Reminders to invited subcontractors who have not bid, this many hours before bids are due. */
export const BID_REMINDER_HOURS = [48, 24] as const;
/** A bidder's question before the due date: 10 to 2,000 characters; the owner's answer up to 4,000. */
export const BID_QUESTION_MIN = 10;
export const BID_QUESTION_MAX = 2000;
export const BID_ANSWER_MAX = 4000;
/** At most this many questions by one subcontractor on one project (429 past it). */
export const BID_QUESTIONS_PER_ASKER = 20;

export const PREVIEW_STATES = ["none", "pending", "rendering", "ready", "failed"] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

/** What was done with a document, for the owner's plan room activity. */
export const DOCUMENT_ACTIONS = ["opened", "downloaded"] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

const MB = 1024 * 1024;
/** One plan room file: a full drawing set runs to 100-200 MB. */
export const PLAN_FILE_MAX_BYTES = 250 * MB;
/** Every version of every document of one project together. */
export const PLAN_PROJECT_MAX_BYTES = 2048 * MB;
/** The plain form (no JavaScript) sends a file in one request; bigger files go through the resumable uploader. */
export const PLAN_FORM_MAX_BYTES = 50 * MB;
/** The file input's hint to the browser; the server decides by the bytes (infra/plan-files). */
export const PLAN_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,.heif,.xlsx,.docx";
/** A resumable upload not finished in this long is removed. */
export const PLAN_UPLOAD_EXPIRY_HOURS = 24;

/** An addendum's note: what changed and why, in the contractor's words. */
export const ADDENDUM_NOTE_MAX = 2000;
/** Bidders per page of the owner's plan room activity. */
export const PLAN_ACTIVITY_PAGE_SIZE = 25;
