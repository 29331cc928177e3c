import { and, count, eq, lt, ne, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/sqlite-core";

import { gcProfiles, privacySettings, sessions, subProfiles, users } from "../../db/schema";
import type { AccountStatus, Role } from "~/constants";
import { assertAdmin } from "~/domain/abilities.server";
import { type PurgedFiles, purgeUserContent, removePurgedFiles } from "~/domain/account-purge.server";
import { recordAudit } from "~/domain/audit.server";
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  notFound,
  unauthorized,
  type FieldErrors,
} from "~/domain/errors.server";
import type { LoginInput, RegistrationInput } from "~/schemas/auth";
import { now } from "~/infra/clock.server";
import { db, prepared, first, transaction, isUniqueViolation } from "~/infra/db.server";
import { closeLiveStreams } from "~/infra/events.server";
import { hashPassword, verifyPassword } from "~/infra/password.server";
import { uploadUrl } from "~/lib/images";

type UserRow = typeof users.$inferSelect;
type GcProfileRow = typeof gcProfiles.$inferSelect;
type SubProfileRow = typeof subProfiles.$inferSelect;

export type GcProfile = {
  id: number;
  user_id: number;
  company_name: string;
  location: string;
  zip_code: string;
  certifications: string | null;
  project_types: string | null;
  preferred_trades: string | null;
  description: string | null;
  /** The app's own URL of the stored logo (480 px); `imageVariant` gives other sizes. */
  logo_url: string | null;
  avg_rating: number;
  review_count: number;
};

export type SubProfile = {
  id: number;
  user_id: number;
  business_name: string;
  specialty: string | null;
  location: string;
  zip_code: string;
  service_radius: number;
  crew_size: string;
  certifications: string | null;
  available_now: boolean;
  description: string | null;
  /** The app's own URL of the stored logo (480 px); `imageVariant` gives other sizes. */
  logo_url: string | null;
  avg_rating: number;
  review_count: number;
};

/** The user record given to clients (pages and the JSON API): never a password or its hash. */
export type UserRecord = {
  id: number;
  username: string;
  email: string;
  role: Role;
  account_status: AccountStatus;
  created_at: string;
  gcProfile: GcProfile | null;
  subProfile: SubProfile | null;
};

/** A user who may not sign in; carries the reason shown to them. */
export class AccountBlockedError extends DomainError {
  constructor(
    readonly status: "suspended" | "deleted",
    readonly reason: string | null,
  ) {
    super(
      "forbidden",
      status === "suspended"
        ? `Your account has been suspended${reason ? `: ${reason}` : "."}`
        : "This account has been deleted.",
    );
  }
}

// Verifying against a real hash when the username is unknown keeps the answer time the same either way.
let dummyHash: Promise<string> | undefined;
async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}

function toGcProfile(p: GcProfileRow): GcProfile {
  return {
    id: p.id,
    user_id: p.userId,
    company_name: p.companyName,
    location: p.location,
    zip_code: p.zipCode,
    certifications: p.certifications,
    project_types: p.projectTypes,
    preferred_trades: p.preferredTrades,
    description: p.description,
    logo_url: p.logoUploadId ? uploadUrl(p.logoUploadId, "card") : null,
    avg_rating: p.avgRating,
    review_count: p.reviewCount,
  };
}

function toSubProfile(p: SubProfileRow): SubProfile {
  return {
    id: p.id,
    user_id: p.userId,
    business_name: p.businessName,
    specialty: p.specialty,
    location: p.location,
    zip_code: p.zipCode,
    service_radius: p.serviceRadius,
    crew_size: p.crewSize,
    certifications: p.certifications,
    available_now: p.availableNow,
    description: p.description,
    logo_url: p.logoUploadId ? uploadUrl(p.logoUploadId, "card") : null,
    avg_rating: p.avgRating,
    review_count: p.reviewCount,
  };
}

