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

/** Stands for the app's own origin when a path is resolved: only the comparison matters, not the name. */
const OWN_ORIGIN = new URL("https://tradelink.invalid");

/**
 * The path on this site a "back" value leads to, as the browser will read it, or null when it leads elsewhere.
 * Browsers drop tabs and new lines inside a URL and read "\\" as "/", so "/\t/evil.example" and "/\\evil.example"
 * are "//evil.example": control characters are stripped, the rest is resolved against the app's origin, and only a
 * same-origin result whose path cannot itself be read as another host ("/.//evil.example") is kept.
 */
export function sameSitePath(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, "");
  if (!cleaned.startsWith("/")) return null;
  const url = resolveOnThisSite(cleaned);
  if (!url) return null;
  const path = pathOf(url);
  const again = resolveOnThisSite(path);
  return again && pathOf(again) === path ? path : null;
}

/** The path, query and fragment of a URL (an empty "?" or "#" is dropped, as `search` and `hash` drop it). */
const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

function resolveOnThisSite(path: string): URL | null {
  try {
    const url = new URL(path, OWN_ORIGIN);
    return url.origin === OWN_ORIGIN.origin ? url : null;
  } catch {
    return null;
  }
}

export const BACK_PATH_REFUSED = "Back must be a path on this site";

/** A local path to return to after a small form (never another site), as `sameSitePath` reads it. */
export const backPath = z
  .string()
  .transform((value, ctx) => {
    const path = sameSitePath(value);
    if (path === null) ctx.addIssue({ code: "custom", message: BACK_PATH_REFUSED });
    return path ?? "/";
  })
  .optional();

/** A form with no fields of its own (a confirmation: delete, remove, cancel, mark all read). */
export const noFields = z.object({});
