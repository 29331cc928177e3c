/**
 * Reports and moderation: users report profiles, projects, reviews and the other party's messages; an admin's
 * approval hides the content from everyone but admins (a hidden review leaves the average), a rejection changes
 * nothing. Every decision and unhide is in the audit log, written in the same transaction.
 */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, max, min, ne, or, sql } from "drizzle-orm";

import {
  contentModeration,
  gcProfiles,
  messages,
  moderationNotes,
  projects,
  reviews,
  subProfiles,
  users,
} from "../../db/schema";
import { REPORTS_PER_DAY, type ReportContentType } from "~/constants";
import { accountActionsFor, assertAdmin } from "~/domain/abilities.server";
import { recordAudit } from "~/domain/audit.server";
import { conflict, DomainError, invalid, notFound, tooMany } from "~/domain/errors.server";
import { notify } from "~/domain/notifications.server";
import { visibleProfileOwner, type Viewer } from "~/domain/privacy.server";
import { getProject } from "~/domain/projects.server";
import { recomputeReputation, visibleReviewRow } from "~/domain/reviews.server";
import { now } from "~/infra/clock.server";
import { db, first, transaction, isConstraintViolation } from "~/infra/db.server";
import type { Decision, ReportInput } from "~/schemas/moderation";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type ReportRow = typeof contentModeration.$inferSelect;

/** What the queue shows of a reported item. */
export type ReportedContent = {
  owner_id: number;
  owner_name: string;
  /** A short excerpt: name, title, rating and comment, or the message. */
  preview: string;
  /** Where an admin opens it (null for messages, which live in a private thread). */
  url: string | null;
  hidden: boolean;
};

const excerpt = (text: string | null | undefined, max = 240) => {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The reported items of one type, by id, in one query per type. */
async function contentOf(type: ReportContentType, ids: number[]): Promise<Map<number, ReportedContent>> {
  if (ids.length === 0) return new Map();
  if (type === "profile") {
    const rows = (
      await db
        .select({
          id: users.id,
          username: users.username,
          company: gcProfiles.companyName,
          gcText: gcProfiles.description,
          gcHidden: gcProfiles.isHidden,
          business: subProfiles.businessName,
          subText: subProfiles.description,
          subHidden: subProfiles.isHidden,
        })
        .from(users)
        .leftJoin(gcProfiles, eq(gcProfiles.userId, users.id))
        .leftJoin(subProfiles, eq(subProfiles.userId, users.id))
        .where(inArray(users.id, ids))
    ).filter((r) => r.company !== null || r.business !== null);
    return new Map(
      rows.map((r) => {
        const name = r.company ?? r.business ?? r.username;
        return [
          r.id,
          {
            owner_id: r.id,
            owner_name: name,
            preview: excerpt(`${name}: ${r.gcText ?? r.subText ?? "No description"}`),
            url: `/profile/${r.id}`,
            hidden: Boolean(r.gcHidden ?? r.subHidden),
          },
        ];
      }),
    );
  }
  if (type === "project") {
    const rows = await db
      .select({ p: projects, username: users.username })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.creatorId))
      .where(inArray(projects.id, ids));
    return new Map(
      rows.map(({ p, username }) => [
        p.id,
        {
          owner_id: p.creatorId,
          owner_name: username,
          preview: excerpt(`${p.title}: ${p.description}`),
          url: `/projects/${p.id}`,
          hidden: p.isHidden,
        },
      ]),
    );
  }
  if (type === "review") {
    const rows = await db
      .select({ r: reviews, username: users.username })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(inArray(reviews.id, ids));
    return new Map(
      rows.map(({ r, username }) => [
        r.id,
        {
          owner_id: r.reviewerId,
          owner_name: username,
          preview: excerpt(`${r.rating}/5: ${r.comment ?? "(no comment)"}`),
          url: `/profile/${r.revieweeId}?tab=reviews`,
          hidden: r.isHidden,
        },
      ]),
    );
  }
  const rows = await db
    .select({ m: messages, username: users.username })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
  return new Map(
    rows.map(({ m, username }) => [
      m.id,
      { owner_id: m.senderId, owner_name: username, preview: excerpt(m.content), url: null, hidden: m.isHidden },
    ]),
  );
}

