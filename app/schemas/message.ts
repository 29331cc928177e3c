import * as z from "zod";

export const MESSAGE_MAX = 5000;

/** Empty or whitespace-only text is not sent; a recipient must be selected (docs/product-rules.md#messaging). */
export const messageSchema = z.object({
  recipient_id: z.number({ error: "Select a recipient" }).int().positive("Select a recipient"),
  content: z
    .string({ error: "Write a message first" })
    .trim()
    .min(1, "Write a message first")
    .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters`),
});
