/**
 * Smart matches (docs/product-rules.md#search-and-matches, docs/decisions/007-smart-matches.md): the database picks a
 * small pool of candidates, match-scoring.ts ranks it. The pool is the nearest candidates in range (the same R*Tree
 * rings as search) plus the people the user already worked with, never private or hidden profiles, inactive users,
 * people with a request pending either way, or a muted contractor's projects. Facts are read for the whole pool at
 * once; reply times, the one per-person read, only for the front-runners.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from "drizzle-orm";

import {
  certifications,
  connections,
  gcProfiles,
  invitationMutes,
  projectApplications,
  projects,
  reviews,
  subProfiles,
  users,
} from "../../db/schema";
import { availabilitySummaries } from "~/domain/availability.server";
import { connectionStatesWith, type ConnectionState } from "~/domain/connections.server";
import { verificationOf, type Verification } from "~/domain/credentials.server";
import { forbidden } from "~/domain/errors.server";
import {
  scoreCandidate,
  scoreProject,
  type CandidateFacts,
  type MatchPreferences,
  type ScoredMatch,
  type TradeFacts,
} from "~/domain/match-scoring";
import { usualReplyHoursOf } from "~/domain/messages.server";
import { connectionWithSql, profileVisibleSql, projectVisibleSql, type Viewer } from "~/domain/privacy.server";
import { getProjectViews, ownProject, type ProjectView } from "~/domain/projects.server";
import { nextRing, originOf, ringFor, subcontractorInRange, usersPassing } from "~/domain/search.server";
import { today } from "~/infra/clock.server";
import { db, first, idList, inIdList, prepared, selectRow, notIndexed } from "~/infra/db.server";
import {
  boundingBox,
  distanceMiles,
  distanceSql,
  gcProfilesGeo,
  inBox,
  subProfilesGeo,
  type LatLng,
} from "~/infra/geo.server";
import { uploadUrl } from "~/lib/images";
import { fittingTrades, tradeFit, type TradeFit } from "~/lib/trades";

/** How many candidates are scored, how many are answered, how many get their reply time read before the final rank. */
const POOL = 100;
const MATCHES_SHOWN = 24;
const FRONT_RUNNERS = 30;
/** A general contractor's pool reaches this far (their own reach has no limit; the subcontractor's radius applies). */
const GC_POOL_MILES = 100;
const ANY_REACH = 200;
/** Coarser than search's rings: a pool needs a couple of hundred people, not a page. */
const POOL_RINGS = [1, 2, 5, 10, 25, 50, 100, 300] as const;
/** The widest ring a few trades' pool reads by their own index (trade, latitude, longitude); wider ones by the R*Tree. */
const TRADE_INDEX_MILES = 10;

export const NO_PREFERENCES: MatchPreferences = {
  location: false,
  rating: false,
  certifications: false,
  pastCollaboration: false,
  availability: false,
  projectVolume: false,
  otherTrades: false,
};

type Pool = Map<number, { distance: number | null }>;

// ---------------------------------------------------------------------------------------------------------------
// Facts about people, for the whole pool at once.

// The facts below are read for a pool of 100 to 150 people on every matches view: each statement is built and
// compiled once, the ids bound as one JSON list (a list of any length runs the same statement).
const ME = sql`${sql.placeholder("me")}`;

const ratingsAmong = {
  general_contractor: prepared(() =>
    db
      .select({ id: gcProfiles.userId, average: gcProfiles.avgRating, count: gcProfiles.reviewCount })
      .from(gcProfiles)
      .where(inIdList(gcProfiles.userId))
      .prepare(),
  ),
  subcontractor: prepared(() =>
    db
      .select({ id: subProfiles.userId, average: subProfiles.avgRating, count: subProfiles.reviewCount })
      .from(subProfiles)
      .where(inIdList(subProfiles.userId))
      .prepare(),
  ),
};

async function ratings(ids: number[], role: "general_contractor" | "subcontractor") {
  const rows = await ratingsAmong[role]().execute({ ids: idList(ids) });
  return new Map(rows.map((r) => [r.id, { average: r.average, count: r.count }]));
}

const currentCredentialsAmong = prepared(() =>
  db
    .select({
      userId: certifications.userId,
      kind: certifications.kind,
      name: certifications.name,
      expiresOn: certifications.expiresOn,
    })
    .from(certifications)
    .where(
      and(
        inIdList(certifications.userId),
        or(isNull(certifications.expiresOn), gte(certifications.expiresOn, sql.placeholder("on"))),
      ),
    )
    .prepare(),
);

