/**
 * Answers a GET for a stored file the way download managers and phones resuming on a bad signal expect: one byte
 * range (206 with Content-Range, 416 for a range outside the file), a strong ETag, Last-Modified, If-None-Match
 * (304) and If-Range (a changed file is sent whole), streamed from disk. With the sandbox headers every user file
 * gets (routes/shell/uploads.$id.$variant.ts) and a Content-Disposition name that is safe in any browser.
 */
import fs from "node:fs";

import { createReadableStreamFromReadable } from "@remix-run/node";

export type StoredFileForDownload = {
  path: string;
  contentType: string;
  size: number;
  /** The file's SHA-256 (hex): the strong validator. */
  sha256: string;
  lastModified: Date;
  /** The name the file is saved under. */
  filename: string;
};

const SANDBOX_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** `attachment` with an ASCII fallback name and the real one as RFC 5987 UTF-8. */
function attachmentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\/;%]/g, "_")
      .trim() || "download";
  const utf8 = encodeURIComponent(filename.replace(/[\\/]/g, "_")).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

type ByteRange = { start: number; end: number };

/** The one range of a `Range: bytes=` header; "unsatisfiable" for one outside the file, null to send it all. */
function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file is a valid answer (RFC 9110 14.2).
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

function etagMatches(header: string | null, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/** If-Range: the range applies only while the file is the one the client holds (its ETag or date). */
function rangeStillApplies(ifRange: string | null, etag: string, lastModified: Date) {
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === etag;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}

export function fileResponse(request: Request, file: StoredFileForDownload): Response {
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    ...SANDBOX_HEADERS,
    "Content-Type": file.contentType,
    "Content-Disposition": attachmentDisposition(file.filename),
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Last-Modified": file.lastModified.toUTCString(),
    "Cache-Control": "private, no-cache",
  };
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  const range = rangeStillApplies(request.headers.get("If-Range"), etag, file.lastModified)
    ? parseRange(request.headers.get("Range"), file.size)
    : null;
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const length = Math.max(0, end - start + 1);
  const body =
    request.method === "HEAD" || length === 0
      ? null
      : createReadableStreamFromReadable(fs.createReadStream(file.path, { start, end }));
  return new Response(body, {
    status: range ? 206 : 200,
    headers: {
      ...headers,
      "Content-Length": String(length),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${file.size}` } : {}),
    },
  });
}
