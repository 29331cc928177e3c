/**
 * The admin panel's reads and the account actions beyond status: the users table with search
 * and filters, the business check, the dashboard figures, the contact form inbox and the email outbox. Status changes (suspend,
 * activate, delete) live in accounts.server; moderation in moderation.server.
 */
import { and, count, desc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";

import { certifications, gcProfiles, outbox, projects, subProfiles, users } from "../../db/schema";
import {
  ACCOUNT_STATUSES,
  CREDENTIAL_EXPIRING_DAYS,
  OUTBOX_STATES,
  ROLES,
  type AccountStatus,
  type EmailCategory,
  type OutboxState,
  PLAN_LABELS,
  type Plan,
  type Role,
} from "~/constants";
import { accountActionsFor, assertAdmin, type AccountActions } from "~/domain/abilities.server";
import { recordAudit } from "~/domain/audit.server";
import { notFound } from "~/domain/errors.server";
import { reportCounts } from "~/domain/moderation.server";
import { statusOf } from "~/domain/plans.server";
import { kickOutbox } from "~/domain/outbox.server";
import type { Viewer } from "~/domain/privacy.server";
import { addDays, now, today } from "~/infra/clock.server";
import { daysLeftText } from "~/lib/dates";
import { db, first, changedRows, transaction, selectRow } from "~/infra/db.server";
import { NO_ROWS, usersMatchingSql } from "~/infra/fts.server";
import { outboxDirectory, smtpConfigured } from "~/infra/mailer.server";
import { listJobRuns } from "~/infra/scheduler.server";

/** The admin user record of GET /api/admin/users, plus what the Users table shows. */
export type AdminUserRecord = {
  id: number;
  username: string;
  email: string;
  role: Role;
  account_status: AccountStatus;
  created_at: string;
  last_active_at: string | null;
  suspension_reason: string | null;
  /** An admin checked the business itself (users.verified_at): a note for admins; the public badge comes from credentials. */
  admin_verified: boolean;
  /** The plan on the account (an admin sets Pro and Enterprise), and a trial's end when one was taken. */
  plan: Plan;
  plan_trial_ends_at: string | null;
  /** "Pro", "Free", or "Pro trial, 12 days left" while a trial runs. */
  plan_label: string;
  profile: { company_name: string } | { business_name: string } | null;
  /** What the asking admin may do to this account. */
  can: AccountActions;
};

const ADMIN_USERS_PAGE_SIZE = 25;
const COUNT_CAP = 1000;

export type AdminUserFilters = {
  q?: string;
  role?: string;
  status?: string;
  includeDeleted?: boolean;
  page?: number;
};

/**
 * The Users table: newest first, searchable (username, email, company or business name, through users_fts),
 * filterable by role and status; deleted accounts only with includeDeleted. Counts stop at 1,000.
 */
export async function listUsersForAdmin(admin: Viewer, filters: AdminUserFilters = {}) {
  assertAdmin(admin);
  const page = Math.max(1, Math.floor(filters.page ?? 1) || 1);
  const conditions: (SQL | undefined)[] = [];
  if (filters.role) {
    conditions.push(
      (ROLES as readonly string[]).includes(filters.role) ? eq(users.role, filters.role as Role) : NO_ROWS,
    );
  }
  if (filters.status) {
    conditions.push(
      (ACCOUNT_STATUSES as readonly string[]).includes(filters.status)
        ? eq(users.accountStatus, filters.status as AccountStatus)
        : NO_ROWS,
    );
  }
  if (!filters.includeDeleted && filters.status !== "deleted") conditions.push(ne(users.accountStatus, "deleted"));
  if (filters.q?.includes("@")) {
    // An email: its own index (every address shares "com" and the like as words, which full text would intersect).
    conditions.push(sql`lower(${users.email}) = lower(${filters.q.trim()})`);
  } else if (filters.q?.trim()) {
    conditions.push(usersMatchingSql(filters.q));
  }
  const where = and(...conditions);
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(COUNT_CAP + 1);
  const counted = (await selectRow<{ n: number }>(sql`SELECT count(*) AS n FROM (${capped}) AS capped`))?.n ?? 0;
  const total = Math.min(counted, COUNT_CAP);
  // Newest first by id (the order accounts were created in): the role-and-status index and the full-text matches
  // both come in id order, so no sort is needed.
  const rows = await adminRows()
    .where(where)
    .orderBy(desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  return {
    items: rows.map((row) => toAdminRecord(admin, row)),
    total,
    more: counted > COUNT_CAP,
    page,
    page_count: Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE)),
  };
}

