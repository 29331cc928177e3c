/**
 * Which emails go, what they say, and one-click unsubscribe. An email is queued in the outbox inside the transaction
 * of the event (the outbox worker sends it later), only when the recipient is active and their preference for its
 * category is on. Message emails are batched: one pending email per conversation, at most one per 15 minutes, and
 * the worker drops it when the conversation was read in the meantime.
 */
import { and, desc, eq, getTableColumns, inArray, ne, or } from "drizzle-orm";

import { notifications, outbox, privacySettings, users } from "../../db/schema";
import type { EmailCategory, NotificationKind } from "~/constants";
import { now } from "~/infra/clock.server";
import { afterCommit, db, first, changedRows } from "~/infra/db.server";
import { appUrl } from "~/infra/mailer.server";
import type { PrivacyPatch } from "~/schemas/settings";
import { sign, verifySignature } from "~/infra/secret.server";
import { kickOutbox } from "~/domain/outbox.server";
import { nameOf } from "~/domain/people.server";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

const PRODUCT_NAME = "TradeLink";
/** A first message email waits this long, so a reply read in the app sends nothing. */
export const MESSAGE_EMAIL_HOLD_MS = 3 * 60 * 1000;
/** At most one email per conversation in this window. */
export const MESSAGE_EMAIL_INTERVAL_MS = 15 * 60 * 1000;

const EMAIL_CATEGORY_OF: Record<NotificationKind, EmailCategory> = {
  message: "messages",
  connection_request: "connections",
  connection_accepted: "connections",
  review_received: "connections",
  review_reply: "connections",
  application_received: "application_updates",
  application_decided: "application_updates",
  bid_invitation: "project_updates",
  project_status: "project_updates",
  appointment: "project_updates",
  credential_expiring: "alerts",
  credential_reviewed: "alerts",
  report_decided: "alerts",
  addendum_issued: "project_updates",
  bid_revised: "application_updates",
  bid_question: "project_updates",
  bid_answer: "project_updates",
  bid_reminder: "project_updates",
  bid_opening: "project_updates",
};

/**
 * The privacy_settings field of each category's email preference. Messages and connections have email_* fields of
 * their own: receive_messages and receive_connections are contact rules, which no email setting changes.
 */
export const PREFERENCE_FIELD = {
  messages: "email_messages",
  connections: "email_connections",
  project_updates: "receive_project_updates",
  application_updates: "receive_application_updates",
  alerts: "receive_account_alerts",
  digest: "receive_weekly_digest",
  marketing: "receive_marketing",
} as const satisfies Record<EmailCategory, keyof PrivacyPatch>;

const columns = Object.values(getTableColumns(privacySettings));
/** The column of a category's preference; its schema default applies to a user without a settings row. */
const preferenceColumn = (category: EmailCategory) => columns.find((c) => c.name === PREFERENCE_FIELD[category])!;

/** What each category is, as the email footer and the unsubscribe page say it. */
export const CATEGORY_DESCRIPTIONS: Record<EmailCategory, { name: string }> = {
  messages: { name: "new messages" },
  connections: { name: "connection requests, accepted connections and reviews" },
  project_updates: { name: "bid invitations, reminders, questions and answers, project changes and site visits" },
  application_updates: { name: "applications, bids and their revisions, and decisions on them" },
  alerts: { name: "expiring credentials, reviews of your credentials and decisions on your reports" },
  digest: { name: "the weekly digest" },
  marketing: { name: "product news" },
};

export type Recipient = { email: string; name: string };

