/**
 * Messages between contractors (docs/product-rules.md#messaging). Every send updates both participants' `conversations`
 * rows in the same transaction, so the conversation list, unread counts and reply times never scan messages.
 */
import { and, count, desc, eq, gt, inArray, lt, or, sql, sum, type SQL } from "drizzle-orm";

import { REBUILD_CONVERSATIONS_SQL } from "../../db/rebuild-conversations";
import { conversations, messages, users } from "../../db/schema";
import { DomainError, forbidden, notFound } from "~/domain/errors.server";
import { excerpt, markGroupRead, notify } from "~/domain/notifications.server";
import { nameOf, personCard, type PersonCard, personCards } from "~/domain/people.server";
import {
  connectionBetween,
  messagingPermission,
  relationshipBetween,
  visibleProfileIds,
  type ContactCheck,
  type Viewer,
} from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import {
  db,
  idList,
  inIdList,
  likePattern,
  prepared,
  first,
  changedRows,
  transaction,
  selectRow,
  selectRows,
  runStatement,
  larger,
} from "~/infra/db.server";
import { publish } from "~/infra/events.server";

export const THREAD_PAGE_SIZE = 50;
const CONVERSATIONS_PAGE_SIZE = 20;

export type MessageRecord = {
  id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  is_read: boolean;
  created_at: string;
};

type MessageRow = typeof messages.$inferSelect;

/** What a conversation preview says when its last message was hidden by a moderator. */
const MESSAGE_REMOVED = "Message removed by a moderator";

const toRecord = (m: MessageRow): MessageRecord => ({
  id: m.id,
  sender_id: m.senderId,
  recipient_id: m.recipientId,
  content: m.content,
  is_read: m.isRead,
  created_at: m.createdAt.toISOString(),
});

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Keeps one participant's conversation row in step with a new message. */
async function touchConversation(tx: Tx, userId: number, otherId: number, message: MessageRow) {
  const mine = message.senderId === userId;
  const row = await first(
    tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.userId, userId), eq(conversations.otherId, otherId)))
      .limit(1),
  );
  if (!row) {
    await tx.insert(conversations).values({
      userId,
      otherId,
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      unreadCount: mine ? 0 : 1,
      startedByOther: !mine,
      firstMessageAt: message.createdAt,
    });
    return;
  }
  const firstReply =
    mine && row.startedByOther && row.firstReplyMinutes === null
      ? Math.round((message.createdAt.getTime() - row.firstMessageAt.getTime()) / 60000)
      : row.firstReplyMinutes;
  await tx
    .update(conversations)
    .set({
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      unreadCount: mine ? row.unreadCount : row.unreadCount + 1,
      firstReplyMinutes: firstReply,
    })
    .where(eq(conversations.id, row.id));
}

/** The message notifications (and emails) of one conversation, seen from its recipient, are one group. */
const conversationGroup = (senderId: number) => `conversation:${senderId}`;

function refuse(check: ContactCheck) {
  if (!check.allowed) throw new DomainError(check.kind, check.reason);
}

/** Sends a message when the recipient's privacy settings admit the sender (403 with the reason otherwise). */
export async function sendMessage(actor: Viewer, input: { recipient_id: number; content: string }) {
  refuse(await messagingPermission(actor, input.recipient_id));
  const message = await transaction(async (tx) => {
    const row = (
      await tx
        .insert(messages)
        .values({
          senderId: actor.id,
          recipientId: input.recipient_id,
          content: input.content.trim(),
          createdAt: now(),
        })
        .returning()
    )[0];
    await touchConversation(tx, actor.id, input.recipient_id, row);
    await touchConversation(tx, input.recipient_id, actor.id, row);
    const sender = await nameOf(tx, actor.id);
    await notify(tx, {
      userId: input.recipient_id,
      kind: "message",
      actorId: actor.id,
      title: (n) => (n === 1 ? `New message from ${sender}` : `${n} new messages from ${sender}`),
      body: excerpt(row.content),
      link: `/messages?userId=${actor.id}`,
      groupKey: conversationGroup(actor.id),
    });
    return row;
  });
  const event = { type: "message", from: actor.id, to: input.recipient_id } as const;
  publish(input.recipient_id, event);
  publish(actor.id, event);
  return toRecord(message);
}

