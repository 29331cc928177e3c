import * as z from "zod";

import { MODERATION_REASONS, PLANS, REPORT_CONTENT_TYPES, REPORT_DETAILS_MAX } from "~/constants";
import { credentialReviewFormSchema } from "~/schemas/credential";

const reason = z.enum(MODERATION_REASONS, { error: "Choose a reason" });
const details = z
  .string()
  .trim()
  .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
  .optional();

const detailsForOther = <T extends { reason: string; details?: string }>(v: T) => v.reason !== "other" || !!v.details;
const DETAILS_REQUIRED = { message: "Tell us what is wrong", path: ["details"] };

/** The Report form: why, and details (required for 'other'); what is reported comes from the form's URL. */
export const reportFormSchema = z.object({ reason, details }).refine(detailsForOther, DETAILS_REQUIRED);

/** POST /api/reports. */
export const reportSchema = z
  .object({
    content_type: z.enum(REPORT_CONTENT_TYPES, { error: "content_type must be profile, project, review or message" }),
    content_id: z.number({ error: "content_id must be a positive whole number" }).int().positive(),
    reason: z.enum(MODERATION_REASONS, { error: "reason must be inappropriate, spam, offensive, misleading or other" }),
    details,
  })
  .refine(detailsForOther, DETAILS_REQUIRED);
export type ReportInput = z.infer<typeof reportSchema>;

const note = z.string().trim().max(1000, "The note must be at most 1,000 characters").optional();

/** An admin's decision on a report (docs/product-rules.md#moderation), from the queue's form or the API. */
export const decisionSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "status must be approved or rejected" }),
  note,
});
export type Decision = z.infer<typeof decisionSchema>;

/** Suspend or delete from the Users tab: a reason is required. */
export const accountActionFormSchema = z.object({
  reason: z
    .string({ error: "Please give a reason" })
    .trim()
    .min(1, "Please give a reason")
    .max(500, "The reason must be at most 500 characters"),
});

/** POST /api/admin/users/{id}/status (docs/product-rules.md#accounts). */
export const accountStatusSchema = z.object({
  status: z.enum(["suspended", "active", "deleted"], { error: "status must be suspended, active or deleted" }),
  reason: z.string().trim().max(500, "The reason must be at most 500 characters").optional(),
});

const id = (what: string) =>
  z.coerce
    .number({ error: `Unknown ${what}` })
    .int()
    .positive(`Unknown ${what}`);
const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** The admin panel's one-click forms, each posted to /admin?intent=… . */
export const adminIntentSchemas = {
  activate: z.object({ user_id: id("user") }),
  verify: z.object({ user_id: id("user"), verified: flag }),
  plan: z.object({ user_id: id("user"), plan: z.enum(PLANS, { error: "Plan must be free, pro or enterprise" }) }),
  decide: decisionSchema.extend({ report_id: id("report") }),
  unhide: z.object({ content_type: z.enum(REPORT_CONTENT_TYPES), content_id: id("content") }),
  contact: z.object({ message_id: id("message"), handled: flag }),
  "retry-email": z.object({ email_id: id("email") }),
  "review-credential": credentialReviewFormSchema,
} as const;
export type AdminIntent = keyof typeof adminIntentSchemas;