/** Current credentials; relevant = licenses, insurance and bonds always, others when they name the trade. */
async function currentCredentials(ids: number[], trade: string | null) {
  const rows = await currentCredentialsAmong().execute({ ids: idList(ids), on: today() });
  const byUser = new Map<number, CandidateFacts["credentials"]>();
  for (const r of rows) {
    const relevant =
      r.kind === "license" ||
      r.kind === "insurance" ||
      r.kind === "bond" ||
      (trade !== null && r.name.toLowerCase().includes(trade.toLowerCase()));
    const list = byUser.get(r.userId) ?? [];
    list.push({ name: r.name, kind: r.kind, expiresOn: r.expiresOn, relevant });
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** Accepted connections, completed projects together and reviews either way, between the viewer and each candidate. */
const connectedAmong = prepared(() =>
  db
    .select({ requester: connections.requesterId, recipient: connections.recipientId })
    .from(connections)
    .where(
      and(
        // Not by status (`+`): both sides then look each pair up in (recipient_id, requester_id), instead of reading
        // every accepted request each candidate sent (thousands for a busy one) by (requester_id, status).
        sql`${notIndexed(connections.status)} = 'accepted'`,
        or(
          and(eq(connections.requesterId, ME), inIdList(connections.recipientId)),
          and(eq(connections.recipientId, ME), inIdList(connections.requesterId)),
        ),
      ),
    )
    .prepare(),
);

const completedTogetherAmong = prepared(() =>
  db
    .select({ creator: projects.creatorId, applicant: projectApplications.applicantId, title: projects.title })
    .from(projectApplications)
    .innerJoin(projects, eq(projects.id, projectApplications.projectId))
    .where(
      and(
        eq(projectApplications.status, "accepted"),
        eq(projects.status, "completed"),
        or(
          and(eq(projectApplications.applicantId, ME), inIdList(projects.creatorId)),
          and(inIdList(projectApplications.applicantId), eq(projects.creatorId, ME)),
        ),
      ),
    )
    .orderBy(desc(projects.updatedAt))
    .prepare(),
);

const reviewsAmong = prepared(() =>
  db
    .select({ reviewer: reviews.reviewerId, reviewee: reviews.revieweeId, n: count() })
    .from(reviews)
    .where(
      or(
        and(eq(reviews.reviewerId, ME), inIdList(reviews.revieweeId)),
        and(inIdList(reviews.reviewerId), eq(reviews.revieweeId, ME)),
      ),
    )
    .groupBy(reviews.reviewerId, reviews.revieweeId)
    .prepare(),
);

async function collaboration(viewer: Viewer, ids: number[]) {
  const params = { me: viewer.id, ids: idList(ids) };
  const connected = new Set(
    (await connectedAmong().execute(params)).map((r) => (r.requester === viewer.id ? r.recipient : r.requester)),
  );
  const together = await completedTogetherAmong().execute(params);
  const reviewed = await reviewsAmong().execute(params);
  const facts = new Map<number, CandidateFacts["collaboration"]>();
  const of = (id: number) => {
    let f = facts.get(id);
    if (!f) facts.set(id, (f = { connected: connected.has(id), projectsTogether: [], reviewsBetween: 0 }));
    return f;
  };
  for (const id of ids) of(id);
  for (const t of together) of(t.creator === viewer.id ? t.applicant : t.creator).projectsTogether.push(t.title);
  for (const r of reviewed) of(r.reviewer === viewer.id ? r.reviewee : r.reviewer).reviewsBetween += r.n;
  return facts;
}

/** Open projects each contractor posts in a trade within `miles` of a place (null: anywhere). */
async function openProjectsInTrade(
  viewer: Viewer,
  contractorIds: number[],
  trade: string | null,
  origin: LatLng | null,
  miles: number | null,
) {
  if (!trade || contractorIds.length === 0) return new Map<number, number>();
  const near =
    origin && miles !== null
      ? sql`${distanceSql(projects.latitude, projects.longitude, origin)} <= ${miles}`
      : undefined;
  const rows = await db
    .select({ creator: projects.creatorId, n: count() })
    .from(projects)
    .where(
      and(
        inArray(projects.creatorId, contractorIds),
        eq(projects.status, "open"),
        projectVisibleSql(viewer),
        eq(projects.tradeType, trade),
        near,
      ),
    )
    .groupBy(projects.creatorId);
  return new Map(rows.map((r) => [r.creator, r.n]));
}

/** Nobody with a connection request pending either way between them and the viewer. */
function noPendingRequestWith(viewer: Viewer): SQL {
  return sql`NOT ${connectionWithSql(viewer.id, sql.raw(`"users"."id"`), "pending")}`;
}

/** The people the viewer worked with or is connected to (any distance), at most a few dozen, newest first. */
async function collaboratorIds(viewer: Viewer, role: "general_contractor" | "subcontractor"): Promise<number[]> {
  // Each side's index gives its newest accepted connections in order; the two are merged.
  type Side = typeof connections.requesterId | typeof connections.recipientId;
  const side = async (mine: Side, other: Side) =>
    await db
      .select({ other, at: connections.updatedAt })
      .from(connections)
      .where(and(eq(mine, viewer.id), eq(connections.status, "accepted")))
      .orderBy(desc(connections.updatedAt))
      .limit(40);
  const ids = [
    ...(await side(connections.requesterId, connections.recipientId)),
    ...(await side(connections.recipientId, connections.requesterId)),
  ]
    .sort((x, y) => y.at.getTime() - x.at.getTime())
    .slice(0, 40)
    .map((r) => r.other);
  if (ids.length === 0) return [];
  return (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.role, role), profileVisibleSql(viewer), noPendingRequestWith(viewer)))
  ).map((r) => r.id);
}

