/**
 * Sheets of a plan room document: the sheet numbers read from a drawing's text (A-101, S-2.1, M101, E-001; the
 * preview job keeps the one in the title block, bottom-right on nearly every sheet), their titles, and the names of
 * their image files.
 */

/** A word of a page, positioned in PDF space (origin bottom-left, y up), with its font size. */
export type PageWord = { text: string; x: number; y: number; size: number };

const SHEET_NUMBER = /^[A-Z]{1,3}-?\d{1,3}(?:\.\d{1,3})?[A-Z]?$/;

/** Where title blocks sit, most likely first: the bottom-right corner, the right edge, the bottom band. */
const TITLE_BLOCK_REGIONS: ((w: PageWord, width: number, height: number) => boolean)[] = [
  (w, width, height) => w.x > width * 0.55 && w.y < height * 0.35,
  (w, width) => w.x > width * 0.75,
  (w, _width, height) => w.y < height * 0.15,
];

export function isSheetNumber(text: string): boolean {
  return SHEET_NUMBER.test(text);
}

/** The sheet number of a page: the largest one in the likeliest title block region, or null. */
export function sheetNumberOf(words: PageWord[], width: number, height: number): string | null {
  const candidates = words.filter((w) => isSheetNumber(w.text));
  for (const inRegion of TITLE_BLOCK_REGIONS) {
    const found = candidates.filter((w) => inRegion(w, width, height));
    if (found.length > 0) return found.reduce((a, b) => (b.size > a.size ? b : a)).text;
  }
  return null;
}

/**
 * The labels to keep, by page: a page whose number is missing or read on another page too is numbered instead
 * (null); null for the whole set when no page has one.
 */
export function sheetLabelsOf(found: (string | null)[]): (string | null)[] | null {
  const counts = new Map<string, number>();
  for (const label of found) if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
  const labels = found.map((label) => (label && counts.get(label) === 1 ? label : null));
  return labels.some((label) => label !== null) ? labels : null;
}

/** "A-101 · Sheet 3 of 12", or "Sheet 3 of 12" for a page without a number. */
export function sheetTitle(label: string | null | undefined, sheet: number, sheets: number): string {
  const position = `Sheet ${sheet} of ${sheets}`;
  return label ? `${label} · ${position}` : position;
}

export const SHEET_SIZES = ["thumb", "page"] as const;
export type SheetSize = (typeof SHEET_SIZES)[number];

/** The file of a sheet's image in a version's preview directory (the renderer writes it, the sheet route reads it). */
export function sheetFileName(sheet: number, size: SheetSize): string {
  return `${sheet}.${size}.webp`;
}
