/**
 * The maps pages show, from what the viewer may already see: callers pass only results, people and places that the
 * visibility rules let through, and a place is only ever a zip code's centroid, never a street address.
 */
import { SEARCH_DISTANCES } from "~/constants";
import type { Viewer } from "~/domain/privacy.server";
import { originOf } from "~/domain/search.server";
import { lookupZip } from "~/infra/geo.server";
import { drawMap, type MapPoint, type MapView } from "~/infra/maps.server";

export type { MapView } from "~/infra/maps.server";

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

/** The map beside a page of project results: numbered pins to the cards, the searched zip and its radius. */
export function projectResultsMap(
  projects: { id: number; title: string; zip_code: string | null }[],
  search: { zip?: string; distance?: number },
): MapView | null {
  const unlimited = (search.distance ?? 0) >= SEARCH_DISTANCES[SEARCH_DISTANCES.length - 1];
  return listMap({
    title: "Map of these projects",
    noun: "projects",
    items: projects.map((p) => ({ name: p.title, zip: p.zip_code, href: `#project-${p.id}` })),
    origin: search.zip
      ? {
          zip: search.zip,
          name: `Zip code ${search.zip}`,
          radiusMiles: unlimited ? undefined : (search.distance ?? 25),
        }
      : null,
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
