import {
  Award,
  ClipboardCheck,
  FilePlus2,
  Handshake,
  MessagesSquare,
  Search,
  Send,
  TrendingUp,
  UserRoundPlus,
} from "~/components/icons";
import { ButtonLink } from "~/components/ui/button";

import { CallToAction, PageHero, Section } from "./layout";
import { CheckList } from "./check-list";
import { StepTrack, type Step } from "./steps";
import { Testimonial, type Person } from "./testimonial";

const GC_STEPS: Step[] = [
  {
    icon: UserRoundPlus,
    title: "Create your profile",
    description:
      "Add your company name, location and the kinds of projects you run. A complete profile tells subcontractors you are worth bidding for.",
  },
  {
    icon: FilePlus2,
    title: "Post your projects",
    description:
      "Describe the scope, trade, location, budget range, timeline and requirements. Your post is open to qualified subcontractors right away.",
  },
  {
    icon: Search,
    title: "Search for subcontractors",
    description:
      "Filter by specialty, distance from your zip code, rating and who is available now, or let Smart Matches rank them for you.",
  },
  {
    icon: MessagesSquare,
    title: "Connect and communicate",
    description:
      "Send a connection request, then message directly to walk through drawings, schedule and site access before anyone commits.",
  },
  {
    icon: Handshake,
    title: "Hire and review",
    description:
      "Accept the application that fits, move the project along to completion, then leave an honest review for the next contractor.",
  },
];

const SUB_STEPS: Step[] = [
  {
    icon: UserRoundPlus,
    title: "Create your profile",
    description:
      "List your specialty, service radius, crew size and certifications, and switch on Available Now when you have open capacity.",
  },
  {
    icon: Search,
    title: "Find projects",
    description:
      "Browse open projects by trade and location, or check Smart Matches for work that fits your radius and experience.",
  },
  {
    icon: Send,
    title: "Apply",
    description:
      "Send a short cover letter on why your crew fits the job, with a bid if you are ready to give one. You will see when it is accepted.",
  },
  {
    icon: MessagesSquare,
    title: "Communicate",
    description:
      "Ask the questions that matter before you mobilize: access, sequencing, who supplies what, and when you get paid.",
  },
  {
    icon: ClipboardCheck,
    title: "Complete the project",
    description:
      "Do the work, keep the general contractor posted on progress, and add the finished job to your portfolio with photos.",
  },
  {
    icon: TrendingUp,
    title: "Build your reputation",
    description:
      "Every completed project can earn a review. Strong ratings and verified credentials move you up in search and matches.",
  },
];

const MATCH_FACTORS = [
  "Location: how far the work is from your zip code, and whether it falls inside the subcontractor's service radius",
  "Rating: the average of reviews from real collaborators, and how many there are",
  "Certifications: current licenses and certificates, with expired ones left out",
  "Past collaboration: partners you have already finished a project with",
  "Availability (for general contractors): subcontractors who have marked themselves available now",
  "Project volume (for subcontractors): contractors who post work regularly",
];

const STORIES: { quote: string; outcome: string; person: Person }[] = [
  {
    quote:
      "Our usual drywall sub got booked up three weeks before a tenant improvement. I posted the scope on a Monday, had four applications by Wednesday, and the crew we picked finished ahead of the schedule.",
    outcome: "Filled a drywall package in two days",
    person: {
      name: "Dana Whitfield",
      title: "Project Manager",
      company: "Whitfield Builders",
      location: "Sacramento, CA",
    },
  },
  {
    quote:
      "I run a four-person electrical crew. Before, most of my work came from two general contractors. Now about a third of our jobs come from contractors I met here, and the reviews do the selling for me.",
    outcome: "Added three new general contractors as repeat clients",
    person: { name: "Luis Ortega", title: "Owner", company: "Ortega Electric", location: "Fresno, CA" },
  },
  {
    quote:
      "Being able to see a sub's insurance certificate and expiry date before the first call saves my office manager hours every month. We check it once, and it stays on the profile.",
    outcome: "Cut pre-qualification paperwork for new subs",
    person: {
      name: "Priya Raman",
      title: "Operations Director",
      company: "Cascade Commercial Group",
      location: "Portland, OR",
    },
  },
];

