import { Link } from "@remix-run/react";

import { StatusBadge } from "~/components/projects/project-status-badge";
import { SafeForm } from "~/components/safe-form";
import { TimeAgo } from "~/components/time-ago";
import { Button, ButtonLink } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import type { MyApplication } from "~/domain/applications.server";
import type { MyInvitation } from "~/domain/invitations.server";
import { PersonLink } from "~/components/person-link";
import { bidLabel } from "~/lib/bids";

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground">
      {text}
    </p>
  );
}

/** My Applications: each with its project, bid, status and date; pending ones can be withdrawn. */
export function MyApplicationsList({ items }: { items: MyApplication[] }) {
  if (items.length === 0) return <Empty text="You have not applied to a project yet. Browse open projects near you." />;
  return (
    <ul className="grid gap-3">
      {items.map((a) => (
        <li
          key={a.id}
          className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/projects/${a.project.id}`} className="font-semibold hover:underline">
                {a.project.title}
              </Link>
              <StatusBadge status={a.project.status} />
            </div>
            <p className="text-sm text-muted-foreground">
              {a.project.company ?? "General contractor"} · {a.project.location}
            </p>
            <p className="text-sm">
              Bid: {bidLabel(a) ?? "none given"} · Applied <TimeAgo date={a.created_at} />
            </p>
          </div>
          <div className="flex items-center gap-2">
            <StatusBadge status={a.status} />
            {a.status === "pending" ? (
              <ButtonLink
                to={`/projects/applications/${a.id}/withdraw`}
                size="sm"
                variant="ghost"
                className="text-destructive"
                preventScrollReset
              >
                Withdraw
              </ButtonLink>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Invitations: project, company, note, date and state; View and apply (the apply dialog), decline, or mute. */
export function MyInvitationsList({ items }: { items: MyInvitation[] }) {
  if (items.length === 0)
    return <Empty text="No invitations yet. Contractors invite subcontractors whose profiles fit their projects." />;
  return (
    <ul className="grid gap-3">
      {items.map((i) => (
        <li key={i.id} className="grid gap-2 rounded-lg border border-border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/projects/${i.project.id}`} className="font-semibold hover:underline">
              {i.project.title}
            </Link>
            <StatusBadge status={i.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            <PersonLink person={i.contractor} fallback="A contractor" /> invited you <TimeAgo date={i.created_at} /> ·{" "}
            {i.project.location}
          </p>
          {i.note ? <blockquote className="border-l-2 border-border pl-3 text-sm italic">{i.note}</blockquote> : null}
          {i.status === "declined" && i.decline_reason ? (
            <p className="text-sm">Your reason: {i.decline_reason}</p>
          ) : null}
          <div className="flex flex-wrap items-end gap-2">
            {(i.status === "sent" || i.status === "viewed") && i.project.status === "open" ? (
              <ButtonLink to={`/projects/${i.project.id}/apply`} size="sm">
                View and apply
              </ButtonLink>
            ) : null}
            {i.status === "sent" || i.status === "viewed" ? (
              <SafeForm action="/projects?tab=invitations&intent=decline" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="decline" />
                <input type="hidden" name="invitation_id" value={i.id} />
                <label className="grid gap-1 text-xs text-muted-foreground">
                  Reason (optional)
                  <Input name="reason" className="h-8 w-56" maxLength={500} />
                </label>
                <Button type="submit" size="sm" variant="outline">
                  Decline
                </Button>
              </SafeForm>
            ) : null}
            {i.contractor ? (
              <SafeForm action={`/projects?tab=invitations&intent=${i.muted ? "unmute" : "mute"}`}>
                <input type="hidden" name="intent" value={i.muted ? "unmute" : "mute"} />
                <input type="hidden" name="contractor_id" value={i.contractor.id} />
                <Button type="submit" size="sm" variant="ghost">
                  {i.muted ? "Allow invitations from this company again" : "Stop invitations from this company"}
                </Button>
              </SafeForm>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
