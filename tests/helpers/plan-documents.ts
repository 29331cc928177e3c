/**
 * Plan room documents as rows only (a fake file_key, no bytes on disk): for tests of addenda and activity, which
 * never read the file. Tests of uploads, previews and downloads make documents through the upload domain instead.
 */
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { documentVersions, projectDocuments } from "../../db/schema";
import type { DocumentCategory } from "~/constants";
import { now } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";

const fakeKey = () => randomBytes(16).toString("hex");

/** A document with its first version; returns both ids. */
export async function addDocumentRow(
  owner: { id: number },
  projectId: number,
  title = "A-101 Floor plan",
  category: DocumentCategory = "drawings",
) {
  const at = now();
  const doc = (
    await db
      .insert(projectDocuments)
      .values({ projectId, title, category, createdBy: owner.id, createdAt: at, updatedAt: at })
      .returning()
  )[0];
  const version = await addVersionRow(owner, doc.id);
  return { documentId: doc.id, versionId: version.versionId };
}

/** The next version of a document; returns its id and number. */
export async function addVersionRow(owner: { id: number }, documentId: number) {
  const doc = (await first(db.select().from(projectDocuments).where(eq(projectDocuments.id, documentId)).limit(1)))!;
  const last = (
    await db
      .select({ version: documentVersions.version })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
  ).reduce((max, v) => Math.max(max, v.version), 0);
  const version = last + 1;
  const row = (
    await db
      .insert(documentVersions)
      .values({
        documentId,
        projectId: doc.projectId,
        version,
        fileKey: fakeKey(),
        contentType: "application/pdf",
        size: 1024,
        originalName: `${doc.title}.pdf`,
        sha256: randomBytes(32).toString("hex"),
        uploadedBy: owner.id,
        createdAt: now(),
      })
      .returning({ id: documentVersions.id })
  )[0];
  await db.update(projectDocuments).set({ currentVersion: version }).where(eq(projectDocuments.id, documentId));
  return { versionId: row.id, version };
}
