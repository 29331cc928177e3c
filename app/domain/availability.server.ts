/**
 * Subcontractors' availability calendars (docs/product-rules.md#availability): a status per day, set a range at a
 * time or one day by a click that cycles it; visitors read it where they may see the profile.
 */
import { and, eq, gte, lte, min, sql, type SQL } from "drizzle-orm";

import { subProfiles, userAvailability } from "../../db/schema";
import type { AvailabilityStatus } from "~/constants";
import { forbidden, invalid } from "~/domain/errors.server";
import { visibleProfileOwner, type Viewer } from "~/domain/privacy.server";
import { addDays, today } from "~/infra/clock.server";
import { db, idList, inIdList, prepared, first, transaction } from "~/infra/db.server";
import { shiftMonth } from "~/lib/dates";
import { AVAILABILITY_RANGE_MAX_DAYS, daysBetween, type AvailabilityRange } from "~/schemas/availability";

export type AvailabilityDay = { date: string; status: AvailabilityStatus; notes: string | null };

/** A click on a day: unmarked → available → unavailable → tentative → unmarked. */
const NEXT: Record<AvailabilityStatus | "none", AvailabilityStatus | null> = {
  none: "available",
  available: "unavailable",
  unavailable: "tentative",
  tentative: null,
};

function assertSubcontractor(actor: Viewer) {
  if (actor.role !== "subcontractor") throw forbidden("Only subcontractors keep an availability calendar.");
}

function datesFrom(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/** Sets (or clears) every day of a range in one transaction; overlapping earlier marks are replaced. */
export async function setAvailability(actor: Viewer, range: AvailabilityRange): Promise<{ days: number }> {
  assertSubcontractor(actor);
  const dates = datesFrom(range.from, range.to);
  await transaction(async (tx) => {
    if (range.status === "clear") {
      await tx
        .delete(userAvailability)
        .where(
          and(
            eq(userAvailability.userId, actor.id),
            gte(userAvailability.date, range.from),
            lte(userAvailability.date, range.to),
          ),
        );
      return;
    }
    for (const date of dates) {
      await tx
        .insert(userAvailability)
        .values({ userId: actor.id, date, status: range.status, notes: range.notes ?? null })
        .onConflictDoUpdate({
          target: [userAvailability.userId, userAvailability.date],
          set: { status: range.status, notes: range.notes ?? null, updatedAt: new Date() },
        });
    }
  });
  return { days: dates.length };
}

/** One click on a day of the own calendar: its next status (null: unmarked again). */
export async function cycleDay(actor: Viewer, date: string): Promise<AvailabilityStatus | null> {
  assertSubcontractor(actor);
  const current = await first(
    db
      .select({ status: userAvailability.status })
      .from(userAvailability)
      .where(and(eq(userAvailability.userId, actor.id), eq(userAvailability.date, date)))
      .limit(1),
  );
  const next = NEXT[current?.status ?? "none"];
  await setAvailability(actor, { from: date, to: date, status: next ?? "clear", notes: undefined });
  return next;
}

/**
 * The marked days of a user between two dates (default: today and the next 90 days), for the owner and for anyone
 * who may see their profile (404 otherwise).
 */
export async function getAvailability(
  viewer: Viewer,
  userId: number,
  { from = today(), to }: { from?: string; to?: string } = {},
): Promise<AvailabilityDay[]> {
  const end = to ?? addDays(from, 90);
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!valid(from) || !valid(end)) throw invalid("from and to must be dates (YYYY-MM-DD)");
  if (daysBetween(from, end) < 0) throw invalid("to must be on or after from");
  if (daysBetween(from, end) >= AVAILABILITY_RANGE_MAX_DAYS) {
    throw invalid(`A range can cover at most ${AVAILABILITY_RANGE_MAX_DAYS} days`);
  }
  if (viewer.id !== userId) await visibleProfileOwner(viewer, userId);
  return await db
    .select({ date: userAvailability.date, status: userAvailability.status, notes: userAvailability.notes })
    .from(userAvailability)
    .where(and(eq(userAvailability.userId, userId), gte(userAvailability.date, from), lte(userAvailability.date, end)))
    .orderBy(userAvailability.date);
}

