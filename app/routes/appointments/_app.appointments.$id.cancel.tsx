import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, type Params } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { APP_NAME } from "~/constants";
import { changeAppointment, getAppointment } from "~/domain/appointments.server";
import { cancelAppointmentSchema } from "~/schemas/index.server";
import { formAction } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";
import { appointmentForms } from "~/schemas/constraints/appointment";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

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

export default function CancelAppointmentDialog() {
  const { appointment } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = `/appointments/${appointment.id}/cancel?intent=cancel`;
  const [form, fields] = useSchemaForm(appointmentForms["cancel-appointment"], {
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
  });
  return (
    <RouteDialog title={`Cancel ${appointment.title}?`} closeTo="/appointments">
      <SafeForm action={actionUrl} {...getFormProps(form)} noValidate className="grid gap-4">
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <Field label="Reason" hint="Both of you see it on the appointment." meta={fields.reason}>
          <Textarea {...getTextareaProps(fields.reason)} rows={3} maxLength={500} />
        </Field>
        <FormActions
          label="Cancel appointment"
          pendingLabel="Canceling..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo="/appointments"
          variant="destructive"
        />
      </SafeForm>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: `Cancel appointment | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
