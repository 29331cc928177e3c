/**
 * A project's plan room documents and their versions: adding a document or a new version from a finished upload
 * (a temp file of the plain form, the API or the resumable uploader), the list and a document's history, and the
 * file of a version for download. Every read and write asks the plan room's one access rule
 * (domain/plan-room-access).
 */
import { and, desc, eq, sql } from "drizzle-orm";

import { documentVersions, projectDocuments } from "../../db/schema";
import {
  DOCUMENT_CATEGORIES,
  PLAN_FILE_MAX_BYTES,
  PLAN_FORM_MAX_BYTES,
  PLAN_PROJECT_MAX_BYTES,
  type DocumentCategory,
  type PreviewState,
} from "~/constants";
import { invalid, notFound, tooLarge, unauthorized } from "~/domain/errors.server";
import { recordDocumentActivity } from "~/domain/plan-activity.server";
import { kickPreviews } from "~/domain/plan-previews.server";
import { ownPlanRoom, PLAN_ROOM_SIGN_IN, planRoomOf, type PlanRoom } from "~/domain/plan-room-access.server";
import type { Viewer } from "~/domain/privacy.server";
import { db, first, transaction } from "~/infra/db.server";
import {
  inspectPlanFile,
  movePlanFileIntoPlace,
  newIncomingPath,
  PlanFileRefused,
  planFilePath,
  removePlanFile,
  type PlanFileType,
} from "~/infra/plan-files.server";

const DOCUMENT_TITLE_MAX = 200;
const MB = 1024 * 1024;

/** A finished upload waiting in the incoming folder: moved into place when accepted, left for the caller otherwise. */
export type IncomingPlanFile = { path: string; name: string };
export type PlanLimits = { maxFileBytes: number; maxProjectBytes: number };
const DEFAULT_LIMITS: PlanLimits = { maxFileBytes: PLAN_FILE_MAX_BYTES, maxProjectBytes: PLAN_PROJECT_MAX_BYTES };

/** The plain form's limit, said where a bigger file was sent to it. */
const formTooBigMessage =
  "This form takes files up to 50 MB. Bigger files (up to 250 MB) go through the uploader on this page with JavaScript on.";

/** How the upload form and the API read a plan room file: written to disk as it arrives, up to 50 MB. */
export const PLAN_FORM_SPOOL = {
  field: "file",
  maxFileBytes: PLAN_FORM_MAX_BYTES,
  spoolTo: newIncomingPath,
  tooBig: formTooBigMessage,
};

/** The file of a form or API call, written to disk as it arrived (infra/uploads `spoolTo`); 400 when none came. */
export function spooledPlanFile(spooled: { field: string; name: string; path: string }[]): IncomingPlanFile {
  const file = spooled.find((part) => part.field === "file");
  if (!file) throw invalid("Choose a file to upload", { file: ["Choose a file to upload"] });
  return { path: file.path, name: file.name };
}

export const fileTooBigMessage = (limits: PlanLimits = DEFAULT_LIMITS) =>
  `A plan room file can be up to ${Math.round(limits.maxFileBytes / MB)} MB.`;

/** Bytes a project's plan room holds, every version of every document. */
async function projectStorageBytes(projectId: number): Promise<number> {
  return (
    (
      await first(
        db
          .select({ total: sql<number>`coalesce(sum(${documentVersions.size}), 0)` })
          .from(documentVersions)
          .where(eq(documentVersions.projectId, projectId))
          .limit(1),
      )
    )?.total ?? 0
  );
}

/** Refuses a file over the per-file limit (413). */
export function assertFileSize(size: number, limits: PlanLimits = DEFAULT_LIMITS) {
  if (size > limits.maxFileBytes) throw tooLarge(fileTooBigMessage(limits), { file: [fileTooBigMessage(limits)] });
}

/** Refuses a file over the per-file limit or one that would take the project over its total (413). */
export async function assertRoomFor(projectId: number, size: number, limits: PlanLimits = DEFAULT_LIMITS) {
  assertFileSize(size, limits);
  const used = await projectStorageBytes(projectId);
  if (used + size > limits.maxProjectBytes) {
    const left = Math.max(0, limits.maxProjectBytes - used);
    const message = `This project's documents can take up to ${Math.round(limits.maxProjectBytes / MB)} MB in all; ${Math.floor(left / MB)} MB are left. Remove old files or send a smaller one.`;
    throw tooLarge(message, { file: [message] });
  }
}

function defaultCategory(type: PlanFileType): DocumentCategory {
  if (type === "application/pdf") return "drawings";
  return type.startsWith("image/") ? "photos" : "other";
}

function titleFromName(name: string): string {
  const base = name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[a-z0-9]{1,8}$/i, "")
    .replace(/[_]+/g, " ")
    .trim();
  return (base || "Untitled document").slice(0, DOCUMENT_TITLE_MAX);
}

