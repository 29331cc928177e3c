/**
 * Stored files: reading multipart bodies with a per-file limit, telling a file's type by its bytes, re-encoding
 * images with sharp (auto-rotated, metadata stripped, at the sizes the pages show) and keeping the bytes under the
 * data directory, named by a random id. Who may store or read what is the domain's decision (domain/uploads).
 */
import crypto from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import { dataDirectory } from "../../db/location";
import { createWorkQueue, type WorkQueueLimits } from "~/infra/work-queue.server";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
const DOCUMENT_TYPES = ["application/pdf"] as const;
export type DetectedType = (typeof IMAGE_TYPES)[number] | (typeof DOCUMENT_TYPES)[number];

/** What the pages show: 192 px squares for avatars (96 css px at 2x), 480 px cards, 1600 px full views. */
const VARIANTS = {
  avatar: { width: 192, height: 192, fit: "cover", format: "webp" },
  card: { width: 480, height: 480, fit: "inside", format: "webp" },
  full: { width: 1600, height: 1600, fit: "inside", format: "webp" },
  /** Credential images stay readable when printed and open anywhere as JPEG. */
  document: { width: 2400, height: 2400, fit: "inside", format: "jpeg" },
} as const;
export type ImageVariant = keyof typeof VARIANTS;
export type Variant = ImageVariant | "file";

/**
 * The largest image decoded: 40 megapixels. Phones save 12 or 24 MP photos by default; their 48 and 50 MP modes
 * (8064 × 6048) make 10 to 20 MB JPEGs, over the 5 MB photo limit anyway, and a 600 dpi scan of a letter page is
 * 34 MP. Anything bigger that fits in the byte limits is a picture made to be expensive (a 58 KB PNG of
 * 7745 × 7745 decodes to 60 MP): it is refused from its header, before it is decoded.
 */
const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS = "The image must be 40 megapixels or smaller (7,300 × 5,400 pixels, say)";

/**
 * The cores one worker process may keep busy with heavy work (images, sheet previews): the cores left after one for
 * serving requests, divided among the worker processes (WEB_CONCURRENCY), at least one.
 */
export function spareCoresPerWorker(): number {
  const setting = process.env.WEB_CONCURRENCY?.trim();
  const workers = setting === "auto" ? os.availableParallelism() : Math.max(1, Number(setting) || 1);
  return Math.max(1, Math.floor((os.availableParallelism() - 1) / workers));
}

/**
 * Image work of this process: one job per spare core, each on one libvips thread; one user has at most two images in
 * the queue, and at most eight wait per running job before uploads are turned away.
 */
function imageWorkLimits(): WorkQueueLimits {
  const concurrency = spareCoresPerWorker();
  return { concurrency, perOwner: 2, maxWaiting: 8 * concurrency };
}
sharp.concurrency(1);
export const imageWork = createWorkQueue(imageWorkLimits());

export type IncomingFile = { bytes: Uint8Array; name: string };

/** Identifies a file by its bytes (never by its name or claimed type); null when it is none of the known types. */
export async function detectType(bytes: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as string | undefined;
  return ([...IMAGE_TYPES, ...DOCUMENT_TYPES] as readonly string[]).includes(mime ?? "")
    ? (mime as DetectedType)
    : null;
}

/** The directory where every stored file lives (plan room files under plans/), in the data directory. */
export function uploadsDir() {
  return path.join(dataDirectory(), "uploads");
}

const EXTENSIONS: Record<Variant, string> = {
  avatar: "webp",
  card: "webp",
  full: "webp",
  document: "jpg",
  file: "pdf",
};

export function storedFilePath(id: string, variant: Variant): string {
  if (!/^[a-f0-9]{32}$/.test(id)) throw new Error("bad upload id");
  return path.join(uploadsDir(), id.slice(0, 2), `${id}.${variant}.${EXTENSIONS[variant]}`);
}

export type StoredFile = {
  id: string;
  contentType: "image/webp" | "image/jpeg" | "application/pdf";
  size: number;
  width: number | null;
  height: number | null;
  variants: Variant[];
};

const newId = () => crypto.randomBytes(16).toString("hex");

function write(file: string, bytes: Uint8Array) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes, { mode: 0o640 });
}

/** Thrown when sharp cannot decode what file-type recognised (a truncated or corrupt image). */
export class UnreadableImageError extends Error {}

/** Thrown, before any decoding, for an image over MAX_INPUT_PIXELS. */
export class ImageTooLargeError extends Error {}

type Decoded = { data: Buffer; info: sharp.OutputInfo };

/**
 * Decodes the image once (auto-rotated), shrunk to the smallest size every variant can be made from without losing
 * detail, as raw pixels: each variant is then resized from those, never from the original again.
 */
async function decodeOnce(bytes: Uint8Array, variants: readonly ImageVariant[]): Promise<Decoded> {
  const header = await sharp(bytes).metadata();
  const { width, height } = header.autoOrient;
  if (!width || !height) throw new UnreadableImageError("no image size in the header");
  if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLargeError(`${width} × ${height}`);
  const scale = Math.min(
    1,
    Math.max(
      ...variants.map((name) => {
        const v = VARIANTS[name];
        const fits = [v.width / width, v.height / height];
        return v.fit === "cover" ? Math.max(...fits) : Math.min(...fits);
      }),
    ),
  );
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  if (scale < 1) image.resize(Math.ceil(width * scale), Math.ceil(height * scale), { fit: "fill" });
  return image.raw().toBuffer({ resolveWithObject: true });
}