function adminRows() {
  return db
    .select({ user: users, company: gcProfiles.companyName, business: subProfiles.businessName })
    .from(users)
    .leftJoin(gcProfiles, eq(gcProfiles.userId, users.id))
    .leftJoin(subProfiles, eq(subProfiles.userId, users.id));
}

function planLabel(u: typeof users.$inferSelect) {
  const status = statusOf(u);
  return status.trial ? `Free · Pro trial, ${daysLeftText(status.trial.days_left)}` : PLAN_LABELS[status.plan];
}

function toAdminRecord(
  admin: Viewer,
  {
    user: u,
    company,
    business,
  }: {
    user: typeof users.$inferSelect;
    company: string | null;
    business: string | null;
  },
): AdminUserRecord {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    account_status: u.accountStatus,
    created_at: u.createdAt.toISOString(),
    last_active_at: u.lastActiveAt?.toISOString() ?? null,
    suspension_reason: u.suspensionReason,
    admin_verified: u.verifiedAt !== null,
    plan: u.plan,
    plan_trial_ends_at: u.planTrialEndsAt?.toISOString() ?? null,
    plan_label: planLabel(u),
    profile: company !== null ? { company_name: company } : business !== null ? { business_name: business } : null,
    can: accountActionsFor(admin, { id: u.id, role: u.role, account_status: u.accountStatus }),
  };
}

/** One account as the Users table shows it (for the Suspend and Delete dialogs). */
export async function getUserForAdmin(admin: Viewer, userId: number): Promise<AdminUserRecord> {
  assertAdmin(admin);
  const row = Number.isSafeInteger(userId) ? await first(adminRows().where(eq(users.id, userId)).limit(1)) : undefined;
  if (!row) throw notFound("User not found");
  return toAdminRecord(admin, row);
}

/**
 * Records that an admin checked the business itself (or removes it): shown to admins only. The public Verified badge
 * comes from reviewed credentials alone (verifiedSql in credentials.server).
 */
export async function setAdminVerified(admin: Viewer, userId: number, verified: boolean) {
  assertAdmin(admin);
  const target = Number.isSafeInteger(userId)
    ? await first(db.select().from(users).where(eq(users.id, userId)).limit(1))
    : undefined;
  const account = target && { id: target.id, role: target.role, account_status: target.accountStatus };
  if (!account || !accountActionsFor(admin, account).verify) throw notFound("User not found");
  await transaction(async (tx) => {
    await tx
      .update(users)
      .set({ verifiedAt: verified ? now() : null })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: verified ? "user.verified" : "user.unverified",
      targetType: "user",
      targetId: userId,
    });
  });
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DASHBOARD_WEEKS = 12;

/** Rows per week over the last 12 weeks (oldest first), from a created_at index range. */
async function perWeek(table: typeof users | typeof projects, since: Date): Promise<number[]> {
  const rows = await db
    .select({
      week: sql<number>`CAST((${table.createdAt} - ${since.getTime()}) / ${WEEK_MS} AS INTEGER)`,
      n: count(),
    })
    .from(table)
    .where(gte(table.createdAt, since))
    .groupBy(sql`1`);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, () => 0);
  for (const r of rows) if (r.week >= 0 && r.week < DASHBOARD_WEEKS) weeks[r.week] = r.n;
  return weeks;
}

/**
 * The dashboard's slow figures: counting a million accounts by role and status reads a whole index (about 40 ms).
 * They are kept while nothing they count can have changed: no new account or project (the highest ids), no account
 * status change (each one writes an audit row), the same day; and at most a minute.
 */
let slowFigures: { key: string; expires: number; value: Awaited<ReturnType<typeof countSlowFigures>> } | null = null;

