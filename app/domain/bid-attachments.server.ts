/**
 * Files attached to a bid (the bidder's own proposal): checked and stored like plan room files
 * (domain/plan-documents, infra/plan-files). Only the bidder and the project's owner download them, and the owner
 * not while the bids are sealed: a proposal states prices.
 */
import { count, eq } from "drizzle-orm";

import { bidAttachments } from "../../db/schema";
import { amountsVisible, bidWindowOf } from "~/domain/bid-window.server";
import { applicationWithProject } from "~/domain/bids.server";
import { conflict, forbidden, notFound } from "~/domain/errors.server";
import { assertFileSize, cleanName, inspectPlanUpload, type IncomingPlanFile } from "~/domain/plan-documents.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { movePlanFileIntoPlace, planFilePath, removePlanFile } from "~/infra/plan-files.server";

/** How many files one bid carries. */
const BID_ATTACHMENTS_MAX = 10;

/** The bidder attaches a file to their pending bid (PDF, DOCX, XLSX, images; the plan room's size limit). */
export async function attachToBid(actor: Viewer, applicationId: number, file: IncomingPlanFile) {
  const { application } = await applicationWithProject(applicationId);
  if (application.applicantId !== actor.id) throw notFound("Application not found");
  if (application.status !== "pending") throw conflict("Files can be attached to a pending bid only.");
  const inspected = await inspectPlanUpload(file);
  assertFileSize(inspected.size);
  const held =
    (
      await first(
        db.select({ n: count() }).from(bidAttachments).where(eq(bidAttachments.applicationId, application.id)).limit(1),
      )
    )?.n ?? 0;
  if (held >= BID_ATTACHMENTS_MAX) throw conflict(`A bid can carry up to ${BID_ATTACHMENTS_MAX} files.`);
  const key = await movePlanFileIntoPlace(file.path);
  try {
    return (
      await db
        .insert(bidAttachments)
        .values({
          applicationId: application.id,
          fileKey: key,
          contentType: inspected.contentType,
          size: inspected.size,
          originalName: cleanName(file.name),
          sha256: inspected.sha256,
          createdAt: now(),
        })
        .returning({
          id: bidAttachments.id,
          original_name: bidAttachments.originalName,
          content_type: bidAttachments.contentType,
          size: bidAttachments.size,
        })
    )[0];
  } catch (error) {
    removePlanFile(key);
    throw error;
  }
}

/** A bid's file for download: its bidder always, the project's owner once the bids are open (403 while sealed). */
export async function readBidAttachment(viewer: Viewer | null, projectId: number, attachmentId: number) {
  const row = Number.isSafeInteger(attachmentId)
    ? await first(
        db
          .select({ file: bidAttachments, applicationId: bidAttachments.applicationId })
          .from(bidAttachments)
          .where(eq(bidAttachments.id, attachmentId))
          .limit(1),
      )
    : undefined;
  if (!row || !viewer) throw notFound("File not found");
  const { application, project } = await applicationWithProject(row.applicationId);
  const mine = application.applicantId === viewer.id;
  if (project.id !== projectId || (!mine && project.creatorId !== viewer.id)) throw notFound("File not found");
  if (!amountsVisible(bidWindowOf(project), viewer.id, application.applicantId)) {
    throw forbidden("Bids are sealed until the due date: their files open at the bid opening.");
  }
  return {
    path: planFilePath(row.file.fileKey),
    contentType: row.file.contentType,
    size: row.file.size,
    sha256: row.file.sha256,
    lastModified: row.file.createdAt,
    filename: row.file.originalName,
  };
}
