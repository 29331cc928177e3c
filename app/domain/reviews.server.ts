/**
 * Reviews (docs/product-rules.md#reviews): two-way, only between collaborators, with one public reply, helpful marks,
 * and a reputation (avg_rating, review_count) recomputed in the same transaction as every write.
 */
import { and, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import {
  connections,
  gcProfiles,
  projectApplications,
  projects,
  reviewHelpful,
  reviews,
  subProfiles,
  users,
} from "../../db/schema";
import { REVIEW_ASPECTS } from "~/constants";
import { lastMonths } from "~/lib/dates";
import { conflict, forbidden, invalid, notFound } from "~/domain/errors.server";
import { nameOf, type PersonCard, personCards } from "~/domain/people.server";
import { excerpt, notify } from "~/domain/notifications.server";
import { connectionBetween, visibleProfileIds, visibleProfileOwner, type Viewer } from "~/domain/privacy.server";
import { now } from "~/infra/clock.server";
import { db, likePattern, first, transaction, isUniqueViolation, booleanLiteral, utcMonthSql } from "~/infra/db.server";
import { publish } from "~/infra/events.server";
import type { ReviewInput } from "~/schemas/review";

const REVIEW_EDIT_DAYS = 30;
const REVIEWS_PAGE_SIZE = 10;

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type ReviewRow = typeof reviews.$inferSelect;

export type ReviewView = {
  id: number;
  reviewer_id: number;
  reviewee_id: number;
  project_id: number | null;
  project_title: string | null;
  rating: number;
  comment: string | null;
  aspects: Record<string, number> | null;
  reply: string | null;
  replied_at: string | null;
  helpful_count: number;
  helpful_by_viewer: boolean;
  created_at: string;
  updated_at: string | null;
  reviewer: PersonCard | null;
  reviewee: PersonCard | null;
  /** The author may still edit or delete it. */
  editable: boolean;
};

const editableUntil = (createdAt: Date) => createdAt.getTime() + REVIEW_EDIT_DAYS * 86_400_000;

/** The reputation of a user, recomputed from their visible reviews (same transaction as the review write). */
export async function recomputeReputation(tx: Tx, userId: number) {
  const mine = sql`FROM reviews WHERE reviewee_id = ${userId} AND is_hidden = ${booleanLiteral(false)}`;
  const average = sql`coalesce((SELECT round(avg(rating), 2) ${mine}), 0)`;
  const total = sql`(SELECT count(*) ${mine})`;
  await tx.update(gcProfiles).set({ avgRating: average, reviewCount: total }).where(eq(gcProfiles.userId, userId));
  await tx.update(subProfiles).set({ avgRating: average, reviewCount: total }).where(eq(subProfiles.userId, userId));
}

/** Completed projects on which the two worked together (contractor and accepted subcontractor, either way). */
async function completedProjectsTogether(a: number, b: number) {
  return await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .innerJoin(projectApplications, eq(projectApplications.projectId, projects.id))
    .where(
      and(
        eq(projects.status, "completed"),
        eq(projectApplications.status, "accepted"),
        or(
          and(eq(projects.creatorId, a), eq(projectApplications.applicantId, b)),
          and(eq(projects.creatorId, b), eq(projectApplications.applicantId, a)),
        ),
      ),
    );
}

const NOT_COLLABORATORS = "You can review only contractors you have worked with";

/**
 * The one rule of who may review whom: collaborators, through an accepted connection (a review with no project)
 * or a completed project with an accepted application (a review of that project).
 */
async function assertCollaborators(reviewerId: number, revieweeId: number, projectId: number | null) {
  if (projectId === null) {
    if ((await connectionBetween(reviewerId, revieweeId))?.status !== "accepted") throw forbidden(NOT_COLLABORATORS);
    return;
  }
  if (!(await completedProjectsTogether(reviewerId, revieweeId)).some((p) => p.id === projectId))
    throw forbidden(NOT_COLLABORATORS);
}

function checkedAspects(revieweeRole: string, aspects: Record<string, number> | undefined, projectId: number | null) {
  if (!aspects || Object.keys(aspects).length === 0) return null;
  const allowed = REVIEW_ASPECTS[revieweeRole as keyof typeof REVIEW_ASPECTS] ?? [];
  if (projectId === null || Object.keys(aspects).some((k) => !(allowed as readonly string[]).includes(k))) {
    throw invalid("Aspect ratings are for project reviews, with the aspects of the reviewee's role", {
      aspects: [`Rate only: ${allowed.join(", ")}`],
    });
  }
  return JSON.stringify(aspects);
}

/** Writes a review: collaborators only (403), never yourself (400), once per pairing (409); the average follows. */
export async function createReview(actor: Viewer, input: ReviewInput): Promise<ReviewView> {
  if (input.reviewee_id === actor.id) throw invalid("You cannot review yourself.");
  const reviewee = await first(
    db
      .select({ role: users.role, status: users.accountStatus })
      .from(users)
      .where(eq(users.id, input.reviewee_id))
      .limit(1),
  );
  if (!reviewee || reviewee.status === "deleted") throw notFound("User not found");
  const projectId = input.project_id ?? null;
  await assertCollaborators(actor.id, input.reviewee_id, projectId);
  const aspects = checkedAspects(reviewee.role, input.aspects, projectId);
  let id: number;
  try {
    id = await transaction(async (tx) => {
      const row = (
        await tx
          .insert(reviews)
          .values({
            reviewerId: actor.id,
            revieweeId: input.reviewee_id,
            projectId,
            rating: input.rating,
            comment: input.comment?.trim() || null,
            aspects,
            createdAt: now(),
          })
          .returning({ id: reviews.id })
      )[0];
      await recomputeReputation(tx, input.reviewee_id);
      const comment = input.comment?.trim();
      await notify(tx, {
        userId: input.reviewee_id,
        kind: "review_received",
        actorId: actor.id,
        title: `${await nameOf(tx, actor.id)} gave you ${input.rating} ${input.rating === 1 ? "star" : "stars"}`,
        body: comment ? excerpt(comment) : null,
        link: "/reviews",
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(
        projectId
          ? "You have already reviewed this contractor for this project."
          : "You have already reviewed this contractor.",
      );
    }
    throw error;
  }
  publish(input.reviewee_id, { type: "connection" });
  return (await reviewViews(actor, [(await reviewRow(id))!]))[0];
}

async function reviewRow(id: number) {
  return Number.isSafeInteger(id)
    ? await first(db.select().from(reviews).where(eq(reviews.id, id)).limit(1))
    : undefined;
}

/**
 * The one rule for reading a review, whatever the route: its author and administrators always; otherwise only a
 * shown review, to the contractor it is about and to whoever may open that contractor's profile (where it is
 * listed). Anyone else gets the answer of an unknown id.
 */
export async function visibleReviewRow(viewer: Viewer, id: number): Promise<ReviewRow> {
  const row = await reviewRow(id);
  if (!row) throw notFound("Review not found");
  if (row.reviewerId === viewer.id || viewer.role === "admin") return row;
  if (row.isHidden) throw notFound("Review not found");
  if (row.revieweeId !== viewer.id && !(await visibleProfileIds(viewer, [row.revieweeId])).has(row.revieweeId)) {
    throw notFound("Review not found");
  }
  return row;
}

async function ownReview(actor: Viewer, id: number) {
  const row = await visibleReviewRow(actor, id);
  if (row.reviewerId !== actor.id) throw forbidden("Only the author can change a review.");
  if (now().getTime() > editableUntil(row.createdAt)) {
    throw forbidden(`A review can be changed for ${REVIEW_EDIT_DAYS} days after it is written.`);
  }
  return row;
}

export async function updateReview(
  actor: Viewer,
  id: number,
  change: Partial<Pick<ReviewInput, "rating" | "comment" | "aspects">>,
) {
  const row = await ownReview(actor, id);
  const reviewee = await first(
    db.select({ role: users.role }).from(users).where(eq(users.id, row.revieweeId)).limit(1),
  );
  const aspects =
    change.aspects !== undefined ? checkedAspects(reviewee?.role ?? "", change.aspects, row.projectId) : undefined;
  await transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({
        rating: change.rating,
        comment: change.comment !== undefined ? change.comment.trim() || null : undefined,
        aspects,
        updatedAt: now(),
      })
      .where(eq(reviews.id, id));
    await recomputeReputation(tx, row.revieweeId);
  });
  return (await reviewViews(actor, [(await reviewRow(id))!]))[0];
}

export async function deleteReview(actor: Viewer, id: number) {
  const row = await ownReview(actor, id);
  await transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recomputeReputation(tx, row.revieweeId);
  });
}

