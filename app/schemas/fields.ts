/** Field rules several forms share (the same zod in the browser and on the server). */
import * as z from "zod";

export const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max: number, label = "This field") =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

/** An optional calendar date from a date input (YYYY-MM-DD). */
export const optionalDate = (message = "Enter a valid date") =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      message,
    )
    .optional();

export const MB = 1024 * 1024;

/**
 * Files chosen in a file input. Their type is judged on the server by their bytes; here only the size, so the
 * browser can say at once that a file is too big.
 */
export const fileList = (maxBytes: number, tooBig: string) => z.array(z.file().max(maxBytes, tooBig)).default([]);

/** A local path to return to after a small form (never another site). */
export const backPath = z
  .string()
  .regex(/^\/(?![/\\])/, "Back must be a path on this site")
  .optional();

/** A form with no fields of its own (a confirmation: delete, remove, cancel, mark all read). */
export const noFields = z.object({});