async function countSlowFigures(since: Date, day: string) {
  // The window the expiry emails use, so the figure counts the credentials their owners are being warned about.
  const soon = addDays(day, CREDENTIAL_EXPIRING_DAYS);
  const usersByRoleAndStatus = await db
    .select({ role: users.role, status: users.accountStatus, n: count() })
    .from(users)
    .groupBy(users.role, users.accountStatus);
  return {
    usersByRole: Object.fromEntries(
      ROLES.map((role) => [
        role,
        Object.fromEntries(
          ACCOUNT_STATUSES.map((status) => [
            status,
            usersByRoleAndStatus.find((r) => r.role === role && r.status === status)?.n ?? 0,
          ]),
        ),
      ]),
    ) as Record<Role, Record<AccountStatus, number>>,
    weeks_start: since.toISOString(),
    signupsPerWeek: await perWeek(users, since),
    projectsPerWeek: await perWeek(projects, since),
    credentialsExpiringSoon:
      (
        await first(
          db
            .select({ n: count() })
            .from(certifications)
            .where(and(gte(certifications.expiresOn, day), lte(certifications.expiresOn, soon)))
            .limit(1),
        )
      )?.n ?? 0,
  };
}

/** The admin dashboard: the API's pendingCount, reportsByType and reportsByReason, and the panel's own figures. */
export async function adminDashboard(admin: Viewer) {
  assertAdmin(admin);
  const day = today();
  const newest = await selectRow<{ u: number | null; p: number | null; a: number | null }>(
    sql`SELECT (SELECT max(id) FROM users) AS u, (SELECT max(id) FROM projects) AS p, (SELECT max(id) FROM audit_log) AS a`,
  );
  const key = `${newest?.u}:${newest?.p}:${newest?.a}:${day}`;
  if (!slowFigures || slowFigures.key !== key || slowFigures.expires < Date.now()) {
    const since = new Date(now().getTime() - DASHBOARD_WEEKS * WEEK_MS);
    slowFigures = { key, expires: Date.now() + 60_000, value: await countSlowFigures(since, day) };
  }
  return { ...(await reportCounts()), ...slowFigures.value };
}

// ---- The email outbox: /admin?tab=outbox ----

const OUTBOX_PAGE_SIZE = 30;

type OutboxRow = typeof outbox.$inferSelect;

export type OutboxEntry = {
  id: number;
  to: string;
  subject: string;
  category: EmailCategory;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  created_at: string;
  next_attempt_at: string;
  sent_at: string | null;
};

const toEntry = (r: OutboxRow): OutboxEntry => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  category: r.category,
  state: r.state,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  next_attempt_at: r.nextAttemptAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

export async function listOutbox(admin: Viewer, { state, page = 1 }: { state?: OutboxState; page?: number } = {}) {
  assertAdmin(admin);
  const rows = await db
    .select()
    .from(outbox)
    .where(state ? eq(outbox.state, state) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE + 1)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return {
    emails: rows.slice(0, OUTBOX_PAGE_SIZE).map(toEntry),
    page: page,
    has_more: rows.length > OUTBOX_PAGE_SIZE,
  };
}

export async function outboxCounts(admin: Viewer): Promise<Record<OutboxState, number>> {
  assertAdmin(admin);
  const counts = Object.fromEntries(OUTBOX_STATES.map((s) => [s, 0])) as Record<OutboxState, number>;
  for (const row of await db.select({ state: outbox.state, n: count() }).from(outbox).groupBy(outbox.state)) {
    counts[row.state] = row.n;
  }
  return counts;
}

/** How email leaves (SMTP or files, and where) and the scheduled jobs' last runs. */
export async function mailSetup(admin: Viewer) {
  assertAdmin(admin);
  return { smtp: smtpConfigured(), directory: outboxDirectory(), jobs: await listJobRuns() };
}

/** One email in full (its text and HTML parts), for the admin preview. */
export async function getOutboxEmail(admin: Viewer, id: number) {
  assertAdmin(admin);
  const row = Number.isSafeInteger(id)
    ? await first(db.select().from(outbox).where(eq(outbox.id, id)).limit(1))
    : undefined;
  if (!row) throw notFound("Email not found");
  return { ...toEntry(row), text: row.textBody, html: row.htmlBody };
}

/** Puts a failed email back in the queue (an admin fixed the mail server). */
export async function retryOutboxEmail(admin: Viewer, id: number) {
  assertAdmin(admin);
  const changed = await changedRows(
    db
      .update(outbox)
      .set({ state: "pending", attempts: 0, nextAttemptAt: now() })
      .where(and(eq(outbox.id, id), eq(outbox.state, "failed"))),
  );
  if (!changed) throw notFound("No failed email with that id");
  kickOutbox();
}
