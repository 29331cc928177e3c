/**
 * The admins' verification queue: licenses and insurance certificates waiting for a check against the issuer, and
 * the decision (verified, or refused with a reason) that the owner is told about. Only a verified, current one earns
 * the Verified badge (verifiedSql in credentials.server).
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";

import { certifications, gcProfiles, subProfiles, users } from "../../db/schema";
import { CREDENTIAL_KIND_LABELS, VERIFIABLE_CREDENTIAL_KINDS } from "~/constants";
import { assertAdmin } from "~/domain/abilities.server";
import { recordAudit } from "~/domain/audit.server";
import { credentialsForAdmin, type CredentialView } from "~/domain/credentials.server";
import { conflict, notFound } from "~/domain/errors.server";
import { notify } from "~/domain/notifications.server";
import type { Viewer } from "~/domain/privacy.server";
import { now, today } from "~/infra/clock.server";
import { db, first, transaction } from "~/infra/db.server";
import { formatDay } from "~/lib/dates";
import { displayName } from "~/lib/user-display";
import type { CredentialReview } from "~/schemas/credential";

const QUEUE_PAGE_SIZE = 20;

export type QueuedCredential = CredentialView & {
  submitted_at: string;
  owner: { id: number; username: string; display_name: string; profile_url: string };
};

/** Unreviewed licenses and insurance certificates of active accounts (each has a file: a credential always keeps one). */
const awaitingReview = () =>
  and(
    eq(certifications.reviewState, "unreviewed"),
    inArray(certifications.kind, [...VERIFIABLE_CREDENTIAL_KINDS]),
    eq(users.accountStatus, "active"),
  );

/** How many credentials wait for an admin (the tab's count). */
export async function reviewQueueCount(): Promise<number> {
  return (
    (
      await first(
        db
          .select({ n: count() })
          .from(certifications)
          .innerJoin(users, eq(users.id, certifications.userId))
          .where(awaitingReview())
          .limit(1),
      )
    )?.n ?? 0
  );
}

/** The queue, oldest first, with the files, number, issuer, expiry and owner of each credential. */
export async function listReviewQueue(admin: Viewer, { page = 1 } = {}) {
  assertAdmin(admin);
  const current = Math.max(1, Math.floor(page) || 1);
  const total = await reviewQueueCount();
  const rows = await db
    .select({
      credential: certifications,
      username: users.username,
      role: users.role,
      company: gcProfiles.companyName,
      business: subProfiles.businessName,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(gcProfiles, eq(gcProfiles.userId, users.id))
    .leftJoin(subProfiles, eq(subProfiles.userId, users.id))
    .where(awaitingReview())
    .orderBy(asc(certifications.createdAt), asc(certifications.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((current - 1) * QUEUE_PAGE_SIZE);
  const views = await credentialsForAdmin(rows.map((r) => r.credential));
  const items: QueuedCredential[] = rows.map((r, i) => ({
    ...views[i],
    submitted_at: r.credential.createdAt.toISOString(),
    owner: {
      id: r.credential.userId,
      username: r.username,
      display_name: displayName({
        username: r.username,
        role: r.role,
        gcProfile: r.company ? { company_name: r.company, logo_url: null } : null,
        subProfile: r.business ? { business_name: r.business, logo_url: null } : null,
      }),
      profile_url: `/profile/${r.credential.userId}`,
    },
  }));
  return { items, total, page: current, page_count: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)) };
}

/**
 * Verifies or refuses (with a reason) a credential waiting for review: 409 once decided, or when verifying one that
 * has expired. The owner is notified (in the app and by email) and the decision is audited.
 */
export async function reviewCredential(admin: Viewer, credentialId: number, review: CredentialReview) {
  assertAdmin(admin);
  const row = Number.isSafeInteger(credentialId)
    ? await first(
        db
          .select({ credential: certifications })
          .from(certifications)
          .innerJoin(users, eq(users.id, certifications.userId))
          .where(
            and(eq(certifications.id, credentialId), inArray(certifications.kind, [...VERIFIABLE_CREDENTIAL_KINDS])),
          )
          .limit(1),
      )
    : undefined;
  if (!row) throw notFound("Credential not found");
  const credential = row.credential;
  if (credential.reviewState !== "unreviewed") throw conflict("This credential has already been reviewed.");
  if (review.decision === "verified" && credential.expiresOn && credential.expiresOn < today()) {
    throw conflict(`This credential expired on ${formatDay(credential.expiresOn)}: refuse it, or wait for a renewal.`);
  }
  const reason = review.decision === "refused" ? review.reason!.trim() : null;
  const kind = CREDENTIAL_KIND_LABELS[credential.kind].toLowerCase();
  await transaction(async (tx) => {
    await tx
      .update(certifications)
      .set({ reviewState: review.decision, reviewedAt: now(), reviewedBy: admin.id, refusalReason: reason })
      .where(and(eq(certifications.id, credential.id), sql`${certifications.reviewState} = 'unreviewed'`));
    await notify(tx, {
      userId: credential.userId,
      kind: "credential_reviewed",
      title:
        review.decision === "verified"
          ? `Your ${kind} "${credential.name}" is verified`
          : `Your ${kind} "${credential.name}" was not verified`,
      body:
        review.decision === "verified"
          ? "An admin checked it: your profile shows the Verified badge while it is current."
          : `Reason: ${reason!.replace(/[.\s]+$/, "")}. Upload a corrected document to have it checked again.`,
      link: "/profile?tab=certifications",
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: `credential.${review.decision}`,
      targetType: "user",
      targetId: credential.userId,
      details: { credential_id: credential.id, credential: credential.name, kind: credential.kind, reason },
    });
  });
  const decided = (await first(db.select().from(certifications).where(eq(certifications.id, credential.id)).limit(1)))!;
  return (await credentialsForAdmin([decided]))[0];
}
