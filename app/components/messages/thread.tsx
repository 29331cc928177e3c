import type { SubmissionResult } from "@conform-to/react";
import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";

import { Avatar } from "~/components/avatar";
import { ArrowLeft, Lock, Send } from "~/components/icons";
import { messagesHref } from "~/components/messages/conversation-list";
import { SafeForm } from "~/components/safe-form";
import { TimeAgo } from "~/components/time-ago";
import { Button } from "~/components/ui/button";
import { FieldErrors, FormErrors, Textarea } from "~/components/ui/field";
import type { ConversationView, MessageRecord } from "~/domain/messages.server";
import { QUEUE_EVENT, requestMessageSync, useShownFromDevice } from "~/offline/client";
import { queuedMessages, queueMessage, type QueuedMessage } from "~/offline/message-queue";
import { cn } from "~/utils/cn";
import { imageVariant } from "~/lib/images";
import { PersonLink } from "~/components/person-link";
import { messageForms } from "~/schemas/constraints/message";
import { getFormProps, getTextareaProps, useSchemaForm } from "~/utils/use-schema-form";

function Bubble({
  message,
  mine,
  pending,
  reportTo,
  status,
  refused,
}: {
  message: Pick<MessageRecord, "content" | "created_at">;
  mine: boolean;
  pending?: boolean;
  /** The other party's messages can be reported. */
  reportTo?: string;
  /** Instead of the time: 'Waiting for signal', or why it was not sent. */
  status?: string;
  refused?: boolean;
}) {
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap break-words sm:max-w-[70%]",
          mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          (pending || status) && "opacity-70",
          refused && "border-2 border-destructive opacity-100",
        )}
      >
        {message.content}
        <span className={cn("mt-1 block text-[11px]", mine ? "text-primary-foreground" : "text-muted-foreground")}>
          {status ?? (pending ? "Sending..." : <TimeAgo date={message.created_at} />)}
          {reportTo ? (
            <>
              {" · "}
              <Link to={reportTo} preventScrollReset className="hover:text-destructive hover:underline">
                Report
              </Link>
            </>
          ) : null}
        </span>
      </div>
    </li>
  );
}

/** The messages to this person waiting on the device (JavaScript only), re-read whenever the queue changes. */
function useQueuedMessages(viewerId: number, otherId: number): QueuedMessage[] {
  const [queued, setQueued] = useState<QueuedMessage[]>([]);
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    const read = () =>
      void queuedMessages(viewerId)
        .then((all) => live && setQueued(all.filter((m) => m.recipientId === otherId)))
        .catch(() => {});
    read();
    window.addEventListener(QUEUE_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_EVENT, read);
    };
  }, [viewerId, otherId]);
  return queued;
}

/** The composer: a POST that redirects back to the thread; with JavaScript it stays focused and clears once sent. */
function Composer({
  otherId,
  viewerId,
  lastResult,
}: {
  otherId: number;
  viewerId: number;
  lastResult?: { result: SubmissionResult<string[]>; title: string };
}) {
  const shownFromDevice = useShownFromDevice();
  const action = `/messages?userId=${otherId}&intent=send`;
  const navigation = useNavigation();
  const location = useLocation();
  const area = useRef<HTMLTextAreaElement>(null);
  const sent = useRef(false);
  const [form, fields] = useSchemaForm(messageForms.composer, {
    instance: otherId,
    lastResult: lastResult?.result,
    shouldValidate: "onSubmit",
  });
  const sending = navigation.state !== "idle" && navigation.formAction === action;
  useEffect(() => {
    if (sending) sent.current = true;
  }, [sending]);
  // The redirect after a successful send lands on a new history entry: clear the box and keep typing.
  useEffect(() => {
    if (!sent.current) return;
    sent.current = false;
    if (area.current) {
      area.current.value = "";
      area.current.focus();
    }
  }, [location.key]);
  const formProps = getFormProps(form);
  // No signal (JavaScript on): the message waits on the device and goes when the signal is back.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented || (navigator.onLine && !shownFromDevice)) return;
    event.preventDefault();
    const content = String(new FormData(event.currentTarget).get("content") ?? "").trim();
    const box = area.current;
    void queueMessage({ userId: viewerId, recipientId: otherId, content }).then(() => {
      if (box) {
        box.value = "";
        box.dispatchEvent(new Event("input", { bubbles: true }));
      }
      window.dispatchEvent(new Event(QUEUE_EVENT));
      requestMessageSync();
    });
  };
  return (
    <SafeForm
      action={action}
      draft={`message-${otherId}`}
      worksOffline
      {...formProps}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-2 border-t border-border bg-card p-3"
    >
      <FormErrors id={form.errorId} title={lastResult?.title} errors={form.errors} />
      <input type="hidden" name="recipient_id" value={otherId} />
      <label htmlFor={fields.content.id} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          {...getTextareaProps(fields.content)}
          ref={area}
          rows={2}
          placeholder="Write a message"
          className="min-h-12 flex-1 resize-y"
        />
        <Button type="submit" pending={sending} aria-label="Send message" className="shrink-0">
          <Send aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <FieldErrors id={fields.content.errorId} errors={fields.content.errors} />
    </SafeForm>
  );
}

