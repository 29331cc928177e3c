import type { MetaFunction } from "@remix-run/node";
import { Check, Minus } from "lucide-react";

import { CallToAction } from "~/components/marketing/call-to-action";
import { Disclosures, type Question } from "~/components/marketing/disclosures";
import { Container, PageHero, Section } from "~/components/marketing/layout";
import { TextLink } from "~/components/marketing/text-link";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { seo } from "~/utils/seo";

type Plan = {
  name: "Free" | "Pro" | "Enterprise";
  price: string;
  period?: string;
  summary: string;
  note: string;
  included: string[];
  excluded?: string[];
  cta: { to: string; label: string };
  featured?: boolean;
};

const PLANS: Plan[] = [
  {
    name: "Free",
    price: "$0",
    period: "/month",
    summary: "For getting started and the occasional project.",
    note: "Free plan forever. No credit card required.",
    included: [
      "Up to 3 active project postings",
      "Basic search",
      "Profile, messaging, connections and reviews",
      "Email support",
    ],
    excluded: ["No analytics", "No custom branding"],
    cta: { to: "/auth?tab=register", label: "Sign Up Free" },
  },
  {
    name: "Pro",
    price: "$29",
    period: "/month",
    summary: "For contractors who post and bid every week.",
    note: "Billed monthly. 14-day free trial, no credit card required.",
    included: [
      "Unlimited project postings",
      "Advanced filters",
      "Basic analytics",
      "Limited custom branding",
      "Priority email support",
      "Cancel anytime",
    ],
    cta: { to: "/auth?tab=register", label: "Start 14-Day Free Trial" },
    featured: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    summary: "For firms running several crews or offices.",
    note: "Priced for your team. Invoicing available.",
    included: [
      "Everything in Pro",
      "Advanced analytics",
      "Full custom branding",
      "Team management",
      "Dedicated account manager",
      "Invoicing",
    ],
    cta: { to: "/marketing/contact", label: "Contact Sales" },
  },
];

/** true: included; false: not included; text: how it differs between plans. */
type Cell = boolean | string;

const COMPARISON: { feature: string; cells: [Cell, Cell, Cell] }[] = [
  { feature: "Price", cells: ["$0/month", "$29/month, billed monthly", "Custom"] },
  { feature: "Free trial", cells: [false, "14 days, no credit card", false] },
  { feature: "Active project postings", cells: ["Up to 3", "Unlimited", "Unlimited"] },
  { feature: "Profile, messaging and reviews", cells: [true, true, true] },
  { feature: "Search", cells: ["Basic", "Advanced filters", "Advanced filters"] },
  { feature: "Priority notifications", cells: [false, true, true] },
  { feature: "Featured listings", cells: [false, true, true] },
  { feature: "Analytics", cells: [false, "Basic", "Advanced"] },
  { feature: "Custom branding", cells: [false, "Limited", "Full"] },
  { feature: "Team management", cells: [false, false, true] },
  { feature: "Support", cells: ["Email", "Priority email", "Dedicated account manager"] },
  { feature: "Payment", cells: [false, "Card", "Card or invoice"] },
];

