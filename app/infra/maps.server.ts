/**
 * Maps drawn on the server: SVG path data from the US Census geometry of us-atlas (the nation, states and counties),
 * projected with d3-geo to fit what is shown. No tile server, no map script in the browser, no request to anyone
 * else; docs/decisions/014-server-drawn-maps.md says why and how the sizes and times are kept.
 */
import { createRequire } from "node:module";

import {
  geoAlbersUsa,
  geoAzimuthalEquidistant,
  geoCircle,
  geoPath,
  type GeoPermissibleObjects,
  type GeoProjection,
} from "d3-geo";
import type { Feature, FeatureCollection, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";

import { boundingBox, distanceMiles, type LatLng } from "~/infra/geo.server";
import { LruMap } from "~/lib/lru";

export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 250;
const PADDING = 10;

/** Half-heights of the views drawn, in miles: a view snaps up to one of them so its base layer can be cached. */
const ZOOMS = [5, 7, 9, 12, 15, 19, 24, 30, 37, 45, 55, 67, 80, 95, 115, 140, 170, 205, 250, 300, 360, 430] as const;
/** Above this half-height county lines are noise (and weigh too much): only states are drawn. */
const COUNTY_LINES_UP_TO = 95;

type Box = { minLat: number; maxLat: number; minLon: number; maxLon: number };
type Part<G> = { geometry: G; box: Box };

export type MapPin = {
  x: number;
  y: number;
  /** What the pin shows: the number of its card, or a short mark. */
  label: string;
  /** What it stands for, for screen readers and the tooltip. */
  name: string;
  href: string;
  /** Where the place really is, when the pin had to move aside for another. */
  from?: { x: number; y: number };
};

/** Everything a map component draws; coordinates are in a MAP_WIDTH × MAP_HEIGHT view box. */
export type MapView = {
  width: number;
  height: number;
  title: string;
  description: string;
  /**
   * The base layer's name (baseLayer below draws it; a page links it, so the browser fetches and keeps it once for
   * every map of that view), and whether it has county shapes (close views) or only states.
   */
  base: { frame: string; counties: boolean };
  /** A radius around a place (a search, a service area), or null. */
  circle: string | null;
  /** The place the view is about (a searched zip, a base), drawn as a ring; null when the pins say it all. */
  origin: { x: number; y: number; name: string } | null;
  pins: MapPin[];
  scale: { x: number; y: number; width: number; label: string } | null;
};

export type MapPoint = LatLng & { label: string; name: string; href: string };

export type MapRequest = {
  title: string;
  description: string;
  /** The place the map is about and, optionally, the radius drawn around it. */
  origin?: (LatLng & { name: string; radiusMiles?: number }) | null;
  points: MapPoint[];
};

type Geometry = {
  counties: Part<Polygon>[];
  states: Part<Polygon>[];
  /** The states simplified for a view of the whole country. */
  simplifiedStates: Feature[];
};

let geometry: Geometry | null = null;

/** us-atlas's counties file holds the nation, the states and the counties as one topology (read once, lazily). */
function loadGeometry(): Geometry {
  if (geometry) return geometry;
  const require = createRequire(import.meta.url);
  const us = require("us-atlas/counties-10m.json") as UsTopology;
  const simplified = simplify(presimplify(require("us-atlas/states-10m.json")), NATIONAL_MIN_WEIGHT) as UsTopology;
  geometry = {
    counties: polygonParts(feature(us, us.objects.counties).features),
    states: polygonParts(feature(us, us.objects.states).features),
    simplifiedStates: feature(simplified, simplified.objects.states).features,
  };
  return geometry;
}

type UsTopology = Topology<{ nation: GeometryCollection; states: GeometryCollection; counties: GeometryCollection }>;

/**
 * The area (square degrees, Visvalingam) under which a point is dropped from the national view: at 640 pixels across
 * the country it keeps every shape a reader can tell apart and brings the states from 90 KB to 5 KB gzipped.
 */
const NATIONAL_MIN_WEIGHT = 0.03;

/** Each polygon of each feature with its bounding box, so a view draws only what it can see. */
const polygonParts = (features: Feature[]): Part<Polygon>[] =>
  features.flatMap((f) => {
    const polygons =
      f.geometry.type === "MultiPolygon"
        ? f.geometry.coordinates
        : f.geometry.type === "Polygon"
          ? [f.geometry.coordinates]
          : [];
    return polygons.map((coordinates) => ({ geometry: { type: "Polygon", coordinates }, box: boxOf(coordinates[0]) }));
  });

function boxOf(points: Position[]): Box {
  const box = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };
  for (const [lon, lat] of points) {
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
    box.minLon = Math.min(box.minLon, lon);
    box.maxLon = Math.max(box.maxLon, lon);
  }
  return box;
}

