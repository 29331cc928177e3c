import type { LoaderFunctionArgs } from "@remix-run/node";

import { getAppointment } from "~/domain/appointments.server";
import { appointmentsCalendar } from "~/domain/calendar-file.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

/** 'Add to calendar': one appointment as an .ics file (the two parties only). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const appointment = await pageData(() => getAppointment(user, idParam(params, "id", "Appointment not found")));
  return new Response(appointmentsCalendar([appointment]), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="appointment-${appointment.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