/** The open conversation: newest 50 messages (older ones on demand), the composer or why writing is refused. */
export function Thread({
  conversation,
  viewerId,
  q,
  lastResult,
}: {
  conversation: ConversationView;
  viewerId: number;
  q: string;
  lastResult?: { result: SubmissionResult<string[]>; title: string };
}) {
  const { other, messages, has_earlier, can_message } = conversation;
  const navigation = useNavigation();
  const action = `/messages?userId=${other.id}&intent=send`;
  const pendingText =
    navigation.state === "submitting" && navigation.formAction === action
      ? String(navigation.formData?.get("content") ?? "").trim()
      : "";
  const queued = useQueuedMessages(viewerId, other.id);
  const section = useRef<HTMLElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages.length + (pendingText ? 1 : 0) + queued.length;
  // On opening and on each new, sent or queued message: the newest in view, and the composer under it on screen.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
    const below = (section.current?.getBoundingClientRect().bottom ?? 0) - window.innerHeight;
    if (below > 0) window.scrollBy({ top: below });
  }, [count, other.id]);
  return (
    // As high as the window leaves below the app's top bar and the page's padding (and the page title on a desktop):
    // the messages scroll inside, the composer stays under them and never covers one.
    <section
      ref={section}
      aria-labelledby="thread-title"
      className="flex h-[calc(100dvh-6.5rem)] min-h-80 flex-col rounded-xl border border-border bg-card sm:h-[calc(100dvh-7.5rem)] lg:h-[calc(100dvh-10rem)]"
    >
      <header className="flex items-center gap-3 border-b border-border p-3">
        <Link
          to={messagesHref({ q })}
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-muted lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Back to conversations</span>
        </Link>
        <Avatar name={other.display_name} src={imageVariant(other.logo_url, "avatar")} />
        <div className="min-w-0">
          <h2 id="thread-title" className="truncate font-semibold">
            <PersonLink person={other} />
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {other.role_label}
            {other.location ? ` · ${other.location}` : ""}
          </p>
        </div>
      </header>
      {/* Reversed, the scroll starts at the bottom: the newest message shows first even without JavaScript. */}
      <div ref={scroller} className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto">
        <ol className="flex grow flex-col gap-2 p-4" aria-label="Messages">
          {has_earlier ? (
            <li className="text-center">
              <Link
                to={`${messagesHref({ userId: other.id, q })}&before=${messages[0]?.id}`}
                className="text-sm font-medium text-primary hover:underline"
              >
                Load earlier messages
              </Link>
            </li>
          ) : null}
          {messages.length === 0 && !pendingText ? (
            <li className="m-auto text-center text-sm text-muted-foreground">
              <p className="font-medium text-foreground">No messages yet</p>
              <p>Send a message to start the conversation</p>
            </li>
          ) : null}
          {messages.map((m) => (
            <Bubble
              key={m.id}
              message={m}
              mine={m.sender_id === viewerId}
              reportTo={m.sender_id === viewerId ? undefined : `/messages/${m.id}/report?userId=${m.sender_id}`}
            />
          ))}
          {pendingText ? (
            // eslint-disable-next-line no-restricted-syntax -- a message being sent exists only in the browser.
            <Bubble message={{ content: pendingText, created_at: new Date().toISOString() }} mine pending />
          ) : null}
          {queued.map((m) => (
            <Bubble
              key={m.key}
              message={{ content: m.content, created_at: m.createdAt }}
              mine
              status={m.state === "refused" ? `Not sent: ${m.reason}` : "Waiting for signal"}
              refused={m.state === "refused"}
            />
          ))}
          <li id="latest" aria-hidden="true" />
        </ol>
      </div>
      {can_message.allowed ? (
        <Composer key={other.id} otherId={other.id} viewerId={viewerId} lastResult={lastResult} />
      ) : (
        <p className="flex items-center gap-2 border-t border-border p-4 text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {can_message.reason}
        </p>
      )}
    </section>
  );
}
