/**
 * Addenda (docs/product-rules.md#plan-room-addenda-and-activity): the owner issues a numbered, dated note with the document versions it
 * brings; every bidder is told (inbox and email) and acknowledges it ("I have reviewed Addendum 2"); the owner sees
 * who has and who has not. Every read and write goes through the plan room's one access rule.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, max, min, sql } from "drizzle-orm";

import {
  addenda,
  addendumAcknowledgements,
  bidInvitations,
  documentVersions,
  projectApplications,
  projectDocuments,
} from "../../db/schema";
import { conflict, forbidden, invalid, notFound } from "~/domain/errors.server";
import { excerpt, notify } from "~/domain/notifications.server";
import { nameOf, personCards } from "~/domain/people.server";
import { bidderIdsOf, isBidder, ownPlanRoom, planRoomOf } from "~/domain/plan-room-access.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first, prepared, transaction } from "~/infra/db.server";

export const ADDENDUM_BIDDERS_ONLY = "Only the subcontractors bidding on this project acknowledge its addenda.";

export type AddendumInput = { note: string; versionIds?: number[] };

/** A document version as the addendum form offers it. */
export type PendingVersion = {
  version_id: number;
  document_id: number;
  title: string;
  version: number;
  original_name: string;
  uploaded_at: string;
};

export type AddendumPerson = { id: number; display_name: string; profile_url: string | null };

export type AddendumView = {
  id: number;
  number: number;
  issued_at: string;
  note: string;
  documents: { document_id: number; version_id: number; title: string; version: number }[];
  /** For a bidder: whether they acknowledged it; null for anyone else. */
  acknowledged: boolean | null;
  /** For the owner: the bidders who acknowledged it and those who have not; null for anyone else. */
  acknowledgements: { acknowledged: AddendumPerson[]; pending: AddendumPerson[] } | null;
};

export type ProjectAddenda = {
  project_id: number;
  /** The owner (may issue, sees acknowledgements), a bidder (acknowledges), or anyone else who may read the room. */
  viewer: "owner" | "bidder" | "reader";
  /** Newest first. */
  items: AddendumView[];
};

/**
 * When the first bidder could see the room: the project's first invitation or application, or null when no one is
 * bidding yet.
 */
async function firstBidderAt(projectId: number): Promise<Date | null> {
  const invited = (
    await first(
      db
        .select({ at: min(bidInvitations.createdAt) })
        .from(bidInvitations)
        .where(eq(bidInvitations.projectId, projectId))
        .limit(1),
    )
  )?.at;
  const applied = (
    await first(
      db
        .select({ at: min(projectApplications.createdAt) })
        .from(projectApplications)
        .where(eq(projectApplications.projectId, projectId))
        .limit(1),
    )
  )?.at;
  const times = [invited, applied].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

/**
 * The versions the next addendum offers (pre-ticked): uploaded since the last addendum was issued, or, before the
 * first one, since the first bidder was invited or applied, and not in an addendum yet. What came before anyone was
 * bidding is the original bid set.
 */
export async function pendingAddendumVersions(actor: Viewer | null, projectId: number): Promise<PendingVersion[]> {
  await ownPlanRoom(actor, projectId);
  const lastIssued = (
    await first(
      db
        .select({ at: max(addenda.createdAt) })
        .from(addenda)
        .where(eq(addenda.projectId, projectId))
        .limit(1),
    )
  )?.at;
  const since = lastIssued instanceof Date ? lastIssued : await firstBidderAt(projectId);
  if (!since) return [];
  return (
    await db
      .select({
        version_id: documentVersions.id,
        document_id: documentVersions.documentId,
        title: projectDocuments.title,
        version: documentVersions.version,
        original_name: documentVersions.originalName,
        uploaded: documentVersions.createdAt,
      })
      .from(documentVersions)
      .innerJoin(projectDocuments, eq(projectDocuments.id, documentVersions.documentId))
      .where(
        and(
          eq(documentVersions.projectId, projectId),
          isNull(documentVersions.addendumId),
          gte(documentVersions.createdAt, since),
        ),
      )
      .orderBy(asc(projectDocuments.title), asc(documentVersions.documentId), asc(documentVersions.version))
  ).map(({ uploaded, ...v }) => ({ ...v, uploaded_at: uploaded.toISOString() }));
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The versions an addendum takes: this project's, none already in an addendum (400 and 409 otherwise). */
async function claimableVersions(tx: Tx, projectId: number, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: documentVersions.id, addendumId: documentVersions.addendumId, number: addenda.number })
    .from(documentVersions)
    .leftJoin(addenda, eq(addenda.id, documentVersions.addendumId))
    .where(and(inArray(documentVersions.id, ids), eq(documentVersions.projectId, projectId)));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    throw invalid(`Document version ${missing[0]} is not in this project's plan room`, {
      version_ids: ["Choose versions of this project's documents"],
    });
  }
  const taken = rows.find((r) => r.addendumId !== null);
  if (taken) throw conflict(`Document version ${taken.id} is already in Addendum ${taken.number}`);
}

