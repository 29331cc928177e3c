import { useEffect, useRef, useState, type PointerEvent } from "react";

import { X } from "~/components/icons";
import { TOAST_ITEM_CLASS, ToastBody, toneClasses } from "~/components/toast-body";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from "~/constants";
import { cn } from "~/utils/cn";
import type { FlashToast } from "~/utils/toast";

/**
 * Loaded on its own (see the Toaster), it reaches the every-page modules as a route does, so that esbuild keeps them
 * one chunk: a module reached from a different set of entry points is put in a chunk of its own
 * (app/every-page.client.ts).
 */
// eslint-disable-next-line boundaries/dependencies -- an entry point of the browser build, as a route module is
export { everyPage as __everyPage } from "~/every-page.client";

/** One toast on screen: leaves after 5 s (paused while pointed at or focused), by its button, Escape or a swipe. */
export default function Toast({ toast, onDismiss }: { toast: FlashToast; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const remainingMs = useRef(TOAST_DURATION_MS);
  const swipeStart = useRef<number | null>(null);
  const close = () => onDismiss(toast.id);

  useEffect(() => {
    if (paused) return;
    // eslint-disable-next-line no-restricted-syntax -- a toast's own timer, in the browser.
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      // eslint-disable-next-line no-restricted-syntax -- as above.
      remainingMs.current -= Date.now() - started;
    };
  }, [paused, onDismiss, toast.id]);

  const endSwipe = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (swipeX >= TOAST_SWIPE_THRESHOLD_PX) close();
    else setSwipeX(0);
  };

  return (
    <li
      role={toast.type === "error" ? "alert" : "status"}
      aria-atomic="true"
      tabIndex={0}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === "Escape" && close()}
      onPointerDown={(event) => {
        if (event.button === 0 && !(event.target as Element).closest("button")) swipeStart.current = event.clientX;
      }}
      onPointerMove={(event: PointerEvent<HTMLLIElement>) => {
        // Paused by a pointer moving over it (as Radix does), not by one it appeared under: a toast that pops up
        // under a resting mouse still leaves by itself.
        setPaused(true);
        if (swipeStart.current === null) return;
        const x = Math.max(0, event.clientX - swipeStart.current);
        if (x > 0 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setSwipeX(x);
      }}
      onPointerUp={endSwipe}
      onPointerCancel={() => {
        swipeStart.current = null;
        setSwipeX(0);
      }}
      style={swipeX ? { transform: `translateX(${swipeX}px)` } : undefined}
      className={cn(TOAST_ITEM_CLASS, swipeStart.current === null && "transition-transform", toneClasses(toast.type))}
    >
      <ToastBody toast={toast} />
      <button
        type="button"
        onClick={close}
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
