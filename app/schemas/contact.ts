import * as z from "zod";

import { CONTACT_ROLES, CONTACT_SUBJECTS } from "~/constants";

/** The contact form, with its exact messages (docs/product-rules.md#forms). */
export const contactSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .pipe(z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters")),
  phone: z.string().trim().max(30, "Phone must be at most 30 characters").optional(),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
  role: z.enum(CONTACT_ROLES, { error: "Please select a role from the list" }).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const isContactSubject = (value: unknown): value is ContactInput["subject"] =>
  CONTACT_SUBJECTS.includes(value as ContactInput["subject"]);
