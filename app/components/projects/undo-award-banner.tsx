import { useEffect, useState } from "react";

import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import type { AwardView } from "~/domain/awards.server";
import { clockTime } from "~/lib/render-clock";

const secondsLeft = (until: string, now: number) => Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));

/**
 * "Awarded to …: Undo" while the award's notifications are held. Without JavaScript it says how long was left when
 * the page was drawn; with it, it counts down and goes when the window closes (a late POST is refused anyway).
 */
export function UndoAwardBanner({ award, action }: { award: AwardView; action: string }) {
  // While it counts, the text changes within the second; once the window closed, the banner stays gone.
  const [left, setLeft] = useState(() => {
    const until = Date.parse(award.undo_until);
    const now = clockTime((nowMs) => (nowMs < until ? nowMs : Infinity));
    return secondsLeft(award.undo_until, now);
  });
  useEffect(() => {
    // eslint-disable-next-line no-restricted-syntax -- ticking in the browser, after the render.
    const timer = setInterval(() => setLeft(secondsLeft(award.undo_until, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [award.undo_until]);
  if (left === 0) return null;
  return (
    <div
      role="status"
      // A countdown: a page hydrated when reached hydrates at once (components/deferred-page).
      data-hydrate-now
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground"
    >
      <div>
        <p className="font-semibold">Awarded to {award.applicant_name}</p>
        <p>
          {award.rejected ? `${award.rejected} others will be told it's awarded. ` : ""}
          Nobody is notified for another {left} s.
        </p>
      </div>
      <SafeForm action={action}>
        <input type="hidden" name="intent" value="undo_award" />
        <input type="hidden" name="award_id" value={award.id} />
        <Button type="submit" size="sm" variant="outline">
          Undo award
        </Button>
      </SafeForm>
    </div>
  );
}
