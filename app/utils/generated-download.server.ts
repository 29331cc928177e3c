/**
 * The headers of a file the app makes on request (an export): the sandbox headers every file served to users gets
 * (shell/uploads), never cached, saved under a plain ASCII name.
 */
export function generatedFileHeaders(contentType: string, filename: string): HeadersInit {
  const safeName = filename.replace(/[^\w.-]/g, "_");
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${safeName}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}
