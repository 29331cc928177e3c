import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { CallToAction, Container, PageHero, Section, TextLink } from "~/components/marketing/layout";
import { Disclosures, type Question } from "~/components/marketing/disclosures";
import { ComparisonTable, PlanCard, type Plan } from "~/components/marketing/pricing-plans";
import { StartTrialForm } from "~/components/settings/settings-actions";
import { FREE_ACTIVE_PROJECT_LIMIT, PLAN_LABELS, TRIAL_DAYS } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { planStatus, type PlanStatus } from "~/domain/plans.server";
import { daysLeftText } from "~/lib/dates";
import { getOptionalUser } from "~/utils/session.server";
import { seo } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return { plan: user && abilitiesOf(user).keepProfile ? await planStatus(user) : null, signedIn: Boolean(user) };
}

/** After registering from the Pro card, the visitor comes back here to start the trial. */
const REGISTER_FOR_TRIAL = `/auth?tab=register&next=${encodeURIComponent("/pricing#plans")}`;

/** What the Pro card offers this visitor: register, start the trial (a POST form), or where they stand. */
function proAction(plan: PlanStatus | null, signedIn: boolean): Plan["cta"] {
  if (!signedIn) return { to: REGISTER_FOR_TRIAL, label: `Start ${TRIAL_DAYS}-Day Free Trial` };
  if (!plan) return { to: "/marketing/contact", label: "Contact Sales" };
  if (plan.trial_available) return <StartTrialForm label={`Start ${TRIAL_DAYS}-Day Free Trial`} wide />;
  if (plan.trial) {
    return { to: "/settings?tab=plan", label: `Your Pro trial: ${daysLeftText(plan.trial.days_left)}` };
  }
  if (plan.effective !== "free")
    return { to: "/settings?tab=plan", label: `You are on ${PLAN_LABELS[plan.effective]}` };
  return { to: "/marketing/contact", label: "Contact Sales for Pro" };
}

function plansFor(plan: PlanStatus | null, signedIn: boolean): Plan[] {
  return [
    {
      name: "Free",
      price: "$0",
      period: "/month",
      summary: "For getting started and the occasional project.",
      note: "Free plan forever. No card, ever.",
      included: [
        `Up to ${FREE_ACTIVE_PROJECT_LIMIT} active project postings (open or in progress)`,
        "Project search by text, trade, status and distance",
        "Profile, messaging, connections and reviews",
        "Email support",
      ],
      excluded: ["No analytics", "No custom branding"],
      cta: signedIn
        ? { to: "/settings?tab=plan", label: "Your plan" }
        : { to: "/auth?tab=register", label: "Sign Up Free" },
    },
    {
      name: "Pro",
      price: "$29",
      period: "/month",
      summary: "For contractors who post and bid every week.",
      note: `Start with a ${TRIAL_DAYS}-day free trial, no card. After it, Pro is invoiced by our sales team.`,
      included: [
        "Unlimited active project postings",
        "Advanced filters: budget range and posted within",
        "Analytics: charts of your bids, applications and ratings",
        "Branding: an accent colour and a tagline on your profile",
        "Priority email support",
      ],
      cta: proAction(plan, signedIn),
      featured: true,
    },
    {
      name: "Enterprise",
      price: "Custom",
      summary: "For firms running several crews or offices.",
      note: "Priced for your firm and invoiced.",
      included: ["Everything in Pro", "Invoicing to your accounts payable", "Set up by our sales team"],
      cta: { to: "/marketing/contact", label: "Contact Sales" },
    },
  ];
}

const PRICING_QUESTIONS: Question[] = [
  {
    question: "How does the 14-day free trial work?",
    answer: (
      <p>
        Start it from this page or from Settings, once per account, without a card, and use every Pro feature for 14
        days. When it ends your account is back on Free with everything kept: your profile, reviews and every project,
        even above the Free limit (only new postings wait until you are under it). To stay on Pro,{" "}
        <TextLink to="/marketing/contact">contact sales</TextLink>.
      </p>
    ),
  },
  {
    question: "How do I pay for Pro or Enterprise?",
    answer: (
      <p>
        By invoice. TradeLink takes no card or online payments:{" "}
        <TextLink to="/marketing/contact">contact sales</TextLink>, we send an invoice, and once it is settled an
        administrator switches your account to Pro or Enterprise. To go back to Free, tell us and we stop invoicing;
        nothing on your account is deleted.
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
  const { plan, signedIn } = useLoaderData<typeof loader>();
  const plans = plansFor(plan, signedIn);
  return (
    <main>
      <PageHero
        eyebrow="Pricing"
        title="Simple plans that grow with your business"
        description="Start free and stay free for as long as you like. Try Pro for 14 days when you need unlimited postings and sharper tools. No card, ever: paid plans are invoiced."
      />

      <section id="plans" aria-label="Plans" className="scroll-mt-20 py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-3 lg:items-center">
          {plans.map((p) => (
            <PlanCard key={p.name} plan={p} />
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
        <ComparisonTable plans={plans} />
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
      "TradeLink plans: Free at $0/month with up to 3 active postings, Pro at $29/month (invoiced) with a 14-day free trial, and Enterprise with custom pricing and invoicing.",
  });

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is the hero, which marks it (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
