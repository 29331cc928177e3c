/**
 * Who may see and contact whom (docs/product-rules.md#visibility): the one place the privacy settings are read and
 * enforced. Every page and /api call that shows a profile, an email or a credential file asks here.
 */
import { and, eq, or, sql, type Column, type SQL } from "drizzle-orm";

import { connections, privacySettings, projects, users } from "../../db/schema";
import type { Role } from "~/constants";
import { abilitiesOf } from "~/domain/abilities.server";
import { notFound } from "~/domain/errors.server";
import { db, idList, inIdList, prepared, first, selectRow, smaller, larger, booleanLiteral } from "~/infra/db.server";

export type Viewer = { id: number; role: Role };

/** How the viewer stands to the owner of a profile. */
export type Relationship = {
  self: boolean;
  admin: boolean;
  /** An accepted connection between them. */
  connected: boolean;
  /**
   * The two sides of an application or of a bid invitation the subcontractor answered by applying: an invitation
   * alone (sent, viewed or declined) opens nothing the subcontractor has not opened.
   */
  businessParty: boolean;
};

export type PrivacySettings = typeof privacySettings.$inferSelect;

const lo = (a: number, b: number) => Math.min(a, b);
const hi = (a: number, b: number) => Math.max(a, b);

/**
 * A connection row joins the users `low` and `high` (low < high), whoever asked: the expressions of the
 * unordered-pair index (`connections_pair_unique`), so one lookup finds it whichever side is busy.
 */
function pairSql(requester: SQL | Column, recipient: SQL | Column, low: number | SQL, high: number | SQL): SQL {
  return sql`(CASE WHEN ${requester} < ${recipient} THEN ${requester} ELSE ${recipient} END) = ${low}
    AND (CASE WHEN ${requester} < ${recipient} THEN ${recipient} ELSE ${requester} END) = ${high}`;
}

// Profile pages, messaging and connection requests ask on every view: built once, not on each call.
const connectionOfPair = prepared(() =>
  db
    .select({ id: connections.id, status: connections.status, requesterId: connections.requesterId })
    .from(connections)
    .where(
      pairSql(
        connections.requesterId,
        connections.recipientId,
        sql`${sql.placeholder("low")}`,
        sql`${sql.placeholder("high")}`,
      ),
    )
    .prepare(),
);

/** The connection row between two users, whoever asked. */
export async function connectionBetween(a: number, b: number) {
  return await first(connectionOfPair().execute({ low: lo(a, b), high: hi(a, b) }));
}

/** The one invitation status that makes its two sides business parties: the subcontractor applied. */
const ANSWERED_INVITATION = "applied";

/**
 * Whether two users are the two sides of an application, or of a bid invitation the subcontractor answered by
 * applying, as SQL. Each EXISTS starts from the `owner` side (a busy viewer has thousands of rows, an owner usually
 * few).
 */
function businessPartySql(me: number | SQL, owner: number | SQL): SQL {
  return sql`(
    EXISTS (SELECT 1 FROM projects pr JOIN project_applications a ON a.project_id = pr.id AND a.applicant_id = ${me}
            WHERE pr.creator_id = ${owner})
    OR EXISTS (SELECT 1 FROM project_applications a JOIN projects pr ON pr.id = a.project_id
               WHERE a.applicant_id = ${owner} AND pr.creator_id = ${me})
    OR EXISTS (SELECT 1 FROM bid_invitations b WHERE b.contractor_id = ${me} AND b.subcontractor_id = ${owner}
               AND b.status = ${ANSWERED_INVITATION})
    OR EXISTS (SELECT 1 FROM bid_invitations b WHERE b.contractor_id = ${owner} AND b.subcontractor_id = ${me}
               AND b.status = ${ANSWERED_INVITATION}))`;
}

export async function relationshipBetween(viewer: Viewer | null, ownerId: number): Promise<Relationship> {
  if (!viewer) return { self: false, admin: false, connected: false, businessParty: false };
  const self = viewer.id === ownerId;
  const admin = viewer.role === "admin";
  if (self) return { self, admin, connected: false, businessParty: false };
  const connected = (await connectionBetween(viewer.id, ownerId))?.status === "accepted";
  return { self, admin, connected, businessParty: await businessParties(viewer.id, ownerId) };
}

async function businessParties(a: number, b: number) {
  return Boolean((await selectRow<{ yes: number | boolean }>(sql`SELECT ${businessPartySql(a, b)} AS yes`))?.yes);
}

const privacySettingsById = prepared(() =>
  db
    .select()
    .from(privacySettings)
    .where(eq(privacySettings.userId, sql.placeholder("userId")))
    .prepare(),
);

async function privacySettingsOf(userId: number): Promise<PrivacySettings | null> {
  return (await first(privacySettingsById().execute({ userId }))) ?? null;
}

