/** The bid page's form (JavaScript off first): scope answers, line items with "Add line", addenda, texts; the attach form. */
import { useNavigation } from "@remix-run/react";

import { SafeForm } from "~/components/safe-form";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldErrors, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { SCOPE_LINE_STATES } from "~/constants";
import { STATE_LABELS } from "~/components/bids/bid-view";
import type { MyBidPage } from "~/domain/bids.server";
import { centsFieldValue } from "~/lib/money";

export type Typed = Record<string, unknown>;
export type FormState = { values: Typed; errors: Record<string, string[] | null>; rows: number };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What the form shows first: the bid as sent (Revise), or blank. */
export function initialValues(page: MyBidPage): Typed {
  const bid = page.bid;
  if (!bid) return {};
  return {
    cover_letter: bid.cover_letter,
    base: centsFieldValue(bid.base_cents),
    inclusions: bid.inclusions ?? "",
    exclusions: bid.exclusions ?? "",
    valid_until: bid.valid_until ?? "",
    scope: bid.scope_lines.map((l) => ({
      id: String(l.id),
      state: l.state ?? "",
      amount: centsFieldValue(l.amount_cents),
    })),
    lines: bid.line_items.map((l) => ({
      description: l.description,
      quantity: String(l.quantity),
      unit: l.unit,
      unit_price: centsFieldValue(l.unit_price_cents),
    })),
    addenda: bid.addenda.map((a) => String(a.id)),
  };
}

