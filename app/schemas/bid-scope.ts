import * as z from "zod";

import { SCOPE_ITEMS_MAX } from "~/constants";
import { CSI_DIVISION_CODES } from "~/lib/csi-divisions";

const SCOPE_TITLE_MIN = 2;
const SCOPE_TITLE_MAX = 200;
const TITLE_LENGTH = `Each scope item needs ${SCOPE_TITLE_MIN} to ${SCOPE_TITLE_MAX} characters`;
export const SCOPE_TOO_MANY = `A project can have at most ${SCOPE_ITEMS_MAX} scope items and alternates`;

const scopeTitle = z
  .string({ error: TITLE_LENGTH })
  .trim()
  .min(SCOPE_TITLE_MIN, TITLE_LENGTH)
  .max(SCOPE_TITLE_MAX, TITLE_LENGTH);

/** A CSI division code in use ("26"); empty means none. */
const CSI_FROM_LIST = "Choose a CSI division from the list";
const csiDivision = z
  .string({ error: CSI_FROM_LIST })
  .refine((v) => v === "" || (CSI_DIVISION_CODES as readonly string[]).includes(v), CSI_FROM_LIST)
  .nullish()
  .transform((v) => v || null);

const scopeRow = z.object({
  /** An existing row's id: kept (bids' answers survive the edit). Without one the row is new. */
  id: z.number({ error: "id must be a scope item id" }).int().positive("id must be a scope item id").optional(),
  title: scopeTitle,
  csi_division: csiDivision,
});
export type ScopeRowInput = z.infer<typeof scopeRow>;

const totalWithinMax = (v: { items: unknown[]; alternates: unknown[] }) =>
  v.items.length + v.alternates.length <= SCOPE_ITEMS_MAX;

/** PUT /api/projects/{id}/scope: the whole checklist, in order; rows not sent are removed. */
export const scopeSchema = z
  .object({
    items: z.array(scopeRow, { error: "items must be a list" }).default([]),
    alternates: z.array(scopeRow, { error: "alternates must be a list" }).default([]),
  })
  .refine(totalWithinMax, { message: SCOPE_TOO_MANY, path: ["items"] });
export type ScopeInput = z.infer<typeof scopeSchema>;

/** "Rough-in\nFixtures\n\n" → ["Rough-in", "Fixtures"]: a textarea of one title per line (blank lines skipped). */
export const scopeLines = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(z.array(scopeTitle).max(SCOPE_ITEMS_MAX, SCOPE_TOO_MANY));
