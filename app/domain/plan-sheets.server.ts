/**
 * Reading a plan room document sheet by sheet: the viewer page (one sheet image, previous and next, zoom, the
 * versions), the sheet images themselves and the API's sheet call. Every read asks the plan room's one rule
 * (planRoomOf) for the document's project. The images are the preview job's (plan-previews); a version's images
 * never change, so their URLs name the version.
 */
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";

import { documentVersions, projectDocuments } from "../../db/schema";
import { notFound } from "~/domain/errors.server";
import { recordDocumentActivity } from "~/domain/plan-activity.server";
import { planRoomOf, type PlanRoom } from "~/domain/plan-room-access.server";
import type { Viewer } from "~/domain/privacy.server";
import { db, first } from "~/infra/db.server";
import { previewPath } from "~/infra/pdf-render.server";
import { sheetTitle, type SheetSize } from "~/lib/sheets";

const DOCUMENT_NOT_FOUND = "Document not found";
const SHEET_NOT_FOUND = "This sheet does not exist in this version of the document.";
const SHEET_NOT_READY = "This sheet's preview is not ready.";
/** How far the viewer zooms: the page image at 1, 2 or 4 times the width of the screen. */
const ZOOM_LEVELS = [1, 2, 4] as const;

type VersionRow = typeof documentVersions.$inferSelect;

/** The document and its plan room, refused by the room's rule; 404 for a document of another project. */
async function documentIn(viewer: Viewer | null, documentId: number, projectId?: number) {
  const document = await first(
    db
      .select({ id: projectDocuments.id, projectId: projectDocuments.projectId, title: projectDocuments.title })
      .from(projectDocuments)
      .where(eq(projectDocuments.id, documentId))
      .limit(1),
  );
  if (!document || (projectId !== undefined && document.projectId !== projectId)) throw notFound(DOCUMENT_NOT_FOUND);
  const room = await planRoomOf(viewer, document.projectId);
  return { document, room };
}

async function versionsOf(documentId: number): Promise<VersionRow[]> {
  return await db
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.version));
}

/** The version asked for, or the current (latest) one. */
async function versionOf(documentId: number, version?: number): Promise<VersionRow> {
  const row = version
    ? await first(
        db
          .select()
          .from(documentVersions)
          .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, version)))
          .limit(1),
      )
    : (await versionsOf(documentId))[0];
  if (!row) throw notFound("This version of the document does not exist.");
  return row;
}

/** The sheets a version has images of (a longer set has previews of its first pages only). */
function sheetCountOf(version: VersionRow): number {
  return version.previewState === "ready" ? version.previewsDone : 0;
}

function labelsOf(version: VersionRow): (string | null)[] {
  return version.sheetLabels ? (JSON.parse(version.sheetLabels) as (string | null)[]) : [];
}

function sheetUrl(projectId: number, version: VersionRow, sheet: number, size: SheetSize) {
  return `/projects/${projectId}/documents/${version.documentId}/sheets/${sheet}/${size}?version=${version.version}`;
}

function checkedSheet(version: VersionRow, sheet: number): number {
  if (!Number.isSafeInteger(sheet) || sheet < 1 || sheet > Math.max(1, sheetCountOf(version))) {
    throw notFound(SHEET_NOT_FOUND);
  }
  return sheet;
}

/** A sheet image's file, for the viewer's and the list's <img>; 404 while previews are not ready. */
export async function sheetImage(
  viewer: Viewer | null,
  target: { projectId: number; documentId: number; sheet: number; size: SheetSize; version?: number },
) {
  await documentIn(viewer, target.documentId, target.projectId);
  const version = await versionOf(target.documentId, target.version);
  if (sheetCountOf(version) === 0) throw notFound(SHEET_NOT_READY);
  return { path: previewPath(version.fileKey, checkedSheet(version, target.sheet), target.size) };
}

/** One sheet for the API: its label, the size of its page image and the URLs of its images. */
export async function sheetInfo(viewer: Viewer | null, documentId: number, sheet: number, versionNumber?: number) {
  const { room } = await documentIn(viewer, documentId);
  const version = await versionOf(documentId, versionNumber);
  const ready = sheetCountOf(version) > 0;
  const n = checkedSheet(version, sheet);
  const meta = ready
    ? await sharp(previewPath(version.fileKey, n, "page"))
        .metadata()
        .catch(() => null)
    : null;
  return {
    sheet: n,
    label: labelsOf(version)[n - 1] ?? null,
    version: version.version,
    width: meta?.width ?? null,
    height: meta?.height ?? null,
    thumbnail_url: ready ? sheetUrl(room.project.id, version, n, "thumb") : null,
    image_url: ready ? sheetUrl(room.project.id, version, n, "page") : null,
    preview_state: version.previewState,
    previews_done: version.previewsDone,
    page_count: version.pageCount,
  };
}

export type SheetQuery = { sheet?: number; version?: number; zoom?: number };

function zoomOf(value: number | undefined): (typeof ZOOM_LEVELS)[number] {
  return ZOOM_LEVELS.find((level) => level === value) ?? 1;
}

function previewOf(room: PlanRoom, version: VersionRow, query: SheetQuery) {
  const sheets = sheetCountOf(version);
  const sheet = sheets > 0 ? checkedSheet(version, query.sheet ?? 1) : 1;
  return {
    state: version.previewState,
    done: version.previewsDone,
    pageCount: version.pageCount,
    note: version.previewState === "ready" ? version.previewError : null,
    sheets,
    sheet,
    title: sheetTitle(labelsOf(version)[sheet - 1], sheet, sheets),
    imageUrl: sheets > 0 ? sheetUrl(room.project.id, version, sheet, "page") : null,
    zoom: zoomOf(query.zoom),
  };
}

/** The sheet viewer page: the document, the sheet asked for and the versions; records that the viewer opened it. */
export async function sheetViewer(viewer: Viewer, projectId: number, documentId: number, query: SheetQuery) {
  const { document, room } = await documentIn(viewer, documentId, projectId);
  const versions = await versionsOf(documentId);
  const version = query.version ? await versionOf(documentId, query.version) : versions[0];
  if (!version) throw notFound(DOCUMENT_NOT_FOUND);
  await recordDocumentActivity(viewer, room, documentId, "opened");
  return {
    project: { id: room.project.id, title: room.project.title },
    document: { id: document.id, title: document.title },
    version: {
      number: version.version,
      isCurrent: version.version === versions[0]?.version,
      createdAt: version.createdAt,
      originalName: version.originalName,
      contentType: version.contentType,
      size: version.size,
    },
    preview: previewOf(room, version, query),
    versions: versions.map((v) => ({ number: v.version, createdAt: v.createdAt, originalName: v.originalName })),
    currentVersion: versions[0]?.version ?? version.version,
  };
}

export type SheetViewerData = Awaited<ReturnType<typeof sheetViewer>>;
