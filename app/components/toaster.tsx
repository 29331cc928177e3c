import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";

import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "~/constants";
import { CheckCircle2, Info, X, XCircle } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import type { FlashToast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

const ICONS = { success: CheckCircle2, error: XCircle, info: Info };

const toneClasses = (type: FlashToast["type"]) =>
  type === "error"
    ? "border-destructive bg-destructive text-destructive-foreground"
    : "border-border bg-card text-card-foreground";

function ToastBody({ toast }: { toast: FlashToast }) {
  const Icon = ICONS[toast.type];
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", toast.type === "success" && "text-success")} />
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
        {toast.action ? (
          <SafeForm action={toast.action.to} className="mt-1">
            {Object.entries(toast.action.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" size="sm" variant="outline">
              {toast.action.label}
            </Button>
          </SafeForm>
        ) : null}
      </div>
    </div>
  );
}

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
            <Toast key={t.id} toast={t} onDismiss={dismiss} />
          ))}
      </ol>
    </section>
  );
}

function Toast({ toast, onDismiss }: { toast: FlashToast; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const remainingMs = useRef(TOAST_DURATION_MS);
  const swipeStart = useRef<number | null>(null);
  const close = () => onDismiss(toast.id);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
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
      className={cn(
        "pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg",
        swipeStart.current === null && "transition-transform",
        toneClasses(toast.type),
      )}
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
