import { timeAgo } from "~/lib/dates";

/**
 * "3 days ago", in a <time>. The page is hydrated a moment after the server wrote it, and "4 seconds ago" may have
 * become "5 seconds ago" meanwhile: React keeps the server's text then (instead of discarding the whole page's
 * markup over one word) and the next render brings it up to date.
 */
export function TimeAgo({ date }: { date: string | Date }) {
  const iso = typeof date === "string" ? date : date.toISOString();
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {timeAgo(iso)}
    </time>
  );
}
