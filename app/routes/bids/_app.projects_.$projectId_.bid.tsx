import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation, type Params } from "@remix-run/react";

import { missingThingBoundary } from "~/components/error-screens";
import { ArrowLeft } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldErrors, FormErrors, Input, Label, Select, Textarea } from "~/components/ui/field";
import { APP_NAME, SCOPE_LINE_STATES } from "~/constants";
import { BidHistory, BidSummary, STATE_LABELS } from "~/components/bids/bid-view";
import { myBid, reviseBid, submitBid, type MyBidPage } from "~/domain/bids.server";
import { centsFieldValue, formatCents } from "~/lib/money";
import { bidFormSchema } from "~/schemas/index.server";
import { formAction, parseWithZod } from "~/utils/forms.server";
import { idParam, pageData } from "~/utils/http.server";
import { requireUser } from "~/utils/session.server";

const projectId = (params: Params) => idParam(params, "projectId", "Project not found");
/** Empty line-item rows the form shows; "Add line" adds this many more (no JavaScript needed). */
const LINE_ROWS = 3;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return pageData(() => myBid(user, projectId(params)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = projectId(params);
  const form = await request.clone().formData();
  if (form.get("intent") === "add-line") {
    // Shown again as typed, with more empty rows; nothing is sent.
    const typed = parseWithZod(form, { schema: bidFormSchema }).reply().initialValue ?? {};
    return data({ result: { initialValue: typed, error: {} }, title: "", rows: Number(form.get("rows")) + LINE_ROWS });
  }
  return formAction(request, {
    schema: bidFormSchema,
    run: async (bid) => {
      const page = await myBid(user, id);
      if (page.bid) await reviseBid(user, page.bid.id, bid);
      else await submitBid(user, { ...bid, project_id: id });
      return {
        redirectTo: `/projects/${id}/bid`,
        toast: page.bid
          ? { type: "success", title: "Bid revised", description: "The contractor sees your new revision." }
          : { type: "success", title: "Bid sent", description: "The contractor will review your bid." },
      };
    },
    failure: () => ({ title: "Your bid was not sent" }),
  });
}

type Typed = Record<string, unknown>;
type FormState = { values: Typed; errors: Record<string, string[] | null>; rows: number };

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What the form shows first: the bid as sent (Revise), or blank. */
function initialValues(page: MyBidPage): Typed {
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
        const errors = ["description", "quantity", "unit", "unit_price"].flatMap(
          (f) => state.errors[`lines[${i}].${f}`] ?? [],
        );
        return (
          <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_6rem_5rem_8rem]">
            <Input
              aria-label={`Line ${i + 1} description`}
              name={`lines[${i}].description`}
              defaultValue={text(row.description)}
              placeholder="Description"
              className="col-span-2 sm:col-span-1"
            />
            <Input
              aria-label={`Line ${i + 1} quantity`}
              name={`lines[${i}].quantity`}
              defaultValue={text(row.quantity)}
              inputMode="decimal"
              placeholder="Qty"
            />
            <Input
              aria-label={`Line ${i + 1} unit`}
              name={`lines[${i}].unit`}
              defaultValue={text(row.unit)}
              placeholder="Unit"
            />
            <Input
              aria-label={`Line ${i + 1} unit price`}
              name={`lines[${i}].unit_price`}
              defaultValue={text(row.unit_price)}
              inputMode="decimal"
              placeholder="Unit price"
              className="col-span-2 sm:col-span-1"
            />
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

function BidForm({ page, state, title }: { page: MyBidPage; state: FormState; title?: string }) {
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
function AttachForm({ projectId }: { projectId: number }) {
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

export default function BidPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const state: FormState = {
    values: (answer?.result.initialValue as Typed | undefined) ?? initialValues(page),
    errors: (answer?.result.error as FormState["errors"] | undefined) ?? {},
    rows: answer && "rows" in answer ? answer.rows : LINE_ROWS,
  };
  const { bid, window } = page;
  const open = page.can.bid || page.can.revise;
  return (
    <PageContainer>
      <Link
        to={`/projects/${page.project.id}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the project
      </Link>
      <PageHeader
        title={bid ? `Your bid: ${page.project.title}` : `Bid: ${page.project.title}`}
        description={[
          page.due_label ? `Bids due ${page.due_label}` : null,
          window.amounts_sealed ? "Sealed: no one but you sees your amounts until then" : null,
          window.past_due && window.late_bids_allowed ? "Late bids are taken and marked late" : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <div className="grid gap-6">
        {bid ? (
          <BidSummary
            bid={bid}
            title={`Your bid: ${bid.base_cents === null ? "no base total" : formatCents(bid.base_cents)}`}
          />
        ) : null}
        {open ? (
          <Card>
            <CardHeader>
              <CardTitle>{bid ? "Revise your bid" : "Your bid"}</CardTitle>
            </CardHeader>
            <CardContent>
              <BidForm page={page} state={state} title={answer?.title} />
            </CardContent>
          </Card>
        ) : (
          <p className="rounded-md bg-muted p-3 text-sm">
            {window.past_due ? "Bids are closed on this project." : "This project is not taking bids now."}
          </p>
        )}
        {bid && page.can.withdraw ? <AttachForm projectId={page.project.id} /> : null}
        {bid ? <BidHistory bid={bid} /> : null}
        {page.can.withdraw && bid ? (
          <p className="text-sm">
            <Link to={`/projects/applications/${bid.id}/withdraw`} className="text-destructive underline">
              Withdraw your bid
            </Link>
          </p>
        ) : null}
      </div>
    </PageContainer>
  );
}

export const meta: MetaFunction = () => [{ title: `Bid | ${APP_NAME}` }];

export const ErrorBoundary = missingThingBoundary(
  "Project not found",
  "This project does not exist, was removed, or is not open to you.",
);

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