/**
 * The item as the reporter may see it, or 404: a profile they may open, a project page they may open, a review the
 * review rule shows them, a message sent to them.
 */
async function reportableBy(actor: Viewer, type: ReportContentType, id: number): Promise<ReportedContent> {
  const content = (await contentOf(type, [id])).get(id);
  if (!content || (content.hidden && actor.role !== "admin")) throw notFound("Content not found");
  if (content.owner_id === actor.id) throw invalid("You cannot report your own content");
  if (!(await readableBy(actor, type, id))) throw notFound("Content not found");
  return content;
}

/**
 * Whether the reporter may read the item under its own rule. Each rule's 404 becomes the one answer of an unknown
 * item, so a report form cannot tell a hidden item from a missing one.
 */
async function readableBy(actor: Viewer, type: ReportContentType, id: number): Promise<boolean> {
  try {
    if (type === "profile") await visibleProfileOwner(actor, id);
    else if (type === "project") await getProject(actor, id);
    else if (type === "review") await visibleReviewRow(actor, id);
    else
      return (
        (await first(db.select({ to: messages.recipientId }).from(messages).where(eq(messages.id, id)).limit(1)))
          ?.to === actor.id
      );
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.kind === "not_found") return false;
    throw error;
  }
}

/** What the Report form shows: the item as the reporter sees it, and whether they already have an open report on it. */
export async function reportTarget(actor: Viewer, type: ReportContentType, id: number) {
  const content = await reportableBy(actor, type, id);
  return {
    content_type: type,
    content_id: id,
    preview: content.preview,
    already_reported: await hasOpenReport(actor, type, id),
  };
}

/** Files a report: one open report per reporter and item (409), at most REPORTS_PER_DAY a day (429). */
export async function fileReport(actor: Viewer, input: ReportInput) {
  await reportableBy(actor, input.content_type, input.content_id);
  const open = await first(
    db
      .select({ id: contentModeration.id })
      .from(contentModeration)
      .where(
        and(
          eq(contentModeration.contentType, input.content_type),
          eq(contentModeration.contentId, input.content_id),
          eq(contentModeration.reportedBy, actor.id),
          eq(contentModeration.status, "pending"),
        ),
      )
      .limit(1),
  );
  if (open) throw conflict("You have already reported this");
  const since = new Date(now().getTime() - 24 * 60 * 60 * 1000);
  const today =
    (
      await first(
        db
          .select({ n: count() })
          .from(contentModeration)
          .where(and(eq(contentModeration.reportedBy, actor.id), gte(contentModeration.createdAt, since)))
          .limit(1),
      )
    )?.n ?? 0;
  if (today >= REPORTS_PER_DAY) {
    throw tooMany(`You can send at most ${REPORTS_PER_DAY} reports a day. Try again tomorrow.`);
  }
  try {
    return (
      await db
        .insert(contentModeration)
        .values({
          contentType: input.content_type,
          contentId: input.content_id,
          reportedBy: actor.id,
          reason: input.reason,
          details: input.details || null,
          createdAt: now(),
        })
        .returning()
    )[0];
  } catch (error) {
    // Two submissions racing past the check above meet the partial unique index.
    if (isConstraintViolation(error)) {
      throw conflict("You have already reported this");
    }
    throw error;
  }
}

/** Hides or shows an item everywhere (a review's average follows). */
async function setHidden(tx: Tx, type: ReportContentType, id: number, hidden: boolean) {
  if (type === "profile") {
    await tx.update(gcProfiles).set({ isHidden: hidden }).where(eq(gcProfiles.userId, id));
    await tx.update(subProfiles).set({ isHidden: hidden }).where(eq(subProfiles.userId, id));
  } else if (type === "project") {
    await tx.update(projects).set({ isHidden: hidden }).where(eq(projects.id, id));
  } else if (type === "review") {
    const review = (await tx.update(reviews).set({ isHidden: hidden }).where(eq(reviews.id, id)).returning())[0];
    if (review) await recomputeReputation(tx, review.revieweeId);
  } else {
    await tx.update(messages).set({ isHidden: hidden }).where(eq(messages.id, id));
  }
}

