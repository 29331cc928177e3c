/**
 * Plan room documents as rows (a document and its versions), without files: enough for the list, the access rules
 * and the bench. The upload path (infra/plan-files) writes the same rows with the bytes.
 */
import { randomBytes } from "node:crypto";

import { documentVersions, projectDocuments } from "../../db/schema";
import type { DocumentCategory, PreviewState } from "~/constants";
import { db } from "~/infra/db.server";

export type DocumentRowInput = {
  title: string;
  category?: DocumentCategory;
  pages?: number | null;
  size?: number;
  previewState?: PreviewState;
  previewsDone?: number;
  sheetLabels?: string[] | null;
  /** Versions to store; the last is current. */
  versions?: number;
};

export async function addDocumentRow(project: { id: number; creator_id: number }, input: DocumentRowInput) {
  const versions = input.versions ?? 1;
  const document = (
    await db
      .insert(projectDocuments)
      .values({
        projectId: project.id,
        title: input.title,
        category: input.category ?? "drawings",
        currentVersion: versions,
        createdBy: project.creator_id,
      })
      .returning({ id: projectDocuments.id })
  )[0];
  for (let version = 1; version <= versions; version++) {
    await db.insert(documentVersions).values({
      documentId: document.id,
      projectId: project.id,
      version,
      fileKey: randomBytes(16).toString("hex"),
      contentType: "application/pdf",
      size: input.size ?? 1000,
      originalName: `${input.title}.pdf`,
      sha256: randomBytes(32).toString("hex"),
      uploadedBy: project.creator_id,
      pageCount: input.pages === undefined ? 3 : input.pages,
      previewState: input.previewState ?? "ready",
      previewsDone: input.previewsDone ?? (input.previewState && input.previewState !== "ready" ? 0 : 3),
      sheetLabels: input.sheetLabels ? JSON.stringify(input.sheetLabels) : null,
    });
  }
  return document.id;
}
