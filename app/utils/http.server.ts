import fs from "node:fs";

import { parseWithZod } from "@conform-to/zod/v4";
import type { Params } from "@remix-run/react";
import type * as z from "zod";

import { getCurrentUser } from "./session.server";
import type { UserRecord } from "~/domain/accounts.server";
import { assertNoRefusedParts } from "~/domain/uploads.server";
import { claimKey, fingerprintOf } from "~/infra/idempotency.server";
import {
  fileBytes,
  readMultipart,
  type IncomingFile,
  type MultipartLimits,
  type SpooledFile,
} from "~/infra/uploads.server";
import type { UploadPurpose } from "~/constants";
import {
  DomainError,
  forbidden,
  invalid,
  notFound,
  STATUS_BY_KIND,
  tooLarge,
  unauthorized,
  type FieldErrors,
} from "~/domain/errors.server";

type ApiErrorBody = { message: string; errors?: Record<string, string[]> };

export function json<T>(body: T, init?: number | ResponseInit) {
  return Response.json(body, typeof init === "number" ? { status: init } : init);
}

/** Maps anything a handler threw to the API's JSON error shape. */
function toApiErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof DomainError) {
    const body: ApiErrorBody = { message: error.message };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return json(body, STATUS_BY_KIND[error.kind]);
  }
  console.error(error);
  return json({ message: "Something went wrong on our side. Please try again." } satisfies ApiErrorBody, 500);
}

/** Runs an /api handler, answering every failure as JSON. */
export async function apiRoute(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    return toApiErrorResponse(error);
  }
}

