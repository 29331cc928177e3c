/**
 * Plan room files for the sheet tests: small drawing sets with sheet numbers in their title blocks, and the hostile
 * ones (encrypted, truncated, a 200-inch page), stored where the preview job reads them. The documents are inserted
 * as rows until the plan room's own addDocument is on this branch.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";
import { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb } from "pdf-lib";

import { documentVersions, projectDocuments } from "../../db/schema";
import { db, first } from "~/infra/db.server";
import { planFilePath } from "~/infra/plan-files.server";

/** A drawing set of 24 × 36 inch sheets (smaller when asked), one sheet number each in the bottom-right corner. */
export async function drawingSet(labels: string[], { inches = [36, 24] } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [w, h] = inches.map((n) => n * 72);
  for (const [i, label] of labels.entries()) {
    const page = pdf.addPage([w, h]);
    page.drawRectangle({ x: 36, y: 36, width: w - 72, height: h - 72, borderColor: rgb(0, 0, 0), borderWidth: 3 });
    for (let x = 144; x < w - 400; x += 144) {
      page.drawLine({ start: { x, y: 144 }, end: { x, y: h - 144 }, thickness: 1, color: rgb(0.3, 0.3, 0.6) });
    }
    page.drawText(`FLOOR PLAN ${i + 1}`, { x: 144, y: h - 120, size: 28, font });
    page.drawRectangle({ x: w - 360, y: 48, width: 300, height: 140, borderColor: rgb(0, 0, 0), borderWidth: 2 });
    page.drawText("SHEET", { x: w - 340, y: 150, size: 12, font });
    page.drawText(label, { x: w - 340, y: 80, size: 40, font });
  }
  return pdf.save();
}

/** A PDF whose trailer names an /Encrypt dictionary no empty password opens (pdf-lib cannot encrypt). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await drawingSet(["A-101"]));
  const junk = () => PDFHexString.of(crypto.randomBytes(32).toString("hex"));
  const encrypt = pdf.context.obj({ Filter: "Standard", V: 1, R: 2, P: -4 });
  encrypt.set(PDFName.of("O"), junk());
  encrypt.set(PDFName.of("U"), junk());
  pdf.context.trailerInfo.Encrypt = pdf.context.register(encrypt);
  pdf.context.trailerInfo.ID = pdf.context.obj([junk(), junk()]);
  return pdf.save({ useObjectStreams: false });
}

/** The first half of a real PDF, as an upload cut off and stored anyway would be. */
export async function truncatedPdf(): Promise<Uint8Array> {
  const whole = await drawingSet(["A-101", "A-102"]);
  return whole.slice(0, Math.floor(whole.length / 2));
}

/**
 * A document with one version of these bytes, waiting for its previews, as the upload leaves it. Returns the ids
 * and the version's file key.
 */
export async function storeDocument(
  owner: { id: number },
  projectId: number,
  bytes: Uint8Array,
  { title = "Architectural set", contentType = "application/pdf", version = 1, documentId = 0 } = {},
) {
  const fileKey = crypto.randomBytes(16).toString("hex");
  fs.mkdirSync(path.dirname(planFilePath(fileKey)), { recursive: true });
  fs.writeFileSync(planFilePath(fileKey), bytes);
  const id =
    documentId ||
    (
      await db
        .insert(projectDocuments)
        .values({ projectId, title, category: "drawings", createdBy: owner.id })
        .returning({ id: projectDocuments.id })
    )[0].id;
  await db.update(projectDocuments).set({ currentVersion: version }).where(eq(projectDocuments.id, id));
  const versionRow = (
    await db
      .insert(documentVersions)
      .values({
        documentId: id,
        projectId,
        version,
        fileKey,
        contentType,
        size: bytes.length,
        originalName: `${title}.pdf`,
        sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
        uploadedBy: owner.id,
        previewState: "pending",
      })
      .returning({ id: documentVersions.id })
  )[0];
  return { documentId: id, versionId: versionRow.id, fileKey };
}

export async function versionRow(versionId: number) {
  const row = await first(db.select().from(documentVersions).where(eq(documentVersions.id, versionId)).limit(1));
  if (!row) throw new Error(`no version ${versionId}`);
  return row;
}
