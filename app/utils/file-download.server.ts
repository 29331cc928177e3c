import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import { fileResponse, type StoredFileForDownload } from "~/infra/file-response.server";

/** A refusal people can read when they followed a download link, JSON for everything else. */
export function fileRefusal(request: Request, status: number, message: string) {
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) return Response.json({ message }, { status });
  const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>File not available</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}a{color:#c2410c}</style></head>` +
      `<body><h1>File not available</h1><p>${escaped}</p><p><a href="/dashboard">Back to your dashboard</a></p></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

/**
 * A stored file for download (Range, ETag, sandbox headers: infra/file-response), or the domain's refusal as a
 * page for a person who followed a link and as JSON for a client.
 */
export async function downloadResponse(
  request: Request,
  read: () => StoredFileForDownload | Promise<StoredFileForDownload>,
): Promise<Response> {
  try {
    return fileResponse(request, await read());
  } catch (error) {
    if (error instanceof DomainError) return fileRefusal(request, STATUS_BY_KIND[error.kind], error.message);
    throw error;
  }
}

/** A request that starts a download: not a later part of one being resumed, nor a check of a copy already held. */
export function startsDownload(request: Request): boolean {
  const range = request.headers.get("Range");
  return !request.headers.has("If-None-Match") && (!range || /^bytes=0-/.test(range.trim()));
}