/** The address to write to when the user is active and wants this category by email; otherwise null. */
async function emailRecipient(tx: Tx | typeof db, userId: number, category: EmailCategory): Promise<Recipient | null> {
  const row = await first(
    tx
      .select({
        email: users.email,
        status: users.accountStatus,
        wants: preferenceColumn(category),
      })
      .from(users)
      .leftJoin(privacySettings, eq(privacySettings.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1),
  );
  if (!row || row.status !== "active") return null;
  if (!(row.wants ?? preferenceColumn(category).default)) return null;
  return { email: row.email, name: await nameOf(tx, userId) };
}

function unsubscribeToken(userId: number, category: EmailCategory): string {
  return sign("unsubscribe", `${userId}:${category}`);
}

export function unsubscribeUrl(userId: number, category: EmailCategory): string {
  const query = new URLSearchParams({ u: String(userId), c: category, t: unsubscribeToken(userId, category) });
  return `${appUrl()}/unsubscribe?${query}`;
}

export function isValidUnsubscribe(userId: number, category: string, token: string): category is EmailCategory {
  return (
    Object.hasOwn(PREFERENCE_FIELD, category) &&
    Number.isSafeInteger(userId) &&
    verifySignature("unsubscribe", `${userId}:${category}`, token)
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type EmailContent = {
  title: string;
  /** Paragraphs of plain text. */
  lines: string[];
  /** A path of this site, or a full URL. */
  link: string;
  action: string;
};

/** One email in both parts: the product's name, the text, a link to the item, the footer with unsubscribe. */
function renderEmail(userId: number, recipient: Recipient, category: EmailCategory, content: EmailContent) {
  const link = content.link.startsWith("http") ? content.link : `${appUrl()}${content.link}`;
  const unsubscribe = unsubscribeUrl(userId, category);
  const settings = `${appUrl()}/settings?tab=notifications`;
  const why = `You're getting this because emails about ${CATEGORY_DESCRIPTIONS[category].name} are on in your ${PRODUCT_NAME} settings.`;
  const text = [
    `Hi ${recipient.name},`,
    "",
    content.title,
    ...content.lines.flatMap((line) => ["", line]),
    "",
    `${content.action}: ${link}`,
    "",
    "--",
    PRODUCT_NAME,
    why,
    `Unsubscribe from these emails: ${unsubscribe}`,
    `All email settings: ${settings}`,
    "",
  ].join("\n");
  const paragraphs = content.lines
    .map((line) => `<p style="margin:0 0 12px;color:#334155">${escapeHtml(line)}</p>`)
    .join("");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;font-size:18px;color:#1d4ed8">${PRODUCT_NAME}</p>
<p style="margin:0 0 12px;color:#334155">Hi ${escapeHtml(recipient.name)},</p>
<h1 style="margin:0 0 12px;font-size:18px;color:#0f172a">${escapeHtml(content.title)}</h1>
${paragraphs}
<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action)}</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:20px 0">
<p style="margin:0;font-size:12px;color:#64748b">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#64748b">Unsubscribe from these emails</a> · <a href="${escapeHtml(settings)}" style="color:#64748b">All email settings</a></p>
</div></body></html>`;
  const headers = {
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { subject: `${content.title} · ${PRODUCT_NAME}`, text, html, headers };
}

/** Queues an email (not tied to a notification: the digest) when the user's preference allows it. */
export async function queueEmail(
  tx: Tx | typeof db,
  userId: number,
  category: EmailCategory,
  content: EmailContent,
): Promise<number | null> {
  const recipient = await emailRecipient(tx, userId, category);
  if (!recipient) return null;
  const email = renderEmail(userId, recipient, category, content);
  const row = (
    await tx
      .insert(outbox)
      .values({
        userId,
        category,
        toAddress: recipient.email,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        headers: JSON.stringify(email.headers),
        nextAttemptAt: now(),
      })
      .returning({ id: outbox.id })
  )[0];
  afterCommit(kickOutbox);
  return row.id;
}

type NotificationEmail = {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link: string;
  groupKey?: string;
  /** Not sent before this time (an award's undo window). */
  heldUntil?: Date;
};

/** The email of a notification just recorded (see notify), batched per group for messages. */
export async function queueNotificationEmail(tx: Tx, n: NotificationEmail) {
  const category = EMAIL_CATEGORY_OF[n.kind];
  const recipient = await emailRecipient(tx, n.userId, category);
  if (!recipient) return;
  const email = renderEmail(n.userId, recipient, category, {
    title: n.title,
    lines: n.body ? [n.body] : [],
    link: n.link,
    action: "Open in TradeLink",
  });
  const rendered = {
    notificationId: n.id,
    toAddress: recipient.email,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: JSON.stringify(email.headers),
  };
  let due = n.heldUntil ?? now();
  if (n.groupKey) {
    const group = and(eq(outbox.userId, n.userId), eq(outbox.groupKey, n.groupKey));
    const waiting = await changedRows(
      tx
        .update(outbox)
        .set(rendered)
        .where(and(group, eq(outbox.state, "pending"))),
    );
    if (waiting) return;
    const last = await first(
      tx
        .select({ at: outbox.createdAt, sentAt: outbox.sentAt })
        .from(outbox)
        .where(and(group, ne(outbox.state, "skipped")))
        .orderBy(desc(outbox.createdAt))
        .limit(1),
    );
    const earliest = Math.max(
      due.getTime() + MESSAGE_EMAIL_HOLD_MS,
      last ? (last.sentAt ?? last.at).getTime() + MESSAGE_EMAIL_INTERVAL_MS : 0,
    );
    due = new Date(earliest);
  }
  await tx
    .insert(outbox)
    .values({ userId: n.userId, category, groupKey: n.groupKey ?? null, nextAttemptAt: due, ...rendered });
  if (!n.groupKey && !n.heldUntil) afterCommit(kickOutbox);
}

/**
 * A deleted account's emails go, sent or not: those to it (its address and its business) and those to others about
 * what it did (its name, excerpts of its messages; a pending one would otherwise still be sent). Run before its
 * notifications go. Returns the ids of the removed rows, whose .eml copies must go too.
 */
export async function deleteEmailsOf(tx: Tx, userId: number): Promise<number[]> {
  const itsNotifications = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.actorId, userId));
  return (
    await tx
      .delete(outbox)
      .where(or(eq(outbox.userId, userId), inArray(outbox.notificationId, itsNotifications)))
      .returning({ id: outbox.id })
  ).map((r) => r.id);
}
