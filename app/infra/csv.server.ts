/**
 * The one CSV writer of the app (every export and download goes through it): a real CSV writer (commas, quotes and
 * new lines quoted), and no cell a spreadsheet would run as a formula. A cell starting with = + - @, a tab or a
 * carriage return gets a leading single quote (OWASP "CSV injection"): a bid of `@SUM(1+1)*cmd|' /C calc'!A0` or a
 * cover letter starting with `=HYPERLINK(` is shown as the text it is, never evaluated.
 *
 * It writes the bytes csv-stringify wrote with `{ header: true, columns, cast: { string: formulaSafe } }` (its
 * defaults: `,` between cells, `"` quotes doubled inside a quoted cell, `\n` after every line, the header included,
 * no BOM), without its per-field machinery: a leveling export of 6,000 lines took 20 to 30 ms in csv-stringify.
 * tests/unit/csv.test.ts compares the two on generated rows of every kind of value.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell with any of these is quoted (csv-stringify: the delimiter, the quote, and `\n` / `\r`). */
const NEEDS_QUOTES = /[",\n\r]/;

/** A text cell as a spreadsheet will show it, never run it. */
function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell: text formula-safe; a number or bigint as JavaScript writes it (a number is never guarded: -500 is a
 * number, not a formula); true as "1", false, null and undefined as nothing; a date as its milliseconds; another
 * object as JSON. Quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  let text: string;
  switch (typeof value) {
    case "string":
      if (value === "") return "";
      text = formulaSafe(value);
      break;
    // Digits, a sign, a point, an exponent, Infinity or NaN: never quoted.
    case "number":
    case "bigint":
      return `${value}`;
    case "boolean":
      return value ? "1" : "";
    case "undefined":
      return "";
    case "object":
      if (value === null) return "";
      if (value instanceof Date) return `${value.getTime()}`;
      text = (JSON.stringify(value) as string | undefined) ?? "";
      break;
    default:
      throw new TypeError(`A CSV cell is text, a number, a boolean, a date or empty, not a ${typeof value}`);
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV with a header of `columns` (written even when there are no rows), every text cell formula-safe. */
export function toCsv<Row extends Record<string, unknown>>(rows: Row[], columns: readonly (keyof Row & string)[]) {
  const lines: string[] = new Array<string>(rows.length + 1);
  lines[0] = columns.map(csvCell).join(",");
  const last = columns.length - 1;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    let line = "";
    for (let c = 0; c < last; c++) line += `${csvCell(row[columns[c]])},`;
    lines[r + 1] = last >= 0 ? line + csvCell(row[columns[last]]) : line;
  }
  return `${lines.join("\n")}\n`;
}
