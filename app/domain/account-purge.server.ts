/**
 * What deleting an account removes (the FAQ's promise, and more): everything the user made or that names them, in
 * one transaction, with the other users' ratings recomputed; the account row stays as a tombstone with its username
 * and email released. Used by Delete Account and by an admin's delete.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";

import {
  appointments,
  bidInvitations,
  bidQuestions,
  certifications,
  connections,
  contentModeration,
  conversations,
  gcProfiles,
  idempotencyKeys,
  invitationMutes,
  messages,
  portfolioItems,
  privacySettings,
  projectApplications,
  projects,
  reviewHelpful,
  reviews,
  sessions,
  subProfiles,
  uploads,
  userAvailability,
  users,
} from "../../db/schema";
import { deleteEmailsOf } from "~/domain/email.server";
import { deleteNotificationsBy } from "~/domain/notifications.server";
import { recomputeReputation } from "~/domain/reviews.server";
import type { db } from "~/infra/db.server";
import { forgetSignedOutAnswersContaining } from "~/infra/idempotency.server";
import { removeEmailFiles } from "~/infra/mailer.server";
import { removeStoredFiles } from "~/infra/uploads.server";
import { first } from "~/infra/db.server";

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** The files of a purged account, removed once its transaction has committed. */
export type PurgedFiles = { uploads: string[]; emails: number[] };

export function removePurgedFiles(files: PurgedFiles) {
  removeStoredFiles(files.uploads);
  removeEmailFiles(files.emails);
}

/** Removes the user's content inside the caller's transaction; returns the files that must go after it commits. */
export async function purgeUserContent(tx: Tx, userId: number): Promise<PurgedFiles> {
  const account = await first(tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1));
  const emails = await deleteEmailsOf(tx, userId);
  await deleteNotificationsBy(tx, userId);
  // Reviews both ways go; the people this user reviewed get their average back without it.
  const reviewed = (
    await tx.select({ id: reviews.revieweeId }).from(reviews).where(eq(reviews.reviewerId, userId))
  ).map((r) => r.id);
  const markedReviews = (
    await tx.select({ id: reviewHelpful.reviewId }).from(reviewHelpful).where(eq(reviewHelpful.userId, userId))
  ).map((r) => r.id);
  await tx.delete(reviewHelpful).where(eq(reviewHelpful.userId, userId));
  await tx.delete(reviews).where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)));
  for (const id of new Set(reviewed)) await recomputeReputation(tx, id);
  if (markedReviews.length) {
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`(SELECT count(*) FROM review_helpful h WHERE h.review_id = "reviews"."id")` })
      .where(inArray(reviews.id, markedReviews));
  }

  await tx.delete(connections).where(or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)));
  await tx.delete(messages).where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)));
  await tx.delete(conversations).where(or(eq(conversations.userId, userId), eq(conversations.otherId, userId)));
  await tx.delete(projects).where(eq(projects.creatorId, userId));
  await tx.delete(projectApplications).where(eq(projectApplications.applicantId, userId));
  await tx.delete(bidQuestions).where(eq(bidQuestions.askerId, userId));
  await tx
    .delete(bidInvitations)
    .where(or(eq(bidInvitations.subcontractorId, userId), eq(bidInvitations.contractorId, userId)));
  await tx
    .delete(invitationMutes)
    .where(or(eq(invitationMutes.subcontractorId, userId), eq(invitationMutes.contractorId, userId)));
  await tx.delete(appointments).where(or(eq(appointments.creatorId, userId), eq(appointments.attendeeId, userId)));
  await tx.delete(userAvailability).where(eq(userAvailability.userId, userId));
  await tx.delete(portfolioItems).where(eq(portfolioItems.userId, userId));
  await tx.delete(certifications).where(eq(certifications.userId, userId));
  await tx.delete(gcProfiles).where(eq(gcProfiles.userId, userId));
  await tx.delete(subProfiles).where(eq(subProfiles.userId, userId));
  // Reports the user filed stay for the moderation record, without their words or their name.
  await tx
    .update(contentModeration)
    .set({ details: null, reportedBy: null })
    .where(eq(contentModeration.reportedBy, userId));
  const files = (await tx.delete(uploads).where(eq(uploads.ownerId, userId)).returning({ id: uploads.id })).map(
    (u) => u.id,
  );
  await tx.delete(privacySettings).where(eq(privacySettings.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, `user:${userId}`)));
  if (account) await forgetSignedOutAnswersContaining(tx, account.email);

  // The tombstone: no name, no email, no way to sign in; both are free for someone else.
  await tx
    .update(users)
    .set({
      accountStatus: "deleted",
      username: `deleted-${userId}`,
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: "!",
      searchText: null,
      lastActiveAt: null,
      verifiedAt: null,
    })
    .where(eq(users.id, userId));
  return { uploads: files, emails };
}
