import type { IconComponent } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";

import { CheckList } from "./check-list";
import { Container, IconTile } from "./layout";

export type Highlight = { icon: IconComponent; title: string; text: string };

/** A band speaking to one audience: the pitch and a checklist beside four highlights. */
export function AudienceSection({
  id,
  eyebrow,
  title,
  description,
  points,
  highlights,
  cta,
  reversed = false,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: string[];
  highlights: Highlight[];
  cta: string;
  reversed?: boolean;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-20 py-16 sm:py-24", className)}>
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reversed && "lg:order-2")}>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{description}</p>
          <CheckList items={points} className="mt-6" />
          <ButtonLink to="/auth?tab=register" size="lg" className="mt-8">
            {cta}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {highlights.map((highlight) => (
            <li key={highlight.title} className="rounded-xl border border-border bg-card p-5 shadow-sm">
              <IconTile icon={highlight.icon} />
              <h3 className="mt-4 font-semibold">{highlight.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
