/** The audit log: every admin action (and a user's own account deletion), written in the action's transaction. */
import { desc, inArray } from "drizzle-orm";

import { auditLog, users } from "../../db/schema";
import { forbidden } from "~/domain/errors.server";
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

export function recordAudit(tx: Tx | typeof db, entry: AuditEntry) {
  tx.insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      createdAt: now(),
    })
    .run();
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditView = {
  id: number;
  actor: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  details: Record<string, unknown> | null;
  created_at: string;
};

/** Newest first, a page at a time (the created_at index). */
export async function listAuditLog(admin: Viewer, { page = 1 } = {}) {
  if (admin.role !== "admin") throw forbidden("Only administrators can read the audit log.");
  const current = Math.max(1, Math.floor(page) || 1);
  const rows = db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((current - 1) * AUDIT_PAGE_SIZE)
    .all();
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
  const names = new Map(
    actorIds.length
      ? db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, actorIds))
          .all()
          .map((u) => [u.id, u.username])
      : [],
  );
  const items: AuditView[] = rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
    id: r.id,
    actor: r.actorId === null ? null : (names.get(r.actorId) ?? null),
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
    created_at: r.createdAt.toISOString(),
  }));
  return { items, page: current, has_more: rows.length > AUDIT_PAGE_SIZE };
}
