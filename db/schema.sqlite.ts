import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

import {
  ACCOUNT_STATUSES,
  APPLICATION_STATUSES,
  APPOINTMENT_STATUSES,
  AVAILABILITY_STATUSES,
  BUDGET_RANGES,
  CONNECTION_STATUSES,
  CONNECTION_TYPES,
  CONTACT_ROLES,
  CONTACT_SUBJECTS,
  CONTACT_VISIBILITIES,
  DOCUMENT_ACCESS,
  DOCUMENT_ACTIONS,
  DOCUMENT_CATEGORIES,
  PREVIEW_STATES,
  BID_BASES,
  CREDENTIAL_KINDS,
  CREDENTIAL_REVIEW_STATES,
  PLANS,
  CREW_SIZES,
  INVITATION_STATUSES,
  MODERATION_CONTENT_TYPES,
  MODERATION_REASONS,
  MODERATION_STATUSES,
  NOTIFICATION_KINDS,
  EMAIL_CATEGORIES,
  OUTBOX_STATES,
  PROFILE_VISIBILITIES,
  PROJECT_STATUSES,
  ROLES,
  SCOPE_ITEM_KINDS,
  SCOPE_LINE_STATES,
  SERVICE_RADII,
  TIMELINES,
  UPLOAD_PURPOSES,
} from "../app/constants";

/** Milliseconds since the epoch, set by SQLite when a row is inserted. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(nowMs);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(nowMs)
    .$onUpdateFn(() => new Date());

/** `column IN ('a', 'b')` for a CHECK constraint; the values are our own constants. */
function oneOf(column: AnySQLiteColumn, values: readonly (string | number)[]) {
  const list = values.map((v) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(", ");
  return sql`${column} IN (${sql.raw(list)})`;
}

const bool = (name: string) => integer(name, { mode: "boolean" });

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    accountStatus: text("account_status", { enum: ACCOUNT_STATUSES }).notNull().default("active"),
    suspensionReason: text("suspension_reason"),
    suspendedAt: integer("suspended_at", { mode: "timestamp_ms" }),
    suspendedBy: integer("suspended_by").references((): AnySQLiteColumn => users.id, {
      onDelete: "set null",
    }),
    /** Set when an admin has verified the business behind the account. */
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    /**
     * The last day the Verified badge holds: the latest expiry of the user's admin-verified licenses and insurance
     * (9999-12-31 for one that never expires), null without one. Triggers on certifications keep it (migration 0027),
     * so a search filters on Verified as on any column of the row.
     */
    verifiedThrough: text("verified_through"),
    /** Written at most once every few minutes per user (see touchLastActive), never on every request. */
    lastActiveAt: integer("last_active_at", { mode: "timestamp_ms" }),
    /** Name, trade and place in lower case, for list searches (db/search-text.ts keeps it). */
    searchText: text("search_text"),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    /** IANA zone times are shown in without JavaScript (with it, the browser's own). */
    timeZone: text("time_zone"),
    /** The secret of the private calendar feed (/appointments.ics?token=); reset by the user. */
    calendarToken: text("calendar_token"),
    plan: text("plan", { enum: PLANS }).notNull().default("free"),
    /** While in the future, a Free account has Pro (the 14-day trial); set once, so a trial is taken only once. */
    planTrialEndsAt: integer("plan_trial_ends_at", { mode: "timestamp_ms" }),
    /** Pro branding on the public profile: an accent colour (#rrggbb) and a one-line tagline. */
    brandColor: text("brand_color"),
    brandTagline: text("brand_tagline"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_calendar_token_unique").on(t.calendarToken),
    index("users_role_status_idx").on(t.role, t.accountStatus),
    index("users_created_at_idx").on(t.createdAt),
    check("users_role_check", oneOf(t.role, ROLES)),
    check("users_account_status_check", oneOf(t.accountStatus, ACCOUNT_STATUSES)),
    check("users_plan_check", oneOf(t.plan, PLANS)),
  ],
);

/** Server-side sessions: the cookie holds only the random id, so sign-out and suspension take effect at once. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser that signed in (shown in Settings → Security as the device). */
    userAgent: text("user_agent"),
    /** Kept like users.last_active_at: at most one write every few minutes. */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Files uploaded by users (logos, portfolio photos, credential documents). The bytes live under the data directory,
 * named by the random id (images as re-encoded variants); who may read one is decided by its purpose.
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: UPLOAD_PURPOSES }).notNull(),
    /** The stored type (images are re-encoded), not what the client claimed. */
    contentType: text("content_type").notNull(),
    /** Bytes stored, all variants together. */
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    originalName: text("original_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("uploads_owner_id_idx").on(t.ownerId),
    check("uploads_purpose_check", oneOf(t.purpose, UPLOAD_PURPOSES)),
    check("uploads_content_type_check", oneOf(t.contentType, ["image/jpeg", "image/webp", "application/pdf"])),
  ],
);