const overlaps = (a: Box, b: Box) =>
  a.minLat <= b.maxLat && a.maxLat >= b.minLat && a.minLon <= b.maxLon && a.maxLon >= b.minLon;

/** A view: its projection and its base layers (land, county and state lines), cached by where it looks. */
type Frame = {
  /** Where it looks, as its cache key: "us", or the half-height and the snapped centre ("45:40.7246:-73.9855"). */
  key: string;
  projection: GeoProjection;
  /** Land as county shapes (their outlines are the county lines) in close views, else as state shapes. */
  land: string;
  /** State lines, drawn over the land. */
  states: string;
  /** Across the country the scale changes from place to place, so no scale bar is drawn. */
  milesPerPixel: number | null;
};

const frames = new LruMap<string, Frame>(500);

function cached(key: string, make: () => Frame): Frame {
  const hit = frames.get(key);
  if (hit) return hit;
  const frame = make();
  frames.set(key, frame);
  return frame;
}

/**
 * Drops the rings (small islands) that rounding to whole pixels collapsed onto one point: with no area and no length
 * they draw nothing, but they made up a third of the national outline that every such map sends twice (markup and
 * loader data).
 */
function withoutDotRings(path: string): string {
  return path.replace(/M(-?\d+),(-?\d+)(?:L\1,\2)*Z/g, "");
}

/** The lower 48 with Alaska and Hawaii inset, for what is spread across the country. */
function nationalFrame(): Frame {
  return cached("us", () => {
    const states: FeatureCollection = { type: "FeatureCollection", features: loadGeometry().simplifiedStates };
    const projection = geoAlbersUsa().fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      states,
    );
    const path = geoPath(projection).digits(0);
    return { key: "us", projection, land: "", states: withoutDotRings(path(states) ?? ""), milesPerPixel: null };
  });
}

/** Where a local view of `halfHeight` miles around `center` looks, and its name (the frame's cache key). */
function localView(center: LatLng, halfHeight: (typeof ZOOMS)[number]) {
  // The centre snaps to a grid of a tenth of the view so that nearby maps share a cached base layer.
  const step = halfHeight / 10 / 69;
  const snapped = {
    latitude: Math.round(center.latitude / step) * step,
    longitude: Math.round(center.longitude / step) * step,
  };
  return { snapped, key: `${halfHeight}:${snapped.latitude.toFixed(4)}:${snapped.longitude.toFixed(4)}` };
}

/** A view of `halfHeight` miles around `center`, centred there, true to distance in every direction. */
function localFrame(center: LatLng, halfHeight: (typeof ZOOMS)[number]): Frame {
  const { snapped, key } = localView(center, halfHeight);
  return cached(key, () => {
    const projection = geoAzimuthalEquidistant()
      .rotate([-snapped.longitude, -snapped.latitude])
      .fitExtent(
        [
          [PADDING, PADDING],
          [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
        ],
        geoCircle()
          .center([snapped.longitude, snapped.latitude])
          .radius(halfHeight / 69.05)(),
      )
      .clipExtent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ]);
    const { counties, states } = loadGeometry();
    const seen = boundingBox(snapped, halfHeight * (MAP_WIDTH / MAP_HEIGHT) * 1.25);
    const path = geoPath(projection).digits(0);
    const drawn = (parts: Part<Polygon>[]) =>
      parts
        .filter((part) => overlaps(part.box, seen))
        .map((part) => withoutDotRings(path(part.geometry) ?? ""))
        .join("");
    return {
      key,
      projection,
      land: halfHeight <= COUNTY_LINES_UP_TO ? drawn(counties) : "",
      states: drawn(states),
      milesPerPixel: (2 * halfHeight) / (MAP_HEIGHT - 2 * PADDING),
    };
  });
}

const LOWER_48 = { minLat: 24, maxLat: 50, minLon: -125.5, maxLon: -66 };
const inLower48 = ({ latitude, longitude }: LatLng) =>
  latitude >= LOWER_48.minLat &&
  latitude <= LOWER_48.maxLat &&
  longitude >= LOWER_48.minLon &&
  longitude <= LOWER_48.maxLon;

/** Reads the geometry and draws the national frame, so the first map a user asks for is as quick as the next. */
export function warmMaps() {
  nationalFrame();
}

