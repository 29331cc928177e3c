import { availabilitySummary, cycleDay, getAvailability, setAvailability } from "~/domain/availability.server";
import { updatePrivacySettings } from "~/domain/settings.server";
import { addDays, today } from "~/infra/clock.server";
import { action as putAvailability } from "~/routes/appointments/api.availability";
import { loader as getAvailabilityApi } from "~/routes/appointments/api.availability.$userId";
import { action as ownProfileAction, loader as ownProfileLoader } from "~/routes/profiles/_app.profile._own";
import { loader as visitorLoader } from "~/routes/profiles/_app.profile.$userId";
import { availabilityRangeSchema } from "~/schemas/availability";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const day = (n: number) => addDays(today(), n);
const range = (from: string, to: string, status: string, notes?: string) =>
  availabilityRangeSchema.parse({ from, to, status, notes });

describe("availability ranges", () => {
  it("sets a range, replaces overlapping days, clears, and cycles one day", async () => {
    const sub = await makeUser();
    expect(await setAvailability(sub, range(day(1), day(7), "available"))).toEqual({ days: 7 });
    await setAvailability(sub, range(day(5), day(9), "unavailable", "On a job in Mesa"));
    const days = await getAvailability(sub, sub.id, { from: day(0), to: day(10) });
    expect(days.map((d) => [d.date, d.status])).toEqual([
      [day(1), "available"],
      [day(2), "available"],
      [day(3), "available"],
      [day(4), "available"],
      [day(5), "unavailable"],
      [day(6), "unavailable"],
      [day(7), "unavailable"],
      [day(8), "unavailable"],
      [day(9), "unavailable"],
    ]);
    expect(days[4].notes).toBe("On a job in Mesa");

    await setAvailability(sub, range(day(2), day(3), "clear"));
    expect((await getAvailability(sub, sub.id, { from: day(2), to: day(3) })).length).toBe(0);

    expect(await cycleDay(sub, day(2))).toBe("available");
    expect(await cycleDay(sub, day(2))).toBe("unavailable");
    expect(await cycleDay(sub, day(2))).toBe("tentative");
    expect(await cycleDay(sub, day(2))).toBeNull();
    // Available now by the profile's setting, so no "next available"; once today is marked unavailable, there is one.
    expect(await availabilitySummary(sub.id)).toEqual({ available_now: true, next_available: null });
    await setAvailability(sub, range(day(0), day(0), "unavailable"));
    expect(await availabilitySummary(sub.id)).toEqual({ available_now: false, next_available: day(1) });
  });

  it("checks dates and limits, and keeps calendars to subcontractors", () => {
    const bad = (value: object) => availabilityRangeSchema.safeParse(value).error?.issues[0]?.message;
    expect(bad({ from: "2027-02-30", to: "2027-03-01", status: "available" })).toBe("From must be a real date");
    expect(bad({ from: day(5), to: day(1), status: "available" })).toBe("To must be on or after From");
    expect(bad({ from: day(0), to: day(366), status: "available" })).toBe("A range can cover at most 366 days");
    expect(bad({ from: day(0), to: day(1), status: "busy" })).toBe(
      "Status must be available, unavailable, tentative or clear",
    );
  });

  it("refuses general contractors, and hides the calendar of a profile the viewer may not see", async () => {
    const [gc, sub, stranger] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    expect((await rejection(setAvailability(gc, range(day(1), day(2), "available")))).kind).toBe("forbidden");
    await setAvailability(sub, range(day(1), day(1), "available"));
    expect((await getAvailability(stranger, sub.id)).length).toBe(1);
    await updatePrivacySettings(sub, { profile_visibility: "private" });
    expect((await rejection(getAvailability(stranger, sub.id))).kind).toBe("not_found");
  });
});

describe("the API and the form", () => {
  it("PUT /api/availability sets the own calendar (400 for bad ranges); GET reads anyone's visible one", async () => {
    const [sub, gc] = [await makeUser(), await makeUser("general_contractor")];
    const cookie = await cookieFor(sub);
    const put = async (body: unknown) =>
      (await putAvailability(args(jsonRequest("/api/availability", body, { cookie, method: "PUT" })))) as Response;
    const ok = await put({ from: day(1), to: day(3), status: "tentative", notes: "Waiting on a bid" });
    expect(ok.status).toBe(200);
    expect((await ok.json()).days).toHaveLength(3);
    expect((await put({ from: day(0), to: day(400), status: "available" })).status).toBe(400);
    expect((await put({ from: "soon", to: day(1), status: "available" })).status).toBe(400);

    const read = (await getAvailabilityApi(
      args(getRequest(`/api/availability/${sub.id}?from=${day(0)}&to=${day(5)}`, { cookie: await cookieFor(gc) }), {
        userId: String(sub.id),
      }),
    )) as Response;
    expect(read.status).toBe(200);
    expect((await read.json()).days.map((d: { status: string }) => d.status)).toEqual([
      "tentative",
      "tentative",
      "tentative",
    ]);
    const tooLong = (await getAvailabilityApi(
      args(getRequest(`/api/availability/${sub.id}?from=${day(0)}&to=${day(500)}`, { cookie }), {
        userId: String(sub.id),
      }),
    )) as Response;
    expect(tooLong.status).toBe(400);
  });

  it("the Availability tab's range form works without JavaScript", async () => {
    const sub = await makeUser();
    const answer = (await ownProfileAction(
      args(
        formRequest(
          `/profile?tab=availability&month=${day(7).slice(0, 7)}&intent=range`,
          { from: day(7), to: day(13), status: "unavailable", notes: "" },
          { cookie: await cookieFor(sub) },
        ),
      ),
    ).catch((e: unknown) => e)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/profile?tab=availability&month=${day(7).slice(0, 7)}`);
    const marked = await getAvailability(sub, sub.id, { from: day(7), to: day(13) });
    expect(marked.map((d) => d.status)).toEqual(Array(7).fill("unavailable"));
  });
});

describe("the calendars of the profile pages", () => {
  it("the owner pages month by month within two years; a visitor sees this month and the next two", async () => {
    const [sub, gc] = [await makeUser(), await makeUser("general_contractor")];
    await setAvailability(sub, range(day(1), day(1), "available"));
    const thisMonth = today().slice(0, 7);
    const cookie = await cookieFor(sub);
    const ownCalendar = async (month: string) =>
      unwrap<{ availability: unknown }>(
        await ownProfileLoader(args(getRequest(`/profile?tab=availability&month=${month}`, { cookie }))),
      ).data.availability;
    const nextMonth = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
    const [second, third] = [nextMonth(thisMonth), nextMonth(nextMonth(thisMonth))];

    expect(await ownCalendar(second)).toMatchObject({ month: second, today: today() });
    for (const outOfRange of [`${Number(thisMonth.slice(0, 4)) + 3}-01`, `${thisMonth.slice(0, 4)}-13`, "soon"]) {
      expect(await ownCalendar(outOfRange)).toMatchObject({ month: thisMonth });
    }

    const visit = await visitorLoader(
      args(getRequest(`/profile/${sub.id}?tab=availability`, { cookie: await cookieFor(gc) }), {
        userId: String(sub.id),
      }),
    );
    expect(unwrap<{ availability: unknown }>(visit).data.availability).toEqual({
      months: [thisMonth, second, third],
      marks: [{ date: day(1), status: "available", notes: null }],
      today: today(),
    });
  });
});
