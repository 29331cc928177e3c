import { format, formatDistanceStrict } from "date-fns";
import fc from "fast-check";

import { distanceStrict, formatDateTimeUtc, formatDay, formatMonth, lastMonths } from "~/lib/dates";

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
