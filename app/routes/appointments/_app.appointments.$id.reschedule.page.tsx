import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input } from "~/components/ui/field";
import { utcToZonedInput } from "~/lib/time-zones";
import { appointmentForms } from "~/schemas/constraints/appointment";
import { getFormProps, getInputProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/appointments/_app.appointments.$id.reschedule";

/** Move an appointment (the person who booked it); it goes back to waiting for an answer. */
/** The dialog, hydrated when reached, with its page (components/deferred-page). */
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
