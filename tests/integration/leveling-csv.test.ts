/**
 * The leveling CSV, written line by line, is byte for byte the file the app wrote before (one object per line through
 * csv-stringify with the app's options), on generated grids: names, titles and notes with quotes, commas, line breaks
 * and formula starts, every answer state, empty and negative amounts, alternates and missing plugs.
 */
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";

import { gridCsv } from "~/domain/leveling-exports.server";
import type { LevelingBidder, LevelingGrid, LevelingRow } from "~/domain/leveling.server";
import { takesPlug } from "~/lib/leveling";

/** The export as it was (app/domain/leveling-exports.server.ts and app/infra/csv.server.ts, 2026-11-27 03:00). */
const COLUMNS = [
  "bidder",
  "scope_item",
  "kind",
  "csi_division",
  "answer",
  "amount",
  "plug",
  "note",
  "base",
  "plugs",
  "leveled_total",
  "spread_from_median",
  "spread_percent",
  "lowest",
];
const FORMULA_START = /^[=+\-@\t\r]/;
const formulaSafe = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const money = (cents: number | null) => (cents === null ? "" : cents / 100);
function referenceCsv(grid: LevelingGrid): string {
  const lines = grid.bidders.flatMap((b) => [
    ...grid.rows.map((row, r) => {
      const cell = b.cells[r];
      return {
        bidder: b.applicant.display_name,
        scope_item: row.title,
        kind: row.kind,
        csi_division: row.csi_division ?? "",
        answer: cell.state,
        amount: money(cell.amount_cents),
        plug: takesPlug(row.kind, cell.state) ? money(cell.plug_cents) : "",
        note: cell.note ?? "",
      };
    }),
    {
      bidder: b.applicant.display_name,
      scope_item: "Total",
      base: money(b.base_cents),
      plugs: money(b.plugs_cents),
      leveled_total: money(b.leveled_cents),
      spread_from_median: money(b.spread_cents),
      spread_percent: b.spread_percent ?? "",
      lowest: b.lowest ? "yes" : "",
    },
  ]);
  return stringify(lines, { header: true, columns: COLUMNS, cast: { string: formulaSafe } });
}

const TRICKY = ['"', ",", "\n", "\r", "=", "+", "-", "@", "\t", "'", " ", "a", "Z", "0", "é"];
const text = fc.oneof(
  fc.array(fc.constantFrom(...TRICKY), { maxLength: 8 }).map((parts) => parts.join("")),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);
const cents = fc.option(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), { nil: null });
const row = fc.record({
  id: fc.nat(),
  kind: fc.constantFrom("item" as const, "alternate" as const),
  title: text,
  csi_division: fc.option(text, { nil: null }),
});

const grid = fc.array(row, { maxLength: 6 }).chain((rows: LevelingRow[]) =>
  fc
    .array(
      fc.record({
        name: text,
        cells: fc.array(
          fc.record({
            state: fc.constantFrom("included" as const, "excluded" as const, "amount" as const, "missing" as const),
            amount_cents: cents,
            plug_cents: cents,
            note: fc.option(text, { nil: null }),
          }),
          { minLength: rows.length, maxLength: rows.length },
        ),
        base_cents: cents,
        plugs_cents: cents,
        leveled_cents: cents,
        spread_cents: cents,
        spread_percent: fc.option(fc.double({ noNaN: true, min: -1000, max: 1000 }), { nil: null }),
        lowest: fc.boolean(),
      }),
      { maxLength: 5 },
    )
    .map((bidders): LevelingGrid => ({
      project: { id: 1, title: "Project" },
      window: {} as LevelingGrid["window"],
      sealed_message: null,
      rows,
      bidders: bidders.map(({ name, cells, ...totals }, i): LevelingBidder => ({
        application_id: i + 1,
        applicant: { id: i + 1, display_name: name, username: `user${i}` },
        status: "pending",
        revision: 1,
        revised: false,
        late: false,
        unplugged: 0,
        cells: cells.map((c, r) => ({ ...c, scope_item_id: rows[r].id, needs_plug: false })),
        ...totals,
      })),
      hidden: [],
      median_cents: null,
    })),
);

describe("the leveling CSV", () => {
  it("is the file the app wrote before, for any grid", () => {
    fc.assert(
      fc.property(grid, (g) => {
        expect(gridCsv(g)).toBe(referenceCsv(g));
      }),
      { numRuns: 1000 },
    );
  });
});
