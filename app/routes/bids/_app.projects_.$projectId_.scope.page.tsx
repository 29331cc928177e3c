import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { ScopeChecklist } from "~/components/bids/scope-checklist";
import { BackToProject } from "~/components/bids/back-to-project";
import { ChevronDown, Plus, Trash2, TriangleAlert } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { SafeForm } from "~/components/safe-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FieldErrors, FormErrors, Input, Select } from "~/components/ui/field";
import { SCOPE_ITEMS_MAX, type ScopeItemKind } from "~/constants";
import { CSI_DIVISIONS_IN_USE } from "~/lib/csi-divisions";
import { draftOf, type Draft, type DraftRow } from "~/lib/scope-draft";
import type { action, loader } from "~/routes/bids/_app.projects_.$projectId_.scope";

function RowButton({ intent, label, children }: { intent: string; label: string; children: React.ReactNode }) {
  return (
    <Button type="submit" name="intent" value={intent} variant="ghost" size="icon" aria-label={label} title={label}>
      {children}
    </Button>
  );
}

function Row({
  row,
  index,
  first,
  last,
  answered,
  errors,
}: {
  row: DraftRow;
  index: number;
  first: boolean;
  last: boolean;
  answered: number;
  errors?: string[];
}) {
  const name = (field: string) => `rows[${index}].${field}`;
  const what = row.title.trim() || (row.kind === "item" ? "this item" : "this alternate");
  return (
    <li className="grid gap-2 rounded-md border border-border p-3">
      <input type="hidden" name={name("key")} value={row.key} />
      <input type="hidden" name={name("id")} value={row.id ?? ""} />
      <input type="hidden" name={name("kind")} value={row.kind} />
      <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-center gap-2 sm:grid-cols-[minmax(0,1fr)_16rem_7.5rem]">
        <Input
          className="col-span-2 sm:col-span-1"
          name={name("title")}
          defaultValue={row.title}
          aria-label={row.kind === "item" ? `Scope item ${index + 1}` : "Alternate"}
          aria-invalid={errors?.length ? true : undefined}
          placeholder={row.kind === "item" ? "e.g. Rough-in" : "e.g. Add: LED fixtures in the lobby"}
          maxLength={200}
        />
        <Select name={name("csi_division")} defaultValue={row.csi_division} aria-label={`CSI division of ${what}`}>
          <option value="">No CSI division</option>
          {CSI_DIVISIONS_IN_USE.map((d) => (
            <option key={d.code} value={d.code}>
              {d.code} {d.title}
            </option>
          ))}
        </Select>
        <div className="flex items-center justify-end gap-0">
          {first ? null : (
            <RowButton intent={`up:${index}`} label={`Move ${what} up`}>
              <ChevronDown aria-hidden="true" className="size-4 rotate-180" />
            </RowButton>
          )}
          {last ? null : (
            <RowButton intent={`down:${index}`} label={`Move ${what} down`}>
              <ChevronDown aria-hidden="true" className="size-4" />
            </RowButton>
          )}
          <RowButton intent={`remove:${index}`} label={`Remove ${what}`}>
            <Trash2 aria-hidden="true" className="size-4 text-destructive" />
          </RowButton>
        </div>
      </div>
      {answered ? (
        <p className="text-xs text-muted-foreground">Answered by {answered === 1 ? "1 bid" : `${answered} bids`}</p>
      ) : null}
      <FieldErrors errors={errors} />
    </li>
  );
}

function RowList({
  kind,
  draft,
  answered,
  byRow,
}: {
  kind: ScopeItemKind;
  draft: Draft;
  answered: Record<number, number>;
  byRow: Record<string, string[]>;
}) {
  const placed = draft.rows.map((row, index) => ({ row, index })).filter((r) => r.row.kind === kind);
  const full = draft.rows.length >= SCOPE_ITEMS_MAX;
  return (
    <section className="grid gap-3">
      <h2 className="text-base font-semibold">{kind === "item" ? "Scope items" : "Alternates"}</h2>
      <p className="text-sm text-muted-foreground">
        {kind === "item"
          ? "What every bid must price: each bidder answers each item with an amount, included in the base, or excluded."
          : "Options you want priced separately, such as “Add: LED fixtures in the lobby”."}
      </p>
      {placed.length ? (
        <ol className="grid gap-2">
          {placed.map(({ row, index }, i) => (
            <Row
              key={row.key}
              row={row}
              index={index}
              first={i === 0}
              last={i === placed.length - 1}
              answered={row.id ? (answered[row.id] ?? 0) : 0}
              errors={byRow[row.key]}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm">{kind === "item" ? "No scope items yet." : "No alternates yet."}</p>
      )}
      <Button
        type="submit"
        name="intent"
        value={`add:${kind}`}
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={full}
      >
        <Plus aria-hidden="true" className="size-4" />
        {kind === "item" ? "Add item" : "Add alternate"}
      </Button>
    </section>
  );
}

/** Saved rows taken off the draft that bids had answered: said before Save drops those answers. */
function RemovedNotice({
  removed,
  titles,
  answered,
}: {
  removed: number[];
  titles: Map<number, string>;
  answered: Record<number, number>;
}) {
  const hit = removed.filter((id) => answered[id]);
  if (hit.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-md border border-border bg-accent p-3 text-sm text-accent-foreground"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        {hit.map((id) => (
          <p key={id}>
            “{titles.get(id)}” was answered by {answered[id] === 1 ? "1 bid" : `${answered[id]} bids`}: saving removes
            it and those answers.
          </p>
        ))}
      </div>
    </div>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function ScopePage() {
  const { project, scope, answered } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const draft = result?.draft ?? draftOf(scope);
  const failure = result?.failure ?? null;
  const titles = new Map([...scope.items, ...scope.alternates].map((r) => [r.id, r.title]));
  const actionUrl = `/projects/${project.id}/scope`;
  return (
    <PageContainer>
      <BackToProject projectId={project.id} />
      <PageHeader title="Scope checklist" description={project.title} />
      <Card>
        <CardContent className="grid gap-6 pt-6">
          {project.open ? (
            <SafeForm method="post" action={actionUrl} className="grid gap-6" preventScrollReset>
              {/* Enter in a field saves (the first submit button of a form is the one Enter presses). */}
              <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
                Save
              </button>
              {draft.removed.map((id) => (
                <input key={id} type="hidden" name="removed" value={id} />
              ))}
              <FormErrors title={failure ? "The scope was not saved" : undefined} errors={failure?.form} />
              <RemovedNotice removed={draft.removed} titles={titles} answered={answered} />
              <RowList kind="item" draft={draft} answered={answered} byRow={failure?.byRow ?? {}} />
              <RowList kind="alternate" draft={draft} answered={answered} byRow={failure?.byRow ?? {}} />
              <p className="text-xs text-muted-foreground">
                Up to {SCOPE_ITEMS_MAX} items and alternates in all. Changes are kept only when you save.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="submit"
                  name="intent"
                  value="save"
                  pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"}
                >
                  Save scope
                </Button>
                <ButtonLink to={`/projects/${project.id}`} variant="outline">
                  Cancel
                </ButtonLink>
              </div>
            </SafeForm>
          ) : (
            <>
              <p className="text-sm">Only an open project’s scope can be changed.</p>
              <ScopeChecklist scope={scope} />
            </>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
