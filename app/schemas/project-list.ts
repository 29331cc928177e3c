import * as z from "zod";

/** The small forms of /projects: decline an invitation, mute or unmute a contractor. */
export const projectListActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("decline"),
    invitation_id: z.number().int().positive(),
    reason: z.string().trim().max(500, "The reason must be at most 500 characters").optional(),
  }),
  z.object({ intent: z.enum(["mute", "unmute"]), contractor_id: z.number().int().positive() }),
]);

/**
 * The owner's forms in the applications view: Reject one, or Undo an award inside its window. Accepting goes through
 * the award confirmation (awardSchema) and Reject all pending through its own (noFields).
 */
export const applicationDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("decide"),
    application_id: z.number().int().positive(),
    status: z.literal("rejected", { error: "Accept from the award confirmation: this form only rejects" }),
  }),
  z.object({ intent: z.literal("undo_award"), award_id: z.number().int().positive() }),
]);

/** The award confirmation: tell the other pending applicants it is awarded (rejecting them), or leave them pending. */
export const awardSchema = z.object({ tell_others: z.boolean().default(false) });
