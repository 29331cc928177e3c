/**
 * A project's plan room as its list page and `GET /api/projects/{id}/documents` show it: the documents with their
 * current version, by category, the progress of their sheet previews and, for the owner, the storage used.
 * Who may open it is decided by planRoomOf (domain/plan-room-access), the one rule.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";

import { addenda, documentVersions, projectDocuments, projects } from "../../db/schema";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  PLAN_PROJECT_MAX_BYTES,
  type DocumentAccess,
  type DocumentCategory,
  type PreviewState,
} from "~/constants";
import { DomainError } from "~/domain/errors.server";
import { ownPlanRoom, planRoomOf } from "~/domain/plan-room-access.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first, prepared } from "~/infra/db.server";

/** A document with its current version, as the list shows it. */
export type PlanDocument = {
  id: number;
  title: string;
  category: DocumentCategory;
  version: number;
  content_type: string;
  size: number;
  original_name: string;
  page_count: number | null;
  /** "A-101 … A-112" when the sheets carry numbers, else null. */
  sheet_range: string | null;
  preview: { state: PreviewState; done: number; total: number | null };
  /** Sheet 1's thumbnail once it is rendered, else null. */
  thumbnail_url: string | null;
  /** The addendum that issued the current version, if one did. */
  addendum_number: number | null;
  updated_at: string;
  url: string;
  file_url: string;
};

export type PlanRoomCategory = {
  category: DocumentCategory;
  label: string;
  count: number;
  documents: PlanDocument[];
};

export type PlanRoomListing = {
  project: { id: number; title: string; documents_access: DocumentAccess };
  can: { manage: boolean; acknowledge: boolean };
  /** Every category in DOCUMENT_CATEGORIES order that has documents. */
  categories: PlanRoomCategory[];
  document_count: number;
  /** Pages rendered of the pages waiting ("Preparing previews: 34 of 120"), or null when nothing is waiting. */
  preparing: { done: number; total: number } | null;
  /** The owner's: bytes of every version of every document against PLAN_PROJECT_MAX_BYTES; null for others. */
  storage: { used: number; limit: number } | null;
};

const WAITING: PreviewState[] = ["pending", "rendering"];

/** One query: each document joined to its current version (both by index), in category then title order. */
async function currentVersionsOf(projectId: number) {
  return await db
    .select({
      id: projectDocuments.id,
      title: projectDocuments.title,
      category: projectDocuments.category,
      version: documentVersions.version,
      contentType: documentVersions.contentType,
      size: documentVersions.size,
      originalName: documentVersions.originalName,
      pageCount: documentVersions.pageCount,
      previewState: documentVersions.previewState,
      previewsDone: documentVersions.previewsDone,
      sheetLabels: documentVersions.sheetLabels,
      addendumNumber: addenda.number,
      createdAt: documentVersions.createdAt,
    })
    .from(projectDocuments)
    .innerJoin(
      documentVersions,
      and(
        eq(documentVersions.documentId, projectDocuments.id),
        eq(documentVersions.version, projectDocuments.currentVersion),
      ),
    )
    .leftJoin(addenda, eq(addenda.id, documentVersions.addendumId))
    .where(eq(projectDocuments.projectId, projectId))
    .orderBy(asc(projectDocuments.category), asc(projectDocuments.title), asc(projectDocuments.id));
}

type VersionRow = Awaited<ReturnType<typeof currentVersionsOf>>[number];

/** "A-101 … A-112" from the stored labels (a JSON array by page), when the PDF had sheet numbers. */
export function sheetRange(labels: string | null): string | null {
  if (!labels) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(labels);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const [first, last] = [parsed[0], parsed[parsed.length - 1]];
  if (typeof first !== "string" || typeof last !== "string") return null;
  return parsed.length === 1 ? first : `${first} … ${last}`;
}

