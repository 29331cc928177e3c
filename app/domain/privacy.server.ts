/**
 * Who may see and contact whom: the one place the privacy settings of SPEC point 3 are read and enforced. Every
 * page and /api call that shows a profile, an email or a credential file asks here.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";

import { bidInvitations, connections, privacySettings, projectApplications, projects, users } from "../../db/schema";
import type { Role } from "~/constants";
import { notFound } from "~/domain/errors.server";
import { db } from "~/infra/db.server";

export type Viewer = { id: number; role: Role };

/** How the viewer stands to the owner of a profile. */
export type Relationship = {
  self: boolean;
  admin: boolean;
  /** An accepted connection between them. */
  connected: boolean;
  /** The two sides of an application or a bid invitation (one applied or was invited to the other's project). */
  businessParty: boolean;
};

export type PrivacySettings = typeof privacySettings.$inferSelect;

const lo = (a: number, b: number) => Math.min(a, b);
const hi = (a: number, b: number) => Math.max(a, b);

/** The connection row between two users, whoever asked, through the unordered-pair index. */
export function connectionBetween(a: number, b: number) {
  return db
    .select({ id: connections.id, status: connections.status, requesterId: connections.requesterId })
    .from(connections)
    .where(
      and(
        sql`(CASE WHEN ${connections.requesterId} < ${connections.recipientId} THEN ${connections.requesterId} ELSE ${connections.recipientId} END) = ${lo(a, b)}`,
        sql`(CASE WHEN ${connections.requesterId} < ${connections.recipientId} THEN ${connections.recipientId} ELSE ${connections.requesterId} END) = ${hi(a, b)}`,
      ),
    )
    .get();
}

function appliedToProjectOf(applicantId: number, creatorId: number) {
  return Boolean(
    db
      .select({ one: sql`1` })
      .from(projectApplications)
      .innerJoin(projects, eq(projects.id, projectApplications.projectId))
      .where(and(eq(projectApplications.applicantId, applicantId), eq(projects.creatorId, creatorId)))
      .limit(1)
      .get(),
  );
}

function invitedBy(contractorId: number, subcontractorId: number) {
  return Boolean(
    db
      .select({ one: sql`1` })
      .from(bidInvitations)
      .where(and(eq(bidInvitations.contractorId, contractorId), eq(bidInvitations.subcontractorId, subcontractorId)))
      .limit(1)
      .get(),
  );
}

export function relationshipBetween(viewer: Viewer | null, ownerId: number): Relationship {
  if (!viewer) return { self: false, admin: false, connected: false, businessParty: false };
  const self = viewer.id === ownerId;
  const admin = viewer.role === "admin";
  if (self) return { self, admin, connected: false, businessParty: false };
  const connected = connectionBetween(viewer.id, ownerId)?.status === "accepted";
  return { self, admin, connected, businessParty: businessParties(viewer.id, ownerId) };
}

function businessParties(a: number, b: number) {
  return appliedToProjectOf(a, b) || appliedToProjectOf(b, a) || invitedBy(a, b) || invitedBy(b, a);
}

/** Of `others`, those with an accepted connection to `userId` (each side's index, once for the whole list). */
function acceptedConnectionsAmong(userId: number, others: number[]): Set<number> {
  if (others.length === 0) return new Set();
  const rows = db
    .select({ requester: connections.requesterId, recipient: connections.recipientId })
    .from(connections)
    .where(
      and(
        eq(connections.status, "accepted"),
        or(
          and(eq(connections.requesterId, userId), inArray(connections.recipientId, others)),
          and(eq(connections.recipientId, userId), inArray(connections.requesterId, others)),
        ),
      ),
    )
    .all();
  return new Set(rows.map((r) => (r.requester === userId ? r.recipient : r.requester)));
}

export function privacySettingsOf(userId: number): PrivacySettings | null {
  return db.select().from(privacySettings).where(eq(privacySettings.userId, userId)).get() ?? null;
}

/** SPEC point 9 defaults, for a user whose row is missing (it is made at registration). */
const DEFAULTS = { profileVisibility: "public", contactVisibility: "connections", showEmail: false } as const;

type VisibilitySettings = Pick<PrivacySettings, "profileVisibility" | "contactVisibility" | "showEmail"> | null;

