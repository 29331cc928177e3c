import { format, formatDistanceStrict } from "date-fns";
import fc from "fast-check";

import {
  distanceStrict,
  formatDateTimeUtc,
  formatDay,
  formatMonth,
  lastMonths,
  timeAgo,
  timeAgoStableUntil,
} from "~/lib/dates";

// The app's own date texts must read exactly as date-fns' did (the library is kept for this comparison only).
const moment = fc.date({ min: new Date("1990-01-01"), max: new Date("2060-12-31"), noInvalidDate: true });

describe("date texts", () => {
  test("distances match date-fns' formatDistanceStrict, from seconds to years, either way round", () => {
    fc.assert(
      fc.property(moment, moment, (a, b) => {
        expect(distanceStrict(a, b)).toBe(formatDistanceStrict(a, b));
      }),
      { numRuns: 2000 },
    );
    const now = new Date("2026-11-24T12:00:00Z");
    for (const seconds of [
      0, 1, 29, 30, 59, 60, 89, 90, 3599, 3600, 86_399, 86_400, 2_591_999, 2_592_000, 31_535_999,
    ]) {
      const then = new Date(now.getTime() - seconds * 1000);
      expect(distanceStrict(then, now)).toBe(formatDistanceStrict(then, now));
    }
  });

  test("days and months match date-fns' format", () => {
    fc.assert(
      fc.property(moment, (date) => {
        const iso = format(date, "yyyy-MM-dd");
        expect(formatDay(iso)).toBe(format(date, "MMM d, yyyy"));
        expect(formatMonth(date.toISOString())).toBe(format(date, "MMMM yyyy"));
      }),
    );
  });
});

describe("lastMonths", () => {
  it("lists the months up to now's, oldest first, across a year's turn", () => {
    expect(lastMonths(new Date("2027-02-10T12:00:00Z"), 4)).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
  });
});

describe("formatDateTimeUtc", () => {
  it("writes a moment with formatDay's date and a UTC clock time", () => {
    expect(formatDateTimeUtc("2026-11-26T21:05:00.000Z")).toBe("Nov 26, 2026, 9:05 PM UTC");
  });
});

describe("timeAgoStableUntil", () => {
  const past = (then: Date, ms: number) => new Date(then.getTime() + ms);
  const elapsed = fc.oneof(
    fc.integer({ min: 0, max: 60_000 }),
    fc.integer({ min: 60_000, max: 3_600_000 }),
    fc.integer({ min: 3_600_000, max: 86_400_000 }),
    fc.integer({ min: 86_400_000, max: 40 * 365 * 86_400_000 }),
  );

  it("never says a text stays longer than it does: 'x ago' reads the same at any moment before the answer", () => {
    fc.assert(
      fc.property(moment, elapsed, fc.double({ min: 0, max: 1, noNaN: true }), (then, ms, fraction) => {
        const now = past(then, ms);
        const until = timeAgoStableUntil(then, now);
        if (until <= now.getTime()) return;
        const later = new Date(now.getTime() + Math.floor((until - 1 - now.getTime()) * fraction));
        expect(timeAgo(then, later)).toBe(timeAgo(then, now));
        expect(timeAgo(then, new Date(until - 1))).toBe(timeAgo(then, now));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives every text about the past some lifetime, so that a kept page is kept", () => {
    fc.assert(
      fc.property(moment, elapsed, (then, ms) => {
        expect(timeAgoStableUntil(then, past(then, ms))).toBeGreaterThan(then.getTime() + ms);
      }),
      { numRuns: 3000 },
    );
    // Minutes before "9 days ago" turns into "10 days ago" (at 9.5 days): it stays until then, not an hour before.
    const then = new Date("2026-11-14T12:00:00Z");
    const now = past(then, 9.5 * 86_400_000 - 10 * 60_000);
    if (new Date(then).getTimezoneOffset() === now.getTimezoneOffset())
      expect(timeAgoStableUntil(then, now)).toBe(then.getTime() + 9.5 * 86_400_000);
  });

  it("gives the exact moment of the change under a day, and a stable text a useful lifetime", () => {
    const then = new Date("2026-11-24T12:00:00Z");
    for (const ms of [0, 1_400, 29_000, 59_600, 60_000, 89_000, 3_570_000, 3_600_000, 5_000_000, 86_000_000]) {
      const now = past(then, ms);
      const until = timeAgoStableUntil(then, now);
      expect(until).toBeGreaterThan(now.getTime());
      expect(timeAgo(then, new Date(until))).not.toBe(timeAgo(then, now));
    }
    // "3 days ago" stays for hours; "20 minutes ago" for under a minute; a moment ahead changes at once.
    expect(timeAgoStableUntil(then, past(then, 3 * 86_400_000)) - then.getTime()).toBeGreaterThan(
      3 * 86_400_000 + 3_600_000,
    );
    expect(timeAgoStableUntil(then, past(then, 20 * 60_000)) - then.getTime()).toBe(20.5 * 60_000);
    expect(timeAgoStableUntil(then, past(then, -1000))).toBe(then.getTime() - 1000);
  });
});
