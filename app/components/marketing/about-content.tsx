import { Clock, HardHat, Lock, Mail, Phone, Scale, ShieldCheck, Smartphone } from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";
import { SUPPORT_HOURS } from "~/constants";

import { COMPANY } from "./company";
import { Container, FeatureCard, PageHero, Section } from "./layout";
import { Initials } from "./initials";
import { FeatureGrid } from "./platform-features";

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Trust is earned",
    text: "Reviews come only from people who worked together, and the Verified badge needs a current license or insurance that our team checked. Nobody can buy a better reputation here.",
  },
  {
    icon: Smartphone,
    title: "Built for the job site",
    text: "Every page works on a phone, on a weak signal, even before the page has fully loaded. If it only works at a desk, it does not work for the trades.",
  },
  {
    icon: Lock,
    title: "Your data stays yours",
    text: "You decide who sees your profile, email and phone number. We keep your data in our own database and we never sell it.",
  },
  {
    icon: Scale,
    title: "Fair to both sides",
    text: "General contractors and subcontractors get the same tools, the same rules and the same way to report a problem.",
  },
];

const TEAM = [
  {
    name: "Marcus Bell",
    role: "Co-founder & CEO",
    bio: "Spent fifteen years as a superintendent on commercial builds before deciding the sub list should not live in a spiral notebook.",
  },
  {
    name: "Elena Vasquez",
    role: "Co-founder & Head of Product",
    bio: "Ran estimating for a mid-size general contractor and knows how many calls it takes to get three bids on one scope.",
  },
  {
    name: "Jamal Carter",
    role: "Head of Engineering",
    bio: "Builds software that stays fast on a phone at the edge of coverage, because that is where our customers work.",
  },
  {
    name: "Grace Kim",
    role: "Customer Support Lead",
    bio: "A former office manager for a roofing company who answers your questions in plain language, usually the same day.",
  },
];

const STORY_POINTS = [
  {
    title: "Word of mouth does not scale",
    text: "Good subs are booked, and new ones are hard to find when your usual list runs dry.",
  },
  {
    title: "Paperwork piles up",
    text: "Licenses, insurance certificates and W-9s get emailed back and forth for every new job.",
  },
  {
    title: "Good work stays invisible",
    text: "A crew with ten years of clean jobs looks the same on paper as one that started last month.",
  },
];

function ContactBlock() {
  return (
    <section aria-labelledby="about-contact-heading" className="py-16 sm:py-24">
      <Container>
        <div className="grid gap-8 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <h2 id="about-contact-heading" className="text-3xl font-bold tracking-tight">
              Talk to a real person
            </h2>
            <p className="mt-4 max-w-xl text-lg text-muted-foreground">
              Questions about your account, a plan for your team, or an idea for the product? Send us a message and
              someone from our Oakland office will get back to you.
            </p>
            <ButtonLink to="/contact" size="lg" className="mt-6">
              Contact Us
            </ButtonLink>
          </div>
          <ul className="grid gap-4 text-sm">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-primary" />
              <a href={`mailto:${COMPANY.email}`} className="font-medium hover:underline">
                {COMPANY.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-primary" />
              <a href={COMPANY.phoneHref} className="font-medium hover:underline">
                {COMPANY.phone}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 text-primary" />
              <span>
                {SUPPORT_HOURS.map((hours) => (
                  <span key={hours} className="block">
                    {hours}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}

/** The About page, also shown for /features/profiles, projects, messaging, reviews and credentials. */
export function AboutContent() {
  return (
    <main>
      <PageHero
        eyebrow="About TradeLink"
        title="Built for the people who build"
        description="TradeLink is the network where general contractors and subcontractors find each other, agree on the work and build a reputation that follows them from job to job."
      />

      <Section id="story" eyebrow="Our story" title="It started with a sub list in a spiral notebook">
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
            <p>
              Every general contractor has one: a list of subcontractors they trust, passed between superintendents and
              kept alive by phone calls. It works until the electrician retires, the drywall crew is booked solid, or
              the job is two counties over.
            </p>
            <p>
              Subcontractors have the mirror problem. Good crews win most of their work through a handful of
              relationships, and a slow month with one client can mean laying people off.
            </p>
            <p>
              We built TradeLink so that both sides can find each other on their merits: real profiles, real credentials
              and reviews written only by people who worked together. No bidding wars, no lead fees and no payments
              running through us.
            </p>
          </div>
          <ul className="grid gap-4">
            {STORY_POINTS.map((point) => (
              <li key={point.title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-sm">
                <HardHat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold">{point.title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="values" tone="card" eyebrow="Our values" title="What we will not compromise on">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title}>
              {value.text}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section
        id="what-we-built"
        eyebrow="What we built"
        title="One place for the whole working relationship"
        description="From the first search to the last review, every step between a general contractor and a subcontractor happens in TradeLink."
      >
        <FeatureGrid />
      </Section>

      <Section
        id="team"
        tone="card"
        eyebrow="Our team"
        title="People who have worked the job"
        description="A small team in Oakland, California, with backgrounds in the field, the estimating office and software."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="rounded-xl border border-border bg-background p-6 text-center">
              <Initials name={member.name} size="lg" />
              <h3 className="mt-4 font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-primary">{member.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ContactBlock />
    </main>
  );
}
