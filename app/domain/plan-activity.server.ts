/**
 * The plan room's activity: which documents each bidder opened or downloaded, first and last time and how often,
 * one row per person, document and action. The owner reads it to chase bidders: only subcontractors' visits count.
 */
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";

import { addenda, addendumAcknowledgements, documentActivity, projectDocuments } from "../../db/schema";
import { PLAN_ACTIVITY_PAGE_SIZE, type DocumentAction } from "~/constants";
import { personCards } from "~/domain/people.server";
import { bidderIdsOf, ownPlanRoom, type PlanRoom } from "~/domain/plan-room-access.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";

/** Records that the viewer opened (a sheet, the document page) or downloaded a document of this plan room. */
export async function recordDocumentActivity(
  viewer: Viewer,
  room: PlanRoom,
  documentId: number,
  action: DocumentAction,
) {
  if (!room.can.acknowledge) return;
  const at = now();
  await db
    .insert(documentActivity)
    .values({ projectId: room.project.id, documentId, userId: viewer.id, action, firstAt: at, lastAt: at })
    .onConflictDoUpdate({
      target: [documentActivity.documentId, documentActivity.userId, documentActivity.action],
      set: { count: sql`${documentActivity.count} + 1`, lastAt: at },
    });
}

export type ActivityMark = { first_at: string; last_at: string; count: number };

export type BidderActivity = {
  person: { id: number; display_name: string; profile_url: string | null };
  /** Invited (not declined) or applied; false for a subcontractor who read a room open to every subcontractor. */
  bidder: boolean;
  /** Per document they opened or downloaded, by title. */
  documents: { document_id: number; title: string; opened: ActivityMark | null; downloaded: ActivityMark | null }[];
  /** The numbers of the addenda they acknowledged. */
  acknowledged: number[];
};

export type PlanRoomActivity = {
  project: { id: number; title: string };
  document_count: number;
  /** The project's addenda by number, oldest first. */
  addenda: number[];
  items: BidderActivity[];
  total: number;
  page: number;
  page_count: number;
};

const mark = (r: { firstAt: Date; lastAt: Date; count: number }): ActivityMark => ({
  first_at: r.firstAt.toISOString(),
  last_at: r.lastAt.toISOString(),
  count: r.count,
});

/**
 * The order bidders are chased in: those who opened nothing first, then by their last visit, longest ago first.
 * One grouped query over the project's activity (document_activity_project_user_idx).
 */
async function biddersInChaseOrder(projectId: number, bidders: number[]): Promise<number[]> {
  const lastSeen = new Map(
    (
      await db
        .select({ userId: documentActivity.userId, last: max(documentActivity.lastAt) })
        .from(documentActivity)
        .where(eq(documentActivity.projectId, projectId))
        .groupBy(documentActivity.userId)
    ).map((r) => [r.userId, r.last?.getTime() ?? 0]),
  );
  const people = [...new Set([...bidders, ...lastSeen.keys()])];
  const unseen = people.filter((id) => !lastSeen.has(id)).sort((a, b) => a - b);
  const seen = people.filter((id) => lastSeen.has(id)).sort((a, b) => lastSeen.get(a)! - lastSeen.get(b)!);
  return [...unseen, ...seen];
}

/**
 * The owner's plan room activity, a page of bidders at a time: per bidder, each document they opened or
 * downloaded (first and last time, how often) and the addenda they acknowledged. The subcontractors who read a
 * room open to every subcontractor are listed too.
 */
export async function planRoomActivity(actor: Viewer | null, projectId: number, page = 1): Promise<PlanRoomActivity> {
  const room = await ownPlanRoom(actor, projectId);
  const bidders = await bidderIdsOf(projectId);
  const order = await biddersInChaseOrder(projectId, bidders);
  const total = order.length;
  const pageCount = Math.max(1, Math.ceil(total / PLAN_ACTIVITY_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const ids = order.slice((current - 1) * PLAN_ACTIVITY_PAGE_SIZE, current * PLAN_ACTIVITY_PAGE_SIZE);
  const rows = ids.length
    ? await db
        .select({
          userId: documentActivity.userId,
          documentId: documentActivity.documentId,
          title: projectDocuments.title,
          action: documentActivity.action,
          count: documentActivity.count,
          firstAt: documentActivity.firstAt,
          lastAt: documentActivity.lastAt,
        })
        .from(documentActivity)
        .innerJoin(projectDocuments, eq(projectDocuments.id, documentActivity.documentId))
        .where(and(eq(documentActivity.projectId, projectId), inArray(documentActivity.userId, ids)))
        .orderBy(asc(projectDocuments.title), asc(documentActivity.documentId))
    : [];
  const issued = await db
    .select({ id: addenda.id, number: addenda.number })
    .from(addenda)
    .where(eq(addenda.projectId, projectId))
    .orderBy(asc(addenda.number));
  const acks =
    ids.length && issued.length
      ? await db
          .select({ userId: addendumAcknowledgements.userId, number: addenda.number })
          .from(addendumAcknowledgements)
          .innerJoin(addenda, eq(addenda.id, addendumAcknowledgements.addendumId))
          .where(and(eq(addenda.projectId, projectId), inArray(addendumAcknowledgements.userId, ids)))
          .orderBy(asc(addenda.number))
      : [];
  const documentCount =
    (
      await first(
        db.select({ n: count() }).from(projectDocuments).where(eq(projectDocuments.projectId, projectId)).limit(1),
      )
    )?.n ?? 0;
  const cards = await personCards(actor, ids);
  const bidding = new Set(bidders);
  const items = ids.map((id): BidderActivity => {
    const card = cards.get(id);
    const documents = new Map<number, BidderActivity["documents"][number]>();
    for (const r of rows.filter((row) => row.userId === id)) {
      const entry = documents.get(r.documentId) ?? {
        document_id: r.documentId,
        title: r.title,
        opened: null,
        downloaded: null,
      };
      entry[r.action] = mark(r);
      documents.set(r.documentId, entry);
    }
    return {
      person: { id, display_name: card?.display_name ?? "Deleted account", profile_url: card?.profile_url ?? null },
      bidder: bidding.has(id),
      documents: [...documents.values()],
      acknowledged: acks.filter((a) => a.userId === id).map((a) => a.number),
    };
  });
  return {
    project: { id: room.project.id, title: room.project.title },
    document_count: documentCount,
    addenda: issued.map((a) => a.number),
    items,
    total,
    page: current,
    page_count: pageCount,
  };
}
