import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { BackToProject } from "~/components/bids/back-to-project";
import { PageContainer, PageHeader } from "~/components/page-header";
import { AttachForm, BidForm, initialValues, type FormState, type Typed } from "~/components/bids/bid-form";
import { BID_LINE_ROWS } from "~/constants";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { BidHistory, BidSummary } from "~/components/bids/bid-view";
import { formatCents } from "~/lib/money";
import type { action, loader } from "~/routes/bids/_app.projects_.$projectId_.bid";

/** The page, hydrated when reached (components/deferred-page). */
export default function BidPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const state: FormState = {
    values: (answer?.result.initialValue as Typed | undefined) ?? initialValues(page),
    errors: (answer?.result.error as FormState["errors"] | undefined) ?? {},
    rows: answer && "rows" in answer ? answer.rows : BID_LINE_ROWS,
  };
  const { bid, window } = page;
  const open = page.can.bid || page.can.revise;
  return (
    <PageContainer>
      <BackToProject projectId={page.project.id} />
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
