import type * as z from "zod";

import { getCurrentUser } from "./session.server";
import type { UserRecord } from "~/domain/accounts.server";
import {
  DomainError,
  forbidden,
  invalid,
  STATUS_BY_KIND,
  unauthorized,
  type FieldErrors,
} from "~/domain/errors.server";

export type ApiErrorBody = { message: string; errors?: Record<string, string[]> };

export function json<T>(body: T, init?: number | ResponseInit) {
  return Response.json(body, typeof init === "number" ? { status: init } : init);
}

/** Maps anything a handler threw to the API's JSON error shape. */
export function toApiErrorResponse(error: unknown): Response {
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

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return {};
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

/**
 * An /api action for a signed-in user that takes a JSON body: checks the method, the user and the body (with the
 * shared schema), runs the domain function and answers its result as JSON.
 */
export function userJsonAction<S extends z.ZodType, R>(
  method: "POST" | "PATCH" | "PUT",
  schema: S,
  run: (user: UserRecord, input: z.output<S>) => Promise<R>,
  status = 200,
) {
  return async ({ request }: { request: Request }) => {
    if (request.method !== method) return methodNotAllowed([method]);
    return apiRoute(async () => {
      const user = await requireApiUser(request);
      return json(await run(user, await readJsonWith(request, schema)), status);
    });
  };
}
