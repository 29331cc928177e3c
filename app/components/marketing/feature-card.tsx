import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { ArrowRight, type IconComponent } from "~/components/icons";
import { cn } from "~/utils/cn";

export function IconTile({ icon: Icon, className }: { icon: IconComponent; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

export function FeatureCard({
  icon,
  title,
  badge,
  link,
  children,
}: {
  icon: IconComponent;
  title: string;
  badge?: ReactNode;
  link?: { to: string; label: ReactNode };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <IconTile icon={icon} />
        {badge}
      </div>
      <h3 className="mt-5 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{children}</p>
      {link ? (
        <Link
          to={link.to}
          className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
