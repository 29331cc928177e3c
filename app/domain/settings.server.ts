/** Settings (docs/product-rules.md#accounts): privacy and notification preferences, phone, password, leaving. */
import { and, count, desc, eq, ne, sql } from "drizzle-orm";

import { gcProfiles, privacySettings, sessions, subProfiles, users } from "../../db/schema";
import type { EmailCategory } from "~/constants";
import { purgeUserContent, removePurgedFiles } from "~/domain/account-purge.server";
import { recordAudit } from "~/domain/audit.server";
import { CATEGORY_DESCRIPTIONS, isValidUnsubscribe, PREFERENCE_FIELD } from "~/domain/email.server";
import { forbidden, invalid } from "~/domain/errors.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first, changedRows, prepared, transaction } from "~/infra/db.server";
import { closeLiveStreams } from "~/infra/events.server";
import { hashPassword, verifyPassword } from "~/infra/password.server";
import type { NotificationPreferences, PasswordChange, PrivacyPatch } from "~/schemas/settings";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/lib/time-zones";

type PrivacyRow = typeof privacySettings.$inferSelect;

/** The privacy settings, with the defaults (docs/constants.md#privacy-defaults) for a user who has no row yet. */
export type PrivacySettingsView = {
  profile_visibility: PrivacyRow["profileVisibility"];
  contact_visibility: PrivacyRow["contactVisibility"];
  data_usage_consent: boolean;
  show_email: boolean;
  show_phone: boolean;
  receive_messages: boolean;
  receive_connections: boolean;
  email_messages: boolean;
  email_connections: boolean;
  receive_project_updates: boolean;
  receive_application_updates: boolean;
  receive_marketing: boolean;
  receive_account_alerts: boolean;
  receive_weekly_digest: boolean;
};

const DEFAULTS: PrivacySettingsView = {
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
};

const toView = (r: PrivacyRow): PrivacySettingsView => ({
  profile_visibility: r.profileVisibility,
  contact_visibility: r.contactVisibility,
  data_usage_consent: r.dataUsageConsent,
  show_email: r.showEmail,
  show_phone: r.showPhone,
  receive_messages: r.receiveMessages,
  receive_connections: r.receiveConnections,
  email_messages: r.emailMessages,
  email_connections: r.emailConnections,
  receive_project_updates: r.receiveProjectUpdates,
  receive_application_updates: r.receiveApplicationUpdates,
  receive_marketing: r.receiveMarketing,
  receive_account_alerts: r.receiveAccountAlerts,
  receive_weekly_digest: r.receiveWeeklyDigest,
});

export async function getPrivacySettings(actor: Pick<Viewer, "id">): Promise<PrivacySettingsView> {
  const row = await first(db.select().from(privacySettings).where(eq(privacySettings.userId, actor.id)).limit(1));
  return row ? toView(row) : { ...DEFAULTS };
}

/**
 * Saves any of the privacy fields: the contact rules (receive_messages, receive_connections) and the email
 * preferences (email_messages, email_connections and the other receive_* fields) are separate fields.
 */
export async function updatePrivacySettings(
  actor: Pick<Viewer, "id">,
  patch: PrivacyPatch,
): Promise<PrivacySettingsView> {
  const values = {
    profileVisibility: patch.profile_visibility,
    contactVisibility: patch.contact_visibility,
    dataUsageConsent: patch.data_usage_consent,
    showEmail: patch.show_email,
    showPhone: patch.show_phone,
    receiveMessages: patch.receive_messages,
    receiveConnections: patch.receive_connections,
    emailMessages: patch.email_messages,
    emailConnections: patch.email_connections,
    receiveProjectUpdates: patch.receive_project_updates,
    receiveApplicationUpdates: patch.receive_application_updates,
    receiveMarketing: patch.receive_marketing,
    receiveAccountAlerts: patch.receive_account_alerts,
    receiveWeeklyDigest: patch.receive_weekly_digest,
    updatedAt: now(),
  };
  await db
    .insert(privacySettings)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: privacySettings.userId, set: values });
  return getPrivacySettings(actor);
}

/** Which emails go (docs/product-rules.md#email); who may contact the user is a Privacy setting. */
export function notificationPreferences(p: PrivacySettingsView): NotificationPreferences {
  return {
    messages: p.email_messages,
    connections: p.email_connections,
    projectUpdates: p.receive_project_updates,
    applicationUpdates: p.receive_application_updates,
    marketingUpdates: p.receive_marketing,
    accountAlerts: p.receive_account_alerts,
    weeklyDigest: p.receive_weekly_digest,
  };
}

export async function updateNotificationPreferences(actor: Viewer, prefs: NotificationPreferences) {
  return updatePrivacySettings(actor, {
    email_messages: prefs.messages,
    email_connections: prefs.connections,
    receive_project_updates: prefs.projectUpdates,
    receive_application_updates: prefs.applicationUpdates,
    receive_marketing: prefs.marketingUpdates,
    receive_account_alerts: prefs.accountAlerts,
    receive_weekly_digest: prefs.weeklyDigest,
  });
}

/** The phone number on the user's profile (shown to others only with show_phone). */
export async function getPhone(actor: Viewer): Promise<string | null> {
  const table = actor.role === "general_contractor" ? gcProfiles : subProfiles;
  return (
    (await first(db.select({ phone: table.phone }).from(table).where(eq(table.userId, actor.id)).limit(1)))?.phone ??
    null
  );
}

export async function setPhone(actor: Viewer, phone: string | undefined) {
  if (actor.role === "admin") throw forbidden("Administrators have no profile to hold a phone number.");
  const table = actor.role === "general_contractor" ? gcProfiles : subProfiles;
  const changed = await changedRows(
    db
      .update(table)
      .set({ phone: phone?.trim() || null })
      .where(eq(table.userId, actor.id)),
  );
  if (!changed)
    throw invalid("Save your profile first, then add a phone number", { phone: ["Save your profile first"] });
}

