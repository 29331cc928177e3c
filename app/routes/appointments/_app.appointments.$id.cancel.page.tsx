import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Textarea } from "~/components/ui/field";
import { appointmentForms } from "~/schemas/constraints/appointment";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/appointments/_app.appointments.$id.cancel";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
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
