import { Link } from "@remix-run/react";

import { MorePager } from "~/components/pager";
import { SafeForm } from "~/components/safe-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { EMAIL_CATEGORY_LABELS, OUTBOX_STATE_LABELS, OUTBOX_STATES, type OutboxState } from "~/constants";
import type { OutboxEntry } from "~/domain/admin.server";
import { formatDateTimeUtc } from "~/lib/dates";
import { cn } from "~/utils/cn";

type JobRun = {
  name: string;
  next_run_at: string;
  last_finished_at: string | null;
  last_status: "ok" | "failed" | null;
  last_result: string | null;
  running: boolean;
};

export type OutboxData = {
  state: OutboxState | null;
  emails: { emails: OutboxEntry[]; page: number; has_more: boolean };
  counts: Record<OutboxState, number>;
  jobs: JobRun[];
  smtp: boolean;
  directory: string;
  selected: (OutboxEntry & { text: string }) | null;
};

/** Without SMTP_URL a "sent" email only reached a file: say so rather than claim it was delivered. */
const stateLabel = (state: OutboxState, smtp: boolean) =>
  state === "sent" && !smtp ? "Written to file" : OUTBOX_STATE_LABELS[state];

const JOB_LABELS: Record<string, string> = {
  "credential-expiry-alerts": "Credential expiry alerts (daily)",
  "weekly-digest": "Weekly digest (Mondays)",
  "clean-up": "Clean-up of sessions and old emails (daily)",
};

const when = (iso: string | null) => (iso ? formatDateTimeUtc(iso) : "Never");

const stateHref = (state: OutboxState | null) => `/admin?tab=outbox${state ? `&state=${state}` : ""}`;

/** The email outbox: what was sent, what waits or failed (with retry), each email readable; the scheduled jobs. */
export function OutboxPanel({ data, back, href }: { data: OutboxData; back: string; href: (page: number) => string }) {
  const total = OUTBOX_STATES.reduce((sum, s) => sum + data.counts[s], 0);
  return (
    <div className="grid gap-6">
      <p className="rounded-md border border-border bg-card p-4 text-sm">
        {data.smtp
          ? "Emails go out through the SMTP server in SMTP_URL."
          : `SMTP_URL is not set: emails are not sent but written as .eml files to ${data.directory} and listed here.`}
      </p>
      {data.selected ? <EmailPreview email={data.selected} smtp={data.smtp} /> : null}
      <nav aria-label="Email states" className="flex flex-wrap gap-2 text-sm">
        {[null, ...OUTBOX_STATES].map((s) => (
          <Link
            key={s ?? "all"}
            to={stateHref(s)}
            aria-current={data.state === s ? "page" : undefined}
            className={cn(
              "rounded-full border border-border px-3 py-1 hover:bg-muted",
              data.state === s && "bg-accent text-accent-foreground",
            )}
          >
            {s ? stateLabel(s, data.smtp) : "All"} ({s ? data.counts[s] : total})
          </Link>
        ))}
      </nav>
      {data.emails.emails.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No emails here.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full min-w-[48rem] text-sm">
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                {["Queued", "To", "Subject", "State", ""].map((h, i) => (
                  <th key={i} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.emails.emails.map((e) => (
                <tr key={e.id} className="border-b border-border align-top last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap">{when(e.created_at)}</td>
                  <td className="px-3 py-2 break-all">{e.to}</td>
                  <td className="px-3 py-2">
                    <Link to={`/admin?tab=outbox&email=${e.id}`} className="font-medium hover:underline">
                      {e.subject}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <Badge variant={e.state === "failed" ? "destructive" : "default"}>
                      {stateLabel(e.state, data.smtp)}
                    </Badge>
                    <span className="mt-1 block text-xs text-muted-foreground">
                      {e.state === "sent"
                        ? when(e.sent_at)
                        : e.state === "pending"
                          ? `Due ${when(e.next_attempt_at)}`
                          : null}
                      {e.attempts > 1 || e.state === "failed" ? ` ${e.attempts} attempts` : null}
                    </span>
                    {e.last_error ? <span className="mt-1 block text-xs break-words">{e.last_error}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {e.state === "failed" ? (
                      <SafeForm action="/admin?intent=retry-email">
                        <input type="hidden" name="email_id" value={e.id} />
                        <input type="hidden" name="back" value={back} />
                        <Button type="submit" size="sm" variant="outline">
                          Retry
                        </Button>
                      </SafeForm>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MorePager page={data.emails.page} hasMore={data.emails.has_more} href={href} />
      <Card>
        <CardHeader>
          <CardTitle>Scheduled jobs</CardTitle>
        </CardHeader>
        <CardContent>
          {data.jobs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No job has run yet; they start with the server.</p>
          ) : (
            <ul className="grid gap-3 text-sm">
              {data.jobs.map((j) => (
                <li key={j.name} className="grid gap-0.5">
                  <span className="font-medium">{JOB_LABELS[j.name] ?? j.name}</span>
                  <span className="text-muted-foreground">
                    {j.running ? "Running now. " : null}
                    Last run {when(j.last_finished_at)}
                    {j.last_status ? ` (${j.last_status === "ok" ? j.last_result : `failed: ${j.last_result}`})` : null}
                    . Next {when(j.next_run_at)}.
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function EmailPreview({ email, smtp }: { email: OutboxEntry & { text: string }; smtp: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="break-words">{email.subject}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>
          To <span className="break-all">{email.to}</span> · {EMAIL_CATEGORY_LABELS[email.category]} ·{" "}
          {stateLabel(email.state, smtp)}
        </p>
        <pre className="max-h-96 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{email.text}</pre>
        <div className="flex flex-wrap gap-3">
          <a href={`/resources/outbox/${email.id}`} target="_blank" rel="noreferrer" className="text-primary underline">
            Open the HTML version
          </a>
          <Link to="/admin?tab=outbox" className="text-primary underline">
            Close
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