function toUserRecord(user: UserRow, gc: GcProfileRow | null, sub: SubProfileRow | null): UserRecord {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    account_status: user.accountStatus,
    created_at: user.createdAt.toISOString(),
    gcProfile: gc ? toGcProfile(gc) : null,
    subProfile: sub ? toSubProfile(sub) : null,
  };
}

/** A user with their profiles (`extra`: further columns, of a table the caller joins). */
function selectUserWithProfiles<Extra extends SelectedFields>(extra = {} as Extra) {
  return db
    .select({ ...extra, user: users, gc: gcProfiles, sub: subProfiles })
    .from(users)
    .leftJoin(gcProfiles, eq(gcProfiles.userId, users.id))
    .leftJoin(subProfiles, eq(subProfiles.userId, users.id));
}

// Every signed-in request reads the user: built once, not on each call.
const userWithProfilesById = prepared(() =>
  selectUserWithProfiles()
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export async function getUserRecord(userId: number): Promise<UserRecord> {
  const row = await first(userWithProfilesById().execute({ id: userId }));
  if (!row) throw notFound("User not found");
  return toUserRecord(row.user, row.gc, row.sub);
}

async function findByUsername(username: string) {
  return await first(
    db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1),
  );
}

function assertMaySignIn(user: UserRow) {
  if (user.accountStatus === "suspended") throw new AccountBlockedError("suspended", user.suspensionReason);
  if (user.accountStatus === "deleted") throw new AccountBlockedError("deleted", null);
}

/** A registration of any role: the register form and API allow two, the CLI all three. */
export type NewAccount = Omit<RegistrationInput, "role"> & { role: Role };

