import { count, desc, eq, sql } from "drizzle-orm";

import { contactMessages } from "../../db/schema";
import type { ContactInput } from "~/schemas/contact";
import { abilitiesOf, assertAdmin } from "~/domain/abilities.server";
import { recordAudit } from "~/domain/audit.server";
import { notFound } from "~/domain/errors.server";
import { planAllows } from "~/domain/plans.server";
import type { Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, first, changedRows, transaction, booleanLiteral } from "~/infra/db.server";

/**
 * Stores a message sent with the public contact form (anyone may send one; admins read them). A signed-in sender is
 * linked, and one whose plan includes priority support (Pro, Enterprise, a running trial) is answered first.
 */
export async function submitContactMessage(input: ContactInput, sender: Viewer | null = null): Promise<{ id: number }> {
  return (
    await db
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        role: input.role ?? null,
        userId: sender?.id ?? null,
        priority: sender ? (await planAllows(sender, "prioritySupport")) && abilitiesOf(sender).keepProfile : false,
      })
      .returning({ id: contactMessages.id })
  )[0];
}

const CONTACT_PAGE_SIZE = 20;

/** Not yet handled priority messages (Pro senders) lead the inbox; the rest follow newest first. */
const priorityOpenFirst = sql`(${contactMessages.priority} = ${booleanLiteral(true)} AND ${contactMessages.readAt} IS NULL) DESC`;

/** The contact form's messages, open priority ones first, then newest first; `handled` is the read mark. */
export async function listContactMessages(admin: Viewer, { page = 1, show = "all" as "all" | "open" } = {}) {
  assertAdmin(admin);
  const current = Math.max(1, Math.floor(page) || 1);
  const where = show === "open" ? sql`${contactMessages.readAt} IS NULL` : undefined;
  const total = (await first(db.select({ n: count() }).from(contactMessages).where(where).limit(1)))?.n ?? 0;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(priorityOpenFirst, desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_PAGE_SIZE)
    .offset((current - 1) * CONTACT_PAGE_SIZE);
  return {
    items: rows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      role: m.role,
      message: m.message,
      handled: m.readAt !== null,
      priority: m.priority,
      created_at: m.createdAt.toISOString(),
    })),
    total,
    page: current,
    page_count: Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE)),
  };
}

export async function setContactHandled(admin: Viewer, id: number, handled: boolean) {
  assertAdmin(admin);
  await transaction(async (tx) => {
    const changed = await changedRows(
      tx
        .update(contactMessages)
        .set({ readAt: handled ? now() : null })
        .where(eq(contactMessages.id, id)),
    );
    if (!changed) throw notFound("Message not found");
    await recordAudit(tx, {
      actorId: admin.id,
      action: handled ? "contact.handled" : "contact.reopened",
      targetType: "contact_message",
      targetId: id,
    });
  });
}
