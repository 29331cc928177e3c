import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation, useNavigation } from "@remix-run/react";

import { RouteDialog } from "~/components/route-dialog";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FieldErrors, FormErrors, Textarea } from "~/components/ui/field";
import { MODERATION_REASONS, REPORT_DETAILS_MAX, REPORT_REASON_LABELS, type ReportContentType } from "~/constants";
import { moderationForms } from "~/schemas/constraints/moderation";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

const REASON_HINTS: Record<(typeof MODERATION_REASONS)[number], string> = {
  inappropriate: "Not suitable for a professional network",
  spam: "Advertising, scams or repeated posts",
  offensive: "Abusive, hateful or threatening",
  misleading: "False claims, fake credentials or reviews",
  other: "Something else; tell us below",
};

type Target = { content_type: ReportContentType; preview: string; already_reported: boolean };

/** The Report form for one item, as a dialog over the page it came from (a page of its own without JavaScript). */
export function ReportDialog({
  target,
  closeTo,
  lastResult,
}: {
  target: Target;
  closeTo: string;
  lastResult?: { result: SubmissionResult<string[]>; title: string };
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  query.set("intent", "report");
  // Posts to the dialog's own URL (its loader knows what is reported).
  const action = `${location.pathname}?${query}`;
  const [form, fields] = useSchemaForm(moderationForms.report, {
    instance: target.content_type,
    lastResult: lastResult?.result,
    shouldValidate: "onBlur",
  });
  return (
    <RouteDialog
      title={`Report this ${target.content_type}`}
      description="Reports are private: the person you report is not told who sent it."
      closeTo={closeTo}
    >
      <blockquote className="mb-4 rounded-md border-l-4 border-border bg-muted px-3 py-2 text-sm break-words">
        {target.preview}
      </blockquote>
      {target.already_reported ? (
        <div className="grid gap-3">
          <p className="text-sm">You have already reported this. Our team will review it.</p>
          <Link to={closeTo} preventScrollReset className="text-sm font-medium text-primary hover:underline">
            Back
          </Link>
        </div>
      ) : (
        <SafeForm action={action} {...getFormProps(form)} noValidate className="grid gap-4">
          <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
          <fieldset className="grid gap-2" aria-describedby={fields.reason.errorId}>
            <legend className="text-sm font-medium">What is wrong with it?</legend>
            {MODERATION_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
              >
                <input
                  type="radio"
                  name={fields.reason.name}
                  value={reason}
                  defaultChecked={fields.reason.initialValue === reason}
                  className="mt-1 accent-[var(--primary)]"
                />
                <span>
                  <span className="font-medium">{REPORT_REASON_LABELS[reason]}</span>
                  <span className="block text-xs text-muted-foreground">{REASON_HINTS[reason]}</span>
                </span>
              </label>
            ))}
            <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
          </fieldset>
          <Field
            label="Details"
            hint={`Required for Other; up to ${REPORT_DETAILS_MAX.toLocaleString("en-US")} characters.`}
            meta={fields.details}
          >
            <Textarea {...getTextareaProps(fields.details)} rows={4} />
          </Field>
          <FormActions
            label="Submit report"
            pendingLabel="Sending..."
            pending={navigation.state !== "idle" && navigation.formAction === action}
            cancelTo={closeTo}
          />
        </SafeForm>
      )}
    </RouteDialog>
  );
}
