import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { createSession, endSession, verifyCredentials, type UserRecord } from "~/domain/accounts.server";
import { loginSchema } from "~/schemas/auth";
import { commitSession, flash, flashCookie, getSession, type Toast } from "~/utils/session.server";

export const authenticator = new Authenticator<UserRecord>();

authenticator.use(
  new FormStrategy(async ({ form }) =>
    verifyCredentials(loginSchema.parse({ username: form.get("username"), password: form.get("password") })),
  ),
  "form",
);

/** Signs in with a username and password: the JSON API passes its fields here as a form, so both faces share one path. */
export function authenticateCredentials(request: Request, credentials: { username: string; password: string }) {
  const form = new URLSearchParams(credentials);
  return authenticator.authenticate("form", new Request(request.url, { method: "POST", body: form }));
}

/** Starts a fresh server-side session for the user (a new id on every sign-in) and returns its Set-Cookie header. */
export async function startUserSession(request: Request, userId: number, toast?: Toast) {
  const session = await getSession(request);
  const previous = session.get("sessionId");
  if (previous) await endSession(previous);
  const { id } = await createSession(userId, request.headers.get("User-Agent"));
  session.set("sessionId", id);
  if (toast) flash(session, toast);
  return commitSession(request, session);
}

/** Ends the current session and returns a Set-Cookie header that keeps only the given flash message. */
export async function endUserSession(request: Request, toast: Toast) {
  const session = await getSession(request);
  const id = session.get("sessionId");
  if (id) await endSession(id);
  return flashCookie(request, toast);
}