export const gcProfiles = sqliteTable(
  "gc_profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    location: text("location").notNull(),
    zipCode: text("zip_code").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    phone: text("phone"),
    certifications: text("certifications"),
    projectTypes: text("project_types"),
    preferredTrades: text("preferred_trades"),
    description: text("description"),
    logoUploadId: text("logo_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    avgRating: real("avg_rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    isHidden: bool("is_hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("gc_profiles_user_id_unique").on(t.userId),
    index("gc_profiles_zip_code_idx").on(t.zipCode),
    index("gc_profiles_avg_rating_idx").on(t.avgRating),
    check("gc_profiles_avg_rating_check", sql`${t.avgRating} BETWEEN 0 AND 5`),
  ],
);

export const subProfiles = sqliteTable(
  "sub_profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    specialty: text("specialty"),
    location: text("location").notNull(),
    zipCode: text("zip_code").notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    phone: text("phone"),
    serviceRadius: integer("service_radius").notNull().default(25),
    crewSize: text("crew_size", { enum: CREW_SIZES }).notNull().default("1-5"),
    certifications: text("certifications"),
    availableNow: bool("available_now").notNull().default(false),
    description: text("description"),
    logoUploadId: text("logo_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    avgRating: real("avg_rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    isHidden: bool("is_hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sub_profiles_user_id_unique").on(t.userId),
    index("sub_profiles_specialty_idx").on(t.specialty, t.availableNow),
    index("sub_profiles_zip_code_idx").on(t.zipCode),
    index("sub_profiles_avg_rating_idx").on(t.avgRating),
    // A point of the R*Tree to its profile's columns that searches and matches filter on, from the index alone.
    index("sub_profiles_user_place_idx").on(
      t.userId,
      t.specialty,
      t.serviceRadius,
      t.avgRating,
      t.availableNow,
      t.latitude,
      t.longitude,
    ),
    // A few trades' points around a place (matches of the trades a contractor hires), without the R*Tree.
    index("sub_profiles_specialty_place_idx").on(t.specialty, t.latitude, t.longitude, t.serviceRadius, t.userId),
    check("sub_profiles_service_radius_check", oneOf(t.serviceRadius, SERVICE_RADII)),
    check("sub_profiles_crew_size_check", oneOf(t.crewSize, CREW_SIZES)),
    check("sub_profiles_avg_rating_check", sql`${t.avgRating} BETWEEN 0 AND 5`),
  ],
);

/** The credentials wallet: licenses, insurance certificates, bonds, certifications, W-9s. */
export const certifications = sqliteTable(
  "certifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CREDENTIAL_KINDS }).notNull().default("other"),
    name: text("name").notNull(),
    issuer: text("issuer"),
    number: text("number"),
    /** ISO date (YYYY-MM-DD); null when the credential does not expire. */
    expiresOn: text("expires_on"),
    /** An admin's review of the uploaded file: only a verified, current credential earns the Verified badge. */
    reviewState: text("review_state", { enum: CREDENTIAL_REVIEW_STATES }).notNull().default("unreviewed"),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    reviewedBy: integer("reviewed_by").references((): AnySQLiteColumn => users.id, { onDelete: "set null" }),
    /** Why an admin refused it, shown to its owner. */
    refusalReason: text("refusal_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("certifications_user_id_idx").on(t.userId, t.expiresOn),
    index("certifications_review_queue_idx").on(t.reviewState, t.createdAt),
    check("certifications_review_state_check", oneOf(t.reviewState, CREDENTIAL_REVIEW_STATES)),
    index("certifications_expires_on_idx").on(t.expiresOn),
    check("certifications_kind_check", oneOf(t.kind, CREDENTIAL_KINDS)),
  ],
);

export const certificationFiles = sqliteTable(
  "certification_files",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    certificationId: integer("certification_id")
      .notNull()
      .references(() => certifications.id, { onDelete: "cascade" }),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("certification_files_certification_idx").on(t.certificationId),
    uniqueIndex("certification_files_upload_unique").on(t.uploadId),
  ],
);

