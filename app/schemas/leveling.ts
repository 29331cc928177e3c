/** Leveling: the owner's plug and note per cell, and hiding a bidder from the grid (docs/api.md#bid-day-leveling). */
import * as z from "zod";

import { centsIn } from "~/lib/money";

export const LEVELING_NOTE_MAX = 500;
/** One PUT sets at most this many cells (a 200-bid grid's plugs for a few items). */
const PLUGS_MAX = 2000;
const PLUG_MESSAGE = "Enter the plug as an amount, such as 1,250 or 1250.50";

const id = (what: string) =>
  z
    .number({ error: `${what} is chosen by its id` })
    .int(`${what} is chosen by its id`)
    .positive(`${what} is chosen by its id`);
const formId = (what: string) => z.coerce.number<string>().pipe(id(what));
const note = z.string().trim().max(LEVELING_NOTE_MAX, `A note is at most ${LEVELING_NOTE_MAX} characters`);

/** PUT /api/projects/{id}/leveling/plugs: plug_cents and note null (or left out) clear them. */
export const levelingPlugsSchema = z.object({
  plugs: z
    .array(
      z.object({
        application_id: id("A bid"),
        scope_item_id: id("A scope item"),
        plug_cents: z
          .number({ error: "plug_cents is a whole number of cents or null" })
          .int("plug_cents is a whole number of cents or null")
          .min(0, "A plug cannot be negative")
          .nullable()
          .default(null),
        note: note.nullable().default(null),
      }),
    )
    .min(1, "Send at least one plug")
    .max(PLUGS_MAX, `Send at most ${PLUGS_MAX} plugs at once`),
});

/** One cell's form on the leveling page: the plug as typed ("1,250") and the note; both empty clear the cell. */
export const plugFormSchema = z.object({
  application_id: formId("A bid"),
  scope_item_id: formId("A scope item"),
  plug: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const cents = centsIn(v);
      if (cents === null) ctx.addIssue({ code: "custom", message: PLUG_MESSAGE });
      return cents;
    }),
  note: note.optional().transform((v) => v || null),
  bidder: z.coerce.number<string>().int().min(1).optional(),
});

/** The Hide / Show buttons of a bidder's column. */
export const levelingHiddenFormSchema = z.object({
  application_id: formId("A bid"),
  hidden: z.enum(["1", "0"]).transform((v) => v === "1"),
});
