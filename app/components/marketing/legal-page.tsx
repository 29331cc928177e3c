import type { ReactNode } from "react";

import { COMPANY } from "./company";
import { Container, PageHero, TEXT_LINK_CLASSES, TextLink } from "./layout";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** When the legal pages last changed; update it with any change to their text. */
const LAST_UPDATED = "November 1, 2026";

const PROSE =
  "text-muted-foreground leading-relaxed [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5";

/** A policy page: a table of contents beside numbered sections, and how to reach us about it. */
export function LegalPage({ title, summary, sections }: { title: string; summary: string; sections: LegalSection[] }) {
  return (
    <main>
      <PageHero eyebrow="Legal" title={title} description={summary} endsFirstScreen={false}>
        <p className="mt-4 text-sm text-muted-foreground">Last updated {LAST_UPDATED}</p>
      </PageHero>
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ol className="mt-3 grid gap-2 border-l border-border pl-4 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 pb-10"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                {section.title}
              </h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}
          <div className="rounded-xl border border-border bg-card p-6 text-sm shadow-sm">
            <h2 className="font-semibold">Questions about this policy?</h2>
            <p className="mt-2 text-muted-foreground">
              Write to{" "}
              <a href={`mailto:${COMPANY.email}`} className={TEXT_LINK_CLASSES}>
                {COMPANY.email}
              </a>
              , send us a message through the <TextLink to="/contact">contact form</TextLink>, or write to us at{" "}
              {COMPANY.addressLines.join(", ")}.
            </p>
          </div>
        </div>
      </Container>
    </main>
  );
}