/** Scores the pool, reads reply times for the front-runners, then ranks them again. */
async function rank<T>(
  ids: number[],
  facts: (id: number, replyHours: number | null) => T,
  score: (facts: T) => ScoredMatch,
  /** Whose reply time counts for a candidate (a project's: its contractor's). */
  personOf: (id: number) => number = (id) => id,
): Promise<{ id: number; scored: ScoredMatch }[]> {
  const byScore = (x: { id: number; scored: ScoredMatch }, y: { id: number; scored: ScoredMatch }) =>
    y.scored.score - x.scored.score || x.id - y.id;
  const front = ids
    .map((id) => ({ id, scored: score(facts(id, null)) }))
    .sort(byScore)
    .slice(0, FRONT_RUNNERS);
  const replies = await usualReplyHoursOf(front.map(({ id }) => personOf(id)));
  return front
    .map(({ id }) => ({ id, scored: score(facts(id, replies.get(personOf(id)) ?? null)) }))
    .sort(byScore)
    .slice(0, MATCHES_SHOWN);
}

/** The engine's clock: today at noon, so a day's matches do not change by the hour. */
const scoringDay = () => new Date(`${today()}T12:00:00Z`);

// ---------------------------------------------------------------------------------------------------------------
// General contractors: subcontractor matches.

export type SubcontractorMatch = {
  matchScore: number;
  matchReasons: string[];
  /** The specialty against the trades the contractor hires for; null when they have none (every trade fits). */
  tradeFit: TradeFit | null;
  subcontractor: {
    user: { id: number };
    user_id: number;
    business_name: string;
    location: string;
    zip_code: string;
    specialty: string | null;
    service_radius: number;
    crew_size: string;
    certifications: string[];
    avg_rating: number;
    review_count: number;
    available_now: boolean;
    logo_url: string | null;
    verified: boolean;
    /** The badge: "verified" (an admin-checked current license or insurance), "on_file" (unchecked), or null. */
    verification: Verification;
    distance_miles: number | null;
    next_available: string | null;
  };
  connection: ConnectionState;
};

function assertRole(viewer: Viewer, role: "general_contractor" | "subcontractor") {
  if (viewer.role !== role) {
    throw forbidden(
      role === "general_contractor"
        ? "Subcontractor matches are for general contractors."
        : "Contractor and project matches are for subcontractors.",
    );
  }
}

/** How many of a ring's ordered rows get the costly checks at once: most pass, so one slice usually fills the pool. */
const CHECK_SLICE = POOL + POOL / 4;

/** The first `POOL` rows that pass the costly checks, in order; a slice at a time, until the pool is full. */
async function visibleInOrder<R extends { id: number }>(ordered: R[], costly: SQL[]): Promise<R[]> {
  const visible: R[] = [];
  for (let at = 0; at < ordered.length && visible.length < POOL; at += CHECK_SLICE) {
    const slice = ordered.slice(at, at + CHECK_SLICE);
    const kept = await usersPassing(
      slice.map((r) => r.id),
      costly,
    );
    visible.push(...slice.filter((r) => kept.has(r.id)));
  }
  return visible.slice(0, POOL);
}

