/** How a bid due date reads to a viewer, on their own clocks (bid day). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "Fri, Dec 4, 2:00 PM EST" on the clocks of `zone`. */
export function formatDueAt(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** "Fri 2 PM" (or "Fri 2:30 PM") within the coming week, "Fri, Dec 4, 2 PM" further out, on the clocks of `zone`. */
export function formatShortDue(iso: string, zone: string, nowMs: number): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" })
    .format(date)
    .replace(":00", "");
  const soon = Math.abs(date.getTime() - nowMs) < 6 * DAY;
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    ...(soon ? {} : { month: "short", day: "numeric" }),
  }).format(date);
  return soon ? `${day} ${time}` : `${day}, ${time}`;
}

/** "in 2 days 4 hours", "in 3 hours 5 minutes", "in 12 minutes", "in less than a minute"; null once it has passed. */
export function countdown(dueIso: string, nowMs: number): string | null {
  const left = Date.parse(dueIso) - nowMs;
  if (left <= 0) return null;
  if (left < MINUTE) return "in less than a minute";
  const [days, hours, minutes] = [
    Math.floor(left / DAY),
    Math.floor((left % DAY) / HOUR),
    Math.floor((left % HOUR) / MINUTE),
  ];
  if (days > 0) return `in ${plural(days, "day")}${hours ? ` ${plural(hours, "hour")}` : ""}`;
  if (hours > 0) return `in ${plural(hours, "hour")}${minutes ? ` ${plural(minutes, "minute")}` : ""}`;
  return `in ${plural(minutes, "minute")}`;
}
