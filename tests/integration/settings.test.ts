import { eq } from "drizzle-orm";

import { privacySettings, sessions } from "../../db/schema";
import { createSession, verifyCredentials } from "~/domain/accounts.server";
import { getTimeZone } from "~/domain/settings.server";
import { db, first } from "~/infra/db.server";
import { action as settingsPage } from "~/routes/account/_app.settings";
import { action as privacyApiWrite, loader as privacyApi } from "~/routes/account/api.privacy-settings";
import { loader as profileApi } from "~/routes/profiles/api.profile.$userId";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { cookieFor, makeUser } from "../helpers/world";

type Person = Awaited<ReturnType<typeof makeUser>>;

const postSettings = async (user: Person, intent: string, fields: Record<string, string>, cookie?: string) =>
  settingsPage(args(formRequest(`/settings?intent=${intent}`, fields, { cookie: cookie ?? (await cookieFor(user)) })));

/** A redirect (success) answers a Response; a refusal answers the form result with its field errors. */
async function fieldErrors(result: Promise<unknown>) {
  const answer = await result.then(
    (r) => r,
    (e: unknown) => e,
  );
  if (answer instanceof Response) return { status: answer.status, errors: null };
  const { status, data } = unwrap<{ result: { error: Record<string, string[]> } }>(answer);
  return { status, errors: data.result.error };
}

describe("GET and PATCH /api/privacy-settings", () => {
  const call = async (user: Person | null, body?: unknown) => {
    const cookie = user ? await cookieFor(user) : undefined;
    const response = (
      body === undefined
        ? await privacyApi(args(getRequest("/api/privacy-settings", { cookie })))
        : await privacyApiWrite(args(jsonRequest("/api/privacy-settings", body, { method: "PATCH", cookie })))
    ) as Response;
    return { status: response.status, body: await response.json() };
  };

  it("answers the privacy defaults for a new user, and 401 signed out", async () => {
    const user = await makeUser();
    expect(await call(user)).toEqual({
      status: 200,
      body: {
        profile_visibility: "public",
        contact_visibility: "connections",
        data_usage_consent: true,
        show_email: false,
        show_phone: false,
        receive_messages: true,
        receive_connections: true,
        email_messages: true,
        email_connections: true,
        receive_project_updates: true,
        receive_application_updates: true,
        receive_marketing: false,
        receive_account_alerts: true,
        receive_weekly_digest: false,
      },
    });
    expect((await call(null)).status).toBe(401);
  });

  it("accepts partial updates and keeps the other fields", async () => {
    const user = await makeUser();
    const patched = await call(user, { profile_visibility: "private", show_email: true });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      profile_visibility: "private",
      show_email: true,
      contact_visibility: "connections",
    });
    expect((await call(user)).body).toMatchObject({
      profile_visibility: "private",
      show_email: true,
      receive_messages: true,
    });
  });

  it("is 400 for values outside the enums, non-boolean flags and unknown fields, and changes nothing", async () => {
    const user = await makeUser();
    for (const body of [
      { profile_visibility: "everyone" },
      { contact_visibility: "friends" },
      { show_email: "yes" },
      { receive_messages: 1 },
      { show_phone: null },
      { favourite_color: "blue" },
      "not json",
    ]) {
      const answer = await call(user, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe("string");
    }
    expect((await call(user, { profile_visibility: "everyone" })).body.message).toMatch(
      /public, connections_only or private/,
    );
    expect((await call(user)).body.profile_visibility).toBe("public");
  });
});

