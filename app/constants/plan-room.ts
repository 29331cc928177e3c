/** The plan room (docs/decisions/016-plan-room.md). (docs/constants.md lists every constant.) */

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
/** Empty line-item rows the bid form shows; "Add line" adds this many more (no JavaScript needed). */
export const BID_LINE_ROWS = 3;
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