export function isMultipart(request: Request) {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** No API call nests deeper than a few levels; a deeper body is refused before it is parsed. */
const MAX_JSON_DEPTH = 32;

/** True when the JSON text opens more than `limit` arrays or objects inside each other (brackets in strings don't count). */
function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
    throw invalid(`The request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalid("Malformed JSON in the request body");
  }
}

/** Validates with a shared zod schema; failures become `invalid` with the schema's messages per field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_form";
    (errors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? "Invalid input";
  throw invalid(first, errors);
}

export async function readJsonWith<S extends z.ZodType>(request: Request, schema: S) {
  return parseWith(schema, await readJson(request));
}

/** The signed-in user for an /api call: 401 when signed out, 403 when the account is suspended or deleted. */
export async function requireApiUser(request: Request): Promise<UserRecord> {
  const current = await getCurrentUser(request);
  if (current.blockedMessage) throw forbidden(current.blockedMessage);
  if (!current.user) throw unauthorized();
  return current.user;
}

export function methodNotAllowed(allowed: string[]) {
  return json({ message: `Method not allowed. Use ${allowed.join(" or ")}.` } satisfies ApiErrorBody, {
    status: 405,
    headers: { Allow: allowed.join(", ") },
  });
}

type ReplyOptions = { formErrors?: string[]; fieldErrors?: FieldErrors; hideFields?: string[] };

/**
 * The page face of a domain error: a conform reply (its field errors under their fields, a message above the form)
 * and the HTTP status. Anything that is not a domain error is thrown on.
 */
export function formErrorReply<R>(
  submission: { reply: (options: ReplyOptions) => R },
  error: unknown,
  options: { message?: string; hideFields?: string[] } = {},
): { status: number; result: R } {
  if (!(error instanceof DomainError)) throw error;
  return {
    status: STATUS_BY_KIND[error.kind],
    result: submission.reply({
      formErrors: [options.message ?? error.message],
      fieldErrors: error.fieldErrors,
      hideFields: options.hideFields,
    }),
  };
}

type Method = "POST" | "PATCH" | "PUT" | "DELETE";
type ApiHandler = (ctx: { request: Request; params: Params; user: UserRecord }) => Promise<unknown>;

/**
 * The one wrapper every /api write of a signed-in user goes through: checks the method (405 with Allow), the user
 * (401/403), runs the handler and answers its result as JSON (`status`, default 200; a handler returning
 * undefined answers 204). Errors become the API's JSON error.
 */
export function userApiAction(handlers: Partial<Record<Method, ApiHandler | { run: ApiHandler; status: number }>>) {
  const allowed = Object.keys(handlers);
  return async ({ request, params }: { request: Request; params: Params }) => {
    const entry = handlers[request.method as Method];
    if (!entry) return methodNotAllowed(allowed);
    const { run, status } = typeof entry === "function" ? { run: entry, status: 200 } : entry;
    return apiRoute(async () => {
      const user = await requireApiUser(request);
      return idempotent(request, `user:${user.id}`, async (body) => {
        const result = await run({ request: body, params, user });
        if (result instanceof Response) return result;
        return result === undefined ? new Response(null, { status: 204 }) : json(result, status);
      });
    });
  };
}

const KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;

/**
 * `Idempotency-Key` (IETF httpapi draft) for an /api write: the first request with a key runs and its 2xx answer
 * is kept for 24 hours; a repeat with the same key, method, path and body gets that answer again with
 * `Idempotent-Replayed: true` and runs nothing. The same key for another request is 422, a repeat while the first
 * runs is 409, and an answer that was not 2xx is not kept (nothing was written, so a corrected retry may reuse the
 * key). Without the header the handler simply runs. `run` gets the request with its body still readable.
 */
export async function idempotent(
  request: Request,
  scope: string,
  run: (request: Request) => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get("Idempotency-Key");
  if (key === null) return run(request);
  if (!KEY_PATTERN.test(key)) {
    return json({ message: "Idempotency-Key must be 1 to 255 printable characters" } satisfies ApiErrorBody, 400);
  }
  const body = new Uint8Array(await request.arrayBuffer());
  const url = new URL(request.url);
  const claim = await claimKey(scope, key, fingerprintOf([request.method, url.pathname + url.search, body]));
  if (claim.outcome === "mismatch") {
    const message = "This Idempotency-Key was already used for a different request";
    return json({ message } satisfies ApiErrorBody, 422);
  }
  if (claim.outcome === "in_flight") {
    const message = "A request with this Idempotency-Key is still being processed. Try again in a moment.";
    return json({ message } satisfies ApiErrorBody, 409);
  }
  if (claim.outcome === "replay") {
    const headers = { "Content-Type": "application/json", "Idempotent-Replayed": "true" };
    if (claim.status === 204) return new Response(null, { status: 204, headers });
    const replayed =
      claim.response ?? JSON.stringify({ message: "Already done. The original answer was too large to keep." });
    return new Response(replayed, { status: claim.status, headers });
  }
  try {
    const response = await run(
      new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: body.length ? body : undefined,
      }),
    );
    // Kept before the answer leaves: a repeat that arrives as soon as the client has it must find the answer.
    if (response.status >= 200 && response.status < 300) {
      await claim.complete(response.status, response.status === 204 ? null : await response.clone().text());
    } else {
      await claim.release();
    }
    return response;
  } catch (error) {
    await claim.release();
    throw error;
  }
}

/** An /api read for a signed-in user: answers the handler's result as JSON, errors as the API's JSON error. */
export function userApiLoader(run: ApiHandler) {
  return ({ request, params }: { request: Request; params: Params }) =>
    apiRoute(async () => {
      const user = await requireApiUser(request);
      const result = await run({ request, params, user });
      return result instanceof Response ? result : json(result);
    });
}

/** An /api action for a signed-in user that takes a JSON body validated with the shared schema. */
export function userJsonAction<S extends z.ZodType, R>(
  method: Exclude<Method, "DELETE">,
  schema: S,
  run: (user: UserRecord, input: z.output<S>) => Promise<R>,
  status = 200,
) {
  const handler: ApiHandler = async ({ request, user }) => run(user, await readJsonWith(request, schema));
  return userApiAction({ [method]: { run: handler, status } });
}

/**
 * For page loaders: a domain refusal becomes an error response the route's ErrorBoundary shows (404 is the
 * not-found screen).
 */
export async function pageData<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw asPageError(error);
  }
}

/** A domain refusal as the page's answer (its error boundary, with the refusal's status); anything else as it is. */
function asPageError(error: unknown): unknown {
  return error instanceof DomainError ? new Response(error.message, { status: STATUS_BY_KIND[error.kind] }) : error;
}

/** A positive integer route parameter, or 404 (an id that cannot exist is simply not found). */
export function idParam(params: Params, name = "id", what = "Not found"): number {
  const raw = params[name] ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(what);
  return id;
}

/** idParam for a page's loader or action, outside pageData: an id that cannot exist is the page's 404, not a 500. */
export function pageIdParam(params: Params, name = "id", what = "Not found"): number {
  try {
    return idParam(params, name, what);
  } catch (error) {
    throw asPageError(error);
  }
}

/** A base64 data URL (`data:image/png;base64,...`) as file bytes; the claimed type is ignored, the bytes decide. */
export function fileFromDataUrl(value: string, name: string, field: string): IncomingFile {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/.exec(value);
  if (!match) throw invalid(`${field} must be a base64 data URL`, { [field]: [`${field} must be a base64 data URL`] });
  return { bytes: new Uint8Array(Buffer.from(match[1], "base64")), name };
}

/**
 * Reads a multipart /api body with the shared form schema (conform coerces the text fields as it does for pages)
 * and returns the parsed fields and the files of `fileField` as bytes; refused files become 400 or 413.
 */
export async function readMultipartWith<S extends z.ZodType>(
  request: Request,
  schema: S,
  upload: MultipartLimits & { purpose: UploadPurpose; fileField: string },
): Promise<{ input: z.output<S>; files: IncomingFile[] }> {
  const { formData, refused } = await readMultipart(request, upload).catch(() => {
    throw invalid("Malformed multipart body");
  });
  assertNoRefusedParts(refused, upload.purpose, upload.maxFiles);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const errors = (submission.error ?? {}) as FieldErrors;
    const first = Object.values(errors).flat()[0] ?? "Invalid input";
    throw invalid(first, errors);
  }
  const files = formData.getAll(upload.fileField).filter((f): f is File => f instanceof File);
  return { input: submission.value as z.output<S>, files: await Promise.all(files.map(fileBytes)) };
}

/**
 * Reads a multipart /api body whose one file is written to disk as it arrives (plan room files) and runs `run`
 * with the parsed fields and that file; whatever `run` leaves of the file is removed afterwards. A file over
 * `maxFileBytes` is 413 with `tooBig`.
 */
export async function withSpooledMultipart<S extends z.ZodType, R>(
  request: Request,
  schema: S,
  options: { maxFileBytes: number; spoolTo: () => string; tooBig: string },
  run: (input: z.output<S>, spooled: SpooledFile[]) => Promise<R>,
): Promise<R> {
  if (!isMultipart(request)) throw invalid("Send the file as multipart/form-data (fields and a `file` part)");
  const { formData, refused, spooled } = await readMultipart(request, { ...options, maxFiles: 1 }).catch(() => {
    throw invalid("Malformed multipart body");
  });
  try {
    if (refused.length > 0) throw tooLarge(options.tooBig, { file: [options.tooBig] });
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") {
      const errors = (submission.error ?? {}) as FieldErrors;
      throw invalid(Object.values(errors).flat()[0] ?? "Invalid input", errors);
    }
    return await run(submission.value as z.output<S>, spooled);
  } finally {
    for (const file of spooled) fs.rmSync(file.path, { force: true });
  }
}

/** The furthest page a list goes to: deeper links (or a forged `page=1e308`) get this page. */
const MAX_PAGE = 10_000;

/** `?page=` as a whole page number from 1 to MAX_PAGE (anything else is page 1). */
export function pageParam(query: URLSearchParams): number {
  const page = Math.trunc(Number(query.get("page")));
  return Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}