/** profile_visibility: public to every signed-in user, connections_only to connections and business parties. */
export function canViewProfile(rel: Relationship, settings: VisibilitySettings): boolean {
  if (rel.self || rel.admin) return true;
  const visibility = settings?.profileVisibility ?? DEFAULTS.profileVisibility;
  if (visibility === "public") return true;
  if (visibility === "connections_only") return rel.connected || rel.businessParty;
  return false;
}

/** contact_visibility: `all` admits anyone signed in, `connections` connections and business parties, `none` only business parties. */
export function contactAdmits(rel: Relationship, settings: VisibilitySettings): boolean {
  if (rel.self || rel.admin) return true;
  const visibility = settings?.contactVisibility ?? DEFAULTS.contactVisibility;
  if (visibility === "all") return true;
  if (visibility === "connections") return rel.connected || rel.businessParty;
  return rel.businessParty;
}

/** The email shows when the owner chose show_email and their contact visibility admits the viewer. */
export function canSeeEmail(rel: Relationship, settings: VisibilitySettings): boolean {
  if (rel.self || rel.admin) return true;
  return Boolean(settings?.showEmail ?? DEFAULTS.showEmail) && contactAdmits(rel, settings);
}

/** The phone number shows when the owner chose show_phone and their contact visibility admits the viewer. */
export function canSeePhone(
  rel: Relationship,
  settings: (VisibilitySettings & { showPhone?: boolean }) | null,
): boolean {
  if (rel.self || rel.admin) return true;
  return Boolean(settings?.showPhone) && contactAdmits(rel, settings);
}

/** Credential files (licenses, insurance, W-9s) go to the owner, admins and accepted connections only. */
export function canReadCredentialFiles(rel: Relationship): boolean {
  return rel.self || rel.admin || rel.connected;
}

export const CREDENTIAL_FILES_REFUSAL =
  "Credential files are shared only with this contractor's connections. Connect with them to download.";

/** Whether a moderator hid the user's profile (a report approved): the flag of whichever profile they have. */
// Spelled out: in a one-table select drizzle leaves columns unqualified, and a bare "id" inside the subqueries
// would mean the profile table's own id.
const profileHidden = sql<number>`coalesce(
  (SELECT g.is_hidden FROM gc_profiles g WHERE g.user_id = "users"."id"),
  (SELECT s.is_hidden FROM sub_profiles s WHERE s.user_id = "users"."id"), 0)`;

/** A hidden profile is gone for everyone but its owner and admins. */
function hiddenFrom(viewer: Viewer | null, ownerId: number, hidden: number | boolean) {
  return Boolean(hidden) && viewer?.id !== ownerId && viewer?.role !== "admin";
}

/**
 * Of the given users, those whose profile the viewer may open: the rule of visibleProfileOwner for a whole list at
 * once (cards in lists keep showing a name, but link only to what this answers). Two queries, plus the relationship
 * checks for connections-only profiles on the page.
 */
export function visibleProfileIds(viewer: Viewer | null, ids: number[]): Set<number> {
  const unique = [...new Set(ids)].filter(Number.isSafeInteger);
  const visible = new Set<number>();
  if (!viewer || unique.length === 0) return visible;
  const rows = db
    .select({
      id: users.id,
      role: users.role,
      status: users.accountStatus,
      profileVisibility: privacySettings.profileVisibility,
      contactVisibility: privacySettings.contactVisibility,
      showEmail: privacySettings.showEmail,
      hidden: profileHidden,
    })
    .from(users)
    .leftJoin(privacySettings, eq(privacySettings.userId, users.id))
    .where(inArray(users.id, unique))
    .all();
  const connectionsOnly: number[] = [];
  for (const r of rows) {
    if (r.status !== "active" || r.role === "admin" || hiddenFrom(viewer, r.id, r.hidden)) continue;
    const settings = r.profileVisibility ? (r as VisibilitySettings) : null;
    const anyone = { self: r.id === viewer.id, admin: viewer.role === "admin", connected: false, businessParty: false };
    if (canViewProfile(anyone, settings)) visible.add(r.id);
    else if (canViewProfile({ ...anyone, connected: true }, settings)) connectionsOnly.push(r.id);
  }
  const connected = acceptedConnectionsAmong(viewer.id, connectionsOnly);
  for (const id of connectionsOnly) {
    if (connected.has(id) || businessParties(viewer.id, id)) visible.add(id);
  }
  return visible;
}

