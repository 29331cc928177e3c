import type { MetaFunction } from "@remix-run/node";

import { LegalPage, type LegalSection } from "~/components/marketing/legal-page";
import { TextLink } from "~/components/marketing/layout";
import { seo } from "~/utils/seo";

const COOKIES = [
  {
    name: "__session",
    purpose:
      "Keeps you signed in, and carries one-time notifications such as 'Message sent!' to the next page you see.",
    details: [
      ["Set when", "You sign in, or when a notification is shown to you"],
      ["Lasts", "Up to 30 days, or until you log out"],
      ["Kind", "Strictly necessary. Signed so it cannot be tampered with, and HttpOnly so scripts cannot read it"],
    ],
  },
  {
    name: "theme",
    purpose: "Remembers whether you chose the light, dark or system theme, so pages open in it without a flash.",
    details: [
      ["Set when", "You choose a theme with the switch at the bottom of the page"],
      ["Lasts", "One year"],
      ["Kind", "Preference. Contains only the word light, dark or system"],
    ],
  },
] as const;

const SECTIONS: LegalSection[] = [
  {
    id: "summary",
    title: "The short version",
    body: (
      <p>
        TradeLink uses exactly two cookies, both set by TradeLink itself.{" "}
        <strong>We use no tracking, analytics or advertising cookies</strong>, and no third party sets cookies through
        our pages.
      </p>
    ),
  },
  {
    id: "our-cookies",
    title: "The cookies we use",
    body: (
      <div className="mt-4 grid gap-4">
        {COOKIES.map((cookie) => (
          <div key={cookie.name} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <h3 className="font-mono text-base font-semibold text-foreground">{cookie.name}</h3>
            <p className="mt-2">{cookie.purpose}</p>
            <dl className="mt-4 grid gap-3 text-sm">
              {cookie.details.map(([term, value]) => (
                <div key={term} className="sm:grid sm:grid-cols-[8rem_1fr] sm:gap-4">
                  <dt className="font-medium text-foreground">{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    ),
  },
  {
    id: "local-storage",
    title: "Local storage",
    body: (
      <p>
        When JavaScript is on, your theme choice is also kept in your browser&apos;s local storage under the key
        &apos;theme&apos;. Nothing else is stored there.
      </p>
    ),
  },
  {
    id: "control",
    title: "Controlling cookies",
    body: (
      <p>
        You can block or delete cookies in your browser settings. If you block the <code>__session</code> cookie you
        will not be able to sign in; if you block the <code>theme</code> cookie, pages follow your device&apos;s light
        or dark setting.
      </p>
    ),
  },
  {
    id: "more",
    title: "More about your data",
    body: (
      <p>
        How we handle the rest of your information is explained in our{" "}
        <TextLink to="/legal/privacy">privacy policy</TextLink>.
      </p>
    ),
  },
];

export default function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      summary="Two cookies, both needed to run the site or remember your choice. No tracking, no advertising."
      sections={SECTIONS}
    />
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Cookie Policy",
    description:
      "TradeLink uses only two cookies: __session to keep you signed in and theme to remember your light or dark preference. No tracking or advertising cookies.",
  });

/** Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). */
export const handle = { scripts: false };
