/**
 * Site visits and walkthroughs between two users (docs/product-rules.md#appointments). One books, the other accepts or
 * declines; either side cancels with a reason; the booker may move it (back to pending). Only people who may
 * contact each other book (the contact rule); an overlap with the attendee's confirmed appointments or a day they
 * marked unavailable is a warning, not a block.
 */
import { randomBytes } from "node:crypto";

import { and, asc, desc, eq, gt, gte, inArray, lt, ne, or } from "drizzle-orm";

import { appointments, bidInvitations, projectApplications, projects, users } from "../../db/schema";
import { conflict, forbidden, invalid, notFound } from "~/domain/errors.server";
import { fallsOnUnavailableDay } from "~/domain/free-busy.server";
import { notify } from "~/domain/notifications.server";
import { nameOf, type PersonCard, personCards } from "~/domain/people.server";
import { messagingPermission, projectVisibleSql, type Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first, transaction } from "~/infra/db.server";
import type { AppointmentInput } from "~/schemas/appointment";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zones";

const APPOINTMENTS_PAGE_SIZE = 20;

export type AppointmentStatus = "pending" | "confirmed" | "declined" | "canceled" | "completed";

export type AppointmentView = {
  id: number;
  title: string;
  description: string | null;
  start_time: string;
  end_time: string;
  location: string | null;
  /** Confirmed appointments whose end has passed read as completed. */
  status: AppointmentStatus;
  cancel_reason: string | null;
  creator_id: number;
  attendee_id: number;
  /** The other party, as the viewer sees them. */
  other: PersonCard | null;
  project: { id: number; title: string } | null;
  /** The viewer is the attendee and it waits for their answer. */
  awaiting_you: boolean;
};

type Row = typeof appointments.$inferSelect;

function statusOf(row: Row): AppointmentStatus {
  if (row.status === "confirmed" && row.endTime.getTime() < now().getTime()) return "completed";
  return row.status as AppointmentStatus;
}

async function viewsOf(viewer: Viewer, rows: Row[]): Promise<AppointmentView[]> {
  const others = rows.map((r) => (r.creatorId === viewer.id ? r.attendeeId : r.creatorId));
  const projectIds = rows.flatMap((r) => (r.projectId ? [r.projectId] : []));
  const [cards, titles] = await Promise.all([
    personCards(viewer, others),
    projectIds.length
      ? db.select({ id: projects.id, title: projects.title }).from(projects).where(inArray(projects.id, projectIds))
      : [],
  ]);
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((r, i) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    location: r.location,
    status: statusOf(r),
    cancel_reason: r.cancelReason,
    creator_id: r.creatorId,
    attendee_id: r.attendeeId,
    other: cards.get(others[i]) ?? null,
    project: r.projectId && titleOf.has(r.projectId) ? { id: r.projectId, title: titleOf.get(r.projectId)! } : null,
    awaiting_you: r.attendeeId === viewer.id && r.status === "pending",
  }));
}

/** Projects the two share: one created it and the other applied or was invited. */
export async function sharedProjects(a: number, b: number): Promise<{ id: number; title: string }[]> {
  // created_at is selected for PostgreSQL: a SELECT DISTINCT may only be ordered by what it selects.
  const between = async (creator: number, other: number) =>
    (
      await db
        .selectDistinct({ id: projects.id, title: projects.title, createdAt: projects.createdAt })
        .from(projects)
        .leftJoin(
          projectApplications,
          and(eq(projectApplications.projectId, projects.id), eq(projectApplications.applicantId, other)),
        )
        .leftJoin(
          bidInvitations,
          and(eq(bidInvitations.projectId, projects.id), eq(bidInvitations.subcontractorId, other)),
        )
        .where(
          and(
            eq(projects.creatorId, creator),
            projectVisibleSql(null),
            or(eq(projectApplications.applicantId, other), eq(bidInvitations.subcontractorId, other)),
          ),
        )
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(50)
    ).map(({ id, title }) => ({ id, title }));
  return [...(await between(a, b)), ...(await between(b, a))];
}

export type BookingWarning = { kind: "overlap" | "unavailable"; message: string };

