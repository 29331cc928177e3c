import { useEffect, useState } from "react";

import { Clock, Lock } from "~/components/icons";
import type { BidWindow } from "~/domain/bid-window.server";
import { countdown, formatDueAt, formatShortDue } from "~/lib/bid-due";
import { cn } from "~/utils/cn";

/** The time now, from the server's clock at first (so the page reads the same before and after hydration), then ticking each minute. */
function useMinuteClock(serverNow: string | null): number {
  const [nowMs, setNowMs] = useState(() => (serverNow ? Date.parse(serverNow) : Number.NaN));
  useEffect(() => {
    /* eslint-disable no-restricted-syntax -- ticking in the browser; the server renders from its loader's clock. */
    setNowMs(Date.now());
    const timer = setInterval(() => setNowMs(Date.now()), 60_000);
    /* eslint-enable no-restricted-syntax */
    return () => clearInterval(timer);
  }, []);
  return nowMs;
}

/**
 * When bids are due, in the viewer's time zone, with a countdown ("Bids due Fri, Dec 4, 2:00 PM EST · in 2 days 4
 * hours"); after it, whether late bids are taken; on a sealed project, until when amounts stay sealed. Nothing when
 * the project has no due date.
 */
export function BidDue({
  window,
  zone,
  now,
  className,
}: {
  window: BidWindow;
  /** The viewer's time zone (Settings). */
  zone: string;
  /** The server's clock when the page was made (ISO); null when bids have no due date. */
  now: string | null;
  className?: string;
}) {
  const nowMs = useMinuteClock(now);
  if (!window.due_at) return null;
  const left = countdown(window.due_at, nowMs);
  const shortDue = formatShortDue(window.due_at, zone, nowMs);
  return (
    <div className={cn("grid gap-1.5 rounded-md border border-border p-3 text-sm", className)} data-testid="bid-due">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="font-medium">
          {left ? "Bids due" : "Bids were due"} {formatDueAt(window.due_at, zone)}
        </span>
        {left ? <span className="text-muted-foreground">{left}</span> : null}
        {left ? null : (
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-semibold",
              window.late_bids_allowed ? "bg-accent text-accent-foreground" : "bg-muted text-foreground",
            )}
          >
            {window.late_bids_allowed ? "Late bids accepted" : "Bids closed"}
          </span>
        )}
      </p>
      {window.sealed ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Lock aria-hidden="true" className="size-4" />
          {left ? `Bids are sealed until ${shortDue}` : `Sealed bids were opened ${shortDue}`}
        </p>
      ) : null}
    </div>
  );
}
