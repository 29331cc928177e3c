/**
 * A structured bid (docs/decisions/017-bid-day.md): base total, an answer per scope item and alternate, line items,
 * inclusions, exclusions, valid until, the addenda it was priced on. Amounts are integer cents in the API.
 */
import * as z from "zod";

import { BID_LINE_ITEMS_MAX, SCOPE_ITEMS_MAX, SCOPE_LINE_STATES } from "~/constants";
import { applicationSchema } from "./project";

const MAX_CENTS = 100_000_000_000;
const cents = (what: string) =>
  z
    .number({ error: `Enter ${what} in whole cents` })
    .int(`Enter ${what} in whole cents`)
    .min(0, `${what[0].toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(MAX_CENTS, `That ${what} is too large`);

export const bidScopeLineSchema = z.object({
  scope_item_id: z.number({ error: "Choose a scope item" }).int().positive(),
  state: z.enum(SCOPE_LINE_STATES, { error: "Answer each item: an amount, included or excluded" }),
  amount_cents: cents("the amount").nullable().optional(),
});

export const bidLineItemSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, "Describe the line")
    .max(300, "A line's description can be up to 300 characters"),
  quantity: z
    .number({ error: "Enter a quantity" })
    .positive("A quantity is more than zero")
    .max(1_000_000_000, "That quantity is too large"),
  unit: z.string().trim().min(1, "Enter a unit (ea, sf, lf, hr)").max(20, "A unit can be up to 20 characters"),
  unit_price_cents: cents("the unit price"),
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The structured fields, each optional (a SPEC client sends none of them). */
export const bidFieldsSchema = z.object({
  base_cents: cents("the base total").nullable().optional(),
  scope_lines: z.array(bidScopeLineSchema).max(SCOPE_ITEMS_MAX, "Too many scope answers").optional(),
  line_items: z
    .array(bidLineItemSchema)
    .max(BID_LINE_ITEMS_MAX, `A bid can have up to ${BID_LINE_ITEMS_MAX} line items`)
    .optional(),
  inclusions: z.string().trim().max(5000, "Inclusions can be up to 5000 characters").nullable().optional(),
  exclusions: z.string().trim().max(5000, "Exclusions can be up to 5000 characters").nullable().optional(),
  valid_until: z
    .string()
    .regex(ISO_DATE, "Enter the date as YYYY-MM-DD")
    .refine((d) => !Number.isNaN(Date.parse(d)), "Enter a real date")
    .nullable()
    .optional(),
  /** The ids of the project's addenda the bid was priced on (each must be acknowledged). */
  addenda_acknowledged: z.array(z.number().int().positive()).max(200).optional(),
});
export type BidFields = z.infer<typeof bidFieldsSchema>;

/** POST /api/applications: SPEC's body plus the structured fields. */
export const bidSchema = applicationSchema.extend(bidFieldsSchema.shape);
export type BidInput = z.infer<typeof bidSchema>;

/** PATCH /api/applications/{id}: a revision; what is left out stays as it was. */
export const bidRevisionSchema = bidFieldsSchema.extend({
  cover_letter: applicationSchema.shape.cover_letter.optional(),
  bid_basis: applicationSchema.shape.bid_basis,
});
export type BidRevisionInput = z.infer<typeof bidRevisionSchema>;
