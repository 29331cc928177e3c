import { fileReport } from "~/domain/moderation.server";
import { reportSchema } from "~/schemas/index.server";
import { methodNotAllowed, userJsonAction } from "~/utils/http.server";

/** POST /api/reports: { content_type, content_id, reason, details } (201; 409 already reported; 429 over 20 a day). */
export const action = userJsonAction("POST", reportSchema, fileReport, 201);
export const loader = () => methodNotAllowed(["POST"]);
