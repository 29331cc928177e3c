import { Link } from "@remix-run/react";

import { cn } from "~/utils/cn";

export type TabLink = { id: string; label: string; to: string; badge?: number };

/** Tabs as links (`?tab=`), so they work without JavaScript and every tab has its own URL. */
export function TabLinks({ label, tabs, current }: { label: string; tabs: TabLink[]; current: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {tabs.map((t) => (
        <Link
          key={t.id}
          to={t.to}
          preventScrollReset
          aria-current={current === t.id ? "page" : undefined}
          className={cn(
            "inline-flex shrink-0 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground",
            current === t.id && "bg-card text-foreground shadow-sm",
          )}
        >
          {t.label}
          {t.badge ? (
            <span className="rounded-full bg-destructive px-1.5 text-xs text-destructive-foreground">{t.badge}</span>
          ) : null}
        </Link>
      ))}
    </nav>
  );
}
