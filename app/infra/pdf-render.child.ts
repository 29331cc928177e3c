/**
 * The preview renderer's child process (forked by pdf-render.server.ts, never imported): renders one document
 * version's pages to WebP sheet images and reads their sheet numbers. It runs apart from the server so that a
 * hostile file (a decompression bomb, a page that never finishes) costs only this process, which the parent kills.
 * It reports over IPC: the page count, each finished page, then done or failed.
 */
import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";

import { getDocument, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";

import { sheetFileName, sheetLabelsOf, sheetNumberOf, type PageWord } from "~/lib/sheets";
import type { RenderJob, RenderMessage } from "~/infra/pdf-render.server";

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
/** PDF space: 72 points an inch. Beyond 200 inches a side a page is not a drawing (PDF's own limit is 200). */
const MAX_PAGE_POINTS = 200 * 72 + 1;

/** pdfjs's own canvas maker (on @napi-rs/canvas in Node), typed loosely by pdfjs. */
type CanvasFactory = {
  create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
  destroy(canvasAndContext: { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D }): void;
};

let peakRss = 0;

function send(message: RenderMessage) {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  process.send?.(message);
}

/** The scale that fits a page into the longest side and the pixel budget. */
function renderScale(width: number, height: number, job: RenderJob): number {
  const bySide = job.longSide / Math.max(width, height);
  const byPixels = Math.sqrt((job.maxMegapixels * 1e6) / (width * height));
  return Math.min(bySide, byPixels);
}

async function writeSheet(input: sharp.Sharp, outDir: string, sheet: number, job: RenderJob) {
  await Promise.all([
    input
      .clone()
      .resize({ width: job.longSide, height: job.longSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(path.join(outDir, sheetFileName(sheet, "page"))),
    input
      .clone()
      .resize({ width: job.thumbWidth, withoutEnlargement: true })
      .webp({ quality: 70 })
      .toFile(path.join(outDir, sheetFileName(sheet, "thumb"))),
  ]);
}

async function wordsOf(page: PDFPageProxy): Promise<PageWord[]> {
  const [x0, y0] = page.view;
  const content = await page.getTextContent();
  return content.items.flatMap((item) => {
    if (!("str" in item)) return [];
    const [, , c, d, e, f] = item.transform as number[];
    const size = Math.hypot(c, d);
    return item.str
      .split(/\s+/)
      .filter(Boolean)
      .map((text) => ({ text, x: e - x0, y: f - y0, size }));
  });
}

async function renderPage(
  page: PDFPageProxy,
  sheet: number,
  job: RenderJob,
  canvases: CanvasFactory,
): Promise<string | null> {
  const base = page.getViewport({ scale: 1 });
  if (base.width > MAX_PAGE_POINTS || base.height > MAX_PAGE_POINTS) {
    throw new Error(`Page ${sheet} is ${Math.round(base.width / 72)} × ${Math.round(base.height / 72)} inches`);
  }
  const viewport = page.getViewport({ scale: renderScale(base.width, base.height, job) });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  const drawing = canvases.create(width, height);
  await page.render({ canvas: drawing.canvas, canvasContext: drawing.context, viewport }).promise;
  const pixels = drawing.context.getImageData(0, 0, width, height).data;
  canvases.destroy(drawing);
  await writeSheet(sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 4 } }), job.outDir, sheet, job);
  const label = sheetNumberOf(await wordsOf(page), base.width, base.height);
  page.cleanup();
  return label;
}

async function renderPdf(job: RenderJob) {
  const data = new Uint8Array(await fs.promises.readFile(job.source));
  const pdf = await getDocument({
    data,
    isEvalSupported: false,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    wasmUrl: `${PDFJS_DIR}/wasm/`,
    verbosity: 0,
  }).promise;
  const count = Math.min(pdf.numPages, job.maxPages);
  send({ type: "pages", count, total: pdf.numPages });
  const found: (string | null)[] = [];
  for (let sheet = 1; sheet <= count; sheet++) {
    found.push(await renderPage(await pdf.getPage(sheet), sheet, job, pdf.canvasFactory as CanvasFactory));
    send({ type: "page", sheet });
  }
  await pdf.destroy();
  return sheetLabelsOf(found);
}

async function renderImage(job: RenderJob) {
  send({ type: "pages", count: 1, total: 1 });
  const image = sharp(job.source, { limitInputPixels: job.maxImageMegapixels * 1e6 }).rotate();
  await writeSheet(image, job.outDir, 1, job);
  send({ type: "page", sheet: 1 });
  return null;
}

async function render(job: RenderJob) {
  sharp.concurrency(1);
  sharp.cache(false);
  await fs.promises.mkdir(job.outDir, { recursive: true });
  const labels = job.contentType === "application/pdf" ? await renderPdf(job) : await renderImage(job);
  send({ type: "done", labels, peakRss });
}

/** What people may read of a failure: pdfjs names a password, anything else is a file it could not read. */
function failureOf(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException") return "The file is protected by a password";
  return message.slice(0, 300) || "The file could not be read";
}

process.once("message", (job: RenderJob) => {
  render(job)
    .catch((error: unknown) => send({ type: "failed", message: failureOf(error) }))
    .finally(() => process.disconnect?.());
});
