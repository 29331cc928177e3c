import fs from "node:fs";

import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";

import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { readUpload } from "~/domain/uploads.server";
import { fileRefusal } from "~/utils/file-download.server";
import { getCurrentUser } from "~/utils/session.server";

/** Stored files, with who may read them decided by the domain; the bytes never change for an id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = (await getCurrentUser(request)).user;
  try {
    const file = await readUpload(viewer, params.id ?? "", params.variant ?? "");
    const stat = await fs.promises.stat(file.path).catch(() => null);
    if (!stat) return fileRefusal(request, 404, "This file is no longer available.");
    return new Response(createReadableStreamFromReadable(fs.createReadStream(file.path)), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(stat.size),
        "Cache-Control": "private, max-age=31536000, immutable",
        "Content-Disposition": `${file.disposition}; filename="${file.filename}"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox",
        "Cross-Origin-Resource-Policy": "same-origin",
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return fileRefusal(request, STATUS_BY_KIND[error.kind], error.message);
    throw error;
  }
}
