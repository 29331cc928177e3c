/**
 * The rules for stored files: which kinds each feature takes, their size limits and messages, and who may read
 * them. Features call `prepareUploads` before their transaction (image work is async) and `saveWithUploads` to
 * write the rows and their own changes together; a failed write removes the files it made.
 */
import { eq, inArray } from "drizzle-orm";

import { uploads } from "../../db/schema";
import type { UploadPurpose } from "~/constants";
import { forbidden, invalid, notFound, tooLarge, tooMany, unauthorized, unavailable } from "~/domain/errors.server";
import {
  canReadCredentialFiles,
  CREDENTIAL_FILES_REFUSAL,
  relationshipBetween,
  type Viewer,
} from "~/domain/privacy.server";
import { db, first, transaction } from "~/infra/db.server";
import { CREDENTIAL_FILE_MAX_BYTES, CREDENTIAL_FILE_TOO_BIG } from "~/schemas/credential";
import { PHOTO_MAX_BYTES, PHOTO_TOO_BIG } from "~/schemas/profile";
import {
  detectType,
  IMAGE_TOO_MANY_PIXELS,
  ImageTooLargeError,
  imageWork,
  removeStoredFiles,
  storeDocument,
  storedFilePath,
  storeImage,
  UnreadableImageError,
  type DetectedType,
  type ImageVariant,
  type IncomingFile,
  type RefusedPart,
  type StoredFile,
  type Variant,
} from "~/infra/uploads.server";
import { QueueFullError } from "~/infra/work-queue.server";

type PurposeRules = {
  types: readonly DetectedType[];
  maxBytes: number;
  imageVariants: readonly ImageVariant[];
  unsupported: string;
  tooBig: string;
};

const UPLOAD_RULES: Record<UploadPurpose, PurposeRules> = {
  logo: {
    types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    maxBytes: PHOTO_MAX_BYTES,
    imageVariants: ["avatar", "card"],
    unsupported: "That file is not a supported image",
    tooBig: PHOTO_TOO_BIG,
  },
  portfolio_photo: {
    types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    maxBytes: PHOTO_MAX_BYTES,
    imageVariants: ["card", "full"],
    unsupported: "That file is not a supported image",
    tooBig: PHOTO_TOO_BIG,
  },
  credential: {
    types: ["application/pdf", "image/jpeg", "image/png"],
    maxBytes: CREDENTIAL_FILE_MAX_BYTES,
    imageVariants: ["document"],
    unsupported: "That file is not a PDF, JPG or PNG",
    tooBig: CREDENTIAL_FILE_TOO_BIG,
  },
};

/** The variants a stored upload has, from its purpose and stored type. */
function variantsOf(upload: { purpose: UploadPurpose; contentType: string }): Variant[] {
  return upload.contentType === "application/pdf" ? ["file"] : [...UPLOAD_RULES[upload.purpose].imageVariants];
}

export type PreparedUpload = StoredFile & { ownerId: number; purpose: UploadPurpose; originalName: string };

/** Refused multipart parts (too big, too many) as the field's error, with 413 for size. */
export function assertNoRefusedParts(refused: RefusedPart[], purpose: UploadPurpose, maxFiles: number) {
  const first = refused[0];
  if (!first) return;
  if (first.reason === "too_large") {
    throw tooLarge(UPLOAD_RULES[purpose].tooBig, { [first.field]: [UPLOAD_RULES[purpose].tooBig] });
  }
  const message = `At most ${maxFiles} files can be added at once`;
  throw invalid(message, { [first.field]: [message] });
}

/**
 * Checks each file by its bytes and size and stores it (images re-encoded). Throws `invalid` or `too_large` with the
 * message under `field`; nothing is left on disk when any file is refused.
 */
