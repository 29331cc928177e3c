/**
 * Demo plan sets drawn with pdf-lib: 36×24 in drawing sheets with a title block, a sheet number (A-101, S-201,
 * E-101 …), a grid and simple plan linework, and a letter-size project manual. Standard fonts only and plain
 * vector lines, so a whole set is a few kilobytes a sheet and the demo seed stays fast.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export type Sheet = { number: string; title: string };
/** A PDF with its page count and sheet numbers by page (none for a manual). */
export type PlanSet = { bytes: Uint8Array; pages: number; labels: string[] };

const PT = 72;
const SHEET = { width: 36 * PT, height: 24 * PT };
const LETTER = { width: 8.5 * PT, height: 11 * PT };
const INK = rgb(0.1, 0.12, 0.16);
const GRID = rgb(0.55, 0.6, 0.68);
const MARGIN = 0.5 * PT;
const TITLE_BLOCK_WIDTH = 4 * PT;

/** Every sheet the demo sets pick from, by discipline. */
export const SHEETS: Record<string, Sheet[]> = {
  general: [{ number: "G-001", title: "Cover sheet and sheet index" }],
  architectural: [
    { number: "A-101", title: "Floor plan" },
    { number: "A-102", title: "Reflected ceiling plan" },
    { number: "A-201", title: "Exterior elevations" },
    { number: "A-301", title: "Building sections" },
    { number: "A-501", title: "Details" },
  ],
  structural: [
    { number: "S-101", title: "Foundation plan" },
    { number: "S-201", title: "Roof framing plan" },
  ],
  mechanical: [{ number: "M-101", title: "HVAC plan" }],
  electrical: [
    { number: "E-101", title: "Power plan" },
    { number: "E-201", title: "Lighting plan" },
  ],
  plumbing: [{ number: "P-101", title: "Plumbing plan" }],
};

/** A small deterministic generator, so the same project always gets the same drawings. */
function rng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Fonts = { regular: PDFFont; bold: PDFFont };

function titleBlock(page: PDFPage, fonts: Fonts, project: string, sheet: Sheet, date: string) {
  const x = SHEET.width - MARGIN - TITLE_BLOCK_WIDTH;
  const top = SHEET.height - MARGIN;
  page.drawLine({ start: { x, y: MARGIN }, end: { x, y: top }, thickness: 2, color: INK });
  const rows: [string, string, number][] = [
    ["PROJECT", project, 14],
    ["SHEET TITLE", sheet.title, 14],
    ["DATE", date, 12],
    ["ISSUED FOR", "Bid", 12],
  ];
  let y = top - 40;
  for (const [label, value, size] of rows) {
    page.drawText(label, { x: x + 12, y, size: 8, font: fonts.regular, color: GRID });
    page.drawText(value, {
      x: x + 12,
      y: y - 20,
      size,
      font: fonts.bold,
      color: INK,
      maxWidth: TITLE_BLOCK_WIDTH - 24,
    });
    page.drawLine({ start: { x, y: y - 34 }, end: { x: x + TITLE_BLOCK_WIDTH, y: y - 34 }, color: INK });
    y -= 70;
  }
  page.drawText("SHEET", { x: x + 12, y: MARGIN + 110, size: 8, font: fonts.regular, color: GRID });
  page.drawText(sheet.number, { x: x + 12, y: MARGIN + 40, size: 54, font: fonts.bold, color: INK });
}

/** Column grid with bubbles, walls of a few rooms, door swings and a north arrow. */
function planLinework(page: PDFPage, fonts: Fonts, random: () => number) {
  const left = MARGIN + PT;
  const right = SHEET.width - MARGIN - TITLE_BLOCK_WIDTH - PT;
  const bottom = MARGIN + 2 * PT;
  const top = SHEET.height - MARGIN - 2 * PT;
  const bays = 5 + Math.floor(random() * 3);
  const bayWidth = (right - left) / bays;
  for (let i = 0; i <= bays; i++) {
    const x = left + i * bayWidth;
    page.drawLine({ start: { x, y: bottom - 30 }, end: { x, y: top + 30 }, color: GRID, dashArray: [12, 6] });
    page.drawCircle({ x, y: top + 50, size: 18, borderColor: INK, borderWidth: 1 });
    page.drawText(String.fromCharCode(65 + i), { x: x - 5, y: top + 45, size: 14, font: fonts.bold, color: INK });
  }
  page.drawRectangle({
    x: left,
    y: bottom,
    width: right - left,
    height: top - bottom,
    borderColor: INK,
    borderWidth: 6,
  });
  let x = left;
  while (x < right - bayWidth) {
    const width = bayWidth * (1 + Math.floor(random() * 2));
    const depth = (top - bottom) * (0.3 + random() * 0.2);
    page.drawRectangle({ x, y: top - depth, width, height: depth, borderColor: INK, borderWidth: 3 });
    page.drawText(`ROOM ${100 + Math.round(x / 10)}`, {
      x: x + width / 2 - 30,
      y: top - depth / 2,
      size: 12,
      font: fonts.regular,
      color: INK,
    });
    page.drawSvgPath(`M 0 0 L 36 0 A 36 36 0 0 1 0 36`, {
      x: x + 20,
      y: top - depth,
      borderColor: INK,
      borderWidth: 1,
    });
    x += width;
  }
  page.drawSvgPath("M 0 0 L 12 -36 L 0 -28 L -12 -36 Z", { x: right - 40, y: top - 40, color: INK });
  page.drawText("N", { x: right - 45, y: top - 20, size: 14, font: fonts.bold, color: INK });
}

