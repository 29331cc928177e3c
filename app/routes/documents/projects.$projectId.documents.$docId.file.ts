import type { LoaderFunctionArgs } from "@remix-run/node";

import { notFound } from "~/domain/errors.server";
import { parseVersionParam, readDocumentFile } from "~/domain/plan-documents.server";
import { downloadResponse, startsDownload } from "~/utils/file-download.server";
import { idParam } from "~/utils/http.server";
import { getCurrentUser } from "~/utils/session.server";

/** A plan room file for download (`?version=N` for an earlier one), with Range for resuming. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = (await getCurrentUser(request)).user;
  return downloadResponse(request, async () => {
    const projectId = idParam(params, "projectId", "Document not found");
    const documentId = idParam(params, "docId", "Document not found");
    const version = parseVersionParam(new URL(request.url).searchParams.get("version"));
    const file = await readDocumentFile(viewer, documentId, version, startsDownload(request));
    if (file.projectId !== projectId) throw notFound("Document not found");
    return file;
  });
}
