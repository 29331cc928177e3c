/**
 * The change counters of migration 0022. Triggers bump them in the transaction that writes, so a kept answer learns
 * with one primary-key read whether anything it was made from has changed since, whichever worker or machine wrote.
 * On PostgreSQL a scope's counter is split into shards, one per connection (migration 0002 there), and is their sum.
 */
import { inArray, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

import { db, prepared } from "~/infra/db.server";

const changeCounters = sqliteTable("change_counters", {
  scope: text("scope").notNull(),
  n: integer("n").notNull(),
});

/**
 * What anyone is shown of the people of a role: their profiles, credentials, availability and visibility, and a
 * contractor's projects with their applications.
 */
export const marketScope = (role: string) => `market:${role}`;

/** One person's own relations: their profile and projects, applications, connections, reviews, invitations, mutes. */
export const userScope = (userId: number) => `user:${userId}`;

const countersOfTwo = prepared(() =>
  db
    .select({ scope: changeCounters.scope, n: sql<number>`sum(${changeCounters.n})`.mapWith(Number) })
    .from(changeCounters)
    .where(inArray(changeCounters.scope, [sql.placeholder("first"), sql.placeholder("second")]))
    .groupBy(changeCounters.scope)
    .prepare(),
);

/** Differs from one call to the next whenever either scope changed in between (counters only grow). */
export async function changeStamp(first: string, second: string): Promise<string> {
  const rows = await countersOfTwo().execute({ first, second });
  const of = (scope: string) => rows.find((r) => r.scope === scope)?.n ?? 0;
  return `${of(first)}.${of(second)}`;
}
