import { eq } from "drizzle-orm";

import { privacySettings, sessions, users } from "../../db/schema";
import {
  AccountBlockedError,
  changeAccountStatus,
  createSession,
  loadSessionUser,
  register,
  verifyCredentials,
} from "~/domain/accounts.server";
import { DomainError } from "~/domain/errors.server";
import { db, first } from "~/infra/db.server";

const account = (name: string, role: "general_contractor" | "subcontractor" | "admin" = "general_contractor") => ({
  username: name,
  email: `${name}@example.com`,
  password: "secret123",
  role,
});

async function expectDomainError(promise: Promise<unknown>, kind: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).kind).toBe(kind);
  return error as DomainError;
}

describe("register", () => {
  it("creates the user with default privacy settings and no profile yet", async () => {
    const user = await register(account("alpha"));
    expect(user).toMatchObject({
      username: "alpha",
      role: "general_contractor",
      account_status: "active",
      gcProfile: null,
      subProfile: null,
    });
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("passwordHash");
    const settings = await first(db.select().from(privacySettings).where(eq(privacySettings.userId, user.id)).limit(1));
    expect(settings).toMatchObject({
      profileVisibility: "public",
      contactVisibility: "connections",
      dataUsageConsent: true,
      showEmail: false,
      receiveMessages: true,
      receiveMarketing: false,
    });
  });

  it("stores an argon2id hash, never the password", async () => {
    const user = await register(account("hashcheck"));
    const row = await first(db.select().from(users).where(eq(users.id, user.id)).limit(1));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("secret123");
  });

  it("refuses a taken username (any case) or email with a conflict", async () => {
    await register(account("bravo"));
    const byName = await expectDomainError(register({ ...account("BRAVO"), email: "other@example.com" }), "conflict");
    expect(byName.fieldErrors?.username).toEqual(["That username is already taken"]);
    const byEmail = await expectDomainError(
      register({ ...account("charlie"), email: "Bravo@Example.com" }),
      "conflict",
    );
    expect(byEmail.fieldErrors?.email).toEqual(["An account with that email already exists"]);
  });
});

describe("verifyCredentials", () => {
  it("accepts the right password, case-insensitive username", async () => {
    await register(account("delta"));
    await expect(verifyCredentials({ username: "Delta", password: "secret123" })).resolves.toMatchObject({
      username: "delta",
    });
  });

  it("answers the same for a wrong password and an unknown user", async () => {
    await register(account("echo"));
    const wrong = await expectDomainError(
      verifyCredentials({ username: "echo", password: "nope-nope" }),
      "unauthorized",
    );
    const unknown = await expectDomainError(
      verifyCredentials({ username: "nobody", password: "nope-nope" }),
      "unauthorized",
    );
    expect(wrong.message).toBe("Invalid username or password");
    expect(unknown.message).toBe(wrong.message);
  });
});

describe("account status", () => {
  it("a suspended user cannot sign in, sees the reason, and their open session is blocked", async () => {
    const admin = await register(account("admin_one", "admin"));
    const user = await register(account("foxtrot"));
    const session = await createSession(user.id);

    await changeAccountStatus(admin, user.id, { status: "suspended", reason: "Spam reports" });

    const error = await verifyCredentials({ username: "foxtrot", password: "secret123" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountBlockedError);
    expect((error as Error).message).toBe("Your account has been suspended: Spam reports");
    const lookup = await loadSessionUser(session.id);
    expect(lookup.state).toBe("blocked");

    await changeAccountStatus(admin, user.id, { status: "active" });
    await expect(verifyCredentials({ username: "foxtrot", password: "secret123" })).resolves.toMatchObject({
      id: user.id,
    });
    // Reactivation ends every session from before.
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("a deleted account cannot sign in, cannot be changed again, and frees its username and email", async () => {
    const admin = await register(account("admin_two", "admin"));
    const user = await register(account("golf"));
    await changeAccountStatus(admin, user.id, { status: "deleted", reason: "Asked to leave" });
    const error = await expectDomainError(
      verifyCredentials({ username: "golf", password: "secret123" }),
      "unauthorized",
    );
    expect(error.message).toBe("Invalid username or password");
    await expectDomainError(changeAccountStatus(admin, user.id, { status: "active" }), "conflict");
    await expect(register(account("golf"))).resolves.toMatchObject({ username: "golf" });
  });

  it("only admins change status, never their own, and suspending needs a reason", async () => {
    const admin = await register(account("admin_three", "admin"));
    const user = await register(account("hotel"));
    await expectDomainError(changeAccountStatus(user, admin.id, { status: "suspended", reason: "x" }), "forbidden");
    await expectDomainError(changeAccountStatus(admin, admin.id, { status: "suspended", reason: "x" }), "forbidden");
    await expectDomainError(changeAccountStatus(admin, user.id, { status: "suspended" }), "invalid");
  });
});

describe("sessions", () => {
  it("an unknown or expired session is signed out", async () => {
    expect((await loadSessionUser("no-such-session")).state).toBe("signed_out");
    const user = await register(account("india"));
    const session = await createSession(user.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await loadSessionUser(session.id)).state).toBe("signed_out");
  });
});
