import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type Params } from "@remix-run/react";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { changeAppointment, getAppointment } from "~/domain/appointments.server";
import { cancelAppointmentSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const appointmentId = (params: Params) => idParam(params, "id", "Appointment not found");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const appointment = await pageData(() => getAppointment(user, appointmentId(params)));
  return { appointment: { id: appointment.id, title: appointment.title } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: cancelAppointmentSchema,
    run: async ({ reason }) => {
      await changeAppointment(user, appointmentId(params), { action: "cancel", reason });
      return {
        redirectTo: "/appointments",
        toast: { type: "success", title: "Appointment canceled", description: "They will see your reason." },
      };
    },
    failure: () => ({ title: "Could not cancel the appointment" }),
  });
}

export default deferredPage(() => import("~/routes/appointments/_app.appointments.$id.cancel.page"));

export const meta: MetaFunction = () => [{ title: `Cancel appointment | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
