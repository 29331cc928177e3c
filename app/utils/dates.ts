import { format, formatDistanceToNowStrict } from "date-fns";

/** SPEC point 9: relative times read 'x ago'. */
export function timeAgo(iso: string | Date): string {
  return `${formatDistanceToNowStrict(typeof iso === "string" ? new Date(iso) : iso)} ago`;
}

/** A calendar date (YYYY-MM-DD) as "Mar 4, 2027", built from its parts so no time zone shifts it by a day. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return format(new Date(y, m - 1, d), "MMM d, yyyy");
}

export function formatMonth(iso: string): string {
  return format(new Date(iso), "MMMM yyyy");
}
