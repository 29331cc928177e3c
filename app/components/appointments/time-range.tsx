import { formatRange } from "~/lib/time-zones";
import { useHydrated } from "~/utils/use-hydrated";

/** The browser's zone once JavaScript runs, else the account's (Settings → Account). */
function useViewerTimeZone(accountZone: string) {
  const hydrated = useHydrated();
  return hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : accountZone;
}

export function TimeRange({ start, end, zone }: { start: string; end: string; zone: string }) {
  const shown = useViewerTimeZone(zone);
  return (
    <time dateTime={start} suppressHydrationWarning>
      {formatRange(start, end, shown)}
    </time>
  );
}
