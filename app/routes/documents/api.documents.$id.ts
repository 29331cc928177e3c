import { documentDetail } from "~/domain/plan-documents.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/documents/{id}: the document, its versions (newest first) and their preview state. */
export const loader = userApiLoader(async ({ params, user }) =>
  documentDetail(user, idParam(params, "id", "Document not found")),
);
export const action = () => methodNotAllowed(["GET"]);
