/**
 * What sheet previews cost (`npm run measure:previews`): renders a 20-sheet drawing set of 36 × 24 inch sheets (a
 * grid, walls, doors, dimensions and a title block on each, like a floor plan) through the preview job's child
 * process with the production limits, in a scratch directory, and prints the child's start, the seconds per sheet
 * and the child's peak memory (RSS).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const SHEETS = 20;
const [W, H] = [36 * 72, 24 * 72];

function drawPlan(page: PDFPage, font: PDFFont, n: number) {
  const line = (x1: number, y1: number, x2: number, y2: number, thickness = 0.7) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: rgb(0, 0, 0) });
  page.drawRectangle({ x: 36, y: 36, width: W - 72, height: H - 72, borderColor: rgb(0, 0, 0), borderWidth: 2 });
  // Column grid with bubbles, rooms with walls and door swings, dimension strings.
  for (let i = 0; i < 14; i++) {
    const x = 120 + i * 150;
    line(x, 90, x, H - 90, 0.3);
    page.drawCircle({ x, y: H - 70, size: 14, borderColor: rgb(0, 0, 0), borderWidth: 0.7 });
    page.drawText(String.fromCharCode(65 + i), { x: x - 4, y: H - 75, size: 11, font });
  }
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 12; col++) {
      const x = 140 + col * 160;
      const y = 140 + row * 230;
      page.drawRectangle({ x, y, width: 150, height: 220, borderColor: rgb(0, 0, 0), borderWidth: 2.5 });
      page.drawCircle({ x: x + 20, y: y + 20, size: 30, borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.4 });
      page.drawText(`ROOM ${n}${row}${col}`, { x: x + 30, y: y + 110, size: 8, font });
      line(x, y - 12, x + 150, y - 12, 0.3);
      page.drawText(`12'-6"`, { x: x + 60, y: y - 22, size: 6, font });
    }
  }
  page.drawRectangle({ x: W - 400, y: 48, width: 350, height: 160, borderColor: rgb(0, 0, 0), borderWidth: 2 });
  page.drawText("JUNIPER BUILDERS · LIBRARY RENOVATION", { x: W - 390, y: 180, size: 10, font });
  page.drawText(`FLOOR PLAN, AREA ${n}`, { x: W - 390, y: 150, size: 14, font });
  page.drawText("SHEET", { x: W - 390, y: 110, size: 9, font });
  page.drawText(`A-${100 + n}`, { x: W - 390, y: 64, size: 36, font });
}

async function drawingSet(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= SHEETS; n++) drawPlan(pdf.addPage([W, H]), font, n);
  return pdf.save();
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "measure-previews-"));
process.env.DATABASE_URL = path.join(scratch, "app.db");
const { DEFAULT_RENDER_LIMITS, renderSheets } = await import("~/infra/pdf-render.server");
const { planFilePath } = await import("~/infra/plan-files.server");

const key = "0".repeat(32);
const bytes = await drawingSet();
fs.mkdirSync(path.dirname(planFilePath(key)), { recursive: true });
fs.writeFileSync(planFilePath(key), bytes);

const started = performance.now();
let firstPage = 0;
const result = await renderSheets({ fileKey: key, contentType: "application/pdf" }, DEFAULT_RENDER_LIMITS, (m) => {
  if (m.type === "pages") firstPage = performance.now();
});
const done = performance.now();
fs.rmSync(scratch, { recursive: true, force: true });
if (!result.ok) throw new Error(result.message);

const perSheet = (done - firstPage) / 1000 / SHEETS;
console.log(`set: ${SHEETS} sheets of 36 × 24 in, ${(bytes.length / 1024).toFixed(0)} KB`);
console.log(`child start (tsx, pdfjs, the PDF parsed): ${((firstPage - started) / 1000).toFixed(2)} s`);
console.log(`per sheet (2400 px page + 320 px thumbnail, WebP, text read): ${perSheet.toFixed(2)} s`);
console.log(
  `whole set: ${((done - started) / 1000).toFixed(1)} s; child peak RSS ${(result.peakRss / 2 ** 20).toFixed(0)} MB`,
);
console.log(`labels: ${result.labels?.slice(0, 3).join(", ")} …`);
