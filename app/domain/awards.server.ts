/**
 * Awarding a project from the applications page (docs/decisions/015-undo-window.md): accept one application, move an
 * open project to in progress and, if asked, reject the other pending applications telling them it was awarded. The
 * award's notifications (and so their emails) are held for AWARD_UNDO_WINDOW_MS; until then Undo puts everything back
 * and nobody hears a thing. The API's PUT /api/applications/{id}/status keeps deciding at once (decideApplication).
 */
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";

import { awards, notifications, outbox, projectApplications, projects } from "../../db/schema";
import { AWARD_UNDO_WINDOW_MS } from "~/constants";
import { markAccepted } from "~/domain/applications.server";
import { amountsVisible, assertMayAccept, bidWindowOf } from "~/domain/bid-window.server";
import { conflict, notFound } from "~/domain/errors.server";
import { notify } from "~/domain/notifications.server";
import { nameOf, personCards } from "~/domain/people.server";
import type { Viewer } from "~/domain/privacy.server";
import { ownProject } from "~/domain/projects.server";
import { now } from "~/infra/clock.server";
import { db, first, transaction } from "~/infra/db.server";

type ProjectRow = Awaited<ReturnType<typeof ownProject>>;

/** What the confirmation says: who gets it, for how much, and how many others are still waiting. */
export type AwardPreview = {
  project: { id: number; title: string; status: ProjectRow["status"] };
  application: { id: number; applicant_name: string; bid_amount: string | null };
  other_pending: number;
};

/** The owner's pending application to award, on a project that can still be awarded; or why not. */
async function awardable(actor: Viewer, projectId: number, applicationId: number) {
  const project = await ownProject(actor, projectId);
  const application = Number.isSafeInteger(applicationId)
    ? await first(
        db
          .select()
          .from(projectApplications)
          .where(and(eq(projectApplications.id, applicationId), eq(projectApplications.projectId, projectId)))
          .limit(1),
      )
    : undefined;
  const card = application ? (await personCards(actor, [application.applicantId])).get(application.applicantId) : null;
  if (!application || !card) throw notFound("Application not found");
  if (application.status !== "pending") throw conflict("This application has already been decided.");
  if (project.status === "completed" || project.status === "canceled") {
    throw conflict(`This project is ${project.status}: it can no longer be awarded.`);
  }
  assertMayAccept(bidWindowOf(project));
  return { project, application, applicantName: card.display_name };
}

const otherPendingWhere = (projectId: number, applicationId: number) =>
  and(
    eq(projectApplications.projectId, projectId),
    eq(projectApplications.status, "pending"),
    ne(projectApplications.id, applicationId),
  );

/** The confirmation page's facts ("Award to Limestone & Co. for $140,300? 20 others are pending"). */
export async function awardPreview(actor: Viewer, projectId: number, applicationId: number): Promise<AwardPreview> {
  const { project, application, applicantName } = await awardable(actor, projectId, applicationId);
  const others = (
    await db
      .select({ id: projectApplications.id })
      .from(projectApplications)
      .where(otherPendingWhere(projectId, applicationId))
  ).length;
  return {
    project: { id: project.id, title: project.title, status: project.status },
    application: {
      id: application.id,
      applicant_name: applicantName,
      bid_amount: amountsVisible(bidWindowOf(project), actor.id, application.applicantId)
        ? application.bidAmount
        : null,
    },
    other_pending: others,
  };
}

export type AwardView = { id: number; undo_until: string; rejected: number; applicant_name: string };

/**
 * Accepts the application (its project, if open, becomes in progress); with `tellOthers` the other pending
 * applications are rejected with a notification that the project was awarded, without it they stay pending and
 * hear nothing. Every notification is held until the undo window ends.
 */
