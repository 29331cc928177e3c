/**
 * The bid-day job (docs/product-rules.md#questions-and-answers): reminders to invited subcontractors who have not bid,
 * 48 and 24 hours before bids are due, and the bid opening of a sealed project. Each project's reminder and opening
 * is claimed with one conditional UPDATE inside the transaction that records the notifications, so with several
 * processes each goes out once per due date; a due date moved past a reminder's send time makes it due again.
 */
import { and, eq, gt, inArray, isNull, lte, notExists, or, sql } from "drizzle-orm";

import { bidInvitations, invitationMutes, projectApplications, projects, users } from "../../db/schema";
import { BID_REMINDER_HOURS } from "~/constants";
import { notify } from "~/domain/notifications.server";
import { now } from "~/infra/clock.server";
import { db, transaction, notIndexed } from "~/infra/db.server";
import { DEFAULT_TIME_ZONE, formatInstant } from "~/lib/time-zones";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type ReminderHours = (typeof BID_REMINDER_HOURS)[number];

const HOUR_MS = 60 * 60 * 1000;
/** A sealed project whose opening notice the job missed still gets it for this long after the due date. */
const OPENING_GRACE_MS = 7 * 24 * HOUR_MS;

const REMINDER_COLUMN = { 48: projects.bidReminder48At, 24: projects.bidReminder24At } as const;
const REMINDER_FIELD = { 48: "bidReminder48At", 24: "bidReminder24At" } as const;

/** Not sent for the current due date: never, or before this due date's window opened (the date moved later). */
function reminderDueSql(hours: ReminderHours) {
  const column = REMINDER_COLUMN[hours];
  return or(isNull(column), sql`${column} < ${projects.bidsDueAt} - ${hours * HOUR_MS}`);
}

/**
 * The status is read from each row found, not searched by: the due-date range (projects_bids_due_idx) is the
 * narrow one, and without table statistics the planner would otherwise take the status index.
 */
const openSql = sql`${notIndexed(projects.status)} = 'open'`;

/**
 * Open projects whose due date lies in the reminder's window: at most `hours` ahead and more than the next
 * reminder's hours ahead (a window missed entirely is not sent late: the next reminder is).
 */
export function reminderCandidates(hours: ReminderHours, at: Date) {
  const next = BID_REMINDER_HOURS[BID_REMINDER_HOURS.indexOf(hours) + 1] ?? 0;
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        gt(projects.bidsDueAt, new Date(at.getTime() + next * HOUR_MS)),
        lte(projects.bidsDueAt, new Date(at.getTime() + hours * HOUR_MS)),
        openSql,
        reminderDueSql(hours),
      ),
    );
}

/** Invited (not declined, not applied), not yet bid, active, and not muting the project's contractor. */
async function remindable(tx: Tx, project: { id: number; creatorId: number }) {
  return await tx
    .select({ id: users.id, zone: users.timeZone })
    .from(bidInvitations)
    .innerJoin(users, eq(users.id, bidInvitations.subcontractorId))
    .where(
      and(
        eq(bidInvitations.projectId, project.id),
        inArray(bidInvitations.status, ["sent", "viewed"]),
        eq(users.accountStatus, "active"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(projectApplications)
            .where(
              and(
                eq(projectApplications.projectId, project.id),
                eq(projectApplications.applicantId, bidInvitations.subcontractorId),
              ),
            ),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invitationMutes)
            .where(
              and(
                eq(invitationMutes.subcontractorId, bidInvitations.subcontractorId),
                eq(invitationMutes.contractorId, project.creatorId),
              ),
            ),
        ),
      ),
    );
}

