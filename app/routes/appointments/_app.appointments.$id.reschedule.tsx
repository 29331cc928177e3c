import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, type Params } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import { changeAppointment, getAppointment } from "~/domain/appointments.server";
import { invalid } from "~/domain/errors.server";
import { getTimeZone } from "~/domain/settings.server";
import { rescheduleFormSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import { isTimeZone, utcToZonedInput, zonedToUtc } from "~/lib/time-zones";
import { appointmentForms } from "~/schemas/constraints/appointment";
import { getFormProps, getInputProps, useSchemaForm } from "~/utils/use-schema-form";

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

/** Move an appointment (the person who booked it); it goes back to waiting for an answer. */
export default function RescheduleDialog() {
  const { appointment, zone } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  // The account's zone throughout, so the prefilled times and the ones sent back mean the same thing.
  const actionUrl = `/appointments/${appointment.id}/reschedule?intent=reschedule`;
  const [form, fields] = useSchemaForm(appointmentForms.reschedule, {
    lastResult: lastResult?.result,
    defaultValue: { start: utcToZonedInput(appointment.start, zone), end: utcToZonedInput(appointment.end, zone) },
    shouldValidate: "onBlur",
  });
  return (
    <RouteDialog
      title={`Move ${appointment.title}`}
      description={`Times are in ${zone.replace(/_/g, " ")} (Settings → Account).`}
      closeTo="/appointments"
    >
      <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <input type="hidden" name="tz" value={zone} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Start" meta={fields.start}>
            <Input {...getInputProps(fields.start, { type: "datetime-local" })} />
          </Field>
          <Field label="End" meta={fields.end}>
            <Input {...getInputProps(fields.end, { type: "datetime-local" })} />
          </Field>
        </div>
        <FormActions
          label="Move appointment"
          pendingLabel="Saving..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo="/appointments"
        />
      </SafeForm>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: `Move appointment | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
