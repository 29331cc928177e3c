/** Addenda of the plan room: the owner's note and the document versions it issues (docs/api.md#plan-room-addenda). */
import * as z from "zod";

import { ADDENDUM_NOTE_MAX } from "~/constants";
import { backPath } from "~/schemas/fields";

const note = z
  .string({ error: "Write what changed in this addendum" })
  .trim()
  .min(1, "Write what changed in this addendum")
  .max(ADDENDUM_NOTE_MAX, `The note must be at most ${ADDENDUM_NOTE_MAX} characters`);

const versionId = z
  .number({ error: "Document versions are chosen by their ids" })
  .int("Document versions are chosen by their ids")
  .positive("Document versions are chosen by their ids");

/** An addendum lists at most this many versions (a whole reissued set stays well under it). */
const MAX_VERSIONS = 500;

/** POST /api/projects/{id}/addenda. */
export const addendumSchema = z.object({
  note,
  version_ids: z.array(versionId).max(MAX_VERSIONS, `An addendum lists at most ${MAX_VERSIONS} documents`).optional(),
});

/** The Issue addendum form: the note and the ticked versions (none: a clarification note). */
export const addendumFormSchema = z.object({
  note,
  version_ids: z
    .array(z.coerce.number<string>().pipe(versionId))
    .max(MAX_VERSIONS, `An addendum lists at most ${MAX_VERSIONS} documents`)
    .default([]),
});

/** The acknowledge button's form: the page to come back to. */
export const addendumAcknowledgeSchema = z.object({ back: backPath });
