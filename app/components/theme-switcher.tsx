import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";

import { Monitor, Moon, Sun } from "~/components/icons";
import type { Theme } from "~/constants";
import type { loader as rootLoader } from "~/root";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

const OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/** Three submit buttons: a plain POST without JavaScript, an optimistic fetcher with it. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  const current = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  const pending = fetcher.formData?.get("theme");
  const active = typeof pending === "string" ? pending : current;

  return (
    <fetcher.Form
      method="post"
      action="/resources/theme"
      className={cn("inline-flex rounded-md border border-border bg-card p-0.5", className)}
      aria-label="Theme"
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="enhanced" value="true" /> : null}
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="submit"
          name="theme"
          value={value}
          aria-pressed={active === value}
          title={`${label} theme`}
          className={cn(
            "inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-muted-foreground",
            active === value && "bg-muted text-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only sm:not-sr-only">{label}</span>
        </button>
      ))}
    </fetcher.Form>
  );
}
