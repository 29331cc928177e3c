import type { ReactNode } from "react";

import { cn } from "~/utils/cn";

const WIDTHS = { wide: "max-w-7xl", narrow: "max-w-4xl" } as const;

export function Container({
  width = "wide",
  className,
  children,
}: {
  width?: keyof typeof WIDTHS;
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", WIDTHS[width], className)}>{children}</div>;
}

/** A faint blueprint grid behind a band's content (the band needs `relative isolate`); fades out from the top. */
export function GridPattern({ faded = true }: { faded?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute inset-0 -z-10 bg-size-[36px_36px]",
        "bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)]",
        faded && "mask-[radial-gradient(ellipse_at_top,black_20%,transparent_70%)]",
      )}
    />
  );
}

/** A page's opening band with its one <h1>. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Actions or anything else under the description. */
  children?: ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden border-b border-border bg-card">
      <GridPattern />
      <Container className="py-16 text-center sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {description ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p>
        ) : null}
        {children}
      </Container>
    </div>
  );
}

const TONES = {
  plain: "",
  card: "border-y border-border bg-card",
} as const;

/** A titled band of a marketing page; the heading labels the section for assistive technology. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = "plain",
  className,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-20 py-16 sm:py-24", TONES[tone], className)}
    >
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}