/** What the attendee's calendar says about a proposed time (warnings only). */
async function bookingWarnings(
  attendeeId: number,
  start: Date,
  end: Date,
  exceptId?: number,
): Promise<BookingWarning[]> {
  const warnings: BookingWarning[] = [];
  const overlapping = await first(
    db
      .select({ id: appointments.id, title: appointments.title })
      .from(appointments)
      .where(
        and(
          or(eq(appointments.attendeeId, attendeeId), eq(appointments.creatorId, attendeeId)),
          eq(appointments.status, "confirmed"),
          lt(appointments.startTime, end),
          gt(appointments.endTime, start),
          exceptId ? ne(appointments.id, exceptId) : undefined,
        ),
      )
      .limit(1),
  );
  if (overlapping) {
    warnings.push({ kind: "overlap", message: "They already have a confirmed appointment at that time." });
  }
  if (await fallsOnUnavailableDay(attendeeId, start, end)) {
    warnings.push({ kind: "unavailable", message: "They marked that day unavailable on their calendar." });
  }
  return warnings;
}

function checkTimes(start: Date, end: Date) {
  if (end.getTime() <= start.getTime()) {
    throw invalid("The end must be after the start", { end_time: ["The end must be after the start"] });
  }
  if (start.getTime() <= now().getTime()) {
    throw invalid("The start must be in the future", { start_time: ["The start must be in the future"] });
  }
}

/**
 * Books an appointment (pending until the attendee answers). Returns it with the warnings; when there are warnings
 * and `acceptWarnings` is false nothing is written (the form shows them and asks again).
 */
export async function bookAppointment(
  actor: Viewer,
  input: AppointmentInput,
  { acceptWarnings = true } = {},
): Promise<{ appointment: AppointmentView | null; warnings: BookingWarning[] }> {
  if (input.attendee_id === actor.id) throw invalid("You cannot book an appointment with yourself.");
  const permission = await messagingPermission(actor, input.attendee_id);
  if (!permission.allowed) {
    throw permission.kind === "not_found"
      ? notFound(permission.reason)
      : forbidden(permission.reason.replace("accepts messages", "accepts appointments"));
  }
  const [start, end] = [new Date(input.start_time), new Date(input.end_time)];
  checkTimes(start, end);
  if (input.project_id && !(await sharedProjects(actor.id, input.attendee_id)).some((p) => p.id === input.project_id)) {
    throw invalid("Choose one of the projects you share", { project_id: ["Choose one of the projects you share"] });
  }
  const warnings = await bookingWarnings(input.attendee_id, start, end);
  if (warnings.length && !acceptWarnings) return { appointment: null, warnings };
  const row = await transaction(async (tx) => {
    const saved = (
      await tx
        .insert(appointments)
        .values({
          title: input.title,
          description: input.description ?? null,
          startTime: start,
          endTime: end,
          location: input.location ?? null,
          status: "pending",
          creatorId: actor.id,
          attendeeId: input.attendee_id,
          projectId: input.project_id ?? null,
        })
        .returning()
    )[0];
    await notifyAppointment(tx, saved, actor.id, input.attendee_id, "asked for a site visit");
    return saved;
  });
  return { appointment: (await viewsOf(actor, [row]))[0], warnings };
}

async function partyRow(actor: Viewer, id: number): Promise<Row> {
  const row = Number.isSafeInteger(id)
    ? await first(db.select().from(appointments).where(eq(appointments.id, id)).limit(1))
    : undefined;
  if (!row || (row.creatorId !== actor.id && row.attendeeId !== actor.id)) throw notFound("Appointment not found");
  return row;
}

export async function getAppointment(actor: Viewer, id: number): Promise<AppointmentView> {
  return (await viewsOf(actor, [await partyRow(actor, id)]))[0];
}

export type AppointmentChange =
  | { action: "accept" }
  | { action: "decline" }
  | { action: "cancel"; reason: string }
  | { action: "reschedule"; start_time: string; end_time: string };

