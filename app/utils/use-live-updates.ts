import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * One EventSource per signed-in page (server-sent events from /resources/events). Each event revalidates the page's
 * data (the thread, the conversation list, the badges); after a dropped connection it reconnects with backoff and
 * revalidates once, catching up on what it missed, unless the server said the stream is closed for good. Without
 * JavaScript pages are current on every load.
 */
export function useLiveUpdates() {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = 1000;
    let missed = false;
    let closed = false;
    const refresh = () => revalidate.current();
    const connect = () => {
      source = new EventSource("/resources/events");
      source.onopen = () => {
        delay = 1000;
        if (missed) refresh();
        missed = false;
      };
      for (const type of ["message", "unread", "connection", "notification"]) source.addEventListener(type, refresh);
      // The server ended this stream for good: another tab took its place, or the session ended.
      source.addEventListener("closed", () => {
        closed = true;
        source?.close();
      });
      source.onerror = () => {
        source?.close();
        missed = true;
        if (!closed) timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}
