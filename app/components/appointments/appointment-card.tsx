import { Link } from "@remix-run/react";

import { MapPinNumber } from "~/components/maps/place-map";
import { TimeRange } from "~/components/appointments/time-range";
import { CalendarDays, Download, MapPin } from "~/components/icons";
import { PersonLink } from "~/components/person-link";
import { SafeForm } from "~/components/safe-form";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { APPOINTMENT_STATUS_LABELS } from "~/constants";
import type { AppointmentView } from "~/domain/appointments.server";

const STATUS_STYLES: Record<AppointmentView["status"], string> = {
  pending: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  confirmed: "bg-success/15 text-success",
  declined: "bg-muted text-muted-foreground",
  canceled: "bg-destructive/15 text-destructive",
  completed: "bg-muted text-muted-foreground",
};

/** One appointment: what, when (in the viewer's zone), where, with whom, and what the viewer can do with it. */
export function AppointmentCard({
  appointment: a,
  viewerId,
  zone,
  back,
  pin,
}: {
  appointment: AppointmentView;
  viewerId: number;
  zone: string;
  back: string;
  /** The card's number on the map beside the list. */
  pin?: string;
}) {
  const open = a.status === "pending" || a.status === "confirmed";
  return (
    <li
      id={`appointment-${a.id}`}
      className="card-in-long-list grid scroll-mt-20 gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex min-w-0 items-start gap-2 font-semibold">
          {pin ? <MapPinNumber label={pin} /> : null}
          {a.title}
        </h3>
        <Badge className={STATUS_STYLES[a.status]}>{APPOINTMENT_STATUS_LABELS[a.status]}</Badge>
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground">
        <div className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <dt className="sr-only">When</dt>
          <dd>
            <TimeRange start={a.start_time} end={a.end_time} zone={zone} />
          </dd>
        </div>
        {a.location ? (
          <div className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <dt className="sr-only">Where</dt>
            <dd>{a.location}</dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">With</dt>
          <dd>
            {a.creator_id === viewerId ? "You invited " : "Invited by "}
            <PersonLink person={a.other} className="font-medium text-foreground hover:underline" />
            {a.project ? (
              <>
                {" · "}
                <Link to={`/projects/${a.project.id}`} className="hover:underline">
                  {a.project.title}
                </Link>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {a.description ? <p className="text-sm whitespace-pre-line">{a.description}</p> : null}
      {a.status === "canceled" && a.cancel_reason ? (
        <p className="rounded-md bg-muted p-2 text-sm">Canceled: {a.cancel_reason}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
        {a.awaiting_you ? (
          <>
            {(["accept", "decline"] as const).map((decision) => (
              <SafeForm key={decision} action={`/appointments?intent=${decision}`}>
                <input type="hidden" name="id" value={a.id} />
                <input type="hidden" name="back" value={back} />
                <Button type="submit" size="sm" variant={decision === "accept" ? "primary" : "outline"}>
                  {decision === "accept" ? "Accept" : "Decline"}
                </Button>
              </SafeForm>
            ))}
          </>
        ) : null}
        {open && a.creator_id === viewerId ? (
          <ButtonLink to={`/appointments/${a.id}/reschedule`} preventScrollReset size="sm" variant="outline">
            Move
          </ButtonLink>
        ) : null}
        {open ? (
          <ButtonLink to={`/appointments/${a.id}/cancel`} preventScrollReset size="sm" variant="destructive-outline">
            Cancel
          </ButtonLink>
        ) : null}
        <a
          href={`/appointments/${a.id}.ics`}
          download
          className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Add to calendar
        </a>
      </div>
    </li>
  );
}
