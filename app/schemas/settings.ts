import * as z from "zod";

import {
  BRAND_TAGLINE_MAX,
  CONTACT_VISIBILITIES,
  DELETE_CONFIRMATION,
  PASSWORD_MIN_LENGTH,
  PROFILE_VISIBILITIES,
} from "~/constants";
import { accentVisibleOnCards, HEX_COLOR } from "~/lib/colors";

const newPassword = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters")
  .max(128, "Password must be at most 128 characters");

/** The password change, with its exact messages (docs/product-rules.md#forms). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword,
    confirmNewPassword: newPassword,
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: "Passwords do not match",
    path: ["confirmNewPassword"],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** PATCH /api/privacy-settings: any of the fields, by their API names; values outside the enums are 400. */
export const privacyPatchSchema = z
  .object({
    profile_visibility: z.enum(PROFILE_VISIBILITIES, {
      error: "profile_visibility must be public, connections_only or private",
    }),
    contact_visibility: z.enum(CONTACT_VISIBILITIES, { error: "contact_visibility must be all, connections or none" }),
    data_usage_consent: flag("data_usage_consent"),
    show_email: flag("show_email"),
    show_phone: flag("show_phone"),
    receive_messages: flag("receive_messages"),
    receive_connections: flag("receive_connections"),
    email_messages: flag("email_messages"),
    email_connections: flag("email_connections"),
    receive_project_updates: flag("receive_project_updates"),
    receive_application_updates: flag("receive_application_updates"),
    receive_marketing: flag("receive_marketing"),
    receive_account_alerts: flag("receive_account_alerts"),
    receive_weekly_digest: flag("receive_weekly_digest"),
  })
  .partial()
  .strict();
export type PrivacyPatch = z.infer<typeof privacyPatchSchema>;

/** The Privacy tab (unchecked boxes send nothing: they are false). */
export const privacyFormSchema = z.object({
  profile_visibility: z.enum(PROFILE_VISIBILITIES, { error: "Choose who can see your profile" }),
  contact_visibility: z.enum(CONTACT_VISIBILITIES, { error: "Choose who can contact you" }),
  data_usage_consent: z.boolean().default(false),
  show_email: z.boolean().default(false),
  show_phone: z.boolean().default(false),
  receive_messages: z.boolean().default(false),
  receive_connections: z.boolean().default(false),
});

/**
 * The Notifications tab, which emails go (docs/product-rules.md#email): the five original preferences (email_messages,
 * email_connections and receive_* privacy fields) and two of our own (credential and report alerts, the weekly digest).
 */
export const notificationsFormSchema = z.object({
  messages: z.boolean().default(false),
  connections: z.boolean().default(false),
  projectUpdates: z.boolean().default(false),
  applicationUpdates: z.boolean().default(false),
  marketingUpdates: z.boolean().default(false),
  accountAlerts: z.boolean().default(false),
  weeklyDigest: z.boolean().default(false),
});
export type NotificationPreferences = z.infer<typeof notificationsFormSchema>;

export const phoneFormSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(30, "Phone must be at most 30 characters")
    .regex(/^[0-9+()\-.\s]*$/, "Use digits, spaces and + ( ) - . only")
    .optional(),
});

/** Delete Account: the password and the word DELETE typed out. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  confirmation: z
    .string({ error: `Type ${DELETE_CONFIRMATION} to confirm` })
    .refine((v) => v.trim() === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
});

/** Settings → Account: the zone times are shown in without JavaScript. */
export const timeZoneFormSchema = z.object({
  time_zone: z.string({ error: "Choose a time zone" }).min(1, "Choose a time zone").max(64),
});

/** Pro branding on the public profile: an accent colour and a one-line tagline; empty clears either. */
export const brandingFormSchema = z.object({
  brand_color: z
    .string()
    .trim()
    .regex(HEX_COLOR, "Enter the colour as #rrggbb, for example #2563eb")
    .refine(
      (hex) => !HEX_COLOR.test(hex) || accentVisibleOnCards(hex),
      "This colour would not stand out on the profile card in light and dark themes: pick a mid-tone such as #2563eb",
    )
    .optional(),
  brand_tagline: z
    .string()
    .trim()
    .max(BRAND_TAGLINE_MAX, `Tagline must be at most ${BRAND_TAGLINE_MAX} characters`)
    .optional(),
});
export type BrandingInput = z.infer<typeof brandingFormSchema>;
