import * as z from "zod";

import { CREW_SIZES, DEFAULT_SERVICE_RADIUS, PROJECT_TYPES, SERVICE_RADII, TRADES } from "~/constants";
import { MB, requiredText } from "~/schemas/fields";

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
  project_types: z.array(z.enum(PROJECT_TYPES, { error: "Choose project types from the list" })).default([]),
  preferred_trades: z.array(z.enum(TRADES, { error: "Choose trades from the list" })).default([]),
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

export const PHOTO_MAX_BYTES = 5 * MB;
export const PHOTO_TOO_BIG = "The photo must be 5 MB or smaller";

/** The photo (logo) chosen in the profile form: its type is judged on the server, by its bytes. */
const photo = z.file().max(PHOTO_MAX_BYTES, PHOTO_TOO_BIG).optional();

export const gcProfileFormSchema = gcProfileSchema.extend({ photo });
export const subProfileFormSchema = subProfileSchema.extend({ photo });

/** PATCH /api/profile/{gc,sub}/image: the photo as a data URL. */
export const profileImageSchema = z.object({
  logo_url: z
    .string({ error: "logo_url must be a data URL of the image" })
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, "logo_url must be a base64 data URL of the image"),
});
