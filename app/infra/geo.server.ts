import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import zipcodes from "zipcodes";

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

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, rounded to 0.1 mile. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(miles * 10) / 10;
}

/** The latitude and longitude band around a point that holds every place within `miles` (for an index range). */
export function boundingBox({ latitude, longitude }: LatLng, miles: number) {
  const dLat = miles / 69.0;
  const dLon = miles / (69.172 * Math.max(0.01, Math.cos(rad(latitude))));
  return { minLat: latitude - dLat, maxLat: latitude + dLat, minLon: longitude - dLon, maxLon: longitude + dLon };
}

/** The same haversine distance in miles, as SQL over two columns (SQLite's math functions). */
export function distanceSql(
  latColumn: SQLWrapper,
  lonColumn: SQLWrapper,
  { latitude, longitude }: LatLng,
): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_MILES} * 2 * asin(min(1, sqrt(
    pow(sin(radians(${latColumn} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${latColumn})) * pow(sin(radians(${lonColumn} - ${longitude}) / 2), 2)))))`;
}
