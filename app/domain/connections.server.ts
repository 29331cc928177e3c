/** Connections between contractors (docs/product-rules.md#connections): requests, answers, the tabs of /connections. */
import { and, count, eq, inArray, or, sql } from "drizzle-orm";

import { connections } from "../../db/schema";
import type { CONNECTION_TYPES, ConnectionTab } from "~/constants";
import { conflict, DomainError, forbidden, notFound } from "~/domain/errors.server";
import { nameOf, type PersonCard, personCards } from "~/domain/people.server";
import { excerpt, notify } from "~/domain/notifications.server";
import { connectionBetween, connectionRequestPermission, type Viewer } from "~/domain/privacy.server";
import { addDays, now } from "~/infra/clock.server";
import { db, likePattern, first, transaction, selectRows } from "~/infra/db.server";
import { publish } from "~/infra/events.server";

const DECLINE_COOLDOWN_DAYS = 30;
const CONNECTIONS_PAGE_SIZE = 20;

type ConnectionType = (typeof CONNECTION_TYPES)[number];
type ConnectionRow = typeof connections.$inferSelect;

export type ConnectionView = {
  id: number;
  requester_id: number;
  recipient_id: number;
  status: "pending" | "accepted" | "rejected";
  type: ConnectionType;
  message: string | null;
  created_at: string;
  updated_at: string;
  /** From the viewer's side: a request they sent or one they received. */
  direction: "sent" | "received";
  requester: PersonCard | null;
  recipient: PersonCard | null;
  other: PersonCard | null;
};

async function toViews(viewer: Viewer, rows: ConnectionRow[]): Promise<ConnectionView[]> {
  const cards = await personCards(
    viewer,
    rows.flatMap((r) => [r.requesterId, r.recipientId]),
  );
  return rows.map((r) => ({
    id: r.id,
    requester_id: r.requesterId,
    recipient_id: r.recipientId,
    status: r.status,
    type: r.type,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    direction: r.requesterId === viewer.id ? "sent" : "received",
    requester: cards.get(r.requesterId) ?? null,
    recipient: cards.get(r.recipientId) ?? null,
    other: cards.get(r.requesterId === viewer.id ? r.recipientId : r.requesterId) ?? null,
  }));
}

function refuse(check: Awaited<ReturnType<typeof connectionRequestPermission>>) {
  if (check.allowed) return;
  throw new DomainError(check.kind, check.reason);
}

export type ConnectionRequest = { recipient_id: number; message?: string; type: ConnectionType };

/**
 * Asks another contractor to connect. One connection per pair, whoever asked: a pending or accepted one is 409;
 * after a decline the one who asked may ask again after 30 days (the one who declined may ask at once).
 */
export async function requestConnection(actor: Viewer, input: ConnectionRequest): Promise<ConnectionView> {
  refuse(await connectionRequestPermission(actor, input.recipient_id));
  const existing = await connectionBetween(actor.id, input.recipient_id);
  const values = {
    requesterId: actor.id,
    recipientId: input.recipient_id,
    status: "pending" as const,
    type: input.type,
    message: input.message?.trim() || null,
    createdAt: now(),
    updatedAt: now(),
  };
  if (existing?.status === "rejected") {
    const row = (await first(db.select().from(connections).where(eq(connections.id, existing.id)).limit(1)))!;
    const askAgainOn = addDays(row.updatedAt.toISOString().slice(0, 10), DECLINE_COOLDOWN_DAYS);
    if (row.requesterId === actor.id && now().toISOString().slice(0, 10) < askAgainOn) {
      throw conflict(`This contractor declined your request. You can ask again from ${askAgainOn}.`);
    }
  } else if (existing) {
    throw conflict(
      existing.status === "accepted"
        ? "You are already connected with this contractor."
        : "There is already a pending connection request between you.",
    );
  }
  const id = await transaction(async (tx) => {
    const saved = existing
      ? (await tx.update(connections).set(values).where(eq(connections.id, existing.id)), existing.id)
      : (await tx.insert(connections).values(values).returning({ id: connections.id }))[0].id;
    await notify(tx, {
      userId: input.recipient_id,
      kind: "connection_request",
      actorId: actor.id,
      title: `${await nameOf(tx, actor.id)} sent you a connection request`,
      body: values.message ? excerpt(values.message) : null,
      link: "/connections?tab=pending",
    });
    return saved;
  });
  publish(input.recipient_id, { type: "connection" });
  return getConnection(actor, id);
}

