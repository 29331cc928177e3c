import { Link } from "@remix-run/react";

import { MorePager } from "~/components/pager";
import { PLAN_LABELS, PLANS, type Plan } from "~/constants";
import type { AuditTarget, AuditView } from "~/domain/audit.server";
import { formatDateTimeUtc } from "~/lib/dates";

const TARGET_TYPES: Record<string, string> = {
  user: "User",
  profile: "Profile",
  project: "Project",
  review: "Review",
  message: "Message",
  contact_message: "Contact message",
};

const linkClass = "font-medium text-primary hover:underline";

/** Who or what an entry was about: its name, linked where an admin can look further, and what it belongs to. */
function Target({ target }: { target: AuditTarget }) {
  const kind = TARGET_TYPES[target.type] ?? target.type;
  if (!target.name) {
    return <span className="text-muted-foreground">{kind}: no longer exists</span>;
  }
  return (
    <span className="grid">
      <span>
        <span className="text-muted-foreground">{kind}: </span>
        {target.href ? (
          <Link to={target.href} className={linkClass}>
            {target.name}
          </Link>
        ) : (
          target.name
        )}
      </span>
      {target.detail ? <span className="text-muted-foreground">{target.detail}</span> : null}
    </span>
  );
}

const ACTIONS: Record<string, string> = {
  "user.suspended": "Suspended a user",
  "user.active": "Activated a user",
  "user.deleted": "Deleted a user",
  "user.deleted_self": "Deleted their own account",
  "user.verified": "Marked a business checked",
  "user.unverified": "Removed the business check",
  "credential.verified": "Verified a credential",
  "credential.refused": "Refused a credential",
  "user.plan": "Changed a plan",
  "moderation.approved": "Approved a report (content hidden)",
  "moderation.rejected": "Rejected a report",
  "moderation.unhidden": "Showed hidden content again",
  "contact.handled": "Marked a contact message handled",
  "contact.reopened": "Marked a contact message not handled",
};

const isPlan = (value: unknown): value is Plan => (PLANS as readonly unknown[]).includes(value);

/** The reason or note an action carried, when it had one. */
function why(details: Record<string, unknown> | null) {
  if (isPlan(details?.from) && isPlan(details?.to)) return `${PLAN_LABELS[details.from]} to ${PLAN_LABELS[details.to]}`;
  const text = details?.reason ?? details?.note;
  return typeof text === "string" && text ? text : null;
}

/** Every admin action, newest first; kept forever. */
export function AuditPanel({
  log,
  href,
}: {
  log: { items: AuditView[]; page: number; has_more: boolean };
  href: (page: number) => string;
}) {
  if (!log.items.length) {
    return (
      <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No admin actions yet.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full min-w-[44rem] text-sm">
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              {["When", "Who", "What", "Target", "Reason or note"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {log.items.map((r) => (
              <tr key={r.id} className="border-b border-border align-top last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={r.created_at}>{formatDateTimeUtc(r.created_at)}</time>
                </td>
                <td className="px-3 py-2">
                  {r.actor && r.actor_href ? (
                    <Link to={r.actor_href} className={linkClass}>
                      {r.actor}
                    </Link>
                  ) : (
                    (r.actor ?? "A former member")
                  )}
                </td>
                <td className="px-3 py-2">{ACTIONS[r.action] ?? r.action}</td>
                <td className="px-3 py-2">
                  <Target target={r.target} />
                </td>
                <td className="px-3 py-2 break-words">
                  {why(r.details) ?? <span className="text-muted-foreground">None</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MorePager page={log.page} hasMore={log.has_more} href={href} />
    </div>
  );
}
