import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

import { TOAST_ITEM_CLASS, ToastBody, toneClasses } from "~/components/toast-body";
import { TOAST_HOTKEY, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "~/constants";
import { cn } from "~/utils/cn";
import type { FlashToast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

/** A toast's timers and swipe load when there is a toast to show: most pages never show one. */
const Toast = lazy(() => import("~/components/toast"));

/** "Notifications (F8)": the hotkey as a person reads it. */
const HOTKEY_LABEL = TOAST_HOTKEY.join("+").replace(/Key|Digit/g, "");

/**
 * The flash message of the last redirect. Before hydration (or with JavaScript off) it is a plain status box in the
 * page; once hydrated it is a toast with the constants of docs/constants.md#display: one at a time, shown for 5 s
 * (paused while pointed at or focused), dismissed by its button, Escape or a swipe to the right of 50 px, and F8
 * moves focus to the notifications area.
 */
export function Toaster({ toast }: { toast: FlashToast | null }) {
  const hydrated = useHydrated();
  const [toasts, setToasts] = useState<(FlashToast & { open: boolean })[]>([]);
  const viewport = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!toast) return;
    setToasts((current) => [...current.filter((t) => t.id !== toast.id), { ...toast, open: true }].slice(-TOAST_LIMIT));
  }, [toast]);

  useEffect(() => {
    if (!toasts.some((t) => !t.open)) return;
    const timer = setTimeout(() => setToasts((current) => current.filter((t) => t.open)), TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const pressed = TOAST_HOTKEY.every((key) => event.code === key || event[key as keyof KeyboardEvent] === true);
      if (pressed) viewport.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const dismiss = useCallback(
    (id: string) => setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t))),
    [],
  );

  if (!hydrated) {
    return toast ? (
      <div
        role={toast.type === "error" ? "alert" : "status"}
        className={cn(
          "flash-static fixed inset-x-4 bottom-4 z-50 rounded-lg border p-4 shadow-lg md:left-auto md:w-full md:max-w-[420px]",
          toneClasses(toast.type),
        )}
      >
        <ToastBody toast={toast} />
      </div>
    ) : null;
  }

  return (
    <section
      ref={viewport}
      aria-label={`Notifications (${HOTKEY_LABEL})`}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] max-h-screen p-4 outline-none md:left-auto md:w-full md:max-w-[420px]"
    >
      <ol className="flex flex-col gap-2">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <Suspense key={t.id} fallback={<LoadingToast toast={t} />}>
              <Toast toast={t} onDismiss={dismiss} />
            </Suspense>
          ))}
      </ol>
    </section>
  );
}

/** The toast as it will look, while its behaviour loads (a few hundred milliseconds on a slow link). */
function LoadingToast({ toast }: { toast: FlashToast }) {
  return (
    <li role={toast.type === "error" ? "alert" : "status"} className={cn(TOAST_ITEM_CLASS, toneClasses(toast.type))}>
      <ToastBody toast={toast} />
    </li>
  );
}