/**
 * The owner of a profile the viewer may see, with how they stand to each other; `not_found` for an unknown,
 * deleted or suspended user, an administrator (who has no profile), a profile a moderator hid and one its privacy
 * setting hides.
 */
export function visibleProfileOwner(viewer: Viewer | null, userId: number) {
  const owner = Number.isSafeInteger(userId)
    ? db
        .select({ id: users.id, role: users.role, accountStatus: users.accountStatus, hidden: profileHidden })
        .from(users)
        .where(eq(users.id, userId))
        .get()
    : undefined;
  if (
    !owner ||
    owner.accountStatus !== "active" ||
    owner.role === "admin" ||
    hiddenFrom(viewer, owner.id, owner.hidden)
  )
    throw notFound("Profile not found");
  const rel = relationshipBetween(viewer, owner.id);
  const settings = privacySettingsOf(owner.id);
  if (!canViewProfile(rel, settings)) throw notFound("Profile not found");
  return { owner: owner as typeof owner & { role: "general_contractor" | "subcontractor" }, rel, settings };
}

export type ContactCheck =
  { allowed: true } | { allowed: false; reason: string; kind: "invalid" | "forbidden" | "not_found" };

function activeUser(userId: number) {
  return Number.isSafeInteger(userId)
    ? db
        .select({ id: users.id, role: users.role, status: users.accountStatus })
        .from(users)
        .where(eq(users.id, userId))
        .get()
    : undefined;
}

/**
 * Whether `sender` may write to `recipientId`: the recipient must accept messages, and their contact_visibility
 * must admit the sender (`all` anyone, `connections` connections and business parties, `none` business parties
 * only). Suspended and deleted users neither send nor receive.
 */
export function messagingPermission(sender: Viewer, recipientId: number): ContactCheck {
  if (sender.id === recipientId) return { allowed: false, kind: "invalid", reason: "You cannot message yourself." };
  const recipient = activeUser(recipientId);
  if (!recipient || recipient.status === "deleted") {
    return { allowed: false, kind: "not_found", reason: "User not found" };
  }
  if (recipient.status !== "active") {
    return { allowed: false, kind: "forbidden", reason: "This account is not active and cannot receive messages." };
  }
  if (sender.role === "admin") return { allowed: true };
  const settings = privacySettingsOf(recipientId);
  if (settings && !settings.receiveMessages) {
    return { allowed: false, kind: "forbidden", reason: "This contractor is not accepting messages." };
  }
  if (!contactAdmits(relationshipBetween(sender, recipientId), settings)) {
    const reason =
      (settings?.contactVisibility ?? DEFAULTS.contactVisibility) === "none"
        ? "This contractor accepts messages only about projects you work on together."
        : "This contractor accepts messages only from their connections. Send a connection request first.";
    return { allowed: false, kind: "forbidden", reason };
  }
  return { allowed: true };
}

/** Whether `requester` may ask `recipientId` to connect (the pair rules live in the connections module). */
export function connectionRequestPermission(requester: Viewer, recipientId: number): ContactCheck {
  if (requester.id === recipientId) {
    return { allowed: false, kind: "invalid", reason: "You cannot connect with yourself." };
  }
  const recipient = activeUser(recipientId);
  if (!recipient || recipient.status !== "active" || recipient.role === "admin") {
    return { allowed: false, kind: "not_found", reason: "User not found" };
  }
  const settings = privacySettingsOf(recipientId);
  // A private profile stays hidden even from connections: there is no one to ask.
  const asConnection = { self: false, admin: requester.role === "admin", connected: true, businessParty: false };
  if (!canViewProfile(asConnection, settings)) {
    return { allowed: false, kind: "not_found", reason: "User not found" };
  }
  if (settings && !settings.receiveConnections) {
    return { allowed: false, kind: "forbidden", reason: "This contractor is not accepting connection requests." };
  }
  return { allowed: true };
}
