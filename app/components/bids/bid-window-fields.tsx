import { Link } from "@remix-run/react";

import { Field, FieldErrors, Input, Textarea } from "~/components/ui/field";
import type { BidWindow } from "~/domain/bid-window.server";
import { utcToZonedInput } from "~/lib/time-zones";
import type { useSchemaForm } from "~/utils/use-schema-form";
import { getInputProps, getTextareaProps } from "~/utils/use-schema-form";

type ProjectForm = ReturnType<typeof useSchemaForm<"project">>;

/** The form's date and time fields for a stored due date, on the owner's clocks. */
export function bidWindowDefaults(window: BidWindow, zone: string) {
  const local = window.due_at ? utcToZonedInput(window.due_at, zone) : "";
  return {
    bids_due_date: local.slice(0, 10),
    bids_due_time: local.slice(11, 16),
    bids_sealed: window.sealed ? "on" : undefined,
    late_bids_allowed: window.late_bids_allowed ? "on" : undefined,
  };
}

function Check({
  meta,
  label,
  hint,
  locked,
}: {
  meta: ProjectForm[1]["bids_sealed"];
  label: string;
  hint: string;
  locked?: boolean;
}) {
  return (
    <label className="flex items-start gap-3 rounded-md border border-border p-3 text-sm">
      {/* A locked box is shown ticked and sent as ticked (a disabled checkbox sends nothing). */}
      {locked ? <input type="hidden" name={meta.name} value="on" /> : null}
      <input
        {...getInputProps(meta, { type: "checkbox" })}
        disabled={locked}
        className="mt-0.5 size-4 accent-[var(--primary)]"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}

/** Bid day on the post and edit forms: when bids are due (on the owner's clocks), sealed bidding, late bids. */
export function BidWindowFields({
  form,
  fields,
  zone,
  sealLocked,
}: {
  form: ProjectForm[0];
  fields: ProjectForm[1];
  zone: string;
  sealLocked: boolean;
}) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Bid day (optional)</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Bids due on" meta={fields.bids_due_date}>
          <Input {...getInputProps(fields.bids_due_date, { type: "date" })} />
        </Field>
        <Field
          label="Time due"
          hint={
            <>
              {zone.replace(/_/g, " ")} time (
              <Link to="/settings" className="underline">
                change
              </Link>
              )
            </>
          }
          meta={fields.bids_due_time}
        >
          <Input {...getInputProps(fields.bids_due_time, { type: "time" })} />
        </Field>
      </div>
      {/* The domain's refusals of the due date (in the past, moved earlier on a sealed project with bids). */}
      <FieldErrors errors={form.allErrors.bids_due_at} />
      <Check
        meta={fields.bids_sealed}
        label="Sealed bidding"
        hint={
          sealLocked
            ? "Bids are in: a sealed project stays sealed, and its due date can only move later."
            : "No one sees a bid's amounts but its bidder until the due date. Needs a due date."
        }
        locked={sealLocked}
      />
      <FieldErrors errors={form.allErrors.bids_sealed} />
      <Check
        meta={fields.late_bids_allowed}
        label="Accept late bids"
        hint="After the due date, bids are still taken and marked late."
      />
    </fieldset>
  );
}

/** The post form's scope checklist: one item or alternate per line (tagged and reordered later on the scope page). */
export function ScopeLinesFields({ fields }: { fields: ProjectForm[1] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Scope items (one per line)" hint="What every bid must price" meta={fields.scope_items}>
        <Textarea
          {...getTextareaProps(fields.scope_items)}
          rows={4}
          placeholder={"Rough-in\nFixtures\nPermits and inspections"}
        />
      </Field>
      <Field label="Alternates (one per line)" hint="Options you want priced separately" meta={fields.alternates}>
        <Textarea {...getTextareaProps(fields.alternates)} rows={4} placeholder="Add: LED fixtures in the lobby" />
      </Field>
    </div>
  );
}
