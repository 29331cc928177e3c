import type { MetaFunction } from "@remix-run/node";

import { CallToAction } from "~/components/marketing/call-to-action";
import { Disclosures, type Question } from "~/components/marketing/disclosures";
import { ComparisonTable, PlanCard, type Plan } from "~/components/marketing/pricing-plans";
import { Container, PageHero, Section } from "~/components/marketing/layout";
import { TextLink } from "~/components/marketing/text-link";
import { seo } from "~/utils/seo";

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
        <ComparisonTable plans={PLANS} />
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
