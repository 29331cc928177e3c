import { sheetInfo } from "~/domain/plan-sheets.server";
import { idParam, userApiLoader } from "~/utils/http.server";

/** One sheet of a document: its label, the size of its page image, the URLs of its images and the preview state. */
export const loader = userApiLoader(({ request, params, user }) => {
  const version = new URL(request.url).searchParams.get("version");
  return sheetInfo(
    user,
    idParam(params, "id", "Document not found"),
    idParam(params, "n", "Sheet not found"),
    version === null ? undefined : idParam({ version }, "version", "Version not found"),
  );
});