const MESSAGES_PAGE_SIZE = 50;

type MessageWithPeople = MessageRecord & { sender: PersonCard; recipient: PersonCard };

/**
 * GET /api/messages: the user's messages, sent and received, newest first, a page at a time, each with its
 * sender and recipient. Messages a moderator hid are left out, as in a conversation.
 */
export async function listMessages(actor: Viewer, { page = 1, pageSize = MESSAGES_PAGE_SIZE } = {}) {
  const current = Math.max(1, Math.floor(page) || 1);
  const skip = (current - 1) * pageSize;
  // Sent and received each read their own index range (messages_*_shown_idx), newest first; the two are merged.
  type Side = typeof messages.senderId | typeof messages.recipientId;
  const shown = (side: Side) => and(eq(side, actor.id), eq(messages.isHidden, false));
  const newest = async (side: Side) =>
    await db
      .select()
      .from(messages)
      .where(shown(side))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(skip + pageSize);
  const counted = async (side: Side) =>
    (await first(db.select({ n: count() }).from(messages).where(shown(side)).limit(1)))?.n ?? 0;
  const total = (await counted(messages.senderId)) + (await counted(messages.recipientId));
  const rows = [...(await newest(messages.senderId)), ...(await newest(messages.recipientId))]
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)
    .slice(skip, skip + pageSize);
  const people = await personCards(
    actor,
    rows.flatMap((m) => [m.senderId, m.recipientId]),
  );
  const items: MessageWithPeople[] = rows.flatMap((m) => {
    const [sender, recipient] = [people.get(m.senderId), people.get(m.recipientId)];
    return sender && recipient ? [{ ...toRecord(m), sender, recipient }] : [];
  });
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / pageSize)) };
}

export type ConversationSummary = {
  other: PersonCard;
  last_message: MessageRecord;
  unread_count: number;
};

// The inbox's last messages: built once, whatever the page's length.
const messagesAmong = prepared(() => db.select().from(messages).where(inIdList(messages.id)).prepare());

/**
 * The conversation list, grouped by the other party, newest first, a page at a time; `q` searches the other party's
 * name, trade and location. Users who are no longer active are left out.
 */
/** The viewer's conversations with active people (`search`: their name, business or trade). */
function conversationsOf(actor: Viewer, search: string) {
  return sql`FROM conversations c JOIN users u ON u.id = c.other_id AND u.account_status = 'active'
    WHERE c.user_id = ${actor.id} ${search ? sql`AND u.search_text LIKE ${likePattern(search)} ESCAPE '\\'` : sql``}`;
}