async function connectionOf(actor: Viewer, id: number) {
  const row = Number.isSafeInteger(id)
    ? await first(db.select().from(connections).where(eq(connections.id, id)).limit(1))
    : undefined;
  if (!row || (row.requesterId !== actor.id && row.recipientId !== actor.id)) throw notFound("Connection not found");
  return row;
}

export async function getConnection(actor: Viewer, id: number): Promise<ConnectionView> {
  return (await toViews(actor, [await connectionOf(actor, id)]))[0];
}

/** Accept or Decline: only the recipient of a pending request answers it. */
export async function respondToConnection(actor: Viewer, id: number, status: "accepted" | "rejected") {
  const row = await connectionOf(actor, id);
  if (row.recipientId !== actor.id) throw forbidden("Only the person who received this request can answer it.");
  if (row.status !== "pending") throw conflict("This request has already been answered.");
  await transaction(async (tx) => {
    await tx.update(connections).set({ status, updatedAt: now() }).where(eq(connections.id, id));
    if (status === "accepted") {
      await notify(tx, {
        userId: row.requesterId,
        kind: "connection_accepted",
        actorId: actor.id,
        title: `${await nameOf(tx, actor.id)} accepted your connection request`,
        link: `/profile/${actor.id}`,
      });
    }
  });
  publish(row.requesterId, { type: "connection" });
  return getConnection(actor, id);
}

/** Either party removes an accepted connection or cancels a pending request. */
export async function removeConnection(actor: Viewer, id: number) {
  const row = await connectionOf(actor, id);
  if (row.status === "rejected") throw conflict("This request was declined; there is nothing to remove.");
  await db.delete(connections).where(eq(connections.id, id));
  publish(row.requesterId === actor.id ? row.recipientId : row.requesterId, { type: "connection" });
}

export type ConnectionState =
  | { state: "none" }
  | { state: "sent" | "received" | "connected"; id: number }
  | { state: "declined"; id: number; askAgainOn: string | null };

/** What the Connect button shows on a profile or card. */
export async function connectionStateWith(viewer: Viewer, otherId: number): Promise<ConnectionState> {
  return (await connectionStatesWith(viewer, [otherId])).get(otherId) ?? { state: "none" };
}

/** The Connect state with each of a page of people at once (each side's index, one query). */
export async function connectionStatesWith(viewer: Viewer, others: number[]): Promise<Map<number, ConnectionState>> {
  const ids = [...new Set(others)].filter((id) => Number.isSafeInteger(id) && id !== viewer.id);
  const states = new Map<number, ConnectionState>();
  if (ids.length === 0) return states;
  const rows = await db
    .select({
      id: connections.id,
      status: connections.status,
      requesterId: connections.requesterId,
      recipientId: connections.recipientId,
      updatedAt: connections.updatedAt,
    })
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, viewer.id), inArray(connections.recipientId, ids)),
        and(eq(connections.recipientId, viewer.id), inArray(connections.requesterId, ids)),
      ),
    );
  for (const row of rows) {
    const mine = row.requesterId === viewer.id;
    const other = mine ? row.recipientId : row.requesterId;
    if (row.status === "accepted") states.set(other, { state: "connected", id: row.id });
    else if (row.status === "pending") states.set(other, { state: mine ? "sent" : "received", id: row.id });
    else {
      const askAgainOn = mine ? addDays(row.updatedAt.toISOString().slice(0, 10), DECLINE_COOLDOWN_DAYS) : null;
      states.set(other, { state: "declined", id: row.id, askAgainOn });
    }
  }
  for (const id of ids) if (!states.has(id)) states.set(id, { state: "none" });
  return states;
}

