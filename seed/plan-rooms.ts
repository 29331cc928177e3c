/**
 * Demo plan rooms: a few open projects with invited bidders get a drawing set (4 to 12 sheets), a project manual
 * and a site photo, and one of them Addendum 1 with a revised sheet set that some bidders acknowledged and others
 * not yet. Sheet previews are left `pending`: the preview job renders them after start, never the seed.
 */
import fs from "node:fs";
import path from "node:path";

import { and, asc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";

import type { DocumentCategory } from "../app/constants";
import { bidderIdsOf } from "../app/domain/plan-room-access.server";
import { addDocument, addVersion } from "../app/domain/plan-documents.server";
import { newIncomingPath } from "../app/infra/plan-files.server";
import type { DB } from "../db/client";
import * as t from "../db/schema";
import { makeProjectPhoto } from "./media";
import type { SHEETS, Sheet } from "./plan-sets";
import { first } from "../db/client";

/** The contractors whose open projects get a plan room (they are the ones who invite bidders in the demo). */
const PLAN_ROOM_OWNERS = ["summit_builders", "lone_star_contracting", "front_range_construction"];
const ROOMS = 4;

type DemoProject = { id: number; title: string; creatorId: number; tradeType: string };

export type DemoDocument = {
  title: string;
  category: DocumentCategory;
  bytes: Uint8Array;
  originalName: string;
  addendumId?: number;
};

/**
 * Stores one document, or a new version of the one with this title, the way an upload does (the plan room's
 * domain: type by the bytes, limits, previews left to the job); a version of an addendum is marked as its.
 */
async function addDemoDocument(db: DB, project: DemoProject, doc: DemoDocument) {
  const owner = { id: project.creatorId, role: "general_contractor" as const };
  const file = { path: newIncomingPath(), name: doc.originalName };
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  fs.writeFileSync(file.path, doc.bytes);
  const existing = await first(
    db
      .select({ id: t.projectDocuments.id })
      .from(t.projectDocuments)
      .where(and(eq(t.projectDocuments.projectId, project.id), eq(t.projectDocuments.title, doc.title)))
      .limit(1),
  );
  const added = existing
    ? await addVersion(owner, existing.id, file)
    : await addDocument(owner, project.id, { title: doc.title, category: doc.category, file });
  if (doc.addendumId) {
    await db
      .update(t.documentVersions)
      .set({ addendumId: doc.addendumId })
      .where(and(eq(t.documentVersions.documentId, added.id), eq(t.documentVersions.version, added.current_version)));
  }
}

/** The first open projects of the inviting contractors that have bidders. */
async function roomProjects(db: DB): Promise<DemoProject[]> {
  const candidates = await db
    .select({
      id: t.projects.id,
      title: t.projects.title,
      creatorId: t.projects.creatorId,
      tradeType: t.projects.tradeType,
    })
    .from(t.projects)
    .innerJoin(t.users, eq(t.users.id, t.projects.creatorId))
    .where(and(inArray(t.users.username, PLAN_ROOM_OWNERS), eq(t.projects.status, "open")))
    .orderBy(asc(t.projects.id));
  const rooms: DemoProject[] = [];
  for (const p of candidates) {
    if (rooms.length === ROOMS) break;
    if ((await bidderIdsOf(p.id)).length > 0) rooms.push(p);
  }
  return rooms;
}

/** 4 to 12 sheets: the cover and architecture always, then more disciplines as the set grows. */
function sheetsFor(s: typeof SHEETS, k: number): Sheet[] {
  const sets: Sheet[][] = [
    [...s.general, ...s.architectural.slice(0, 2), s.electrical[0]],
    [...s.general, ...s.architectural.slice(0, 3), ...s.structural, ...s.electrical],
    [...s.general, ...s.architectural, ...s.structural, ...s.mechanical, ...s.electrical, ...s.plumbing],
    [...s.general, ...s.architectural.slice(0, 2), s.structural[1], ...s.mechanical, s.plumbing[0]],
  ];
  return sets[k % sets.length];
}

/** A site photo small enough for the demo (the 1600 px demo photo, re-encoded at 1000 px). */
async function sitePhoto(trade: string, seed: number) {
  const photo = await makeProjectPhoto({ trade, seed });
  return sharp(photo).resize({ width: 1000 }).jpeg({ quality: 70 }).toBuffer();
}

/** Addendum 1 on the first room: a revised floor plan set, acknowledged by half of the bidders. */
async function issueAddendum(db: DB, project: DemoProject) {
  const addendum = (
    await db
      .insert(t.addenda)
      .values({
        projectId: project.id,
        number: 1,
        note: "Revised floor plan: the storage room moves to grid C, and the corridor widens to 6 ft. Bid date unchanged.",
        issuedBy: project.creatorId,
      })
      .returning({ id: t.addenda.id })
  )[0];
  const bidders = await bidderIdsOf(project.id);
  const acknowledged = bidders.slice(0, Math.ceil(bidders.length / 2));
  if (acknowledged.length) {
    await db
      .insert(t.addendumAcknowledgements)
      .values(acknowledged.map((userId) => ({ addendumId: addendum.id, userId })));
  }
  return addendum.id;
}

/** Fills the demo plan rooms (after the main seed, on its database). */
export async function seedPlanRooms(db: DB) {
  const { makePlanSet, makeSpecification, SHEETS } = await import("./plan-sets");
  const date = new Date().toISOString().slice(0, 10);
  const rooms = await roomProjects(db);
  for (const [k, project] of rooms.entries()) {
    const sheets = sheetsFor(SHEETS, k);
    const drawings = await makePlanSet(project.title, sheets, date, project.id);
    const name = project.title.replace(/[^\w -]+/g, "").trim();
    await addDemoDocument(db, project, {
      title: "Drawings - bid set",
      category: "drawings",
      bytes: drawings.bytes,
      originalName: `${name} - Drawings.pdf`,
    });
    if (k === 0) {
      const spec = await makeSpecification(project.title, date);
      await addDemoDocument(db, project, {
        title: "Project manual",
        category: "specifications",
        bytes: spec.bytes,
        originalName: `${name} - Project manual.pdf`,
      });
      const photo = await sitePhoto(project.tradeType, project.id);
      await addDemoDocument(db, project, {
        title: "Site photo - existing conditions",
        category: "photos",
        bytes: photo,
        originalName: "site-existing-conditions.jpg",
      });
      const revised = await makePlanSet(project.title, sheets, date, project.id + 1);
      await addDemoDocument(db, project, {
        title: "Drawings - bid set",
        category: "drawings",
        bytes: revised.bytes,
        originalName: `${name} - Drawings (Addendum 1).pdf`,
        addendumId: await issueAddendum(db, project),
      });
    }
  }
}