export const portfolioItems = sqliteTable(
  "portfolio_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** ISO date (YYYY-MM-DD). */
    completionDate: text("completion_date"),
    location: text("location"),
    client: text("client"),
    /** One feature per line. */
    features: text("features"),
    isHidden: bool("is_hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("portfolio_items_user_id_idx").on(t.userId, t.createdAt)],
);

export const portfolioPhotos = sqliteTable(
  "portfolio_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    portfolioItemId: integer("portfolio_item_id")
      .notNull()
      .references(() => portfolioItems.id, { onDelete: "cascade" }),
    uploadId: text("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    caption: text("caption"),
    createdAt: createdAt(),
  },
  (t) => [index("portfolio_photos_item_idx").on(t.portfolioItemId, t.position)],
);

export const connections = sqliteTable(
  "connections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: CONNECTION_STATUSES }).notNull().default("pending"),
    type: text("type", { enum: CONNECTION_TYPES }).notNull().default("general"),
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One connection per pair of users, whichever of them asked.
    uniqueIndex("connections_pair_unique").on(
      sql`(CASE WHEN ${t.requesterId} < ${t.recipientId} THEN ${t.requesterId} ELSE ${t.recipientId} END)`,
      sql`(CASE WHEN ${t.requesterId} < ${t.recipientId} THEN ${t.recipientId} ELSE ${t.requesterId} END)`,
    ),
    // Each tab of /connections is one of these, newest first.
    index("connections_requester_idx").on(t.requesterId, t.status, t.updatedAt),
    index("connections_recipient_idx").on(t.recipientId, t.status, t.updatedAt),
    // The viewer's connection with each of a list of people: one lookup per pair, either side, not the viewer's
    // whole side of the table.
    index("connections_recipient_requester_idx").on(t.recipientId, t.requesterId),
    check("connections_status_check", oneOf(t.status, CONNECTION_STATUSES)),
    check("connections_type_check", oneOf(t.type, CONNECTION_TYPES)),
    check("connections_not_self_check", sql`${t.requesterId} <> ${t.recipientId}`),
  ],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isRead: bool("is_read").notNull().default(false),
    isHidden: bool("is_hidden").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_sender_recipient_idx").on(t.senderId, t.recipientId, t.createdAt),
    index("messages_recipient_sender_idx").on(t.recipientId, t.senderId, t.createdAt),
    // GET /api/messages: a user's shown messages, newest first, one index range per side (sent, received).
    index("messages_sender_shown_idx").on(t.senderId, t.isHidden, t.createdAt),
    index("messages_recipient_shown_idx").on(t.recipientId, t.isHidden, t.createdAt),
    check("messages_content_check", sql`length(trim(${t.content})) > 0`),
  ],
);

