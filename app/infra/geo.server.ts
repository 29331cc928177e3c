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
 * plain columns (db/migrations-pg/0001), which the GiST index of the table's points (db/migrations-pg/0003) serves
 * through `point <@ box` (a point's min and max are the same value). That operator compares with a tolerance of
 * 1e-6, so the four comparisons still decide, in exact numbers.
 */
export function inBox(index: ReturnType<typeof pointIndex>, box: ReturnType<typeof boundingBox>) {
  return and(
    gte(index.minLat, box.minLat),
    lte(index.maxLat, box.maxLat),
    gte(index.minLon, box.minLon),
    lte(index.maxLon, box.maxLon),
    onPostgres
      ? sql`point(${index.minLon}, ${index.minLat}) <@ box(point(${box.minLon}, ${box.minLat}), point(${box.maxLon}, ${box.maxLat}))`
      : undefined,
  );
}
