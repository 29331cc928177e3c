/**
 * The leveling grid as a workbook (exceljs: the grid with its totals as formulas, and the bids' line items) and as
 * CSV (the app's one CSV writer). Both refuse before a sealed project's bid opening.
 */
import ExcelJS from "exceljs";

import { conflict } from "~/domain/errors.server";
import { levelingGrid, lineItemsOf, type LevelingGrid } from "~/domain/leveling.server";
import type { Viewer } from "~/domain/privacy.server";
import { csvCell } from "~/infra/csv.server";
import { takesPlug } from "~/lib/leveling";

const MONEY_FORMAT = '"$"#,##0.00';
const STATE_WORDS = { included: "Included", excluded: "Excluded", missing: "Missing" } as const;
const dollars = (cents: number) => cents / 100;

async function openGrid(actor: Viewer, projectId: number): Promise<LevelingGrid> {
  const grid = await levelingGrid(actor, projectId);
  if (grid.sealed_message) throw conflict(`${grid.sealed_message} The export opens then too.`);
  return grid;
}

/** "A", "B", … "AA": the column letters of a 1-based column number. */
function columnLetter(n: number): string {
  let letters = "";
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Sheet "Leveling": a row per scope item then alternate, two columns per bidder (the bid's answer and the owner's
 * plug, the note as the plug cell's comment), then Base, Plugs (a SUM), Leveled total (=base+SUM of the plugs) and
 * the spread from the MEDIAN of the leveled totals.
 */
function levelingSheet(book: ExcelJS.Workbook, grid: LevelingGrid) {
  const sheet = book.addWorksheet("Leveling", { views: [{ state: "frozen", xSplit: 3, ySplit: 1 }] });
  const header = ["Scope item", "Kind", "CSI division"];
  for (const b of grid.bidders) header.push(b.applicant.display_name, `${b.applicant.display_name}: plug`);
  sheet.addRow(header).font = { bold: true };
  grid.rows.forEach((row, r) => {
    const line: ExcelJS.CellValue[] = [row.title, row.kind === "item" ? "Scope item" : "Alternate", row.csi_division];
    for (const b of grid.bidders) {
      const cell = b.cells[r];
      line.push(
        cell.state === "amount" && cell.amount_cents !== null
          ? dollars(cell.amount_cents)
          : row.kind === "alternate" && cell.state === "excluded"
            ? "Not priced"
            : STATE_WORDS[cell.state === "amount" ? "included" : cell.state],
        takesPlug(row.kind, cell.state) && cell.plug_cents !== null ? dollars(cell.plug_cents) : null,
      );
    }
    const added = sheet.addRow(line);
    grid.bidders.forEach((b, i) => {
      if (b.cells[r].note) added.getCell(5 + 2 * i).note = b.cells[r].note!;
    });
  });
  const items = grid.rows.filter((r) => r.kind === "item").length;
  const base = sheet.addRow(["Base"]);
  const plugs = sheet.addRow(["Plugs"]);
  const leveled = sheet.addRow(["Leveled total"]);
  const spread = sheet.addRow(["Spread from median"]);
  const lowest = sheet.addRow(["Lowest leveled total"]);
  const bidColumns = grid.bidders.map((_, i) => columnLetter(4 + 2 * i));
  const leveledCells = bidColumns.map((c) => `${c}${leveled.number}`).join(",");
  grid.bidders.forEach((b, i) => {
    const bid = bidColumns[i];
    const plug = columnLetter(5 + 2 * i);
    const plugRange = items ? `SUM(${plug}2:${plug}${items + 1})` : "0";
    base.getCell(bid).value = b.base_cents === null ? null : dollars(b.base_cents);
    plugs.getCell(bid).value = { formula: plugRange, result: dollars(b.plugs_cents ?? 0) };
    if (b.base_cents !== null && b.leveled_cents !== null) {
      leveled.getCell(bid).value = { formula: `${bid}${base.number}+${plugRange}`, result: dollars(b.leveled_cents) };
      spread.getCell(bid).value = {
        formula: `${bid}${leveled.number}-MEDIAN(${leveledCells})`,
        result: dollars(b.spread_cents ?? 0),
      };
    }
    if (b.lowest) lowest.getCell(bid).value = "Lowest";
  });
  for (const row of [base, plugs, leveled, spread]) row.font = { bold: row === leveled };
  for (let c = 4; c < 4 + 2 * grid.bidders.length; c++) {
    sheet.getColumn(c).numFmt = MONEY_FORMAT;
    sheet.getColumn(c).width = 18;
  }
  sheet.getColumn(1).width = 36;
}

/** Sheet "Line items": every bidder's line items, each total =quantity × unit price. */
async function lineItemsSheet(book: ExcelJS.Workbook, grid: LevelingGrid) {
  const sheet = book.addWorksheet("Line items", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(["Bidder", "Description", "Quantity", "Unit", "Unit price", "Total"]).font = { bold: true };
  const names = new Map(grid.bidders.map((b) => [b.application_id, b.applicant.display_name]));
  for (const item of await lineItemsOf(grid)) {
    const row = sheet.addRow([
      names.get(item.application_id),
      item.description,
      item.quantity,
      item.unit,
      dollars(item.unit_price_cents),
    ]);
    row.getCell(6).value = { formula: `C${row.number}*E${row.number}`, result: dollars(item.total_cents) };
  }
  for (const c of [5, 6]) sheet.getColumn(c).numFmt = MONEY_FORMAT;
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 40;
}

/** The owner's leveling workbook (.xlsx bytes). */
export async function levelingXlsx(actor: Viewer, projectId: number): Promise<{ title: string; bytes: Buffer }> {
  const grid = await openGrid(actor, projectId);
  const book = new ExcelJS.Workbook();
  book.creator = "TradeLink";
  levelingSheet(book, grid);
  await lineItemsSheet(book, grid);
  return { title: grid.project.title, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}

export const CSV_COLUMNS = [
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
] as const;

/** Dollars as a number (a text "-500" would be guarded as a formula), or empty. */
const money = (cents: number | null) => (cents === null ? "" : cents / 100);

/**
 * The grid as CSV: a line per bidder and row (their answer, amount, plug, note), then the bidder's totals, under a
 * header of CSV_COLUMNS. Written line by line with the app's CSV cell (`csvCell`: quoted, formula-safe), each
 * bidder's name and each row's title, kind and division escaped once for the whole grid: a 200-bid grid is 6,000
 * lines. The same bytes as `toCsv` of one object per line (tests/integration/leveling-csv.test.ts).
 */
export function gridCsv(grid: LevelingGrid): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(",")];
  const rowCells = grid.rows.map((row) => `${csvCell(row.title)},${csvCell(row.kind)},${csvCell(row.csi_division)}`);
  for (const b of grid.bidders) {
    const bidder = csvCell(b.applicant.display_name);
    for (let r = 0; r < grid.rows.length; r++) {
      const cell = b.cells[r];
      const plug = takesPlug(grid.rows[r].kind, cell.state) ? csvCell(money(cell.plug_cents)) : "";
      // answer, amount, plug, note; base to lowest empty.
      lines.push(
        `${bidder},${rowCells[r]},${csvCell(cell.state)},${csvCell(money(cell.amount_cents))},${plug},${csvCell(cell.note)},,,,,,`,
      );
    }
    // scope_item "Total"; kind to note empty; then the totals.
    lines.push(
      `${bidder},Total,,,,,,,${csvCell(money(b.base_cents))},${csvCell(money(b.plugs_cents))},${csvCell(
        money(b.leveled_cents),
      )},${csvCell(money(b.spread_cents))},${csvCell(b.spread_percent)},${b.lowest ? "yes" : ""}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The owner's leveling grid as CSV. */
export async function levelingCsv(actor: Viewer, projectId: number): Promise<{ title: string; csv: string }> {
  const grid = await openGrid(actor, projectId);
  return { title: grid.project.title, csv: gridCsv(grid) };
}
