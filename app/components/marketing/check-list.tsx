import type { ReactNode } from "react";

import { CheckCircle2 } from "~/components/icons";
import { cn } from "~/utils/cn";

export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