/**
 * The nearest `POOL` people of one role around a place, within `reach` miles (null: no limit). The ring (see
 * search) is chosen on the profile rows' own columns; the checks on the person (an active account of that role,
 * privacy, pending requests, mutes) run only on the ordered ring, and a wider ring is read when too many fall out.
 */
async function nearestPool(
  kind: "subcontractor" | "general_contractor",
  origin: LatLng,
  reach: number | null,
  costly: SQL[],
  extraPlain: SQL[] = [],
  /** Of a few trades only: their index (trade, latitude, longitude) reads a ring's points of those trades alone. */
  tradeIndexed = false,
): Promise<Pool> {
  const profile = kind === "subcontractor" ? subProfiles : gcProfiles;
  const points = kind === "subcontractor" ? subProfilesGeo : gcProfilesGeo;
  const distance = distanceSql(profile.latitude, profile.longitude, origin);
  // The trade index reads the whole latitude band of a ring (every longitude), each trade apart: cheap for the small
  // rings a dense area fills, but a wide ring's band holds tens of thousands of points (50 miles, a dozen trades:
  // 68,106 of them for 444 in the box). Wide rings, which only sparse areas reach, read the R*Tree's box instead.
  const byTrade = (miles: number | null) => tradeIndexed && (miles === null || miles <= TRADE_INDEX_MILES);
  const boxOf = (miles: number) => {
    const box = boundingBox(origin, miles);
    return byTrade(miles)
      ? and(
          gte(profile.latitude, box.minLat),
          lte(profile.latitude, box.maxLat),
          gte(profile.longitude, box.minLon),
          lte(profile.longitude, box.maxLon),
        )
      : inBox(points, box);
  };
  const inRing = (miles: number | null) =>
    and(
      ...extraPlain,
      miles !== null ? boxOf(miles) : byTrade(miles) ? isNotNull(profile.longitude) : undefined,
      miles === null ? undefined : lte(distance, miles),
    );
  // The R*Tree reads a ring's points of every trade; a few trades' index reads only theirs. The profile rows alone:
  // whether their user is active is a costly check, as a join it read the users row of every point in the ring (a
  // busy metro's 5-mile ring holds thousands), most of them then left out of the nearest few hundred.
  const from = (miles: number | null) =>
    byTrade(miles)
      ? db.select({ id: profile.userId, distance }).from(profile)
      : db.select({ id: profile.userId, distance }).from(points).innerJoin(profile, eq(profile.userId, points.id));
  const checks = [eq(users.role, kind), eq(users.accountStatus, "active"), ...costly];
  const rows = async (miles: number | null, limit: number) =>
    await from(miles).where(inRing(miles)).orderBy(asc(distance), asc(profile.userId)).limit(limit);
  const countUpTo = async (miles: number, cap: number) =>
    (
      await selectRow<{ n: number }>(
        sql`SELECT count(*) AS n FROM (${from(miles).where(inRing(miles)).limit(cap)}) AS ring`,
      )
    )?.n ?? 0;
  // Rings out to the reach; the first read is the smallest ring holding 2 × POOL on the rows' own columns. A few
  // trades' small rings are cheap to read outright (no count of a wide ring first); the R*Tree's are counted first.
  const rings = [...POOL_RINGS.filter((r) => reach === null || r < reach), reach];
  let at = tradeIndexed
    ? 0
    : rings.indexOf(await ringFor(async (r) => await countUpTo(r, POOL * 2), POOL * 2, reach, POOL_RINGS));
  let ordered = await rows(rings[at], POOL * 4);
  while (tradeIndexed && ordered.length < POOL * 2 && at < rings.length - 1)
    ordered = await rows(rings[++at], POOL * 4);
  for (;;) {
    const visible = await visibleInOrder(ordered, checks);
    if (visible.length >= POOL || ordered.length < POOL * 4 || at === rings.length - 1) {
      return new Map(visible.map((r) => [r.id, { distance: r.distance }]));
    }
    ordered = await rows(rings[++at], POOL * 4);
  }
}

/** Subcontractors in range; of the given trades only, unless `trades` is null. */
async function nearestSubcontractors(viewer: Viewer, origin: LatLng, trades: string[] | null): Promise<Pool> {
  // A general contractor has no reach of their own: the subcontractor's service radius decides.
  return await nearestPool(
    "subcontractor",
    origin,
    GC_POOL_MILES,
    [profileVisibleSql(viewer), noPendingRequestWith(viewer)],
    [...subcontractorInRange(origin, null), ...(trades ? [inArray(subProfiles.specialty, trades)] : [])],
    trades !== null,
  );
}

