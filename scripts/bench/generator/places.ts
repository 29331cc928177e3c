/**
 * Real US zip codes (from the `zipcodes` package the app geocodes with), weighted toward populous metros: 85% of
 * places fall within 30 miles of a metro's center (metros weighted by population), the rest anywhere in the US.
 */
import zipcodes, { type ZipCode } from "zipcodes";

import { cumulative, type Rng } from "./random";

export type Place = { zip: string; latitude: number; longitude: number; location: string; metro: number };

/** Center zip and metro population in millions (approximate). */
const METROS: readonly (readonly [string, number])[] = [
  ["10001", 19.5], // New York
  ["90012", 12.8], // Los Angeles
  ["60601", 9.4], // Chicago
  ["75201", 7.9], // Dallas
  ["77002", 7.3], // Houston
  ["20001", 6.3], // Washington
  ["19103", 6.2], // Philadelphia
  ["33130", 6.1], // Miami
  ["30303", 6.2], // Atlanta
  ["02108", 4.9], // Boston
  ["85004", 5.0], // Phoenix
  ["94103", 4.6], // San Francisco
  ["92501", 4.6], // Riverside
  ["48226", 4.3], // Detroit
  ["98101", 4.0], // Seattle
  ["55401", 3.7], // Minneapolis
  ["92101", 3.3], // San Diego
  ["33602", 3.3], // Tampa
  ["80202", 3.0], // Denver
  ["21201", 2.8], // Baltimore
  ["63101", 2.8], // St. Louis
  ["32801", 2.7], // Orlando
  ["28202", 2.7], // Charlotte
  ["78205", 2.6], // San Antonio
  ["97204", 2.5], // Portland
  ["95814", 2.4], // Sacramento
  ["15222", 2.4], // Pittsburgh
  ["78701", 2.4], // Austin
  ["89101", 2.3], // Las Vegas
  ["45202", 2.3], // Cincinnati
  ["64106", 2.2], // Kansas City
  ["43215", 2.1], // Columbus
  ["46204", 2.1], // Indianapolis
  ["44113", 2.1], // Cleveland
  ["95113", 2.0], // San Jose
  ["37203", 2.0], // Nashville
  ["23510", 1.8], // Virginia Beach
  ["02903", 1.7], // Providence
  ["32202", 1.6], // Jacksonville
  ["53202", 1.6], // Milwaukee
  ["27601", 1.4], // Raleigh
  ["73102", 1.4], // Oklahoma City
  ["38103", 1.3], // Memphis
  ["23219", 1.3], // Richmond
  ["40202", 1.3], // Louisville
  ["70112", 1.3], // New Orleans
  ["84101", 1.3], // Salt Lake City
  ["06103", 1.2], // Hartford
  ["14202", 1.2], // Buffalo
  ["35203", 1.1], // Birmingham
  ["85701", 1.0], // Tucson
  ["68102", 1.0], // Omaha
  ["96813", 1.0], // Honolulu
  ["87102", 0.9], // Albuquerque
  ["83702", 0.8], // Boise
  ["99501", 0.4], // Anchorage
];

const METRO_RADIUS_MILES = 30;
const METRO_SHARE = 0.85;

export class Places {
  readonly all: Place[];
  private readonly byMetro: Place[][];
  private readonly metroCum: Float64Array;

  constructor() {
    const toPlace = (z: ZipCode, metro: number): Place => ({
      zip: z.zip,
      latitude: z.latitude,
      longitude: z.longitude,
      location: `${z.city}, ${z.state}`,
      metro,
    });
    const usable = (z: ZipCode) =>
      z.country === "US" && /^\d{5}$/.test(z.zip) && typeof z.latitude === "number" && typeof z.longitude === "number";
    this.byMetro = METROS.map(([center], metro) => {
      if (!zipcodes.lookup(center)) throw new Error(`unknown metro center zip ${center}`);
      const zips = zipcodes
        .radius(center, METRO_RADIUS_MILES, true)
        .filter(usable)
        .map((z) => toPlace(z, metro));
      return zips.sort((a, b) => a.zip.localeCompare(b.zip));
    });
    // Everything within 5,000 miles of Lebanon, Kansas (the center of the lower 48): all US zips.
    this.all = zipcodes
      .radius("66952", 5000, true)
      .filter(usable)
      .map((z) => toPlace(z, -1))
      .sort((a, b) => a.zip.localeCompare(b.zip));
    this.metroCum = cumulative(METROS.map(([, population]) => population));
  }

  /** A place: usually in a big metro, sometimes anywhere. */
  pick(rng: Rng): Place {
    if (rng.chance(METRO_SHARE)) return rng.pick(this.byMetro[rng.weighted(this.metroCum)]);
    return rng.pick(this.all);
  }

  /** A place near `home` (same metro) most of the time; otherwise any place. */
  near(rng: Rng, home: Place, share = 0.75): Place {
    if (home.metro >= 0 && rng.chance(share)) return rng.pick(this.byMetro[home.metro]);
    return this.pick(rng);
  }
}
