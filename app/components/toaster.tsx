import * as ToastPrimitive from "@radix-ui/react-toast";
import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";

import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "~/constants";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

export type FlashToast = { id: string; type: "success" | "error" | "info"; title: string; description?: string };

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
      </div>
    </div>
  );
}

/**
 * The flash message of the last redirect. Before hydration (or with JavaScript off) it is a plain status box in the
 * page; once hydrated it becomes a Radix toast with the timings of SPEC point 9.
 */
export function Toaster({ toast }: { toast: FlashToast | null }) {
  const hydrated = useHydrated();
  const [toasts, setToasts] = useState<(FlashToast & { open: boolean })[]>([]);

  useEffect(() => {
    if (!toast) return;
    setToasts((current) => [...current.filter((t) => t.id !== toast.id), { ...toast, open: true }].slice(-TOAST_LIMIT));
  }, [toast]);

  useEffect(() => {
    if (!toasts.some((t) => !t.open)) return;
    const timer = setTimeout(() => setToasts((current) => current.filter((t) => t.open)), TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toasts]);

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
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => setToasts((current) => current.map((c) => (c.id === t.id ? { ...c, open } : c)))}
          type={t.type === "error" ? "foreground" : "background"}
          className={cn(
            "relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 transition-opacity",
            toneClasses(t.type),
          )}
        >
          <ToastPrimitive.Title asChild>
            <div>
              <ToastBody toast={t} />
            </div>
          </ToastPrimitive.Title>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed inset-x-0 bottom-0 z-[100] flex max-h-screen flex-col gap-2 p-4 md:left-auto md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
