import * as z from "zod";

import { PASSWORD_MIN_LENGTH, REGISTRATION_ROLES } from "~/constants";

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordRule = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters")
  .max(128, "Password must be at most 128 characters");

/** What the server stores: the API's register payload (the confirmation is a form-only field). */
export const registrationSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username must be at most 30 characters")
    .regex(/^[A-Za-z0-9_.-]+$/, "Username may contain only letters, numbers, dots, dashes and underscores"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters")),
  password: passwordRule,
  role: z
    .enum(REGISTRATION_ROLES, { error: "Choose General Contractor or Subcontractor" })
    .default("general_contractor"),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** The register form: the same fields plus a confirmation that must match and is dropped before saving. */
export const registerFormFields = registrationSchema.extend({ confirmPassword: passwordRule });
export const registerFormSchema = registerFormFields
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  })
  .transform(({ confirmPassword: _dropped, ...rest }) => rest);
