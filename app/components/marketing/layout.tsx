import { Link, type LinkProps } from "@remix-run/react";
import type { ReactNode } from "react";

import { FirstScreenEnd } from "~/components/first-screen";
import { ArrowRight, type IconComponent } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";

/*
 * The pieces most marketing pages share, in one module so that the browser loads them as one chunk (esbuild makes a
 * chunk per source file and set of pages; as four files they were four script requests on every marketing page).
 */

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

/**
 * A page's opening band with its one <h1>: the page's first screen, marked as such (components/first-screen) unless
 * the page's first screen goes on below it.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  endsFirstScreen = true,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Actions or anything else under the description. */
  children?: ReactNode;
  endsFirstScreen?: boolean;
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
        {endsFirstScreen ? <FirstScreenEnd /> : null}
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

export const TEXT_LINK_CLASSES = "font-medium text-primary underline underline-offset-4 hover:text-primary-hover";

/** An in-text link, underlined so it does not rely on colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(TEXT_LINK_CLASSES, className)} {...props} />;
}

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

/** The closing band of a marketing page: sign up, with a second way forward. */
export function CallToAction({
  title = "Ready to build a better crew list?",
  description = "Create your free account in a few minutes. No credit card required, and the Free plan is free forever.",
  secondary = { to: "/how-it-works", label: "How It Works" },
}: {
  title?: string;
  description?: string;
  secondary?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-2xl border border-white/10 bg-brand-dark px-6 py-12 text-center text-white sm:px-12 sm:py-16 dark:bg-card">
          <div
            aria-hidden="true"
            className="absolute -top-24 left-1/2 -z-10 size-96 -translate-x-1/2 rounded-full bg-orange-500/25 blur-3xl"
          />
          <h2 id="cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">{description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/auth?tab=register" size="lg">
              Sign Up Free
            </ButtonLink>
            <ButtonLink to={secondary.to} size="lg" variant="outline">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
