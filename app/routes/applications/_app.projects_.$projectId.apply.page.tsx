import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef } from "react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { CharacterCount } from "~/components/ui/character-count";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import { BID_BASES, BID_BASIS_LABELS, COVER_LETTER_MIN_CHARS } from "~/constants";
import { projectForms } from "~/schemas/constraints/project";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/applications/_app.projects_.$projectId.apply";

/** The dialog, hydrated when reached, with its page (components/deferred-page). */
export default function ApplyDialog() {
  const { project } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = `/projects/${project.id}/apply?intent=apply`;
  const coverLetter = useRef<HTMLTextAreaElement>(null);
  const [form, fields] = useSchemaForm(projectForms.apply, {
    instance: project.id,
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <RouteDialog
      title={`Apply: ${project.title}`}
      description={`Budget ${project.budget_range}`}
      closeTo={`/projects/${project.id}`}
    >
      <SafeForm
        action={actionUrl}
        draft={`apply-${project.id}`}
        {...getFormProps(form)}
        noValidate
        className="grid gap-4"
      >
        <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
        <input type="hidden" name="project_id" value={project.id} />
        <Field
          label="Cover letter"
          hint={
            <CharacterCount
              field={coverLetter}
              min={COVER_LETTER_MIN_CHARS}
              hint="Your experience with this kind of work, crew, schedule"
            />
          }
          meta={fields.cover_letter}
        >
          <Textarea ref={coverLetter} {...getTextareaProps(fields.cover_letter)} rows={6} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Bid amount in dollars (optional)"
            hint="Whole dollars, so the contractor can compare bids"
            meta={fields.bid_amount_dollars}
          >
            <Input
              {...getInputProps(fields.bid_amount_dollars, { type: "number" })}
              min={0}
              step={1}
              inputMode="numeric"
            />
          </Field>
          <Field label="Bid basis" hint="How the amount is priced" meta={fields.bid_basis}>
            <Select {...getSelectProps(fields.bid_basis)} defaultValue={fields.bid_basis.initialValue ?? "lump_sum"}>
              {BID_BASES.map((b) => (
                <option key={b} value={b}>
                  {BID_BASIS_LABELS[b]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <FormActions
          label="Submit Application"
          pendingLabel="Submitting..."
          pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
          cancelTo={`/projects/${project.id}`}
        />
      </SafeForm>
    </RouteDialog>
  );
}
