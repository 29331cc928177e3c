import { ButtonLink } from "~/components/ui/button";

import { Container } from "./layout";

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
