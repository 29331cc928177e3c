import * as z from "zod";

import { DOCUMENT_CATEGORIES } from "~/constants";

import { optionalText } from "~/schemas/fields";

/**
 * A plan room document's fields as the upload form and POST /api/projects/{id}/documents send them with the file:
 * the title defaults to the file's name and the category to its type (PDF: Drawings, photos: Photos).
 */
export const planDocumentFormSchema = z.object({
  title: optionalText(200, "Title"),
  category: z.enum(DOCUMENT_CATEGORIES, { error: "Choose Drawings, Specifications, Photos or Other" }).optional(),
});
export type PlanDocumentForm = z.infer<typeof planDocumentFormSchema>;

/** POST /api/documents/{id}/versions: the file only. */
export const planVersionFormSchema = z.object({});
