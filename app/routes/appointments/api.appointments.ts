import { bookAppointment, listAppointments } from "~/domain/appointments.server";
import { appointmentSchema } from "~/schemas/index.server";
import { pageParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

/** GET /api/appointments (own; upcoming, or `?past=true`; `&page=`). */
export const loader = userApiLoader(({ request, user }) => {
  const query = new URL(request.url).searchParams;
  return listAppointments(user, { past: query.get("past") === "true", page: pageParam(query) });
});

/**
 * POST /api/appointments: { attendee_id, title, description?, start_time, end_time, location?, project_id? } →
 * 201 { appointment, warnings } (pending until the attendee accepts; warnings do not block).
 */
export const action = userApiAction({
  POST: {
    status: 201,
    run: async ({ request, user }) => bookAppointment(user, await readJsonWith(request, appointmentSchema)),
  },
});
