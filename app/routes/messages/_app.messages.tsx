import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { MessageSquare } from "~/components/icons";
import { ConversationList } from "~/components/messages/conversation-list";
import { Thread } from "~/components/messages/thread";
import { PageContainer, PageHeader } from "~/components/page-header";
import { DialogPage, useDialogOutlet } from "~/components/dialog-outlet";
import { APP_NAME } from "~/constants";
import { DomainError } from "~/domain/errors.server";
import { getConversation, listConversations, sendMessage } from "~/domain/messages.server";
import { messageSchema } from "~/schemas/index.server";
import { cn } from "~/utils/cn";
import { formAction } from "~/utils/forms.server";
import { readThreadOpenedBy } from "~/utils/opened-thread.server";
import { requireUser } from "~/utils/session.server";
import { pageParam } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const q = query.get("q")?.trim() ?? "";
  const userId = Number(query.get("userId")) || null;
  const before = Number(query.get("before")) || undefined;
  let conversation = null;
  let loadError: string | null = null;
  if (userId) {
    try {
      // Opening a conversation marks the other party's messages read (the newest page only).
      await readThreadOpenedBy(request, user);
      conversation = await getConversation(user, userId, { before });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      loadError = error.message;
    }
  }
  const list = await listConversations(user, { q, page: pageParam(query) });
  return { viewerId: user.id, q, list, conversation, loadError, selectedId: userId };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return formAction(request, {
    schema: messageSchema,
    run: async (input) => {
      await sendMessage(user, input);
      return { redirectTo: `/messages?userId=${input.recipient_id}#latest` };
    },
    failure: () => ({ title: "Failed to send message" }),
  });
}

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

export const meta: MetaFunction = () => [{ title: `Messages | ${APP_NAME}` }];

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-screens";

// With JavaScript, a dropped signal is shown in the form instead of an error page (utils/network).
export { clientAction, shouldRevalidate } from "~/utils/network";
