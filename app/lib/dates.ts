// Written out rather than imported from date-fns, which put 6 KB (gzipped) on every signed-in page for three
// formats; tests/unit/dates.test.ts checks these give exactly date-fns' text.

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/** The local time zone's offset at a moment, in ms, to the second (date-fns' getTimezoneOffsetInMilliseconds). */
function zoneOffsetMs(date: Date) {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const count = (n: number, unit: string) => (n === 1 ? `1 ${unit}` : `${n} ${unit}s`);
const round = (n: number) => Math.round(n) || 0;

/** "3 days", "1 hour": the distance between two moments in its largest whole unit (date-fns' formatDistanceStrict). */
export function distanceStrict(a: Date, b: Date): string {
  const [earlier, later] = a.getTime() > b.getTime() ? [b, a] : [a, b];
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / 60_000;
  // Days, months and years count calendar time: a daylight-saving change in between does not shift them.
  const calendarMinutes = (ms - (zoneOffsetMs(later) - zoneOffsetMs(earlier))) / 60_000;
  if (minutes < 1) return count(round(ms / 1000), "second");
  if (minutes < 60) return count(round(minutes), "minute");
  if (minutes < MINUTES_IN_DAY) return count(round(minutes / 60), "hour");
  if (calendarMinutes < MINUTES_IN_MONTH) return count(round(calendarMinutes / MINUTES_IN_DAY), "day");
  if (calendarMinutes < MINUTES_IN_YEAR) {
    const months = round(calendarMinutes / MINUTES_IN_MONTH);
    return months === 12 ? "1 year" : count(months, "month");
  }
  return count(round(calendarMinutes / MINUTES_IN_YEAR), "year");
}

/** Relative times read 'x ago', at `now` (a component gets it from clockTime: app/lib/render-clock.ts). */
export function timeAgo(iso: string | Date, now: Date): string {
  return `${distanceStrict(typeof iso === "string" ? new Date(iso) : iso, now)} ago`;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = MINUTES_IN_DAY * MINUTE_MS;

/**
 * A moment (ms) until which `timeAgo(then)` reads as it does at `now`: never later than the first change, always later
 * than `now` for a moment in the past (a moment in the future reads differently at once). Each unit's count is
 * rounded, so it changes half a unit past each whole one, and at the next unit. Days and longer count calendar time:
 * the change comes when the calendar distance reaches it, which a daylight-saving change before then moves by up to
 * an hour (the answer is then an hour early).
 */
export function timeAgoStableUntil(then: Date, now: Date): number {
  const ms = now.getTime() - then.getTime();
  if (ms < 0) return now.getTime();
  const nextChange = (elapsed: number, unitMs: number, nextUnitMs: number) =>
    Math.min((Math.floor(elapsed / unitMs + 0.5) + 0.5) * unitMs, nextUnitMs);
  if (ms < MINUTE_MS) return then.getTime() + nextChange(ms, SECOND_MS, MINUTE_MS);
  if (ms < HOUR_MS) return then.getTime() + nextChange(ms, MINUTE_MS, HOUR_MS);
  if (ms < DAY_MS) return then.getTime() + nextChange(ms, HOUR_MS, DAY_MS);
  // As distanceStrict counts it: the real distance less the shift of the clock between the two moments.
  const shift = zoneOffsetMs(now) - zoneOffsetMs(then);
  const calendarMs = ms - shift;
  const monthMs = MINUTES_IN_MONTH * MINUTE_MS;
  const yearMs = MINUTES_IN_YEAR * MINUTE_MS;
  const change =
    calendarMs < monthMs
      ? nextChange(calendarMs, DAY_MS, monthMs)
      : calendarMs < yearMs
        ? nextChange(calendarMs, monthMs, yearMs)
        : nextChange(calendarMs, yearMs, Infinity);
  const until = then.getTime() + change + shift;
  return zoneOffsetMs(new Date(until)) === zoneOffsetMs(now) ? until : until - HOUR_MS;
}

/** A calendar date (YYYY-MM-DD) as "Mar 4, 2027", built from its parts so no time zone shifts it by a day. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const day = new Date(y, m - 1, d);
  return `${MONTHS[day.getMonth()].slice(0, 3)} ${day.getDate()}, ${day.getFullYear()}`;
}

/** A moment as "Mar 4, 2027, 9:30 AM UTC": the date as formatDay writes it, for admin screens that speak UTC. */
export function formatDateTimeUtc(iso: string): string {
  const time = new Date(iso).toLocaleTimeString("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
  return `${formatDay(iso.slice(0, 10))}, ${time} UTC`;
}

/** "March 2027", in the local time zone. */
export function formatMonth(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The month `delta` months from `month` ("YYYY-MM"). */
export function shiftMonth(month: string, delta: number) {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

/** The `count` months ("YYYY-MM", UTC) up to and including the month of `now`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const current = now.toISOString().slice(0, 7);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - (count - 1)));
}

/** "12 days left", "1 day left". */
export function daysLeftText(days: number) {
  return `${days} ${days === 1 ? "day" : "days"} left`;
}
