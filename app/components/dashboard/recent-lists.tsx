import { Link } from "@remix-run/react";

import { Avatar } from "~/components/avatar";
import {
  Briefcase,
  FileCheck,
  FileText,
  Handshake,
  Mail,
  Star,
  UserPlus,
  type IconComponent,
} from "~/components/icons";
import { TimeAgo } from "~/components/time-ago";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ActivityItem, ActivityKind } from "~/domain/dashboard.server";
import type { ConversationSummary } from "~/domain/messages.server";
import { imageVariant } from "~/lib/images";

export function RecentMessages({ items }: { items: ConversationSummary[] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Recent Messages</CardTitle>
        <Link to="/messages" className="text-sm font-medium text-primary hover:underline">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        {items.length ? (
          <ul className="grid grid-cols-1 gap-1">
            {items.map((c) => (
              <li key={c.other.id}>
                <Link
                  to={`/messages?userId=${c.other.id}`}
                  className="flex items-center gap-3 rounded-md p-2 hover:bg-muted"
                >
                  <Avatar name={c.other.display_name} src={imageVariant(c.other.logo_url, "avatar")} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-2">
                      <span className="min-w-0 font-medium break-words">{c.other.display_name}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        <TimeAgo date={c.last_message.created_at} />
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="min-w-0 truncate text-sm text-muted-foreground" title={c.last_message.content}>
                        {c.last_message.content}
                      </span>
                      {c.unread_count ? (
                        <span className="ml-auto rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
                          {c.unread_count}
                          <span className="sr-only"> unread</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No messages yet. Connect with contractors to start chatting.</p>
        )}
      </CardContent>
    </Card>
  );
}

const ICONS: Record<ActivityKind, IconComponent> = {
  connection_request: UserPlus,
  connection_accepted: Handshake,
  review: Star,
  application_received: FileText,
  application_decided: FileCheck,
  invitation: Mail,
  project_posted: Briefcase,
};

function describe(item: ActivityItem) {
  const who = item.person?.display_name ?? "Someone";
  switch (item.kind) {
    case "connection_request":
      return `${who} sent you a connection request`;
    case "connection_accepted":
      return `${who} accepted your connection request`;
    case "review":
      return `${who} reviewed you: ${item.subject}`;
    case "application_received":
      return `${who} applied to ${item.subject}`;
    case "application_decided":
      return `Your application to ${item.subject} was ${item.detail}`;
    case "invitation":
      return `${who} invited you to bid on ${item.subject}`;
    case "project_posted":
      return `You posted ${item.subject}`;
  }
}

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length ? (
          <ul className="grid grid-cols-1 gap-1">
            {items.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={`${item.kind}-${item.at}-${item.person?.id ?? item.subject}`}>
                  <Link to={item.href} className="flex items-start gap-3 rounded-md p-2 hover:bg-muted">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="min-w-0 text-sm">
                      <span className="block">{describe(item)}</span>
                      <span className="block text-xs text-muted-foreground">
                        <TimeAgo date={item.at} />
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No recent activity to show.</p>
        )}
      </CardContent>
    </Card>
  );
}
