/**
 * The maps pages show, from what the viewer may already see: callers pass only results, people and places that the
 * visibility rules let through, and a place is only ever a zip code's centroid, never a street address.
 */
import { SEARCH_DISTANCES } from "~/constants";
import { and, asc, eq, ne, sql } from "drizzle-orm";

import { projectApplications, subProfiles, users } from "../../db/schema";
import { meParam, profileQuery, type Viewer } from "~/domain/privacy.server";
import { originOf } from "~/domain/search.server";
import { db } from "~/infra/db.server";
import { distanceMiles, locatePlace, lookupZip } from "~/infra/geo.server";
import { drawMap, type MapPoint, type MapView } from "~/infra/maps.server";

export type { MapView } from "~/infra/maps.server";
/** The base layer every map of a view shares, public geography that anyone may fetch (routes/maps). */
export { baseLayer as mapBaseLayer } from "~/infra/maps.server";

/** Something to pin: its zip code (null when it has no place) and where the pin leads. */
export type Pinned = { name: string; zip: string | null; href: string; label?: string };

type Origin = { zip: string; name: string; radiusMiles?: number };

function pointsOf(items: Pinned[]): MapPoint[] {
  return items.flatMap((item, index) => {
    const place = item.zip ? lookupZip(item.zip) : null;
    return place
      ? [
          {
            latitude: place.latitude,
            longitude: place.longitude,
            name: item.name,
            href: item.href,
            label: item.label ?? String(index + 1),
          },
        ]
      : [];
  });
}

/**
 * A map of a list's items as numbered pins (the numbers the cards show), around the searched place and radius when
 * there is one. Null when nothing has a place.
 */
export function listMap({
  title,
  noun,
  items,
  origin,
}: {
  title: string;
  /** What the items are, in the plural ("projects"). */
  noun: string;
  items: Pinned[];
  origin?: Origin | null;
}): MapView | null {
  const points = pointsOf(items);
  const center = origin ? lookupZip(origin.zip) : null;
  if (points.length === 0 && !center) return null;
  const around = center
    ? ` within ${origin?.radiusMiles ? `${origin.radiusMiles} miles of` : "reach of"} ${origin?.name}`
    : "";
  const unplaced = items.length - points.length;
  return drawMap({
    title,
    description:
      `${points.length} ${noun}${around}, each at its zip code's centre and numbered as in the list.` +
      (unplaced ? ` ${unplaced} without a zip code are not on the map.` : ""),
    origin: center && origin ? { ...center, name: origin.name, radiusMiles: origin.radiusMiles } : null,
    points,
  });
}

/** One place and, optionally, a radius around it (a project's site, a subcontractor's service area). */
export function placeMap({
  title,
  description,
  place,
  others = [],
}: {
  title: string;
  description: string;
  place: Origin & { href?: string };
  /** Further pins, such as where the applicants to a project are based. */
  others?: Pinned[];
}): MapView | null {
  const center = lookupZip(place.zip);
  if (!center) return null;
  return drawMap({
    title,
    description,
    origin: { ...center, name: place.name, radiusMiles: place.radiusMiles },
    points: pointsOf(others),
  });
}

const radiusOf = (distance: number | undefined) =>
  distance !== undefined && distance >= SEARCH_DISTANCES[SEARCH_DISTANCES.length - 1] ? undefined : (distance ?? 25);

/** The map beside a page of project results: numbered pins to the cards, the searched zip and its radius. */
export function projectResultsMap(
  projects: { id: number; title: string; zip_code: string | null }[],
  search: { zip?: string; distance?: number },
): MapView | null {
  return listMap({
    title: "Map of these projects",
    noun: "projects",
    items: projects.map((p) => ({ name: p.title, zip: p.zip_code, href: `#project-${p.id}` })),
    origin: search.zip
      ? { zip: search.zip, name: `Zip code ${search.zip}`, radiusMiles: radiusOf(search.distance) }
      : null,
  });
}

/** The map beside the dashboard's search results (subcontractors or projects), around the searched place. */
export function searchResultsMap(
  search:
    | { kind: "subcontractors"; items: { user_id: number; business_name: string; zip_code: string }[] }
    | { kind: "projects"; items: { id: number; title: string; zip_code: string | null }[] },
  origin: { zip: string; place: string } | null,
  distance: number,
): MapView | null {
  const items: Pinned[] =
    search.kind === "subcontractors"
      ? search.items.map((s) => ({ name: s.business_name, zip: s.zip_code, href: `#person-${s.user_id}` }))
      : search.items.map((p) => ({ name: p.title, zip: p.zip_code, href: `#project-${p.id}` }));
  return listMap({
    title: `Map of these ${search.kind}`,
    noun: search.kind,
    items,
    origin: origin ? { zip: origin.zip, name: origin.place, radiusMiles: radiusOf(distance) } : null,
  });
}

