/**
 * The plan room's activity: which documents each bidder opened or downloaded, first and last time and how often,
 * one row per person, document and action. The owner reads it to chase bidders: only subcontractors' visits count.
 */
import { sql } from "drizzle-orm";

import { documentActivity } from "../../db/schema";
import type { DocumentAction } from "~/constants";
import type { PlanRoom } from "~/domain/plan-room-access.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db } from "~/infra/db.server";

/** Records that the viewer opened (a sheet, the document page) or downloaded a document of this plan room. */
export function recordDocumentActivity(viewer: Viewer, room: PlanRoom, documentId: number, action: DocumentAction) {
  if (!room.can.acknowledge) return;
  const at = now();
  db.insert(documentActivity)
    .values({ projectId: room.project.id, documentId, userId: viewer.id, action, firstAt: at, lastAt: at })
    .onConflictDoUpdate({
      target: [documentActivity.documentId, documentActivity.userId, documentActivity.action],
      set: { count: sql`${documentActivity.count} + 1`, lastAt: at },
    })
    .run();
}
