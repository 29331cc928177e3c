import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { deferredPage } from "~/components/deferred-page";
import { APP_NAME } from "~/constants";
import { calendarToken, changeAppointment, listAppointments, resetCalendarToken } from "~/domain/appointments.server";
import { appointmentsMap } from "~/domain/maps.server";
import { getTimeZone } from "~/domain/settings.server";
import { appointmentDecisionSchema, noFields } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "past" ? "past" : "upcoming";
  const page = pageParam(url.searchParams);
  const [list, zone] = await Promise.all([listAppointments(user, { past: tab === "past", page }), getTimeZone(user)]);
  return {
    viewerId: user.id,
    tab,
    list,
    zone,
    feedUrl: `${url.origin}/appointments.ics?token=${await calendarToken(user)}`,
    back: url.pathname + url.search,
    map: appointmentsMap(list.items),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const intent = new URL(request.url).searchParams.get("intent");
  if (intent === "reset_feed") {
    return formAction(request, {
      schema: noFields,
      intent,
      run: async () => {
        await resetCalendarToken(user);
        return {
          redirectTo: "/appointments",
          toast: { type: "success", title: "Calendar link reset", description: "The old link no longer works." },
        };
      },
    });
  }
  const decision = intent === "accept" ? "accept" : "decline";
  return formAction(request, {
    schema: appointmentDecisionSchema,
    intent: decision,
    run: async ({ id, back }) => {
      await changeAppointment(user, id, { action: decision });
      return {
        redirectTo: back ?? "/appointments",
        toast: {
          type: "success",
          title: decision === "accept" ? "Appointment confirmed" : "Appointment declined",
          description: decision === "accept" ? "It is on both calendars." : "They will see that you declined.",
        },
      };
    },
    failure: () => ({ title: "Failed to update appointment" }),
  });
}

export default deferredPage(() => import("~/routes/appointments/_app.appointments.page"));

export const meta: MetaFunction = () => [{ title: `Schedule | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
