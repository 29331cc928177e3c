import {
  bookAppointment,
  calendarToken,
  changeAppointment,
  listAppointments,
  resetCalendarToken,
} from "~/domain/appointments.server";
import { setAvailability } from "~/domain/availability.server";
import { appointmentsCalendar } from "~/domain/calendar-file.server";
import { createProject } from "~/domain/projects.server";
import { inviteToBid } from "~/domain/invitations.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { setClockOffset } from "~/infra/clock.server";
import { loader as feed } from "~/routes/appointments/appointments[.ics]";
import { action as appointmentsApi } from "~/routes/appointments/api.appointments";
import { action as appointmentApi } from "~/routes/appointments/api.appointments.$id";
import { action as bookingForm } from "~/routes/appointments/_app.appointments.new";
import { action as rescheduleForm } from "~/routes/appointments/_app.appointments.$id.reschedule";
import { availabilityRangeSchema } from "~/schemas/availability";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { connect, cookieFor, makeUser, rejection } from "../helpers/world";

afterEach(() => setClockOffset(0));

const HOUR = 3_600_000;
/** Noon UTC, `days` from now. */
const at = (days: number, hour = 16) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const visit = (attendee: { id: number }, start = at(3), hours = 1) => ({
  attendee_id: attendee.id,
  title: "Site walk, level 2\nBring PPE",
  start_time: start.toISOString(),
  end_time: new Date(start.getTime() + hours * HOUR).toISOString(),
  location: "12 Main St, Mesa, AZ",
});

async function pair() {
  const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
  await connect(gc, sub);
  return { gc, sub };
}

