import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { PORTFOLIO_MAX_PHOTOS } from "~/constants";
import { SafeForm } from "~/components/safe-form";
import { FormActions } from "~/components/ui/button";
import { Field, FieldErrors, FileInput, FormErrors, Input, Label, Textarea } from "~/components/ui/field";
import type { PortfolioItemView } from "~/domain/portfolio.server";
import type { FormFailure } from "~/utils/forms.server";
import { portfolioForms } from "~/schemas/constraints/portfolio";
import { getFormProps, getInputProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

/** With JavaScript, the chosen photos show as thumbnails before they are saved. */
function useFilePreviews() {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const onChange = (event: React.ChangeEvent<HTMLInputElement>) =>
    setUrls([...(event.currentTarget.files ?? [])].map((file) => URL.createObjectURL(file)));
  return { urls, onChange };
}

/** Add or edit a portfolio item: its fields, up to 8 photos, and for kept photos their order and removal. */
export function PortfolioForm({
  action,
  item,
  lastResult,
}: {
  action: string;
  item?: PortfolioItemView;
  lastResult?: FormFailure;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === action;
  const previews = useFilePreviews();
  const [form, fields] = useSchemaForm(portfolioForms.portfolio, {
    instance: item?.id ?? "new",
    lastResult: lastResult?.result,
    defaultValue: item
      ? {
          title: item.title,
          description: item.description ?? "",
          location: item.location ?? "",
          client: item.client ?? "",
          completion_date: item.completion_date ?? "",
          features: item.features.join("\n"),
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const photos = item?.photos ?? [];
  const room = PORTFOLIO_MAX_PHOTOS - photos.length;
  return (
    <SafeForm
      draft="portfolio"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="grid gap-4"
    >
      <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
      <Field label="Title" meta={fields.title}>
        <Input
          {...getInputProps(fields.title, { type: "text" })}
          placeholder="e.g. Office tenant improvement, 3rd floor"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Location" meta={fields.location}>
          <Input {...getInputProps(fields.location, { type: "text" })} placeholder="City, State" />
        </Field>
        <Field label="Client" meta={fields.client}>
          <Input {...getInputProps(fields.client, { type: "text" })} />
        </Field>
        <Field label="Completion date" meta={fields.completion_date}>
          <Input {...getInputProps(fields.completion_date, { type: "date" })} />
        </Field>
      </div>
      <Field label="Description" meta={fields.description}>
        <Textarea
          {...getTextareaProps(fields.description)}
          rows={4}
          placeholder="The scope, the challenges, the result."
        />
      </Field>
      <Field label="Features" hint="One per line, e.g. 'LED lighting with occupancy sensors'" meta={fields.features}>
        <Textarea {...getTextareaProps(fields.features)} rows={4} />
      </Field>
      {photos.length ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Photos</legend>
          <p className="text-xs text-muted-foreground">
            The first photo is the cover. Change the order or remove photos.
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((photo, i) => (
              <li key={photo.id} className="grid gap-1.5 rounded-md border border-border p-2 text-xs">
                <img
                  src={photo.card_url}
                  alt={`Photo ${i + 1}`}
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full rounded object-cover"
                />
                <label className="flex items-center justify-between gap-1">
                  Position
                  <select
                    name={fields.photo_position.name}
                    defaultValue={`${photo.id}@${i + 1}`}
                    className="h-7 rounded border border-input bg-card px-1"
                  >
                    {photos.map((_, n) => (
                      <option key={n} value={`${photo.id}@${n + 1}`}>
                        {n + 1}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex items-center gap-1.5">
                  <input type="checkbox" name={fields.remove_photo.name} value={photo.id} className="size-4" />
                  Remove
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={fields.photos.id}>{photos.length ? "Add photos" : "Photos"}</Label>
        <FileInput
          {...getInputProps(fields.photos, { type: "file" })}
          multiple
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={previews.onChange}
        />
        <p className="text-xs text-muted-foreground">
          PNG, JPEG, WebP or GIF, up to 5 MB each; {room > 0 ? `up to ${room} more` : "remove one to add another"} (
          {PORTFOLIO_MAX_PHOTOS} in all).
        </p>
        <FieldErrors id={fields.photos.errorId} errors={fields.photos.errors} />
        {previews.urls.length ? (
          <ul className="grid grid-cols-4 gap-2 pt-1">
            {previews.urls.map((url) => (
              <li key={url}>
                <img src={url} alt="" className="aspect-[4/3] w-full rounded object-cover" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormActions
        label={item ? "Save changes" : "Add to portfolio"}
        pending={saving}
        cancelTo="/profile?tab=portfolio"
      />
    </SafeForm>
  );
}
