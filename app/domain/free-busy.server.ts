/**
 * Free and busy times for booking a site visit (docs/product-rules.md#appointments): the next 14 days of working hours
 * in the booker's time zone, an hour at a time. A slot is busy when either side already has a pending or confirmed
 * appointment then, and unavailable on a day the other side marked unavailable on their calendar (their calendar day,
 * in their own time zone). Only free or busy is told: never what the other side's appointments are.
 */
import { and, eq, gt, gte, inArray, lt, lte, or } from "drizzle-orm";

import { appointments, userAvailability } from "../../db/schema";
import { forbidden, notFound } from "~/domain/errors.server";
import { messagingPermission, type Viewer } from "~/domain/privacy.server";
import { timeZoneOf } from "~/domain/settings.server";
import { addDays, now } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { utcToZonedInput, zonedToUtc } from "~/lib/time-zones";

/** How many days ahead the booking form offers (today included). */
const BOOKING_DAYS = 14;
/** Working hours on the booker's clocks: the first slot starts at 7:00, the last ends at 17:00. */
const WORKDAY_START_HOUR = 7;
const WORKDAY_END_HOUR = 17;
/** A site visit lasts an hour unless the booker changes the end. */
export const SLOT_MINUTES = 60;

export type SlotState = "free" | "busy" | "unavailable";

export type BookingSlot = {
  /** Wall-clock start on the booker's clocks ("2026-11-27T09:00"), what the form's Start field takes. */
  start: string;
  /** Its end on the same clocks, an hour later. */
  end: string;
  /** The same instant and its end, in UTC. */
  start_time: string;
  end_time: string;
  state: SlotState;
};

export type BookingDay = { date: string; slots: BookingSlot[] };

/** "YYYY-MM-DD" of an instant on the clocks of `zone`. */
function dayIn(instant: Date, zone: string): string {
  return utcToZonedInput(instant.toISOString(), zone).slice(0, 10);
}

type MarkedDays = { days: Set<string>; zone: string };

/** The days between two instants that `userId` marked unavailable, read on their own clocks. */
async function unavailableDaysOf(userId: number, from: Date, to: Date): Promise<MarkedDays> {
  const zone = await timeZoneOf(userId);
  const rows = await db
    .select({ date: userAvailability.date })
    .from(userAvailability)
    .where(
      and(
        eq(userAvailability.userId, userId),
        eq(userAvailability.status, "unavailable"),
        gte(userAvailability.date, dayIn(from, zone)),
        lte(userAvailability.date, dayIn(to, zone)),
      ),
    );
  return { days: new Set(rows.map((r) => r.date)), zone };
}

/** Whether a time touches a marked day (the end instant itself belongs to the next one). */
function touches({ days, zone }: MarkedDays, start: Date, end: Date): boolean {
  const last = dayIn(new Date(end.getTime() - 1), zone);
  for (let day = dayIn(start, zone); day <= last; day = addDays(day, 1)) if (days.has(day)) return true;
  return false;
}

/** Whether a time touches a day `userId` marked unavailable (their calendar day, in their time zone). */
export async function fallsOnUnavailableDay(userId: number, start: Date, end: Date): Promise<boolean> {
  return touches(await unavailableDaysOf(userId, start, end), start, end);
}

/** The pending and confirmed appointments of these people between two instants: times only. */
async function busyTimes(userIds: number[], from: Date, to: Date): Promise<{ start: number; end: number }[]> {
  return (
    await db
      .select({ start: appointments.startTime, end: appointments.endTime })
      .from(appointments)
      .where(
        and(
          or(inArray(appointments.creatorId, userIds), inArray(appointments.attendeeId, userIds)),
          inArray(appointments.status, ["pending", "confirmed"]),
          lt(appointments.startTime, to),
          gt(appointments.endTime, from),
        ),
      )
  ).map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/** The working-hour slots of the next BOOKING_DAYS days on `zone`'s clocks, from the next full hour on. */
function workingSlots(zone: string): { date: string; start: string; at: Date; until: Date }[] {
  const current = now();
  const first = dayIn(current, zone);
  const hours = Array.from({ length: WORKDAY_END_HOUR - WORKDAY_START_HOUR }, (_, i) => WORKDAY_START_HOUR + i);
  return Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(first, i)).flatMap((date) =>
    hours.flatMap((hour) => {
      const start = `${date}T${String(hour).padStart(2, "0")}:00`;
      const at = zonedToUtc(start, zone);
      if (!at || at.getTime() <= current.getTime()) return [];
      return [{ date, start, at, until: new Date(at.getTime() + SLOT_MINUTES * 60_000) }];
    }),
  );
}

/**
 * The next 14 days of hourly slots between the viewer and `otherId`, on the viewer's clocks (`zone`), each free,
 * busy or unavailable. Only someone who may book with them (the contact rule) gets it.
 */
export async function bookingSlots(viewer: Viewer, otherId: number, zone: string): Promise<BookingDay[]> {
  const permission = await messagingPermission(viewer, otherId);
  if (!permission.allowed) {
    throw permission.kind === "not_found"
      ? notFound(permission.reason)
      : forbidden(permission.reason.replace("accepts messages", "accepts appointments"));
  }
  const slots = workingSlots(zone);
  if (slots.length === 0) return [];
  const [from, to] = [slots[0].at, slots.at(-1)!.until];
  const busy = await busyTimes([viewer.id, otherId], from, to);
  const unavailable = await unavailableDaysOf(otherId, from, to);
  const stateOf = (at: Date, until: Date): SlotState => {
    if (touches(unavailable, at, until)) return "unavailable";
    return busy.some((b) => b.start < until.getTime() && b.end > at.getTime()) ? "busy" : "free";
  };
  const days = new Map<string, BookingSlot[]>();
  for (const slot of slots) {
    const list = days.get(slot.date) ?? [];
    list.push({
      start: slot.start,
      end: utcToZonedInput(slot.until.toISOString(), zone),
      start_time: slot.at.toISOString(),
      end_time: slot.until.toISOString(),
      state: stateOf(slot.at, slot.until),
    });
    days.set(slot.date, list);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
