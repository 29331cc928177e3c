import * as z from "zod";

import { CREW_SIZES, DEFAULT_SERVICE_RADIUS, SERVICE_RADII, TRADES } from "~/constants";

const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const zipCode = z
  .string({ error: "Enter a 5-digit US zip code" })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit US zip code");

const description = z.string().trim().max(2000, "Description must be at most 2000 characters").optional();

/** POST /api/profile/gc and the general contractor's profile form. */
export const gcProfileSchema = z.object({
  company_name: requiredText("Company name is required"),
  location: requiredText("Location is required"),
  zip_code: zipCode,
  description,
});
export type GcProfileInput = z.infer<typeof gcProfileSchema>;

/** POST /api/profile/sub and the subcontractor's profile form. */
export const subProfileSchema = z.object({
  business_name: requiredText("Business name is required"),
  specialty: z.enum(TRADES, { error: "Choose your trade" }).optional(),
  location: requiredText("Location is required"),
  zip_code: zipCode,
  description,
  service_radius: z
    .number({ error: "Choose a service radius" })
    .refine((v) => (SERVICE_RADII as readonly number[]).includes(v), "Choose a service radius")
    .default(DEFAULT_SERVICE_RADIUS),
  crew_size: z.enum(CREW_SIZES, { error: "Choose a crew size" }).default("1-5"),
  available_now: z.boolean().default(false),
});
export type SubProfileInput = z.infer<typeof subProfileSchema>;
