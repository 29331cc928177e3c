import * as z from "zod";

import { CREDENTIAL_KINDS, REFUSAL_REASON_MAX } from "~/constants";
import { fileList, MB, optionalDate, optionalText, requiredText } from "~/schemas/fields";

export const CREDENTIAL_FILE_MAX_BYTES = 10 * MB;
export const CREDENTIAL_FILE_TOO_BIG = "Each file must be 10 MB or smaller";

/** The fields of a credential (the JSON API's PATCH body, and the form's text fields). */
export const credentialFieldsSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { error: "Choose what kind of credential this is" }),
  name: requiredText("Name is required"),
  issuer: optionalText(120, "Issuer"),
  number: optionalText(60, "Number"),
  expires_on: optionalDate("Enter a valid expiry date"),
});
export type CredentialFields = z.infer<typeof credentialFieldsSchema>;

/** The add and edit forms (and the multipart POST /api/certifications): fields, new files, files to remove. */
export const credentialFormSchema = credentialFieldsSchema.extend({
  files: fileList(CREDENTIAL_FILE_MAX_BYTES, CREDENTIAL_FILE_TOO_BIG),
  remove_file: z.array(z.string().regex(/^[a-f0-9]{32}$/)).default([]),
});

/** PATCH /api/certifications/{id}: any of the fields, and uploads to remove. */
export const credentialPatchSchema = credentialFieldsSchema.partial().extend({
  remove_file_ids: z.array(z.string().regex(/^[a-f0-9]{32}$/, "Unknown file id")).optional(),
});

const credentialReviewFields = z.object({
  decision: z.enum(["verified", "refused"], { error: "decision must be verified or refused" }),
  reason: z
    .string()
    .trim()
    .max(REFUSAL_REASON_MAX, `The reason must be at most ${REFUSAL_REASON_MAX} characters`)
    .optional(),
});
const REASON_REQUIRED = { message: "Say why you refuse it: the owner reads the reason", path: ["reason"] };
const reasonWhenRefused = (v: { decision: string; reason?: string }) => v.decision !== "refused" || !!v.reason;

/** An admin's review of a license or insurance credential: POST /api/admin/credentials/{id}/review. */
export const credentialReviewSchema = credentialReviewFields.refine(reasonWhenRefused, REASON_REQUIRED);
export type CredentialReview = z.infer<typeof credentialReviewSchema>;

/** The same from the admin queue's forms, which name the credential. */
export const credentialReviewFormSchema = credentialReviewFields
  .extend({
    credential_id: z.coerce.number({ error: "Unknown credential" }).int().positive("Unknown credential"),
  })
  .refine(reasonWhenRefused, REASON_REQUIRED);
