import { Link } from "@remix-run/react";

import { HardHat } from "~/components/icons";
import { APP_NAME } from "~/constants";
import { cn } from "~/utils/cn";

export function Logo({ to = "/", className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cn("inline-flex items-center gap-2 font-bold tracking-tight", className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <HardHat aria-hidden="true" className="size-5" />
      </span>
      <span className="text-lg">{APP_NAME}</span>
    </Link>
  );
}
