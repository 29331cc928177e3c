import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { changeAppointment, getAppointment } from "~/domain/appointments.server";
import { invalid } from "~/domain/errors.server";
import { getTimeZone } from "~/domain/settings.server";
import { rescheduleFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import { isTimeZone, zonedToUtc } from "~/lib/time-zones";

const appointmentId = (params: Params) => idParam(params, "id", "Appointment not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [appointment, zone] = await Promise.all([
    pageData(() => getAppointment(user, appointmentId(params))),
    getTimeZone(user),
  ]);
  return {
    appointment: {
      id: appointment.id,
      title: appointment.title,
      start: appointment.start_time,
      end: appointment.end_time,
    },
    zone,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: rescheduleFormSchema,
    run: async (input) => {
      const zone = input.tz && isTimeZone(input.tz) ? input.tz : await getTimeZone(user);
      const [start, end] = [zonedToUtc(input.start, zone), zonedToUtc(input.end, zone)];
      if (!start || !end) throw invalid("Choose the start and end date and time");
      await changeAppointment(user, appointmentId(params), {
        action: "reschedule",
        start_time: start.toISOString(),
        end_time: end.toISOString(),
      });
      return {
        redirectTo: "/appointments",
        toast: {
          type: "success",
          title: "Appointment moved",
          description: "They will be asked to accept the new time.",
        },
      };
    },
    failure: () => ({ title: "Could not move the appointment" }),
  });
}

export default deferredPage(() => import("~/routes/appointments/_app.appointments.$id.reschedule.page"));

export const meta: MetaFunction = () => [{ title: `Move appointment | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
