/**
 * Sheet previews of plan room files: where they live, and rendering one file in a child process
 * (pdf-render.child.ts: pdfjs-dist's legacy build drawing on @napi-rs/canvas, encoded to WebP by sharp). The child
 * gets a heap limit and a wall clock, per page and per document; when either runs out it is killed, so a hostile PDF
 * costs one process, never the server's.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { planFilePath, planPreviewDir } from "~/infra/plan-files.server";
import { sheetFileName, type SheetSize } from "~/lib/sheets";

export type RenderLimits = {
  /** Pages rendered at most; the rest of a longer set is left unrendered (the file stays downloadable). */
  maxPages: number;
  /** Pixels of one rendered page at most, in millions: a huge page is drawn at a smaller scale. */
  maxMegapixels: number;
  /** A photo's pixels at most, in millions (sharp refuses more: a decompression bomb). */
  maxImageMegapixels: number;
  /** The long side of the phone-readable page image, and the width of the thumbnail. */
  longSide: number;
  thumbWidth: number;
  pageTimeoutMs: number;
  documentTimeoutMs: number;
  /** The child's V8 heap limit (canvas and sharp memory is bounded by maxMegapixels). */
  heapMb: number;
};

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxPages: 500,
  maxMegapixels: 6,
  maxImageMegapixels: 100,
  longSide: 2400,
  thumbWidth: 320,
  pageTimeoutMs: 30_000,
  documentTimeoutMs: 15 * 60_000,
  heapMb: 512,
};

/** What the parent sends the child: one file to render into a directory. */
export type RenderJob = Omit<RenderLimits, "pageTimeoutMs" | "documentTimeoutMs" | "heapMb"> & {
  source: string;
  contentType: string;
  outDir: string;
};

export type RenderMessage =
  | { type: "pages"; count: number; total: number }
  | { type: "page"; sheet: number }
  | { type: "done"; labels: (string | null)[] | null; peakRss: number }
  | { type: "failed"; message: string };

export type RenderResult =
  { ok: true; labels: (string | null)[] | null; peakRss: number } | { ok: false; message: string; stopped?: true };

export function previewPath(key: string, sheet: number, size: SheetSize): string {
  return path.join(planPreviewDir(key), sheetFileName(sheet, size));
}

/** The project's root (where package.json is): this module runs from app/infra or from the build. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the renderer");
    dir = parent;
  }
  return dir;
}

/** Running from the build (npm start): the child is bundled beside it; from the sources (tests, dev): tsx runs it. */
const bundled = () => path.basename(path.dirname(fileURLToPath(import.meta.url))) === "build";
/** The bundle starts in a fraction of the time tsx takes to compile the child and pdfjs on every document. */
const childEntry = (root: string) =>
  bundled() ? path.join(root, "build/pdf-render.child.js") : path.join(root, "app/infra/pdf-render.child.ts");

/**
 * Renders a file's sheets into its preview directory, reporting each message as it comes; resolves with the
 * labels, or why it failed (a timeout, a crash, a file the child could not read). Never rejects.
 */
export function renderSheets(
  file: { fileKey: string; contentType: string },
  limits: RenderLimits,
  onMessage: (message: RenderMessage) => void,
  signal?: AbortSignal,
): Promise<RenderResult> {
  const root = projectRoot();
  const { pageTimeoutMs, documentTimeoutMs, heapMb, ...bounds } = limits;
  const job: RenderJob = {
    ...bounds,
    source: planFilePath(file.fileKey),
    contentType: file.contentType,
    outDir: planPreviewDir(file.fileKey),
  };
  const child = fork(childEntry(root), [], {
    cwd: root,
    execArgv: [...(bundled() ? [] : ["--import", "tsx"]), `--max-old-space-size=${heapMb}`],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    serialization: "advanced",
    // Fewer malloc arenas: canvas and libvips free big buffers from many threads; glibc's default keeps ~100 MB more.
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  return new Promise((resolve) => {
    let result: RenderResult | undefined;
    let pageTimer: ReturnType<typeof setTimeout> | undefined;
    const kill = (message: string, stopped?: true) => {
      result ??= { ok: false, message, stopped };
      child.kill("SIGKILL");
    };
    signal?.addEventListener("abort", () => kill("The server stopped", true), { once: true });
    const documentTimer = setTimeout(
      () => kill(`Rendering took longer than ${documentTimeoutMs / 1000} seconds`),
      documentTimeoutMs,
    );
    const armPageTimer = () => {
      clearTimeout(pageTimer);
      pageTimer = setTimeout(() => kill(`A page took longer than ${pageTimeoutMs / 1000} seconds`), pageTimeoutMs);
    };
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on("message", (message: RenderMessage) => {
      if (message.type === "pages" || message.type === "page") armPageTimer();
      if (message.type === "done") result ??= { ok: true, labels: message.labels, peakRss: message.peakRss };
      if (message.type === "failed") result ??= { ok: false, message: message.message };
      onMessage(message);
      // Its work is written: a child whose libraries keep it alive must not hold a core until a timer ends it.
      if (message.type === "done" || message.type === "failed") child.kill("SIGKILL");
    });
    child.on("error", (error) => kill(error.message));
    child.on("exit", (code, signal) => {
      clearTimeout(documentTimer);
      clearTimeout(pageTimer);
      if (!result && stderr) console.warn(`preview renderer: ${stderr.trim()}`);
      resolve(result ?? { ok: false, message: `The renderer stopped (${signal ?? `exit code ${code}`})` });
    });
    child.send(job);
  });
}