const MODERATORS_ONLY = "Only administrators can moderate content.";

/**
 * Decides a pending report (409 once decided). The decision settles every pending report on the same item;
 * approved hides the item. The note is kept on the report.
 */
export async function decideReport(admin: Viewer, reportId: number, decision: Decision) {
  assertAdmin(admin, MODERATORS_ONLY);
  const report = Number.isSafeInteger(reportId)
    ? await first(db.select().from(contentModeration).where(eq(contentModeration.id, reportId)).limit(1))
    : undefined;
  if (!report) throw notFound("Report not found");
  if (report.status !== "pending") throw conflict("This report has already been decided");
  const type = report.contentType as ReportContentType;
  const decidedAt = now();
  await transaction(async (tx) => {
    const settled = await tx
      .update(contentModeration)
      .set({ status: decision.status, reviewedBy: admin.id, reviewedAt: decidedAt })
      .where(
        and(
          eq(contentModeration.contentType, report.contentType),
          eq(contentModeration.contentId, report.contentId),
          eq(contentModeration.status, "pending"),
        ),
      )
      .returning({ id: contentModeration.id, reportedBy: contentModeration.reportedBy });
    const reporters = new Set(settled.flatMap((r) => (r.reportedBy === null ? [] : [r.reportedBy])));
    for (const userId of reporters) {
      await notify(tx, {
        userId,
        kind: "report_decided",
        actorId: null,
        title:
          decision.status === "approved"
            ? `Thanks for your report: we removed the ${type} you reported`
            : `We reviewed the ${type} you reported and left it up`,
        body:
          decision.status === "approved"
            ? "It no longer appears on TradeLink."
            : "It did not break our rules. Thank you for looking out for the community.",
        link: "/dashboard",
      });
    }
    if (decision.note) {
      await tx
        .insert(moderationNotes)
        .values({ moderationId: report.id, adminId: admin.id, note: decision.note, createdAt: decidedAt });
    }
    if (decision.status === "approved") await setHidden(tx, type, report.contentId, true);
    await recordAudit(tx, {
      actorId: admin.id,
      action: `moderation.${decision.status}`,
      targetType: report.contentType,
      targetId: report.contentId,
      details: { reports: settled.map((r) => r.id), reason: report.reason, note: decision.note ?? null },
    });
  });
  return (
    await reportViews([
      (await first(db.select().from(contentModeration).where(eq(contentModeration.id, reportId)).limit(1)))!,
    ])
  )[0];
}

/** Shows a hidden item again (from the decided reports list). */
export async function unhideContent(admin: Viewer, type: ReportContentType, id: number) {
  assertAdmin(admin, MODERATORS_ONLY);
  const content = (await contentOf(type, [id])).get(id);
  if (!content) throw notFound("Content not found");
  if (!content.hidden) throw conflict("This content is not hidden");
  await transaction(async (tx) => {
    await setHidden(tx, type, id, false);
    await recordAudit(tx, { actorId: admin.id, action: "moderation.unhidden", targetType: type, targetId: id });
  });
}

export type ReportView = {
  id: number;
  content_type: string;
  content_id: number;
  /** The reporter's username (the API's report record names them so). */
  reported_by: string | null;
  reason: string;
  details: string | null;
  status: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  notes: { id: number; note: string }[];
  /** Reports on the same item, this one included. */
  report_count: number;
  content: ReportedContent | null;
};

