import { Link } from "@remix-run/react";

import { ExternalLink } from "~/components/icons";
import { Pager } from "~/components/pager";
import { SafeForm } from "~/components/safe-form";
import { TabLinks } from "~/components/tab-links";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/field";
import { REPORT_REASON_LABELS } from "~/constants";
import type { ReportView } from "~/domain/moderation.server";

const TYPE_LABELS: Record<string, string> = {
  profile: "Profile",
  project: "Project",
  review: "Review",
  message: "Message",
  portfolio_item: "Portfolio item",
};

function DecideForm({ report, back }: { report: ReportView; back: string }) {
  return (
    <SafeForm action="/admin?tab=moderation&intent=decide" className="grid gap-2 border-t border-border pt-3">
      <input type="hidden" name="report_id" value={report.id} />
      <input type="hidden" name="back" value={back} />
      <Label htmlFor={`note-${report.id}`}>Note (optional, kept with the report)</Label>
      <Textarea id={`note-${report.id}`} name="note" rows={2} maxLength={1000} className="min-h-16" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="status" value="approved" variant="destructive" size="sm">
          Approve: hide it
        </Button>
        <Button type="submit" name="status" value="rejected" variant="outline" size="sm">
          Reject: keep it
        </Button>
      </div>
    </SafeForm>
  );
}

function UnhideForm({ report, back }: { report: ReportView; back: string }) {
  return (
    <SafeForm action="/admin?tab=moderation&intent=unhide">
      <input type="hidden" name="content_type" value={report.content_type} />
      <input type="hidden" name="content_id" value={report.content_id} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" variant="outline" size="sm">
        Show it again
      </Button>
    </SafeForm>
  );
}

function ReportCard({ report, back }: { report: ReportView; back: string }) {
  const pending = report.status === "pending";
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{TYPE_LABELS[report.content_type] ?? report.content_type}</Badge>
        <Badge variant={report.reason === "offensive" ? "destructive" : "accent"}>
          {REPORT_REASON_LABELS[report.reason as keyof typeof REPORT_REASON_LABELS] ?? report.reason}
        </Badge>
        {report.report_count > 1 ? (
          <span className="text-xs font-medium text-destructive">{report.report_count} reports on this item</span>
        ) : null}
        {!pending ? (
          <Badge variant={report.status === "approved" ? "destructive" : "default"}>
            {report.status === "approved" ? "Approved, hidden" : "Rejected"}
          </Badge>
        ) : null}
        {report.content?.hidden && pending ? <Badge>Already hidden</Badge> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        Reported by <span className="font-medium text-foreground">{report.reported_by ?? "a former member"}</span>{" "}
        <TimeAgo date={report.created_at} />
        {report.content ? (
          <>
            {" "}
            · by <span className="font-medium text-foreground">{report.content.owner_name}</span>
          </>
        ) : null}
        {!pending && report.reviewed_at ? (
          <>
            {` · decided by ${report.reviewed_by ?? "an admin"} `}
            <TimeAgo date={report.reviewed_at} />
          </>
        ) : null}
      </p>
      {report.details ? <p className="text-sm break-words">{report.details}</p> : null}
      {report.content ? (
        <blockquote className="rounded-md border-l-4 border-border bg-muted p-3 text-sm break-words">
          {report.content.preview}
          {report.content.url ? (
            <Link
              to={report.content.url}
              className="ml-2 inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              Open
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          ) : null}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground">The reported item no longer exists.</p>
      )}
      {report.notes.length ? (
        <ul className="grid gap-1 text-sm">
          {report.notes.map((n) => (
            <li key={n.id} className="rounded-md bg-accent px-3 py-2 text-accent-foreground">
              Note: {n.note}
            </li>
          ))}
        </ul>
      ) : null}
      {pending && report.content ? <DecideForm report={report} back={back} /> : null}
      {!pending && report.content?.hidden ? <UnhideForm report={report} back={back} /> : null}
    </li>
  );
}

export function ModerationPanel({
  reports,
  view,
  back,
  href,
}: {
  reports: { items: ReportView[]; total: number; page: number; page_count: number };
  view: "pending" | "decided";
  back: string;
  href: (page: number) => string;
}) {
  return (
    <div className="grid gap-4">
      <TabLinks
        label="Reports"
        current={view}
        tabs={[
          { id: "pending", label: "Pending", to: "/admin?tab=moderation" },
          { id: "decided", label: "Decided", to: "/admin?tab=moderation&view=decided" },
        ]}
      />
      {reports.items.length ? (
        <ul className="grid gap-3">
          {reports.items.map((r) => (
            <ReportCard key={r.id} report={r} back={back} />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {view === "pending" ? "No pending reports. The queue is clear." : "No decided reports yet."}
        </p>
      )}
      <Pager page={reports.page} pageCount={reports.page_count} href={href} />
    </div>
  );
}
