/** Bid invitations: a general contractor asks chosen subcontractors to bid, and a subcontractor can say no. */
import { and, count, desc, eq, sql } from "drizzle-orm";

import { bidInvitations, invitationMutes, projects, users } from "../../db/schema";
import { MAX_INVITATIONS_PER_PROJECT } from "~/constants";
import { conflict, DomainError, forbidden, notFound } from "~/domain/errors.server";
import { nameOf, type PersonCard, personCards } from "~/domain/people.server";
import { excerpt, notify } from "~/domain/notifications.server";
import { profileVisibleSql, type Viewer } from "~/domain/privacy.server";
import { ownProject } from "~/domain/projects.server";
import { now } from "~/infra/clock.server";
import { db, first, prepared, transaction } from "~/infra/db.server";
import { publish } from "~/infra/events.server";

type InvitationRow = typeof bidInvitations.$inferSelect;

export type InvitationView = {
  id: number;
  project_id: number;
  contractor_id: number;
  subcontractor_id: number;
  note: string | null;
  status: InvitationRow["status"];
  decline_reason: string | null;
  created_at: string;
  updated_at: string;
};

const toView = (r: InvitationRow): InvitationView => ({
  id: r.id,
  project_id: r.projectId,
  contractor_id: r.contractorId,
  subcontractor_id: r.subcontractorId,
  note: r.note,
  status: r.status,
  decline_reason: r.declineReason,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** 422: the one status the API uses for the per-project cap. */
const capReached = () =>
  new DomainError("unprocessable", `A project can have at most ${MAX_INVITATIONS_PER_PROJECT} invitations.`);

/**
 * Invites a subcontractor whose profile the contractor may see to bid on one of the contractor's open projects: at
 * most 25 per project, once per subcontractor, never to one who muted this contractor.
 */
export async function inviteToBid(
  actor: Viewer,
  projectId: number,
  input: { subcontractor_id: number; note?: string },
) {
  const project = await ownProject(actor, projectId);
  if (project.status !== "open") throw conflict("Only open projects take invitations.");
  const sub = await first(
    db
      .select({ id: users.id, role: users.role, status: users.accountStatus })
      .from(users)
      .where(and(eq(users.id, input.subcontractor_id), profileVisibleSql(actor)))
      .limit(1),
  );
  // A profile the contractor may not see answers like an unknown id, so invitations cannot probe for hidden ones.
  if (!sub || sub.role !== "subcontractor" || sub.status !== "active") throw notFound("Subcontractor not found");
  const muted = await first(
    db
      .select({ id: invitationMutes.id })
      .from(invitationMutes)
      .where(and(eq(invitationMutes.subcontractorId, sub.id), eq(invitationMutes.contractorId, actor.id)))
      .limit(1),
  );
  if (muted) throw forbidden("This subcontractor is not accepting invitations from you");
  const created = await transaction(async (tx) => {
    const sent =
      (
        await first(
          tx.select({ n: count() }).from(bidInvitations).where(eq(bidInvitations.projectId, projectId)).limit(1),
        )
      )?.n ?? 0;
    if (sent >= MAX_INVITATIONS_PER_PROJECT) throw capReached();
    const existing = await first(
      tx
        .select({ id: bidInvitations.id })
        .from(bidInvitations)
        .where(and(eq(bidInvitations.projectId, projectId), eq(bidInvitations.subcontractorId, sub.id)))
        .limit(1),
    );
    if (existing) throw conflict("This subcontractor is already invited to this project.");
    const note = input.note?.trim();
    await notify(tx, {
      userId: sub.id,
      kind: "bid_invitation",
      actorId: actor.id,
      title: `${await nameOf(tx, actor.id)} invited you to bid on "${project.title}"`,
      body: note ? excerpt(note) : null,
      link: `/projects/${projectId}`,
    });
    return (
      await tx
        .insert(bidInvitations)
        .values({
          projectId,
          contractorId: actor.id,
          subcontractorId: sub.id,
          note: input.note?.trim() || null,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning()
    )[0];
  });
  publish(sub.id, { type: "connection" });
  return toView(created);
}

export type MyInvitation = InvitationView & {
  project: { id: number; title: string; status: string; location: string };
  contractor: PersonCard | null;
  muted: boolean;
};

/** The Invitations tab: the subcontractor's invitations, newest first, with project and company. */
export async function listMyInvitations(actor: Viewer): Promise<MyInvitation[]> {
  if (actor.role !== "subcontractor") throw forbidden("Only subcontractors receive bid invitations.");
  const rows = await db
    .select({ invitation: bidInvitations, title: projects.title, status: projects.status, location: projects.location })
    .from(bidInvitations)
    .innerJoin(projects, eq(projects.id, bidInvitations.projectId))
    .where(eq(bidInvitations.subcontractorId, actor.id))
    .orderBy(desc(bidInvitations.createdAt), desc(bidInvitations.id))
    .limit(100);
  const contractors = await personCards(
    actor,
    rows.map((r) => r.invitation.contractorId),
  );
  const muted = new Set(
    (
      await db
        .select({ id: invitationMutes.contractorId })
        .from(invitationMutes)
        .where(eq(invitationMutes.subcontractorId, actor.id))
    ).map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toView(r.invitation),
    project: { id: r.invitation.projectId, title: r.title, status: r.status, location: r.location },
    contractor: contractors.get(r.invitation.contractorId) ?? null,
    muted: muted.has(r.invitation.contractorId),
  }));
}

const invitationOf = prepared(() =>
  db
    .select()
    .from(bidInvitations)
    .where(
      and(
        eq(bidInvitations.projectId, sql.placeholder("projectId")),
        eq(bidInvitations.subcontractorId, sql.placeholder("subcontractorId")),
      ),
    )
    .limit(1)
    .prepare(),
);

/** The subcontractor's invitation to a project, marked viewed the first time they open it. */
export async function invitationFor(actor: Viewer, projectId: number): Promise<InvitationView | null> {
  const row = await first(invitationOf().execute({ projectId, subcontractorId: actor.id }));
  if (!row) return null;
  if (row.status === "sent") {
    await db.update(bidInvitations).set({ status: "viewed", updatedAt: now() }).where(eq(bidInvitations.id, row.id));
    return toView({ ...row, status: "viewed" });
  }
  return toView(row);
}

/** The invitee declines, with an optional reason. */
export async function declineInvitation(actor: Viewer, id: number, reason?: string) {
  const row = Number.isSafeInteger(id)
    ? await first(db.select().from(bidInvitations).where(eq(bidInvitations.id, id)).limit(1))
    : undefined;
  if (!row || (row.subcontractorId !== actor.id && row.contractorId !== actor.id))
    throw notFound("Invitation not found");
  if (row.subcontractorId !== actor.id) throw forbidden("Only the invited subcontractor can decline.");
  if (row.status === "applied") throw conflict("You have already applied to this project.");
  await db
    .update(bidInvitations)
    .set({ status: "declined", declineReason: reason?.trim() || null, updatedAt: now() })
    .where(eq(bidInvitations.id, id));
  return toView((await first(db.select().from(bidInvitations).where(eq(bidInvitations.id, id)).limit(1)))!);
}

/** 'Stop invitations from this company', and undo. */
export async function setContractorMuted(actor: Viewer, contractorId: number, muted: boolean) {
  if (actor.role !== "subcontractor") throw forbidden("Only subcontractors receive bid invitations.");
  if (muted) {
    await db.insert(invitationMutes).values({ subcontractorId: actor.id, contractorId }).onConflictDoNothing();
  } else {
    await db
      .delete(invitationMutes)
      .where(and(eq(invitationMutes.subcontractorId, actor.id), eq(invitationMutes.contractorId, contractorId)));
  }
}

/** The owner's view of a project's invitations and their states (sent, viewed, applied, declined). */
export async function listProjectInvitations(actor: Viewer, projectId: number) {
  await ownProject(actor, projectId);
  const rows = await db
    .select()
    .from(bidInvitations)
    .where(eq(bidInvitations.projectId, projectId))
    .orderBy(desc(bidInvitations.createdAt));
  const subs = await personCards(
    actor,
    rows.map((r) => r.subcontractorId),
  );
  return rows.map((r) => ({ ...toView(r), subcontractor: subs.get(r.subcontractorId) ?? null }));
}
