import { and, gte, lte, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { integer, real, sqliteTable } from "drizzle-orm/sqlite-core";
import zipcodes, { type ZipCode } from "zipcodes";
import { onPostgres, smaller } from "./db.server";

export type ZipLocation = { zip: string; latitude: number; longitude: number; city: string; state: string };
export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_MILES = 3958.8;

/** Coordinates, city and state of a 5-digit US zip code (a ZIP+4 is accepted), or null when unknown. */
export function lookupZip(zip: string): ZipLocation | null {
  const five = zip.trim().match(/^(\d{5})(?:-\d{4})?$/)?.[1];
  if (!five) return null;
  const hit = zipcodes.lookup(five);
  if (!hit || typeof hit.latitude !== "number" || typeof hit.longitude !== "number") return null;
  return { zip: hit.zip, latitude: hit.latitude, longitude: hit.longitude, city: hit.city, state: hit.state };
}

/**
 * Where a free-text place is: the zip code written at its end ("Chicago, IL 60601"), else its last two
 * comma-separated parts as city and state ("Chicago, IL", "12 Main St, Mesa, Arizona") resolved to the city's most
 * central zip code; null when neither resolves.
 */
export function locatePlace(place: string): ZipLocation | null {
  const zip = place.match(/\b(\d{5})(?:-\d{4})?\s*$/);
  const byZip = zip ? lookupZip(zip[1]) : null;
  if (byZip) return byZip;
  const parts = (zip ? place.slice(0, zip.index) : place).split(",").map((part) => part.trim());
  const [city, state] = parts.slice(-2);
  return parts.length >= 2 && city && state ? centralZip(zipcodes.lookupByName(city, state)) : null;
}

/** Of a city's zip codes, the one nearest the middle of them all. */
function centralZip(zips: ZipCode[]): ZipLocation | null {
  const located = zips.filter(
    (z) => /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude),
  );
  if (located.length === 0) return null;
  const middle = {
    latitude: located.reduce((sum, z) => sum + z.latitude, 0) / located.length,
    longitude: located.reduce((sum, z) => sum + z.longitude, 0) / located.length,
  };
  const nearest = located.reduce((best, z) => (distanceMiles(middle, z) < distanceMiles(middle, best) ? z : best));
  return {
    zip: nearest.zip,
    latitude: nearest.latitude,
    longitude: nearest.longitude,
    city: nearest.city,
    state: nearest.state,
  };
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, rounded to 0.1 mile. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return Math.round(exactMiles(a, b) * 10) / 10;
}

/** The haversine distance in miles, unrounded. */
function exactMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The latitude and longitude band around a point that holds every place within `miles` (for an index range). */
export function boundingBox({ latitude, longitude }: LatLng, miles: number) {
  const dLat = miles / 69.0;
  const dLon = miles / (69.172 * Math.max(0.01, Math.cos(rad(latitude))));
  return { minLat: latitude - dLat, maxLat: latitude + dLat, minLon: longitude - dLon, maxLon: longitude + dLon };
}

/** The same haversine distance in miles, as SQL over two columns (SQLite's math functions; PostgreSQL has them). */
export function distanceSql(
  latColumn: SQLWrapper,
  lonColumn: SQLWrapper,
  { latitude, longitude }: LatLng,
): SQL<number> {
  const haversine = sql`sqrt(
    pow(sin(radians(${latColumn} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${latColumn})) * pow(sin(radians(${lonColumn} - ${longitude}) / 2), 2))`;
  return sql<number>`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(${smaller(sql`1`, haversine)}))`;
}

/**
 * The R*Tree point indexes of migration 0010 (id = user_id; min = max, a point), kept current by triggers on the
 * profile tables. Declared here and not in db/schema.sqlite.ts because drizzle-kit cannot create virtual tables.
 */
function pointIndex(name: string) {
  return sqliteTable(name, {
    id: integer("id").primaryKey(),
    minLat: real("min_lat").notNull(),
    maxLat: real("max_lat").notNull(),
    minLon: real("min_lon").notNull(),
    maxLon: real("max_lon").notNull(),
  });
}
export const subProfilesGeo = pointIndex("sub_profiles_geo");
export const gcProfilesGeo = pointIndex("gc_profiles_geo");

/**
 * The points of an R*Tree index inside a bounding box. On PostgreSQL the index is a view on the profile table's
 * plain columns (db/migrations-pg/0001), which no index serves: the profiles whose PostGIS `place` (GiST-indexed) lies
 * within the circle around the box's centre through its farthest corner are read first, and the box decides among
 * them, so the rows are the box's exactly.
 */
export function inBox(index: ReturnType<typeof pointIndex>, box: ReturnType<typeof boundingBox>) {
  return and(
    gte(index.minLat, box.minLat),
    lte(index.maxLat, box.maxLat),
    gte(index.minLon, box.minLon),
    lte(index.maxLon, box.maxLon),
    onPostgres ? placesAround(index, box) : undefined,
  );
}

const METRES_PER_MILE = 1609.344;

/**
 * `index.id IN (the profiles of the table whose place is within the circle holding the box)`, for the GiST index.
 * A box's farthest point from its centre is a corner (along an edge the distance only has a minimum); the radius is
 * the farthest corner's haversine distance plus 0.1% and 10 m, for PostGIS's sphere (radius 6,371,008.8 m, ours
 * 3,958.8 miles = 6,371,002 m) and rounding. The numbers are the app's own (inlined: typed as double precision).
 */
function placesAround(index: ReturnType<typeof pointIndex>, box: ReturnType<typeof boundingBox>): SQL {
  const table = index === subProfilesGeo ? "sub_profiles" : "gc_profiles";
  const centre = { latitude: (box.minLat + box.maxLat) / 2, longitude: (box.minLon + box.maxLon) / 2 };
  const corners = [box.minLat, box.maxLat].flatMap((latitude) =>
    [box.minLon, box.maxLon].map((longitude) => ({ latitude, longitude })),
  );
  const miles = Math.max(...corners.map((corner) => exactMiles(centre, corner)));
  const metres = miles * METRES_PER_MILE * 1.001 + 10;
  const number = (n: number) => sql.raw(String(n));
  const point = sql`ST_SetSRID(ST_MakePoint(${number(centre.longitude)}, ${number(centre.latitude)}), 4326)::geography`;
  return sql`${index.id} IN (SELECT user_id FROM ${sql.identifier(table)} WHERE ST_DWithin(place, ${point}, ${number(metres)}, false))`;
}