/** Creates the user and their default privacy settings together. The profile row comes with its first save. */
export async function register(input: NewAccount): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  const usernameTaken = await findByUsername(input.username);
  const emailTaken = await first(
    db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`)
      .limit(1),
  );
  if (usernameTaken || emailTaken) {
    const fieldErrors: FieldErrors = {};
    if (usernameTaken) fieldErrors.username = ["That username is already taken"];
    if (emailTaken) fieldErrors.email = ["An account with that email already exists"];
    throw conflict(
      usernameTaken ? "That username is already taken" : "An account with that email already exists",
      fieldErrors,
    );
  }
  try {
    const user = await transaction(async (tx) => {
      const created = (
        await tx
          .insert(users)
          .values({
            username: input.username,
            email: input.email.toLowerCase(),
            passwordHash,
            role: input.role,
            searchText: input.username.toLowerCase(),
          })
          .returning()
      )[0];
      await tx.insert(privacySettings).values({ userId: created.id });
      return created;
    });
    return toUserRecord(user, null, null);
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) {
      throw conflict("That username or email is already taken");
    }
    throw error;
  }
}

/** Checks a username and password; throws `invalid` for bad credentials and AccountBlockedError for suspended or deleted accounts. */
export async function verifyCredentials({ username, password }: LoginInput): Promise<UserRecord> {
  const found = await findByUsername(username);
  // A deleted account's tombstone has no password: it answers like an unknown name.
  const user = found?.accountStatus === "deleted" ? undefined : found;
  const ok = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw unauthorized("Invalid username or password");
  assertMaySignIn(user);
  return getUserRecord(user.id);
}

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Starts a server-side session; the id is new on every sign-in. */
export async function createSession(userId: number, userAgent?: string | null) {
  const id = crypto.randomUUID() + crypto.randomUUID().replace(/-/g, "");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ id, userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null, lastSeenAt: now() });
  return { id, expiresAt };
}

export async function endSession(sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  closeLiveStreams({ sessionId });
}

export async function deleteExpiredSessions() {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export type SessionLookup =
  { state: "signed_in"; user: UserRecord } | { state: "signed_out" } | { state: "blocked"; error: AccountBlockedError };

/** Resolves a session id to its user, with their profiles (one statement on every signed-in request). */
const sessionById = prepared(() =>
  selectUserWithProfiles({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare(),
);

export async function loadSessionUser(sessionId: string | undefined): Promise<SessionLookup> {
  if (!sessionId) return { state: "signed_out" };
  const row = await first(sessionById().execute({ id: sessionId }));
  if (!row) return { state: "signed_out" };
  if (row.expiresAt.getTime() < Date.now()) {
    await endSession(sessionId);
    return { state: "signed_out" };
  }
  // The session is kept, so the next request can say why; reactivation ends every old session. A suspended or
  // deleted user's sessions end here.
  const { user } = row;
  if (user.accountStatus !== "active") {
    return { state: "blocked", error: new AccountBlockedError(user.accountStatus, user.suspensionReason) };
  }
  await touchLastActive(sessionId, user.id, user.lastActiveAt, row.lastSeenAt);
  return { state: "signed_in", user: toUserRecord(user, row.gc, row.sub) };
}

/** 'Active x ago' needs minutes, not milliseconds: one write per user every few minutes at most. */
const LAST_ACTIVE_RESOLUTION_MS = 5 * 60 * 1000;

async function touchLastActive(sessionId: string, userId: number, lastActiveAt: Date | null, lastSeenAt: Date | null) {
  const current = now();
  const stale = (at: Date | null) => !at || current.getTime() - at.getTime() >= LAST_ACTIVE_RESOLUTION_MS;
  if (stale(lastActiveAt)) await db.update(users).set({ lastActiveAt: current }).where(eq(users.id, userId));
  if (stale(lastSeenAt)) await db.update(sessions).set({ lastSeenAt: current }).where(eq(sessions.id, sessionId));
}

export type StatusChange = { status: AccountStatus; reason?: string | null };

/** Suspends, reactivates or deletes an account. Only admins may do it, never to themselves. */
export async function changeAccountStatus(actor: UserRecord, userId: number, change: StatusChange) {
  assertAdmin(actor, "Only administrators can change account status.");
  if (actor.id === userId) throw forbidden("You cannot change the status of your own account.");
  const target = await first(db.select().from(users).where(eq(users.id, userId)).limit(1));
  if (!target) throw notFound("User not found");
  if (target.accountStatus === "deleted") throw conflict("This account has been deleted and cannot be changed.");
  if (target.role === "admin" && change.status !== "active" && target.accountStatus === "active") {
    const otherActiveAdmins =
      (
        await first(
          db
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, "admin"), eq(users.accountStatus, "active"), ne(users.id, userId)))
            .limit(1),
        )
      )?.n ?? 0;
    if (otherActiveAdmins === 0) throw forbidden("You cannot suspend or delete the last active administrator.");
  }
  const reason = change.reason?.trim() || null;
  if (change.status !== "active" && !reason) {
    throw invalid("A reason is required", { reason: ["Please give a reason"] });
  }
  const changedAt = now();
  let removedFiles: PurgedFiles = { uploads: [], emails: [] };
  await transaction(async (tx) => {
    if (change.status === "active") {
      await tx
        .update(users)
        .set({ accountStatus: "active", suspensionReason: null, suspendedAt: null, suspendedBy: null })
        .where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    } else {
      await tx
        .update(users)
        .set({
          accountStatus: change.status,
          suspensionReason: reason,
          suspendedAt: changedAt,
          suspendedBy: actor.id,
          deletedAt: change.status === "deleted" ? changedAt : null,
        })
        .where(eq(users.id, userId));
    }
    // As the FAQ promises: the profile, projects and messages go with the account (and everything else).
    if (change.status === "deleted") removedFiles = await purgeUserContent(tx, userId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `user.${change.status}`,
      targetType: "user",
      targetId: userId,
      details: { previousStatus: target.accountStatus, reason },
    });
  });
  removePurgedFiles(removedFiles);
  closeLiveStreams({ userId });
  return getUserRecord(userId);
}
