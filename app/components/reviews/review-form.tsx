import { useNavigation } from "@remix-run/react";

import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FieldErrors, FormErrors, Select, Textarea } from "~/components/ui/field";
import { RATING_LABELS, REVIEW_COMMENT_MAX } from "~/constants";
import type { FormFailure } from "~/utils/forms.server";
import { reviewForms } from "~/schemas/constraints/review";
import { getFormProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

/** The review form: a rating 5 to 1 with its label (default 5), a comment, and aspect ratings. */
export function ReviewForm({
  action,
  aspects,
  defaults,
  lastResult,
  cancelTo,
  submitLabel,
}: {
  action: string;
  aspects: readonly string[];
  defaults?: { rating: number; comment: string | null; aspects: Record<string, number> | null };
  lastResult?: FormFailure;
  cancelTo: string;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(reviewForms.review, {
    lastResult: lastResult?.result,
    defaultValue: {
      rating: String(defaults?.rating ?? 5),
      comment: defaults?.comment ?? "",
      ...Object.fromEntries(
        aspects.map((name, i) => [`aspect_${i + 1}`, defaults?.aspects?.[name] ? String(defaults.aspects[name]) : ""]),
      ),
    },
    shouldValidate: "onBlur",
  });
  const aspectFields = [fields.aspect_1, fields.aspect_2, fields.aspect_3];
  return (
    <SafeForm
      action={action}
      draft={defaults ? undefined : "review"}
      {...getFormProps(form)}
      noValidate
      className="grid gap-4"
    >
      <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
      <fieldset className="grid gap-2" aria-describedby={fields.rating.errorId}>
        <legend className="text-sm font-medium">Rating</legend>
        <div className="flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
            >
              <input
                type="radio"
                name={fields.rating.name}
                value={n}
                defaultChecked={String(fields.rating.initialValue ?? "5") === String(n)}
                className="accent-[var(--primary)]"
              />
              {n} · {RATING_LABELS[n]}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      {aspects.length ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {aspects.map((name, i) => (
            <Field key={name} label={`${name} (optional)`} meta={aspectFields[i]}>
              <Select {...getSelectProps(aspectFields[i])}>
                <option value="">Not rated</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {n} · {RATING_LABELS[n]}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
      ) : null}
      <Field label="Comment" hint={`Up to ${REVIEW_COMMENT_MAX} characters`} meta={fields.comment}>
        <Textarea {...getTextareaProps(fields.comment)} rows={5} placeholder="How was it to work together?" />
      </Field>
      <FormActions
        label={submitLabel}
        pendingLabel="Saving..."
        pending={navigation.state !== "idle" && navigation.formAction === action}
        cancelTo={cancelTo}
      />
    </SafeForm>
  );
}
