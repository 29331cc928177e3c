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