function TrackIntro({ title, points, cta }: { title: string; points: string[]; cta: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <h3 className="text-lg font-semibold">{title}</h3>
      <CheckList items={points} className="mt-4 text-sm" />
      <ButtonLink to="/auth?tab=register" className="mt-6 w-full sm:w-auto">
        {cta}
      </ButtonLink>
    </div>
  );
}

/** The How It Works page, also shown for /features/matching. */
export function HowItWorksContent() {
  return (
    <main>
      <PageHero
        eyebrow="How It Works"
        title="From the first post to the final review"
        description="TradeLink follows the way work already moves between general contractors and subcontractors, without the phone tag, lost emails and guesswork."
      >
        <nav aria-label="Jump to a path" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="#general-contractors" size="lg">
            For General Contractors
          </ButtonLink>
          <ButtonLink to="#subcontractors" size="lg" variant="outline">
            For Subcontractors
          </ButtonLink>
        </nav>
      </PageHero>

      <Section
        id="general-contractors"
        eyebrow="For general contractors"
        title="Five steps to a crew you can count on"
        description="Post once, hear from qualified subcontractors, and hire with their track record in front of you."
      >
        <StepTrack
          steps={GC_STEPS}
          intro={
            <TrackIntro
              title="What you get"
              cta="Post your first project"
              points={[
                "Up to 3 active project postings on the Free plan, unlimited with Pro",
                "Applications with cover letters and bids in one place",
                "Ratings and credentials on every subcontractor profile",
              ]}
            />
          }
        />
      </Section>

      <Section
        id="subcontractors"
        tone="card"
        eyebrow="For subcontractors"
        title="Six steps to steady, better-fitting work"
        description="Find projects near you, apply in minutes, and let finished jobs build the reputation that wins the next one."
      >
        <StepTrack
          steps={SUB_STEPS}
          intro={
            <TrackIntro
              title="What you get"
              cta="Create your free profile"
              points={[
                "Open projects filtered by your trade and service radius",
                "A portfolio of completed work with photos",
                "Reviews that follow you from job to job",
              ]}
            />
          }
        />
      </Section>

      <Section
        id="matching"
        eyebrow="Smart matching"
        title="Matches that explain themselves"
        description="Every match comes with a score and the reasons behind it, in plain words, so you can judge it yourself. Tick the factors that matter most to you and the ranking follows."
      >
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-2">
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <h3 className="text-lg font-semibold">What we weigh</h3>
            <CheckList items={MATCH_FACTORS} className="mt-4 text-sm" />
          </div>
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <h3 className="text-lg font-semibold">What a match tells you</h3>
            <p className="mt-2 text-sm text-muted-foreground">Reasons like these come with every match:</p>
            <ul className="mt-4 grid gap-3 text-sm">
              {[
                "12 miles away, within your 25-mile radius",
                "Rated 4.7 from 9 reviews",
                "You worked together on a kitchen remodel",
                "Licensed and insured, certificates current",
              ].map((reason) => (
                <li key={reason} className="flex items-center gap-3 rounded-lg bg-muted px-4 py-3">
                  <Award aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {reason}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="success-stories"
        tone="card"
        eyebrow="Success stories"
        title="Contractors getting work done"
        description="A few of the general contractors and subcontractors who use TradeLink every week."
      >
        <div className="grid gap-6 lg:grid-cols-3">
          {STORIES.map((story) => (
            <Testimonial key={story.person.name} quote={story.quote} person={story.person}>
              <p className="mt-4 rounded-lg bg-accent px-3 py-2 text-sm font-medium text-accent-foreground">
                {story.outcome}
              </p>
            </Testimonial>
          ))}
        </div>
      </Section>

      <CallToAction
        title="Your next project starts with a profile"
        secondary={{ to: "/pricing", label: "See Pricing" }}
      />
    </main>
  );
}