/** The frame that shows the origin's radius and every point: local when they fit in 400 miles, else the country. */
function frameFor(request: MapRequest): Frame {
  const places: LatLng[] = [...(request.origin ? [request.origin] : []), ...request.points];
  if (places.length === 0 || !places.every(inLower48)) return nationalFrame();
  const center = request.origin ?? middleOf(places);
  const reach = Math.max(
    request.origin?.radiusMiles ?? 0,
    ...places.map((place) => distanceMiles(center, place) * (MAP_HEIGHT / (MAP_HEIGHT - 4 * PADDING))),
    ZOOMS[0],
  );
  const zoom = ZOOMS.find((z) => z >= reach * 1.04);
  return zoom ? localFrame(center, zoom) : nationalFrame();
}

function middleOf(places: LatLng[]): LatLng {
  const box = boxOf(places.map((p) => [p.longitude, p.latitude]));
  return { latitude: (box.minLat + box.maxLat) / 2, longitude: (box.minLon + box.maxLon) / 2 };
}

const round = (n: number) => Math.round(n);

const PIN_RADIUS = 10;

/**
 * Pins that would overlap are moved to the nearest free spot on a spiral around their place (a leader line joins
 * them), so each stays a link of its own.
 */
function placePins(pins: MapPin[]): MapPin[] {
  const placed: MapPin[] = [];
  const free = (x: number, y: number) =>
    placed.every((other) => Math.hypot(other.x - x, other.y - y) >= 2 * PIN_RADIUS + 1);
  for (const pin of pins) {
    let spot = { x: pin.x, y: pin.y };
    for (let step = 1; step < 200 && !free(spot.x, spot.y); step++) {
      const angle = step * 0.9;
      const distance = 4 + step * 1.6;
      spot = { x: round(pin.x + distance * Math.cos(angle)), y: round(pin.y + distance * Math.sin(angle)) };
    }
    placed.push(
      spot.x === pin.x && spot.y === pin.y ? pin : { ...pin, x: spot.x, y: spot.y, from: { x: pin.x, y: pin.y } },
    );
  }
  return placed;
}

const NICE_MILES = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500];

function scaleBar({ milesPerPixel }: Frame): MapView["scale"] {
  if (!milesPerPixel) return null;
  const target = milesPerPixel * (MAP_WIDTH / 5);
  const miles = [...NICE_MILES].reverse().find((m) => m <= target);
  if (!miles) return null;
  return { x: PADDING, y: MAP_HEIGHT - PADDING, width: round(miles / milesPerPixel), label: `${miles} mi` };
}

/** Draws a map: the base layers of the frame that fits, then the origin, its radius and the pins. */
export function drawMap(request: MapRequest): MapView {
  const frame = frameFor(request);
  const project = (place: LatLng) => frame.projection([place.longitude, place.latitude]);
  const pins = request.points.flatMap((point) => {
    const at = project(point);
    return at ? [{ x: round(at[0]), y: round(at[1]), label: point.label, name: point.name, href: point.href }] : [];
  });
  const origin = request.origin;
  const originAt = origin ? project(origin) : null;
  const circle = origin?.radiusMiles
    ? geoPath(frame.projection).digits(0)(
        geoCircle()
          .center([origin.longitude, origin.latitude])
          .radius(origin.radiusMiles / 69.05)() as GeoPermissibleObjects,
      )
    : null;
  return {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    title: request.title,
    description: request.description,
    base: { frame: frame.key, counties: frame.land !== "" },
    circle,
    origin: origin && originAt ? { x: round(originAt[0]), y: round(originAt[1]), name: origin.name } : null,
    pins: placePins(pins),
    scale: scaleBar(frame),
  };
}

/**
 * The base layer of a view a map named (MapView's `base.frame`), as an SVG document whose paths a map `<use>`s: the
 * land (`#land`, county shapes, empty in wide views) and the state lines (`#states`), with no colours of their own
 * (they take the map's, so they follow the theme). Null for a name that is not a view's (a centre off the grid, a
 * zoom that is not one of ours).
 */
export function baseLayer(frame: string): string | null {
  let view: Frame;
  if (frame === "us") view = nationalFrame();
  else {
    const [zoomText, latitudeText, longitudeText] = frame.split(":");
    const halfHeight = ZOOMS.find((z) => String(z) === zoomText);
    const latitude = Number(latitudeText);
    const longitude = Number(longitudeText);
    if (!halfHeight || !(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return null;
    // A centre off the grid, or a name written another way ("45:40.72460:…"), is not a view's name: one address for
    // each view, so that each is kept once.
    if (localView({ latitude, longitude }, halfHeight).key !== frame) return null;
    view = localFrame({ latitude, longitude }, halfHeight);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">` +
    `<path id="land" d="${view.land}"/><path id="states" d="${view.states}"/></svg>`
  );
}
