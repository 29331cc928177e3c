import type { MetaFunction } from "@remix-run/node";

import {
  ChartColumnIncreasing,
  CheckCircle2,
  ClipboardList,
  FileCheck2,
  ListFilter,
  Mail,
  MapPin,
  Route,
  Search,
  Send,
  Star,
  Users,
} from "~/components/icons";
import { FirstScreenEnd } from "~/components/first-screen";
import { AudienceSection } from "~/components/marketing/audience-section";
import { CallToAction, Container, FeatureCard, GridPattern, Section } from "~/components/marketing/layout";
import { Initials } from "~/components/marketing/initials";
import { FeatureGrid } from "~/components/marketing/platform-features";
import { Testimonial, type Person } from "~/components/marketing/testimonial";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { TRADES } from "~/constants";
import { seo } from "~/utils/seo";

const PRO_FEATURES = [
  {
    icon: ClipboardList,
    title: "Unlimited postings",
    text: "Keep as many projects open or in progress as you run; Free keeps up to 3 active at a time.",
  },
  {
    icon: ListFilter,
    title: "Advanced filters",
    text: "Narrow project search by budget range and by how recently a project was posted.",
  },
  {
    icon: ChartColumnIncreasing,
    title: "Analytics",
    text: "Your bids, applications and ratings month by month, drawn as charts from your own activity.",
  },
  {
    icon: Mail,
    title: "Branding and priority support",
    text: "An accent colour and a tagline on your public profile, and your messages to support answered first.",
  },
];

const TESTIMONIALS: { quote: string; person: Person }[] = [
  {
    quote:
      "We used to burn a whole morning calling around for a framing crew. Now I post the scope, check ratings and certificates, and have it lined up by lunch.",
    person: {
      name: "Tom Reyes",
      title: "Superintendent",
      company: "Reyes & Park Construction",
      location: "San Jose, CA",
    },
  },
  {
    quote:
      "The reviews are from contractors we actually worked for, so they carry weight. Two of our biggest jobs this year came from people who read them.",
    person: { name: "Angela Brooks", title: "Owner", company: "Brooks Tile & Stone", location: "Reno, NV" },
  },
  {
    quote:
      "It works on my phone in a basement with one bar of signal. That sounds small until you try running a job from a truck.",
    person: { name: "Kevin Nguyen", title: "Foreman", company: "Summit Mechanical", location: "Tacoma, WA" },
  },
];

