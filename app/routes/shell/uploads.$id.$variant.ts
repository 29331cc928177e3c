import fs from "node:fs";

import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";

import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { readUpload } from "~/domain/uploads.server";
import { getCurrentUser } from "~/utils/session.server";

/** A refusal people can read when they followed a download link, JSON for everything else. */
function refusal(request: Request, status: number, message: string) {
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) return Response.json({ message }, { status });
  const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>File not available</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}a{color:#c2410c}</style></head>` +
      `<body><h1>File not available</h1><p>${escaped}</p><p><a href="/dashboard">Back to your dashboard</a></p></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

/** Stored files, with who may read them decided by the domain; the bytes never change for an id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = (await getCurrentUser(request)).user;
  try {
    const file = await readUpload(viewer, params.id ?? "", params.variant ?? "");
    const stat = await fs.promises.stat(file.path).catch(() => null);
    if (!stat) return refusal(request, 404, "This file is no longer available.");
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
    if (error instanceof DomainError) return refusal(request, STATUS_BY_KIND[error.kind], error.message);
    throw error;
  }
}