/** Accept or decline (the attendee, while pending), cancel (either party, with a reason), reschedule (the booker). */
export async function changeAppointment(actor: Viewer, id: number, change: AppointmentChange) {
  const row = await partyRow(actor, id);
  const status = statusOf(row);
  const set: Partial<typeof appointments.$inferInsert> = { updatedAt: now() };
  if (change.action === "accept" || change.action === "decline") {
    if (row.attendeeId !== actor.id) throw forbidden("Only the person invited can answer.");
    if (status !== "pending") throw conflict(`This appointment is already ${status}.`);
    set.status = change.action === "accept" ? "confirmed" : "declined";
  } else if (change.action === "cancel") {
    if (status !== "pending" && status !== "confirmed") throw conflict(`This appointment is already ${status}.`);
    set.status = "canceled";
    set.cancelReason = change.reason;
    set.canceledBy = actor.id;
  } else {
    if (row.creatorId !== actor.id) throw forbidden("Only the person who booked it can move it.");
    if (status !== "pending" && status !== "confirmed") throw conflict(`This appointment is already ${status}.`);
    const [start, end] = [new Date(change.start_time), new Date(change.end_time)];
    checkTimes(start, end);
    Object.assign(set, { startTime: start, endTime: end, status: "pending" });
  }
  const other = row.creatorId === actor.id ? row.attendeeId : row.creatorId;
  const what = {
    accept: "accepted your site visit",
    decline: "declined your site visit",
    cancel: "canceled the site visit",
    reschedule: "moved the site visit",
  }[change.action];
  await transaction(async (tx) => {
    await tx.update(appointments).set(set).where(eq(appointments.id, id));
    await notifyAppointment(tx, { ...row, ...set }, actor.id, other, what);
  });
  return getAppointment(actor, id);
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** "Acme Electric accepted your site visit 'Walkthrough' on Tue, Dec 1, 9:00 AM", in the recipient's time zone. */
async function notifyAppointment(
  tx: Tx,
  appointment: Pick<Row, "id" | "title" | "startTime" | "cancelReason">,
  actorId: number,
  userId: number,
  what: string,
) {
  const zone = (await first(tx.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1)))
    ?.zone;
  const when = appointment.startTime.toLocaleString("en-US", {
    timeZone: zone ?? DEFAULT_TIME_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  await notify(tx, {
    userId,
    kind: "appointment",
    actorId,
    title: `${await nameOf(tx, actorId)} ${what} "${appointment.title}" on ${when}`,
    body: what.startsWith("canceled") && appointment.cancelReason ? `Reason: ${appointment.cancelReason}` : null,
    link: "/appointments",
  });
}

/** The viewer's appointments: upcoming (soonest first) or past (latest first), a page at a time. */
export async function listAppointments(actor: Viewer, { past = false, page = 1 } = {}) {
  const current = Math.max(1, Math.floor(page) || 1);
  const at = now();
  const side = async (column: typeof appointments.creatorId | typeof appointments.attendeeId) =>
    await db
      .select()
      .from(appointments)
      .where(and(eq(column, actor.id), past ? lt(appointments.endTime, at) : gte(appointments.endTime, at)))
      .orderBy(past ? desc(appointments.startTime) : asc(appointments.startTime))
      .limit(current * APPOINTMENTS_PAGE_SIZE + 1);
  const merged = [...(await side(appointments.creatorId)), ...(await side(appointments.attendeeId))].sort((a, b) =>
    past ? b.startTime.getTime() - a.startTime.getTime() : a.startTime.getTime() - b.startTime.getTime(),
  );
  const start = (current - 1) * APPOINTMENTS_PAGE_SIZE;
  return {
    items: await viewsOf(actor, merged.slice(start, start + APPOINTMENTS_PAGE_SIZE)),
    page: current,
    has_more: merged.length > start + APPOINTMENTS_PAGE_SIZE,
  };
}

/** Every appointment of a user for the calendar feed (the last 90 days and all ahead, not declined). */
export async function feedAppointments(userId: number) {
  const since = new Date(now().getTime() - 90 * 86_400_000);
  const viewer = await first(
    db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1),
  );
  if (!viewer) return [];
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        or(eq(appointments.creatorId, userId), eq(appointments.attendeeId, userId)),
        gte(appointments.endTime, since),
        ne(appointments.status, "declined"),
      ),
    )
    .orderBy(asc(appointments.startTime))
    .limit(1000);
  return viewsOf(viewer, rows);
}

/** The secret of the user's private calendar feed, made on first use. */
export async function calendarToken(actor: Viewer): Promise<string> {
  const existing = (
    await first(db.select({ token: users.calendarToken }).from(users).where(eq(users.id, actor.id)).limit(1))
  )?.token;
  return existing ?? (await resetCalendarToken(actor));
}

/** A new feed secret: the old feed URL stops working. */
export async function resetCalendarToken(actor: Viewer): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.update(users).set({ calendarToken: token }).where(eq(users.id, actor.id));
  return token;
}

/** The active user a feed secret belongs to, or null. */
export async function userByCalendarToken(token: string): Promise<number | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const row = await first(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.calendarToken, token), eq(users.accountStatus, "active")))
      .limit(1),
  );
  return row?.id ?? null;
}
