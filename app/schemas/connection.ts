import * as z from "zod";

import { CONNECTION_MESSAGE_MAX, CONNECTION_TYPES } from "~/constants";
import { backPath } from "~/schemas/fields";

/** POST /api/connections and the Connect dialog. */
export const connectionRequestSchema = z.object({
  recipient_id: z.number({ error: "Choose who to connect with" }).int().positive("Choose who to connect with"),
  message: z
    .string()
    .trim()
    .max(CONNECTION_MESSAGE_MAX, `The message must be at most ${CONNECTION_MESSAGE_MAX} characters`)
    .optional(),
  type: z.enum(CONNECTION_TYPES, { error: "Type must be general, project or inquiry" }).default("general"),
});

/** PATCH /api/connections/{id} and the Accept / Decline buttons. */
export const connectionAnswerSchema = z.object({
  status: z.enum(["accepted", "rejected"], { error: "Status must be accepted or rejected" }),
});

/** The Accept, Decline and Cancel buttons on cards and profiles. */
export const connectionDecisionSchema = z.object({
  id: z.number().int().positive(),
  decision: z.enum(["accept", "decline", "cancel"]),
  back: backPath,
});

/** The Connect dialog: who, the optional note and its type. */
export const connectionRequestFormSchema = connectionRequestSchema.extend({ back: backPath });

/** The one-click Connect on search results and match cards: who, and the page to come back to. */
export const quickConnectSchema = z.object({
  recipient_id: z.coerce.number({ error: "Choose who to connect with" }).int().positive("Choose who to connect with"),
  back: backPath,
});