describe("the settings forms (JavaScript off: posted to the route action)", () => {
  it("saves privacy from the form, unchecked boxes meaning false, and another user sees the effect at once", async () => {
    const [owner, other] = [await makeUser(), await makeUser("general_contractor")];
    const saved = await fieldErrors(
      postSettings(owner, "privacy", { profile_visibility: "private", contact_visibility: "none", show_email: "on" }),
    );
    expect(saved).toEqual({ status: 302, errors: null });
    const row = (await first(db.select().from(privacySettings).where(eq(privacySettings.userId, owner.id)).limit(1)))!;
    expect(row).toMatchObject({
      profileVisibility: "private",
      contactVisibility: "none",
      showEmail: true,
      showPhone: false,
      dataUsageConsent: false,
    });
    const seen = (await profileApi(
      args(getRequest(`/api/profile/${owner.id}`, { cookie: await cookieFor(other) }), { userId: String(owner.id) }),
    )) as Response;
    expect(seen.status).toBe(404);
  });

  it("saves the five notification preferences as email preferences, never touching the contact rules", async () => {
    const user = await makeUser();
    await postSettings(user, "notifications", { connections: "on", marketingUpdates: "on" });
    const row = (await first(db.select().from(privacySettings).where(eq(privacySettings.userId, user.id)).limit(1)))!;
    expect(row).toMatchObject({
      emailMessages: false,
      emailConnections: true,
      receiveProjectUpdates: false,
      receiveApplicationUpdates: false,
      receiveMarketing: true,
      receiveMessages: true,
      receiveConnections: true,
    });
  });

  it("the contact rules are saved from Privacy, never touching the email preferences", async () => {
    const user = await makeUser();
    await postSettings(user, "privacy", {
      profile_visibility: "public",
      contact_visibility: "all",
      receive_connections: "on",
    });
    const row = (await first(db.select().from(privacySettings).where(eq(privacySettings.userId, user.id)).limit(1)))!;
    expect(row).toMatchObject({
      receiveMessages: false,
      receiveConnections: true,
      emailMessages: true,
      emailConnections: true,
    });
  });

  it("password change: its exact messages, a wrong current password refused, success ends every other session", async () => {
    const user = await makeUser();
    expect(await fieldErrors(postSettings(user, "password", {}))).toEqual({
      status: 400,
      errors: {
        currentPassword: ["Current password is required"],
        newPassword: ["Password must be at least 6 characters"],
        confirmNewPassword: ["Password must be at least 6 characters"],
      },
    });
    expect(
      (
        await fieldErrors(
          postSettings(user, "password", {
            currentPassword: "secret123",
            newPassword: "abcdef",
            confirmNewPassword: "abcdeg",
          }),
        )
      ).errors,
    ).toEqual({ confirmNewPassword: ["Passwords do not match"] });
    expect(
      (
        await fieldErrors(
          postSettings(user, "password", {
            currentPassword: "wrong-one",
            newPassword: "n3w-pass",
            confirmNewPassword: "n3w-pass",
          }),
        )
      ).errors,
    ).toMatchObject({ currentPassword: ["Current password is incorrect"] });

    const phone = await createSession(user.id, "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile");
    const laptop = await cookieFor(user);
    const changed = await fieldErrors(
      postSettings(
        user,
        "password",
        { currentPassword: "secret123", newPassword: "n3w-pass", confirmNewPassword: "n3w-pass" },
        laptop,
      ),
    );
    expect(changed.status).toBe(302);
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).not.toContain(phone.id);
    expect(left).toHaveLength(1);
    expect(await verifyCredentials({ username: user.username, password: "secret123" }).catch(() => null)).toBeNull();
    expect((await verifyCredentials({ username: user.username, password: "n3w-pass" })).id).toBe(user.id);
  });

  it("'Sign out other sessions' ends the others and keeps this one", async () => {
    const user = await makeUser();
    await createSession(user.id, "curl/8.5");
    await createSession(user.id, "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1");
    const cookie = await cookieFor(user);
    await postSettings(user, "end_sessions", {}, cookie);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it("refuses an unknown intent with 400 and a phone with letters with its message", async () => {
    const user = await makeUser();
    expect(unwrap(await postSettings(user, "become_admin", {})).status).toBe(400);
    expect((await fieldErrors(postSettings(user, "phone", { phone: "call me" }))).errors).toEqual({
      phone: ["Use digits, spaces and + ( ) - . only"],
    });
  });

  it("saves a time zone the runtime knows, refuses one it does not, and starts from America/Phoenix", async () => {
    const user = await makeUser();
    expect(await getTimeZone(user)).toBe("America/Phoenix");
    const saved = unwrap(await postSettings(user, "timezone", { time_zone: "America/New_York" }).catch((e) => e));
    expect(saved.status).toBe(302);
    expect(await getTimeZone(user)).toBe("America/New_York");
    expect(
      (await fieldErrors(postSettings(user, "timezone", { time_zone: "Mars/Olympus_Mons" }))).errors,
    ).toMatchObject({
      time_zone: ["Choose a time zone"],
    });
    expect(await getTimeZone(user)).toBe("America/New_York");
  });
});
