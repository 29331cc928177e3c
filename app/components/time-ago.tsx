import { timeAgo, timeAgoStableUntil } from "~/lib/dates";
import { clockTime } from "~/lib/render-clock";

/**
 * "3 days ago", in a <time>. The page is hydrated a moment after the server wrote it, and "4 seconds ago" may have
 * become "5 seconds ago" meanwhile: React keeps the server's text then (instead of discarding the whole page's
 * markup over one word) and the next render brings it up to date.
 */
export function TimeAgo({ date }: { date: string | Date }) {
  const iso = typeof date === "string" ? date : date.toISOString();
  const then = new Date(iso);
  const now = clockTime((nowMs) => timeAgoStableUntil(then, new Date(nowMs)));
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {timeAgo(then, new Date(now))}
    </time>
  );
}
