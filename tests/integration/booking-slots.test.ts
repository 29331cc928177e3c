import { bookAppointment, changeAppointment } from "~/domain/appointments.server";
import { setAvailability } from "~/domain/availability.server";
import { bookingSlots, type BookingDay } from "~/domain/free-busy.server";
import { setTimeZone, updatePrivacySettings } from "~/domain/settings.server";
import type { Viewer } from "~/domain/privacy.server";
import { setClockOffset } from "~/infra/clock.server";
import { availabilityRangeSchema } from "~/schemas/availability";
import { connect, makeUser, rejection } from "../helpers/world";

/** Thursday 2026-11-26, 8:30 in Phoenix (UTC-7, no daylight saving). */
const NOW = Date.parse("2026-11-26T15:30:00Z");
const PHOENIX = "America/Phoenix";

beforeEach(() => setClockOffset(NOW - Date.now()));
afterEach(() => setClockOffset(0));

async function pair() {
  const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
  await connect(gc, sub);
  return { gc, sub };
}

const stateAt = (days: BookingDay[], start: string) =>
  days.flatMap((d) => d.slots).find((s) => s.start === start)?.state;

/** An appointment between two people, answered as given. */
async function appointment(
  booker: Viewer,
  attendee: Viewer,
  startUtc: string,
  hours: number,
  answer?: "accept" | "decline",
) {
  const start = new Date(startUtc);
  const { appointment: booked } = await bookAppointment(booker, {
    attendee_id: attendee.id,
    title: "Private walkthrough at the Hendricks house",
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + hours * 3_600_000).toISOString(),
  });
  if (answer) await changeAppointment(attendee, booked!.id, { action: answer });
}

describe("free and busy slots for booking", () => {
  it("offers the next 14 days of hourly slots in working hours, on the booker's clocks, from the next hour on", async () => {
    const { gc, sub } = await pair();
    const days = await bookingSlots(gc, sub.id, PHOENIX);
    expect(days.map((d) => d.date)).toHaveLength(14);
    expect(days[0].date).toBe("2026-11-26");
    expect(days.at(-1)!.date).toBe("2026-12-09");
    // Today it is 8:30: the slots from 9:00 to 16:00; every later day 7:00 to 16:00 (the last ends at 17:00).
    expect(days[0].slots.map((s) => s.start.slice(11))).toEqual(
      ["09", "10", "11", "12", "13", "14", "15", "16"].map((h) => `${h}:00`),
    );
    expect(days[1].slots).toHaveLength(10);
    expect(days[1].slots[0]).toEqual({
      start: "2026-11-27T07:00",
      end: "2026-11-27T08:00",
      start_time: "2026-11-27T14:00:00.000Z",
      end_time: "2026-11-27T15:00:00.000Z",
      state: "free",
    });
    const inNewYork = await bookingSlots(gc, sub.id, "America/New_York");
    expect(inNewYork[1].slots[0].start_time).toBe("2026-11-27T12:00:00.000Z");
  });

  it("marks busy what either side already holds (pending or confirmed), never saying what it is", async () => {
    const { gc, sub } = await pair();
    const [otherGc, otherSub] = [await makeUser("general_contractor"), await makeUser()];
    await connect(otherGc, sub);
    await connect(gc, otherSub);
    // Theirs, confirmed: Friday 10:00-11:30 Phoenix. Mine, pending: Saturday 13:00-14:00. Declined ones hold nothing.
    await appointment(otherGc, sub, "2026-11-27T17:00:00Z", 1.5, "accept");
    await appointment(gc, otherSub, "2026-11-28T20:00:00Z", 1);
    await appointment(otherGc, sub, "2026-11-30T16:00:00Z", 1, "decline");

    const days = await bookingSlots(gc, sub.id, PHOENIX);
    expect(["09:00", "10:00", "11:00", "12:00"].map((h) => stateAt(days, `2026-11-27T${h}`))).toEqual([
      "free",
      "busy",
      "busy",
      "free",
    ]);
    expect(stateAt(days, "2026-11-28T13:00")).toBe("busy");
    expect(stateAt(days, "2026-11-28T14:00")).toBe("free");
    expect(stateAt(days, "2026-11-30T09:00")).toBe("free");
    // Free or busy only: no titles, no one else's name, no ids.
    expect(JSON.stringify(days)).not.toMatch(/Hendricks|walkthrough|title|attendee|creator/i);
    expect(Object.keys(days[1].slots[0]).sort()).toEqual(["end", "end_time", "start", "start_time", "state"]);
  });

  it("marks unavailable the hours of a day the other side blocked, read on their own clocks", async () => {
    const { gc, sub } = await pair();
    await setTimeZone(sub, "America/New_York");
    await setAvailability(
      sub,
      availabilityRangeSchema.parse({ from: "2026-12-01", to: "2026-12-01", status: "unavailable" }),
    );
    // A booker in Tokyo (UTC+9): their Dec 1 at 14:00 is midnight starting Dec 1 in New York (UTC-5).
    const days = await bookingSlots(gc, sub.id, "Asia/Tokyo");
    const tokyo = (day: string, hours: number[]) =>
      hours.map((h) => stateAt(days, `${day}T${String(h).padStart(2, "0")}:00`));
    expect(tokyo("2026-12-01", [7, 12, 13, 14, 16])).toEqual(["free", "free", "free", "unavailable", "unavailable"]);
    // Tokyo's Dec 2 morning is still Dec 1 evening in New York; from 14:00 it is Dec 2 there.
    expect(tokyo("2026-12-02", [7, 13, 14])).toEqual(["unavailable", "unavailable", "free"]);

    // The booking warning reads the same day the same way.
    const warned = await bookAppointment(
      gc,
      {
        attendee_id: sub.id,
        title: "Walkthrough",
        start_time: "2026-12-02T04:00:00Z",
        end_time: "2026-12-02T05:00:00Z",
      },
      { acceptWarnings: false },
    );
    expect(warned.warnings.map((w) => w.kind)).toEqual(["unavailable"]);
    const clear = await bookAppointment(gc, {
      attendee_id: sub.id,
      title: "Walkthrough",
      start_time: "2026-12-02T05:00:00Z",
      end_time: "2026-12-02T06:00:00Z",
    });
    expect(clear.warnings).toEqual([]);
  });

  it("is told only to someone who may book with them", async () => {
    const gc = await makeUser("general_contractor");
    const stranger = await makeUser();
    await updatePrivacySettings(stranger, { contact_visibility: "connections" });
    expect((await rejection(bookingSlots(gc, stranger.id, PHOENIX))).kind).toBe("forbidden");
    expect((await rejection(bookingSlots(gc, 987_654, PHOENIX))).kind).toBe("not_found");
  });
});
