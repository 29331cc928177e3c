import * as z from "zod";

import { APPOINTMENT_TEXT_MAX } from "~/constants";
import { backPath } from "~/schemas/fields";

export const APPOINTMENT_TITLE_MAX = 120;

const title = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(APPOINTMENT_TITLE_MAX, `Title must be at most ${APPOINTMENT_TITLE_MAX} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || undefined)
    .optional();
const description = optionalText("Description", APPOINTMENT_TEXT_MAX);
const location = optionalText("Location", 200);
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time, e.g. 2027-01-05T16:00:00Z` });

const endAfterStart = { message: "The end must be after the start", path: ["end_time"] };

/** POST /api/appointments (times in ISO 8601 with an offset; stored in UTC). */
export const appointmentSchema = z
  .object({
    attendee_id: z.number({ error: "attendee_id must be a user id" }).int().positive("attendee_id must be a user id"),
    title,
    description,
    start_time: instant("start_time"),
    end_time: instant("end_time"),
    location,
    project_id: z.number().int().positive().optional(),
  })
  .refine((v) => Date.parse(v.end_time) > Date.parse(v.start_time), endAfterStart);
export type AppointmentInput = z.infer<typeof appointmentSchema>;

const localTime = (label: string) =>
  z
    .string({ error: `Choose the ${label} date and time` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `Choose the ${label} date and time`);

/** The booking form: wall-clock times in the viewer's time zone (`tz`, from the browser when JavaScript runs). */
export const appointmentFormSchema = z
  .object({
    user_id: z.coerce.number({ error: "Choose who to meet" }).int().positive("Choose who to meet"),
    title,
    description,
    start: localTime("start"),
    end: localTime("end"),
    location,
    project_id: z
      .string()
      .optional()
      .transform((v) => (v ? Number(v) : undefined)),
    tz: z.string().max(64).optional(),
    /** Set when the booker saw the warnings and books anyway. */
    confirm: z.literal("1").optional(),
  })
  .refine((v) => v.end > v.start, { message: "The end must be after the start", path: ["end"] });

/** Move an appointment (the booker): new wall-clock times in the viewer's zone. */
export const rescheduleFormSchema = z
  .object({ start: localTime("start"), end: localTime("end"), tz: z.string().max(64).optional() })
  .refine((v) => v.end > v.start, { message: "The end must be after the start", path: ["end"] });

/** Cancel: a reason is required (both sides see it). */
export const cancelAppointmentSchema = z.object({
  reason: z
    .string({ error: "Please give a reason" })
    .trim()
    .min(1, "Please give a reason")
    .max(500, "The reason must be at most 500 characters"),
});

/** PATCH /api/appointments/{id}. */
export const appointmentChangeSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("accept") }),
    z.object({ action: z.literal("decline") }),
    z.object({ action: z.literal("cancel"), reason: cancelAppointmentSchema.shape.reason }),
    z
      .object({ action: z.literal("reschedule"), start_time: instant("start_time"), end_time: instant("end_time") })
      .refine((v) => Date.parse(v.end_time) > Date.parse(v.start_time), endAfterStart),
  ],
  { error: "action must be accept, decline, cancel or reschedule" },
);

/** Accept or decline on the appointments list: which request, and the list's URL to go back to. */
export const appointmentDecisionSchema = z.object({ id: z.coerce.number().int().positive(), back: backPath });
