import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";

import type { BookingDay, BookingSlot, SlotState } from "~/domain/free-busy.server";
import { cn } from "~/utils/cn";

const STATE_LABELS: Record<SlotState, string> = { free: "Free", busy: "Busy", unavailable: "Unavailable" };

/** What the form says above itself when the chosen time is not free, next to "Book anyway". */
export const SLOT_WARNINGS: Record<Exclude<SlotState, "free">, string> = {
  busy: "That hour is busy: you or they already have an appointment then.",
  unavailable: "They marked that day unavailable on their calendar.",
};

function dayLabel(date: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  return {
    weekday: noon.toLocaleDateString("en-US", { weekday: "short", timeZone: "UTC" }),
    day: noon.toLocaleDateString("en-US", { day: "numeric", timeZone: "UTC" }),
    full: noon.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
  };
}

function timeLabel(slot: BookingSlot, zone: string) {
  return new Date(slot.start_time).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });
}

/**
 * The next 14 days as free and busy hours to pick from: a link per day and per hour, so it works without JavaScript
 * (the page comes back with the time filled in); `onPick` fills the form in place when JavaScript runs.
 */
export function SlotPicker({
  days,
  day,
  chosen,
  zone,
  hrefFor,
  onPick,
}: {
  days: BookingDay[];
  /** The day whose hours are shown (YYYY-MM-DD). */
  day: string;
  /** The start of the chosen hour ("2026-11-27T09:00"), if any. */
  chosen: string | null;
  zone: string;
  hrefFor: (choice: { day: string; start?: string }) => string;
  onPick?: (slot: BookingSlot, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const shown = days.find((d) => d.date === day) ?? days[0];
  if (!shown) return <p className="text-sm text-muted-foreground">No working hours are left to offer.</p>;
  return (
    <div role="group" aria-labelledby="slot-picker-title" className="grid gap-3">
      <p id="slot-picker-title" className="text-sm font-medium">
        Pick a free hour (next 14 days, 7 AM to 5 PM)
      </p>
      <ul className="grid grid-cols-7 gap-1" aria-label="Days">
        {days.map((d) => {
          const label = dayLabel(d.date);
          const free = d.slots.filter((s) => s.state === "free").length;
          const current = d.date === shown.date;
          return (
            <li key={d.date}>
              <Link
                to={hrefFor({ day: d.date })}
                replace
                preventScrollReset
                aria-current={current ? "date" : undefined}
                aria-label={`${label.full}: ${free} free`}
                className={cn(
                  "flex flex-col items-center rounded-md border px-0.5 py-1 text-xs leading-tight",
                  current ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
                  !current && free === 0 && "text-muted-foreground",
                )}
              >
                <span>{label.weekday}</span>
                <span className="text-sm font-semibold">{label.day}</span>
                <span
                  className={cn(
                    "text-[11px] whitespace-nowrap",
                    current ? "text-primary-foreground" : "text-muted-foreground",
                  )}
                >
                  {free} free
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <h3 className="text-sm font-semibold">{dayLabel(shown.date).full}</h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={`Hours on ${dayLabel(shown.date).full}`}>
        {shown.slots.map((slot) => {
          const picked = slot.start === chosen;
          return (
            <li key={slot.start}>
              <Link
                to={hrefFor({ day: shown.date, start: slot.start })}
                replace
                preventScrollReset
                onClick={onPick ? (event) => onPick(slot, event) : undefined}
                aria-label={`${timeLabel(slot, zone)}, ${STATE_LABELS[slot.state].toLowerCase()}`}
                aria-current={picked ? "true" : undefined}
                className={cn(
                  "flex flex-col rounded-md border px-2 py-1.5 text-sm",
                  slot.state === "free"
                    ? "border-primary/60 font-medium hover:bg-accent"
                    : "border-dashed border-border text-muted-foreground hover:bg-muted",
                  picked && "border-primary bg-primary text-primary-foreground hover:bg-primary",
                )}
              >
                <span>{timeLabel(slot, zone)}</span>
                <span className={cn("text-xs", picked ? "text-primary-foreground" : "text-muted-foreground")}>
                  {STATE_LABELS[slot.state]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