/** Views of reports with their reporters, notes, item and report counts: a fixed number of queries per page. */
async function reportViews(rows: ReportRow[]): Promise<ReportView[]> {
  if (rows.length === 0) return [];
  const people = [...new Set(rows.flatMap((r) => [r.reportedBy, r.reviewedBy]).filter((id) => id !== null))];
  const names = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, people as number[]))
    ).map((u) => [u.id, u.username]),
  );
  const notes = await db
    .select()
    .from(moderationNotes)
    .where(
      inArray(
        moderationNotes.moderationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(moderationNotes.id));
  const byType = new Map<ReportContentType, number[]>();
  for (const r of rows) {
    const type = r.contentType as ReportContentType;
    byType.set(type, [...(byType.get(type) ?? []), r.contentId]);
  }
  const contents = new Map<string, ReportedContent>();
  const counts = new Map<string, number>();
  for (const [type, ids] of byType) {
    for (const [id, content] of await contentOf(type, ids)) contents.set(`${type}:${id}`, content);
    for (const c of await db
      .select({ id: contentModeration.contentId, n: count() })
      .from(contentModeration)
      .where(and(eq(contentModeration.contentType, type), inArray(contentModeration.contentId, ids)))
      .groupBy(contentModeration.contentId)) {
      counts.set(`${type}:${c.id}`, c.n);
    }
  }
  return rows.map((r) => ({
    id: r.id,
    content_type: r.contentType,
    content_id: r.contentId,
    reported_by: r.reportedBy === null ? null : (names.get(r.reportedBy) ?? null),
    reason: r.reason,
    details: r.details,
    status: r.status,
    reviewed_by: r.reviewedBy === null ? null : (names.get(r.reviewedBy) ?? null),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    notes: notes.filter((n) => n.moderationId === r.id).map((n) => ({ id: n.id, note: n.note })),
    report_count: counts.get(`${r.contentType}:${r.contentId}`) ?? 1,
    content: contents.get(`${r.contentType}:${r.contentId}`) ?? null,
  }));
}

const REPORTS_PAGE_SIZE = 20;

/** The queue (pending, oldest first) or the decided reports (newest decision first), a page at a time. */
export async function listReports(admin: Viewer, { view = "pending" as "pending" | "decided", page = 1 } = {}) {
  assertAdmin(admin, MODERATORS_ONLY);
  const current = Math.max(1, Math.floor(page) || 1);
  const where = view === "pending" ? eq(contentModeration.status, "pending") : ne(contentModeration.status, "pending");
  const total = (await first(db.select({ n: count() }).from(contentModeration).where(where).limit(1)))?.n ?? 0;
  const rows = await db
    .select()
    .from(contentModeration)
    .where(where)
    .orderBy(
      ...(view === "pending"
        ? [asc(contentModeration.createdAt), asc(contentModeration.id)]
        : [desc(contentModeration.reviewedAt), desc(contentModeration.id)]),
    )
    .limit(REPORTS_PAGE_SIZE)
    .offset((current - 1) * REPORTS_PAGE_SIZE);
  return {
    items: await reportViews(rows),
    total,
    page: current,
    page_count: Math.max(1, Math.ceil(total / REPORTS_PAGE_SIZE)),
  };
}

/** The reports on one item that one decision settles (or the pending ones), shown to the admin as one card. */
export type ReportGroup = {
  content_type: string;
  content_id: number;
  content: ReportedContent | null;
  /** pending, or the decision that settled them. */
  status: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** The report a decision names: deciding it settles every pending report on the item. */
  report_id: number;
  /** Oldest first: who reported it, why, in their words. */
  reports: ReportView[];
  /** How many reports gave each reason, most first. */
  reasons: { reason: string; count: number }[];
  /** The item's author, when the admin may suspend them (the Users tab's Suspend dialog). */
  suspend_author_id: number | null;
};

const groupKey = (type: string, id: number) => `${type}:${id}`;

/** Reasons by how many reports gave them, most first (ties in the order they were first given). */
function reasonCounts(reports: ReportView[]) {
  const counts = new Map<string, number>();
  for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count);
}

/** Which authors of these items the admin may suspend now. */
async function suspendableAuthors(admin: Viewer, ownerIds: number[]) {
  if (ownerIds.length === 0) return new Set<number>();
  const owners = await db
    .select({ id: users.id, role: users.role, account_status: users.accountStatus })
    .from(users)
    .where(inArray(users.id, ownerIds));
  return new Set(owners.filter((o) => accountActionsFor(admin, o).suspend).map((o) => o.id));
}

/**
 * The moderation queue as the admin works it: one card per reported item (the same review reported twice is one
 * card with both reasons), pending items oldest first; decided ones per decision, newest first. A page of items.
 */
