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

  const zipcodes: {
    lookup: typeof lookup;
    distance: typeof distance;
    radius: typeof radius;
  };
  export default zipcodes;
}
