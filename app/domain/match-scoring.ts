/**
 * The smart-match scores (docs/decisions/007-smart-matches.md): pure functions, no database. Each factor is a number
 * in 0..1; the score is their weighted mean, where a checked preference multiplies its factor's weight; the reasons
 * are plain sentences for the factors that contributed most. Trade fit leads: its reason comes first whenever the trade
 * fits, and the pool is already cut to fitting trades unless the searcher asks for others (matching.server.ts).
 */
import type { TradeFit } from "~/lib/trades";

export type MatchPreferences = {
  location: boolean;
  rating: boolean;
  certifications: boolean;
  pastCollaboration: boolean;
  /** General contractors only. */
  availability: boolean;
  /** Subcontractors only. */
  projectVolume: boolean;
  /** Include candidates of other trades (trade fit is a filter by default). */
  otherTrades: boolean;
};

/** A candidate's trade against the searcher's (null: nothing to judge, the searcher has no trade). */
export type TradeFacts = { name: string; fit: TradeFit } | null;

type MatchFactor =
  | "location"
  | "rating"
  | "certifications"
  | "collaboration"
  | "availability"
  | "responsiveness"
  | "projectVolume"
  | "trade"
  | "competition"
  | "freshness";

type CredentialKind = "license" | "insurance" | "bond" | "certification" | "w9" | "other";

/** Facts about one candidate, as seen by the searcher. */
export type CandidateFacts = {
  /** Great-circle miles between the two (null when a zip code is unknown). */
  distanceMiles: number | null;
  /** The searcher's own reach: a subcontractor's service radius; null = no limit. */
  searcherRadiusMiles: number | null;
  /** A subcontractor candidate's service radius; null = no limit or not applicable. */
  candidateRadiusMiles: number | null;
  rating: { average: number; count: number };
  /** Current credentials; `relevant` = matters for the trade in question; `expiresOn` YYYY-MM-DD or null. */
  credentials: { name: string; kind: CredentialKind; expiresOn: string | null; relevant: boolean }[];
  collaboration: { connected: boolean; projectsTogether: string[]; reviewsBetween: number };
  /** Subcontractor candidates only. */
  availableNow?: boolean;
  /** Median hours to a first reply (null = not enough conversations to say). */
  replyHours: number | null;
  /** Contractor candidates only: open projects they post in the subcontractor's trade within reach. */
  openProjectsInTrade?: number;
  /** Subcontractor candidates: their specialty against the trades the contractor hires for. */
  trade?: TradeFacts;
};

/** Facts about an open project, for a subcontractor. */
export type ProjectFacts = {
  distanceMiles: number | null;
  searcherRadiusMiles: number | null;
  /** The project's trade against the subcontractor's specialty. */
  trade: TradeFacts;
  contractor: {
    rating: { average: number; count: number };
    replyHours: number | null;
    collaboration: CandidateFacts["collaboration"];
    openProjectsInTrade: number;
  };
  applicants: number;
  postedDaysAgo: number;
  projectTitle: string;
};

export type ScoredMatch = { score: number; factors: Partial<Record<MatchFactor, number>>; reasons: string[] };

/** A checked preference multiplies its factor's weight by this. */
const PREFERENCE_BOOST = 3;
/** Below this a factor never gives a reason. */
const REASON_FLOOR = 0.6;
const MAX_REASONS = 4;

/** Base weights: distance and reputation lead; the rest refine. */
const BASE_WEIGHTS: Record<MatchFactor, number> = {
  location: 3,
  rating: 2,
  certifications: 1.5,
  collaboration: 1.5,
  availability: 1,
  responsiveness: 1,
  projectVolume: 1,
  trade: 4,
  competition: 0.75,
  freshness: 0.75,
};

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const DEFAULT_REACH = 25;