describe("booking", () => {
  it("books a pending appointment between people who may contact each other", async () => {
    const { gc, sub } = await pair();
    const { appointment, warnings } = await bookAppointment(gc, visit(sub));
    expect(warnings).toEqual([]);
    expect(appointment).toMatchObject({ status: "pending", creator_id: gc.id, attendee_id: sub.id });
    expect((await listAppointments(sub)).items[0]).toMatchObject({ id: appointment!.id, awaiting_you: true });
  });

  it("refuses times in the past, the end before the start, oneself, strangers who may not write, and foreign projects", async () => {
    const { gc, sub } = await pair();
    const stranger = await makeUser();
    expect((await rejection(bookAppointment(gc, visit(sub, at(-1))))).message).toBe("The start must be in the future");
    expect((await rejection(bookAppointment(gc, { ...visit(sub), end_time: at(2).toISOString() }))).message).toBe(
      "The end must be after the start",
    );
    expect((await rejection(bookAppointment(gc, visit(gc)))).kind).toBe("invalid");
    await updatePrivacySettings(stranger, { contact_visibility: "connections" });
    expect((await rejection(bookAppointment(gc, visit(stranger)))).kind).toBe("forbidden");

    const elsewhere = await createProject(await makeUser("general_contractor"), {
      trade_type: "Electrical",
      title: "Someone else's job",
      description: "Not theirs to share.",
      location: "Mesa, AZ",
      zip_code: "85201",
      budget_range: "$10,000 - $25,000",
      timeline: "2-4 weeks",
      requirements: "None.",
    });
    expect((await rejection(bookAppointment(gc, { ...visit(sub), project_id: elsewhere.id }))).kind).toBe("invalid");
    const own = await createProject(gc, {
      trade_type: "Electrical",
      title: "Shared job",
      description: "Panel upgrade.",
      location: "Mesa, AZ",
      zip_code: "85201",
      budget_range: "$10,000 - $25,000",
      timeline: "2-4 weeks",
      requirements: "None.",
    });
    await inviteToBid(gc, own.id, { subcontractor_id: sub.id });
    const booked = await bookAppointment(gc, { ...visit(sub), project_id: own.id });
    expect(booked.appointment?.project).toEqual({ id: own.id, title: "Shared job" });
  });

  it("warns about an overlap with a confirmed appointment and a day marked unavailable, without blocking", async () => {
    const { gc, sub } = await pair();
    const first = await bookAppointment(gc, visit(sub, at(4)));
    await changeAppointment(sub, first.appointment!.id, { action: "accept" });
    const overlap = await bookAppointment(gc, visit(sub, new Date(at(4).getTime() + HOUR / 2)), {
      acceptWarnings: false,
    });
    expect(overlap.appointment).toBeNull();
    expect(overlap.warnings.map((w) => w.kind)).toEqual(["overlap"]);

    const day = at(6).toISOString().slice(0, 10);
    await setAvailability(sub, availabilityRangeSchema.parse({ from: day, to: day, status: "unavailable" }));
    expect(
      (await bookAppointment(gc, visit(sub, at(6)), { acceptWarnings: false })).warnings.map((w) => w.kind),
    ).toEqual(["unavailable"]);
    const anyway = await bookAppointment(gc, visit(sub, at(6)));
    expect(anyway.appointment?.status).toBe("pending");
  });

  it("the booking form (JavaScript off) shows the warning, then books when told to go ahead", async () => {
    const { gc, sub } = await pair();
    const day = at(8).toISOString().slice(0, 10);
    await setAvailability(sub, availabilityRangeSchema.parse({ from: day, to: day, status: "unavailable" }));
    const fields = {
      user_id: String(sub.id),
      title: "Walkthrough",
      start: `${day}T09:00`,
      end: `${day}T10:00`,
      tz: "America/Phoenix",
    };
    const cookie = await cookieFor(gc);
    const send = (extra: Record<string, string> = {}) =>
      bookingForm(
        args(formRequest(`/appointments/new?userId=${sub.id}&intent=book`, { ...fields, ...extra }, { cookie })),
      ).catch((e: unknown) => e);
    const warned = unwrap<{ result: { error: Record<string, string[]> } }>(await send());
    expect(warned.status).toBe(409);
    expect(warned.data.result.error[""][0]).toContain("They marked that day unavailable on their calendar.");
    const booked = (await send({ confirm: "1" })) as Response;
    expect(booked.status).toBe(302);
    const [mine] = (await listAppointments(gc)).items;
    // 09:00 in Phoenix (UTC-7) is 16:00 UTC.
    expect(mine.start_time).toBe(`${day}T16:00:00.000Z`);
  });
});