/**
 * One row per participant of each conversation (two per pair), kept in step by sendMessage and the read marks: the
 * conversation list, its unread counts and reply times come from here, never from scanning messages.
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    otherId: integer("other_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMessageId: integer("last_message_id").notNull(),
    lastMessageAt: integer("last_message_at", { mode: "timestamp_ms" }).notNull(),
    /** Messages from the other party this user has not read. */
    unreadCount: integer("unread_count").notNull().default(0),
    /** The other party wrote first; then `firstReplyMinutes` is how long this user took to answer. */
    startedByOther: bool("started_by_other").notNull(),
    firstMessageAt: integer("first_message_at", { mode: "timestamp_ms" }).notNull(),
    firstReplyMinutes: integer("first_reply_minutes"),
  },
  (t) => [
    uniqueIndex("conversations_user_other_unique").on(t.userId, t.otherId),
    index("conversations_user_last_idx").on(t.userId, t.lastMessageAt),
    index("conversations_unread_idx")
      .on(t.userId, t.unreadCount)
      .where(sql`${t.unreadCount} > 0`),
    index("conversations_replies_idx")
      .on(t.userId, t.firstMessageAt)
      .where(sql`${t.startedByOther} = 1`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewerId: integer("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revieweeId: integer("reviewee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    /** Aspect ratings of a project review as JSON, e.g. {"Paid on time":5,"Clear scope":4}. */
    aspects: text("aspects"),
    /** The reviewee's one public reply. */
    reply: text("reply"),
    repliedAt: integer("replied_at", { mode: "timestamp_ms" }),
    helpfulCount: integer("helpful_count").notNull().default(0),
    isHidden: bool("is_hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("reviews_reviewee_idx").on(t.revieweeId, t.createdAt),
    index("reviews_reviewee_rating_idx").on(t.revieweeId, t.isHidden, t.rating),
    index("reviews_reviewer_idx").on(t.reviewerId, t.createdAt),
    // One review per reviewer, reviewee and project; a connection review (no project) once per pair.
    uniqueIndex("reviews_project_unique")
      .on(t.reviewerId, t.revieweeId, t.projectId)
      .where(sql`${t.projectId} IS NOT NULL`),
    uniqueIndex("reviews_pair_unique")
      .on(t.reviewerId, t.revieweeId)
      .where(sql`${t.projectId} IS NULL`),
    check("reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_not_self_check", sql`${t.reviewerId} <> ${t.revieweeId}`),
  ],
);

/** 'Helpful' marks: one per user and review (a toggle). */
export const reviewHelpful = sqliteTable(
  "review_helpful",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_helpful_unique").on(t.reviewId, t.userId)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    location: text("location").notNull(),
    zipCode: text("zip_code"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    tradeType: text("trade_type").notNull(),
    budgetRange: text("budget_range", { enum: BUDGET_RANGES }).notNull(),
    timeline: text("timeline", { enum: TIMELINES }).notNull(),
    requirements: text("requirements").notNull(),
    /** ISO dates (YYYY-MM-DD). */
    startDate: text("start_date")
      .notNull()
      .default(sql`(date('now'))`),
    endDate: text("end_date"),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("open"),
    isHidden: bool("is_hidden").notNull().default(false),
    /** Who opens the plan room besides the owner and admins (DOCUMENT_ACCESS). */
    documentsAccess: text("documents_access", { enum: DOCUMENT_ACCESS }).notNull().default("bidders"),
    /** Bid day (docs/decisions/017-bid-day.md): when bids are due; null for a project without a due date. */
    bidsDueAt: integer("bids_due_at", { mode: "timestamp_ms" }),
    /** Sealed bidding: no amount is shown to anyone but its bidder until bids_due_at (the bid opening). */
    bidsSealed: bool("bids_sealed").notNull().default(false),
    /** Whether a bid after bids_due_at is still taken (marked late). */
    lateBidsAllowed: bool("late_bids_allowed").notNull().default(false),
    /** When the 48- and 24-hour reminders and the bid-opening notice went out (each once per due date). */
    bidReminder48At: integer("bid_reminder_48_at", { mode: "timestamp_ms" }),
    bidReminder24At: integer("bid_reminder_24_at", { mode: "timestamp_ms" }),
    bidsOpenedNoticeAt: integer("bids_opened_notice_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_status_created_idx").on(t.status, t.createdAt),
    index("projects_creator_idx").on(t.creatorId, t.createdAt),
    // A contractor's open or active projects, newest first (dashboard tiles and feed).
    index("projects_creator_status_idx").on(t.creatorId, t.status, t.createdAt),
    // The trades a contractor hires for (their open projects' trades), read from the index alone.
    index("projects_creator_status_trade_idx").on(t.creatorId, t.status, t.tradeType),
    // A contractor's completed projects, last changed first (the review chooser), without a sort.
    index("projects_creator_status_updated_idx").on(t.creatorId, t.status, t.updatedAt),
    index("projects_trade_status_idx").on(t.tradeType, t.status, t.createdAt),
    // Radius search: a latitude band first, then longitude and the exact distance.
    index("projects_status_latitude_idx").on(t.status, t.latitude, t.longitude),
    // Project matches size their ring on open projects of a few trades in a latitude band.
    index("projects_status_trade_latitude_idx").on(t.status, t.tradeType, t.latitude, t.longitude),
    index("projects_created_idx").on(t.createdAt),
    // The bid-day job: projects whose bids come due (reminders, the bid opening).
    index("projects_bids_due_idx")
      .on(t.bidsDueAt)
      .where(sql`${t.bidsDueAt} IS NOT NULL`),
    check("projects_status_check", oneOf(t.status, PROJECT_STATUSES)),
    check("projects_budget_range_check", oneOf(t.budgetRange, BUDGET_RANGES)),
    check("projects_timeline_check", oneOf(t.timeline, TIMELINES)),
  ],
);

export const projectApplications = sqliteTable(
  "project_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    applicantId: integer("applicant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bidAmount: text("bid_amount"),
    /** The bid in whole dollars when one was given as a number, so bids compare and sort. */
    bidAmountDollars: integer("bid_amount_dollars"),
    /** What the amount covers; null for bids sent before it was asked (and by API clients that do not say). */
    bidBasis: text("bid_basis", { enum: BID_BASES }),
    coverLetter: text("cover_letter").notNull(),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    /** A structured bid's base total in cents (money is never a float); bid_amount_dollars follows it. */
    baseCents: integer("base_cents"),
    inclusions: text("inclusions"),
    exclusions: text("exclusions"),
    /** ISO date the bid holds until. */
    validUntil: text("valid_until"),
    /** 1 for the first bid, then one more per revision (bid_revisions keeps each). */
    revision: integer("revision").notNull().default(1),
    revisedAt: integer("revised_at", { mode: "timestamp_ms" }),
    /** Sent (or last revised) after the project's due date. */
    submittedLate: bool("submitted_late").notNull().default(false),
    /** The owner took this bidder out of the leveling grid (not a rejection). */
    levelingHidden: bool("leveling_hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("project_applications_project_applicant_unique").on(t.projectId, t.applicantId),
    index("project_applications_applicant_idx").on(t.applicantId, t.createdAt),
    // A subcontractor's latest decided applications (the dashboard feed) in order, without a sort.
    index("project_applications_applicant_updated_idx").on(t.applicantId, t.updatedAt),
    // A subcontractor's accepted applications (the review chooser), not all of them.
    index("project_applications_applicant_status_idx").on(t.applicantId, t.status),
    index("project_applications_project_status_idx").on(t.projectId, t.status),
    check("project_applications_status_check", oneOf(t.status, APPLICATION_STATUSES)),
    check("project_applications_bid_basis_check", sql`${t.bidBasis} IS NULL OR ${oneOf(t.bidBasis, BID_BASES)}`),
  ],
);

/**
 * An application accepted from the applications page, undoable until `undo_until` (AWARD_UNDO_WINDOW_MS): what the
 * award changed, so Undo can put it back, and the notifications it holds until then (their emails wait as long).
 */
export const awards = sqliteTable(
  "awards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    /** The project's status before the award (an open project becomes in progress). */
    previousProjectStatus: text("previous_project_status", { enum: PROJECT_STATUSES }).notNull(),
    /** JSON array of the pending applications the award rejected ("tell them it's awarded"). */
    rejectedApplicationIds: text("rejected_application_ids").notNull().default("[]"),
    /** JSON array of the notifications the award recorded, held until undo_until. */
    notificationIds: text("notification_ids").notNull().default("[]"),
    undoUntil: integer("undo_until", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("awards_project_idx").on(t.projectId, t.undoUntil),
    check("awards_previous_status_check", oneOf(t.previousProjectStatus, PROJECT_STATUSES)),
  ],
);

/** A general contractor asks a chosen subcontractor to bid on an open project (at most 25 per project). */
export const bidInvitations = sqliteTable(
  "bid_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subcontractorId: integer("subcontractor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note"),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("sent"),
    declineReason: text("decline_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bid_invitations_project_sub_unique").on(t.projectId, t.subcontractorId),
    index("bid_invitations_sub_idx").on(t.subcontractorId, t.createdAt),
    index("bid_invitations_contractor_sub_idx").on(t.contractorId, t.subcontractorId),
    check("bid_invitations_status_check", oneOf(t.status, INVITATION_STATUSES)),
  ],
);

/** A subcontractor who asked not to be invited by a contractor again ('Stop invitations from this company'). */
export const invitationMutes = sqliteTable(
  "invitation_mutes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subcontractorId: integer("subcontractor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invitation_mutes_pair_unique").on(t.subcontractorId, t.contractorId)],
);

export const userAvailability = sqliteTable(
  "user_availability",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO date (YYYY-MM-DD). */
    date: text("date").notNull(),
    status: text("status", { enum: AVAILABILITY_STATUSES }).notNull().default("available"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_availability_user_date_unique").on(t.userId, t.date),
    check("user_availability_status_check", oneOf(t.status, AVAILABILITY_STATUSES)),
  ],
);

export const appointments = sqliteTable(
  "appointments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description"),
    startTime: integer("start_time", { mode: "timestamp_ms" }).notNull(),
    endTime: integer("end_time", { mode: "timestamp_ms" }).notNull(),
    location: text("location"),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("confirmed"),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attendeeId: integer("attendee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
    canceledBy: integer("canceled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("appointments_creator_idx").on(t.creatorId, t.startTime),
    index("appointments_attendee_idx").on(t.attendeeId, t.startTime),
    check("appointments_status_check", oneOf(t.status, APPOINTMENT_STATUSES)),
    check("appointments_time_check", sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** One row per user; the receive_* fields double as notification preferences. */
export const privacySettings = sqliteTable(
  "privacy_settings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileVisibility: text("profile_visibility", { enum: PROFILE_VISIBILITIES }).notNull().default("public"),
    contactVisibility: text("contact_visibility", { enum: CONTACT_VISIBILITIES }).notNull().default("connections"),
    dataUsageConsent: bool("data_usage_consent").notNull().default(true),
    showEmail: bool("show_email").notNull().default(false),
    showPhone: bool("show_phone").notNull().default(false),
    /** Contact rules (Privacy): whether anyone may start a conversation or ask to connect. Never touched by email. */
    receiveMessages: bool("receive_messages").notNull().default(true),
    receiveConnections: bool("receive_connections").notNull().default(true),
    /** Email preferences (Notifications) for the same two kinds of events: turning one off changes only the email. */
    emailMessages: bool("email_messages").notNull().default(true),
    emailConnections: bool("email_connections").notNull().default(true),
    receiveProjectUpdates: bool("receive_project_updates").notNull().default(true),
    receiveApplicationUpdates: bool("receive_application_updates").notNull().default(true),
    receiveMarketing: bool("receive_marketing").notNull().default(false),
    /** Email about expiring credentials and decisions on one's reports (in-app entries come regardless). */
    receiveAccountAlerts: bool("receive_account_alerts").notNull().default(true),
    /** Opt-in weekly email: new matching projects (subcontractors) or subcontractors (contractors). */
    receiveWeeklyDigest: bool("receive_weekly_digest").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("privacy_settings_user_id_unique").on(t.userId),
    // The weekly digest reads the few who opted in, not every account.
    index("privacy_settings_weekly_digest_idx")
      .on(t.userId)
      .where(sql`${t.receiveWeeklyDigest} = 1`),
    check("privacy_settings_profile_visibility_check", oneOf(t.profileVisibility, PROFILE_VISIBILITIES)),
    check("privacy_settings_contact_visibility_check", oneOf(t.contactVisibility, CONTACT_VISIBILITIES)),
  ],
);

export const contentModeration = sqliteTable(
  "content_moderation",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contentType: text("content_type", { enum: MODERATION_CONTENT_TYPES }).notNull(),
    contentId: integer("content_id").notNull(),
    reportedBy: integer("reported_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: MODERATION_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: MODERATION_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_moderation_status_idx").on(t.status, t.createdAt),
    index("content_moderation_content_idx").on(t.contentType, t.contentId),
    // One open report per reporter and item; once decided, the same person may report it again.
    uniqueIndex("content_moderation_open_unique")
      .on(t.contentType, t.contentId, t.reportedBy)
      .where(sql`${t.status} = 'pending'`),
    index("content_moderation_reporter_idx").on(t.reportedBy, t.createdAt),
    check("content_moderation_content_type_check", oneOf(t.contentType, MODERATION_CONTENT_TYPES)),
    check("content_moderation_reason_check", oneOf(t.reason, MODERATION_REASONS)),
    check("content_moderation_status_check", oneOf(t.status, MODERATION_STATUSES)),
  ],
);

export const moderationNotes = sqliteTable(
  "moderation_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    moderationId: integer("moderation_id")
      .notNull()
      .references(() => contentModeration.id, { onDelete: "cascade" }),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_notes_moderation_idx").on(t.moderationId)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    message: text("message").notNull(),
    role: text("role", { enum: CONTACT_ROLES }),
    /** The signed-in sender, when there was one. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Sent by a Pro account: the admin's inbox lists these first. */
    priority: bool("priority").notNull().default(false),
    /** Set when an admin has read the message. */
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_priority_idx").on(t.priority, t.createdAt),
    check("contact_messages_subject_check", oneOf(t.subject, CONTACT_SUBJECTS)),
    check("contact_messages_role_check", sql`${t.role} IS NULL OR ${oneOf(t.role, CONTACT_ROLES)}`),
  ],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    /** JSON with what changed (reason, note, previous status). */
    details: text("details"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/**
 * Safe repeats: the first answer to a write made with an `Idempotency-Key` (API) or a form's one-time token, kept
 * for 24 hours and replayed for a repeat. The unique (scope, key) row is the claim: two requests racing on one key
 * cannot both run.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Whose key: `user:{id}`, or for signed-out writes `anon:{METHOD} {path}`. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of method, path and body: the same key for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: ["running", "done"] })
      .notNull()
      .default("running"),
    status: integer("status"),
    /** The answer to replay: a JSON body (API), or `{ location, toast }` (forms). */
    response: text("response"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_keys_scope_key_unique").on(t.scope, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_state_check", sql`${t.state} IN ('running', 'done')`),
  ],
);

/**
 * The in-app inbox. Message notifications are grouped: one unread row per conversation (group_key) whose count and
 * created_at move with each new message. dedupe_key makes scheduled alerts fire once (credential expiry thresholds).
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who caused it (null for the system); the actor's account deletion removes their notifications. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body"),
    /** Where opening it leads (a path of this site). */
    link: text("link").notNull(),
    groupKey: text("group_key"),
    count: integer("count").notNull().default(1),
    dedupeKey: text("dedupe_key"),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    /** Not shown before this time (an award's notifications wait out its undo window); null: shown at once. */
    heldUntil: integer("held_until", { mode: "timestamp_ms" }),
    /** When it last happened (a grouped row moves to the top with each new message). */
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    // Counts a user's shown notifications (the page count) from the index alone.
    index("notifications_user_held_idx").on(t.userId, t.heldUntil),
    index("notifications_unread_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex("notifications_open_group_unique")
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} IS NOT NULL AND ${t.readAt} IS NULL`),
    uniqueIndex("notifications_dedupe_unique")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL`),
    index("notifications_actor_idx").on(t.actorId),
    check("notifications_kind_check", oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * Email waiting to go, going, sent or given up on: the durable queue one in-process worker drains. A row is claimed
 * by moving it to `sending` with next_attempt_at as the claim's expiry, so a crash mid-send retries it later.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    notificationId: integer("notification_id").references(() => notifications.id, { onDelete: "set null" }),
    category: text("category", { enum: EMAIL_CATEGORIES }).notNull(),
    /** Batches message emails: one pending row per recipient and conversation. */
    groupKey: text("group_key"),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** JSON object of extra headers (List-Unsubscribe). */
    headers: text("headers"),
    state: text("state", { enum: OUTBOX_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_due_idx").on(t.state, t.nextAttemptAt),
    index("outbox_created_idx").on(t.createdAt),
    // The admin list by state, newest first, and the clean-up of old sent emails.
    index("outbox_state_created_idx").on(t.state, t.createdAt),
    index("outbox_group_idx").on(t.userId, t.groupKey, t.createdAt),
    uniqueIndex("outbox_pending_group_unique")
      .on(t.userId, t.groupKey)
      .where(sql`${t.groupKey} IS NOT NULL AND ${t.state} = 'pending'`),
    index("outbox_notification_idx").on(t.notificationId),
    check("outbox_category_check", oneOf(t.category, EMAIL_CATEGORIES)),
    check("outbox_state_check", oneOf(t.state, OUTBOX_STATES)),
  ],
);

/** The scheduler's jobs: a lease (one runner even with several processes), the next run and how the last one went. */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  leaseOwner: text("lease_owner"),
  leaseUntil: integer("lease_until", { mode: "timestamp_ms" }),
  nextRunAt: integer("next_run_at", { mode: "timestamp_ms" }).notNull(),
  lastStartedAt: integer("last_started_at", { mode: "timestamp_ms" }),
  lastFinishedAt: integer("last_finished_at", { mode: "timestamp_ms" }),
  lastStatus: text("last_status", { enum: ["ok", "failed"] }),
  /** What the last run did ("12 alerts"), or its error. */
  lastResult: text("last_result"),
});