/** The defaults (docs/constants.md#privacy-defaults), for a user whose row is missing (it is made at registration). */
const DEFAULTS = { profileVisibility: "public", contactVisibility: "connections", showEmail: false } as const;

type VisibilitySettings = Pick<PrivacySettings, "profileVisibility" | "contactVisibility" | "showEmail"> | null;

/** contact_visibility: `all` admits anyone signed in, `connections` connections and business parties, `none` only business parties. */
function contactAdmits(rel: Relationship, settings: VisibilitySettings): boolean {
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

/** Whether a connection in `status` joins two users, as SQL (the same pair lookup as connectionBetween). */
export function connectionWithSql(a: number | SQL, b: number | SQL, status: "pending" | "accepted"): SQL {
  const pair = pairSql(sql.raw("c.requester_id"), sql.raw("c.recipient_id"), smaller(a, b), larger(a, b));
  return sql`EXISTS (SELECT 1 FROM connections c WHERE ${pair} AND c.status = ${status})`;
}

/** The viewer's id as a prepared statement's `me` placeholder (bind `meParam(viewer)`). */
const ME = sql`${sql.placeholder("me")}`;

/** The value of the `me` placeholder: no one's id for a signed-out viewer. */
export const meParam = (viewer: Viewer | null) => viewer?.id ?? -1;

/** Projects the viewer may list or count: one a moderator hid is left out for everyone but admins. */
export function projectVisibleSql(viewer: Viewer | null): SQL | undefined {
  return seesHiddenProjects(viewer) ? undefined : eq(projects.isHidden, false);
}

/** Whether lists show this viewer the projects a moderator hid (administrators); for everyone else they are gone. */
export const seesHiddenProjects = (viewer: Viewer | null) => Boolean(viewer && abilitiesOf(viewer).administer);

/**
 * One project's own page: a project a moderator hid stays open to its owner (who is shown why) and to admins. `me`
 * is the viewer's id, or in a prepared statement a placeholder for it (see `projectPageQuery`).
 */
export function projectPageVisibleSql(viewer: Viewer | null, me: number | SQL = meParam(viewer)): SQL | undefined {
  const listed = projectVisibleSql(viewer);
  return listed && or(listed, eq(projects.creatorId, me));
}

/**
 * A statement that reads one project as its page may show it, built once for each shape of the rule (admins, and
 * everyone else): `build` gets the condition with the viewer's id as the placeholder `me` (bind
 * `meParam(viewer)`). Project pages ask several times per view.
 */
export function projectPageQuery<T>(build: (visible: SQL | undefined) => T): (viewer: Viewer | null) => T {
  const byShape = new Map<boolean, () => T>();
  return (viewer) => {
    const shape = seesHiddenProjects(viewer);
    if (!byShape.has(shape))
      byShape.set(
        shape,
        prepared(() => build(projectPageVisibleSql(viewer, ME))),
      );
    return byShape.get(shape)!();
  };
}

/**
 * The profile rule as one SQL condition over the `users` row in the query (the query must read `users` under that
 * name): an active contractor (administrators have no profile), not hidden by a moderator, and admitted by their
 * profile_visibility: public to every signed-in user, connections_only to accepted connections and business
 * parties, private to no one. The owner and administrators always pass the last two. Profile pages, cards, search
 * and matches all filter with this, so the rule lives here once.
 */
export function profileVisibleSql(viewer: Viewer | null): SQL {
  return seesEveryProfile(viewer) ? activeProfileSql() : profileAdmitsSql(viewer?.id ?? -1);
}

function seesEveryProfile(viewer: Viewer | null) {
  return viewer?.role === "admin";
}

function activeProfileSql(): SQL {
  return sql`"users"."account_status" = 'active' AND "users"."role" <> 'admin'`;
}

/** The profile rule for a viewer who is not an administrator (`me`: their id, or a placeholder for it). */
function profileAdmitsSql(me: number | SQL): SQL {
  // Spelled out: in a one-table select drizzle leaves columns unqualified, and a bare "id" inside the subqueries
  // would mean the subquery table's own id.
  const owner = sql.raw(`"users"."id"`);
  const hidden = sql`coalesce(
    (SELECT g.is_hidden FROM gc_profiles g WHERE g.user_id = ${owner}),
    (SELECT s.is_hidden FROM sub_profiles s WHERE s.user_id = ${owner}), ${booleanLiteral(false)})`;
  const visibility = sql`coalesce((SELECT p.profile_visibility FROM privacy_settings p WHERE p.user_id = ${owner}), 'public')`;
  const connected = connectionWithSql(me, owner, "accepted");
  const businessParty = businessPartySql(me, owner);
  return sql`(${activeProfileSql()} AND (${owner} = ${me} OR (${hidden} = ${booleanLiteral(false)} AND (
    ${visibility} = 'public' OR (${visibility} = 'connections_only' AND (${connected} OR ${businessParty}))))))`;
}

/**
 * A statement filtered by the profile rule, built once for each of its two shapes (administrators, everyone else):
 * `build` gets the condition, with the viewer's id as the placeholder `me`.
 */
export function profileQuery<T>(build: (visible: SQL) => T): (viewer: Viewer | null) => T {
  const toAdmin = prepared(() => build(activeProfileSql()));
  const toOthers = prepared(() => build(profileAdmitsSql(ME)));
  return (viewer) => (seesEveryProfile(viewer) ? toAdmin() : toOthers());
}

// Every list of cards asks (projects, people, matches, the dashboard), whatever its length.
const profilesVisibleAmong = profileQuery((visible) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(inIdList(users.id), visible))
    .prepare(),
);

