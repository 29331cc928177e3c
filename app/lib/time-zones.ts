/** Wall-clock times in a user's time zone, and back to UTC (times are stored in UTC). */

export const DEFAULT_TIME_ZONE = "America/Phoenix";

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function offsetMs(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - instant;
}

/** A `datetime-local` value: "2026-12-03T09:30". */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The wall-clock time `minutes` later on the same clocks ("2026-12-03T09:30" + 60 → "2026-12-03T10:30"). */
export function addMinutesOnClock(local: string, minutes: number): string {
  return new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

/** "2026-12-03T09:30" on the clocks of `zone` → the UTC instant (null when not a date-time). */
export function zonedToUtc(local: string, zone: string): Date | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Twice: the offset at the guessed instant can differ from the real one across a DST change.
  const first = asUtc - offsetMs(zone, asUtc);
  return new Date(asUtc - offsetMs(zone, first));
}

/** The instant as a `datetime-local` value on the clocks of `zone`. */
export function utcToZonedInput(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  return new Date(instant + offsetMs(zone, instant)).toISOString().slice(0, 16);
}

/** "Thu, Dec 3, 9:30 AM – 11:00 AM MST" style ranges, in `zone`. */
export function formatRange(startIso: string, endIso: string, zone: string): string {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", month: "short", day: "numeric" });
  const time = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(new Date(startIso))
    .find((p) => p.type === "timeZoneName")?.value;
  const [start, end] = [new Date(startIso), new Date(endIso)];
  const sameDay = day.format(start) === day.format(end);
  return `${day.format(start)}, ${time.format(start)} – ${sameDay ? "" : `${day.format(end)}, `}${time.format(end)}${zoneName ? ` ${zoneName}` : ""}`;
}

/** "Thu, Dec 3, 2:00 PM MST": one instant on the clocks of `zone`. */
export function formatInstant(instant: Date | string, zone: string): string {
  return new Date(instant).toLocaleString("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
}