/**
 * The trades a general contractor hires for: those of their open projects and their preferred trades (none: every
 * trade is welcome).
 */
async function tradesHiredBy(viewer: Viewer): Promise<string[]> {
  const open = (
    await db
      .selectDistinct({ trade: projects.tradeType })
      .from(projects)
      .where(and(eq(projects.creatorId, viewer.id), eq(projects.status, "open")))
  ).map((r) => r.trade);
  const preferred = listOf(
    (
      await first(
        db.select({ t: gcProfiles.preferredTrades }).from(gcProfiles).where(eq(gcProfiles.userId, viewer.id)).limit(1),
      )
    )?.t ?? null,
  );
  return [...new Set([...open, ...preferred])];
}

/** A candidate's trade against the wanted ones (null when nothing is wanted: no trade to judge). */
const tradeFactsOf = (trade: string | null, wanted: string[]): TradeFacts =>
  wanted.length ? { name: trade ?? "", fit: tradeFit(trade, wanted) } : null;

const profilesAmong = {
  general_contractor: prepared(() => db.select().from(gcProfiles).where(inIdList(gcProfiles.userId)).prepare()),
  subcontractor: prepared(() => db.select().from(subProfiles).where(inIdList(subProfiles.userId)).prepare()),
};

/**
 * The pool of people of one role with their profile rows: the nearest in range plus the viewer's connections
 * anywhere, and each one's distance (known from the pool, or computed for a connection from afar).
 */
async function candidatesOf<P extends { userId: number; latitude: number | null; longitude: number | null }>(
  viewer: Viewer,
  role: "subcontractor" | "general_contractor",
  origin: LatLng | null,
  nearest: (origin: LatLng) => Promise<Pool>,
) {
  const pool: Pool = origin ? await nearest(origin) : new Map();
  for (const id of await collaboratorIds(viewer, role)) if (!pool.has(id)) pool.set(id, { distance: null });
  const ids = [...pool.keys()];
  const profiles = new Map(
    (ids.length ? ((await profilesAmong[role]().execute({ ids: idList(ids) })) as unknown as P[]) : []).map((p) => [
      p.userId,
      p,
    ]),
  );
  const distanceOf = (id: number) => {
    const known = pool.get(id)?.distance;
    if (known !== null && known !== undefined) return known;
    const p = profiles.get(id);
    return origin && p && p.latitude !== null && p.longitude !== null
      ? distanceMiles(origin, { latitude: p.latitude, longitude: p.longitude })
      : null;
  };
  return { ids: ids.filter((id) => profiles.has(id)), profiles, distanceOf };
}

/**
 * Subcontractors for a general contractor: for their trades around their own place, or (`forProject`) for one
 * project's trade around its site.
 */
