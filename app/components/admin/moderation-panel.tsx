import { Link } from "@remix-run/react";

import { ExternalLink } from "~/components/icons";
import { Pager } from "~/components/pager";
import { SafeForm } from "~/components/safe-form";
import { TabLinks } from "~/components/tab-links";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Label, Textarea } from "~/components/ui/field";
import { REPORT_REASON_LABELS } from "~/constants";
import type { ReportGroup, ReportView } from "~/domain/moderation.server";

const TYPE_LABELS: Record<string, string> = {
  profile: "Profile",
  project: "Project",
  review: "Review",
  message: "Message",
  portfolio_item: "Portfolio item",
};

function DecideForm({ group, back }: { group: ReportGroup; back: string }) {
  const id = group.report_id;
  return (
    <SafeForm action="/admin?tab=moderation&intent=decide" className="grid gap-2 border-t border-border pt-3">
      <input type="hidden" name="report_id" value={id} />
      <input type="hidden" name="back" value={back} />
      <Label htmlFor={`note-${id}`}>Note (optional, kept with the report)</Label>
      <Textarea id={`note-${id}`} name="note" rows={2} maxLength={1000} className="min-h-16" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="status" value="approved" variant="destructive" size="sm">
          Approve: hide it
        </Button>
        <Button type="submit" name="status" value="rejected" variant="outline" size="sm">
          Reject: keep it
        </Button>
        {group.suspend_author_id !== null && group.content ? (
          <ButtonLink
            to={`/admin/users/${group.suspend_author_id}/suspend?tab=moderation`}
            size="sm"
            variant="destructive-outline"
            preventScrollReset
          >
            Suspend {group.content.owner_name}
          </ButtonLink>
        ) : null}
      </div>
    </SafeForm>
  );
}

function UnhideForm({ group, back }: { group: ReportGroup; back: string }) {
  return (
    <SafeForm action="/admin?tab=moderation&intent=unhide">
      <input type="hidden" name="content_type" value={group.content_type} />
      <input type="hidden" name="content_id" value={group.content_id} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" variant="outline" size="sm">
        Show it again
      </Button>
    </SafeForm>
  );
}

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as keyof typeof REPORT_REASON_LABELS] ?? reason;

/** Who reported the item, when, why and in their words: one line each. */
function ReportLines({ reports }: { reports: ReportView[] }) {
  return (
    <ul className="grid gap-2 text-sm">
      {reports.map((r) => (
        <li key={r.id} className="grid gap-0.5">
          <span className="text-muted-foreground">
            <span className="font-medium text-foreground">{r.reported_by ?? "A former member"}</span>:{" "}
            {reasonLabel(r.reason)}, <TimeAgo date={r.created_at} />
          </span>
          {r.details ? <span className="break-words">{r.details}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One reported item with every report on it (one decision settles them all). */
function ReportCard({ group, back }: { group: ReportGroup; back: string }) {
  const pending = group.status === "pending";
  const notes = group.reports.flatMap((r) => r.notes);
  const count = group.reports.length;
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{TYPE_LABELS[group.content_type] ?? group.content_type}</Badge>
        {group.reasons.map(({ reason, count: n }) => (
          <Badge key={reason} variant={reason === "offensive" ? "destructive" : "accent"}>
            {reasonLabel(reason)}
            {n > 1 ? ` ×${n}` : ""}
          </Badge>
        ))}
        <span className="text-xs font-medium text-muted-foreground">
          {count === 1 ? "1 report" : `${count} reports`}
        </span>
        {!pending ? (
          <Badge variant={group.status === "approved" ? "destructive" : "default"}>
            {group.status === "approved" ? "Approved, hidden" : "Rejected"}
          </Badge>
        ) : null}
        {group.content?.hidden && pending ? <Badge>Already hidden</Badge> : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {group.content ? (
          <>
            By <span className="font-medium text-foreground">{group.content.owner_name}</span>
          </>
        ) : null}
        {!pending && group.reviewed_at ? (
          <>
            {`${group.content ? " · d" : "D"}ecided by ${group.reviewed_by ?? "an admin"} `}
            <TimeAgo date={group.reviewed_at} />
          </>
        ) : null}
      </p>
      {group.content ? (
        <blockquote className="rounded-md border-l-4 border-border bg-muted p-3 text-sm break-words">
          {group.content.preview}
          {group.content.url ? (
            <Link
              to={group.content.url}
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
      <ReportLines reports={group.reports} />
      {notes.length ? (
        <ul className="grid gap-1 text-sm">
          {notes.map((n) => (
            <li key={n.id} className="rounded-md bg-accent px-3 py-2 text-accent-foreground">
              Note: {n.note}
            </li>
          ))}
        </ul>
      ) : null}
      {pending && group.content ? <DecideForm group={group} back={back} /> : null}
      {!pending && group.content?.hidden ? <UnhideForm group={group} back={back} /> : null}
    </li>
  );
}

export function ModerationPanel({
  reports,
  view,
  back,
  href,
}: {
  reports: { items: ReportGroup[]; total: number; page: number; page_count: number };
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
          {reports.items.map((g) => (
            <ReportCard key={`${g.content_type}:${g.content_id}:${g.reviewed_at}`} group={g} back={back} />
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