// ---- Plan room (docs/decisions/016-plan-room.md) ----

/** A document of a project's plan room: its title and category; its bytes are in its versions. */
export const projectDocuments = sqliteTable(
  "project_documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category", { enum: DOCUMENT_CATEGORIES }).notNull(),
    /** The number of the current (latest) version. */
    currentVersion: integer("current_version").notNull().default(1),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_documents_project_idx").on(t.projectId, t.category, t.title),
    check("project_documents_category_check", oneOf(t.category, DOCUMENT_CATEGORIES)),
  ],
);

/**
 * One uploaded file of a document. The bytes live under the uploads directory by `file_key` (infra/plan-files);
 * sheet previews are rendered from a PDF by the preview job, never in a request.
 */
export const documentVersions = sqliteTable(
  "document_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => projectDocuments.id, { onDelete: "cascade" }),
    /** The document's project, so a project's storage adds up with one index. */
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** 32 hex characters naming the stored file. */
    fileKey: text("file_key").notNull(),
    /** Decided from the bytes (file-type), never from the name. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    originalName: text("original_name").notNull(),
    /** A strong validator for downloads (the SHA-256 of the bytes, hex). */
    sha256: text("sha256").notNull(),
    /** The addendum that issued this version; null for the original bid set. */
    addendumId: integer("addendum_id").references(() => addenda.id, { onDelete: "set null" }),
    uploadedBy: integer("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pageCount: integer("page_count"),
    previewState: text("preview_state", { enum: PREVIEW_STATES }).notNull().default("none"),
    /** Pages rendered so far ("Preparing previews: 34 of 120"). */
    previewsDone: integer("previews_done").notNull().default(0),
    /** Why there is no preview, for admins and logs (people see "Preview not available"). */
    previewError: text("preview_error"),
    /** JSON array of sheet labels by page ("A-101"), or null to number pages. */
    sheetLabels: text("sheet_labels"),
    /** The preview job's lease on this version (a process that died lets it go). */
    previewLeaseUntil: integer("preview_lease_until", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("document_versions_document_version_unique").on(t.documentId, t.version),
    index("document_versions_project_idx").on(t.projectId),
    index("document_versions_preview_queue_idx")
      .on(t.previewState, t.id)
      .where(sql`${t.previewState} IN ('pending', 'rendering')`),
    check("document_versions_preview_state_check", oneOf(t.previewState, PREVIEW_STATES)),
  ],
);

/** A dated, numbered set of new or changed documents with a note, told to every bidder. */
export const addenda = sqliteTable(
  "addenda",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … within the project. */
    number: integer("number").notNull(),
    note: text("note").notNull(),
    issuedBy: integer("issued_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("addenda_project_number_unique").on(t.projectId, t.number)],
);

/** "I have reviewed Addendum 2": one per bidder and addendum. */
export const addendumAcknowledgements = sqliteTable(
  "addendum_acknowledgements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    addendumId: integer("addendum_id")
      .notNull()
      .references(() => addenda.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("addendum_acknowledgements_unique").on(t.addendumId, t.userId),
    index("addendum_acknowledgements_user_idx").on(t.userId),
  ],
);

/** Who opened or downloaded which document, first and last time: the owner's plan room activity. */
export const documentActivity = sqliteTable(
  "document_activity",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    documentId: integer("document_id")
      .notNull()
      .references(() => projectDocuments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: DOCUMENT_ACTIONS }).notNull(),
    count: integer("count").notNull().default(1),
    firstAt: integer("first_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
    lastAt: integer("last_at", { mode: "timestamp_ms" }).notNull().default(nowMs),
  },
  (t) => [
    uniqueIndex("document_activity_unique").on(t.documentId, t.userId, t.action),
    index("document_activity_project_user_idx").on(t.projectId, t.userId, t.lastAt),
    check("document_activity_action_check", oneOf(t.action, DOCUMENT_ACTIONS)),
  ],
);

// ---- Bid day (docs/decisions/017-bid-day.md) ----

/** What bidders must price on a project: its scope items and its requested alternates, in the owner's order. */
export const projectScopeItems = sqliteTable(
  "project_scope_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SCOPE_ITEM_KINDS }).notNull().default("item"),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** A CSI MasterFormat division code ("26"), app/lib/csi-divisions.ts. */
    csiDivision: text("csi_division"),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_scope_items_project_idx").on(t.projectId, t.position),
    check("project_scope_items_kind_check", oneOf(t.kind, SCOPE_ITEM_KINDS)),
  ],
);

