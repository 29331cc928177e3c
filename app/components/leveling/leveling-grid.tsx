import { Link } from "@remix-run/react";

import { HiddenForm, PlugForm } from "~/components/leveling/plug-form";
import { ChevronLeft, ChevronRight } from "~/components/icons";
import { Badge } from "~/components/ui/badge";
import type { LevelingBidder, LevelingCell, LevelingGrid, LevelingRow } from "~/domain/leveling.server";
import { csiDivisionLabel } from "~/lib/csi-divisions";
import { takesPlug } from "~/lib/leveling";
import { formatCents } from "~/lib/money";
import { cn } from "~/utils/cn";

/** What the bid said for the item: its amount, or Included / Excluded / Missing (an unpriced alternate: Not priced). */
function Answer({ row, cell }: { row: LevelingRow; cell: LevelingCell }) {
  if (cell.state === "amount" && cell.amount_cents !== null) {
    return <span className="font-medium tabular-nums">{formatCents(cell.amount_cents)}</span>;
  }
  if (cell.state === "excluded" && row.kind === "alternate") return <Badge variant="outline">Not priced</Badge>;
  if (cell.state === "excluded") return <Badge variant="destructive">Excluded</Badge>;
  if (cell.state === "missing") return <Badge variant="outline">Missing</Badge>;
  return <span className="text-muted-foreground">Included</span>;
}