// Every profile page and profile read asks.
const visibleProfileRow = profileQuery((visible) =>
  db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, sql.placeholder("userId")), visible))
    .prepare(),
);

/**
 * Of the given users, those whose profile the viewer may open (cards in lists keep showing a name, but link only to
 * what this answers). One query for the whole list.
 */
export async function visibleProfileIds(viewer: Viewer | null, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)].filter(Number.isSafeInteger);
  if (!viewer || unique.length === 0) return new Set();
  const rows = await profilesVisibleAmong(viewer).execute({ ids: idList(unique), me: meParam(viewer) });
  return new Set(rows.map((r) => r.id));
}

/**
 * The owner of a profile the viewer may see, with how they stand to each other; `not_found` for an unknown,
 * deleted or suspended user, an administrator (who has no profile), a profile a moderator hid and one its privacy
 * setting hides.
 */
export async function visibleProfileOwner(viewer: Viewer | null, userId: number) {
  const owner = Number.isSafeInteger(userId)
    ? await first(visibleProfileRow(viewer).execute({ userId, me: meParam(viewer) }))
    : undefined;
  if (!owner) throw notFound("Profile not found");
  const rel = await relationshipBetween(viewer, owner.id);
  const settings = await privacySettingsOf(owner.id);
  return { owner: owner as typeof owner & { role: "general_contractor" | "subcontractor" }, rel, settings };
}

export type ContactCheck =
  { allowed: true } | { allowed: false; reason: string; kind: "invalid" | "forbidden" | "not_found" };

async function activeUser(userId: number) {
  return Number.isSafeInteger(userId)
    ? await first(
        db
          .select({ id: users.id, role: users.role, status: users.accountStatus })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1),
      )
    : undefined;
}

/**
 * Whether `sender` may write to `recipientId`: the recipient must accept messages, and their contact_visibility
 * must admit the sender (`all` anyone, `connections` connections and business parties, `none` business parties
 * only). Suspended and deleted users neither send nor receive.
 */
export async function messagingPermission(sender: Viewer, recipientId: number): Promise<ContactCheck> {
  if (sender.id === recipientId) return { allowed: false, kind: "invalid", reason: "You cannot message yourself." };
  const recipient = await activeUser(recipientId);
  if (!recipient || recipient.status === "deleted") {
    return { allowed: false, kind: "not_found", reason: "User not found" };
  }
  if (recipient.status !== "active") {
    return { allowed: false, kind: "forbidden", reason: "This account is not active and cannot receive messages." };
  }
  if (sender.role === "admin") return { allowed: true };
  const settings = await privacySettingsOf(recipientId);
  if (settings && !settings.receiveMessages) {
    return { allowed: false, kind: "forbidden", reason: "This contractor is not accepting messages." };
  }
  if (!contactAdmits(await relationshipBetween(sender, recipientId), settings)) {
    const reason =
      (settings?.contactVisibility ?? DEFAULTS.contactVisibility) === "none"
        ? "This contractor accepts messages only about projects you work on together."
        : "This contractor accepts messages only from their connections. Send a connection request first.";
    return { allowed: false, kind: "forbidden", reason };
  }
  return { allowed: true };
}

/** Whether `requester` may ask `recipientId` to connect (the pair rules live in the connections module). */
export async function connectionRequestPermission(requester: Viewer, recipientId: number): Promise<ContactCheck> {
  if (requester.id === recipientId) {
    return { allowed: false, kind: "invalid", reason: "You cannot connect with yourself." };
  }
  const recipient = await activeUser(recipientId);
  if (!recipient || recipient.status !== "active" || recipient.role === "admin") {
    return { allowed: false, kind: "not_found", reason: "User not found" };
  }
  const settings = await privacySettingsOf(recipientId);
  // A private profile stays hidden even from connections: there is no one to ask.
  if (requester.role !== "admin" && settings?.profileVisibility === "private") {
    return { allowed: false, kind: "not_found", reason: "User not found" };
  }
  if (settings && !settings.receiveConnections) {
    return { allowed: false, kind: "forbidden", reason: "This contractor is not accepting connection requests." };
  }
  return { allowed: true };
}