/** A bid's answer for one scope item or alternate: an amount, included in the base, or excluded. */
export const bidScopeLines = sqliteTable(
  "bid_scope_lines",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    scopeItemId: integer("scope_item_id")
      .notNull()
      .references(() => projectScopeItems.id, { onDelete: "cascade" }),
    state: text("state", { enum: SCOPE_LINE_STATES }).notNull(),
    amountCents: integer("amount_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.scopeItemId] }),
    index("bid_scope_lines_item_idx").on(t.scopeItemId),
    check("bid_scope_lines_state_check", oneOf(t.state, SCOPE_LINE_STATES)),
  ],
);

/** A bid's optional line items (description, quantity, unit, unit price); their total is quantity × unit price. */
export const bidLineItems = sqliteTable(
  "bid_line_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: real("quantity").notNull(),
    unit: text("unit").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
  },
  (t) => [index("bid_line_items_application_idx").on(t.applicationId, t.position)],
);

/** Every version a bidder sent, as it was sent (JSON of the bid's view): the revision history. */
export const bidRevisions = sqliteTable(
  "bid_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    snapshot: text("snapshot").notNull(),
    late: bool("late").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bid_revisions_application_revision_unique").on(t.applicationId, t.revision)],
);

/** A file attached to a bid (the bidder's own proposal), stored like plan room files (infra/plan-files). */
export const bidAttachments = sqliteTable(
  "bid_attachments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    originalName: text("original_name").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bid_attachments_application_idx").on(t.applicationId)],
);

/** The addenda a bid was priced on (acknowledged in the bid). */
export const bidAddenda = sqliteTable(
  "bid_addenda",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    addendumId: integer("addendum_id")
      .notNull()
      .references(() => addenda.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.addendumId] }), index("bid_addenda_addendum_idx").on(t.addendumId)],
);

/** The owner's leveling cell for one bidder and scope item: a plug (their estimate) and/or a note. */
export const levelingCells = sqliteTable(
  "leveling_cells",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => projectApplications.id, { onDelete: "cascade" }),
    scopeItemId: integer("scope_item_id")
      .notNull()
      .references(() => projectScopeItems.id, { onDelete: "cascade" }),
    plugCents: integer("plug_cents"),
    note: text("note"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.scopeItemId] }),
    index("leveling_cells_item_idx").on(t.scopeItemId),
  ],
);

/** A bidder's question on a project before the due date; the owner answers privately or publishes it. */
export const bidQuestions = sqliteTable(
  "bid_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    askerId: integer("asker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer"),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    /** Set when the owner published the question and answer to every bidder (the asker's name left out). */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("bid_questions_project_idx").on(t.projectId, t.createdAt),
    index("bid_questions_asker_idx").on(t.askerId, t.projectId),
  ],
);
