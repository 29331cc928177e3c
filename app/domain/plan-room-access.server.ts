/**
 * Who may open a project's plan room (docs/decisions/016-plan-room.md): the one rule every page, file, sheet image
 * and /api call of the plan room asks. The owner manages it; admins read everything; a subcontractor reads it when
 * invited to bid (an invitation not declined) or after applying, or, when the owner opened the room to them, any
 * signed-in subcontractor. A project a moderator hid keeps its documents from everyone but its owner and admins.
 */
import { and, eq, ne, sql } from "drizzle-orm";

import { bidInvitations, projectApplications, projects } from "../../db/schema";
import type { DocumentAccess } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { forbidden, notFound, unauthorized } from "~/domain/errors.server";
import { meParam, projectPageQuery, type Viewer } from "~/domain/privacy.server";
import { db, first, prepared } from "~/infra/db.server";

export const PLAN_ROOM_SIGN_IN = "Sign in to see this project's documents.";
export const PLAN_ROOM_BIDDERS_ONLY =
  "This project's documents are open to the subcontractors invited to bid and to those who applied. Apply to the project, or ask its contractor for an invitation.";
export const PLAN_ROOM_OTHER_CONTRACTOR =
  "A project's documents are open to the contractor who posted it and to the subcontractors bidding on it.";
export const PLAN_ROOM_OWNER_ONLY = "Only the contractor who posted this project can change its documents.";

export type PlanRoomProject = {
  id: number;
  title: string;
  creatorId: number;
  status: string;
  isHidden: boolean;
  documentsAccess: DocumentAccess;
};

export type PlanRoom = {
  project: PlanRoomProject;
  /** What the viewer may do here: read (pages, files, sheets), manage (upload, versions, addenda, activity). */
  can: { read: true; manage: boolean; acknowledge: boolean };
};

/** Why the viewer may not open the plan room, or null when they may. */
async function refusal(viewer: Viewer, project: PlanRoomProject): Promise<string | null> {
  const can = abilitiesOf(viewer);
  if (can.administer || project.creatorId === viewer.id) return null;
  if (!can.bid) return PLAN_ROOM_OTHER_CONTRACTOR;
  if (project.documentsAccess === "subcontractors") return null;
  return (await isBidder(viewer.id, project.id)) ? null : PLAN_ROOM_BIDDERS_ONLY;
}

const bidderRow = prepared(() => {
  const projectId = sql.placeholder("projectId");
  const userId = sql.placeholder("userId");
  return db
    .select({ one: sql<number>`1` })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectId),
        sql`(EXISTS (SELECT 1 FROM ${bidInvitations} WHERE ${and(
          eq(bidInvitations.projectId, projectId),
          eq(bidInvitations.subcontractorId, userId),
          ne(bidInvitations.status, "declined"),
        )}) OR EXISTS (SELECT 1 FROM ${projectApplications} WHERE ${and(
          eq(projectApplications.projectId, projectId),
          eq(projectApplications.applicantId, userId),
        )}))`,
      ),
    )
    .limit(1)
    .prepare();
});

/** Invited to bid (and not declined) or applied, whatever became of the application. */
export async function isBidder(userId: number, projectId: number): Promise<boolean> {
  return (await first(bidderRow().execute({ projectId, userId }))) !== undefined;
}

/** The project's bidders: invited and not declined, or applied (the people an addendum is told to). */
export async function bidderIdsOf(projectId: number): Promise<number[]> {
  const invited = await db
    .select({ id: bidInvitations.subcontractorId })
    .from(bidInvitations)
    .where(and(eq(bidInvitations.projectId, projectId), ne(bidInvitations.status, "declined")));
  const applied = await db
    .select({ id: projectApplications.applicantId })
    .from(projectApplications)
    .where(eq(projectApplications.projectId, projectId));
  return [...new Set([...invited, ...applied].map((r) => r.id))];
}

const planRoomProject = projectPageQuery((visible) =>
  db
    .select({
      id: projects.id,
      title: projects.title,
      creatorId: projects.creatorId,
      status: projects.status,
      isHidden: projects.isHidden,
      documentsAccess: projects.documentsAccess,
    })
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder("id")), visible))
    .prepare(),
);

/**
 * The plan room of a project for the viewer, or the refusal: 401 signed out, 404 for a project they may not see
 * (unknown, or hidden by a moderator), 403 with the reason for anyone the rule leaves out.
 */
export async function planRoomOf(viewer: Viewer | null, projectId: number): Promise<PlanRoom> {
  if (!viewer) throw unauthorized(PLAN_ROOM_SIGN_IN);
  const project = Number.isSafeInteger(projectId)
    ? await first(planRoomProject(viewer).execute({ id: projectId, me: meParam(viewer) }))
    : undefined;
  if (!project) throw notFound("Project not found");
  const reason = await refusal(viewer, project);
  if (reason) throw forbidden(reason);
  const manage = project.creatorId === viewer.id;
  return { project, can: { read: true, manage, acknowledge: abilitiesOf(viewer).bid } };
}

/** The plan room for a change: the owner only (403 with the reason for anyone who may merely read it). */
export async function ownPlanRoom(viewer: Viewer | null, projectId: number): Promise<PlanRoom> {
  const room = await planRoomOf(viewer, projectId);
  if (!room.can.manage) throw forbidden(PLAN_ROOM_OWNER_ONLY);
  return room;
}