const STATUSES_OF_TAB: Record<ConnectionTab, { mine: string; statuses: string[] }[]> = {
  all: [
    { mine: "requester_id", statuses: ["pending", "accepted"] },
    { mine: "recipient_id", statuses: ["pending", "accepted"] },
  ],
  pending: [{ mine: "recipient_id", statuses: ["pending"] }],
  sent: [{ mine: "requester_id", statuses: ["pending"] }],
  connected: [
    { mine: "requester_id", statuses: ["accepted"] },
    { mine: "recipient_id", statuses: ["accepted"] },
  ],
};

/**
 * The rows of a tab: each side through its own index (requester or recipient, status, updated_at), the other party
 * active, optionally matching a search over names, trades and locations.
 */
function tabQuery(userId: number, tab: ConnectionTab, q: string, limit: number) {
  const like = likePattern(q);
  // One index range per side and status, each already newest first, so a page needs only its first rows of each.
  const parts = STATUSES_OF_TAB[tab].flatMap(({ mine, statuses }) =>
    statuses.map((status) => {
      const other = mine === "requester_id" ? "recipient_id" : "requester_id";
      return sql`SELECT * FROM (SELECT c.id, c.updated_at FROM connections c
        JOIN users u ON u.id = c.${sql.raw(other)} AND u.account_status = 'active'
        WHERE c.${sql.raw(mine)} = ${userId} AND c.status = ${status}
        ${q ? sql`AND u.search_text LIKE ${like} ESCAPE '\\'` : sql``}
        ORDER BY c.updated_at DESC ${limit ? sql`LIMIT ${limit}` : sql``}) AS side`;
    }),
  );
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * How many connections a tab holds, from the indexes alone (the other party's account status is not read: a
 * suspended user's connection counts until it is removed, though lists leave it out).
 */
async function countTab(userId: number, tab: ConnectionTab): Promise<number> {
  let total = 0;
  for (const { mine, statuses } of STATUSES_OF_TAB[tab]) {
    for (const status of statuses) {
      const column = mine === "requester_id" ? connections.requesterId : connections.recipientId;
      total +=
        (
          await first(
            db
              .select({ n: count() })
              .from(connections)
              .where(and(eq(column, userId), eq(connections.status, status as "pending" | "accepted")))
              .limit(1),
          )
        )?.n ?? 0;
    }
  }
  return total;
}

/** One page of a tab, newest first, with the count of incoming pending requests for the badge. */
export async function listConnections(actor: Viewer, { tab = "all" as ConnectionTab, q = "", page = 1 } = {}) {
  const current = Math.max(1, Math.floor(page) || 1);
  const search = q.trim().slice(0, 100);
  const total = search ? null : await countTab(actor.id, tab);
  const ids = (
    await selectRows<{ id: number }>(
      sql`SELECT id FROM (${tabQuery(actor.id, tab, search, current * CONNECTIONS_PAGE_SIZE)}) AS tab
        ORDER BY updated_at DESC, id DESC LIMIT ${CONNECTIONS_PAGE_SIZE} OFFSET ${(current - 1) * CONNECTIONS_PAGE_SIZE}`,
    )
  ).map((r) => r.id);
  const rows = ids.length
    ? await db
        .select()
        .from(connections)
        .where(
          sql`${connections.id} IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    : [];
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return {
    items: await toViews(actor, rows),
    total,
    page: current,
    // A search is not counted (it would scan every connection); one more page is offered while a page comes back full.
    page_count:
      total === null
        ? current + (ids.length === CONNECTIONS_PAGE_SIZE ? 1 : 0)
        : Math.max(1, Math.ceil(total / CONNECTIONS_PAGE_SIZE)),
    pending_count: await countPendingRequests(actor.id),
  };
}

/** Incoming requests waiting for an answer (the red badge of the Pending Requests tab). */
export async function countPendingRequests(userId: number): Promise<number> {
  return (
    (
      await first(
        db
          .select({ n: count() })
          .from(connections)
          .where(and(eq(connections.recipientId, userId), eq(connections.status, "pending")))
          .limit(1),
      )
    )?.n ?? 0
  );
}