/**
 * Issues the project's next addendum (1, 2, 3 …) with the given versions (none: a clarification note) and tells
 * every bidder in their inbox and by email. Returns it with how many bidders were told.
 */
export async function issueAddendum(actor: Viewer | null, projectId: number, input: AddendumInput) {
  const room = await ownPlanRoom(actor, projectId);
  const versionIds = [...new Set(input.versionIds ?? [])];
  return await transaction(async (tx) => {
    await claimableVersions(tx, projectId, versionIds);
    const last = (
      await first(
        tx
          .select({ n: max(addenda.number) })
          .from(addenda)
          .where(eq(addenda.projectId, projectId))
          .limit(1),
      )
    )?.n;
    const addendum = (
      await tx
        .insert(addenda)
        .values({
          projectId,
          number: (last ?? 0) + 1,
          note: input.note,
          issuedBy: room.project.creatorId,
          createdAt: now(),
        })
        .returning()
    )[0];
    if (versionIds.length) {
      await tx
        .update(documentVersions)
        .set({ addendumId: addendum.id })
        .where(inArray(documentVersions.id, versionIds));
    }
    const bidders = await bidderIdsOf(projectId);
    const issuer = await nameOf(tx, room.project.creatorId);
    for (const userId of bidders) {
      await notify(tx, {
        userId,
        kind: "addendum_issued",
        actorId: room.project.creatorId,
        title: `${issuer} issued Addendum ${addendum.number} to "${room.project.title}"`,
        body: excerpt(input.note),
        link: `/projects/${projectId}/documents`,
        dedupeKey: `addendum:${addendum.id}`,
      });
    }
    return {
      id: addendum.id,
      project_id: projectId,
      number: addendum.number,
      issued_at: addendum.createdAt.toISOString(),
      note: addendum.note,
      version_ids: versionIds,
      bidders_told: bidders.length,
    };
  });
}

/** "I have reviewed Addendum 2": a bidder's acknowledgement, recorded once (a repeat answers the same). */
export async function acknowledgeAddendum(viewer: Viewer | null, addendumId: number) {
  const addendum = Number.isSafeInteger(addendumId)
    ? await first(
        db
          .select({ id: addenda.id, projectId: addenda.projectId, number: addenda.number })
          .from(addenda)
          .where(eq(addenda.id, addendumId))
          .limit(1),
      )
    : undefined;
  if (!addendum) throw notFound("Addendum not found");
  const room = await planRoomOf(viewer, addendum.projectId);
  const userId = viewer!.id;
  if (!room.can.acknowledge || !(await isBidder(userId, addendum.projectId))) throw forbidden(ADDENDUM_BIDDERS_ONLY);
  await db
    .insert(addendumAcknowledgements)
    .values({ addendumId: addendum.id, userId, createdAt: now() })
    .onConflictDoNothing();
  const row = (await first(
    db
      .select({ at: addendumAcknowledgements.createdAt })
      .from(addendumAcknowledgements)
      .where(and(eq(addendumAcknowledgements.addendumId, addendum.id), eq(addendumAcknowledgements.userId, userId)))
      .limit(1),
  ))!;
  return {
    addendum_id: addendum.id,
    project_id: addendum.projectId,
    number: addendum.number,
    acknowledged_at: row.at.toISOString(),
  };
}

/** Who acknowledged which of the project's addenda: addendum id → user ids (only `userId`'s when given). */
async function acknowledgementsOf(projectId: number, userId?: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .select({ addendumId: addendumAcknowledgements.addendumId, userId: addendumAcknowledgements.userId })
    .from(addendumAcknowledgements)
    .innerJoin(addenda, eq(addenda.id, addendumAcknowledgements.addendumId))
    .where(and(eq(addenda.projectId, projectId), userId ? eq(addendumAcknowledgements.userId, userId) : undefined));
  const byAddendum = new Map<number, Set<number>>();
  for (const r of rows) byAddendum.set(r.addendumId, (byAddendum.get(r.addendumId) ?? new Set()).add(r.userId));
  return byAddendum;
}