export async function prepareUploads(
  ownerId: number,
  purpose: UploadPurpose,
  files: IncomingFile[],
  field: string,
): Promise<PreparedUpload[]> {
  const rules = UPLOAD_RULES[purpose];
  const refuse = (message: string, big = false) =>
    big ? tooLarge(message, { [field]: [message] }) : invalid(message, { [field]: [message] });
  const checked: { file: IncomingFile; type: DetectedType }[] = [];
  for (const file of files) {
    if (file.bytes.byteLength > rules.maxBytes) throw refuse(rules.tooBig, true);
    const type = await detectType(file.bytes);
    if (!type || !rules.types.includes(type)) throw refuse(rules.unsupported);
    checked.push({ file, type });
  }
  const prepared: PreparedUpload[] = [];
  try {
    for (const { file, type } of checked) {
      const stored =
        type === "application/pdf"
          ? storeDocument(file.bytes)
          : await imageWork.run(ownerId, () => storeImage(file.bytes, rules.imageVariants));
      prepared.push({ ...stored, ownerId, purpose, originalName: file.name.slice(0, 200) });
    }
  } catch (error) {
    discardPrepared(prepared);
    if (error instanceof UnreadableImageError) throw refuse(rules.unsupported);
    if (error instanceof ImageTooLargeError) throw refuse(IMAGE_TOO_MANY_PIXELS);
    if (error instanceof QueueFullError) throw imageWorkRefusal(error);
    throw error;
  }
  return prepared;
}

export const IMAGES_STILL_PROCESSING = "Your previous images are still being processed. Try again in a moment.";
export const IMAGE_WORK_BUSY = "Image processing is busy right now. Try again in a minute.";

/** One user's images wait their turn two at a time (429); a full queue turns everyone away for now (503). */
function imageWorkRefusal(error: QueueFullError) {
  return error.reason === "owner" ? tooMany(IMAGES_STILL_PROCESSING) : unavailable(IMAGE_WORK_BUSY);
}

export function discardPrepared(prepared: { id: string }[]) {
  removeStoredFiles(prepared.map((p) => p.id));
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * Runs `write` in one transaction after inserting the prepared upload rows; the files of a failed write are removed,
 * and the files of uploads the write deleted (returned in `removed`) go once it has committed.
 */
export async function saveWithUploads<T>(
  prepared: PreparedUpload[],
  write: (tx: Tx) => Promise<{ result: T; removed?: string[] }>,
): Promise<T> {
  let outcome: { result: T; removed?: string[] };
  try {
    outcome = await transaction(async (tx) => {
      if (prepared.length) {
        await tx.insert(uploads).values(
          prepared.map((p) => ({
            id: p.id,
            ownerId: p.ownerId,
            purpose: p.purpose,
            contentType: p.contentType,
            size: p.size,
            width: p.width,
            height: p.height,
            originalName: p.originalName,
          })),
        );
      }
      return write(tx);
    });
  } catch (error) {
    discardPrepared(prepared);
    throw error;
  }
  if (outcome.removed?.length) removeStoredFiles(outcome.removed);
  return outcome.result;
}

/** Deletes upload rows inside the caller's transaction; return their ids as `removed` so the files go after commit. */
export async function deleteUploadRows(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length) await tx.delete(uploads).where(inArray(uploads.id, ids));
  return ids;
}

export type ReadableFile = {
  path: string;
  contentType: string;
  /** Images open in the page; documents are downloaded. */
  disposition: "inline" | "attachment";
  filename: string;
};

const VARIANT_TYPES: Record<Variant, string> = {
  avatar: "image/webp",
  card: "image/webp",
  full: "image/webp",
  document: "image/jpeg",
  file: "application/pdf",
};

/**
 * A stored file for the viewer, or why not: logos and portfolio photos go to any signed-in user; credential files
 * to the owner, admins and accepted connections (403 with the reason for anyone else).
 */
export async function readUpload(viewer: Viewer | null, id: string, variant: string): Promise<ReadableFile> {
  if (!/^[a-f0-9]{32}$/.test(id)) throw notFound("File not found");
  const upload = await first(db.select().from(uploads).where(eq(uploads.id, id)).limit(1));
  const variants = upload ? variantsOf(upload) : [];
  if (!upload || !(variants as string[]).includes(variant)) throw notFound("File not found");
  if (!viewer) throw unauthorized("Sign in to see this file.");
  if (upload.purpose === "credential" && !canReadCredentialFiles(await relationshipBetween(viewer, upload.ownerId))) {
    throw forbidden(CREDENTIAL_FILES_REFUSAL);
  }
  const v = variant as Variant;
  const name = (upload.originalName ?? "file").replace(/\.[A-Za-z0-9]+$/, "").replace(/[^\w.-]+/g, "_") || "file";
  return {
    path: storedFilePath(upload.id, v),
    contentType: VARIANT_TYPES[v],
    disposition: v === "file" || upload.purpose === "credential" ? "attachment" : "inline",
    filename: `${name}.${v === "file" ? "pdf" : v === "document" ? "jpg" : "webp"}`,
  };
}