/** Claims one project's reminder and records it for each invitee; how many were told (0 when another took it). */
async function remindProject(projectId: number, hours: ReminderHours, at: Date): Promise<number> {
  return await transaction(async (tx) => {
    const claimed = (
      await tx
        .update(projects)
        .set({ [REMINDER_FIELD[hours]]: at })
        .where(and(eq(projects.id, projectId), eq(projects.status, "open"), reminderDueSql(hours)))
        .returning({ id: projects.id, title: projects.title, creatorId: projects.creatorId, dueAt: projects.bidsDueAt })
    )[0];
    if (!claimed?.dueAt) return 0;
    let told = 0;
    for (const invitee of await remindable(tx, claimed)) {
      const due = formatInstant(claimed.dueAt, invitee.zone ?? DEFAULT_TIME_ZONE);
      const id = await notify(tx, {
        userId: invitee.id,
        kind: "bid_reminder",
        actorId: claimed.creatorId,
        title: `Bids for "${claimed.title}" are due in ${hours} hours: ${due}`,
        body: "You were invited to bid and have not sent a bid yet.",
        link: `/projects/${claimed.id}/bid`,
        dedupeKey: `bid-reminder:${claimed.id}:${claimed.dueAt.getTime()}:${hours}`,
      });
      if (id !== null) told++;
    }
    return told;
  });
}

/** The 48- and 24-hour reminders due now. Returns how many subcontractors were reminded. */
export async function sendBidReminders(at = now()): Promise<number> {
  let told = 0;
  for (const hours of BID_REMINDER_HOURS) {
    for (const { id } of await reminderCandidates(hours, at)) told += await remindProject(id, hours, at);
  }
  return told;
}

/** Not told for the current due date: never, or before it (the date moved later after an opening). */
const openingDueSql = () =>
  or(isNull(projects.bidsOpenedNoticeAt), sql`${projects.bidsOpenedNoticeAt} < ${projects.bidsDueAt}`);

/** Claims one sealed project's opening and tells the owner and every bidder; how many were told. */
async function openProject(projectId: number, at: Date): Promise<number> {
  return await transaction(async (tx) => {
    const claimed = (
      await tx
        .update(projects)
        .set({ bidsOpenedNoticeAt: at })
        .where(and(eq(projects.id, projectId), openingDueSql()))
        .returning({ id: projects.id, title: projects.title, creatorId: projects.creatorId, dueAt: projects.bidsDueAt })
    )[0];
    if (!claimed?.dueAt) return 0;
    const bidders = (
      await tx
        .select({ id: projectApplications.applicantId })
        .from(projectApplications)
        .where(eq(projectApplications.projectId, claimed.id))
    ).map((b) => b.id);
    const dedupeKey = `bid-opening:${claimed.id}:${claimed.dueAt.getTime()}`;
    const count = `${bidders.length} ${bidders.length === 1 ? "bid" : "bids"}`;
    const told = [
      await notify(tx, {
        userId: claimed.creatorId,
        kind: "bid_opening",
        title: `Bids are open on "${claimed.title}": ${count}`,
        body: "The due date has passed: every amount is shown now.",
        link: `/projects/${claimed.id}/leveling`,
        dedupeKey,
      }),
      ...(await Promise.all(
        bidders.map(
          async (userId) =>
            await notify(tx, {
              userId,
              kind: "bid_opening",
              actorId: claimed.creatorId,
              title: `Bids are open on "${claimed.title}"`,
              body: `The due date has passed and the contractor can now see every bid (${count}).`,
              link: `/projects/${claimed.id}/bid`,
              dedupeKey,
            }),
        ),
      )),
    ];
    return told.filter((id) => id !== null).length;
  });
}

/** Tells of the openings due now (openingCandidates). Returns how many were told. */
export async function sendBidOpenings(at = now()): Promise<number> {
  let told = 0;
  for (const p of await openingCandidates(at)) told += await openProject(p.id, at);
  return told;
}

/** Sealed projects whose due date has just passed and whose opening was not told yet. */
export function openingCandidates(at: Date) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        gt(projects.bidsDueAt, new Date(at.getTime() - OPENING_GRACE_MS)),
        lte(projects.bidsDueAt, at),
        eq(projects.bidsSealed, true),
        sql`${notIndexed(projects.status)} <> 'canceled'`,
        openingDueSql(),
      ),
    );
}

/** The job's run: reminders, then openings. */
export async function runBidDay(at = now()): Promise<string> {
  return `${await sendBidReminders(at)} reminders sent, ${await sendBidOpenings(at)} told of bid openings`;
}
