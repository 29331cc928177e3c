import { Link, useLoaderData } from "@remix-run/react";

import { BidHistory, BidSummary } from "~/components/bids/bid-view";
import { ArrowLeft } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCents } from "~/lib/money";
import type { loader } from "~/routes/bids/_app.projects_.$projectId_.applications_.$appId";

function Texts({ bid }: { bid: Awaited<ReturnType<typeof loader>> }) {
  const parts = [
    ["Cover letter", bid.cover_letter],
    ["Inclusions", bid.inclusions],
    ["Exclusions", bid.exclusions],
  ].filter((p): p is [string, string] => Boolean(p[1]));
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6 text-sm">
        {parts.map(([label, text]) => (
          <div key={label}>
            <h3 className="font-medium">{label}</h3>
            <p className="whitespace-pre-line">{text}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

function LineItems({ bid }: { bid: Awaited<ReturnType<typeof loader>> }) {
  if (!bid.line_items.length) return null;
  const money = (cents: number | null) => (cents === null ? "Sealed" : formatCents(cents));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Line items</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-1">Description</th>
              <th>Qty</th>
              <th>Unit</th>
              <th className="text-right">Unit price</th>
              <th className="text-right">Total</th>
            </tr>
          </thead>
          <tbody>
            {bid.line_items.map((l) => (
              <tr key={l.position} className="border-t border-border">
                <td className="py-1">{l.description}</td>
                <td>{l.quantity}</td>
                <td>{l.unit}</td>
                <td className="text-right">{money(l.unit_price_cents)}</td>
                <td className="text-right">{money(l.total_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function OwnerBidPage() {
  const bid = useLoaderData<typeof loader>();
  const total = bid.amounts_visible
    ? bid.base_cents === null
      ? "no base total"
      : formatCents(bid.base_cents)
    : "sealed until the opening";
  return (
    <PageContainer>
      <Link
        to={`/projects/${bid.project_id}/applications`}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the applications
      </Link>
      <PageHeader
        title={`Bid from ${bid.bidder_name}`}
        description={bid.revision > 1 ? `Revised: revision ${bid.revision}` : "First bid, not revised"}
      />
      <div className="grid gap-6">
        <BidSummary bid={bid} title={`Base total: ${total}`} />
        <LineItems bid={bid} />
        <Texts bid={bid} />
        <BidHistory bid={bid} />
      </div>
    </PageContainer>
  );
}
