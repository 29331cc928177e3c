/** Questions and answers before bids are due (docs/product-rules.md#questions-and-answers). */
import * as z from "zod";

import { BID_ANSWER_MAX, BID_QUESTION_MAX, BID_QUESTION_MIN } from "~/constants";

const question = z
  .string({ error: `Write a question of at least ${BID_QUESTION_MIN} characters` })
  .trim()
  .min(BID_QUESTION_MIN, `Write a question of at least ${BID_QUESTION_MIN} characters`)
  .max(BID_QUESTION_MAX, `A question can be at most ${BID_QUESTION_MAX.toLocaleString("en-US")} characters`);

const answer = z
  .string({ error: "Write an answer" })
  .trim()
  .min(1, "Write an answer")
  .max(BID_ANSWER_MAX, `An answer can be at most ${BID_ANSWER_MAX.toLocaleString("en-US")} characters`);

/** POST /api/projects/{id}/questions and the Ask form. */
export const bidQuestionSchema = z.object({ question });

/** POST /api/questions/{id}/answer: publish (default false) shows it to every bidder, the asker not named. */
export const bidAnswerSchema = z.object({
  answer,
  publish: z.boolean({ error: "publish is true or false" }).default(false),
});

/** The owner's answer form: its two buttons send publish=false ("Answer privately") or publish=true. */
export const bidAnswerFormSchema = z.object({
  answer,
  publish: z
    .enum(["true", "false"], { error: "Choose Answer privately or Answer and publish" })
    .default("false")
    .transform((v) => v === "true"),
});
