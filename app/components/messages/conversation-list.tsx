import { Form, Link } from "@remix-run/react";

import { Avatar } from "~/components/avatar";
import { MessageSquare, Search } from "~/components/icons";
import { Pager } from "~/components/pager";
import { TimeAgo } from "~/components/time-ago";
import { Input } from "~/components/ui/field";
import type { ConversationSummary } from "~/domain/messages.server";
import { cn } from "~/utils/cn";
import { imageVariant } from "~/lib/images";

export function messagesHref({ userId, q, page }: { userId?: number | null; q?: string; page?: number }) {
  const params = new URLSearchParams();
  if (userId) params.set("userId", String(userId));
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/messages${search ? `?${search}` : ""}`;
}

/** Conversations grouped by the other party, newest first, with a search box (a GET form). */
export function ConversationList({
  items,
  q,
  page,
  pageCount,
  selectedId,
  viewerId,
}: {
  items: ConversationSummary[];
  q: string;
  page: number;
  pageCount: number;
  selectedId: number | null;
  viewerId: number;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Form method="get" action="/messages" role="search" className="flex gap-2">
        <label htmlFor="messages-q" className="sr-only">
          Search conversations
        </label>
        <Input id="messages-q" name="q" defaultValue={q} placeholder="Search conversations" />
        <button
          type="submit"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-input hover:bg-muted"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only">Search</span>
        </button>
      </Form>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
          <MessageSquare aria-hidden="true" className="size-8" />
          {q ? "No messages found" : "No messages yet. Connect with contractors to start chatting."}
        </div>
      ) : (
        <ul className="grid gap-1">
          {items.map(({ other, last_message, unread_count }) => (
            <li key={other.id} className="min-w-0">
              <Link
                to={messagesHref({ userId: other.id, q })}
                aria-current={selectedId === other.id ? "page" : undefined}
                className={cn(
                  "flex items-start gap-3 rounded-lg p-3 hover:bg-muted",
                  selectedId === other.id && "bg-accent hover:bg-accent",
                )}
              >
                <Avatar name={other.display_name} src={imageVariant(other.logo_url, "avatar")} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn("min-w-0 text-sm break-words", unread_count ? "font-bold" : "font-medium")}>
                      {other.display_name}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      <TimeAgo date={last_message.created_at} />
                    </span>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate text-sm text-muted-foreground">
                      {last_message.sender_id === viewerId ? "You: " : ""}
                      {last_message.content}
                    </span>
                    {unread_count ? (
                      <span className="shrink-0 rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
                        {unread_count}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(p) => messagesHref({ q, page: p, userId: selectedId })} />
    </div>
  );
}
