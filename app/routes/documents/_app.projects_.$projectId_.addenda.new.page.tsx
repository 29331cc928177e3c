import type { FieldMetadata } from "@conform-to/react";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { ArrowLeft } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, FieldErrors, FormErrors, Textarea } from "~/components/ui/field";
import { ADDENDUM_NOTE_MAX } from "~/constants";
import { type PendingVersion } from "~/domain/plan-addenda.server";
import { formatDay } from "~/lib/dates";
import { addendumForms } from "~/schemas/constraints/addendum";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";
import type { action, loader } from "~/routes/documents/_app.projects_.$projectId_.addenda.new";

/** The versions the addendum brings, pre-ticked (plain inputs: the same attributes conform would give). */
function VersionChoices({
  meta,
  versions,
  since,
}: {
  meta: FieldMetadata<string[] | undefined>;
  versions: PendingVersion[];
  since: string;
}) {
  const { id, name, formId, errorId, initialValue, errors } = meta;
  const ticked = new Set([initialValue ?? []].flat().map(String));
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">Documents in this addendum</legend>
      <p className="text-xs text-muted-foreground">
        New documents and new versions uploaded since {since}, not in an addendum yet. Untick any that are not part of
        this one. With none ticked, the addendum is a note only (a clarification): bidders are told all the same.
      </p>
      {versions.length ? (
        <ul className="grid gap-2">
          {versions.map((v) => (
            <li key={v.version_id}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  id={`${id}-${v.version_id}`}
                  name={name}
                  form={formId}
                  value={v.version_id}
                  defaultChecked={ticked.has(String(v.version_id))}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                />
                <span>
                  <span className="font-medium">{v.title}</span>{" "}
                  <span className="text-muted-foreground">
                    {v.version > 1 ? `version ${v.version}` : "new"}, {v.original_name}, uploaded{" "}
                    {formatDay(v.uploaded_at.slice(0, 10))}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md bg-muted p-3 text-sm">No documents were added or changed since then.</p>
      )}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function NewAddendumPage() {
  const { project, number, bidders, pending } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionUrl = `/projects/${project.id}/addenda/new`;
  const back = `/projects/${project.id}/documents`;
  const [form, fields] = useSchemaForm(addendumForms.addendum, {
    lastResult: lastResult?.result,
    defaultValue: { version_ids: pending.map((v) => String(v.version_id)) },
    shouldValidate: "onBlur",
  });
  return (
    <PageContainer>
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the plan room
      </Link>
      <PageHeader
        title={`Issue Addendum ${number}`}
        description={`${project.title}: ${bidders} ${bidders === 1 ? "bidder is" : "bidders are"} told in their inbox and by email, and each is asked to acknowledge it.`}
      />
      <Card>
        <CardContent className="pt-6">
          <SafeForm
            method="post"
            action={actionUrl}
            draft={`addendum-${project.id}`}
            {...getFormProps(form)}
            noValidate
            className="grid gap-5"
          >
            <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
            <Field
              label="What changed"
              hint={`Up to ${ADDENDUM_NOTE_MAX.toLocaleString("en-US")} characters. Bidders read it first, in the email too.`}
              meta={fields.note}
            >
              <Textarea
                {...getTextareaProps(fields.note)}
                rows={5}
                placeholder="Sheet A-101 revised: the storefront moved 4 ft east. Bid date unchanged."
              />
            </Field>
            <VersionChoices
              meta={fields.version_ids}
              versions={pending}
              since={number > 1 ? `Addendum ${number - 1} was issued` : "the first bidder was invited or applied"}
            />
            <FormActions
              label={`Issue Addendum ${number}`}
              pendingLabel="Issuing..."
              pending={navigation.state !== "idle" && navigation.formAction === actionUrl}
              cancelTo={back}
            />
          </SafeForm>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