/** The reach that counts: the smaller of the two radii; 25 miles when neither sets one. */
function effectiveRadius(searcher: number | null, candidate: number | null) {
  if (searcher !== null && candidate !== null) return Math.min(searcher, candidate);
  return searcher ?? candidate ?? DEFAULT_REACH;
}

/** 1 next door, falling linearly to 0.25 at the edge of the effective radius, 0 beyond it; 0.2 when unknown. */
export function locationFactor(
  distanceMiles: number | null,
  searcherRadiusMiles: number | null,
  candidateRadiusMiles: number | null,
): number {
  if (distanceMiles === null) return 0.2;
  const radius = effectiveRadius(searcherRadiusMiles, candidateRadiusMiles);
  if (distanceMiles > radius) return 0;
  return clamp(1 - 0.75 * (distanceMiles / radius));
}

/** The prior a rating is shrunk toward, and how many reviews' worth of weight it has. */
const RATING_PRIOR = { mean: 3.5, weight: 5 };

/** The Bayesian average: 5.0 from one review counts for less than 4.8 from forty. */
export function bayesianRating(average: number, count: number): number {
  const n = Math.max(0, count);
  return (RATING_PRIOR.mean * RATING_PRIOR.weight + average * n) / (RATING_PRIOR.weight + n);
}

/** The Bayesian average mapped from 1..5 stars to 0..1 (no reviews: the prior, 0.625). */
export function ratingFactor(average: number, count: number): number {
  return clamp((bayesianRating(average, count) - 1) / 4);
}

const KIND_VALUE: Record<CredentialKind, number> = {
  license: 0.45,
  insurance: 0.45,
  bond: 0.25,
  certification: 0.2,
  w9: 0.05,
  other: 0.1,
};

const daysUntil = (isoDate: string, today: Date) =>
  Math.floor((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(today.toISOString().slice(0, 10))) / 86_400_000);

/** Current credentials, relevant ones in full and others at a third; those expiring within 30 days count half. */
export function certificationsFactor(credentials: CandidateFacts["credentials"], today: Date): number {
  let total = 0;
  for (const c of credentials) {
    const expiringSoon = c.expiresOn !== null && daysUntil(c.expiresOn, today) <= 30;
    total += KIND_VALUE[c.kind] * (c.relevant ? 1 : 1 / 3) * (expiringSoon ? 0.5 : 1);
  }
  return clamp(total);
}

/** Connected, completed projects together and reviews between them; saturating. */
export function collaborationFactor(c: CandidateFacts["collaboration"]): number {
  return clamp(
    (c.connected ? 0.6 : 0) + Math.min(2, c.projectsTogether.length) * 0.25 + Math.min(2, c.reviewsBetween) * 0.05,
  );
}

/** The same trade is 1, a related trade half, another trade 0. */
export function tradeFactor(fit: TradeFit): number {
  return fit === "same" ? 1 : fit === "related" ? 0.5 : 0;
}

/** Available now is 1; otherwise 0.2. */
export function availabilityFactor(availableNow: boolean | undefined): number {
  return availableNow ? 1 : 0.2;
}

/** From the median first-reply time: 1 within 2 hours, about 0.4 at a day, 0.1 from three days; unknown 0.4. */
export function responsivenessFactor(replyHours: number | null): number {
  if (replyHours === null) return 0.4;
  if (replyHours <= 2) return 1;
  if (replyHours >= 72) return 0.1;
  if (replyHours <= 24) return 1 - ((replyHours - 2) / 22) * 0.6;
  return 0.4 - ((replyHours - 24) / 48) * 0.3;
}

/** Open projects in the trade and area: 1 with five or more. */
export function projectVolumeFactor(openProjects: number): number {
  return clamp(Math.max(0, openProjects) / 5);
}

/** Fewer applicants, better odds: 1 with none, half at ten. */
export function competitionFactor(applicants: number): number {
  return clamp(10 / (10 + Math.max(0, applicants)));
}

/** New postings first: 1 today, half at two weeks. */
export function freshnessFactor(postedDaysAgo: number): number {
  return clamp(14 / (14 + Math.max(0, postedDaysAgo)));
}

