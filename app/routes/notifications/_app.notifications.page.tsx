import { Link, useLoaderData } from "@remix-run/react";
import {
  BadgeCheck,
  Bell,
  BriefcaseBusiness,
  CalendarDays,
  CheckCheck,
  FileText,
  FileWarning,
  Flag,
  Mail,
  MessageSquare,
  Star,
  UserPlus,
  type IconComponent,
} from "~/components/icons";
import { PageContainer, PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { SafeForm } from "~/components/safe-form";
import { TabLinks } from "~/components/tab-links";
import { TimeAgo } from "~/components/time-ago";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { NotificationKind } from "~/constants";
import { cn } from "~/utils/cn";
import type { loader } from "~/routes/notifications/_app.notifications";

const ICONS: Record<NotificationKind, IconComponent> = {
  connection_request: UserPlus,
  connection_accepted: UserPlus,
  message: MessageSquare,
  application_received: Mail,
  application_decided: Mail,
  bid_invitation: BriefcaseBusiness,
  project_status: BriefcaseBusiness,
  review_received: Star,
  review_reply: Star,
  appointment: CalendarDays,
  credential_expiring: FileWarning,
  credential_reviewed: BadgeCheck,
  report_decided: Flag,
  addendum_issued: FileText,
  bid_revised: Mail,
  bid_question: MessageSquare,
  bid_answer: MessageSquare,
  bid_reminder: CalendarDays,
  bid_opening: BriefcaseBusiness,
};

const href = (unread: boolean, page = 1) => {
  const params = new URLSearchParams();
  if (unread) params.set("unread", "true");
  if (page > 1) params.set("page", String(page));
  return `/notifications${params.size ? `?${params}` : ""}`;
};

/** The page, hydrated when reached (components/deferred-page). */
export default function NotificationsPage() {
  const { unread, list } = useLoaderData<typeof loader>();
  const anyUnread = list.notifications.some((n) => !n.read) || unread;
  return (
    <PageContainer>
      <PageHeader
        title="Notifications"
        description="Requests, messages, applications and alerts, newest first."
        actions={
          anyUnread ? (
            <SafeForm action="/notifications?intent=read-all">
              <Button type="submit" variant="outline">
                <CheckCheck aria-hidden="true" className="size-4" />
                Mark all as read
              </Button>
            </SafeForm>
          ) : null
        }
      />
      <TabLinks
        label="Notification lists"
        current={unread ? "unread" : "all"}
        tabs={[
          { id: "all", label: "All", to: href(false) },
          { id: "unread", label: "Unread", to: href(true) },
        ]}
      />
      {list.notifications.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <Bell aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{unread ? "You're all caught up" : "No notifications yet"}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {unread
              ? "Nothing unread. New requests, messages and applications show up here."
              : "When someone connects, writes, applies or invites you to bid, you'll see it here."}
          </p>
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <ul className="divide-y divide-border">
            {list.notifications.map((n) => {
              const Icon = ICONS[n.kind];
              return (
                <li key={n.id}>
                  <Link
                    to={`/notifications/${n.id}`}
                    className={cn("flex gap-3 p-4 hover:bg-muted", !n.read && "bg-accent/40")}
                  >
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1">
                      <span className={cn("block text-sm", !n.read && "font-semibold")}>{n.title}</span>
                      {n.body ? (
                        <span className="mt-0.5 block truncate text-sm text-muted-foreground">{n.body}</span>
                      ) : null}
                      <span className="mt-1 block text-xs text-muted-foreground">
                        <TimeAgo date={n.created_at} />
                      </span>
                    </span>
                    {n.read ? null : (
                      <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
                        <span className="sr-only">Unread</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      <Pager page={list.page} pageCount={list.page_count} href={(p) => href(unread, p)} />
    </PageContainer>
  );
}
