import * as z from "zod";

import { DEFAULT_SEARCH_DISTANCE, RATING_FILTERS, SEARCH_DISTANCES } from "~/constants";

/**
 * The dashboard's search forms and GET /api/search/*: the same query string names on the page and the API, so a
 * search is a shareable URL. Rating and distance are whole numbers of the offered values; anything else is a 400.
 */
const wholeNumber = (name: string, allowed: readonly number[], fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return fallback;
      const n = /^\d+$/.test(v) ? Number(v) : NaN;
      if (!allowed.includes(n)) {
        ctx.addIssue({ code: "custom", message: `${name} must be one of ${allowed.join(", ")}` });
        return z.NEVER;
      }
      return n;
    });

/** A checkbox: "true" or "on" when checked (the API sends 'true'), absent or "false" when not. */
const flag = z
  .string()
  .optional()
  .transform((v) => v === "true" || v === "on");

const page = z
  .string()
  .optional()
  .transform((v) => Math.max(1, Math.min(1000, Number.parseInt(v ?? "1", 10) || 1)));

/** "all" and an empty choice mean any trade; an unknown trade is kept and matches nothing. */
const trade = z
  .string()
  .trim()
  .optional()
  .transform((v) => (!v || v.toLowerCase() === "all" ? undefined : v));

const zip = z
  .string()
  .trim()
  .max(10, "Enter a 5-digit zip code")
  .optional()
  .transform((v) => v || undefined);

const distance = wholeNumber("distance", SEARCH_DISTANCES, DEFAULT_SEARCH_DISTANCE);
const rating = wholeNumber(
  "rating",
  RATING_FILTERS.map((r) => r.value),
  0,
);

/** Find Subcontractors (general contractors). */
export const subcontractorSearchSchema = z.object({
  specialty: trade,
  location: zip,
  distance,
  rating,
  availability: flag,
  verified: flag,
  page,
});
export type SubcontractorSearch = z.infer<typeof subcontractorSearchSchema>;

/** Find Projects (subcontractors): rating is the posting contractor's. */
export const projectSearchSchema = z.object({
  projectType: trade,
  location: zip,
  distance,
  rating,
  accepting: flag,
  page,
});
export type ProjectSearch = z.infer<typeof projectSearchSchema>;

/** The query string as an object for the schemas above (repeated names keep the first value). */
export function queryOf(url: URL | string): Record<string, string> {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/** The /matches checkboxes and GET /api/matches/*: each flag is 'true' when checked. */
export const matchPreferencesSchema = z
  .object({
    prioritizeLocation: flag,
    prioritizeRating: flag,
    prioritizeCertifications: flag,
    prioritizePastCollaboration: flag,
    prioritizeAvailability: flag,
    prioritizeProjectVolume: flag,
    otherTrades: flag,
  })
  .transform((f) => ({
    location: f.prioritizeLocation,
    rating: f.prioritizeRating,
    certifications: f.prioritizeCertifications,
    pastCollaboration: f.prioritizePastCollaboration,
    availability: f.prioritizeAvailability,
    projectVolume: f.prioritizeProjectVolume,
    otherTrades: f.otherTrades,
  }));
