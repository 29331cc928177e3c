import { changeAppointment, getAppointment } from "~/domain/appointments.server";
import { appointmentChangeSchema } from "~/schemas/index.server";
import { idParam, readJsonWith, userApiAction, userApiLoader } from "~/utils/http.server";

const appointmentId = (params: Record<string, string | undefined>) => idParam(params, "id", "Appointment not found");

/** GET /api/appointments/{id} (the two parties only). */
export const loader = userApiLoader(({ params, user }) => getAppointment(user, appointmentId(params)));

/** PATCH /api/appointments/{id}: { action: accept | decline | cancel (reason) | reschedule (start_time, end_time) }. */
export const action = userApiAction({
  PATCH: async ({ request, params, user }) =>
    changeAppointment(user, appointmentId(params), await readJsonWith(request, appointmentChangeSchema)),
});
