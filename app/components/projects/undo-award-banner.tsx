import { useEffect, useState } from "react";

import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import type { AwardView } from "~/domain/awards.server";

const secondsLeft = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/**
 * "Awarded to …: Undo" while the award's notifications are held. Without JavaScript it says how long was left when
 * the page was drawn; with it, it counts down and goes when the window closes (a late POST is refused anyway).
 */
export function UndoAwardBanner({ award, action }: { award: AwardView; action: string }) {
  const [left, setLeft] = useState(() => secondsLeft(award.undo_until));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(award.undo_until)), 1000);
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