async function encodeVariant({ data, info }: Decoded, name: ImageVariant) {
  const v = VARIANTS[name];
  const pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize({ width: v.width, height: v.height, fit: v.fit, withoutEnlargement: v.fit === "inside" })
    .flatten(v.format === "jpeg" ? { background: "#ffffff" } : false);
  return v.format === "jpeg"
    ? pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true })
    : pipeline.webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
}

/**
 * Re-encodes an image into the given variants; EXIF (GPS included), ICC and XMP are dropped by sharp's default.
 * Callers run it through `imageWork`, so decoding never takes every core.
 */
export async function storeImage(bytes: Uint8Array, variants: readonly ImageVariant[]): Promise<StoredFile> {
  const id = newId();
  const written: string[] = [];
  let size = 0;
  let dims: { width: number; height: number } | null = null;
  try {
    const decoded = await decodeOnce(bytes, variants);
    for (const name of variants) {
      const out = await encodeVariant(decoded, name);
      const file = storedFilePath(id, name);
      write(file, out.data);
      written.push(file);
      size += out.info.size;
      if (!dims || out.info.width * out.info.height > dims.width * dims.height) {
        dims = { width: out.info.width, height: out.info.height };
      }
    }
  } catch (error) {
    for (const file of written) fs.rmSync(file, { force: true });
    if (error instanceof ImageTooLargeError || error instanceof UnreadableImageError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageTooLargeError(error.message);
    if (error instanceof Error && /Input|unsupported|corrupt|bad|premature/i.test(error.message)) {
      throw new UnreadableImageError(error.message);
    }
    throw error;
  }
  const jpegOnly = variants.length === 1 && VARIANTS[variants[0]].format === "jpeg";
  return {
    id,
    contentType: jpegOnly ? "image/jpeg" : "image/webp",
    size,
    width: dims?.width ?? null,
    height: dims?.height ?? null,
    variants: [...variants],
  };
}

/** Keeps a PDF as it is. */
export function storeDocument(bytes: Uint8Array): StoredFile {
  const id = newId();
  write(storedFilePath(id, "file"), bytes);
  return { id, contentType: "application/pdf", size: bytes.byteLength, width: null, height: null, variants: ["file"] };
}

export function removeStoredFiles(ids: string[]) {
  for (const id of ids) {
    for (const variant of Object.keys(EXTENSIONS) as Variant[]) fs.rmSync(storedFilePath(id, variant), { force: true });
  }
}

// ---- Multipart bodies ----

export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  /** Write each file part to a new file at this path as it arrives, instead of holding it in memory. */
  spoolTo?: () => string;
};

/** A file part written to disk (see `spoolTo`); the caller moves or removes it. */
export type SpooledFile = { field: string; name: string; path: string; size: number };

/** A file part that was not kept: too big, or one more than the request may carry. */
export type RefusedPart = { field: string; filename: string; reason: "too_large" | "too_many" };

const TEXT_PART_LIMIT = 64 * 1024;

/**
 * Reads a multipart body keeping every text field, so a form can be shown again as it was typed: a file over the
 * limit is drained (never held in memory) and reported in `refused` instead of failing the whole request.
 */
export async function readMultipart(request: Request, limits: MultipartLimits) {
  const refused: RefusedPart[] = [];
  const spooled: SpooledFile[] = [];
  let files = 0;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (typeof filename !== "string") {
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > TEXT_PART_LIMIT) throw new MaxPartSizeExceededError(name, TEXT_PART_LIMIT);
        chunks.push(chunk);
      }
      return new TextDecoder().decode(Buffer.concat(chunks));
    }
    let refusedAs: RefusedPart["reason"] | null = filename !== "" && ++files > limits.maxFiles ? "too_many" : null;
    if (limits.spoolTo && !refusedAs) {
      const file = await spool(data, limits.spoolTo(), limits.maxFileBytes);
      if (file === "too_large") refused.push({ field: name, filename, reason: "too_large" });
      else if (filename !== "" || file.size > 0) spooled.push({ field: name, name: filename, ...file });
      else fs.rmSync(file.path, { force: true });
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (!refusedAs && size > limits.maxFileBytes) refusedAs = "too_large";
      if (!refusedAs) chunks.push(chunk);
    }
    if (refusedAs) {
      refused.push({ field: name, filename, reason: refusedAs });
      return undefined;
    }
    // An empty file input still sends a part with no name and no bytes: it means "no file".
    if (filename === "" && size === 0) return undefined;
    return new File([new Uint8Array(Buffer.concat(chunks))], filename);
  };
  try {
    const formData = await unstable_parseMultipartFormData(request, handler);
    return { formData, refused, spooled };
  } catch (error) {
    for (const file of spooled) fs.rmSync(file.path, { force: true });
    throw error;
  }
}

/** Writes a part to `file`; past `maxBytes` the file goes and the rest of the part is drained. */
async function spool(data: AsyncIterable<Uint8Array>, file: string, maxBytes: number) {
  const out = fs.createWriteStream(file, { mode: 0o640 });
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        if (!out.destroyed) out.destroy();
        continue;
      }
      if (!out.write(chunk)) await once(out, "drain");
    }
  } catch (error) {
    out.destroy();
    fs.rmSync(file, { force: true });
    throw error;
  }
  if (size > maxBytes) {
    fs.rmSync(file, { force: true });
    return "too_large" as const;
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { path: file, size };
}

export async function fileBytes(file: File): Promise<IncomingFile> {
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