/** An illustration of the product in the hero: an example post and its ranked matches. */
function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="rounded-2xl border border-white/10 bg-white/5 p-2 shadow-2xl backdrop-blur sm:p-3">
        <div className="rounded-xl bg-card p-4 text-card-foreground sm:p-5">
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Example project</span>
            <Badge variant="accent">Open</Badge>
          </div>
          <p className="mt-2 font-semibold">Tenant improvement: electrical rough-in</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4" /> Oakland, CA · $25,000 - $50,000 · 1-2 months
          </p>
          <p className="mt-5 text-sm font-semibold">Top matches</p>
          <ul className="mt-3 grid gap-2">
            {[
              { name: "Bright Line Electric", reason: "8 miles away · Rated 4.9", score: "94%" },
              { name: "Bay Current Electrical", reason: "Worked together before", score: "88%" },
              { name: "Mesa Power Systems", reason: "Licensed and insured", score: "81%" },
            ].map((match) => (
              <li key={match.name} className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2.5">
                <Initials name={match.name} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{match.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{match.reason}</p>
                </div>
                <span className="text-right text-sm leading-tight font-semibold text-primary">
                  {match.score}
                  <span className="block text-xs font-medium">Match</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function Hero() {
  return (
    <div className="relative isolate overflow-hidden bg-brand-dark text-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 right-0 -z-10 size-[36rem] rounded-full bg-orange-500/20 blur-3xl"
      />
      <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-orange-200">
            <Users aria-hidden="true" className="size-4" />
            For general contractors and subcontractors
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Find the right crew for every job
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">
            TradeLink connects general contractors with reliable subcontractors. Post projects, compare qualified crews,
            message directly and build a reputation that wins the next bid.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/auth?tab=register" size="lg">
              Sign Up Free
            </ButtonLink>
            <ButtonLink to="/how-it-works" size="lg" variant="outline">
              How It Works
            </ButtonLink>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {["No credit card required", "Free plan forever"].map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-4 text-orange-300" />
                {point}
              </li>
            ))}
          </ul>
          <FirstScreenEnd />
        </div>
        <ProductPreview />
      </Container>
    </div>
  );
}

function TradesStrip() {
  return (
    <section
      aria-labelledby="trades-heading"
      className="relative isolate overflow-hidden border-b border-border bg-card py-10"
    >
      <GridPattern />
      <Container>
        <h2 id="trades-heading" className="text-center text-sm font-semibold text-muted-foreground">
          Every trade on one network
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-2">
          {TRADES.map((trade) => (
            <li key={trade} className="rounded-full border border-border bg-background px-3 py-1 text-sm">
              {trade}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export default function HomePage() {
  return (
    <main>
      <Hero />
      <TradesStrip />

      <Section
        id="features"
        eyebrow="Features"
        title="Everything it takes to work together"
        description="The tools general contractors and subcontractors need to find each other, agree on the work and get it done."
      >
        <FeatureGrid linked />
      </Section>

      <AudienceSection
        id="general-contractors"
        className="border-y border-border bg-card"
        eyebrow="For general contractors"
        title="Staff every scope with subs you can trust"
        description="Stop working through the same short list of phone numbers. Post the work and see who is qualified, nearby and available."
        points={[
          "Post projects with trade, budget range, timeline and requirements",
          "Review applications with cover letters and bids side by side",
          "Check ratings, licenses and insurance before the first call",
        ]}
        highlights={[
          {
            icon: ClipboardList,
            title: "Post in minutes",
            text: "A short form, and qualified subs can apply right away.",
          },
          {
            icon: Search,
            title: "Search by distance",
            text: "Find subs by trade within 10 to 150+ miles of a zip code.",
          },
          {
            icon: FileCheck2,
            title: "Credentials up front",
            text: "Certificates and expiry dates are on the profile.",
          },
          { icon: Star, title: "Honest reviews", text: "Ratings come only from contractors who worked with them." },
        ]}
        cta="Post Your First Project"
      />

      <AudienceSection
        id="subcontractors"
        reversed
        eyebrow="For subcontractors"
        title="Win steady work from contractors who value it"
        description="Show what your crew does best, and get in front of general contractors looking for exactly that, close to home."
        points={[
          "Browse open projects that match your trade and service radius",
          "Apply with a cover letter and an optional bid",
          "Turn every finished job into a review and a portfolio piece",
        ]}
        highlights={[
          { icon: Route, title: "Work near you", text: "Set your service radius and see projects inside it." },
          { icon: Send, title: "Apply in minutes", text: "A cover letter and a bid when you are ready to give one." },
          { icon: ClipboardList, title: "Show your portfolio", text: "Photos and details of completed projects." },
          { icon: Star, title: "Earn your reputation", text: "Reviews that follow you from job to job." },
        ]}
        cta="Create Your Free Profile"
      />

      <Section
        id="pro"
        tone="card"
        eyebrow="TradeLink Pro"
        title="Go further with Pro"
        description="The Free plan covers the essentials for as long as you like. These tools come with Pro: $29 a month, invoiced by our sales team, after a 14-day free trial with no card."
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PRO_FEATURES.map((feature) => (
            <FeatureCard
              key={feature.title}
              icon={feature.icon}
              title={feature.title}
              badge={<Badge variant="primary">Pro</Badge>}
            >
              {feature.text}
            </FeatureCard>
          ))}
        </div>
        <div className="mt-10 text-center">
          <ButtonLink to="/pricing" variant="outline" size="lg">
            Compare Plans
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="testimonials"
        eyebrow="Testimonials"
        title="What contractors say"
        description="General contractors and subcontractors on how TradeLink fits into their week."
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <Testimonial key={testimonial.person.name} quote={testimonial.quote} person={testimonial.person} />
          ))}
        </div>
      </Section>

      <CallToAction />
    </main>
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Connect General Contractors and Subcontractors",
    description:
      "TradeLink is the marketplace where general contractors find reliable subcontractors and subcontractors find steady work. Free plan forever, no credit card required.",
  });

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is marked (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
