import { useActionData, useLoaderData } from "@remix-run/react";

import { FirstScreenEnd } from "~/components/first-screen";
import { MessageSquare } from "~/components/icons";
import { ConversationList } from "~/components/messages/conversation-list";
import { Thread } from "~/components/messages/thread";
import { PageContainer, PageHeader } from "~/components/page-header";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { cn } from "~/utils/cn";
import type { action, loader } from "~/routes/messages/_app.messages";

/** The page, hydrated when reached (components/deferred-page). */
export default function MessagesPage() {
  const { viewerId, q, list, conversation, loadError, selectedId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const open = Boolean(selectedId);
  const { outlet, alone } = useDialogOutlet();
  if (alone) return <DialogPage>{outlet}</DialogPage>;
  return (
    <PageContainer>
      <div className={cn(open && "hidden lg:block")}>
        <PageHeader title="Messages" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        {/* On a phone the list and the thread are separate screens. */}
        <div className={cn("min-w-0", open && "hidden lg:block")}>
          <ConversationList
            items={list.items}
            q={q}
            page={list.page}
            pageCount={list.page_count}
            selectedId={selectedId}
            viewerId={viewerId}
          />
        </div>
        <FirstScreenEnd />
        <div className={cn("min-w-0", !open && "hidden lg:block")}>
          {conversation ? (
            <Thread conversation={conversation} viewerId={viewerId} q={q} lastResult={lastResult} />
          ) : (
            <div className="flex min-h-[40vh] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
              <MessageSquare aria-hidden="true" className="size-10 text-muted-foreground" />
              {loadError ? (
                <>
                  <p className="font-semibold">Failed to load conversation</p>
                  <p className="text-sm text-muted-foreground">{loadError}</p>
                </>
              ) : (
                <>
                  <p className="font-semibold">Select a conversation</p>
                  <p className="text-sm text-muted-foreground">
                    Choose someone on the left, or message a contractor from their profile.
                  </p>
                </>
              )}
            </div>
          )}
        </div>
      </div>
      {outlet}
    </PageContainer>
  );
}