const PREFERENCE_OF: Partial<Record<MatchFactor, keyof MatchPreferences>> = {
  location: "location",
  rating: "rating",
  certifications: "certifications",
  collaboration: "pastCollaboration",
  availability: "availability",
  projectVolume: "projectVolume",
};

function weightOf(factor: MatchFactor, prefs: MatchPreferences) {
  const preference = PREFERENCE_OF[factor];
  return BASE_WEIGHTS[factor] * (preference && prefs[preference] ? PREFERENCE_BOOST : 1);
}

/** The weighted mean of the factors, and the reasons: the trade's first, then the strongest contributors'. */
function combine(
  factors: Partial<Record<MatchFactor, number>>,
  prefs: MatchPreferences,
  reasonFor: (factor: MatchFactor) => string | null,
  tradeReason: string | null = null,
): ScoredMatch {
  let sum = 0;
  let weights = 0;
  const contributions: { factor: MatchFactor; value: number; share: number }[] = [];
  for (const [factor, value] of Object.entries(factors) as [MatchFactor, number][]) {
    const weight = weightOf(factor, prefs);
    sum += value * weight;
    weights += weight;
    if (factor !== "trade") contributions.push({ factor, value, share: value * weight });
  }
  const reasons = [
    tradeReason,
    ...contributions
      .filter((c) => c.value >= REASON_FLOOR)
      .sort((a, b) => b.share - a.share || a.factor.localeCompare(b.factor))
      .map((c) => reasonFor(c.factor)),
  ]
    .filter((r): r is string => Boolean(r))
    .slice(0, MAX_REASONS);
  return { score: weights ? Math.round((sum / weights) * 1000) / 1000 : 0, factors, reasons };
}

// ---- Reasons in plain words ----

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthYear = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function distanceReason(distance: number | null, searcherRadius: number | null, candidateRadius: number | null) {
  if (distance === null) return null;
  const away = distance < 1 ? "Less than 1 mile away" : `${plural(Math.round(distance), "mile")} away`;
  if (searcherRadius !== null) return `${away}, within your ${searcherRadius}-mile radius`;
  if (candidateRadius !== null) return `${away}, within their ${candidateRadius}-mile service area`;
  return away;
}

const ratingReason = (r: { average: number; count: number }) =>
  r.count ? `Rated ${r.average.toFixed(1)} from ${plural(r.count, "review")}` : null;

const KIND_NAMES: Partial<Record<CredentialKind, string>> = {
  license: "License",
  insurance: "Insurance certificate",
  bond: "Bond",
};

function credentialReason(credentials: CandidateFacts["credentials"]) {
  const best = [...credentials].sort(
    (a, b) => Number(b.relevant) - Number(a.relevant) || KIND_VALUE[b.kind] - KIND_VALUE[a.kind],
  )[0];
  if (!best) return null;
  const name = KIND_NAMES[best.kind] ?? best.name;
  return best.expiresOn ? `${name} current until ${monthYear(best.expiresOn)}` : `${name} on file`;
}

function collaborationReason(c: CandidateFacts["collaboration"]) {
  if (c.projectsTogether.length) return `You worked together on ${c.projectsTogether[0]}`;
  if (c.connected) return "You are connected";
  if (c.reviewsBetween) return "You have reviewed each other's work";
  return null;
}

function replyReason(hours: number | null) {
  if (hours === null) return null;
  return hours <= 1 ? "Usually replies within an hour" : `Usually replies within ${plural(hours, "hour")}`;
}

/** "Electrical, your trade", "HVAC, related to your trade"; nothing for another trade. */
function tradeReasonOf(trade: TradeFacts | undefined, whose: string): string | null {
  if (!trade || trade.fit === "other") return null;
  return trade.fit === "same" ? `${trade.name}, ${whose}` : `${trade.name}, related to ${whose}`;
}

