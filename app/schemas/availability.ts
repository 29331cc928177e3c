import * as z from "zod";

import { AVAILABILITY_NOTE_MAX, AVAILABILITY_STATUSES } from "~/constants";

export const AVAILABILITY_RANGE_MAX_DAYS = 366;

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${label} must be a real date`,
      },
    );

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * One range of days set in one step (PUT /api/availability and the Availability tab's form): `clear` removes the
 * days' marks.
 */
export const availabilityRangeSchema = z
  .object({
    from: isoDate("From"),
    to: isoDate("To"),
    status: z.enum([...AVAILABILITY_STATUSES, "clear"], {
      error: "Status must be available, unavailable, tentative or clear",
    }),
    notes: z
      .string()
      .trim()
      .max(AVAILABILITY_NOTE_MAX, `The note must be at most ${AVAILABILITY_NOTE_MAX} characters`)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((v) => daysBetween(v.from, v.to) >= 0, { message: "To must be on or after From", path: ["to"] })
  .refine((v) => daysBetween(v.from, v.to) < AVAILABILITY_RANGE_MAX_DAYS, {
    message: `A range can cover at most ${AVAILABILITY_RANGE_MAX_DAYS} days`,
    path: ["to"],
  });
export type AvailabilityRange = z.infer<typeof availabilityRangeSchema>;

/** A click on one day of the calendar: the next status in the cycle. */
export const availabilityDaySchema = z.object({ date: isoDate("Date") });

export { daysBetween };