function Cell({
  row,
  cell,
  bidder,
  phoneBidder,
}: {
  row: LevelingRow;
  cell: LevelingCell;
  bidder: LevelingBidder;
  phoneBidder?: number;
}) {
  const plug = takesPlug(row.kind, cell.state);
  const label = `${row.title}, ${bidder.applicant.display_name}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Answer row={row} cell={cell} />
        {cell.needs_plug ? (
          <span className="text-xs font-medium text-amber-700 dark:text-amber-400">Needs a plug</span>
        ) : null}
        {plug && cell.plug_cents !== null ? (
          <span className="text-xs text-muted-foreground">Plug {formatCents(cell.plug_cents)}</span>
        ) : null}
      </div>
      {cell.note && !plug ? <p className="text-xs text-muted-foreground">{cell.note}</p> : null}
      {plug ? (
        <PlugForm applicationId={bidder.application_id} cell={cell} plugAllowed bidder={phoneBidder} label={label} />
      ) : (
        <details>
          <summary className="cursor-pointer text-xs text-primary">{cell.note ? "Edit note" : "Add a note"}</summary>
          <PlugForm
            applicationId={bidder.application_id}
            cell={cell}
            plugAllowed={false}
            bidder={phoneBidder}
            label={label}
          />
        </details>
      )}
    </div>
  );
}

function RowTitle({ row }: { row: LevelingRow }) {
  return (
    <>
      <span className="font-medium">{row.kind === "alternate" ? `Alternate: ${row.title}` : row.title}</span>
      {row.csi_division ? (
        <span className="block text-xs text-muted-foreground">{csiDivisionLabel(row.csi_division)}</span>
      ) : null}
    </>
  );
}

function BidderMarks({ bidder }: { bidder: LevelingBidder }) {
  return (
    <span className="flex flex-wrap gap-1">
      {bidder.status === "accepted" ? <Badge variant="primary">Accepted</Badge> : null}
      {bidder.revised ? <Badge variant="accent">Revised (rev {bidder.revision})</Badge> : null}
      {bidder.late ? <Badge variant="destructive">Late</Badge> : null}
    </span>
  );
}

function Spread({ bidder }: { bidder: LevelingBidder }) {
  if (bidder.spread_cents === null) return <span className="text-muted-foreground">–</span>;
  const sign = bidder.spread_cents > 0 ? "+" : "";
  return (
    <span className="tabular-nums">
      {sign}
      {formatCents(bidder.spread_cents)}
      {bidder.spread_percent !== null ? ` (${sign}${bidder.spread_percent}%)` : ""}
    </span>
  );
}

const money = (cents: number | null) => (cents === null ? "No amount" : formatCents(cents));

/** The totals of one bidder, in the order the table's foot lists them. */
const TOTALS: { label: string; value: (b: LevelingBidder) => React.ReactNode; strong?: boolean }[] = [
  { label: "Base", value: (b) => money(b.base_cents) },
  { label: "Plugs", value: (b) => money(b.plugs_cents) },
  {
    label: "Leveled total",
    strong: true,
    value: (b) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="tabular-nums">{money(b.leveled_cents)}</span>
        {b.lowest ? <Badge variant="primary">Lowest</Badge> : null}
        {b.unplugged ? (
          <span className="text-xs font-normal text-destructive">
            {b.unplugged === 1 ? "1 item not plugged" : `${b.unplugged} items not plugged`}
          </span>
        ) : null}
      </span>
    ),
  },
  { label: "Spread from median", value: (b) => <Spread bidder={b} /> },
];

const stickyCell = "sticky left-0 z-10 bg-card";

/** Rows are scope items then alternates, columns the bidders, the first column sticky, the totals at the foot. */
export function LevelingTable({ grid }: { grid: LevelingGrid }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Leveling of {grid.bidders.length} bids</caption>
        <thead>
          <tr className="border-b border-border align-bottom">
            <th scope="col" className={cn(stickyCell, "min-w-48 p-3 text-left")}>
              Scope item
            </th>
            {grid.bidders.map((b) => (
              <th key={b.application_id} scope="col" className="min-w-52 p-3 text-left font-semibold">
                <span className="grid gap-1.5">
                  <span>{b.applicant.display_name}</span>
                  <BidderMarks bidder={b} />
                  <HiddenForm applicationId={b.application_id} hide name={b.applicant.display_name} />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, r) => (
            <tr
              key={row.id}
              className={cn("border-b border-border align-top", row.kind === "alternate" && "bg-muted/40")}
            >
              <th scope="row" className={cn(stickyCell, "p-3 text-left font-normal")}>
                <RowTitle row={row} />
              </th>
              {grid.bidders.map((b) => (
                <td key={b.application_id} id={`cell-${b.application_id}-${row.id}`} className="p-3">
                  <Cell row={row} cell={b.cells[r]} bidder={b} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {TOTALS.map((total) => (
            <tr key={total.label} className={cn("border-t border-border", total.strong && "font-semibold")}>
              <th scope="row" className={cn(stickyCell, "p-3 text-left")}>
                {total.label}
              </th>
              {grid.bidders.map((b) => (
                <td key={b.application_id} className="p-3" data-total={total.label}>
                  {total.value(b)}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

/** On a phone: one bidder at a time (`?bidder=N`), with Previous and Next links that work without JavaScript. */
export function BidderByBidder({ grid, current }: { grid: LevelingGrid; current: number }) {
  const n = Math.min(Math.max(1, current), grid.bidders.length);
  const bidder = grid.bidders[n - 1];
  const step = (to: number, label: string, Icon: typeof ChevronLeft, after = false) =>
    to >= 1 && to <= grid.bidders.length ? (
      <Link
        to={`?bidder=${to}`}
        preventScrollReset
        className="inline-flex h-10 items-center gap-1 rounded-md border border-input bg-card px-3 text-sm font-medium hover:bg-muted"
      >
        {after ? null : <Icon aria-hidden="true" className="size-4" />}
        {label}
        {after ? <Icon aria-hidden="true" className="size-4" /> : null}
      </Link>
    ) : (
      <span className="h-10 w-24" />
    );
  return (
    <section aria-label={`Bidder ${n} of ${grid.bidders.length}`} className="grid gap-4">
      <nav className="flex items-center justify-between gap-2" aria-label="Bidders">
        {step(n - 1, "Previous", ChevronLeft)}
        <span className="text-sm text-muted-foreground">
          Bidder {n} of {grid.bidders.length}
        </span>
        {step(n + 1, "Next", ChevronRight, true)}
      </nav>
      <div className="grid gap-3 rounded-lg border border-border bg-card p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h2 className="text-lg font-semibold">{bidder.applicant.display_name}</h2>
            <BidderMarks bidder={bidder} />
          </div>
          <HiddenForm applicationId={bidder.application_id} hide name={bidder.applicant.display_name} />
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {TOTALS.map((total) => (
            <div key={total.label} className="contents">
              <dt className={cn("text-muted-foreground", total.strong && "font-semibold text-foreground")}>
                {total.label}
              </dt>
              <dd className={cn(total.strong && "font-semibold")} data-total={total.label}>
                {total.value(bidder)}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="grid">
          {grid.rows.map((row, r) => (
            <li
              key={row.id}
              id={`bidder-cell-${bidder.application_id}-${row.id}`}
              className="grid gap-2 border-t border-border py-3 text-sm"
            >
              <div>
                <RowTitle row={row} />
              </div>
              <Cell row={row} cell={bidder.cells[r]} bidder={bidder} phoneBidder={n} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The bidders the owner took out of the grid, each with Show. */
export function HiddenBidders({ hidden }: { hidden: LevelingGrid["hidden"] }) {
  if (hidden.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="hidden-bidders">
      <h2 id="hidden-bidders" className="text-sm font-semibold">
        Hidden from the grid ({hidden.length})
      </h2>
      <ul className="flex flex-wrap gap-3">
        {hidden.map((h) => (
          <li
            key={h.application_id}
            className="flex items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm"
          >
            {h.display_name}
            <HiddenForm applicationId={h.application_id} hide={false} name={h.display_name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
