import * as z from "zod";

import {
  BID_BASES,
  BUDGET_RANGES,
  COVER_LETTER_MIN_CHARS,
  DOCUMENT_ACCESS,
  INVITATION_NOTE_MAX,
  SCOPE_ITEMS_MAX,
  TIMELINES,
  TRADES,
} from "~/constants";
import { SCOPE_TOO_MANY, scopeLines } from "~/schemas/bid-scope";
import { optionalDate } from "~/schemas/fields";

const zipCode = z
  .string({ error: "Enter a 5-digit US zip code" })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit US zip code");

const documentsAccess = z.enum(DOCUMENT_ACCESS, { error: "Choose who may open the project's documents" });

const projectFields = {
  trade_type: z.enum(TRADES, { error: "Trade type is required" }),
  title: z
    .string({ error: "Title must be at least 3 characters" })
    .trim()
    .min(3, "Title must be at least 3 characters")
    .max(150, "Title must be at most 150 characters"),
  description: z
    .string({ error: "Description must be at least 10 characters" })
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(5000, "Description must be at most 5000 characters"),
  location: z
    .string({ error: "Location is required" })
    .trim()
    .min(3, "Location is required")
    .max(120, "Location must be at most 120 characters"),
  /** Optional (the base post form sends none): without it the zip comes from the location, when that names a place. */
  zip_code: zipCode.optional(),
  budget_range: z.enum(BUDGET_RANGES, { error: "Budget range is required" }),
  timeline: z.enum(TIMELINES, { error: "Timeline is required" }),
  requirements: z
    .string({ error: "Requirements must be at least 10 characters" })
    .trim()
    .min(10, "Requirements must be at least 10 characters")
    .max(5000, "Requirements must be at most 5000 characters"),
  start_date: optionalDate("Enter a valid start date"),
  end_date: optionalDate("Enter a valid end date"),
  /** Optional (the base post form sends none): who besides the bidders may open the plan room; 'bidders' when absent. */
  documents_access: documentsAccess.optional(),
};

/** The bid window through the API (all optional: a client that knows nothing of bid day still posts). */
const bidWindowFields = {
  /** When bids are due, an ISO instant; null takes the due date away. */
  bids_due_at: z.iso
    .datetime({ offset: true, error: "bids_due_at must be an ISO date-time, e.g. 2027-01-05T21:00:00Z" })
    .nullable()
    .optional(),
  bids_sealed: z.boolean({ error: "bids_sealed must be true or false" }).optional(),
  late_bids_allowed: z.boolean({ error: "late_bids_allowed must be true or false" }).optional(),
};

const BID_DUE_TIME = "Enter the time bids are due, e.g. 14:00";

/**
 * The bid window on the post and edit forms: a date and a time on the owner's clocks (their time zone in Settings),
 * and two checkboxes (unticked sends nothing, so absent is false here, unlike the API).
 */
const bidWindowFormFields = {
  bids_due_date: optionalDate("Enter a valid due date"),
  bids_due_time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, BID_DUE_TIME)
    .optional(),
  bids_sealed: z.boolean().default(false),
  late_bids_allowed: z.boolean().default(false),
};

const endNotBeforeStart = <T extends { start_date?: string; end_date?: string }>(value: T) =>
  !value.start_date || !value.end_date || value.end_date >= value.start_date;
const END_BEFORE_START = { message: "The end date cannot be before the start date", path: ["end_date"] };

/** POST /api/projects, with the post form's exact messages (docs/product-rules.md#forms). */
export const projectSchema = z
  .object({ ...projectFields, ...bidWindowFields })
  .refine(endNotBeforeStart, END_BEFORE_START);
export type ProjectInput = z.infer<typeof projectSchema>;

const DUE_TIME_WITHOUT_DATE = { message: "Enter the date bids are due", path: ["bids_due_date"] };
const DUE_DATE_WITHOUT_TIME = { message: BID_DUE_TIME, path: ["bids_due_time"] };

/**
 * The post and edit forms: the fields of POST /api/projects, the bid window as the owner's date and time, and (on
 * the post form) the scope checklist and alternates, one per line.
 */
export const projectFormSchema = z
  .object({
    ...projectFields,
    ...bidWindowFormFields,
    scope_items: scopeLines,
    alternates: scopeLines,
  })
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine((v) => !v.bids_due_time || v.bids_due_date, DUE_TIME_WITHOUT_DATE)
  .refine((v) => !v.bids_due_date || v.bids_due_time, DUE_DATE_WITHOUT_TIME)
  .refine((v) => v.scope_items.length + v.alternates.length <= SCOPE_ITEMS_MAX, {
    message: SCOPE_TOO_MANY,
    path: ["scope_items"],
  });
export type ProjectFormInput = z.infer<typeof projectFormSchema>;

/** PATCH /api/projects/{id}: any of the fields, and/or a status change. */
export const projectPatchSchema = z
  .object({ ...projectFields, ...bidWindowFields })
  .partial()
  .extend({ status: z.enum(["open", "in_progress", "completed", "canceled"], { error: "Unknown status" }).optional() })
  .refine(endNotBeforeStart, END_BEFORE_START);

/** The plan room's access setting (the owner's small form on the plan room page). */
export const documentsAccessSchema = z.object({ documents_access: documentsAccess });

/** The owner's status buttons (Start work, Mark completed, Cancel project). */
export const projectStatusSchema = z.object({
  status: z.enum(["in_progress", "completed", "canceled"], { error: "Unknown status" }),
});

/**
 * The application form (docs/product-rules.md#applications): a cover letter and an optional bid in dollars with its
 * basis. The API also takes the bid as text (`bid_amount`), read for its dollars when it states them.
 */
export const applicationSchema = z.object({
  project_id: z.number({ error: "Choose a project" }).int().positive(),
  cover_letter: z
    .string({ error: "Cover letter should be at least 20 characters" })
    .trim()
    .min(COVER_LETTER_MIN_CHARS, "Cover letter should be at least 20 characters")
    .max(5000, "Cover letter must be at most 5000 characters"),
  bid_amount: z.string().trim().max(100, "Bid must be at most 100 characters").optional(),
  bid_amount_dollars: z
    .number({ error: "Enter the bid in whole dollars" })
    .int("Enter the bid in whole dollars")
    .min(0, "The bid cannot be negative")
    .max(1_000_000_000, "That bid is too large")
    .optional(),
  bid_basis: z.enum(BID_BASES, { error: "Choose how the bid is priced" }).optional(),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const applicationStatusSchema = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Status must be accepted or rejected" }),
});

export const invitationSchema = z.object({
  subcontractor_id: z.number({ error: "Choose a subcontractor" }).int().positive(),
  note: z
    .string()
    .trim()
    .max(INVITATION_NOTE_MAX, `The note must be at most ${INVITATION_NOTE_MAX} characters`)
    .optional(),
});

export const invitationDeclineSchema = z.object({
  status: z.literal("declined", { error: 'Status must be "declined"' }),
  reason: z.string().trim().max(500, "The reason must be at most 500 characters").optional(),
});

/** The Invite to bid form: which open project, which subcontractor, an optional note. */
export const invitationFormSchema = invitationSchema.extend({
  project_id: z
    .number({ error: "Choose one of your open projects" })
    .int()
    .positive("Choose one of your open projects"),
});
