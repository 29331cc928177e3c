import { ChevronDown } from "~/components/icons";
import type { ReactNode } from "react";

export type Question = { question: string; answer: ReactNode };

/** Questions as <details> disclosures: they open and close without JavaScript. */
export function Disclosures({ items }: { items: Question[] }) {
  return (
    <div className="grid gap-3">
      {items.map(({ question, answer }) => (
        <details key={question} className="group rounded-xl border border-border bg-card shadow-sm">
          <summary className="flex items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium hover:bg-muted/60">
            {question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-muted-foreground">{answer}</div>
        </details>
      ))}
    </div>
  );
}