export async function awardApplication(
  actor: Viewer,
  projectId: number,
  applicationId: number,
  { tellOthers }: { tellOthers: boolean },
): Promise<AwardView> {
  const { project, application, applicantName } = await awardable(actor, projectId, applicationId);
  const undoUntil = new Date(now().getTime() + AWARD_UNDO_WINDOW_MS);
  const award = await transaction(async (tx) => {
    const at = now();
    await markAccepted(tx, application.id, project, at);
    const rejected = tellOthers
      ? await tx
          .update(projectApplications)
          .set({ status: "rejected", updatedAt: at })
          .where(otherPendingWhere(project.id, application.id))
          .returning({ id: projectApplications.id, applicantId: projectApplications.applicantId })
      : [];
    const owner = await nameOf(tx, actor.id);
    const held = {
      kind: "application_decided" as const,
      actorId: actor.id,
      link: `/projects/${project.id}`,
      heldUntil: undoUntil,
    };
    const notificationIds = [
      await notify(tx, {
        ...held,
        userId: application.applicantId,
        title: `Your application to "${project.title}" was accepted`,
        body: `${owner} chose your bid.`,
      }),
      ...(await Promise.all(
        rejected.map(
          async (r) =>
            await notify(tx, {
              ...held,
              userId: r.applicantId,
              title: `"${project.title}" has been awarded`,
              body: `${owner} chose another bid, so your application was not selected. Thank you for applying.`,
            }),
        ),
      )),
    ].filter((id) => id !== null);
    return (
      await tx
        .insert(awards)
        .values({
          projectId: project.id,
          applicationId: application.id,
          previousProjectStatus: project.status,
          rejectedApplicationIds: JSON.stringify(rejected.map((r) => r.id)),
          notificationIds: JSON.stringify(notificationIds),
          undoUntil,
          createdAt: at,
        })
        .returning({ id: awards.id, rejected: awards.rejectedApplicationIds })
    )[0];
  });
  return {
    id: award.id,
    undo_until: undoUntil.toISOString(),
    rejected: (JSON.parse(award.rejected) as number[]).length,
    applicant_name: applicantName,
  };
}

type AwardRow = typeof awards.$inferSelect;

async function awardView(actor: Viewer, row: AwardRow): Promise<AwardView> {
  const applicantId = (
    await first(
      db
        .select({ id: projectApplications.applicantId })
        .from(projectApplications)
        .where(eq(projectApplications.id, row.applicationId))
        .limit(1),
    )
  )?.id;
  const card = applicantId ? (await personCards(actor, [applicantId])).get(applicantId) : undefined;
  return {
    id: row.id,
    undo_until: row.undoUntil.toISOString(),
    rejected: (JSON.parse(row.rejectedApplicationIds) as number[]).length,
    applicant_name: card?.display_name ?? "the subcontractor",
  };
}

/** The project's award that can still be undone, if any (the Undo banner on the applications page). */
export async function undoableAward(actor: Viewer, projectId: number): Promise<AwardView | null> {
  await ownProject(actor, projectId);
  const row = await first(
    db
      .select()
      .from(awards)
      .where(and(eq(awards.projectId, projectId), gt(awards.undoUntil, now())))
      .orderBy(desc(awards.id))
      .limit(1),
  );
  return row ? awardView(actor, row) : null;
}

const TOO_LATE = "Too late to undo: the award's notifications have gone out. Contact the subcontractors directly.";

/**
 * Undoes an award inside its window: the application and the ones it rejected are pending again, the project is
 * back to its status before (unless it has moved on since), and the held notifications and their emails are
 * removed unseen. After the window (or once any of its emails left the outbox) it is refused with 409.
 */
export async function undoAward(actor: Viewer, projectId: number, awardId: number): Promise<AwardView> {
  await ownProject(actor, projectId);
  const row = Number.isSafeInteger(awardId)
    ? await first(
        db
          .select()
          .from(awards)
          .where(and(eq(awards.id, awardId), eq(awards.projectId, projectId)))
          .limit(1),
      )
    : undefined;
  if (!row) throw notFound("This award was already undone, or it does not exist.");
  if (row.undoUntil <= now()) throw conflict(TOO_LATE);
  const view = await awardView(actor, row);
  const notificationIds = JSON.parse(row.notificationIds) as number[];
  const rejectedIds = JSON.parse(row.rejectedApplicationIds) as number[];
  await transaction(async (tx) => {
    const gone = await first(
      tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.notificationId, notificationIds), ne(outbox.state, "pending")))
        .limit(1),
    );
    if (gone) throw conflict(TOO_LATE);
    await tx.delete(outbox).where(inArray(outbox.notificationId, notificationIds));
    await tx.delete(notifications).where(inArray(notifications.id, notificationIds));
    const at = now();
    await tx
      .update(projectApplications)
      .set({ status: "pending", updatedAt: at })
      .where(and(eq(projectApplications.id, row.applicationId), eq(projectApplications.status, "accepted")));
    if (rejectedIds.length) {
      await tx
        .update(projectApplications)
        .set({ status: "pending", updatedAt: at })
        .where(and(inArray(projectApplications.id, rejectedIds), eq(projectApplications.status, "rejected")));
    }
    if (row.previousProjectStatus !== "in_progress") {
      await tx
        .update(projects)
        .set({ status: row.previousProjectStatus, updatedAt: at })
        .where(and(eq(projects.id, projectId), eq(projects.status, "in_progress")));
    }
    await tx.delete(awards).where(eq(awards.id, row.id));
  });
  return view;
}
