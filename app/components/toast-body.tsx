import { CheckCircle2, Info, XCircle } from "~/components/icons";
import { SafeForm } from "~/components/safe-form";
import { Button } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import type { FlashToast } from "~/utils/toast";

const ICONS = { success: CheckCircle2, error: XCircle, info: Info };

/** A toast in the notifications area, as it looks before and after its behaviour has loaded. */
export const TOAST_ITEM_CLASS =
  "pointer-events-auto relative flex w-full touch-pan-y items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg";

export const toneClasses = (type: FlashToast["type"]) =>
  type === "error"
    ? "border-destructive bg-destructive text-destructive-foreground"
    : "border-border bg-card text-card-foreground";

export function ToastBody({ toast }: { toast: FlashToast }) {
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
