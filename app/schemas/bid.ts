/**
 * A structured bid (docs/decisions/017-bid-day.md): base total, an answer per scope item and alternate, line items,
 * inclusions, exclusions, valid until, the addenda it was priced on. Amounts are integer cents in the API.
 */
import * as z from "zod";

import { BID_LINE_ITEMS_MAX, SCOPE_ITEMS_MAX, SCOPE_LINE_STATES } from "~/constants";
import { centsIn } from "~/lib/money";
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

/** The structured fields, each optional (a client of the original API sends none of them). */
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

/** POST /api/applications: the original body plus the structured fields. */
export const bidSchema = applicationSchema.extend(bidFieldsSchema.shape);
export type BidInput = z.infer<typeof bidSchema>;

/** PATCH /api/applications/{id}: a revision; what is left out stays as it was. */
export const bidRevisionSchema = bidFieldsSchema.extend({
  cover_letter: applicationSchema.shape.cover_letter.optional(),
  bid_basis: applicationSchema.shape.bid_basis,
});
export type BidRevisionInput = z.infer<typeof bidRevisionSchema>;

/** A money field as people type it ("12,500", "12500.50"); blank is none. */
const moneyText = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx) => {
    if (!text) return null;
    const amount = centsIn(text);
    if (amount === null) ctx.addIssue({ code: "custom", message: "Enter an amount like 12,500 or 12500.50" });
    return amount;
  });

const formLineSchema = z.object({
  description: z.string().trim().max(300, "A line's description can be up to 300 characters").optional(),
  quantity: z.string().trim().optional(),
  unit: z.string().trim().max(20, "A unit can be up to 20 characters").optional(),
  unit_price: moneyText,
});
type FormLine = z.infer<typeof formLineSchema>;

/** A filled row as a line item; a blank row is left out, a half-filled one says what it misses. */
function lineItemOf(line: FormLine, index: number, ctx: z.RefinementCtx) {
  if (!line.description && !line.quantity && !line.unit && line.unit_price === null) return [];
  const quantity = Number(line.quantity);
  const problems: [string, string][] = [];
  if (!line.description) problems.push(["description", "Describe the line"]);
  if (!line.quantity || !Number.isFinite(quantity) || quantity <= 0)
    problems.push(["quantity", "Enter a quantity like 2 or 1.5"]);
  if (!line.unit) problems.push(["unit", "Enter a unit (ea, sf, lf, hr)"]);
  if (line.unit_price === null) problems.push(["unit_price", "Enter a unit price like 450"]);
  for (const [field, message] of problems) ctx.addIssue({ code: "custom", message, path: ["lines", index, field] });
  if (problems.length) return [];
  return [{ description: line.description!, quantity, unit: line.unit!, unit_price_cents: line.unit_price! }];
}

/** The bid page's form (JavaScript off first): money as typed, a row per scope item and per line item. */
export const bidFormSchema = z
  .object({
    cover_letter: applicationSchema.shape.cover_letter,
    base: moneyText,
    scope: z
      .array(
        z.object({
          id: z.coerce.number().int().positive(),
          state: z.enum(SCOPE_LINE_STATES, { error: "Choose an answer" }).optional(),
          amount: moneyText,
        }),
      )
      .max(SCOPE_ITEMS_MAX)
      .optional(),
    lines: z
      .array(formLineSchema)
      .max(BID_LINE_ITEMS_MAX, `A bid can have up to ${BID_LINE_ITEMS_MAX} line items`)
      .optional(),
    inclusions: z.string().trim().max(5000, "Inclusions can be up to 5000 characters").optional(),
    exclusions: z.string().trim().max(5000, "Exclusions can be up to 5000 characters").optional(),
    valid_until: bidFieldsSchema.shape.valid_until,
    addenda: z.array(z.coerce.number().int().positive()).max(200).optional(),
  })
  .transform((form, ctx) => ({
    cover_letter: form.cover_letter,
    base_cents: form.base,
    scope_lines: (form.scope ?? []).flatMap((s) =>
      s.state ? [{ scope_item_id: s.id, state: s.state, amount_cents: s.amount }] : [],
    ),
    line_items: (form.lines ?? []).flatMap((line, i) => lineItemOf(line, i, ctx)),
    inclusions: form.inclusions ?? null,
    exclusions: form.exclusions ?? null,
    valid_until: form.valid_until ?? null,
    addenda_acknowledged: form.addenda ?? [],
  }));

/** The bid page's "Attach a file" form: the file only (read as it arrives). */
export const bidAttachmentFormSchema = z.object({});
