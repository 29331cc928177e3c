/**
 * The one CSV writer of the app (every export and download goes through it): a real CSV writer (commas, quotes and
 * new lines quoted), and no cell a spreadsheet would run as a formula. A cell starting with = + - @, a tab or a
 * carriage return gets a leading single quote (OWASP "CSV injection"): a bid of `@SUM(1+1)*cmd|' /C calc'!A0` or a
 * cover letter starting with `=HYPERLINK(` is shown as the text it is, never evaluated.
 */
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet will show it, never run it. */
function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Rows as CSV with a header of `columns` (written even when there are no rows), every text cell formula-safe. */
export function toCsv<Row extends Record<string, unknown>>(rows: Row[], columns: readonly (keyof Row & string)[]) {
  return stringify(rows, { header: true, columns: [...columns], cast: { string: formulaSafe } });
}