/** One page of conversations, the latest first. */
async function conversationPage(actor: Viewer, from: SQL, limit: number, offset: number) {
  const rows = await selectRows<{ otherId: number; lastMessageId: number; unread: number }>(
    sql`SELECT c.other_id AS "otherId", c.last_message_id AS "lastMessageId", c.unread_count AS unread ${from}
      ORDER BY c.last_message_at DESC, c.last_message_id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const [cards, lasts] = await Promise.all([
    personCards(
      actor,
      rows.map((r) => r.otherId),
    ),
    Promise.resolve(
      rows.length ? await messagesAmong().execute({ ids: idList(rows.map((r) => r.lastMessageId)) }) : [],
    ),
  ]);
  const lastById = new Map(lasts.map((m) => [m.id, m]));
  return rows.flatMap((r): ConversationSummary[] => {
    const other = cards.get(r.otherId);
    const last = lastById.get(r.lastMessageId);
    if (!other || !last) return [];
    const shown = last.isHidden ? { ...toRecord(last), content: MESSAGE_REMOVED } : toRecord(last);
    return [{ other, last_message: shown, unread_count: r.unread }];
  });
}

export async function listConversations(actor: Viewer, { q = "", page = 1, pageSize = CONVERSATIONS_PAGE_SIZE } = {}) {
  const current = Math.max(1, Math.floor(page) || 1);
  const from = conversationsOf(actor, q.trim().slice(0, 100));
  const total = (await selectRow<{ n: number }>(sql`SELECT count(*) AS n ${from}`))?.n ?? 0;
  const items = await conversationPage(actor, from, pageSize, (current - 1) * pageSize);
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The latest few conversations, without the count of all that a paged list needs (a busy user has thousands). */
export async function latestConversations(actor: Viewer, n: number) {
  return conversationPage(actor, conversationsOf(actor, ""), n, 0);
}

/** The messages between two users, newest page first (`before`: a message id for older pages), oldest on top. */
async function threadPage(a: number, b: number, before: MessageRow | null) {
  const older = before
    ? or(
        lt(messages.createdAt, before.createdAt),
        and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
      )
    : undefined;
  // Each direction reads its own index range; the two newest pages are merged.
  const side = async (from: number, to: number) =>
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, from), eq(messages.recipientId, to), eq(messages.isHidden, false), older))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(THREAD_PAGE_SIZE + 1);
  const merged = [...(await side(a, b)), ...(await side(b, a))].sort(
    (x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id,
  );
  return { rows: merged.slice(0, THREAD_PAGE_SIZE).reverse(), hasEarlier: merged.length > THREAD_PAGE_SIZE };
}

export type ConversationView = {
  other: PersonCard;
  messages: MessageRecord[];
  has_earlier: boolean;
  /** Whether the viewer may write (with the reason when not). */
  can_message: ContactCheck;
};

/**
 * Whether the viewer may open a conversation with (and so read the card of) another user: one whose profile they
 * may see (the privacy rule), or one they already deal with: messages exchanged, a connection, or the two sides of
 * an application or bid invitation. Those lists show the person's card already; anyone else is not found.
 */
async function mayReadPerson(actor: Viewer, otherId: number) {
  if ((await visibleProfileIds(actor, [otherId])).has(otherId)) return true;
  const talked = await first(
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userId, actor.id), eq(conversations.otherId, otherId)))
      .limit(1),
  );
  if (talked) return true;
  const rel = await relationshipBetween(actor, otherId);
  return rel.businessParty || (await connectionBetween(actor.id, otherId)) !== undefined;
}

/** A conversation with one user (404 when they are unknown, deleted, or not someone the viewer may read). */
export async function getConversation(actor: Viewer, otherId: number, { before }: { before?: number } = {}) {
  const status =
    Number.isSafeInteger(otherId) && otherId !== actor.id
      ? await first(db.select({ status: users.accountStatus }).from(users).where(eq(users.id, otherId)).limit(1))
      : undefined;
  if (!status || status.status === "deleted" || !(await mayReadPerson(actor, otherId)))
    throw notFound("User not found");
  const other = await personCard(actor, otherId);
  if (!other) throw notFound("User not found");
  const cursor =
    before && Number.isSafeInteger(before)
      ? ((await first(
          db
            .select()
            .from(messages)
            .where(
              and(
                eq(messages.id, before),
                or(
                  and(eq(messages.senderId, actor.id), eq(messages.recipientId, otherId)),
                  and(eq(messages.senderId, otherId), eq(messages.recipientId, actor.id)),
                ),
              ),
            )
            .limit(1),
        )) ?? null)
      : null;
  const { rows, hasEarlier } = await threadPage(actor.id, otherId, cursor);
  const view: ConversationView = {
    other,
    messages: rows.map(toRecord),
    has_earlier: hasEarlier,
    can_message: await messagingPermission(actor, otherId),
  };
  return view;
}

/** Opening a conversation marks each unread message from the other party as read. */
export async function markConversationRead(actor: Viewer, otherId: number): Promise<number> {
  let notificationRead = false;
  const changed = await transaction(async (tx) => {
    notificationRead = await markGroupRead(tx, actor.id, conversationGroup(otherId));
    const row = await first(
      tx
        .select({ id: conversations.id, unread: conversations.unreadCount })
        .from(conversations)
        .where(and(eq(conversations.userId, actor.id), eq(conversations.otherId, otherId)))
        .limit(1),
    );
    if (!row || row.unread === 0) return 0;
    const marked = await changedRows(
      tx
        .update(messages)
        .set({ isRead: true })
        .where(and(eq(messages.recipientId, actor.id), eq(messages.senderId, otherId), eq(messages.isRead, false))),
    );
    await tx.update(conversations).set({ unreadCount: 0 }).where(eq(conversations.id, row.id));
    return marked;
  });
  if (changed) publish(actor.id, { type: "unread" });
  if (notificationRead) publish(actor.id, { type: "notification" });
  return changed;
}

/** PATCH /api/messages/{id}/read: the recipient only. */
export async function markMessageRead(actor: Viewer, messageId: number): Promise<MessageRecord> {
  const message = Number.isSafeInteger(messageId)
    ? await first(db.select().from(messages).where(eq(messages.id, messageId)).limit(1))
    : undefined;
  if (!message || (message.senderId !== actor.id && message.recipientId !== actor.id))
    throw notFound("Message not found");
  if (message.recipientId !== actor.id) throw forbidden("Only the recipient can mark a message as read.");
  if (!message.isRead) {
    await transaction(async (tx) => {
      await tx.update(messages).set({ isRead: true }).where(eq(messages.id, messageId));
      await tx
        .update(conversations)
        .set({ unreadCount: larger(sql`${conversations.unreadCount} - 1`, 0) })
        .where(and(eq(conversations.userId, actor.id), eq(conversations.otherId, message.senderId)));
    });
    publish(actor.id, { type: "unread" });
  }
  return toRecord({ ...message, isRead: true });
}

/** Unread messages addressed to the user (the sidebar badge): a sum over their conversations with unread ones. */
// The badge of every signed-in page: built once, not on each call.
const unreadTotal = prepared(() =>
  db
    .select({ n: sum(conversations.unreadCount) })
    .from(conversations)
    .where(and(eq(conversations.userId, sql.placeholder("userId")), gt(conversations.unreadCount, 0)))
    .prepare(),
);

export async function countUnreadMessages(userId: number): Promise<number> {
  return Number((await first(unreadTotal().execute({ userId })))?.n ?? 0);
}

const REPLY_WINDOW_DAYS = 90;
const REPLY_MIN_CONVERSATIONS = 5;

/**
 * 'Usually replies within N hours': the median time to a first reply over conversations others started in the
 * last 90 days, once there are at least 5; null before that.
 */
export async function usualReplyHours(userId: number): Promise<number | null> {
  return (await usualReplyHoursOf([userId])).get(userId) ?? null;
}

/** The same for several people at once (one index range each, one query). */
export async function usualReplyHoursOf(userIds: number[]): Promise<Map<number, number | null>> {
  const ids = [...new Set(userIds)];
  const since = new Date(now().getTime() - REPLY_WINDOW_DAYS * 86_400_000);
  const rows = ids.length
    ? await db
        .select({ userId: conversations.userId, minutes: conversations.firstReplyMinutes })
        .from(conversations)
        .where(
          and(
            inArray(conversations.userId, ids),
            eq(conversations.startedByOther, true),
            gt(conversations.firstMessageAt, since),
          ),
        )
    : [];
  const byUser = new Map<number, number[]>();
  // Unanswered conversations count as slow: they sort last.
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.minutes ?? Number.POSITIVE_INFINITY]);
  return new Map(
    ids.map((id) => {
      const minutes = (byUser.get(id) ?? []).sort((x, y) => x - y);
      if (minutes.length < REPLY_MIN_CONVERSATIONS) return [id, null];
      const median = minutes[Math.floor((minutes.length - 1) / 2)];
      return [id, Number.isFinite(median) ? Math.max(1, Math.ceil(median / 60)) : null];
    }),
  );
}

/** Rebuilds every conversation row from the messages (demo seed, benchmark build; the migration holds the same). */
export async function rebuildConversations(database: Tx | typeof db = db) {
  await runStatement(sql`DELETE FROM conversations`, database);
  await runStatement(sql.raw(REBUILD_CONVERSATIONS_SQL), database);
}
