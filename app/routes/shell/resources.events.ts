import type { LoaderFunctionArgs } from "@remix-run/node";

import { followLiveUpdates, type LiveEvent, type StreamEnd } from "~/domain/live-updates.server";
import { getCurrentUser, getSession } from "~/utils/session.server";

const HEARTBEAT_MS = 25_000;

/**
 * The signed-in user's live events as server-sent events (`message`, `unread`, `connection`); the browser keeps one
 * EventSource open (see use-live-updates) and revalidates what changed. A comment every 25 s keeps proxies from
 * closing it; `retry` tells the browser to reconnect after 2 s. A stream the server ends for good (a newer one took
 * its place, or its session ended) says so in a last `closed` event, and the page stops reconnecting; one that ends
 * without it (the server is stopping: it closed the connection) is the page's cue to reconnect, through the proxy
 * to another node. No Connection header: Node keeps the connection alive, except on a draining server.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getCurrentUser(request);
  if (!user) return new Response("Sign in to receive live updates", { status: 401 });
  const sessionId = (await getSession(request)).get("sessionId") ?? "";
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const close = (why: StreamEnd | null) => {
        if (why) send(`event: closed\ndata: ${JSON.stringify({ reason: why })}\n\n`);
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      const unsubscribe = followLiveUpdates(
        user,
        { sessionId, address: context.clientAddress ?? "unknown" },
        (event: LiveEvent) => send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
        close,
      );
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => close(null));
      send("retry: 2000\n: connected\n\n");
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}
