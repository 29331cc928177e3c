import { useNavigation } from "@remix-run/react";

import { FileText } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FieldErrors, FileInput, FormErrors, Input, Label, Select } from "~/components/ui/field";
import { CREDENTIAL_FILE_ACCEPT, CREDENTIAL_KIND_LABELS, CREDENTIAL_KINDS } from "~/constants";
import type { CredentialView } from "~/domain/credentials.server";
import type { FormFailure } from "~/utils/forms.server";
import { credentialForms } from "~/schemas/constraints/credential";
import { getFormProps, getInputProps, getSelectProps, useSchemaForm } from "~/utils/use-schema-form";

/** Add or edit a credential: its fields, new files, and (when editing) which files to remove. */
export function CredentialForm({
  action,
  credential,
  lastResult,
}: {
  action: string;
  credential?: CredentialView;
  lastResult?: FormFailure;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === action;
  const [form, fields] = useSchemaForm(credentialForms.credential, {
    instance: credential?.id ?? "new",
    lastResult: lastResult?.result,
    defaultValue: credential
      ? {
          kind: credential.kind,
          name: credential.name,
          issuer: credential.issuer ?? "",
          number: credential.number ?? "",
          expires_on: credential.expires_on ?? "",
        }
      : { kind: "license" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SafeForm action={action} encType="multipart/form-data" {...getFormProps(form)} noValidate className="grid gap-4">
      <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kind" meta={fields.kind}>
          <Select {...getSelectProps(fields.kind)}>
            {CREDENTIAL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CREDENTIAL_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Name" hint="e.g. Electrical Contractor License" meta={fields.name}>
          <Input {...getInputProps(fields.name, { type: "text" })} />
        </Field>
        <Field label="Issuer" hint="The agency, insurer or body that issued it" meta={fields.issuer}>
          <Input {...getInputProps(fields.issuer, { type: "text" })} />
        </Field>
        <Field label="Number" meta={fields.number}>
          <Input {...getInputProps(fields.number, { type: "text" })} />
        </Field>
        <Field label="Expiry date" hint="Leave empty if it does not expire" meta={fields.expires_on}>
          <Input {...getInputProps(fields.expires_on, { type: "date" })} />
        </Field>
      </div>
      {credential?.files.length ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Files</legend>
          <ul className="grid gap-2">
            {credential.files.map((file) => (
              <li
                key={file.id}
                className="flex items-center justify-between gap-3 rounded-md border border-border p-2 text-sm"
              >
                <a href={file.url} download className="inline-flex min-w-0 items-center gap-2 hover:underline">
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{file.name}</span>
                </a>
                <label className="flex shrink-0 items-center gap-2">
                  <input type="checkbox" name={fields.remove_file.name} value={file.id} className="size-4" />
                  Remove
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={fields.files.id}>{credential ? "Add files" : "Files"}</Label>
        <FileInput {...getInputProps(fields.files, { type: "file" })} multiple accept={CREDENTIAL_FILE_ACCEPT} />
        <p className="text-xs text-muted-foreground">PDF, JPG or PNG, up to 10 MB each. Several files are fine.</p>
        <FieldErrors id={fields.files.errorId} errors={fields.files.errors} />
      </div>
      <FormActions
        label={credential ? "Save credential" : "Add credential"}
        pending={saving}
        cancelTo="/profile?tab=certifications"
      />
    </SafeForm>
  );
}