function ScopeRows({ page, state }: { page: MyBidPage; state: FormState }) {
  if (!page.scope_items.length) return null;
  const typed = (state.values.scope as Typed[] | undefined) ?? [];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Scope checklist</legend>
      <p className="text-xs text-muted-foreground">
        For each item: its amount (part of your base), included in the base, or excluded. Alternates are priced
        separately and are not in the base.
      </p>
      {page.scope_items.map((item, i) => {
        const row = typed.find((t) => text(t.id) === String(item.id)) ?? {};
        const errors = [
          ...(state.errors[`scope.${item.id}`] ?? []),
          ...(state.errors[`scope[${i}].amount`] ?? []),
          ...(state.errors[`scope[${i}].state`] ?? []),
        ];
        const states =
          item.kind === "alternate" ? SCOPE_LINE_STATES.filter((s) => s !== "included") : SCOPE_LINE_STATES;
        return (
          <div key={item.id} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_12rem_9rem]">
            <input type="hidden" name={`scope[${i}].id`} value={item.id} />
            <p className="text-sm font-medium sm:self-center">
              {item.kind === "alternate" ? <Badge className="mr-2">Alternate</Badge> : null}
              {item.title}
            </p>
            <div>
              <Label htmlFor={`scope-${item.id}-state`} className="sr-only">
                Answer for {item.title}
              </Label>
              <Select id={`scope-${item.id}-state`} name={`scope[${i}].state`} defaultValue={text(row.state)}>
                <option value="">Not answered</option>
                {states.map((s) => (
                  <option key={s} value={s}>
                    {item.kind === "alternate" && s === "excluded" ? "Not priced" : STATE_LABELS[s]}
                  </option>
                ))}
              </Select>
            </div>
            <div>
              <Label htmlFor={`scope-${item.id}-amount`} className="sr-only">
                Amount for {item.title}
              </Label>
              <Input
                id={`scope-${item.id}-amount`}
                name={`scope[${i}].amount`}
                defaultValue={text(row.amount)}
                inputMode="decimal"
                placeholder="Amount"
              />
            </div>
            <div className="sm:col-span-3">
              <FieldErrors errors={errors} />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A line item's fields, in the order of the row; `wide` ones take the whole row on a phone. */
const LINE_FIELDS = [
  { name: "description", label: "description", placeholder: "Description", wide: true, decimal: false },
  { name: "quantity", label: "quantity", placeholder: "Qty", wide: false, decimal: true },
  { name: "unit", label: "unit", placeholder: "Unit", wide: false, decimal: false },
  { name: "unit_price", label: "unit price", placeholder: "Unit price", wide: true, decimal: true },
] as const;

function LineRows({ state }: { state: FormState }) {
  const typed = (state.values.lines as Typed[] | undefined) ?? [];
  const count = Math.max(state.rows, typed.length + 1);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Line items (optional)</legend>
      <p className="text-xs text-muted-foreground">
        A breakdown: with the base left blank, the base is their total. Blank rows are left out.
      </p>
      <input type="hidden" name="rows" value={count} />
      {Array.from({ length: count }, (_, i) => {
        const row = typed[i] ?? {};
        const errors = LINE_FIELDS.flatMap(({ name }) => state.errors[`lines[${i}].${name}`] ?? []);
        return (
          <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_6rem_5rem_8rem]">
            {LINE_FIELDS.map(({ name, label, placeholder, wide, decimal }) => (
              <Input
                key={name}
                aria-label={`Line ${i + 1} ${label}`}
                name={`lines[${i}].${name}`}
                defaultValue={text(row[name])}
                inputMode={decimal ? "decimal" : undefined}
                placeholder={placeholder}
                className={wide ? "col-span-2 sm:col-span-1" : undefined}
              />
            ))}
            {errors.length ? (
              <div className="col-span-2 sm:col-span-4">
                <FieldErrors errors={errors} />
              </div>
            ) : null}
          </div>
        );
      })}
      <div>
        <Button type="submit" name="intent" value="add-line" variant="outline" size="sm" formNoValidate>
          Add line
        </Button>
      </div>
    </fieldset>
  );
}

function TextField({
  name,
  label,
  state,
  hint,
  area,
}: {
  name: string;
  label: string;
  state: FormState;
  hint?: string;
  area?: boolean;
}) {
  const id = `bid-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {area ? (
        <Textarea id={id} name={name} defaultValue={text(state.values[name])} rows={4} />
      ) : (
        <Input
          id={id}
          name={name}
          defaultValue={text(state.values[name])}
          type={name === "valid_until" ? "date" : "text"}
          inputMode={name === "base" ? "decimal" : undefined}
        />
      )}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldErrors errors={state.errors[name] ?? undefined} />
    </div>
  );
}

function AddendaChecks({ page, state }: { page: MyBidPage; state: FormState }) {
  if (!page.addenda.length) return null;
  const ticked = new Set([state.values.addenda ?? []].flat().map(String));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Addenda</legend>
      {page.addenda.map((a) => (
        <label key={a.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="addenda"
            value={a.id}
            defaultChecked={a.acknowledged || ticked.has(String(a.id))}
            className="size-4 accent-[var(--primary)]"
          />
          I have reviewed Addendum {a.number} and priced it
        </label>
      ))}
      <FieldErrors errors={state.errors.addenda_acknowledged ?? undefined} />
    </fieldset>
  );
}

export function BidForm({ page, state, title }: { page: MyBidPage; state: FormState; title?: string }) {
  const navigation = useNavigation();
  const actionUrl = `/projects/${page.project.id}/bid`;
  const formErrors = state.errors[""] ?? undefined;
  return (
    <SafeForm method="post" action={actionUrl} className="grid gap-5" noValidate>
      <FormErrors title={title} errors={formErrors} />
      <TextField name="cover_letter" label="Cover letter" state={state} area />
      <TextField
        name="base"
        label="Base total"
        state={state}
        hint="Like 12,500 or 12500.50. Leave blank to use the line items' total."
      />
      <ScopeRows page={page} state={state} />
      <LineRows state={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="inclusions" label="Inclusions" state={state} area />
        <TextField name="exclusions" label="Exclusions" state={state} area />
      </div>
      <TextField name="valid_until" label="Valid until (optional)" state={state} />
      <AddendaChecks page={page} state={state} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="send" disabled={navigation.state === "submitting"}>
          {page.bid ? "Send revision" : "Send bid"}
        </Button>
        <ButtonLink to={`/projects/${page.project.id}`} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </SafeForm>
  );
}

/** A plain multipart form (no JavaScript needed): the bidder's own proposal, up to the plan room's size limit. */
export function AttachForm({ projectId }: { projectId: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Attach your proposal</CardTitle>
      </CardHeader>
      <CardContent>
        <SafeForm
          method="post"
          action={`/projects/${projectId}/bid/attachments`}
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-3"
        >
          <div className="grid gap-1.5">
            <Label htmlFor="bid-file">PDF, Word, Excel or an image</Label>
            <Input id="bid-file" type="file" name="file" accept=".pdf,.docx,.xlsx,.jpg,.jpeg,.png,.heic" required />
          </div>
          <Button type="submit" variant="outline">
            Attach file
          </Button>
        </SafeForm>
      </CardContent>
    </Card>
  );
}
