/** A bid as its bidder and the project's owner read it: the summary and the history of its revisions. */
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ScopeLineState } from "~/constants";
import type { BidDetail } from "~/domain/bids.server";
import { formatCents } from "~/lib/money";

export const STATE_LABELS: Record<ScopeLineState, string> = {
  amount: "Priced (amount)",
  included: "Included in the base",
  excluded: "Excluded",
};

const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));

export function BidSummary({ bid, title }: { bid: BidDetail; title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {title}
          {bid.revision > 1 ? <Badge variant="accent">Revised</Badge> : null}
          <Badge variant="outline">Revision {bid.revision}</Badge>
          {bid.submitted_late ? <Badge variant="destructive">Late</Badge> : null}
          <Badge>{bid.status}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {bid.scope_lines.some((l) => l.state) ? (
          <ul className="grid gap-1">
            {bid.scope_lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-4">
                <span>{l.title}</span>
                <span className="font-medium">
                  {l.state === "amount"
                    ? money(l.amount_cents)
                    : l.state === null
                      ? "Not answered"
                      : l.kind === "alternate" && l.state === "excluded"
                        ? "Not priced"
                        : STATE_LABELS[l.state]}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {bid.line_items.length ? (
          <p>
            {bid.line_items.length} line {bid.line_items.length === 1 ? "item" : "items"}, total{" "}
            {money(bid.line_items_total_cents)}
          </p>
        ) : null}
        {bid.addenda.length ? <p>Priced on Addendum {bid.addenda.map((a) => a.number).join(", ")}</p> : null}
        {bid.valid_until ? <p>Valid until {bid.valid_until}</p> : null}
        {bid.attachments.length ? (
          <ul className="grid gap-1">
            {bid.attachments.map((f) => (
              <li key={f.id}>
                {bid.amounts_visible ? (
                  <a href={`/projects/${bid.project_id}/bid-files/${f.id}`} className="text-primary underline">
                    {f.original_name}
                  </a>
                ) : (
                  <span>{f.original_name} (opens at the bid opening)</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function BidHistory({ bid }: { bid: BidDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 text-sm">
          {bid.revisions.map((r) => (
            <li
              key={r.revision}
              className="grid grid-cols-2 gap-x-4 gap-y-1 border-b border-border pb-2 sm:grid-cols-3"
            >
              <span>
                {r.revision === 1 ? "First bid" : `Revision ${r.revision}`}
                {r.late ? " (late)" : ""}
              </span>
              <span className="text-right font-medium sm:text-left">{money(r.bid.base_cents)}</span>
              <time dateTime={r.sent_at} className="col-span-2 text-muted-foreground sm:col-span-1 sm:text-right">
                {r.sent_label}
              </time>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
