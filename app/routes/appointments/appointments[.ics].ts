import type { LoaderFunctionArgs } from "@remix-run/node";

import { feedAppointments, userByCalendarToken } from "~/domain/appointments.server";
import { appointmentsCalendar } from "~/domain/calendar-file.server";

/**
 * The private calendar feed a phone subscribes to: /appointments.ics?token=… (the token is the only key, so it is
 * long, random and resettable from /appointments).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await userByCalendarToken(new URL(request.url).searchParams.get("token") ?? "");
  if (userId === null) return new Response("Unknown or reset calendar link", { status: 404 });
  return new Response(appointmentsCalendar(await feedAppointments(userId)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
