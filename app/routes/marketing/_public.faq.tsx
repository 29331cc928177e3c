import type { MetaFunction } from "@remix-run/node";

import { Building2, HelpCircle, Laptop, Wrench, type IconComponent } from "~/components/icons";
import { CallToAction, Container, IconTile, PageHero, TextLink } from "~/components/marketing/layout";
import { Disclosures, type Question } from "~/components/marketing/disclosures";
import { seo } from "~/utils/seo";

type Group = { id: string; title: string; icon: IconComponent; questions: Question[] };

const GROUPS: Group[] = [
  {
    id: "general",
    title: "General",
    icon: HelpCircle,
    questions: [
      {
        question: "What is TradeLink?",
        answer: (
          <p>
            TradeLink is a marketplace and network for the construction trades. General contractors post projects and
            find reliable subcontractors; subcontractors find projects, apply and build a reputation through reviews
            from the people they work with.
          </p>
        ),
      },
      {
        question: "Who can join?",
        answer: (
          <p>
            Anyone working as a general contractor or a subcontractor. You choose your account type when you sign up,
            and it shapes what you see: general contractors post projects and search for subcontractors, while
            subcontractors browse projects and apply.
          </p>
        ),
      },
      {
        question: "Is TradeLink free?",
        answer: (
          <p>
            Yes. The Free plan is free forever and needs no credit card: a full profile, messaging, connections,
            reviews, basic search and up to 3 active project postings. Pro adds unlimited postings, advanced filters,
            analytics, profile branding and priority support for $29 a month, invoiced, after a 14-day trial. See{" "}
            <TextLink to="/pricing">pricing</TextLink> for the details.
          </p>
        ),
      },
      {
        question: "Does TradeLink process payments between contractors?",
        answer: (
          <p>
            No. Contracts, invoices and payments for the work are agreed directly between the contractors involved.
            TradeLink only charges for its own subscriptions.
          </p>
        ),
      },
      {
        question: "Who can leave a review?",
        answer: (
          <p>
            Reviews are meant for collaborators after completed projects. You can review someone you are connected with
            or finished a project with, on a scale of 1 (Poor) to 5 (Excellent), so every rating comes from real work.
          </p>
        ),
      },
      {
        question: "How do I report a profile, project, review or message?",
        answer: (
          <p>
            Use the Report action next to it and choose a reason: inappropriate, spam, offensive, misleading or other.
            Our moderators review every report, and content that breaks the rules is hidden.
          </p>
        ),
      },
    ],
  },
  {
    id: "general-contractors",
    title: "General Contractors",
    icon: Building2,
    questions: [
      {
        question: "How do I post a project?",
        answer: (
          <p>
            Open Projects and choose Post New Project. Add the trade, a title, a description, the location, a budget
            range, a timeline and your requirements. The project is open to applications as soon as you post it.
          </p>
        ),
      },
      {
        question: "How many projects can I post?",
        answer: (
          <p>
            Up to 3 active projects at a time on the Free plan; completed and canceled projects do not count. Pro and
            Enterprise have no limit.
          </p>
        ),
      },
      {
        question: "How do I find subcontractors?",
        answer: (
          <p>
            Use Find Subcontractors on your dashboard to search by specialty, distance from a zip code, rating and who
            is available now, or open Smart Matches for a ranked list with the reasons behind each match.
          </p>
        ),
      },
      {
        question: "How do I review applications?",
        answer: (
          <p>
            Each project lists its applications with the subcontractor&apos;s cover letter, bid, rating and specialty.
            Accept or reject each one; accepting an application moves the project to in progress.
          </p>
        ),
      },
      {
        question: "How do I know a subcontractor is licensed and insured?",
        answer: (
          <p>
            Subcontractors upload their licenses, insurance certificates and certifications with expiry dates, and you
            can see them on their profile. The Verified badge appears only while a license or insurance certificate that
            our team checked is current; &quot;Credentials on file&quot; means documents were uploaded but not yet
            checked. See <TextLink to="/verification">what we check</TextLink>. Always confirm licensing requirements
            for your own jurisdiction.
          </p>
        ),
      },
    ],
  },
  {
    id: "subcontractors",
    title: "Subcontractors",
    icon: Wrench,
    questions: [
      {
        question: "How do I find projects?",
        answer: (
          <p>
            Use Find Projects on your dashboard or Browse Projects to filter open work by trade and location. Smart
            Matches suggests projects and contractors that fit your service radius and experience.
          </p>
        ),
      },
      {
        question: "How do I apply for a project?",
        answer: (
          <p>
            Open the project and choose Apply. Write a cover letter of at least 20 characters explaining why your crew
            is a good fit, and add a bid if you are ready to. You can follow the status under My Applications.
          </p>
        ),
      },
      {
        question: "How do I show my availability?",
        answer: (
          <p>
            Turn on Available Now in your profile when you have open capacity. General contractors can filter for
            available subcontractors, and availability counts in their matches.
          </p>
        ),
      },
      {
        question: "How do I get more reviews?",
        answer: (
          <p>
            Finish projects and ask the general contractors you worked with to leave a review. Add completed jobs to
            your portfolio with photos, too: a full profile with current certifications ranks higher in search and
            matches.
          </p>
        ),
      },
    ],
  },
  {
    id: "technical",
    title: "Technical",
    icon: Laptop,
    questions: [
      {
        question: "Which devices and browsers does TradeLink work on?",
        answer: (
          <p>
            Any current browser on a phone, tablet or computer. Pages are built to load quickly on a weak connection,
            and the core forms work even before the page has fully loaded or with JavaScript turned off.
          </p>
        ),
      },
      {
        question: "Who can see my email and phone number?",
        answer: (
          <p>
            You decide. In Settings, under Privacy, choose who can see your profile (everyone, connections only or
            nobody), who can contact you, and whether to show your email and phone number. Both are hidden by default.
          </p>
        ),
      },
      {
        question: "How do I change my email address or username?",
        answer: (
          <p>
            Your email and username cannot be changed in Settings, to protect your account.{" "}
            <TextLink to="/contact?subject=support">Contact support</TextLink> and we will help you change your email.
          </p>
        ),
      },
      {
        question: "How do I delete my account?",
        answer: (
          <p>
            Go to Profile, then Account Settings, and choose &apos;Delete Account&apos;. Deleting your account
            permanently removes your profile, projects and messages. This cannot be undone.
          </p>
        ),
      },
      {
        question: "Can I use TradeLink in dark mode?",
        answer: (
          <p>
            Yes. Use the theme switch at the bottom of any page to choose light, dark or your system&apos;s setting.
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <main>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        description="Answers for general contractors and subcontractors about accounts, projects, plans and privacy."
      >
        <nav aria-label="Question groups" className="mt-8 flex flex-wrap justify-center gap-2">
          {GROUPS.map((group) => (
            <a
              key={group.id}
              href={`#${group.id}`}
              className="rounded-full border border-border bg-background px-4 py-2 text-sm font-medium hover:bg-muted"
            >
              {group.title}
            </a>
          ))}
        </nav>
      </PageHero>

      <Container width="narrow" className="py-16 sm:py-20">
        <div className="grid gap-16">
          {GROUPS.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-24">
              <div className="mb-6 flex items-center gap-3">
                <IconTile icon={group.icon} />
                <h2 id={`${group.id}-heading`} className="text-2xl font-bold tracking-tight">
                  {group.title}
                </h2>
              </div>
              <Disclosures items={group.questions} />
            </section>
          ))}
        </div>
        <p className="mt-16 text-center text-muted-foreground">
          Still have a question? <TextLink to="/contact">Send us a message</TextLink> and we will get back to you.
        </p>
      </Container>

      <CallToAction />
    </main>
  );
}

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "FAQ",
    description:
      "Answers to common questions about TradeLink for general contractors and subcontractors: accounts, projects, applications, plans, privacy and account deletion.",
  });

/**
 * Sent without scripts: it reads the same without them (docs/decisions/024-pages-without-scripts.md). Its first
 * screen is the hero, which marks it (components/first-screen).
 */
export const handle = { scripts: false, firstScreen: true };
