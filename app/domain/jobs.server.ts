/**
 * The scheduled jobs: credential expiry alerts (daily), the weekly digest, clean-up of expired sessions and old sent
 * emails (daily), and bid day (every 5 minutes: reminders before bids are due, sealed bid openings). The scheduler
 * (infra/scheduler) runs each once per period across processes.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";

import { certifications, privacySettings, users } from "../../db/schema";
import { CREDENTIAL_KIND_LABELS } from "~/constants";
import { deleteExpiredSessions } from "~/domain/accounts.server";
import { runBidDay } from "~/domain/bid-reminders.server";
import { queueEmail } from "~/domain/email.server";
import { matchProjects, matchSubcontractors, NO_PREFERENCES } from "~/domain/matching.server";
import { usersPassing } from "~/domain/search.server";
import { notify } from "~/domain/notifications.server";
import type { Viewer } from "~/domain/privacy.server";
import { purgeOldEmails } from "~/domain/outbox.server";
import { removeExpiredPlanUploads } from "~/domain/plan-uploads.server";
import { addDays, now, today } from "~/infra/clock.server";
import { db, transaction, booleanLiteral } from "~/infra/db.server";
import { daily, weekly, type Job } from "~/infra/scheduler.server";

/** Alerts fire when a credential has 30, 14 and 0 days left, once each (per expiry date). */
const EXPIRY_THRESHOLDS = [30, 14, 0] as const;
/** An expired credential still alerts if the job missed its day, for this many days. */
const EXPIRED_GRACE_DAYS = 7;
const CHUNK = 500;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function formatDate(iso: string) {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * Records an alert for every credential of an active user that reached a threshold (the nearest one it has passed,
 * so a missed day never sends three at once). Returns how many alerts were new.
 */
export async function sendCredentialAlerts(on = today()): Promise<number> {
  const due = await db
    .select({
      id: certifications.id,
      userId: certifications.userId,
      name: certifications.name,
      kind: certifications.kind,
      expiresOn: certifications.expiresOn,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(
      and(
        gte(certifications.expiresOn, addDays(on, -EXPIRED_GRACE_DAYS)),
        lte(certifications.expiresOn, addDays(on, EXPIRY_THRESHOLDS[0])),
        eq(users.accountStatus, "active"),
      ),
    );
  let sent = 0;
  for (let i = 0; i < due.length; i += CHUNK) {
    await transaction(async (tx) => {
      for (const c of due.slice(i, i + CHUNK)) {
        const left = daysBetween(on, c.expiresOn!);
        const threshold = EXPIRY_THRESHOLDS.find(
          (t, k) => left <= t && left > (EXPIRY_THRESHOLDS[k + 1] ?? -Infinity),
        )!;
        const label = c.name;
        const title =
          left > 0
            ? `Your ${label} expires in ${left} ${left === 1 ? "day" : "days"}`
            : left === 0
              ? `Your ${label} expires today`
              : `Your ${label} expired on ${formatDate(c.expiresOn!)}`;
        const id = await notify(tx, {
          userId: c.userId,
          kind: "credential_expiring",
          title,
          body: `${CREDENTIAL_KIND_LABELS[c.kind]}, expiry date ${formatDate(c.expiresOn!)}. Upload the renewed document so contractors see it as current.`,
          link: "/profile?tab=certifications",
          dedupeKey: `credential:${c.id}:${c.expiresOn}:${threshold}`,
        });
        if (id !== null) sent++;
      }
    });
  }
  return sent;
}

const DIGEST_ITEMS = 5;

/**
 * The weekly digest for everyone who opted in: a subcontractor gets their best new matching projects of the week,
 * a contractor their best matching subcontractors who joined this week. Nothing new, no email.
 */
async function sendWeeklyDigests(): Promise<number> {
  const weekAgo = new Date(now().getTime() - 7 * 86_400_000);
  const readers = await db
    .select({ id: users.id, role: users.role })
    .from(privacySettings)
    .innerJoin(users, eq(users.id, privacySettings.userId))
    // A literal 1, so the planner can use the partial index of the opted-in.
    .where(
      and(sql`${privacySettings.receiveWeeklyDigest} = ${booleanLiteral(true)}`, eq(users.accountStatus, "active")),
    );
  let sent = 0;
  for (const reader of readers) {
    const lines =
      reader.role === "subcontractor"
        ? (await matchProjects(reader, NO_PREFERENCES))
            .filter((m) => new Date(m.project.created_at) >= weekAgo)
            .slice(0, DIGEST_ITEMS)
            .map((m) => `${m.project.title} (${m.project.location}, ${m.project.budget_range})`)
        : reader.role === "general_contractor"
          ? await newSubcontractorLines(reader, weekAgo)
          : [];
    if (lines.length === 0) continue;
    const subject =
      reader.role === "subcontractor" ? "New projects that match your trade" : "New subcontractors for your projects";
    const queued = await queueEmail(db, reader.id, "digest", {
      title: `Your week on TradeLink: ${subject.toLowerCase()}`,
      lines,
      link: "/matches",
      action: "See all your matches",
    });
    if (queued !== null) sent++;
  }
  return sent;
}

async function newSubcontractorLines(reader: Viewer, since: Date) {
  const matches = await matchSubcontractors(reader, NO_PREFERENCES);
  if (matches.length === 0) return [];
  const fresh = await usersPassing(
    matches.map((m) => m.subcontractor.user_id),
    [gte(users.createdAt, since)],
  );
  return matches
    .filter((m) => fresh.has(m.subcontractor.user_id))
    .slice(0, DIGEST_ITEMS)
    .map(
      (m) =>
        `${m.subcontractor.business_name} (${m.subcontractor.specialty ?? "General"}, ${m.subcontractor.location})`,
    );
}

/** How often the bid-day job looks for reminders and bid openings due. */
const BID_DAY_INTERVAL_MS = 5 * 60 * 1000;

/** Sent and skipped emails are kept this long for admins. */
const EMAIL_RETENTION_DAYS = 90;

export const SCHEDULED_JOBS: Job[] = [
  {
    name: "credential-expiry-alerts",
    nextRun: daily,
    run: async () => `${await sendCredentialAlerts()} alerts`,
  },
  {
    name: "weekly-digest",
    nextRun: weekly,
    run: async () => `${await sendWeeklyDigests()} digests`,
  },
  {
    name: "clean-up",
    nextRun: daily,
    run: async () => {
      await deleteExpiredSessions();
      const emails = await purgeOldEmails(new Date(now().getTime() - EMAIL_RETENTION_DAYS * 86_400_000));
      return `expired sessions removed, ${emails} old emails removed`;
    },
  },
  {
    // Every few minutes, so a reminder or a bid opening goes out close to its hour.
    name: "bid-day",
    nextRun: (after) => new Date(after.getTime() + BID_DAY_INTERVAL_MS),
    run: async () => await runBidDay(),
  },
  {
    // Hourly, so a partial upload goes within an hour of its 24 hours.
    name: "plan-upload-expiry",
    nextRun: (after) => new Date(after.getTime() + 60 * 60 * 1000),
    run: async () => `${await removeExpiredPlanUploads()} expired partial uploads removed`,
  },
];
