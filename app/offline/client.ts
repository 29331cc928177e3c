/**
 * The page's side of offline reading (docs/decisions/009-offline.md): registers the service worker after hydration,
 * tells it who is signed in, hands it the next version on the next navigation, sends queued messages when the signal
 * returns, and turns links into full page loads while offline (the worker answers those from the device).
 */
import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

import { SAVED_AT_ATTRIBUTE, SERVICE_WORKER_PATH, type FromWorker, type ToWorker } from "~/offline/protocol";
import { loadMessageQueue } from "~/offline/queue.client";

const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

let waiting: ServiceWorker | null = null;

/**
 * Read once, before hydration: the attribute the worker put on a saved copy may not survive it (a page whose
 * "2 minutes ago" now reads "3 minutes ago" is rendered afresh).
 */
const savedAtOnLoad =
  typeof document === "undefined" ? null : document.documentElement.getAttribute(SAVED_AT_ATTRIBUTE);

/** After hydration: the worker controls every page from the next load on. */
export function registerServiceWorker() {
  if (!supported()) return;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { scope: "/" })
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) waiting = registration.waiting;
        registration.addEventListener("updatefound", () => {
          const next = registration.installing;
          next?.addEventListener("statechange", () => {
            if (next.state === "installed" && navigator.serviceWorker.controller) waiting = next;
          });
        });
      })
      .catch((error: unknown) => console.warn("Offline reading is not available:", error));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function tell(message: ToWorker) {
  if (!supported()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/**
 * While the browser reports no signal, a click on a link of this site loads the page instead of fetching its data,
 * so the worker can answer with the saved copy or the offline page.
 */
export function loadPagesWhileOffline() {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      if (new URL(link.href).origin !== location.origin) return;
      event.stopPropagation();
    },
    true,
  );
}

/** Root layout, with JavaScript: keeps the worker told, sends queued messages, takes new versions on navigation. */
export function useOfflineSupport(userId: number | null) {
  const location = useLocation();
  const revalidator = useRevalidator();
  /** Sends the signed-in user's queued messages (set once below; the user is read when it runs). */
  const sendQueued = useRef<() => void>(() => {});
  const signedIn = useRef(userId);

  useEffect(() => {
    signedIn.current = userId;
    tell({ type: "user", id: userId === null ? null : String(userId) });
    // Other users' messages leave the device first; only then are this user's sent.
    void loadMessageQueue()
      .then((queue) => queue?.clearQueuedMessages(userId ?? undefined))
      .catch(() => {})
      .then(() => sendQueued.current());
  }, [userId]);

  useEffect(() => {
    if (waiting) {
      waiting.postMessage({ type: "skip-waiting" } satisfies ToWorker);
      waiting = null;
    }
  }, [location.key]);

  useEffect(() => {
    const refresh = () => {
      if (revalidator.state === "idle") revalidator.revalidate();
      window.dispatchEvent(new Event(QUEUE_EVENT));
    };
    const send = () => {
      const user = signedIn.current;
      if (user !== null)
        void loadMessageQueue()
          .then((queue) => queue?.flushQueuedMessages(user) ?? false)
          .then((changed) => changed && refresh());
    };
    sendQueued.current = send;
    const fromWorker = (event: MessageEvent<FromWorker>) => {
      if (event.data?.type === "messages-changed") refresh();
    };
    window.addEventListener("online", send);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    return () => {
      window.removeEventListener("online", send);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener for the page's life
  }, []);
}

/** Fired on the window when the device's message queue changed (the thread re-reads it). */
export const QUEUE_EVENT = "tradelink:queue";

/** Asks the browser to send queued messages when the signal is back, even with the app closed (Background Sync). */
export function requestMessageSync() {
  if (!supported()) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        "send-messages",
      ),
    )
    .catch(() => {});
}

/**
 * When this page was shown from the device: the time it was saved (ISO), else null. A later navigation that
 * reached the server, or the signal coming back (the page reloads its data), ends it.
 */
export function useSavedAt(): string | null {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const location = useLocation();
  const revalidator = useRevalidator();
  const [firstKey] = useState(location.key);

  useEffect(() => {
    setSavedAt(savedAtOnLoad);
  }, []);

  useEffect(() => {
    if (shownFromDevice === (savedAt !== null)) return;
    shownFromDevice = savedAt !== null;
    for (const listener of shownFromDeviceListeners) listener();
  }, [savedAt]);

  useEffect(() => {
    if (location.key !== firstKey) setSavedAt(null);
  }, [location.key, firstKey]);

  useEffect(() => {
    if (!savedAt) return;
    const back = () => {
      revalidator.revalidate();
      setSavedAt(null);
    };
    window.addEventListener("online", back);
    // The signal may have come back before this page's scripts ran, and its "online" went unheard: ask the server.
    let current = true;
    if (navigator.onLine) {
      fetch("/healthz", { cache: "no-store" }).then(
        (response) => current && response.ok && back(),
        () => {},
      );
    }
    return () => {
      current = false;
      window.removeEventListener("online", back);
    };
  }, [savedAt, revalidator]);

  return savedAt;
}

/**
 * Whether the page on screen was shown from the device, for the forms on it. A store, not a context: a context that
 * changes reaches into a page not hydrated yet (components/deferred-page), which React then renders afresh.
 */
let shownFromDevice = false;
const shownFromDeviceListeners = new Set<() => void>();
function subscribeShownFromDevice(listener: () => void) {
  shownFromDeviceListeners.add(listener);
  return () => void shownFromDeviceListeners.delete(listener);
}
export const useShownFromDevice = () =>
  useSyncExternalStore(
    subscribeShownFromDevice,
    () => shownFromDevice,
    () => false,
  );

/** At logout: the saved pages and the queued messages of this user leave the device. */
export function forgetDevice() {
  tell({ type: "user", id: null });
  void loadMessageQueue()
    .then((queue) => queue?.clearQueuedMessages())
    .catch(() => {});
}