/** The reviewee's one public reply (posting again edits it). */
export async function replyToReview(actor: Viewer, id: number, reply: string) {
  const row = await visibleReviewRow(actor, id);
  if (row.revieweeId !== actor.id) throw forbidden("Only the contractor who was reviewed can reply.");
  const firstReply = row.reply === null;
  await transaction(async (tx) => {
    await tx.update(reviews).set({ reply: reply.trim(), repliedAt: now() }).where(eq(reviews.id, id));
    if (firstReply) {
      await notify(tx, {
        userId: row.reviewerId,
        kind: "review_reply",
        actorId: actor.id,
        title: `${await nameOf(tx, actor.id)} replied to your review`,
        body: excerpt(reply),
        link: "/reviews?tab=given",
      });
    }
  });
  publish(row.reviewerId, { type: "connection" });
  return (await reviewViews(actor, [(await reviewRow(id))!]))[0];
}

/** 'Helpful': any signed-in user but the author marks a review once; a second mark takes it back. */
export async function toggleHelpful(actor: Viewer, id: number) {
  const row = await visibleReviewRow(actor, id);
  if (row.isHidden) throw notFound("Review not found");
  if (row.reviewerId === actor.id) throw forbidden("You cannot mark your own review as helpful.");
  const marked = await transaction(async (tx) => {
    const existing = await first(
      tx
        .select({ id: reviewHelpful.id })
        .from(reviewHelpful)
        .where(and(eq(reviewHelpful.reviewId, id), eq(reviewHelpful.userId, actor.id)))
        .limit(1),
    );
    if (existing) await tx.delete(reviewHelpful).where(eq(reviewHelpful.id, existing.id));
    else await tx.insert(reviewHelpful).values({ reviewId: id, userId: actor.id });
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`(SELECT count(*) FROM review_helpful WHERE review_id = ${id})` })
      .where(eq(reviews.id, id));
    return !existing;
  });
  const view = (await reviewViews(actor, [(await reviewRow(id))!]))[0];
  return { ...view, helpful_by_viewer: marked };
}

