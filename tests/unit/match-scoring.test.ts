import fc from "fast-check";

import {
  availabilityFactor,
  bayesianRating,
  certificationsFactor,
  collaborationFactor,
  competitionFactor,
  freshnessFactor,
  locationFactor,
  projectVolumeFactor,
  ratingFactor,
  responsivenessFactor,
  scoreCandidate,
  scoreProject,
  type CandidateFacts,
  type MatchPreferences,
} from "~/domain/match-scoring";

const TODAY = new Date("2026-11-24T12:00:00Z");
const NONE: MatchPreferences = {
  location: false,
  rating: false,
  certifications: false,
  pastCollaboration: false,
  availability: false,
  projectVolume: false,
  otherTrades: false,
};

const facts = (over: Partial<CandidateFacts> = {}): CandidateFacts => ({
  distanceMiles: 10,
  searcherRadiusMiles: null,
  candidateRadiusMiles: 25,
  rating: { average: 0, count: 0 },
  credentials: [],
  collaboration: { connected: false, projectsTogether: [], reviewsBetween: 0 },
  availableNow: false,
  replyHours: null,
  ...over,
});

describe("each factor", () => {
  it("location: 1 next door, falling to the smaller radius, 0 beyond it, low when unknown", () => {
    expect(locationFactor(0, null, 25)).toBe(1);
    expect(locationFactor(12, null, 25)).toBeGreaterThan(locationFactor(20, null, 25));
    expect(locationFactor(25, null, 25)).toBeCloseTo(0.25);
    expect(locationFactor(26, null, 25)).toBe(0);
    // Both radii: the smaller one counts.
    expect(locationFactor(30, 50, 100)).toBeGreaterThan(0);
    expect(locationFactor(30, 25, 100)).toBe(0);
    expect(locationFactor(null, null, null)).toBe(0.2);
  });

  it("rating: a Bayesian average, so 5.0 from one review ranks below 4.8 from forty", () => {
    expect(bayesianRating(5, 1)).toBeLessThan(bayesianRating(4.8, 40));
    expect(ratingFactor(5, 1)).toBeLessThan(ratingFactor(4.8, 40));
    expect(ratingFactor(0, 0)).toBeCloseTo(0.625);
    expect(ratingFactor(1, 100)).toBeLessThan(0.1);
  });

  it("certifications: relevant licenses and insurance count most, expiring soon counts half", () => {
    const license = { name: "ROC", kind: "license" as const, expiresOn: "2027-06-01", relevant: true };
    const insurance = { name: "GL", kind: "insurance" as const, expiresOn: "2027-03-01", relevant: true };
    expect(certificationsFactor([], TODAY)).toBe(0);
    expect(certificationsFactor([license, insurance], TODAY)).toBeCloseTo(0.9);
    expect(certificationsFactor([{ ...license, relevant: false }], TODAY)).toBeCloseTo(0.15);
    expect(certificationsFactor([{ ...license, expiresOn: "2026-12-10" }], TODAY)).toBeCloseTo(0.225);
  });

  it("collaboration, availability, responsiveness, volume, competition and freshness stay in 0..1 and move the right way", () => {
    expect(collaborationFactor({ connected: false, projectsTogether: [], reviewsBetween: 0 })).toBe(0);
    expect(collaborationFactor({ connected: true, projectsTogether: ["A", "B", "C"], reviewsBetween: 5 })).toBe(1);
    expect(availabilityFactor(true)).toBe(1);
    expect(availabilityFactor(false)).toBe(0.2);
    expect(responsivenessFactor(1)).toBe(1);
    expect(responsivenessFactor(24)).toBeCloseTo(0.4);
    expect(responsivenessFactor(100)).toBe(0.1);
    expect(responsivenessFactor(null)).toBe(0.4);
    expect(projectVolumeFactor(0)).toBe(0);
    expect(projectVolumeFactor(9)).toBe(1);
    expect(competitionFactor(0)).toBe(1);
    expect(competitionFactor(10)).toBe(0.5);
    expect(freshnessFactor(0)).toBe(1);
    expect(freshnessFactor(14)).toBe(0.5);
  });
});

