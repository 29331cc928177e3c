import { useActionData, useFetcher } from "@remix-run/react";

import { FormToken } from "~/components/form-token";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import type { LevelingCell } from "~/domain/leveling.server";
import { centsFieldValue } from "~/lib/money";
import type { FormFailure } from "~/utils/forms.server";
import { isNetworkFailure } from "~/utils/network";
import { useHydrated } from "~/utils/use-hydrated";

/** The messages of a failed form answer, when it was this form's. */
function failureOf(answer: unknown, intent: string): string[] {
  const failure = answer as FormFailure | undefined;
  if (!failure?.result || failure.intent !== intent) return [];
  return Object.values(failure.result.error ?? {}).flatMap((messages) => messages ?? []);
}

export const plugIntent = (applicationId: number, scopeItemId: number) => `plug:${applicationId}:${scopeItemId}`;

/**
 * One cell's plug and note (the inputs start over from what was saved, "2,500" showing as "2500"). Without JavaScript a plain POST that comes back to the cell; with it a fetcher that
 * saves in place (the grid's totals follow by revalidation). Setting a value is safe to repeat, so the in-place
 * form carries no one-time token (it would refuse a second edit of the same rendered cell).
 */
export function PlugForm({
  applicationId,
  cell,
  plugAllowed,
  bidder,
  label,
}: {
  applicationId: number;
  cell: LevelingCell;
  plugAllowed: boolean;
  /** The phone view's bidder number, so the form comes back to it. */
  bidder?: number;
  /** What the cell is, for screen readers ("Plug for Fixtures, Acme Electric"). */
  label: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const intent = plugIntent(applicationId, cell.scope_item_id);
  const offline = isNetworkFailure(fetcher.data) ? ["Not saved: check your connection and press Save again."] : [];
  const errors = [...failureOf(useActionData(), intent), ...failureOf(fetcher.data, intent), ...offline];
  const saved = fetcher.state === "idle" && (fetcher.data as { saved?: string } | undefined)?.saved === intent;
  return (
    <fetcher.Form method="post" className="grid gap-1.5" aria-label={label}>
      {hydrated ? <input type="hidden" name="_inplace" value="1" /> : <FormToken />}
      <input type="hidden" name="intent" value="plug" />
      <input type="hidden" name="application_id" value={applicationId} />
      <input type="hidden" name="scope_item_id" value={cell.scope_item_id} />
      {bidder ? <input type="hidden" name="bidder" value={bidder} /> : null}
      {plugAllowed ? (
        <Input
          key={`plug-${cell.plug_cents}`}
          name="plug"
          inputMode="decimal"
          defaultValue={centsFieldValue(cell.plug_cents)}
          placeholder="Plug $"
          aria-label={`Plug amount: ${label}`}
          aria-invalid={errors.length ? true : undefined}
          className="h-8 min-w-24"
        />
      ) : null}
      <Input
        key={`note-${cell.note}`}
        name="note"
        defaultValue={cell.note ?? ""}
        placeholder="Note"
        aria-label={`Note: ${label}`}
        maxLength={500}
        className="h-8 min-w-24"
      />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm" variant="outline" pending={fetcher.state !== "idle"}>
          Save
        </Button>
        {saved ? (
          <span role="status" className="text-xs text-muted-foreground">
            Saved
          </span>
        ) : null}
      </div>
      {errors.length ? (
        <p role="alert" className="text-xs text-destructive">
          {errors[0]}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Hide a bidder from the grid, or Show one again (a plain form; the grid changes either way). */
export function HiddenForm({ applicationId, hide, name }: { applicationId: number; hide: boolean; name: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <FormToken />
      <input type="hidden" name="intent" value="hidden" />
      <input type="hidden" name="application_id" value={applicationId} />
      <input type="hidden" name="hidden" value={hide ? "1" : "0"} />
      <Button
        type="submit"
        size="sm"
        variant={hide ? "ghost" : "outline"}
        pending={fetcher.state !== "idle"}
        aria-label={`${hide ? "Hide" : "Show"} ${name}`}
      >
        {hide ? "Hide" : "Show"}
      </Button>
    </fetcher.Form>
  );
}