/**
 * A real password change: the current password must match ('Current password is incorrect'); every other session
 * of the user ends, this one stays.
 */
export async function changePassword(actor: Viewer, currentSessionId: string | undefined, input: PasswordChange) {
  const row = await first(db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) {
    throw invalid("Current password is incorrect", { currentPassword: ["Current password is incorrect"] });
  }
  const hash = await hashPassword(input.newPassword);
  await transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, actor.id));
    await endOthers(tx, actor.id, currentSessionId);
  });
  closeLiveStreams({ userId: actor.id, exceptSessionId: currentSessionId });
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

async function endOthers(tx: Tx | typeof db, userId: number, currentSessionId: string | undefined) {
  return await changedRows(
    tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), currentSessionId ? ne(sessions.id, currentSessionId) : undefined)),
  );
}

export async function endOtherSessions(actor: Viewer, currentSessionId: string | undefined) {
  const ended = await endOthers(db, actor.id, currentSessionId);
  closeLiveStreams({ userId: actor.id, exceptSessionId: currentSessionId });
  return ended;
}

export type SessionView = { device: string; last_used: string; signed_in: string; current: boolean };

/** A readable device name from a user agent ("Chrome on Android"), never the raw string. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : /curl|node|undici|python|okhttp/i.test(userAgent)
            ? "App or script"
            : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

const SESSIONS_SHOWN = 10;

/** The user's most recently used sessions (the current one first) and how many there are in all. */
export async function listSessions(
  actor: Viewer,
  currentSessionId: string | undefined,
): Promise<{ items: SessionView[]; total: number }> {
  const total =
    (await first(db.select({ n: count() }).from(sessions).where(eq(sessions.userId, actor.id)).limit(1)))?.n ?? 0;
  const current = currentSessionId
    ? await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, currentSessionId), eq(sessions.userId, actor.id)))
    : [];
  const others = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), currentSessionId ? ne(sessions.id, currentSessionId) : undefined))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(SESSIONS_SHOWN - current.length);
  const items = [...current, ...others].map((s) => ({
    device: deviceName(s.userAgent),
    last_used: (s.lastSeenAt ?? s.createdAt).toISOString(),
    signed_in: s.createdAt.toISOString(),
    current: s.id === currentSessionId,
  }));
  return { items, total };
}

/**
 * Delete Account: with the password, removes everything the product holds of the user (account-purge), signs them
 * out everywhere and frees their username and email. It cannot be undone.
 */
export async function deleteOwnAccount(actor: Viewer, password: string) {
  const row = await first(db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1));
  if (!row || !(await verifyPassword(row.hash, password))) {
    throw invalid("Password is incorrect", { password: ["Password is incorrect"] });
  }
  const files = await transaction(async (tx) => {
    const removed = await purgeUserContent(tx, actor.id);
    await tx.update(users).set({ deletedAt: now() }).where(eq(users.id, actor.id));
    await recordAudit(tx, { actorId: actor.id, action: "user.deleted_self", targetType: "user", targetId: actor.id });
    return removed;
  });
  removePurgedFiles(files);
  closeLiveStreams({ userId: actor.id });
}

const timeZoneRow = prepared(() =>
  db
    .select({ zone: users.timeZone })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare(),
);

/** The zone a user's times are shown in without JavaScript (with it, the browser's own): theirs, else the app's. */
export async function timeZoneOf(userId: number): Promise<string> {
  return (await first(timeZoneRow().execute({ id: userId })))?.zone ?? DEFAULT_TIME_ZONE;
}

export const getTimeZone = (actor: Viewer) => timeZoneOf(actor.id);

export async function setTimeZone(actor: Viewer, zone: string) {
  if (!isTimeZone(zone)) throw invalid("Choose a time zone", { time_zone: ["Choose a time zone"] });
  await db.update(users).set({ timeZone: zone }).where(eq(users.id, actor.id));
}

/** What an unsubscribe link is about: the category, as the email names it, and whether its emails are on. */
export type EmailCategoryState = { category: EmailCategory; name: string; on: boolean };

/** Whether an unsubscribe link is signed for this user and category (not forged or altered) and the user exists. */
async function isLiveUnsubscribeLink(userId: number, category: string, token: string): Promise<boolean> {
  return (
    isValidUnsubscribe(userId, category, token) &&
    Boolean(await first(db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)))
  );
}

/** What opening an unsubscribe link shows, changing nothing (mail scanners open links). Null for a bad link. */
export async function emailCategoryByLink(
  userId: number,
  category: string,
  token: string,
): Promise<EmailCategoryState | null> {
  if (!isValidUnsubscribe(userId, category, token) || !(await isLiveUnsubscribeLink(userId, category, token)))
    return null;
  const settings = await getPrivacySettings({ id: userId });
  return { category, name: CATEGORY_DESCRIPTIONS[category].name, on: settings[PREFERENCE_FIELD[category]] };
}

/**
 * Turns one category of email off (or back on) for the user a signed unsubscribe link names, without signing in.
 * Only the email preference changes, never who may contact the user. A bad link changes nothing and answers null.
 */
export async function setEmailCategoryByLink(
  userId: number,
  category: string,
  token: string,
  on: boolean,
): Promise<EmailCategoryState | null> {
  if (!isValidUnsubscribe(userId, category, token) || !(await isLiveUnsubscribeLink(userId, category, token)))
    return null;
  await updatePrivacySettings({ id: userId }, { [PREFERENCE_FIELD[category]]: on });
  return { category, name: CATEGORY_DESCRIPTIONS[category].name, on };
}
