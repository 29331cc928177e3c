import { Mail } from "~/components/icons";
import { Pager } from "~/components/pager";
import { SafeForm } from "~/components/safe-form";
import { TabLinks } from "~/components/tab-links";
import { TimeAgo } from "~/components/time-ago";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { APP_NAME, CONTACT_SUBJECT_LABELS } from "~/constants";

export type ContactRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  role: string | null;
  message: string;
  handled: boolean;
  /** From a Pro account: listed first while not handled. */
  priority: boolean;
  created_at: string;
};

const subjectLabel = (s: string) => CONTACT_SUBJECT_LABELS[s as keyof typeof CONTACT_SUBJECT_LABELS] ?? s;

/** The contact form's inbox: open messages from Pro accounts first (labelled), then newest first, a handled toggle, reply by email. */
export function ContactPanel({
  messages,
  show,
  back,
  href,
}: {
  messages: { items: ContactRow[]; total: number; page: number; page_count: number };
  show: "all" | "open";
  back: string;
  href: (page: number) => string;
}) {
  return (
    <div className="grid gap-4">
      <TabLinks
        label="Messages shown"
        current={show}
        tabs={[
          { id: "all", label: "All", to: "/admin?tab=messages" },
          { id: "open", label: "Not handled", to: "/admin?tab=messages&show=open" },
        ]}
      />
      {messages.items.length ? (
        <ul className="grid gap-3">
          {messages.items.map((m) => (
            <li key={m.id} className="grid gap-2 rounded-lg border border-border bg-card p-4">
              <div className="flex flex-wrap items-center gap-2">
                {m.priority ? <Badge variant="primary">Priority · Pro</Badge> : null}
                <span className="font-semibold">{m.name}</span>
                <Badge variant="outline">{subjectLabel(m.subject)}</Badge>
                {m.handled ? <Badge>Handled</Badge> : <Badge variant="accent">New</Badge>}
                <span className="text-xs text-muted-foreground">
                  <TimeAgo date={m.created_at} />
                </span>
              </div>
              <p className="text-sm text-muted-foreground break-all">
                {m.email}
                {m.phone ? ` · ${m.phone}` : ""}
              </p>
              <p className="text-sm whitespace-pre-line break-words">{m.message}</p>
              <div className="flex flex-wrap gap-2">
                <a
                  href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: your ${APP_NAME} message (${subjectLabel(m.subject)})`)}`}
                  className="inline-flex h-8 items-center gap-1.5 rounded-md border border-input px-3 text-sm font-medium hover:bg-muted"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  Reply by email
                </a>
                <SafeForm action="/admin?tab=messages&intent=contact">
                  <input type="hidden" name="message_id" value={m.id} />
                  <input type="hidden" name="handled" value={String(!m.handled)} />
                  <input type="hidden" name="back" value={back} />
                  <Button type="submit" size="sm" variant="ghost">
                    {m.handled ? "Mark as not handled" : "Mark as handled"}
                  </Button>
                </SafeForm>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {show === "open" ? "Every message is handled." : "No messages from the contact form yet."}
        </p>
      )}
      <Pager page={messages.page} pageCount={messages.page_count} href={href} />
    </div>
  );
}
