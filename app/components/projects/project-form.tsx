import { useNavigation } from "@remix-run/react";

import { BidWindowFields, bidWindowDefaults, ScopeLinesFields } from "~/components/bids/bid-window-fields";

import { NoPlaceNotice } from "~/components/projects/no-place-notice";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FormErrors, Input, Select, Textarea } from "~/components/ui/field";
import {
  BUDGET_RANGES,
  DOCUMENT_ACCESS,
  DOCUMENT_ACCESS_LABELS,
  PROJECT_FORM_TRADES,
  TIMELINES,
  TRADES,
} from "~/constants";
import type { ProjectView } from "~/domain/projects.server";
import type { FormFailure } from "~/utils/forms.server";
import { projectForms } from "~/schemas/constraints/project";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

/** The project form's own five trades first (PROJECT_FORM_TRADES), then the other trades. */
const TRADE_OPTIONS = [
  ...PROJECT_FORM_TRADES,
  ...TRADES.filter((t) => !(PROJECT_FORM_TRADES as readonly string[]).includes(t)),
];

/** Post New Project and Edit project: every field, with the schema's exact messages (docs/product-rules.md#forms). */
export function ProjectForm({
  action,
  project,
  lastResult,
  cancelTo,
  zone,
}: {
  action: string;
  project?: ProjectView;
  lastResult?: FormFailure;
  cancelTo: string;
  /** The owner's time zone (Settings): the bid due date and time are read on its clocks. */
  zone: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(projectForms.project, {
    instance: project?.id ?? "new",
    lastResult: lastResult?.result,
    defaultValue: project
      ? {
          trade_type: project.trade_type,
          title: project.title,
          description: project.description,
          location: project.location,
          zip_code: project.zip_code ?? "",
          budget_range: project.budget_range,
          timeline: project.timeline,
          requirements: project.requirements,
          start_date: project.start_date,
          end_date: project.end_date ?? "",
          documents_access: project.documents_access,
          ...bidWindowDefaults(project.bid_window, zone),
        }
      : { documents_access: "bidders" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SafeForm
      action={action}
      draft={project ? undefined : "project-new"}
      {...getFormProps(form)}
      noValidate
      className="grid gap-4"
    >
      <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
      {project ? <NoPlaceNotice project={project} /> : null}
      <Field label="Trade type" meta={fields.trade_type}>
        <Select {...getSelectProps(fields.trade_type)}>
          <option value="">Select a trade</option>
          {TRADE_OPTIONS.map((trade) => (
            <option key={trade} value={trade}>
              {trade}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Title" meta={fields.title}>
        <Input
          {...getInputProps(fields.title, { type: "text" })}
          placeholder="e.g. Tenant improvement, 3rd floor offices"
        />
      </Field>
      <Field label="Description" meta={fields.description}>
        <Textarea
          {...getTextareaProps(fields.description)}
          rows={5}
          placeholder="The scope of work, the site, what is included."
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field label="Location" hint="City and state" meta={fields.location}>
          <Input {...getInputProps(fields.location, { type: "text" })} autoComplete="address-level2" />
        </Field>
        <Field label="Zip Code" hint="For distance searches" meta={fields.zip_code}>
          <Input {...getInputProps(fields.zip_code, { type: "text" })} inputMode="numeric" autoComplete="postal-code" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Budget range" meta={fields.budget_range}>
          <Select {...getSelectProps(fields.budget_range)}>
            <option value="">Select a budget</option>
            {BUDGET_RANGES.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Timeline" meta={fields.timeline}>
          <Select {...getSelectProps(fields.timeline)}>
            <option value="">Select a timeline</option>
            {TIMELINES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Start date (optional)" meta={fields.start_date}>
          <Input {...getInputProps(fields.start_date, { type: "date" })} />
        </Field>
        <Field label="End date (optional)" meta={fields.end_date}>
          <Input {...getInputProps(fields.end_date, { type: "date" })} />
        </Field>
      </div>
      <Field label="Requirements" meta={fields.requirements}>
        <Textarea
          {...getTextareaProps(fields.requirements)}
          rows={4}
          placeholder="Licenses, insurance, experience, schedule constraints."
        />
      </Field>
      <Field
        label="Who may open the plan room"
        hint="Drawings and specifications you add"
        meta={fields.documents_access}
      >
        <Select {...getSelectProps(fields.documents_access)}>
          {DOCUMENT_ACCESS.map((access) => (
            <option key={access} value={access}>
              {DOCUMENT_ACCESS_LABELS[access]}
            </option>
          ))}
        </Select>
      </Field>
      <BidWindowFields
        form={form}
        fields={fields}
        zone={zone}
        sealLocked={Boolean(project?.bid_window.sealed && project.applicationCount > 0)}
      />
      {project ? null : <ScopeLinesFields fields={fields} />}
      <FormActions
        label={project ? "Save project" : "Post Project"}
        pendingLabel={project ? "Saving..." : "Posting..."}
        pending={navigation.state !== "idle" && navigation.formAction === action}
        cancelTo={cancelTo}
      />
    </SafeForm>
  );
}