async function reviewViews(viewer: Viewer, rows: ReviewRow[]): Promise<ReviewView[]> {
  const cards = await personCards(
    viewer,
    rows.flatMap((r) => [r.reviewerId, r.revieweeId]),
  );
  const projectIds = rows.map((r) => r.projectId).filter((p): p is number => p !== null);
  const titles = new Map(
    projectIds.length
      ? (
          await db
            .select({ id: projects.id, title: projects.title })
            .from(projects)
            .where(
              sql`${projects.id} IN (${sql.join(
                projectIds.map((p) => sql`${p}`),
                sql`, `,
              )})`,
            )
        ).map((p) => [p.id, p.title])
      : [],
  );
  const ids = rows.map((r) => r.id);
  const helpful = new Set(
    ids.length
      ? (
          await db
            .select({ id: reviewHelpful.reviewId })
            .from(reviewHelpful)
            .where(
              and(
                eq(reviewHelpful.userId, viewer.id),
                sql`${reviewHelpful.reviewId} IN (${sql.join(
                  ids.map((i) => sql`${i}`),
                  sql`, `,
                )})`,
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  const at = now().getTime();
  return rows.map((r) => ({
    id: r.id,
    reviewer_id: r.reviewerId,
    reviewee_id: r.revieweeId,
    project_id: r.projectId,
    project_title: r.projectId ? (titles.get(r.projectId) ?? null) : null,
    rating: r.rating,
    comment: r.comment,
    aspects: r.aspects ? (JSON.parse(r.aspects) as Record<string, number>) : null,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    helpful_count: r.helpfulCount,
    helpful_by_viewer: helpful.has(r.id),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt?.toISOString() ?? null,
    reviewer: cards.get(r.reviewerId) ?? null,
    reviewee: cards.get(r.revieweeId) ?? null,
    editable: r.reviewerId === viewer.id && at <= editableUntil(r.createdAt),
  }));
}

export type RatingOverview = { average: number; count: number; buckets: Record<1 | 2 | 3 | 4 | 5, number> };

/** Average to one decimal, count and per-star counts of a user's visible reviews. */
export async function ratingOverview(userId: number): Promise<RatingOverview> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.revieweeId, userId), eq(reviews.isHidden, false)))
    .groupBy(reviews.rating);
  const buckets = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of rows) buckets[r.rating as 1 | 2 | 3 | 4 | 5] = r.n;
  const total = rows.reduce((a, r) => a + r.n, 0);
  const sum = rows.reduce((a, r) => a + r.n * r.rating, 0);
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, buckets };
}