/** The project's bidders as the owner's lists name them (business name; a profile link only where they may open it). */
async function biddersAsPeople(viewer: Viewer, projectId: number): Promise<AddendumPerson[]> {
  const cards = await personCards(viewer, await bidderIdsOf(projectId));
  return [...cards.values()]
    .map((c) => ({ id: c.id, display_name: c.display_name, profile_url: c.profile_url }))
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
}

const addendaNewestFirst = prepared(() =>
  db
    .select()
    .from(addenda)
    .where(eq(addenda.projectId, sql.placeholder("projectId")))
    .orderBy(desc(addenda.number))
    .prepare(),
);

const addendaDocuments = prepared(() =>
  db
    .select({
      addendumId: documentVersions.addendumId,
      document_id: documentVersions.documentId,
      version_id: documentVersions.id,
      title: projectDocuments.title,
      version: documentVersions.version,
    })
    .from(documentVersions)
    .innerJoin(projectDocuments, eq(projectDocuments.id, documentVersions.documentId))
    .where(and(eq(documentVersions.projectId, sql.placeholder("projectId")), isNotNull(documentVersions.addendumId)))
    .orderBy(asc(projectDocuments.title), asc(documentVersions.documentId), asc(documentVersions.version))
    .prepare(),
);

/**
 * The project's addenda, newest first, with their documents; a bidder sees which they acknowledged, the owner who
 * of the bidders has and who has not.
 */
export async function addendaOf(viewer: Viewer | null, projectId: number): Promise<ProjectAddenda> {
  const room = await planRoomOf(viewer, projectId);
  const me = viewer!.id;
  const role = room.can.manage
    ? "owner"
    : room.can.acknowledge && (await isBidder(me, projectId))
      ? "bidder"
      : "reader";
  const rows = await addendaNewestFirst().execute({ projectId });
  if (rows.length === 0) return { project_id: projectId, viewer: role, items: [] };
  const documents = await addendaDocuments().execute({ projectId });
  const acks =
    role === "reader"
      ? new Map<number, Set<number>>()
      : await acknowledgementsOf(projectId, role === "bidder" ? me : undefined);
  const bidders = role === "owner" ? await biddersAsPeople(viewer!, projectId) : [];
  const items = rows.map((a): AddendumView => {
    const who = acks.get(a.id) ?? new Set<number>();
    return {
      id: a.id,
      number: a.number,
      issued_at: a.createdAt.toISOString(),
      note: a.note,
      documents: documents.filter((d) => d.addendumId === a.id).map(({ addendumId: _, ...d }) => d),
      acknowledged: role === "bidder" ? who.has(me) : null,
      acknowledgements:
        role === "owner"
          ? { acknowledged: bidders.filter((b) => who.has(b.id)), pending: bidders.filter((b) => !who.has(b.id)) }
          : null,
    };
  });
  return { project_id: projectId, viewer: role, items };
}

/** A bidder's addenda for the project page's notice; null for anyone else (the page shows none). */
export async function bidderAddendaOf(viewer: Viewer, projectId: number): Promise<ProjectAddenda | null> {
  if (!(await isBidder(viewer.id, projectId))) return null;
  const addenda = await addendaOf(viewer, projectId);
  return addenda.viewer === "bidder" ? addenda : null;
}

/** What the Issue addendum form shows: the project, the number the addendum will get and the versions it offers. */
export async function addendumDraftOf(actor: Viewer | null, projectId: number) {
  const room = await ownPlanRoom(actor, projectId);
  const last = (
    await first(
      db
        .select({ n: max(addenda.number) })
        .from(addenda)
        .where(eq(addenda.projectId, projectId))
        .limit(1),
    )
  )?.n;
  return {
    project: { id: room.project.id, title: room.project.title },
    number: (last ?? 0) + 1,
    bidders: (await bidderIdsOf(projectId)).length,
    pending: await pendingAddendumVersions(actor, projectId),
  };
}

/** The project's addenda by number (what a bid must be priced on), oldest first. */
export async function issuedAddenda(projectId: number) {
  return await db
    .select({ id: addenda.id, number: addenda.number })
    .from(addenda)
    .where(eq(addenda.projectId, projectId))
    .orderBy(asc(addenda.number));
}

/** The ids of the project's addenda the user acknowledged in the plan room. */
export async function acknowledgedAddendumIds(projectId: number, userId: number): Promise<Set<number>> {
  return new Set((await acknowledgementsOf(projectId, userId)).keys());
}

/** Acknowledgements given in a bid, inside the bid's transaction (each once, like the plan room's button). */
export async function acknowledgeInBid(tx: Tx, userId: number, addendumIds: number[]) {
  for (const addendumId of addendumIds) {
    await tx.insert(addendumAcknowledgements).values({ addendumId, userId, createdAt: now() }).onConflictDoNothing();
  }
}
