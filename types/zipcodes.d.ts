/** Minimal declaration of the parts of the `zipcodes` package (CommonJS) that the app uses. */
declare module "zipcodes" {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }

  /** The zip code's record, or undefined when it is unknown. */
  export function lookup(zip: string | number): ZipCode | undefined;
  /** Great-circle distance in whole miles, or null when either zip is unknown. */
  export function distance(zipA: string | number, zipB: string | number): number | null;
  /** Zip codes within `miles` of `zip` (records when `full` is true). Slow: scans every code. */
  export function radius(zip: string | number, miles: number, full?: false): string[];
  export function radius(zip: string | number, miles: number, full: true): ZipCode[];

  /** Every zip code of a city (exact name, any case) in a state (its code or name); empty when none. */
  export function lookupByName(city: string, state: string): ZipCode[];

  const zipcodes: {
    lookup: typeof lookup;
    lookupByName: typeof lookupByName;
    distance: typeof distance;
    radius: typeof radius;
  };
  export default zipcodes;
}
