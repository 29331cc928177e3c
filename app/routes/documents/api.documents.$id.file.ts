import { parseVersionParam, readDocumentFile } from "~/domain/plan-documents.server";
import { downloadResponse, startsDownload } from "~/utils/file-download.server";
import { idParam, methodNotAllowed, userApiLoader } from "~/utils/http.server";

/** GET /api/documents/{id}/file (`?version=N`): the file, with Range, ETag and Last-Modified. */
export const loader = userApiLoader(({ request, params, user }) =>
  downloadResponse(
    request,
    async () =>
      await readDocumentFile(
        user,
        idParam(params, "id", "Document not found"),
        parseVersionParam(new URL(request.url).searchParams.get("version")),
        startsDownload(request),
      ),
  ),
);
export const action = () => methodNotAllowed(["GET"]);