/** How far ahead visitors see a subcontractor's calendar. */
const VISIBLE_MONTHS = 3;
/** How far from now (in years) an owner may page their calendar. */
const OWN_CALENDAR_YEARS = 2;

/** What a visitor's calendar shows: this month and the next ones ("YYYY-MM"), their marked days, and today. */
export async function upcomingAvailability(viewer: Viewer, userId: number) {
  const day = today();
  const months = Array.from({ length: VISIBLE_MONTHS }, (_, i) => shiftMonth(day.slice(0, 7), i));
  const marks = await getAvailability(viewer, userId, { from: `${months[0]}-01`, to: `${months.at(-1)}-31` });
  return { months, marks, today: day };
}

/** The month ("YYYY-MM") an owner's calendar shows: the one asked for, within two years of now, else the current one. */
export function calendarMonth(value: string | null): string {
  const current = today().slice(0, 7);
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return current;
  return Math.abs(Number(value.slice(0, 4)) - Number(current.slice(0, 4))) <= OWN_CALENDAR_YEARS ? value : current;
}

/** One month of a user's calendar (see calendarMonth), its marked days, and today. */
export async function availabilityMonth(viewer: Viewer, userId: number, month: string) {
  const marks = await getAvailability(viewer, userId, { from: `${month}-01`, to: `${month}-31` });
  return { month, marks, today: today() };
}

/**
 * The one availability rule (docs/product-rules.md#availability), as a condition over the `sub_profiles` row of a
 * query: today's calendar mark wins (available: yes; unavailable or tentative: no); when today is unmarked, the
 * profile's "Available now" setting (sub_profiles.available_now) is the default.
 */
export function availableNowSql(on: string | SQL = today()): SQL {
  return sql`COALESCE((SELECT ua.status = 'available' FROM user_availability ua
    WHERE ua.user_id = ${subProfiles.userId} AND ua.date = ${on}), ${subProfiles.availableNow})`;
}

/** What a profile or card says about availability: Available now, else the next day marked available (if any). */
export type AvailabilitySummary = { available_now: boolean; next_available: string | null };

// Every card and profile of a subcontractor asks: built once, whatever the number of users.
const availableNowAmong = prepared(() =>
  db
    .select({ userId: subProfiles.userId, now: sql<number>`${availableNowSql(sql`${sql.placeholder("on")}`)}` })
    .from(subProfiles)
    .where(inIdList(subProfiles.userId))
    .prepare(),
);

/** The availability rule for several subcontractors at once (users without a subcontractor profile are absent). */
export async function availabilitySummaries(userIds: number[]): Promise<Map<number, AvailabilitySummary>> {
  const ids = [...new Set(userIds)].filter(Number.isSafeInteger);
  if (ids.length === 0) return new Map();
  const rows = await availableNowAmong().execute({ ids: idList(ids), on: today() });
  const next = await nextAvailableDates(ids);
  return new Map(
    rows.map((r) => [
      r.userId,
      { available_now: !!r.now, next_available: r.now ? null : (next.get(r.userId) ?? null) },
    ]),
  );
}

/** One subcontractor's availability (null for anyone else). */
export async function availabilitySummary(userId: number): Promise<AvailabilitySummary | null> {
  return (await availabilitySummaries([userId])).get(userId) ?? null;
}

/** 'Next available': each user's first day marked available from today on (one index range per user). */
const nextAvailableAmong = prepared(() =>
  db
    .select({ userId: userAvailability.userId, date: min(userAvailability.date) })
    .from(userAvailability)
    .where(
      and(
        inIdList(userAvailability.userId),
        gte(userAvailability.date, sql.placeholder("on")),
        eq(userAvailability.status, "available"),
      ),
    )
    .groupBy(userAvailability.userId)
    .prepare(),
);

async function nextAvailableDates(userIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await nextAvailableAmong().execute({ ids: idList(ids), on: today() });
  return new Map(rows.flatMap((r) => (r.date ? [[r.userId, r.date] as const] : [])));
}
