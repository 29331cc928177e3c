/**
 * The in-app inbox. `notify` is the one place a notification is recorded: inside the transaction of the event that
 * caused it, together with its email (queueNotificationEmail decides whether one goes). A new message updates the
 * one unread notification of its conversation instead of adding another.
 */
import { and, count, desc, eq, isNull, lte, or, sql } from "drizzle-orm";

import { notifications } from "../../db/schema";
import { UNREAD_BADGE_CAP, type NotificationKind } from "~/constants";
import { notFound } from "~/domain/errors.server";
import { queueNotificationEmail } from "~/domain/email.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { afterCommit, db, prepared, first, changedRows } from "~/infra/db.server";
import { publish } from "~/infra/events.server";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationInput = {
  userId: number;
  kind: NotificationKind;
  actorId?: number | null;
  /** A function of the group's count for grouped notifications ("3 new messages from …"). */
  title: string | ((count: number) => string);
  body?: string | null;
  link: string;
  /** Grouping: one unread notification per key (a conversation), counted up by each new event. */
  groupKey?: string;
  /** Once only: a second notification with the same key for the same user is not recorded. */
  dedupeKey?: string;
  /** Not shown, and its email not sent, before this time (an award's undo window); never grouped. */
  heldUntil?: Date;
};

export type NotificationView = {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  count: number;
  read: boolean;
  created_at: string;
};

/** A short excerpt of user text for a notification or email (one line, at most `max` characters). */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A notification the user may see now: not held, or its hold is over. */
const shownSql = () => or(isNull(notifications.heldUntil), lte(notifications.heldUntil, now()));

const titleOf = (input: NotificationInput, count: number) =>
  typeof input.title === "function" ? input.title(count) : input.title;

/**
 * Records a notification in the caller's transaction (and queues its email when the recipient's preferences allow).
 * Returns its id, or null when a notification with the same dedupe key already exists. The user's open pages hear
 * of it after the transaction.
 */
export async function notify(tx: Tx, input: NotificationInput): Promise<number | null> {
  const at = now();
  let id: number | null = null;
  let count = 1;
  if (input.groupKey) {
    const open = await first(
      tx
        .select({ id: notifications.id, count: notifications.count })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, input.userId),
            eq(notifications.groupKey, input.groupKey),
            isNull(notifications.readAt),
          ),
        )
        .limit(1),
    );
    if (open) {
      count = open.count + 1;
      await tx
        .update(notifications)
        .set({ title: titleOf(input, count), body: input.body ?? null, link: input.link, count, createdAt: at })
        .where(eq(notifications.id, open.id));
      id = open.id;
    }
  }
  if (id === null) {
    const row = (
      await tx
        .insert(notifications)
        .values({
          userId: input.userId,
          kind: input.kind,
          actorId: input.actorId ?? null,
          title: titleOf(input, 1),
          body: input.body ?? null,
          link: input.link,
          groupKey: input.groupKey ?? null,
          dedupeKey: input.dedupeKey ?? null,
          heldUntil: input.heldUntil ?? null,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id })
    )[0];
    if (!row) return null;
    id = row.id;
  }
  await queueNotificationEmail(tx, { ...input, id, title: titleOf(input, count) });
  const userId = input.userId;
  // Heard of once the transaction commits (a page that reloads its bell then finds it). A held one is heard of when
  // it shows (best effort: a restart in between only means the bell updates on the next page load).
  const tell = () => publish(userId, { type: "notification" });
  if (input.heldUntil) {
    const wait = Math.max(0, input.heldUntil.getTime() - at.getTime());
    afterCommit(() => setTimeout(tell, wait).unref());
  } else afterCommit(tell);
  return id;
}

/** Marks the open notification of a group read (opening the conversation reads its message notification). */
export async function markGroupRead(tx: Tx, userId: number, groupKey: string): Promise<boolean> {
  return (
    (await changedRows(
      tx
        .update(notifications)
        .set({ readAt: now() })
        .where(
          and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey), isNull(notifications.readAt)),
        ),
    )) > 0
  );
}

const toView = (n: typeof notifications.$inferSelect): NotificationView => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  count: n.count,
  read: n.readAt !== null,
  created_at: n.createdAt.toISOString(),
});

export async function listNotifications(actor: Viewer, { unread = false, page = 1 } = {}) {
  const where = and(eq(notifications.userId, actor.id), shownSql(), unread ? isNull(notifications.readAt) : undefined);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  const total = (await first(db.select({ n: count() }).from(notifications).where(where).limit(1)))?.n ?? 0;
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toView),
    page,
    page_count: Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE)),
    total,
  };
}

// The bell of every signed-in page: built once, not on each call.
const unreadUpToCap = prepared(() =>
  db
    .select({ n: count() })
    .from(
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, sql.placeholder("userId")),
            isNull(notifications.readAt),
            or(isNull(notifications.heldUntil), lte(notifications.heldUntil, sql.placeholder("now"))),
          ),
        )
        .limit(UNREAD_BADGE_CAP + 1)
        .as("unread"),
    )
    .prepare(),
);

/** Unread notifications, counted up to the badge's cap plus one (an index range, never the whole inbox). */
export async function countUnreadNotifications(userId: number): Promise<number> {
  return (await first(unreadUpToCap().execute({ userId, now: now().getTime() })))?.n ?? 0;
}

async function ownNotification(actor: Viewer, id: number) {
  const row = Number.isSafeInteger(id)
    ? await first(db.select().from(notifications).where(eq(notifications.id, id)).limit(1))
    : undefined;
  const held = row?.heldUntil && row.heldUntil > now();
  if (!row || row.userId !== actor.id || held) throw notFound("Notification not found");
  return row;
}

/** Marks one of the user's notifications read (other users' answer 404); returns it. */
export async function markNotificationRead(actor: Viewer, id: number): Promise<NotificationView> {
  const row = await ownNotification(actor, id);
  if (row.readAt) return toView(row);
  const readAt = now();
  await db.update(notifications).set({ readAt }).where(eq(notifications.id, id));
  publish(actor.id, { type: "notification" });
  return toView({ ...row, readAt });
}

export async function markAllNotificationsRead(actor: Viewer): Promise<number> {
  const changed = await changedRows(
    db
      .update(notifications)
      .set({ readAt: now() })
      .where(and(eq(notifications.userId, actor.id), shownSql(), isNull(notifications.readAt))),
  );
  if (changed) publish(actor.id, { type: "notification" });
  return changed;
}

/** Removes the notifications a deleted account caused for others (inside the purge's transaction). */
export async function deleteNotificationsBy(tx: Tx, actorId: number) {
  await tx.delete(notifications).where(eq(notifications.actorId, actorId));
  await tx.delete(notifications).where(eq(notifications.userId, actorId));
}
