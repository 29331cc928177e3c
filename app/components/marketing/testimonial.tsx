import { Quote } from "~/components/icons";
import type { ReactNode } from "react";

import { Initials } from "./initials";

export type Person = { name: string; title: string; company: string; location: string };

/** A quote from a customer, with who said it. */
export function Testimonial({ quote, person, children }: { quote: string; person: Person; children?: ReactNode }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
      <Quote aria-hidden="true" className="size-7 text-primary" />
      <blockquote className="mt-4 flex-1 leading-relaxed">
        <p>{quote}</p>
      </blockquote>
      {children}
      <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4">
        <Initials name={person.name} />
        <div className="text-sm">
          <p className="font-semibold">{person.name}</p>
          <p className="text-muted-foreground">
            {person.title}, {person.company} · {person.location}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
