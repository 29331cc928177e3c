import * as z from "zod";

/** The small forms of /projects: withdraw an application, decline an invitation, mute or unmute a contractor. */
export const projectListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("withdraw"), application_id: z.number().int().positive() }),
  z.object({
    intent: z.literal("decline"),
    invitation_id: z.number().int().positive(),
    reason: z.string().trim().max(500, "The reason must be at most 500 characters").optional(),
  }),
  z.object({ intent: z.enum(["mute", "unmute"]), contractor_id: z.number().int().positive() }),
]);

/** The owner's forms in the applications view: Accept or Reject one, or reject every other pending one. */
export const applicationDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("decide"),
    application_id: z.number().int().positive(),
    status: z.enum(["accepted", "rejected"], { error: "Status must be accepted or rejected" }),
  }),
  z.object({ intent: z.literal("reject_others") }),
]);