/** The map beside Smart Matches: numbered pins to the match cards, around the viewer's own base. */
export async function matchesMap(viewer: Viewer, noun: string, items: Pinned[]): Promise<MapView | null> {
  const base = await originOf(viewer, undefined);
  return listMap({
    title: `Map of your ${noun}`,
    noun,
    items,
    origin: base ? { zip: base.zip, name: "Your base" } : null,
  });
}

/** At most this many applicants are pinned on a project's map (the earliest first). */
const APPLICANT_PINS = 50;

// The owner's view of every project page draws it: built once for each shape of the profile rule.
const applicantPins = profileQuery((visible) =>
  db
    .select({ id: users.id, name: subProfiles.businessName, zip: subProfiles.zipCode })
    .from(projectApplications)
    .innerJoin(users, eq(users.id, projectApplications.applicantId))
    .innerJoin(subProfiles, eq(subProfiles.userId, users.id))
    .where(
      and(
        eq(projectApplications.projectId, sql.placeholder("projectId")),
        ne(projectApplications.status, "rejected"),
        visible,
      ),
    )
    .orderBy(asc(projectApplications.createdAt))
    .limit(APPLICANT_PINS)
    .prepare(),
);

/**
 * A project's site and, for its owner, where the applicants (not rejected) are based, with their distances: only
 * those whose profile the owner may see.
 */
export async function projectSiteMap(
  viewer: Viewer,
  project: { id: number; title: string; zip_code: string | null; creator_id: number },
): Promise<MapView | null> {
  const site = project.zip_code ? lookupZip(project.zip_code) : null;
  if (!site) return null;
  const applicants =
    viewer.id === project.creator_id
      ? await applicantPins(viewer).execute({ projectId: project.id, me: meParam(viewer) })
      : [];
  const pins = applicants.map((a) => {
    const base = lookupZip(a.zip);
    const away = base ? `, ${distanceMiles(site, base)} mi from the site` : "";
    return { name: `${a.name}${away}`, zip: a.zip, href: `/profile/${a.id}` };
  });
  return placeMap({
    title: `Where ${project.title} is`,
    description:
      `The project site, at the centre of zip code ${site.zip} (${site.city}, ${site.state}).` +
      (applicants.length ? ` ${applicants.length} applicants are pinned where they are based.` : ""),
    place: { zip: site.zip, name: `Project site, ${site.city}, ${site.state}` },
    others: pins,
  });
}

/** The most a service area circle shows: the product's largest radius means "200 miles or more". */
const WIDEST_SERVICE_AREA = 200;

/**
 * Where a business is based (its zip code's centre) and, for a subcontractor, the area they serve. The caller passes
 * a profile the viewer may see.
 */
export function serviceAreaMap(profile: {
  display_name: string;
  gcProfile: { zip_code: string } | null;
  subProfile: { zip_code: string; service_radius: number } | null;
}): MapView | null {
  const zip = profile.subProfile?.zip_code ?? profile.gcProfile?.zip_code;
  const base = zip ? lookupZip(zip) : null;
  if (!zip || !base) return null;
  const radius = profile.subProfile ? Math.min(profile.subProfile.service_radius, WIDEST_SERVICE_AREA) : undefined;
  const serves = profile.subProfile
    ? ` The circle is the area they serve: ${profile.subProfile.service_radius >= WIDEST_SERVICE_AREA ? `${WIDEST_SERVICE_AREA} miles or more` : `${radius} miles`} around it.`
    : "";
  return placeMap({
    title: `Where ${profile.display_name} is based`,
    description: `Based in ${base.city}, ${base.state}, at the centre of zip code ${base.zip}.${serves}`,
    place: { zip, name: `${profile.display_name}, ${base.city}, ${base.state}`, radiusMiles: radius },
  });
}

/**
 * The sites of a page of appointments: where each location's zip code (or "City, ST") is, never the street address
 * written before it; numbered as the cards are.
 */
export function appointmentsMap(items: { id: number; title: string; location: string | null }[]): MapView | null {
  return listMap({
    title: "Map of these appointments",
    noun: "appointment sites",
    items: items.map((a) => ({
      name: a.title,
      zip: a.location ? (locatePlace(a.location)?.zip ?? null) : null,
      href: `#appointment-${a.id}`,
    })),
  });
}
