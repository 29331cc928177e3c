import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

const BASE = "http://localhost";

type Init = { cookie?: string | null; headers?: Record<string, string> };

function headers(init: Init, extra: Record<string, string> = {}) {
  const h = new Headers({ ...extra, ...init.headers });
  if (init.cookie) h.set("Cookie", init.cookie);
  return h;
}

export function getRequest(path: string, init: Init = {}) {
  return new Request(BASE + path, { headers: headers(init) });
}

export function formRequest(path: string, fields: Record<string, string>, init: Init = {}) {
  return new Request(BASE + path, {
    method: "POST",
    headers: headers(init, { "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(fields).toString(),
  });
}

export function jsonRequest(path: string, body: unknown, init: Init & { method?: string } = {}) {
  return new Request(BASE + path, {
    method: init.method ?? "POST",
    headers: headers(init, { "Content-Type": "application/json" }),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Arguments for calling a route's loader or action directly. */
export function args(request: Request, params: Record<string, string> = {}): LoaderFunctionArgs & ActionFunctionArgs {
  return { request, params, context: {} };
}

/** The cookie a browser would send back after this response (name=value pairs of its Set-Cookie headers). */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Loaders and actions answer either a Response or, with single fetch, the object made by `data()`
 * ({ type: "DataWithResponseInit", data, init }). This reads both the same way.
 */
export function unwrap<T = unknown>(result: unknown): { status: number; data: T; headers: Headers } {
  if (result instanceof Response) return { status: result.status, data: undefined as T, headers: result.headers };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const r = result as { data: T; init: ResponseInit | null };
    return { status: r.init?.status ?? 200, data: r.data, headers: new Headers(r.init?.headers) };
  }
  return { status: 200, data: result as T, headers: new Headers() };
}