function checkedTitle(title: string | undefined, name: string): string {
  const given = title?.trim();
  if (!given) return titleFromName(name);
  if (given.length > DOCUMENT_TITLE_MAX) {
    const message = `A title can be up to ${DOCUMENT_TITLE_MAX} characters`;
    throw invalid(message, { title: [message] });
  }
  return given;
}

function checkedCategory(category: string | undefined, type: PlanFileType): DocumentCategory {
  if (!category) return defaultCategory(type);
  if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) {
    const message = "Choose Drawings, Specifications, Photos or Other";
    throw invalid(message, { category: [message] });
  }
  return category as DocumentCategory;
}

/** The upload's type, size and hash, with a refusal of its type as the form's `file` error. */
export async function inspectPlanUpload(file: IncomingPlanFile) {
  try {
    return await inspectPlanFile(file.path, file.name);
  } catch (error) {
    if (error instanceof PlanFileRefused) throw invalid(error.message, { file: [error.message] });
    throw error;
  }
}

export const cleanName = (name: string) =>
  name
    .replace(/^.*[\\/]/, "")
    .replace(/\p{Cc}/gu, "")
    .slice(0, 255) || "file";

/** What the preview job draws sheets of: PDF pages, and photos as one sheet (sharp here reads no HEIC). */
const PREVIEWED_TYPES = new Set(["application/pdf", "image/jpeg", "image/png"]);

type NewVersion = { documentId: number; projectId: number; version: number; actorId: number };

/** Moves the file into place and writes its version row in `write`; the file goes again if the write fails. */
async function storeVersion(
  file: IncomingPlanFile,
  inspected: Awaited<ReturnType<typeof inspectPlanUpload>>,
  write: (values: (v: NewVersion) => typeof documentVersions.$inferInsert) => Promise<number>,
) {
  const key = await movePlanFileIntoPlace(file.path);
  try {
    const written = await write((v) => ({
      documentId: v.documentId,
      projectId: v.projectId,
      version: v.version,
      fileKey: key,
      contentType: inspected.contentType,
      size: inspected.size,
      originalName: cleanName(file.name),
      sha256: inspected.sha256,
      uploadedBy: v.actorId,
      previewState: (PREVIEWED_TYPES.has(inspected.contentType) ? "pending" : "none") satisfies PreviewState,
    }));
    kickPreviews();
    return written;
  } catch (error) {
    removePlanFile(key);
    throw error;
  }
}

/** A new document (version 1) from a finished upload, by the project's owner. Returns its detail. */
export async function addDocument(
  actor: Viewer | null,
  projectId: number,
  input: { title?: string; category?: string; file: IncomingPlanFile },
  limits: PlanLimits = DEFAULT_LIMITS,
) {
  const room = await ownPlanRoom(actor, projectId);
  const inspected = await inspectPlanUpload(input.file);
  const title = checkedTitle(input.title, input.file.name);
  const category = checkedCategory(input.category, inspected.contentType);
  await assertRoomFor(projectId, inspected.size, limits);
  const documentId = await storeVersion(
    input.file,
    inspected,
    async (values) =>
      await transaction(async (tx) => {
        await assertRoomFor(projectId, inspected.size, limits);
        const doc = (
          await tx
            .insert(projectDocuments)
            .values({ projectId, title, category, currentVersion: 1, createdBy: actor!.id })
            .returning({ id: projectDocuments.id })
        )[0];
        await tx
          .insert(documentVersions)
          .values(values({ documentId: doc.id, projectId, version: 1, actorId: actor!.id }));
        return doc.id;
      }),
  );
  return detailOf(room, documentId);
}

/** The document and its project's plan room for the viewer (404 for an unknown document, the rule's refusals). */
async function documentRoom(viewer: Viewer | null, documentId: number, own = false) {
  const doc = Number.isSafeInteger(documentId)
    ? await first(
        db
          .select({ projectId: projectDocuments.projectId })
          .from(projectDocuments)
          .where(eq(projectDocuments.id, documentId))
          .limit(1),
      )
    : undefined;
  // Signed out is asked to sign in before anything is said about the document.
  if (!viewer) throw unauthorized(PLAN_ROOM_SIGN_IN);
  if (!doc) throw notFound("Document not found");
  return own ? await ownPlanRoom(viewer, doc.projectId) : await planRoomOf(viewer, doc.projectId);
}

/** A new version of a document from a finished upload, by the project's owner; the earlier ones are kept. */
export async function addVersion(
  actor: Viewer | null,
  documentId: number,
  file: IncomingPlanFile,
  limits: PlanLimits = DEFAULT_LIMITS,
) {
  const room = await documentRoom(actor, documentId, true);
  const inspected = await inspectPlanUpload(file);
  await assertRoomFor(room.project.id, inspected.size, limits);
  await storeVersion(
    file,
    inspected,
    async (values) =>
      await transaction(async (tx) => {
        await assertRoomFor(room.project.id, inspected.size, limits);
        const doc = (
          await tx
            .update(projectDocuments)
            .set({ currentVersion: sql`${projectDocuments.currentVersion} + 1` })
            .where(eq(projectDocuments.id, documentId))
            .returning({ version: projectDocuments.currentVersion })
        )[0]!;
        await tx
          .insert(documentVersions)
          .values(values({ documentId, projectId: room.project.id, version: doc.version, actorId: actor!.id }));
        return documentId;
      }),
  );
  return detailOf(room, documentId);
}

