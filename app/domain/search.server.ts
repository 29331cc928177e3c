/**
 * The dashboard's search, with real distance (docs/product-rules.md#search-and-matches): general contractors find
 * subcontractors, subcontractors find projects. A subcontractor is in range when they lie within the searcher's chosen
 * distance and within their own service radius ("200+" has no limit). Candidates come from the R*Tree of profile points
 * (a bounding box), then the exact great-circle distance; results are nearest first, a page at a time, counted up to
 * 250.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";

import { gcProfiles, subProfiles, users } from "../../db/schema";
import { SEARCH_DISTANCES, SERVICE_RADII, TRADES, type CREW_SIZES } from "~/constants";
import { availabilitySummaries, availableNowSql } from "~/domain/availability.server";
import { connectionStatesWith, type ConnectionState } from "~/domain/connections.server";
import { verifiedSql, verificationOf, type Verification } from "~/domain/credentials.server";
import { forbidden, invalid } from "~/domain/errors.server";
import { profileVisibleSql, type Viewer } from "~/domain/privacy.server";
import { browseProjects } from "~/domain/projects.server";
import { db, first, inIds, selectRow } from "~/infra/db.server";
import { boundingBox, distanceSql, inBox, lookupZip, subProfilesGeo, type LatLng } from "~/infra/geo.server";
import { NO_ROWS } from "~/infra/fts.server";
import type { ProjectSearch, SubcontractorSearch } from "~/schemas/search";
import { uploadUrl } from "~/lib/images";

const SEARCH_PAGE_SIZE = 12;
/** Counting stops here ("250+"): a thinly matched filter in a dense metro would read tens of thousands of rows. */
const COUNT_CAP = 250;
const NO_LIMIT = SEARCH_DISTANCES[SEARCH_DISTANCES.length - 1];
const ANY_REACH = SERVICE_RADII[SERVICE_RADII.length - 1];
/**
 * Nearest first without sorting every candidate of a wide search: the page is cut from the smallest circle that
 * already holds enough matches (in a dense metro a couple of miles does).
 */
const RINGS = [0.5, 1, 2, 5, 10, 25, 50, 100, 150, 300, 600, 1200] as const;

/** A subcontractor's card fields, plus what the result card shows. */
export type SubcontractorResult = {
  user_id: number;
  business_name: string;
  specialty: string | null;
  location: string;
  zip_code: string;
  service_radius: number;
  crew_size: (typeof CREW_SIZES)[number];
  available_now: boolean;
  avg_rating: number;
  review_count: number;
  logo_url: string | null;
  verified: boolean;
  /** The badge: "verified" (an admin-checked current license or insurance), "on_file" (unchecked), or null. */
  verification: Verification;
  distance_miles: number | null;
  /** The first day marked available on their calendar, from today on. */
  next_available: string | null;
  profile_url: string;
  connection: ConnectionState;
};

export type SearchPage<T> = {
  items: T[];
  total: number;
  /** More than `total` (the count stops at 250). */
  more: boolean;
  page: number;
  page_count: number;
  /** Where distances are measured from: the zip searched, or the searcher's own. */
  origin: { zip: string; place: string } | null;
};

/** The zip searched, or the searcher's own profile's; an unknown zip is a 400 with a clear message. */
export async function originOf(
  viewer: Viewer,
  zip: string | undefined,
): Promise<(LatLng & { zip: string; place: string }) | null> {
  if (zip) {
    const place = lookupZip(zip);
    if (!place) throw invalid("We could not find that zip code", { location: ["We could not find that US zip code"] });
    return { ...place, place: `${place.city}, ${place.state}` };
  }
  const own =
    (await first(
      db
        .select({ zip: gcProfiles.zipCode, latitude: gcProfiles.latitude, longitude: gcProfiles.longitude })
        .from(gcProfiles)
        .where(eq(gcProfiles.userId, viewer.id))
        .limit(1),
    )) ??
    (await first(
      db
        .select({ zip: subProfiles.zipCode, latitude: subProfiles.latitude, longitude: subProfiles.longitude })
        .from(subProfiles)
        .where(eq(subProfiles.userId, viewer.id))
        .limit(1),
    ));
  if (!own || own.latitude === null || own.longitude === null) return null;
  const place = lookupZip(own.zip);
  return {
    zip: own.zip,
    latitude: own.latitude,
    longitude: own.longitude,
    place: place ? `${place.city}, ${place.state}` : own.zip,
  };
}

const NOTHING = NO_ROWS;

/** The filters other than place: they read only the subcontractor's and user's own columns. */
function plainConditions(filters: SubcontractorSearch): (SQL | undefined)[] {
  return [
    filters.verified ? verifiedSql() : undefined,
    eq(users.role, "subcontractor"),
    eq(users.accountStatus, "active"),
    filters.specialty
      ? (TRADES as readonly string[]).includes(filters.specialty)
        ? eq(subProfiles.specialty, filters.specialty)
        : NOTHING
      : undefined,
    filters.rating > 0 ? gte(subProfiles.avgRating, filters.rating) : undefined,
    filters.availability ? availableNowSql() : undefined,
  ];
}

