import { Link, useLoaderData } from "@remix-run/react";

import { ArrowLeft } from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { PersonLink } from "~/components/person-link";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { type ActivityMark, type BidderActivity } from "~/domain/plan-activity.server";
import type { loader } from "~/routes/documents/_app.projects_.$projectId_.documents_.activity";

const times = (n: number) => (n === 1 ? "once" : `${n} times`);

function Mark({ label, mark }: { label: string; mark: ActivityMark | null }) {
  if (!mark) return <span className="text-muted-foreground">Not {label.toLowerCase()}</span>;
  return (
    <span>
      {label} {times(mark.count)}: first <TimeAgo date={mark.first_at} />
      {mark.count > 1 ? (
        <>
          , last <TimeAgo date={mark.last_at} />
        </>
      ) : null}
    </span>
  );
}

function Addenda({ issued, acknowledged }: { issued: number[]; acknowledged: number[] }) {
  if (issued.length === 0) return null;
  const open = issued.filter((n) => !acknowledged.includes(n));
  return (
    <p className="text-sm">
      {open.length === 0 ? (
        <span className="text-muted-foreground">Acknowledged every addendum</span>
      ) : (
        <>
          <span className="font-medium text-destructive">
            Not acknowledged: {open.length === 1 ? "Addendum" : "Addenda"} {open.join(", ")}
          </span>
          {acknowledged.length ? (
            <span className="text-muted-foreground"> (acknowledged {acknowledged.join(", ")})</span>
          ) : null}
        </>
      )}
    </p>
  );
}

function Bidder({ bidder, issued, projectId }: { bidder: BidderActivity; issued: number[]; projectId: number }) {
  return (
    <li className="grid gap-2 border-t border-border py-4 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <PersonLink person={bidder.person} className="font-semibold hover:underline" />
        {bidder.documents.length === 0 ? <Badge variant="accent">Not opened yet</Badge> : null}
        {bidder.bidder ? null : <Badge variant="outline">Not bidding</Badge>}
      </div>
      <Addenda issued={issued} acknowledged={bidder.acknowledged} />
      {bidder.documents.length ? (
        <ul className="grid gap-2 text-sm">
          {bidder.documents.map((d) => (
            <li key={d.document_id} className="grid gap-0.5 sm:grid-cols-[minmax(0,14rem)_1fr_1fr] sm:gap-3">
              <Link
                to={`/projects/${projectId}/documents/${d.document_id}`}
                className="truncate text-primary hover:underline"
              >
                {d.title}
              </Link>
              <Mark label="Opened" mark={d.opened} />
              <Mark label="Downloaded" mark={d.downloaded} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The page, hydrated when reached (components/deferred-page). */
export default function PlanRoomActivityPage() {
  const activity = useLoaderData<typeof loader>();
  const { project, items, total, page, page_count, addenda, document_count } = activity;
  const back = `/projects/${project.id}/documents`;
  return (
    <PageContainer>
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the plan room
      </Link>
      <PageHeader
        title="Bidder activity"
        description={`${project.title}: ${total} ${total === 1 ? "bidder" : "bidders"}, ${document_count} ${document_count === 1 ? "document" : "documents"}. Those who opened nothing come first, then those whose last visit is longest ago.`}
      />
      <Card>
        <CardContent className="pt-6">
          {items.length ? (
            <ul className="grid">
              {items.map((bidder) => (
                <Bidder key={bidder.person.id} bidder={bidder} issued={addenda} projectId={project.id} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              No one is bidding yet. Invited subcontractors and applicants show here with what they opened.
            </p>
          )}
          <Pager page={page} pageCount={page_count} href={(p) => `?page=${p}`} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
