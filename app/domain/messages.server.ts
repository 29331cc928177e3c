import { and, count, eq } from "drizzle-orm";

import { messages } from "../../db/schema";
import { db } from "~/infra/db.server";

/** Unread messages addressed to the user (the sidebar badge). */
export async function countUnreadMessages(userId: number): Promise<number> {
  const row = db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), eq(messages.isRead, false), eq(messages.isHidden, false)))
    .get();
  return row?.n ?? 0;
}
