import { Link } from "@remix-run/react";

import { Flag } from "~/components/icons";

// Its own module: the pages that carry the link load neither the report form nor conform.

/** The small "Report" link each reportable item carries. */
export function ReportLink({ to, className }: { to: string; className?: string }) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={
        className ??
        "inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-destructive hover:underline"
      }
    >
      <Flag aria-hidden="true" className="size-3.5" />
      Report
    </Link>
  );
}