/** Sheet 1 can be shown once the job rendered it: the version in the URL keeps a new version from an old image. */
function thumbnailOf(projectId: number, row: VersionRow): string | null {
  const rendered = row.previewState === "ready" || (row.previewState === "rendering" && row.previewsDone > 0);
  return rendered ? `/projects/${projectId}/documents/${row.id}/sheets/1/thumb?v=${row.version}` : null;
}

function toDocument(projectId: number, row: VersionRow): PlanDocument {
  const base = `/projects/${projectId}/documents/${row.id}`;
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    version: row.version,
    content_type: row.contentType,
    size: row.size,
    original_name: row.originalName,
    page_count: row.pageCount,
    sheet_range: sheetRange(row.sheetLabels),
    preview: { state: row.previewState, done: row.previewsDone, total: row.pageCount },
    thumbnail_url: thumbnailOf(projectId, row),
    addendum_number: row.addendumNumber,
    updated_at: row.createdAt.toISOString(),
    url: base,
    file_url: `${base}/file`,
  };
}

function byCategory(documents: PlanDocument[]): PlanRoomCategory[] {
  return DOCUMENT_CATEGORIES.map((category) => {
    const inCategory = documents.filter((d) => d.category === category);
    return { category, label: DOCUMENT_CATEGORY_LABELS[category], count: inCategory.length, documents: inCategory };
  }).filter((group) => group.count > 0);
}

/** Pages rendered and pages to render over the versions still waiting for previews. */
function previewProgress(documents: PlanDocument[]) {
  const waiting = documents.filter((d) => WAITING.includes(d.preview.state));
  if (waiting.length === 0) return null;
  return waiting.reduce((sum, d) => ({ done: sum.done + d.preview.done, total: sum.total + (d.preview.total ?? 0) }), {
    done: 0,
    total: 0,
  });
}

/** Every stored version of every document of the project (what PLAN_PROJECT_MAX_BYTES limits). */
export async function storageUsedBy(projectId: number): Promise<number> {
  const row = await first(
    db
      .select({ used: sql<number>`coalesce(sum(${documentVersions.size}), 0)` })
      .from(documentVersions)
      .where(eq(documentVersions.projectId, projectId))
      .limit(1),
  );
  return row?.used ?? 0;
}

/** The plan room list for the viewer: 401/404/403 with the reason from planRoomOf. */
export async function listPlanRoom(viewer: Viewer | null, projectId: number): Promise<PlanRoomListing> {
  const room = await planRoomOf(viewer, projectId);
  const documents = (await currentVersionsOf(projectId)).map((row) => toDocument(projectId, row));
  return {
    project: { id: room.project.id, title: room.project.title, documents_access: room.project.documentsAccess },
    can: { manage: room.can.manage, acknowledge: room.can.acknowledge },
    categories: byCategory(documents),
    document_count: documents.length,
    preparing: previewProgress(documents),
    storage: room.can.manage ? { used: await storageUsedBy(projectId), limit: PLAN_PROJECT_MAX_BYTES } : null,
  };
}

const documentCount = prepared(() =>
  db
    .select({ documents: count() })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, sql.placeholder("projectId")))
    .limit(1)
    .prepare(),
);

/**
 * The project page's link to the plan room: its document count when the viewer may open it, null when the rule
 * keeps them out (the project page itself stays theirs to see).
 */
export async function planRoomLinkFor(viewer: Viewer, projectId: number): Promise<{ documents: number } | null> {
  try {
    await planRoomOf(viewer, projectId);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
  const row = await first(documentCount().execute({ projectId }));
  return { documents: row?.documents ?? 0 };
}

/** The owner opens the plan room to every signed-in subcontractor, or keeps it to the bidders. */
export async function setDocumentsAccess(viewer: Viewer | null, projectId: number, access: DocumentAccess) {
  await ownPlanRoom(viewer, projectId);
  await db.update(projects).set({ documentsAccess: access, updatedAt: now() }).where(eq(projects.id, projectId));
}