/** Scores a subcontractor for a general contractor, or a general contractor for a subcontractor. */
export function scoreCandidate(
  facts: CandidateFacts,
  prefs: MatchPreferences,
  searcher: "general_contractor" | "subcontractor",
  today: Date,
): ScoredMatch {
  const factors: Partial<Record<MatchFactor, number>> = {
    location: locationFactor(facts.distanceMiles, facts.searcherRadiusMiles, facts.candidateRadiusMiles),
    rating: ratingFactor(facts.rating.average, facts.rating.count),
    certifications: certificationsFactor(facts.credentials, today),
    collaboration: collaborationFactor(facts.collaboration),
    responsiveness: responsivenessFactor(facts.replyHours),
  };
  if (searcher === "general_contractor") factors.availability = availabilityFactor(facts.availableNow);
  else factors.projectVolume = projectVolumeFactor(facts.openProjectsInTrade ?? 0);
  if (facts.trade) factors.trade = tradeFactor(facts.trade.fit);
  const tradeReason = tradeReasonOf(facts.trade, "a trade you hire for");
  return combine(
    factors,
    prefs,
    (factor) => {
      switch (factor) {
        case "location":
          return distanceReason(facts.distanceMiles, facts.searcherRadiusMiles, facts.candidateRadiusMiles);
        case "rating":
          return ratingReason(facts.rating);
        case "certifications":
          return credentialReason(facts.credentials);
        case "collaboration":
          return collaborationReason(facts.collaboration);
        case "availability":
          return "Available now";
        case "responsiveness":
          return replyReason(facts.replyHours);
        case "projectVolume":
          return `Posts ${plural(facts.openProjectsInTrade ?? 0, "open project")} in your trade nearby`;
        default:
          return null;
      }
    },
    tradeReason,
  );
}

/** Scores an open project for a subcontractor: the trade, the place, the contractor behind it, the odds. */
export function scoreProject(facts: ProjectFacts, prefs: MatchPreferences, _today: Date): ScoredMatch {
  const c = facts.contractor;
  const factors: Partial<Record<MatchFactor, number>> = {
    ...(facts.trade ? { trade: tradeFactor(facts.trade.fit) } : {}),
    location: locationFactor(facts.distanceMiles, facts.searcherRadiusMiles, null),
    rating: ratingFactor(c.rating.average, c.rating.count),
    collaboration: collaborationFactor(c.collaboration),
    responsiveness: responsivenessFactor(c.replyHours),
    projectVolume: projectVolumeFactor(c.openProjectsInTrade),
    competition: competitionFactor(facts.applicants),
    freshness: freshnessFactor(facts.postedDaysAgo),
  };
  return combine(
    factors,
    prefs,
    (factor) => {
      switch (factor) {
        case "location":
          return distanceReason(facts.distanceMiles, facts.searcherRadiusMiles, null);
        case "rating": {
          const r = ratingReason(c.rating);
          return r ? `Contractor ${r.charAt(0).toLowerCase()}${r.slice(1)}` : null;
        }
        case "collaboration":
          return (
            collaborationReason(c.collaboration)?.replace(
              "You are connected",
              "You are connected with the contractor",
            ) ?? null
          );
        case "responsiveness": {
          const r = replyReason(c.replyHours);
          return r ? `The contractor ${r.charAt(0).toLowerCase()}${r.slice(1)}` : null;
        }
        case "projectVolume":
          return `The contractor has ${plural(c.openProjectsInTrade, "open project")} in your trade nearby`;
        case "competition":
          return facts.applicants === 0 ? "No applicants yet" : `Only ${plural(facts.applicants, "applicant")} so far`;
        case "freshness":
          return facts.postedDaysAgo === 0 ? "Posted today" : `Posted ${plural(facts.postedDaysAgo, "day")} ago`;
        default:
          return null;
      }
    },
    tradeReasonOf(facts.trade, "your trade"),
  );
}