/** How many months of the average rating a profile's chart shows. */
export const RATING_HISTORY_MONTHS = 12;

/**
 * The average of a user's visible reviews as it stood at the end of each of the last 12 months (UTC), oldest first;
 * null for months before their first review.
 */
export async function ratingHistory(userId: number): Promise<{ month: string; average: number | null }[]> {
  const month = utcMonthSql(reviews.createdAt);
  const rows = await db
    .select({ month, n: count(), sum: sql<number>`sum(${reviews.rating})` })
    .from(reviews)
    .where(and(eq(reviews.revieweeId, userId), eq(reviews.isHidden, false)))
    .groupBy(month)
    .orderBy(month);
  return lastMonths(now(), RATING_HISTORY_MONTHS).map((m) => {
    const upTo = rows.filter((r) => r.month <= m);
    const n = upTo.reduce((a, r) => a + r.n, 0);
    const sum = upTo.reduce((a, r) => a + r.sum, 0);
    return { month: m, average: n ? Math.round((sum / n) * 100) / 100 : null };
  });
}

function searchCondition(
  q: string,
  authorColumn: typeof reviews.reviewerId | typeof reviews.revieweeId,
): SQL | undefined {
  if (!q.trim()) return undefined;
  const like = likePattern(q.trim().slice(0, 100));
  return sql`(lower(coalesce(${reviews.comment}, '')) LIKE ${like} ESCAPE '\\'
    OR (SELECT search_text FROM users WHERE users.id = ${authorColumn}) LIKE ${like} ESCAPE '\\')`;
}

async function pageOf(viewer: Viewer, where: SQL | undefined, page: number) {
  const current = Math.max(1, Math.floor(page) || 1);
  const total = (await first(db.select({ n: count() }).from(reviews).where(where).limit(1)))?.n ?? 0;
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((current - 1) * REVIEWS_PAGE_SIZE);
  return {
    items: await reviewViews(viewer, rows),
    total,
    page: current,
    page_count: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
  };
}

/** Reviews a user received, newest first (404 when their profile is hidden from the viewer). */
export async function listReceivedReviews(viewer: Viewer, userId: number, { q = "", page = 1 } = {}) {
  if (userId !== viewer.id) await visibleProfileOwner(viewer, userId);
  const where = and(
    eq(reviews.revieweeId, userId),
    eq(reviews.isHidden, false),
    searchCondition(q, reviews.reviewerId),
  );
  return pageOf(viewer, where, page);
}

/** Reviews the user wrote (their hidden ones too, so they know). */
export async function listGivenReviews(actor: Viewer, { q = "", page = 1 } = {}) {
  return pageOf(actor, and(eq(reviews.reviewerId, actor.id), searchCondition(q, reviews.revieweeId)), page);
}

export type Collaborator = { person: PersonCard; project: { id: number; title: string } | null };

/**
 * 'Leave a Review': collaborators not yet reviewed for that pairing (accepted connections without a connection
 * review; completed projects together without a review of that project).
 */
