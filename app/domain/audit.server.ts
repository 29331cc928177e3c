/** The audit log: every admin action (and a user's own account deletion), written in the action's transaction. */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";

import {
  auditLog,
  contactMessages,
  gcProfiles,
  messages,
  projects,
  reviews,
  subProfiles,
  users,
} from "../../db/schema";
import { assertAdmin } from "~/domain/abilities.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db } from "~/infra/db.server";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

export type AuditEntry = {
  actorId: number;
  action: string;
  targetType: string;
  targetId: number | null;
  details?: Record<string, unknown>;
};

export async function recordAudit(tx: Tx | typeof db, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ? JSON.stringify(entry.details) : null,
    createdAt: now(),
  });
}

const AUDIT_PAGE_SIZE = 50;

/** What an entry was about, named as an admin investigating needs it, with where to look further. */
export type AuditTarget = {
  type: string;
  id: number | null;
  /** A username, a project's title, a contact's name; null when the thing is gone. */
  name: string | null;
  /** The business or company of a user; who wrote a review or a message, and to whom. */
  detail: string | null;
  href: string | null;
};

export type AuditView = {
  id: number;
  actor: string | null;
  actor_href: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  target: AuditTarget;
  details: Record<string, unknown> | null;
  created_at: string;
};

const actor = alias(users, "actor");
const targetUser = alias(users, "target_user");
const targetGc = alias(gcProfiles, "target_gc");
const targetSub = alias(subProfiles, "target_sub");
const author = alias(users, "author");
const addressee = alias(users, "addressee");

/** The admin users tab showing one account, whatever its status. */
const adminUserHref = (username: string) =>
  `/admin?${new URLSearchParams({ tab: "users", q: username, includeDeleted: "true" })}`;

type AuditRowJoined = {
  entry: typeof auditLog.$inferSelect;
  actorName: string | null;
  userName: string | null;
  business: string | null;
  projectTitle: string | null;
  contactName: string | null;
  authorName: string | null;
  addresseeName: string | null;
  revieweeId: number | null;
};

function targetOf(r: AuditRowJoined): AuditTarget {
  const { targetType: type, targetId: id } = r.entry;
  const base = { type, id, name: null, detail: null, href: null };
  switch (type) {
    case "user":
    case "profile":
      return r.userName ? { ...base, name: r.userName, detail: r.business, href: adminUserHref(r.userName) } : base;
    case "project":
      return r.projectTitle ? { ...base, name: r.projectTitle, href: `/projects/${id}` } : base;
    case "review":
      return r.authorName
        ? {
            ...base,
            name: `Review by ${r.authorName}`,
            detail: `of ${r.addresseeName}`,
            href: `/profile/${r.revieweeId}?tab=reviews`,
          }
        : base;
    case "message":
      return r.authorName ? { ...base, name: `Message from ${r.authorName}`, detail: `to ${r.addresseeName}` } : base;
    case "contact_message":
      return r.contactName ? { ...base, name: r.contactName, href: "/admin?tab=messages" } : base;
    default:
      return base;
  }
}

const targetIs = (...types: string[]) => inArray(auditLog.targetType, types);

/**
 * Newest first, a page at a time (the created_at index); each target named in the same query (users with their
 * business, projects by title, reviews and messages by who wrote them to whom), never one lookup per row.
 */
export async function listAuditLog(admin: Viewer, { page = 1 } = {}) {
  assertAdmin(admin, "Only administrators can read the audit log.");
  const current = Math.max(1, Math.floor(page) || 1);
  const rows: AuditRowJoined[] = await db
    .select({
      entry: auditLog,
      actorName: actor.username,
      userName: targetUser.username,
      business: sql<string | null>`coalesce(${targetSub.businessName}, ${targetGc.companyName})`,
      projectTitle: projects.title,
      contactName: contactMessages.name,
      authorName: author.username,
      addresseeName: addressee.username,
      revieweeId: reviews.revieweeId,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetUser, and(targetIs("user", "profile"), eq(targetUser.id, auditLog.targetId)))
    .leftJoin(targetGc, eq(targetGc.userId, targetUser.id))
    .leftJoin(targetSub, eq(targetSub.userId, targetUser.id))
    .leftJoin(projects, and(targetIs("project"), eq(projects.id, auditLog.targetId)))
    .leftJoin(contactMessages, and(targetIs("contact_message"), eq(contactMessages.id, auditLog.targetId)))
    .leftJoin(reviews, and(targetIs("review"), eq(reviews.id, auditLog.targetId)))
    .leftJoin(messages, and(targetIs("message"), eq(messages.id, auditLog.targetId)))
    .leftJoin(author, eq(author.id, sql`coalesce(${reviews.reviewerId}, ${messages.senderId})`))
    .leftJoin(addressee, eq(addressee.id, sql`coalesce(${reviews.revieweeId}, ${messages.recipientId})`))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((current - 1) * AUDIT_PAGE_SIZE);
  const items: AuditView[] = rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
    id: r.entry.id,
    actor: r.actorName,
    actor_href: r.actorName ? adminUserHref(r.actorName) : null,
    action: r.entry.action,
    target_type: r.entry.targetType,
    target_id: r.entry.targetId,
    target: targetOf(r),
    details: r.entry.details ? (JSON.parse(r.entry.details) as Record<string, unknown>) : null,
    created_at: r.entry.createdAt.toISOString(),
  }));
  return { items, page: current, has_more: rows.length > AUDIT_PAGE_SIZE };
}