/** The filter that costs subqueries per row: who may see the profile. */
function costlyConditions(viewer: Viewer): (SQL | undefined)[] {
  return [profileVisibleSql(viewer)];
}

/** Within `miles` of the origin (null: no limit) and within the subcontractor's own service radius. */
export function subcontractorInRange(origin: LatLng, miles: number | null): SQL[] {
  const distance = distanceSql(subProfiles.latitude, subProfiles.longitude, origin);
  const reach = sql`(${subProfiles.serviceRadius} >= ${ANY_REACH} OR ${distance} <= ${subProfiles.serviceRadius})`;
  if (miles === null) return [reach];
  return [inBox(subProfilesGeo, boundingBox(origin, miles))!, lte(distance, miles), reach];
}

/**
 * The smallest ring (miles) already holding `need` matches, else the whole limit (null: none). The widest ring is
 * counted first: where even it falls short (a sparse area, a small market) that one capped count is the answer,
 * instead of one count per ring.
 */
export async function ringFor(
  count: (miles: number) => Promise<number>,
  need: number,
  limitMiles: number | null,
  rings: readonly number[] = RINGS,
): Promise<number | null> {
  const inside = rings.filter((r) => limitMiles === null || r < limitMiles);
  const widest = inside.length > 1 ? await count(inside[inside.length - 1]) : null;
  if (widest !== null && widest < need) return limitMiles;
  for (const [i, r] of inside.entries()) {
    if ((i === inside.length - 1 && widest !== null ? widest : await count(r)) >= need) return r;
  }
  return limitMiles;
}

/** The ring after `ring` (miles), up to the whole limit (null: none). */
export function nextRing(ring: number, limitMiles: number | null, rings: readonly number[] = RINGS): number | null {
  return rings.find((r) => r > ring && (limitMiles === null || r < limitMiles)) ?? limitMiles;
}

function resultRows(origin: LatLng | null) {
  return db
    .select({
      userId: subProfiles.userId,
      businessName: subProfiles.businessName,
      specialty: subProfiles.specialty,
      location: subProfiles.location,
      zipCode: subProfiles.zipCode,
      serviceRadius: subProfiles.serviceRadius,
      crewSize: subProfiles.crewSize,
      avgRating: subProfiles.avgRating,
      reviewCount: subProfiles.reviewCount,
      logo: subProfiles.logoUploadId,
      distance: origin ? distanceSql(subProfiles.latitude, subProfiles.longitude, origin) : sql<null>`NULL`,
    })
    .from(subProfiles)
    .innerJoin(users, eq(users.id, subProfiles.userId));
}

/**
 * Candidates' ids only, for counting and ordering: what the filters and the order read is in the profile's place
 * index (sub_profiles_user_place_idx), so its rows are not read.
 */
function candidateIds(bounded: boolean) {
  const rows = db
    .select({ userId: subProfiles.userId })
    .from(subProfiles)
    .innerJoin(users, eq(users.id, subProfiles.userId));
  return bounded
    ? rows.innerJoin(subProfilesGeo, eq(subProfilesGeo.id, subProfiles.userId)).$dynamic()
    : rows.$dynamic();
}

async function countUpTo(where: SQL | undefined, origin: LatLng | null, cap: number) {
  const rows = candidateIds(origin !== null)
    .where(where)
    .limit(cap);
  return (await selectRow<{ n: number }>(sql`SELECT count(*) AS n FROM (${rows}) AS found`))?.n ?? 0;
}

/** Of the given users, those who pass the conditions on their `users` row (one query for the list). */
export async function usersPassing(ids: number[], conditions: (SQL | undefined)[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(inIds(users.id, ids), ...conditions))
    ).map((r) => r.id),
  );
}

/**
 * How many in range pass every condition, up to `cap`: candidates are read on their own columns a batch at a time
 * and only those get the per-row subqueries (the whole count read every row's privacy and Verified subqueries).
 */
async function countVisible(
  origin: LatLng,
  plain: SQL | undefined,
  costly: (SQL | undefined)[],
  cap: number,
  bounded: boolean,
) {
  let kept = 0;
  // About 85 % of profiles pass for a stranger at market scale: a batch a quarter over the cap is nearly always
  // enough (the per-row subqueries are most of the cost); when too many fall out, one four times larger.
  for (let want = Math.ceil(cap * 1.25); ; want *= 4) {
    const ids = (await candidateIds(bounded).where(plain).limit(want)).map((r) => r.userId);
    kept = (await usersPassing(ids, costly)).size;
    if (kept >= cap || ids.length < want || want >= 20_000) return Math.min(kept, cap);
  }
}

/**
 * The first `need` subcontractors nearest first. Ordering a dense metro's ring by distance is cheap on the rows' own
 * columns; the per-row subqueries (privacy, Verified) run only on that ordered list, fetching more while too many
 * fall out.
 */