export async function reviewableCollaborators(actor: Viewer): Promise<Collaborator[]> {
  // Each side of a connection reads its own (user, status, updated_at) index range, newest first.
  const connectedVia = async (mine: SQLiteColumn, theirs: SQLiteColumn) =>
    await db
      .select({ other: sql<number>`${theirs}`, updatedAt: connections.updatedAt })
      .from(connections)
      .where(
        and(
          eq(mine, actor.id),
          eq(connections.status, "accepted"),
          sql`NOT EXISTS (SELECT 1 FROM reviews r
            WHERE r.reviewer_id = ${actor.id} AND r.reviewee_id = ${theirs} AND r.project_id IS NULL)`,
        ),
      )
      .orderBy(desc(connections.updatedAt))
      .limit(100);
  const viaConnections = [
    ...(await connectedVia(connections.requesterId, connections.recipientId)),
    ...(await connectedVia(connections.recipientId, connections.requesterId)),
  ]
    .sort((x, y) => y.updatedAt.getTime() - x.updatedAt.getTime())
    .slice(0, 100);
  // Each side of a project (the creator's, the accepted applicant's) reads its own index range; an OR of the two
  // would read every completed project.
  const completedWith = async (side: SQL, other: SQLiteColumn) =>
    await db
      .select({
        projectId: projects.id,
        title: projects.title,
        creatorId: projects.creatorId,
        applicantId: projectApplications.applicantId,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .innerJoin(projectApplications, eq(projectApplications.projectId, projects.id))
      .where(
        and(
          side,
          eq(projects.status, "completed"),
          eq(projectApplications.status, "accepted"),
          sql`NOT EXISTS (SELECT 1 FROM reviews r
            WHERE r.reviewer_id = ${actor.id} AND r.reviewee_id = ${other} AND r.project_id = ${projects.id})`,
        ),
      )
      .orderBy(desc(projects.updatedAt))
      .limit(50);
  const viaProjects = [
    ...(await completedWith(eq(projects.creatorId, actor.id), projectApplications.applicantId)),
    ...(await completedWith(eq(projectApplications.applicantId, actor.id), projects.creatorId)),
  ]
    .sort((x, y) => y.updatedAt.getTime() - x.updatedAt.getTime())
    .slice(0, 50);
  const others = [
    ...viaProjects.map((p) => (p.creatorId === actor.id ? p.applicantId : p.creatorId)),
    ...viaConnections.map((c) => c.other),
  ];
  const cards = await personCards(actor, others);
  const result: Collaborator[] = [];
  for (const p of viaProjects) {
    const person = cards.get(p.creatorId === actor.id ? p.applicantId : p.creatorId);
    if (person?.active) result.push({ person, project: { id: p.projectId, title: p.title } });
  }
  for (const c of viaConnections) {
    const person = cards.get(c.other);
    if (person?.active) result.push({ person, project: null });
  }
  return result;
}

/** Whether the pairing of a review form is a real, not-yet-reviewed collaboration (the form's recipient). */
export async function reviewTarget(actor: Viewer, userId: number, projectId: number | null) {
  const person = (await personCards(actor, [userId])).get(userId);
  if (!person || !person.active || userId === actor.id) return null;
  try {
    await assertCollaborators(actor.id, userId, projectId);
  } catch {
    return null;
  }
  const project = projectId
    ? ((await completedProjectsTogether(actor.id, userId)).find((p) => p.id === projectId) ?? null)
    : null;
  const already = await first(
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.reviewerId, actor.id),
          eq(reviews.revieweeId, userId),
          projectId === null ? isNull(reviews.projectId) : eq(reviews.projectId, projectId),
        ),
      )
      .limit(1),
  );
  return {
    person,
    project,
    alreadyReviewed: Boolean(already),
    aspects: projectId ? (REVIEW_ASPECTS[person.role as keyof typeof REVIEW_ASPECTS] ?? []) : [],
  };
}

/** A review for its author's edit and delete pages; for anyone else, the answer of an unknown id. */
export async function authoredReview(author: Viewer, id: number): Promise<ReviewView> {
  const row = await reviewRow(id);
  if (!row || row.reviewerId !== author.id) throw notFound("Review not found");
  return (await reviewViews(author, [row]))[0];
}
