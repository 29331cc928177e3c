import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { Avatar } from "~/components/avatar";
import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { Field, FieldErrors, FileInput, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { CREW_SIZES, DEFAULT_SERVICE_RADIUS, PROJECT_TYPES, SERVICE_RADII, TRADES } from "~/constants";
import type { GcProfile, SubProfile } from "~/domain/accounts.server";
import { imageVariant } from "~/lib/images";
import { profileForms } from "~/schemas/constraints/profile";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

/** Posts to a URL other than the page's own, so Back shows the stored form (docs/decisions/006). */
const PROFILE_ACTION = "/profile?intent=save";

type ProfileFormResult = { result: SubmissionResult<string[]>; title: string };

const splitList = (value: string | null | undefined) =>
  (value ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

function SaveButton() {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === PROFILE_ACTION;
  return (
    <Button type="submit" pending={saving} className="justify-self-start">
      {saving ? "Saving..." : "Save Profile"}
    </Button>
  );
}

type TextField = FieldMetadata<string | undefined>;

/** The photo (logo): with JavaScript the chosen file shows at once, before it is saved with the form. */
function PhotoField({
  meta,
  name,
  currentUrl,
}: {
  meta: FieldMetadata<File | undefined>;
  name: string;
  currentUrl: string | null;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} src={preview ?? imageVariant(currentUrl, "avatar")} className="size-20 text-3xl" />
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={meta.id}>Photo or logo</Label>
        <FileInput
          {...getInputProps(meta, { type: "file" })}
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
        />
        <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, up to 5 MB. Saved with the form.</p>
        <FieldErrors id={meta.errorId} errors={meta.errors} />
      </div>
    </div>
  );
}

function LocationFields({ location, zipCode, example }: { location: TextField; zipCode: TextField; example: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
      <Field label="Location" hint={`City and state, e.g. ${example}`} meta={location}>
        <Input {...getInputProps(location, { type: "text" })} autoComplete="address-level2" />
      </Field>
      <Field label="Zip Code" meta={zipCode}>
        <Input {...getInputProps(zipCode, { type: "text" })} inputMode="numeric" autoComplete="postal-code" />
      </Field>
    </div>
  );
}

function DescriptionField({ meta, placeholder }: { meta: TextField; placeholder: string }) {
  return (
    <Field label="Description" meta={meta}>
      <Textarea {...getTextareaProps(meta)} rows={5} placeholder={placeholder} />
    </Field>
  );
}

/** A multi-select as checkboxes: usable on a phone and without JavaScript. */
function CheckboxGroup({
  legend,
  hint,
  meta,
  options,
}: {
  legend: string;
  hint: string;
  meta: FieldMetadata<string[] | undefined>;
  options: readonly string[];
}) {
  // Plain inputs rather than conform's getCollectionProps, which costs ~0.1 ms per option on every server render
  // (13 % of /profile's CPU under load): the same attributes, read once.
  const { key, id, name, formId, errorId, initialValue, errors } = meta;
  const checked = new Set([initialValue ?? []].flat());
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={`${key ?? ""}${option}`} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              id={`${id}-${option}`}
              name={name}
              form={formId}
              value={option}
              defaultChecked={checked.has(option)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              className="size-4 accent-[var(--primary)]"
            />
            {option}
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

const formClass = "grid gap-5";

export function GcProfileForm({
  profile,
  name,
  lastResult,
}: {
  profile: GcProfile | null;
  name: string;
  lastResult?: ProfileFormResult;
}) {
  const [form, fields] = useSchemaForm(profileForms["gc-profile"], {
    lastResult: lastResult?.result,
    defaultValue: {
      company_name: profile?.company_name,
      location: profile?.location,
      zip_code: profile?.zip_code,
      description: profile?.description,
      project_types: splitList(profile?.project_types),
      preferred_trades: splitList(profile?.preferred_trades),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SafeForm
      draft="profile"
      action={PROFILE_ACTION}
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className={formClass}
    >
      <FormErrors id={form.errorId} title={lastResult?.title ?? "Error"} errors={form.errors} />
      <PhotoField meta={fields.photo} name={name} currentUrl={profile?.logo_url ?? null} />
      <Field label="Company Name" meta={fields.company_name}>
        <Input {...getInputProps(fields.company_name, { type: "text" })} autoComplete="organization" />
      </Field>
      <LocationFields location={fields.location} zipCode={fields.zip_code} example="Phoenix, AZ" />
      <DescriptionField
        meta={fields.description}
        placeholder="The work you do, the markets you serve, what sets you apart."
      />
      <CheckboxGroup
        legend="Project types"
        hint="The kinds of work you build; subcontractors are matched to them."
        meta={fields.project_types}
        options={PROJECT_TYPES}
      />
      <CheckboxGroup
        legend="Preferred trades"
        hint="The trades you hire most; we suggest subcontractors in them."
        meta={fields.preferred_trades}
        options={TRADES}
      />
      <SaveButton />
    </SafeForm>
  );
}

export function SubProfileForm({
  profile,
  name,
  lastResult,
}: {
  profile: SubProfile | null;
  name: string;
  lastResult?: ProfileFormResult;
}) {
  const [form, fields] = useSchemaForm(profileForms["sub-profile"], {
    lastResult: lastResult?.result,
    defaultValue: {
      business_name: profile?.business_name,
      specialty: profile?.specialty ?? "",
      location: profile?.location,
      zip_code: profile?.zip_code,
      description: profile?.description,
      service_radius: String(profile?.service_radius ?? DEFAULT_SERVICE_RADIUS),
      crew_size: profile?.crew_size ?? "1-5",
      available_now: profile?.available_now ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SafeForm
      draft="profile"
      action={PROFILE_ACTION}
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className={formClass}
    >
      <FormErrors id={form.errorId} title={lastResult?.title ?? "Error"} errors={form.errors} />
      <PhotoField meta={fields.photo} name={name} currentUrl={profile?.logo_url ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Business Name" meta={fields.business_name}>
          <Input {...getInputProps(fields.business_name, { type: "text" })} autoComplete="organization" />
        </Field>
        <Field label="Specialty" meta={fields.specialty}>
          <Select {...getSelectProps(fields.specialty)}>
            <option value="">Select your trade</option>
            {TRADES.map((trade) => (
              <option key={trade} value={trade}>
                {trade}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <LocationFields location={fields.location} zipCode={fields.zip_code} example="Denver, CO" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Service Radius" meta={fields.service_radius}>
          <Select {...getSelectProps(fields.service_radius)}>
            {SERVICE_RADII.map((miles, i) => (
              <option key={miles} value={miles}>
                {miles}
                {i === SERVICE_RADII.length - 1 ? "+" : ""} miles
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Crew Size" meta={fields.crew_size}>
          <Select {...getSelectProps(fields.crew_size)}>
            {CREW_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} people
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-center gap-3 rounded-md border border-border p-3 text-sm">
        <input
          {...getInputProps(fields.available_now, { type: "checkbox" })}
          className="size-4 accent-[var(--primary)]"
        />
        <span>
          <span className="font-medium">Available now</span>
          <span className="block text-muted-foreground">
            Show contractors you can take on new work right away. A day marked on your availability calendar wins.
          </span>
        </span>
      </label>
      <DescriptionField
        meta={fields.description}
        placeholder="Your services, experience and the kind of jobs you want."
      />
      <SaveButton />
    </SafeForm>
  );
}
