import { Link } from "@remix-run/react";

import { ChevronLeft, ChevronRight } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { AVAILABILITY_LABELS, type AvailabilityStatus } from "~/constants";
import { cn } from "~/utils/cn";

export type DayMark = { date: string; status: AvailabilityStatus; notes: string | null };

const STYLES: Record<AvailabilityStatus, string> = {
  available: "border-success/50 bg-success/15 text-success",
  unavailable: "border-destructive/50 bg-destructive/15 text-destructive",
  tentative: "border-amber-500/50 bg-amber-500/15 text-amber-700 dark:text-amber-300",
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "2026-12" → "December 2026". */
function monthTitle(month: string) {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

function daysOf(month: string) {
  const first = new Date(`${month}-01T00:00:00Z`);
  const count = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return {
    lead: first.getUTCDay(),
    dates: Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
  };
}

export function Legend() {
  return (
    <ul className="flex flex-wrap gap-3 text-xs">
      {(Object.keys(STYLES) as AvailabilityStatus[]).map((s) => (
        <li key={s} className="flex items-center gap-1.5">
          <span className={cn("size-3 rounded-sm border", STYLES[s])} aria-hidden="true" />
          {AVAILABILITY_LABELS[s]}
        </li>
      ))}
    </ul>
  );
}

/**
 * A month of days, server-rendered. Editable (the owner's): each future day is a small POST form whose button cycles
 * its status; it works without JavaScript (the page reloads) and with it (no reload).
 */
export function AvailabilityCalendar({
  month,
  marks,
  today,
  cycleAction,
  nav,
}: {
  month: string;
  marks: DayMark[];
  today: string;
  /** Where a day's form posts; absent for a read-only calendar. */
  cycleAction?: string;
  /** Links to the previous and next month. */
  nav?: { prev: string | null; next: string | null };
}) {
  const byDate = new Map(marks.map((m) => [m.date, m]));
  const { lead, dates } = daysOf(month);
  return (
    <section aria-label={monthTitle(month)} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{monthTitle(month)}</h3>
        {nav ? (
          <div className="flex gap-1">
            {nav.prev ? (
              <Link
                to={nav.prev}
                preventScrollReset
                className="rounded-md p-1.5 hover:bg-muted"
                aria-label="Previous month"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </Link>
            ) : null}
            {nav.next ? (
              <Link
                to={nav.next}
                preventScrollReset
                className="rounded-md p-1.5 hover:bg-muted"
                aria-label="Next month"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground" aria-hidden="true">
        {WEEKDAYS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-1">
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} aria-hidden="true" />
        ))}
        {dates.map((date) => {
          const mark = byDate.get(date);
          const label = `${new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}: ${mark ? AVAILABILITY_LABELS[mark.status] : "Not marked"}${mark?.notes ? ` (${mark.notes})` : ""}`;
          const cell = cn(
            "flex aspect-square w-full flex-col items-center justify-center rounded-md border text-sm",
            // Past days are greyed with readable colours (faded text would fail contrast); the label keeps their mark.
            date < today
              ? "border-dashed border-border bg-muted text-muted-foreground"
              : mark
                ? STYLES[mark.status]
                : "border-border",
            date === today && "ring-2 ring-primary",
          );
          const day = Number(date.slice(8));
          return (
            <li key={date} title={mark?.notes ?? undefined}>
              {cycleAction && date >= today ? (
                <SafeForm action={cycleAction} preventScrollReset>
                  <input type="hidden" name="date" value={date} />
                  <button type="submit" className={cn(cell, "hover:border-primary")} aria-label={`${label}. Change`}>
                    {day}
                  </button>
                </SafeForm>
              ) : (
                <span className={cell} aria-label={label} role="img">
                  {day}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
