import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";

import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { Field, FormErrors, Input, Select } from "~/components/ui/field";
import { AVAILABILITY_LABELS, AVAILABILITY_NOTE_MAX, AVAILABILITY_STATUSES } from "~/constants";
import { availabilityForms } from "~/schemas/constraints/availability";
import { getFormProps, getInputProps, getSelectProps, useSchemaForm } from "~/utils/use-schema-form";

/** Set a range of days in one step (from, to, status, note); the way to edit the calendar without JavaScript too. */
export function AvailabilityRangeForm({
  action,
  defaultDate,
  lastResult,
}: {
  action: string;
  defaultDate: string;
  lastResult?: { result: SubmissionResult<string[]>; title: string } | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(availabilityForms["availability-range"], {
    lastResult: lastResult?.result,
    defaultValue: { from: defaultDate, to: defaultDate, status: "unavailable" },
    shouldValidate: "onBlur",
  });
  return (
    <SafeForm action={action} {...getFormProps(form)} noValidate className="grid gap-4" preventScrollReset>
      <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="From" meta={fields.from}>
          <Input {...getInputProps(fields.from, { type: "date" })} />
        </Field>
        <Field label="To" meta={fields.to}>
          <Input {...getInputProps(fields.to, { type: "date" })} />
        </Field>
        <Field label="Status" meta={fields.status}>
          <Select {...getSelectProps(fields.status)}>
            {AVAILABILITY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {AVAILABILITY_LABELS[s]}
              </option>
            ))}
            <option value="clear">Clear (not marked)</option>
          </Select>
        </Field>
      </div>
      <Field
        label="Note (optional)"
        hint={`Up to ${AVAILABILITY_NOTE_MAX} characters, e.g. "On a job in Mesa"`}
        meta={fields.notes}
      >
        <Input {...getInputProps(fields.notes, { type: "text" })} maxLength={AVAILABILITY_NOTE_MAX} />
      </Field>
      <Button
        type="submit"
        className="justify-self-start"
        pending={navigation.state !== "idle" && navigation.formAction === action}
      >
        Save dates
      </Button>
    </SafeForm>
  );
}
