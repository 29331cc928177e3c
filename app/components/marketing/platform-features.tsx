import {
  BadgeCheck,
  ClipboardList,
  IdCard,
  MessagesSquare,
  Sparkles,
  Star,
  type IconComponent,
} from "~/components/icons";

import { FeatureCard } from "./layout";

export type PlatformFeature = {
  slug: string;
  icon: IconComponent;
  title: string;
  summary: string;
  /** Which page /features/{slug} shows (docs/product-rules.md#screens). */
  page: "about" | "how-it-works";
};

const PLATFORM_FEATURES: PlatformFeature[] = [
  {
    slug: "profiles",
    icon: IdCard,
    title: "Contractor Profiles",
    summary:
      "One page that shows who you are: trades, service area, crew size, availability, past work and the reviews you have earned.",
    page: "about",
  },
  {
    slug: "projects",
    icon: ClipboardList,
    title: "Project Marketplace",
    summary:
      "General contractors post scopes with trade, location, budget range and timeline. Subcontractors apply with a cover letter and an optional bid.",
    page: "about",
  },
  {
    slug: "messaging",
    icon: MessagesSquare,
    title: "Direct Messaging",
    summary:
      "Talk scope, schedule and site access in one thread per partner, instead of chasing calls, texts and voicemail across three phones.",
    page: "about",
  },
  {
    slug: "reviews",
    icon: Star,
    title: "Reviews & Ratings",
    summary:
      "Ratings from 1 to 5 stars, left only by people you actually worked with, so a good reputation means something.",
    page: "about",
  },
  {
    slug: "credentials",
    icon: BadgeCheck,
    title: "Credentials & Verification",
    summary:
      "Upload licenses, insurance certificates and certifications with their expiry dates. The Verified badge shows only while a license or insurance our team checked is current.",
    page: "about",
  },
  {
    slug: "matching",
    icon: Sparkles,
    title: "Smart Matching",
    summary:
      "Ranked matches that explain themselves: distance, rating, certifications, availability and past work together, in plain words.",
    page: "how-it-works",
  },
];

export function findFeature(slug: string | undefined): PlatformFeature | undefined {
  return PLATFORM_FEATURES.find((feature) => feature.slug === slug);
}

/** The six feature cards; `linked` adds a link to each feature's page (not wanted on those pages themselves). */
export function FeatureGrid({ linked = false }: { linked?: boolean }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {PLATFORM_FEATURES.map((feature) => (
        <FeatureCard
          key={feature.slug}
          icon={feature.icon}
          title={feature.title}
          link={
            linked
              ? {
                  to: `/features/${feature.slug}`,
                  label: (
                    <>
                      Learn more<span className="sr-only"> about {feature.title}</span>
                    </>
                  ),
                }
              : undefined
          }
        >
          {feature.summary}
        </FeatureCard>
      ))}
    </div>
  );
}