const versionColumns = {
  version: documentVersions.version,
  contentType: documentVersions.contentType,
  size: documentVersions.size,
  originalName: documentVersions.originalName,
  pageCount: documentVersions.pageCount,
  previewState: documentVersions.previewState,
  previewsDone: documentVersions.previewsDone,
  sheetLabels: documentVersions.sheetLabels,
  sha256: documentVersions.sha256,
  addendumId: documentVersions.addendumId,
  createdAt: documentVersions.createdAt,
};

type VersionRow = Pick<typeof documentVersions.$inferSelect, keyof typeof versionColumns>;

function versionView(row: VersionRow) {
  const labels = row.sheetLabels ? (JSON.parse(row.sheetLabels) as (string | null)[]) : null;
  return {
    version: row.version,
    content_type: row.contentType,
    size: row.size,
    original_name: row.originalName,
    page_count: row.pageCount,
    sheet_count: labels?.length ?? row.pageCount,
    preview: { state: row.previewState, done: row.previewsDone, total: row.pageCount },
    sha256: row.sha256,
    addendum_id: row.addendumId,
    created_at: row.createdAt.toISOString(),
  };
}

async function detailOf(room: PlanRoom, documentId: number) {
  const doc = await first(
    db
      .select({
        id: projectDocuments.id,
        title: projectDocuments.title,
        category: projectDocuments.category,
        currentVersion: projectDocuments.currentVersion,
        createdAt: projectDocuments.createdAt,
        updatedAt: projectDocuments.updatedAt,
      })
      .from(projectDocuments)
      .where(eq(projectDocuments.id, documentId))
      .limit(1),
  );
  if (!doc) throw notFound("Document not found");
  const versions = (
    await db
      .select(versionColumns)
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
      .orderBy(desc(documentVersions.version))
  ).map(versionView);
  return {
    id: doc.id,
    title: doc.title,
    category: doc.category,
    current_version: doc.currentVersion,
    project_id: room.project.id,
    project_title: room.project.title,
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
    can_manage: room.can.manage,
    current: versions[0],
    versions,
  };
}

/**
 * The upload page of a project's plan room, for its owner: the project, and the document a new version is for
 * (404 when it is not one of this project's).
 */
export async function uploadPageOf(viewer: Viewer | null, projectId: number, documentId?: number) {
  const room = await ownPlanRoom(viewer, projectId);
  const document = documentId
    ? await first(
        db
          .select({ id: projectDocuments.id, title: projectDocuments.title })
          .from(projectDocuments)
          .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)))
          .limit(1),
      )
    : null;
  if (document === undefined) throw notFound("Document not found");
  return { project: { id: room.project.id, title: room.project.title }, document };
}

/** A document's metadata and every version, newest first. */
export async function documentDetail(viewer: Viewer | null, documentId: number) {
  return detailOf(await documentRoom(viewer, documentId), documentId);
}

/** `?version=N` of a download, or undefined for the current version. */
export function parseVersionParam(raw: string | null): number | undefined {
  if (raw === null || raw === "") return undefined;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw invalid("version must be a version number (1, 2, …)");
  return Number(raw);
}

/**
 * A version's file for download (the current one unless `version` is given), recorded as "downloaded" in the
 * plan room's activity unless `record` is false (the later parts of a resumed download are the same download).
 */
export async function readDocumentFile(viewer: Viewer | null, documentId: number, version?: number, record = true) {
  const room = await documentRoom(viewer, documentId);
  const row = await first(
    db
      .select({
        version: documentVersions.version,
        fileKey: documentVersions.fileKey,
        contentType: documentVersions.contentType,
        size: documentVersions.size,
        sha256: documentVersions.sha256,
        originalName: documentVersions.originalName,
        createdAt: documentVersions.createdAt,
      })
      .from(documentVersions)
      .innerJoin(projectDocuments, eq(projectDocuments.id, documentVersions.documentId))
      .where(
        and(
          eq(documentVersions.documentId, documentId),
          eq(documentVersions.version, version ?? projectDocuments.currentVersion),
        ),
      )
      .limit(1),
  );
  if (!row) throw notFound(version ? `This document has no version ${version}` : "Document not found");
  if (record) await recordDocumentActivity(viewer!, room, documentId, "downloaded");
  return {
    projectId: room.project.id,
    version: row.version,
    path: planFilePath(row.fileKey),
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    filename: row.originalName,
    lastModified: row.createdAt,
  };
}