function drawSheet(pdf: PDFDocument, fonts: Fonts, project: string, sheet: Sheet, date: string, seed: number) {
  const page = pdf.addPage([SHEET.width, SHEET.height]);
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width: SHEET.width - 2 * MARGIN,
    height: SHEET.height - 2 * MARGIN,
    borderColor: INK,
    borderWidth: 2,
  });
  titleBlock(page, fonts, project, sheet, date);
  planLinework(page, fonts, rng(seed));
  page.drawText(sheet.title.toUpperCase(), { x: MARGIN + PT, y: MARGIN + PT, size: 20, font: fonts.bold, color: INK });
}

async function newPdf(title: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer("TradeLink demo seed");
  pdf.setCreator("TradeLink demo seed");
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

/** A drawing set: one 36×24 in sheet per entry, its sheet number in the title block. */
export async function makePlanSet(project: string, sheets: Sheet[], date: string, seed = 1): Promise<PlanSet> {
  const { pdf, fonts } = await newPdf(`${project} - Drawings`);
  sheets.forEach((sheet, i) => drawSheet(pdf, fonts, project, sheet, date, seed * 31 + i));
  return { bytes: await pdf.save(), pages: sheets.length, labels: sheets.map((s) => s.number) };
}

const SPEC_SECTIONS = [
  [
    "01 10 00",
    "Summary of work",
    "Work covered by the contract documents, phasing, and use of the premises during construction.",
  ],
  [
    "01 33 00",
    "Submittal procedures",
    "Shop drawings, product data and samples, reviewed within ten working days of receipt.",
  ],
  [
    "03 30 00",
    "Cast-in-place concrete",
    "4,000 psi at 28 days, slabs on grade with vapor retarder, finish tolerances FF35/FL25.",
  ],
  ["09 29 00", "Gypsum board", "5/8 in. type X where rated, level 4 finish typical, level 5 at lobby walls."],
  [
    "26 05 00",
    "Common work results for electrical",
    "Copper conductors, EMT in finished spaces, labeling of every panel and device.",
  ],
  [
    "26 51 00",
    "Interior lighting",
    "LED fixtures with 0-10 V dimming, occupancy and daylight sensors per energy code.",
  ],
] as const;

/** A letter-size project manual: a cover and one page per specification section. */
export async function makeSpecification(project: string, date: string): Promise<PlanSet> {
  const { pdf, fonts } = await newPdf(`${project} - Project manual`);
  const cover = pdf.addPage([LETTER.width, LETTER.height]);
  cover.drawText("PROJECT MANUAL", { x: PT, y: LETTER.height - 3 * PT, size: 28, font: fonts.bold, color: INK });
  cover.drawText(project, {
    x: PT,
    y: LETTER.height - 3.6 * PT,
    size: 16,
    font: fonts.regular,
    color: INK,
    maxWidth: 6.5 * PT,
  });
  cover.drawText(`Issued for bid ${date}`, {
    x: PT,
    y: LETTER.height - 4.1 * PT,
    size: 12,
    font: fonts.regular,
    color: GRID,
  });
  for (const [number, title, body] of SPEC_SECTIONS) {
    const page = pdf.addPage([LETTER.width, LETTER.height]);
    page.drawText(`SECTION ${number}`, { x: PT, y: LETTER.height - PT, size: 12, font: fonts.bold, color: INK });
    page.drawText(title.toUpperCase(), { x: PT, y: LETTER.height - 1.3 * PT, size: 14, font: fonts.bold, color: INK });
    page.drawText(
      `PART 1 - GENERAL\n\n1.1 ${body}\n\n1.2 Quality assurance: installer with five years of comparable work.`,
      {
        x: PT,
        y: LETTER.height - 2 * PT,
        size: 10,
        lineHeight: 14,
        font: fonts.regular,
        color: INK,
        maxWidth: 6.5 * PT,
      },
    );
    page.drawText(`${project} - ${number}`, { x: PT, y: 0.6 * PT, size: 8, font: fonts.regular, color: GRID });
  }
  return { bytes: await pdf.save(), pages: pdf.getPageCount(), labels: [] };
}
