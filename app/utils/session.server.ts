import { createCookieSessionStorage, redirect } from "@remix-run/node";

import { loadSessionUser, type UserRecord } from "~/domain/accounts.server";
import { noteRequestUser, requestCached } from "~/infra/request-cache.server";
import { getSessionSecret } from "~/infra/secret.server";
import type { FlashToast } from "~/utils/toast";

export type Toast = Omit<FlashToast, "id">;

type SessionData = { sessionId: string };
type SessionFlashData = { toast: FlashToast };

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, SessionFlashData>> | undefined;

function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: [getSessionSecret()],
      maxAge: 30 * 24 * 60 * 60,
    },
  });
  return storage;
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export type Session = Awaited<ReturnType<ReturnType<typeof sessionStorage>["getSession"]>>;

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function flash(session: Session, toast: Toast) {
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
}

export function commitSession(request: Request, session: Session) {
  return sessionStorage().commitSession(session, { secure: isHttps(request) });
}

/** A Set-Cookie header for a new session that carries only a flash message. */
export async function flashCookie(request: Request, toast: Toast) {
  const session = await sessionStorage().getSession();
  flash(session, toast);
  return commitSession(request, session);
}

export async function redirectWithToast(request: Request, url: string, toast: Toast, init?: ResponseInit) {
  const session = await getSession(request);
  flash(session, toast);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(request, session));
  return redirect(url, { ...init, headers });
}

export type CurrentUser = { user: UserRecord; blockedMessage?: undefined } | { user: null; blockedMessage?: string };

/** Who is signed in; looked up once per HTTP request however many loaders ask. */
export function getCurrentUser(request: Request): Promise<CurrentUser> {
  return requestCached(`current-user:${request.headers.get("Cookie") ?? ""}`, () => lookUpCurrentUser(request));
}

async function lookUpCurrentUser(request: Request): Promise<CurrentUser> {
  const session = await getSession(request);
  const lookup = await loadSessionUser(session.get("sessionId"));
  if (lookup.state === "signed_in") {
    noteRequestUser(lookup.user.id);
    return { user: lookup.user };
  }
  if (lookup.state === "blocked") return { user: null, blockedMessage: lookup.error.message };
  return { user: null };
}

/** Signs out a suspended or deleted user, showing why, on the sign-in screen. */
async function signOutBlocked(request: Request, message: string): Promise<never> {
  throw redirect("/auth", {
    headers: { "Set-Cookie": await flashCookie(request, { type: "error", title: "Signed out", description: message }) },
  });
}

export async function getOptionalUser(request: Request): Promise<UserRecord | null> {
  const current = await getCurrentUser(request);
  if (current.blockedMessage) return signOutBlocked(request, current.blockedMessage);
  return current.user;
}

/** For pages: a signed-out visitor goes to / (docs/product-rules.md#roles). */
export async function requireUser(request: Request): Promise<UserRecord> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect("/");
  return user;
}

export async function requireAdmin(request: Request): Promise<UserRecord> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/");
  return user;
}
