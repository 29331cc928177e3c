import { useLoaderData } from "@remix-run/react";

import { BackToProject } from "~/components/bids/back-to-project";
import { Download, Lock } from "~/components/icons";
import { BidderByBidder, HiddenBidders, LevelingTable } from "~/components/leveling/leveling-grid";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Card, CardContent } from "~/components/ui/card";
import type { loader } from "~/routes/bids/_app.projects_.$projectId_.leveling";

function Sealed({ message, count }: { message: string; count: number }) {
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-6">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-1">
          <p className="font-semibold" role="status">
            {message}
          </p>
          <p className="text-sm text-muted-foreground">
            {count === 1 ? "1 bid is in." : `${count} bids are in.`} No amount is shown to anyone until the opening.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function Exports({ projectId }: { projectId: number }) {
  const link =
    "inline-flex h-10 items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted";
  return (
    <div className="flex flex-wrap gap-2">
      <a href={`/projects/${projectId}/leveling.xlsx`} className={link} download>
        <Download aria-hidden="true" className="size-4" />
        Excel (.xlsx)
      </a>
      <a href={`/projects/${projectId}/leveling.csv`} className={link} download>
        <Download aria-hidden="true" className="size-4" />
        CSV
      </a>
    </div>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function LevelingPage() {
  const { grid, bidder } = useLoaderData<typeof loader>();
  const { project } = grid;
  const open = !grid.sealed_message;
  return (
    <PageContainer>
      <BackToProject projectId={project.id} />
      <PageHeader
        title="Level bids"
        description={`${project.title}: each bid's base plus your plugs for what it excludes or leaves out. Alternates are priced apart and not leveled.`}
        actions={open && grid.bidders.length ? <Exports projectId={project.id} /> : null}
      />
      {grid.sealed_message ? (
        <Sealed message={grid.sealed_message} count={grid.bidders.length + grid.hidden.length} />
      ) : grid.bidders.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-sm text-muted-foreground">
            {grid.hidden.length ? "Every bid is hidden from the grid." : "No bids to level yet."}
          </CardContent>
        </Card>
      ) : (
        <>
          {grid.rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              This project has no scope checklist, so the bids compare on their base alone.
            </p>
          ) : null}
          <div className="hidden sm:block">
            <LevelingTable grid={grid} />
          </div>
          <div className="sm:hidden">
            <BidderByBidder grid={grid} current={bidder} />
          </div>
        </>
      )}
      {open ? <HiddenBidders hidden={grid.hidden} /> : null}
    </PageContainer>
  );
}
