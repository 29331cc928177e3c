import * as z from "zod";

import { PORTFOLIO_MAX_PHOTOS } from "~/constants";

import { fileList, optionalDate, optionalText } from "~/schemas/fields";
import { PHOTO_MAX_BYTES, PHOTO_TOO_BIG } from "~/schemas/profile";

const fields = {
  title: z
    .string({ error: "Title must be at least 3 characters" })
    .trim()
    .min(3, "Title must be at least 3 characters")
    .max(120, "Title must be at most 120 characters"),
  description: optionalText(4000, "Description"),
  location: optionalText(120, "Location"),
  client: optionalText(120, "Client"),
  completion_date: optionalDate("Enter a valid completion date"),
  /** One feature per line. */
  features: optionalText(2000, "Features"),
};

/** POST /api/portfolio as JSON, and the fields of PATCH /api/portfolio/{id}. */
export const portfolioFieldsSchema = z.object(fields);
export type PortfolioFields = z.infer<typeof portfolioFieldsSchema>;

/**
 * The add and edit forms: the fields, new photos, and for each kept photo a position (`{uploadId}@{n}`) and
 * whether to remove it.
 */
export const portfolioFormSchema = z.object({
  ...fields,
  photos: fileList(PHOTO_MAX_BYTES, PHOTO_TOO_BIG),
  photo_position: z.array(z.string().regex(/^[a-f0-9]{32}@\d+$/)).default([]),
  remove_photo: z.array(z.string().regex(/^[a-f0-9]{32}$/)).default([]),
});

/** PATCH /api/portfolio/{id}: any field, the order of the photos to keep, photos to remove. */
export const portfolioPatchSchema = portfolioFieldsSchema.partial().extend({
  photo_order: z.array(z.string().regex(/^[a-f0-9]{32}$/, "Unknown photo id")).optional(),
  remove_photo_ids: z.array(z.string().regex(/^[a-f0-9]{32}$/, "Unknown photo id")).optional(),
});

/** JSON POST /api/portfolio may carry photos as data URLs. */
export const portfolioCreateJsonSchema = portfolioFieldsSchema.extend({
  photos: z
    .array(z.string().regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, "Each photo must be a base64 data URL"))
    .max(PORTFOLIO_MAX_PHOTOS, `At most ${PORTFOLIO_MAX_PHOTOS} photos`)
    .default([]),
});

/** The kept photos in the order their positions ask for (ties keep their current order). */
export function photoOrderFrom(positions: string[]): string[] {
  return positions
    .map((value, index) => {
      const [id, position] = value.split("@");
      return { id, position: Number(position), index };
    })
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((p) => p.id);
}