export async function listReportGroups(admin: Viewer, { view = "pending" as "pending" | "decided", page = 1 } = {}) {
  assertAdmin(admin, MODERATORS_ONLY);
  const current = Math.max(1, Math.floor(page) || 1);
  const pending = view === "pending";
  const where = pending ? eq(contentModeration.status, "pending") : ne(contentModeration.status, "pending");
  const { contentType: type, contentId: id, reviewedAt } = contentModeration;
  // A decision settles every pending report on the item at one instant: (item, reviewed_at) is one decision.
  const by = pending ? [type, id] : [type, id, reviewedAt];
  const itemKey = pending ? sql`${type} || ':' || ${id}` : sql`${type} || ':' || ${id} || ':' || ${reviewedAt}`;
  const total =
    (
      await first(
        db
          .select({ n: countDistinct(itemKey) })
          .from(contentModeration)
          .where(where)
          .limit(1),
      )
    )?.n ?? 0;
  // max(): a pending group's reviewed_at is not grouped (all NULL), and PostgreSQL selects only grouped or aggregated
  // columns; a decided group's is grouped, so its max is itself.
  const groups = await db
    .select({ type, id, reviewedAt: max(reviewedAt) })
    .from(contentModeration)
    .where(where)
    .groupBy(...by)
    .orderBy(...(pending ? [asc(min(contentModeration.createdAt))] : [desc(max(reviewedAt))]))
    .limit(REPORTS_PAGE_SIZE)
    .offset((current - 1) * REPORTS_PAGE_SIZE);
  const rows = groups.length
    ? await db
        .select()
        .from(contentModeration)
        .where(
          and(
            where,
            or(
              ...groups.map((g) =>
                and(eq(type, g.type), eq(id, g.id), ...(pending ? [] : [eq(reviewedAt, g.reviewedAt!)])),
              ),
            ),
          ),
        )
        .orderBy(asc(contentModeration.createdAt), asc(contentModeration.id))
    : [];
  const views = await reportViews(rows);
  const authors = await suspendableAuthors(admin, [
    ...new Set(views.flatMap((v) => (v.content ? [v.content.owner_id] : []))),
  ]);
  const items: ReportGroup[] = groups.map((g) => {
    const reports = views.filter(
      (v) =>
        groupKey(v.content_type, v.content_id) === groupKey(g.type, g.id) &&
        (pending || v.reviewed_at === g.reviewedAt?.toISOString()),
    );
    const [first] = reports;
    const owner = first.content?.owner_id;
    return {
      content_type: g.type,
      content_id: g.id,
      content: first.content,
      status: first.status,
      reviewed_by: first.reviewed_by,
      reviewed_at: first.reviewed_at,
      report_id: first.id,
      reports,
      reasons: reasonCounts(reports),
      suspend_author_id: owner !== undefined && authors.has(owner) ? owner : null,
    };
  });
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / REPORTS_PAGE_SIZE)) };
}

/** Counts for the admin dashboard: pending, and every report by type and by reason. */
export async function reportCounts() {
  const pendingCount =
    (
      await first(
        db.select({ n: count() }).from(contentModeration).where(eq(contentModeration.status, "pending")).limit(1),
      )
    )?.n ?? 0;
  const grouped = async (column: typeof contentModeration.contentType | typeof contentModeration.reason) =>
    Object.fromEntries(
      (await db.select({ key: column, n: count() }).from(contentModeration).groupBy(column)).map((r) => [r.key, r.n]),
    ) as Record<string, number>;
  return {
    pendingCount,
    reportsByType: await grouped(contentModeration.contentType),
    reportsByReason: await grouped(contentModeration.reason),
  };
}

/** Whether the viewer already has an open report on the item (the Report link says 'Reported'). */
async function hasOpenReport(actor: Viewer, type: ReportContentType, id: number) {
  return Boolean(
    await first(
      db
        .select({ one: sql`1` })
        .from(contentModeration)
        .where(
          and(
            eq(contentModeration.contentType, type),
            eq(contentModeration.contentId, id),
            eq(contentModeration.reportedBy, actor.id),
            eq(contentModeration.status, "pending"),
          ),
        )
        .limit(1),
    ),
  );
}