export async function matchSubcontractors(
  viewer: Viewer,
  prefs: MatchPreferences,
  forProject?: { trade: string; zip: string | null },
): Promise<SubcontractorMatch[]> {
  assertRole(viewer, "general_contractor");
  const origin = await originOf(viewer, forProject?.zip ?? undefined);
  const wanted = forProject ? [forProject.trade] : await tradesHiredBy(viewer);
  const onlyTrades = wanted.length && !prefs.otherTrades ? fittingTrades(wanted) : null;
  const pool = await candidatesOf<typeof subProfiles.$inferSelect>(viewer, "subcontractor", origin, (o) =>
    nearestSubcontractors(viewer, o, onlyTrades),
  );
  const { profiles, distanceOf } = pool;
  // The people they worked with join from anywhere: the trade filter applies to them too.
  const ids = pool.ids.filter((id) => !onlyTrades || onlyTrades.includes(profiles.get(id)!.specialty ?? ""));
  if (ids.length === 0) return [];
  const ownTrades = new Set(wanted);
  const creds = await currentCredentials(ids, null);
  const together = await collaboration(viewer, ids);
  const availability = await availabilitySummaries(ids);

  const facts = (id: number, replyHours: number | null): CandidateFacts => {
    const p = profiles.get(id)!;
    return {
      distanceMiles: distanceOf(id),
      searcherRadiusMiles: null,
      candidateRadiusMiles: p.serviceRadius >= ANY_REACH ? null : p.serviceRadius,
      rating: { average: p.avgRating, count: p.reviewCount },
      credentials: (creds.get(id) ?? []).map((c) => ({
        ...c,
        relevant: c.relevant || (p.specialty !== null && ownTrades.has(p.specialty)),
      })),
      collaboration: together.get(id)!,
      availableNow: availability.get(id)?.available_now ?? false,
      replyHours,
      trade: tradeFactsOf(p.specialty, wanted),
    };
  };
  const ranked = await rank(ids, facts, (f) => scoreCandidate(f, prefs, "general_contractor", scoringDay()));
  const shown = ranked.map((r) => r.id);
  const [verified, states] = await Promise.all([verificationOf(shown), connectionStatesWith(viewer, shown)]);
  return ranked.map(({ id, scored }) => {
    const p = profiles.get(id)!;
    const distance = distanceOf(id);
    return {
      matchScore: scored.score,
      matchReasons: scored.reasons,
      tradeFit: tradeFactsOf(p.specialty, wanted)?.fit ?? null,
      subcontractor: {
        next_available: availability.get(id)?.next_available ?? null,
        user: { id },
        user_id: id,
        business_name: p.businessName,
        location: p.location,
        zip_code: p.zipCode,
        specialty: p.specialty,
        service_radius: p.serviceRadius,
        crew_size: p.crewSize,
        certifications: (creds.get(id) ?? []).map((c) => c.name),
        avg_rating: p.avgRating,
        review_count: p.reviewCount,
        available_now: availability.get(id)?.available_now ?? false,
        logo_url: p.logoUploadId ? uploadUrl(p.logoUploadId, "card") : null,
        verified: verified.get(id) === "verified",
        verification: verified.get(id) ?? null,
        distance_miles: distance === null ? null : Math.round(distance * 10) / 10,
      },
      connection: states.get(id) ?? { state: "none" },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Subcontractors: contractor and project matches.

async function ownSubProfile(viewer: Viewer) {
  return (await first(db.select().from(subProfiles).where(eq(subProfiles.userId, viewer.id)).limit(1))) ?? null;
}

/** The subcontractor's reach: their service radius, no limit for "200+". */
const reachOf = (sub: { serviceRadius: number } | null) =>
  !sub || sub.serviceRadius >= ANY_REACH ? null : sub.serviceRadius;

function notMutedBy(viewer: Viewer, contractor: SQL | typeof projects.creatorId): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(invitationMutes)
      .where(and(eq(invitationMutes.subcontractorId, viewer.id), sql`${invitationMutes.contractorId} = ${contractor}`)),
  );
}

export type ContractorMatch = {
  matchScore: number;
  matchReasons: string[];
  contractor: {
    user: { id: number };
    user_id: number;
    company_name: string;
    location: string;
    zip_code: string;
    project_types: string[];
    preferred_trades: string[];
    certifications: string[];
    avg_rating: number;
    review_count: number;
    logo_url: string | null;
    verified: boolean;
    /** The badge: "verified" (an admin-checked current license or insurance), "on_file" (unchecked), or null. */
    verification: Verification;
    distance_miles: number | null;
  };
  connection: ConnectionState;
};

async function nearestContractors(viewer: Viewer, origin: LatLng, reach: number | null): Promise<Pool> {
  return await nearestPool("general_contractor", origin, reach ?? GC_POOL_MILES * 3, [
    profileVisibleSql(viewer),
    noPendingRequestWith(viewer),
    notMutedBy(viewer, sql.raw(`"users"."id"`)),
  ]);
}

/** Profile lists are stored as "Electrical, HVAC". */
const listOf = (text: string | null) =>
  (text ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

export async function matchContractors(viewer: Viewer, prefs: MatchPreferences): Promise<ContractorMatch[]> {
  assertRole(viewer, "subcontractor");
  const sub = await ownSubProfile(viewer);
  const origin = await originOf(viewer, undefined);
  const reach = reachOf(sub);
  const { ids, profiles, distanceOf } = await candidatesOf<typeof gcProfiles.$inferSelect>(
    viewer,
    "general_contractor",
    origin,
    (o) => nearestContractors(viewer, o, reach),
  );
  if (ids.length === 0) return [];
  const trade = sub?.specialty ?? null;
  const creds = await currentCredentials(ids, trade);
  const together = await collaboration(viewer, ids);
  const volume = await openProjectsInTrade(viewer, ids, trade, origin, reach);

  const facts = (id: number, replyHours: number | null): CandidateFacts => {
    const p = profiles.get(id)!;
    return {
      distanceMiles: distanceOf(id),
      searcherRadiusMiles: reach,
      candidateRadiusMiles: null,
      rating: { average: p.avgRating, count: p.reviewCount },
      credentials: creds.get(id) ?? [],
      collaboration: together.get(id)!,
      replyHours,
      openProjectsInTrade: volume.get(id) ?? 0,
    };
  };
  const ranked = await rank(ids, facts, (f) => scoreCandidate(f, prefs, "subcontractor", scoringDay()));
  const shown = ranked.map((r) => r.id);
  const [verified, states] = await Promise.all([verificationOf(shown), connectionStatesWith(viewer, shown)]);
  return ranked.map(({ id, scored }) => {
    const p = profiles.get(id)!;
    const distance = distanceOf(id);
    return {
      matchScore: scored.score,
      matchReasons: scored.reasons,
      contractor: {
        user: { id },
        user_id: id,
        company_name: p.companyName,
        location: p.location,
        zip_code: p.zipCode,
        project_types: listOf(p.projectTypes),
        preferred_trades: listOf(p.preferredTrades),
        certifications: (creds.get(id) ?? []).map((c) => c.name),
        avg_rating: p.avgRating,
        review_count: p.reviewCount,
        logo_url: p.logoUploadId ? uploadUrl(p.logoUploadId, "card") : null,
        verified: verified.get(id) === "verified",
        verification: verified.get(id) ?? null,
        distance_miles: distance === null ? null : Math.round(distance * 10) / 10,
      },
      connection: states.get(id) ?? { state: "none" },
    };
  });
}

export type ProjectMatch = {
  matchScore: number;
  matchReasons: string[];
  /** The project's trade against the subcontractor's specialty; null when they have none (every trade fits). */
  tradeFit: TradeFit | null;
  project: ProjectView;
};

/**
 * Open projects in reach the subcontractor has not applied to, from contractors they did not mute: the nearest of
 * their trade and related trades (`trades`); with `otherTrades`, also the nearest of any trade.
 */
async function projectPool(
  viewer: Viewer,
  origin: LatLng | null,
  reach: number | null,
  trades: string[] | null,
  otherTrades: boolean,
) {
  const distance = origin ? distanceSql(projects.latitude, projects.longitude, origin) : sql<null>`NULL`;
  /** The project's own columns: open, of the trades, within the ring. */
  const plain = (miles: number | null, inTrade: boolean) =>
    and(
      eq(projects.status, "open"),
      inTrade && trades ? inArray(projects.tradeType, trades) : undefined,
      // Ranked by distance from the subcontractor, the pool leaves out projects that have no place.
      origin ? isNotNull(projects.latitude) : undefined,
      origin && miles !== null
        ? and(
            ...(() => {
              const box = boundingBox(origin, miles);
              return [
                gte(projects.latitude, box.minLat),
                lte(projects.latitude, box.maxLat),
                gte(projects.longitude, box.minLon),
                lte(projects.longitude, box.maxLon),
                lte(distance, miles),
              ];
            })(),
          )
        : undefined,
    );
  const rows = async (miles: number | null, limit: number, inTrade: boolean) =>
    await db
      .select({ id: projects.id, creator: projects.creatorId, distance })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.creatorId))
      .where(
        and(
          plain(miles, inTrade),
          projectVisibleSql(viewer),
          eq(users.accountStatus, "active"),
          ne(projects.creatorId, viewer.id),
          notMutedBy(viewer, projects.creatorId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(projectApplications)
              .where(
                and(eq(projectApplications.projectId, projects.id), eq(projectApplications.applicantId, viewer.id)),
              ),
          ),
        ),
      )
      .orderBy(origin ? asc(distance) : desc(projects.createdAt), desc(projects.id))
      .limit(limit);
  const countUpTo = async (miles: number, limit: number, inTrade: boolean) =>
    (
      await selectRow<{ n: number }>(
        sql`SELECT count(*) AS n FROM (${db
          .select({ one: sql`1` })
          .from(projects)
          .where(plain(miles, inTrade))
          .limit(limit)}) AS ring`,
      )
    )?.n ?? 0;
  /**
   * The ring is sized on the project's own columns; the whole query (mutes, applications, privacy) runs on it, and
   * on the next ring out while too many fall out: the first ring where the whole query fills the pool, as before.
   */
  const pick = async (limit: number, inTrade: boolean) => {
    if (!origin) return await rows(null, limit, inTrade);
    let ring = await ringFor(async (r) => await countUpTo(r, limit, inTrade), limit, reach);
    for (;;) {
      const found = await rows(ring, limit, inTrade);
      if (found.length >= limit || ring === reach) return found;
      ring = nextRing(ring!, reach);
    }
  };
  const pool = new Map<number, { creator: number; distance: number | null }>();
  const picked = !trades
    ? await pick(POOL, false)
    : otherTrades
      ? [...(await pick(POOL - 40, true)), ...(await pick(40, false))]
      : await pick(POOL, true);
  for (const r of picked) {
    pool.set(r.id, { creator: r.creator, distance: r.distance });
  }
  return pool;
}

async function applicantCounts(projectIds: number[]) {
  const rows = await db
    .select({ id: projectApplications.projectId, n: count() })
    .from(projectApplications)
    .where(inArray(projectApplications.projectId, projectIds))
    .groupBy(projectApplications.projectId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function matchProjects(viewer: Viewer, prefs: MatchPreferences): Promise<ProjectMatch[]> {
  assertRole(viewer, "subcontractor");
  const sub = await ownSubProfile(viewer);
  const origin = await originOf(viewer, undefined);
  const reach = reachOf(sub);
  const trade = sub?.specialty ?? null;
  const wanted = trade ? [trade] : [];
  const pool = await projectPool(viewer, origin, reach, trade ? fittingTrades(wanted) : null, prefs.otherTrades);
  const ids = [...pool.keys()];
  if (ids.length === 0) return [];

  const rows = new Map(
    (
      await db
        .select({ id: projects.id, title: projects.title, trade: projects.tradeType, createdAt: projects.createdAt })
        .from(projects)
        .where(inArray(projects.id, ids))
    ).map((p) => [p.id, p]),
  );
  const creators = [...new Set([...pool.values()].map((p) => p.creator))];
  const contractorRatings = await ratings(creators, "general_contractor");
  const together = await collaboration(viewer, creators);
  const volume = await openProjectsInTrade(viewer, creators, trade, origin, reach);
  const applicants = await applicantCounts(ids);
  const day = scoringDay();
  const facts = (id: number, replyHours: number | null) => {
    const p = rows.get(id)!;
    const { creator, distance } = pool.get(id)!;
    return {
      distanceMiles: distance,
      searcherRadiusMiles: reach,
      trade: tradeFactsOf(p.trade, wanted),
      contractor: {
        rating: contractorRatings.get(creator) ?? { average: 0, count: 0 },
        replyHours,
        collaboration: together.get(creator)!,
        openProjectsInTrade: volume.get(creator) ?? 0,
      },
      applicants: applicants.get(id) ?? 0,
      postedDaysAgo: Math.max(0, Math.floor((day.getTime() - p.createdAt.getTime()) / 86_400_000)),
      projectTitle: p.title,
    };
  };
  const ranked = await rank(
    ids,
    facts,
    (f) => scoreProject(f, prefs, day),
    (id) => pool.get(id)!.creator,
  );
  const views = await getProjectViews(
    viewer,
    ranked.map((r) => r.id),
    origin,
  );
  return ranked.flatMap(({ id, scored }) => {
    const project = views.get(id);
    if (!project) return [];
    const fit = tradeFactsOf(project.trade_type, wanted)?.fit ?? null;
    return [{ matchScore: scored.score, matchReasons: scored.reasons, tradeFit: fit, project }];
  });
}

/** The subcontractors matching one of the contractor's projects (its trade and related ones, near its site). */
export async function matchSubcontractorsForProject(viewer: Viewer, projectId: number) {
  const project = await ownProject(viewer, projectId);
  return matchSubcontractors(viewer, NO_PREFERENCES, { trade: project.tradeType, zip: project.zipCode });
}

/**
 * The trades the viewer's matches are cut to by default: a subcontractor's specialty, a general contractor's hired
 * trades (related trades join both); empty when there is none, and every trade fits.
 */
export async function matchTradesOf(viewer: Viewer): Promise<string[]> {
  if (viewer.role === "general_contractor") return tradesHiredBy(viewer);
  const specialty = viewer.role === "subcontractor" ? (await ownSubProfile(viewer))?.specialty : null;
  return specialty ? [specialty] : [];
}

/** 'Recommended for You' on the dashboard: the engine's top six with no preference checked. */
export async function recommendationsFor(viewer: Viewer) {
  if (viewer.role === "general_contractor") {
    return { kind: "subcontractors" as const, items: (await matchSubcontractors(viewer, NO_PREFERENCES)).slice(0, 6) };
  }
  if (viewer.role === "subcontractor") {
    return { kind: "projects" as const, items: (await matchProjects(viewer, NO_PREFERENCES)).slice(0, 6) };
  }
  return null;
}
