/**
 * Plan room files on disk: each version's bytes under uploads/plans/<k0k1>/<key>.bin (its sheet previews in
 * <key>.previews/ beside it), partial uploads under uploads/plans/incoming. A finished upload is a temp file in
 * the incoming folder: it is inspected as a stream (type by its bytes, SHA-256, size) and moved into place, never
 * held in memory (files run to 250 MB). Who may store or read what is the domain's decision
 * (domain/plan-documents).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import { fileTypeFromFile } from "file-type";

import { uploadsDir } from "~/infra/uploads.server";

/** What the plan room takes, by the type the bytes show, with the names such a file goes by. */
const PLAN_FILE_TYPES = {
  "application/pdf": { label: "PDF", extensions: ["pdf"] },
  "image/jpeg": { label: "JPEG image", extensions: ["jpg", "jpeg", "jfif"] },
  "image/png": { label: "PNG image", extensions: ["png"] },
  // Kept as uploaded: the sharp build here has no HEVC decoder, so HEIC photos get no preview.
  "image/heic": { label: "HEIC photo", extensions: ["heic", "heif"] },
  "image/heif": { label: "HEIC photo", extensions: ["heic", "heif"] },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
    label: "Excel spreadsheet",
    extensions: ["xlsx"],
  },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {
    label: "Word document",
    extensions: ["docx"],
  },
} as const;
export type PlanFileType = keyof typeof PLAN_FILE_TYPES;

const PLAN_FILE_TYPES_TAKEN = "PDF, JPEG, PNG, HEIC, XLSX or DOCX";

/** Thrown when a file is none of the types taken, or its bytes are not what its name says. */
export class PlanFileRefused extends Error {}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

function plansDir() {
  return path.join(uploadsDir(), "plans");
}

function checkedKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error("bad plan file key");
  return key;
}

/** Where a version's bytes live. */
export function planFilePath(key: string): string {
  return path.join(plansDir(), checkedKey(key).slice(0, 2), `${key}.bin`);
}

/** The folder of a version's sheet previews (made by the preview job). */
export function planPreviewDir(key: string): string {
  return path.join(plansDir(), checkedKey(key).slice(0, 2), `${key}.previews`);
}

/** Where uploads in progress are written: on the same disk as the files, so finishing one is a rename. */
export function planIncomingDir(): string {
  const dir = path.join(plansDir(), "incoming");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A new temp file name in the incoming folder (the caller writes it). */
export function newIncomingPath(): string {
  return path.join(planIncomingDir(), `form-${crypto.randomBytes(12).toString("hex")}.part`);
}

export type InspectedPlanFile = { contentType: PlanFileType; label: string; size: number; sha256: string };

function extensionOf(name: string): string | null {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return match ? match[1].toLowerCase() : null;
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * The type of a finished upload from its bytes, its size and SHA-256 (read as a stream). Refuses a type the plan
 * room does not take, and a file whose name claims another type than its bytes (a ZIP named .pdf).
 */
export async function inspectPlanFile(file: string, name: string): Promise<InspectedPlanFile> {
  const found = await fileTypeFromFile(file);
  const type = found && found.mime in PLAN_FILE_TYPES ? (found.mime as PlanFileType) : null;
  if (!type)
    throw new PlanFileRefused(`That file is not a ${PLAN_FILE_TYPES_TAKEN} file. The plan room takes those only.`);
  const { label, extensions } = PLAN_FILE_TYPES[type];
  const claimed = extensionOf(name);
  if (claimed && !(extensions as readonly string[]).includes(claimed)) {
    throw new PlanFileRefused(
      `“${name}” is named .${claimed} but its contents are a ${label}. Rename it or choose the right file (${PLAN_FILE_TYPES_TAKEN}).`,
    );
  }
  const size = (await fs.promises.stat(file)).size;
  return { contentType: type, label, size, sha256: await sha256Of(file) };
}

/** Moves a finished temp file into place under a new key (a rename: no copy). */
export async function movePlanFileIntoPlace(tempFile: string): Promise<string> {
  const key = crypto.randomBytes(16).toString("hex");
  const target = planFilePath(key);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.rename(tempFile, target);
  await fs.promises.chmod(target, 0o640);
  return key;
}

/** Removes a version's bytes and previews (a write that failed after the move). */
export function removePlanFile(key: string) {
  fs.rmSync(planFilePath(key), { force: true });
  fs.rmSync(planPreviewDir(key), { recursive: true, force: true });
}
