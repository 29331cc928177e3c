import fs from "node:fs";

import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";

import { DomainError, notFound, STATUS_BY_KIND } from "~/domain/errors.server";
import { sheetImage } from "~/domain/plan-sheets.server";
import { SHEET_SIZES, type SheetSize } from "~/lib/sheets";
import { idParam } from "~/utils/http.server";
import { getCurrentUser } from "~/utils/session.server";

function sizeOf(value: string | undefined): SheetSize {
  const size = SHEET_SIZES.find((s) => s === value);
  if (!size) throw notFound("A sheet comes as thumb or page.");
  return size;
}

/** A version's sheet images never change: with ?version= the browser keeps them; without, it checks back soon. */
function cacheControl(url: URL) {
  return url.searchParams.has("version") ? "private, max-age=31536000, immutable" : "private, max-age=60";
}

/** A sheet image of a plan room document (the viewer's and the list's <img>), for those the plan room admits. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = (await getCurrentUser(request)).user;
  const url = new URL(request.url);
  try {
    const version = url.searchParams.get("version");
    const file = await sheetImage(viewer, {
      projectId: idParam(params, "projectId", "Project not found"),
      documentId: idParam(params, "docId", "Document not found"),
      sheet: idParam(params, "n", "Sheet not found"),
      size: sizeOf(params.size),
      version: version === null ? undefined : idParam({ version }, "version", "Version not found"),
    });
    const stat = await fs.promises.stat(file.path).catch(() => null);
    if (!stat) throw notFound("This sheet's image is not available.");
    return new Response(createReadableStreamFromReadable(fs.createReadStream(file.path)), {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(stat.size),
        "Cache-Control": cacheControl(url),
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return Response.json({ message: error.message }, { status: STATUS_BY_KIND[error.kind] });
  }
}