const PRICING_QUESTIONS: Question[] = [
  {
    question: "How does the 14-day free trial work?",
    answer: (
      <p>
        Start Pro without entering a credit card and use every Pro feature for 14 days. At the end of the trial you
        choose whether to subscribe. If you do nothing, your account simply stays on the Free plan, with your profile,
        projects and reviews intact.
      </p>
    ),
  },
  {
    question: "Can I cancel anytime?",
    answer: (
      <p>
        Yes. Cancel whenever you like, with no fees. Your Pro features stay on until the end of the billing period you
        have already paid for, then your account moves to the Free plan.
      </p>
    ),
  },
  {
    question: "What payment methods do you accept?",
    answer: <p>We accept Visa, Mastercard, American Express and Discover.</p>,
  },
  {
    question: "Can we pay by invoice?",
    answer: (
      <p>
        Invoicing is available on the Enterprise plan. <TextLink to="/marketing/contact">Contact sales</TextLink> and we
        will set up billing that fits your accounts payable process.
      </p>
    ),
  },
  {
    question: "What counts toward the 3-posting limit on the Free plan?",
    answer: (
      <p>
        Only active postings: projects that are open or in progress. Completed and canceled projects do not count, so
        once a job wraps up you can post the next one. Pro and Enterprise have no posting limit.
      </p>
    ),
  },
  {
    question: "Does TradeLink handle payments between contractors?",
    answer: (
      <p>
        No. TradeLink does not process payments between contractors. Contracts, invoices and payments for the work are
        agreed directly between you and the contractor you hire or work for. The only thing we charge for is your own
        subscription.
      </p>
    ),
  },
];

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.featured ? "border-primary ring-1 ring-primary lg:-my-4 lg:py-12" : "border-border",
      )}
    >
      {plan.featured ? (
        <Badge variant="primary" className="absolute -top-3 left-1/2 -translate-x-1/2">
          Most popular
        </Badge>
      ) : null}
      <h2 id={`plan-${plan.name}`} className="text-xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        {plan.period ? <span className="text-muted-foreground">{plan.period}</span> : null}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{plan.note}</p>
      <ButtonLink to={plan.cta.to} variant={plan.featured ? "primary" : "outline"} size="lg" className="mt-6 w-full">
        {plan.cta.label}
      </ButtonLink>
      <ul className="mt-8 grid gap-3 text-sm">
        {plan.included.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {item}
          </li>
        ))}
        {plan.excluded?.map((item) => (
          <li key={item} className="flex gap-3 text-muted-foreground">
            <Minus aria-hidden="true" className="size-5 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}

function ComparisonCell({ value }: { value: Cell }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-5 text-primary" />
        <span className="sr-only">Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return <>{value}</>;
}

/** The feature names stay in view while the plan columns scroll sideways on a phone. */
const STICKY_COLUMN =
  "sticky left-0 z-10 w-40 px-4 text-left shadow-[1px_0_0_var(--color-border)] sm:static sm:px-6 sm:shadow-none";

function ComparisonTable() {
  return (
    // Scrolls sideways on phones; focusable so keyboard users can scroll it too. `relative` keeps the sr-only labels
    // inside the scroller (absolutely positioned, they would otherwise widen the page).
    <div
      role="region"
      aria-labelledby="compare-heading"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-border bg-card shadow-sm"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Features included in the Free, Pro and Enterprise plans</caption>
        <thead>
          <tr className="border-b border-border bg-muted">
            <th scope="col" className={cn(STICKY_COLUMN, "bg-muted py-4 font-semibold")}>
              Feature
            </th>
            {PLANS.map((plan) => (
              <th key={plan.name} scope="col" className="w-1/4 px-4 py-4 text-center font-semibold sm:px-6">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.feature} className="border-b border-border last:border-0">
              <th scope="row" className={cn(STICKY_COLUMN, "bg-card py-3.5 font-medium")}>
                {row.feature}
              </th>
              {row.cells.map((cell, index) => (
                <td key={PLANS[index].name} className="px-4 py-3.5 text-center text-muted-foreground sm:px-6">
                  <ComparisonCell value={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PricingPage() {
  return (
    <main>
      <PageHero
        eyebrow="Pricing"
        title="Simple plans that grow with your business"
        description="Start free and stay free for as long as you like. Upgrade when you need unlimited postings and sharper tools. No credit card required to start."
      />

      <section aria-label="Plans" className="py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-3 lg:items-center">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </Container>
      </section>

      <Section
        id="compare"
        tone="card"
        eyebrow="Compare plans"
        title="Everything side by side"
        description="Every plan includes profiles, project posting, messaging, connections and reviews."
      >
        <p className="mb-3 text-center text-sm text-muted-foreground sm:hidden">
          Swipe the table sideways to see every plan.
        </p>
        <ComparisonTable />
      </Section>

      <Section id="pricing-faq" eyebrow="Pricing FAQ" title="Questions about plans and billing">
        <div className="mx-auto max-w-3xl">
          <Disclosures items={PRICING_QUESTIONS} />
          <p className="mt-8 text-center text-muted-foreground">
            More questions? Read the <TextLink to="/faq">full FAQ</TextLink> or{" "}
            <TextLink to="/contact?subject=billing">ask our billing team</TextLink>.
          </p>
        </div>
      </Section>

      <CallToAction
        title="Start on the Free plan today"
        description="Up to 3 active projects, basic search and your full profile, free forever. Upgrade whenever you are ready."
        secondary={{ to: "/marketing/contact", label: "Contact Sales" }}
      />
    </main>
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Pricing",
    description:
      "TradeLink plans: Free at $0/month with up to 3 active postings, Pro at $29/month with a 14-day free trial, and Enterprise with custom pricing and invoicing.",
  });
