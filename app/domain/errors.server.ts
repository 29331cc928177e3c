export type DomainErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unprocessable"
  | "too_many"
  | "unavailable";

export type FieldErrors = Record<string, string[]>;

/** The one error the domain throws: loaders, actions and /api routes map it to a page or a JSON answer. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalid = (message: string, fieldErrors?: FieldErrors) => new DomainError("invalid", message, fieldErrors);
export const unauthorized = (message = "You need to sign in first.") => new DomainError("unauthorized", message);
export const forbidden = (message = "You are not allowed to do that.") => new DomainError("forbidden", message);
export const notFound = (message = "Not found") => new DomainError("not_found", message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new DomainError("conflict", message, fieldErrors);

/** A per-user limit reached (429), such as reports a day. */
export const tooMany = (message: string) => new DomainError("too_many", message);

/** A file or body over its size limit (413); field errors say which. */
export const tooLarge = (message: string, fieldErrors?: FieldErrors) =>
  new DomainError("too_large", message, fieldErrors);

/** The server is busy with others' work (503): nothing is wrong with the request, it can be sent again later. */
export const unavailable = (message: string) => new DomainError("unavailable", message);

export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
};