async function nearestVisible(
  origin: LatLng,
  plain: SQL | undefined,
  costly: (SQL | undefined)[],
  ring: number | null,
  need: number,
): Promise<number[]> {
  const distance = distanceSql(subProfiles.latitude, subProfiles.longitude, origin);
  for (let want = need * 2 + 24; ; want *= 4) {
    const ordered = (
      await candidateIds(ring !== null)
        .where(plain)
        .orderBy(asc(distance), desc(subProfiles.avgRating), asc(subProfiles.userId))
        .limit(want)
    ).map((r) => r.userId);
    const kept = await usersPassing(ordered, costly);
    const visible = ordered.filter((id) => kept.has(id));
    if (visible.length >= need || ordered.length < want || want > 8000) return visible;
  }
}

/** Who searches for what: general contractors find subcontractors, subcontractors find projects. */
export function assertCanSearch(viewer: Viewer, what: "subcontractors" | "projects") {
  if (what === "subcontractors" && viewer.role !== "general_contractor") {
    throw forbidden("Only general contractors can search for subcontractors.");
  }
  if (what === "projects" && viewer.role !== "subcontractor") {
    throw forbidden("Only subcontractors can search for projects.");
  }
}

/** Find Subcontractors: general contractors only. */
export async function searchSubcontractors(
  viewer: Viewer,
  filters: SubcontractorSearch,
): Promise<SearchPage<SubcontractorResult>> {
  assertCanSearch(viewer, "subcontractors");
  const origin = await originOf(viewer, filters.location);
  const plain = plainConditions(filters);
  const costly = costlyConditions(viewer);
  const limitMiles = filters.distance >= NO_LIMIT ? null : filters.distance;
  const offset = (filters.page - 1) * SEARCH_PAGE_SIZE;

  let rows;
  let counted;
  if (!origin) {
    // No place to measure from: the best rated first.
    const where = and(...plain, ...costly);
    counted = await countUpTo(where, null, COUNT_CAP + 1);
    rows = await resultRows(null)
      .where(where)
      .orderBy(desc(subProfiles.avgRating), desc(subProfiles.reviewCount), asc(subProfiles.userId))
      .limit(SEARCH_PAGE_SIZE)
      .offset(offset);
  } else {
    const inRange = (miles: number | null) => and(...plain, ...subcontractorInRange(origin, miles));
    counted = await countVisible(origin, inRange(limitMiles), costly, COUNT_CAP + 1, limitMiles !== null);
    const need = offset + SEARCH_PAGE_SIZE;
    let ring = await ringFor(async (r) => await countUpTo(inRange(r), origin, need), need, limitMiles);
    let found = await nearestVisible(origin, inRange(ring), costly, ring, need);
    // Too many in the ring were hidden from the viewer: the next ring out.
    while (found.length < need && ring !== limitMiles) {
      ring = nextRing(ring!, limitMiles);
      found = await nearestVisible(origin, inRange(ring), costly, ring, need);
    }
    const ids = found.slice(offset, need);
    const byId = new Map(
      (await resultRows(origin).where(inArray(subProfiles.userId, ids.length ? ids : [-1]))).map((r) => [r.userId, r]),
    );
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  }

  const ids = rows.map((r) => r.userId);
  const [verified, connections] = await Promise.all([verificationOf(ids), connectionStatesWith(viewer, ids)]);
  const availability = await availabilitySummaries(ids);
  const total = Math.min(counted, COUNT_CAP);
  return {
    items: rows.map((r) => ({
      user_id: r.userId,
      business_name: r.businessName,
      specialty: r.specialty,
      location: r.location,
      zip_code: r.zipCode,
      service_radius: r.serviceRadius,
      crew_size: r.crewSize,
      available_now: availability.get(r.userId)?.available_now ?? false,
      avg_rating: r.avgRating,
      review_count: r.reviewCount,
      logo_url: r.logo ? uploadUrl(r.logo, "card") : null,
      verified: verified.get(r.userId) === "verified",
      verification: verified.get(r.userId) ?? null,
      distance_miles: r.distance === null ? null : Math.round(r.distance * 10) / 10,
      next_available: availability.get(r.userId)?.next_available ?? null,
      profile_url: `/profile/${r.userId}`,
      connection: connections.get(r.userId) ?? { state: "none" },
    })),
    total,
    more: counted > COUNT_CAP,
    page: filters.page,
    page_count: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
    origin: origin ? { zip: origin.zip, place: origin.place } : null,
  };
}

/** Find Projects: subcontractors only; Accepting Projects means open ones, rating is the contractor's. */
export async function searchProjects(viewer: Viewer, filters: ProjectSearch) {
  assertCanSearch(viewer, "projects");
  const origin = await originOf(viewer, filters.location);
  const found = await browseProjects(viewer, {
    trade: filters.projectType,
    status: filters.accepting ? "open" : "all",
    zip: origin?.zip,
    distance: filters.distance,
    minRating: filters.rating,
    sort: origin ? "nearest" : "newest",
    page: filters.page,
  });
  return { ...found, origin: origin ? { zip: origin.zip, place: origin.place } : null };
}
