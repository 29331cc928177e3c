import { count, desc } from "drizzle-orm";

import { contactMessages } from "../../db/schema";
import type { ContactInput } from "~/schemas/contact";
import { db } from "~/infra/db.server";

/** Stores a message sent with the public contact form (anyone may send one; admins read them). */
export async function submitContactMessage(input: ContactInput): Promise<{ id: number }> {
  return db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      role: input.role ?? null,
    })
    .returning({ id: contactMessages.id })
    .get();
}

const PAGE_SIZE = 20;

/** Newest first, a page at a time (for the admin panel). */
export async function listContactMessages({ page = 1 }: { page?: number } = {}) {
  const current = Math.max(1, Math.floor(page));
  const messages = db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .all();
  const total = db.select({ total: count() }).from(contactMessages).get()?.total ?? 0;
  return { messages, page: current, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), total };
}