describe("scoreCandidate", () => {
  const near = facts({ distanceMiles: 2, rating: { average: 1, count: 3 } });
  const farButLoved = facts({ distanceMiles: 20, rating: { average: 5, count: 3 } });

  it("a checked preference raises its factor: Prioritize Rating lets the better-rated, farther one overtake", () => {
    const plain = [near, farButLoved].map((f) => scoreCandidate(f, NONE, "general_contractor", TODAY).score);
    expect(plain[0]).toBeGreaterThan(plain[1]);
    const byRating = [near, farButLoved].map(
      (f) => scoreCandidate(f, { ...NONE, rating: true }, "general_contractor", TODAY).score,
    );
    expect(byRating[1]).toBeGreaterThan(byRating[0]);
  });

  it("gives plain reasons for the strongest factors only, strongest first, at most four", () => {
    const strong = facts({
      distanceMiles: 12,
      candidateRadiusMiles: 50,
      rating: { average: 4.7, count: 9 },
      credentials: [{ name: "COI", kind: "insurance", expiresOn: "2027-03-15", relevant: true }],
      collaboration: { connected: true, projectsTogether: ["Kitchen remodel"], reviewsBetween: 1 },
      availableNow: true,
      replyHours: 2,
    });
    const { reasons } = scoreCandidate(strong, NONE, "general_contractor", TODAY);
    expect(reasons).toHaveLength(4);
    expect(reasons[0]).toBe("12 miles away, within their 50-mile service area");
    expect(reasons).toContain("Rated 4.7 from 9 reviews");

    const weak = scoreCandidate(facts({ distanceMiles: 24 }), NONE, "general_contractor", TODAY);
    expect(weak.reasons).not.toContain("Available now");
    expect(weak.reasons.some((r) => r.includes("miles away"))).toBe(false);

    const subView = scoreCandidate(
      facts({ searcherRadiusMiles: 25, candidateRadiusMiles: null, openProjectsInTrade: 3 }),
      { ...NONE, projectVolume: true },
      "subcontractor",
      TODAY,
    );
    expect(subView.reasons[0]).toBe("10 miles away, within your 25-mile radius");
    expect(subView.reasons).toContain("Posts 3 open projects in your trade nearby");
  });

  const arbitraryFacts = fc.record({
    distanceMiles: fc.option(fc.double({ min: 0, max: 400, noNaN: true }), { nil: null }),
    candidateRadiusMiles: fc.option(fc.constantFrom(10, 25, 50, 100), { nil: null }),
    average: fc.double({ min: 1, max: 5, noNaN: true }),
    count: fc.integer({ min: 0, max: 500 }),
    connected: fc.boolean(),
    together: fc.integer({ min: 0, max: 4 }),
    availableNow: fc.boolean(),
    replyHours: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  });
  type Input = typeof arbitraryFacts extends fc.Arbitrary<infer T> ? T : never;
  const toFacts = (a: Input) =>
    facts({
      distanceMiles: a.distanceMiles,
      candidateRadiusMiles: a.candidateRadiusMiles,
      rating: { average: a.average, count: a.count },
      collaboration: { connected: a.connected, projectsTogether: Array(a.together).fill("Job"), reviewsBetween: 0 },
      availableNow: a.availableNow,
      replyHours: a.replyHours,
    });
  const arbitraryPrefs = fc.record({
    location: fc.boolean(),
    rating: fc.boolean(),
    certifications: fc.boolean(),
    pastCollaboration: fc.boolean(),
    availability: fc.boolean(),
    projectVolume: fc.boolean(),
    otherTrades: fc.constant(false),
  });

  it("always scores within 0..1", () => {
    fc.assert(
      fc.property(arbitraryFacts, arbitraryPrefs, (a, prefs) => {
        const { score } = scoreCandidate(toFacts(a), prefs, "general_contractor", TODAY);
        return score >= 0 && score <= 1;
      }),
    );
  });

  it("never lowers the score when one fact improves", () => {
    fc.assert(
      fc.property(arbitraryFacts, arbitraryPrefs, (a, prefs) => {
        const base = scoreCandidate(toFacts(a), prefs, "general_contractor", TODAY).score;
        const better = [
          { ...a, distanceMiles: a.distanceMiles === null ? null : a.distanceMiles / 2 },
          { ...a, average: Math.min(5, a.average + 0.5) },
          { ...a, connected: true },
          { ...a, together: a.together + 1 },
          { ...a, availableNow: true },
          { ...a, replyHours: a.replyHours === null ? null : Math.max(1, a.replyHours - 5) },
        ];
        return better.every((b) => scoreCandidate(toFacts(b), prefs, "general_contractor", TODAY).score >= base);
      }),
    );
  });
});

describe("scoreProject", () => {
  const project = {
    distanceMiles: 5,
    searcherRadiusMiles: 25,
    trade: { name: "Plumbing", fit: "same" as const },
    contractor: {
      rating: { average: 4.5, count: 12 },
      replyHours: 3,
      collaboration: { connected: false, projectsTogether: [], reviewsBetween: 0 },
      openProjectsInTrade: 1,
    },
    applicants: 2,
    postedDaysAgo: 3,
    projectTitle: "Brownstone repipe",
  };

  it("puts the subcontractor's trade above a related one, and that above another trade, with the trade's reason first", () => {
    const inTrade = scoreProject(project, NONE, TODAY);
    const related = scoreProject({ ...project, trade: { name: "HVAC", fit: "related" } }, NONE, TODAY);
    const outside = scoreProject({ ...project, trade: { name: "Masonry", fit: "other" } }, NONE, TODAY);
    expect(inTrade.score).toBeGreaterThan(related.score);
    expect(related.score).toBeGreaterThan(outside.score);
    expect(inTrade.reasons[0]).toBe("Plumbing, your trade");
    expect(related.reasons[0]).toBe("HVAC, related to your trade");
    expect(inTrade.reasons).toContain("5 miles away, within your 25-mile radius");
    expect(outside.reasons.some((r) => r.includes("trade"))).toBe(false);
  });

  it("tells a contractor the subcontractor's trade is one they hire for", () => {
    const { reasons } = scoreCandidate(
      facts({ trade: { name: "Electrical", fit: "same" } }),
      NONE,
      "general_contractor",
      TODAY,
    );
    expect(reasons[0]).toBe("Electrical, a trade you hire for");
  });
});