describe("answers and changes", () => {
  it("only the attendee answers, either side cancels with a reason, the booker reschedules, and past ones complete", async () => {
    const { gc, sub } = await pair();
    const outsider = await makeUser();
    const { appointment } = await bookAppointment(gc, visit(sub));
    const id = appointment!.id;
    expect((await rejection(changeAppointment(gc, id, { action: "accept" }))).kind).toBe("forbidden");
    expect((await rejection(changeAppointment(outsider, id, { action: "cancel", reason: "x" }))).kind).toBe(
      "not_found",
    );
    expect((await changeAppointment(sub, id, { action: "accept" })).status).toBe("confirmed");
    expect((await rejection(changeAppointment(sub, id, { action: "decline" }))).kind).toBe("conflict");

    const moved = await changeAppointment(gc, id, {
      action: "reschedule",
      start_time: at(5).toISOString(),
      end_time: new Date(at(5).getTime() + HOUR).toISOString(),
    });
    expect(moved.status).toBe("pending");
    expect(
      (
        await rejection(
          changeAppointment(sub, id, {
            action: "reschedule",
            start_time: at(6).toISOString(),
            end_time: at(7).toISOString(),
          }),
        )
      ).kind,
    ).toBe("forbidden");

    const canceled = await changeAppointment(sub, id, { action: "cancel", reason: "Rain delay, the slab pour moved." });
    expect(canceled).toMatchObject({ status: "canceled", cancel_reason: "Rain delay, the slab pour moved." });
    expect((await rejection(changeAppointment(gc, id, { action: "cancel", reason: "again" }))).kind).toBe("conflict");

    const later = await bookAppointment(gc, visit(sub, at(1)));
    await changeAppointment(sub, later.appointment!.id, { action: "accept" });
    setClockOffset(3 * 86_400_000);
    expect((await listAppointments(gc, { past: true })).items.find((a) => a.id === later.appointment!.id)?.status).toBe(
      "completed",
    );
  });

  it("the Move form (JavaScript off) reschedules for the booker only, back to pending", async () => {
    const { gc, sub } = await pair();
    const { appointment } = await bookAppointment(gc, visit(sub));
    await changeAppointment(sub, appointment!.id, { action: "accept" });
    const day = at(9).toISOString().slice(0, 10);
    const move = async (who: { id: number }) =>
      rescheduleForm(
        args(
          formRequest(
            `/appointments/${appointment!.id}/reschedule?intent=reschedule`,
            { start: `${day}T07:00`, end: `${day}T08:30`, tz: "America/Phoenix" },
            { cookie: await cookieFor(who) },
          ),
          { id: String(appointment!.id) },
        ),
      ).catch((e: unknown) => e);
    expect(unwrap(await move(sub)).status).toBe(403);
    expect(((await move(gc)) as Response).status).toBe(302);
    const [moved] = (await listAppointments(gc)).items;
    expect(moved).toMatchObject({
      status: "pending",
      start_time: `${day}T14:00:00.000Z`,
      end_time: `${day}T15:30:00.000Z`,
    });
  });

  it("POST and PATCH /api/appointments answer per the API conventions", async () => {
    const { gc, sub } = await pair();
    const created = (await appointmentsApi(
      args(jsonRequest("/api/appointments", visit(sub), { cookie: await cookieFor(gc) })),
    )) as Response;
    expect(created.status).toBe(201);
    const { appointment } = await created.json();
    const patch = async (who: { id: number }, body: unknown) =>
      (await appointmentApi(
        args(
          jsonRequest(`/api/appointments/${appointment.id}`, body, { cookie: await cookieFor(who), method: "PATCH" }),
          {
            id: String(appointment.id),
          },
        ),
      )) as Response;
    expect((await patch(sub, { action: "maybe" })).status).toBe(400);
    expect((await patch(gc, { action: "accept" })).status).toBe(403);
    expect((await patch(sub, { action: "accept" })).status).toBe(200);
    expect((await patch(sub, { action: "cancel" })).status).toBe(400);
    const bad = (await appointmentsApi(
      args(
        jsonRequest("/api/appointments", { ...visit(sub), start_time: "tomorrow" }, { cookie: await cookieFor(gc) }),
      ),
    )) as Response;
    expect(bad.status).toBe(400);
  });
});

describe("calendar files", () => {
  it("writes valid VEVENTs in UTC with commas and newlines escaped, and a private feed behind a resettable token", async () => {
    const { gc, sub } = await pair();
    const { appointment } = await bookAppointment(gc, visit(sub, at(3, 16)));
    const ics = appointmentsCalendar([appointment!]);
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toMatch(/DTSTART:\d{8}T160000Z/);
    expect(ics).toContain("SUMMARY:Site walk\\, level 2\\nBring PPE (not yet confirmed)");
    expect(ics).toContain("LOCATION:12 Main St\\, Mesa\\, AZ");
    expect(ics).toContain("STATUS:TENTATIVE");

    const token = await calendarToken(sub);
    const answer = (await feed(args(getRequest(`/appointments.ics?token=${token}`)))) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("text/calendar");
    expect(await answer.text()).toContain(`UID:appointment-${appointment!.id}@tradelink`);
    await resetCalendarToken(sub);
    expect(((await feed(args(getRequest(`/appointments.ics?token=${token}`)))) as Response).status).toBe(404);
  });
});
