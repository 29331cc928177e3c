import * as z from "zod";

import { REVIEW_COMMENT_MAX } from "~/constants";
import { backPath } from "~/schemas/fields";

const rating = z
  .number({ error: "Rating must be a whole number from 1 to 5" })
  .int("Rating must be a whole number from 1 to 5")
  .min(1, "Rating must be a whole number from 1 to 5")
  .max(5, "Rating must be a whole number from 1 to 5");

const comment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, `The comment must be at most ${REVIEW_COMMENT_MAX} characters`)
  .optional();

const aspects = z.record(z.string(), rating).optional();

/** POST /api/reviews: the base call's fields plus the project and aspects (docs/api.md#reviews). */
export const reviewSchema = z.object({
  reviewee_id: z.number({ error: "Could not determine the review recipient" }).int().positive(),
  rating,
  comment,
  project_id: z.number().int().positive().optional(),
  aspects,
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export const reviewPatchSchema = z.object({ rating: rating.optional(), comment, aspects });

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: "Write a reply first" })
    .trim()
    .min(1, "Write a reply first")
    .max(REVIEW_COMMENT_MAX, `The reply must be at most ${REVIEW_COMMENT_MAX} characters`),
});

/**
 * The review form: the rating (default 5), the comment and, on a project review, one optional rating per aspect of
 * the reviewee's role, in REVIEW_ASPECTS order (aspect_1, aspect_2, aspect_3).
 */
export const reviewFormSchema = z.object({
  rating: rating.default(5),
  comment,
  aspect_1: rating.optional(),
  aspect_2: rating.optional(),
  aspect_3: rating.optional(),
});

/** The aspect ratings a form gave, by name. */
export function aspectsFrom(
  names: readonly string[],
  form: { aspect_1?: number; aspect_2?: number; aspect_3?: number },
) {
  const values = [form.aspect_1, form.aspect_2, form.aspect_3];
  const entries = names.flatMap((name, i) => (values[i] === undefined ? [] : [[name, values[i]!] as const]));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The small forms on review cards: Reply (the reviewee) and Helpful (anyone but the author). */
export const reviewCardActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("reply"),
    review_id: z.number().int().positive(),
    reply: reviewReplySchema.shape.reply,
    back: backPath,
  }),
  z.object({ intent: z.literal("helpful"), review_id: z.number().int().positive(), back: backPath }),
]);
