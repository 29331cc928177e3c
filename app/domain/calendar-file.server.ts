/** Appointments as iCalendar (RFC 5545) for 'Add to calendar' and the private feed, through ical-generator. */
import ical, { ICalEventStatus } from "ical-generator";

import { APP_NAME } from "~/constants";
import type { AppointmentView } from "~/domain/appointments.server";

const STATUS: Partial<Record<AppointmentView["status"], ICalEventStatus>> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  canceled: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
};

export function appointmentsCalendar(items: AppointmentView[], name = `${APP_NAME} appointments`): string {
  const calendar = ical({ name, prodId: { company: APP_NAME, product: "appointments" } });
  for (const a of items) {
    const details = [
      a.description,
      a.other ? `With: ${a.other.display_name}` : null,
      a.project ? `Project: ${a.project.title}` : null,
      a.status === "canceled" && a.cancel_reason ? `Canceled: ${a.cancel_reason}` : null,
    ].filter(Boolean);
    calendar.createEvent({
      id: `appointment-${a.id}@tradelink`,
      start: new Date(a.start_time),
      end: new Date(a.end_time),
      summary: a.status === "pending" ? `${a.title} (not yet confirmed)` : a.title,
      description: details.join("\n"),
      location: a.location ?? undefined,
      status: STATUS[a.status],
    });
  }
  return calendar.toString();
}
