/**
 * The credentials wallet: licenses, insurance certificates, bonds, certifications and W-9s with their files and
 * expiry dates; the admins' review of licenses and insurance; and the one badge rule that rests on them (Verified,
 * or Credentials on file).
 */
import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";

import { certificationFiles, certifications, uploads, users } from "../../db/schema";
import {
  CREDENTIAL_EXPIRING_DAYS,
  CREDENTIAL_KIND_LABELS,
  CREDENTIAL_REVIEW_STATE_LABELS,
  type CredentialKind,
  type CredentialReviewState,
} from "~/constants";
import { conflict, forbidden, invalid, notFound } from "~/domain/errors.server";
import { canReadCredentialFiles, visibleProfileOwner, type Relationship, type Viewer } from "~/domain/privacy.server";
import { deleteUploadRows, prepareUploads, saveWithUploads } from "~/domain/uploads.server";
import { addDays, today } from "~/infra/clock.server";
import { db, idList, inIdList, prepared, first, booleanLiteral } from "~/infra/db.server";
import type { IncomingFile } from "~/infra/uploads.server";
import type { CredentialFields } from "~/schemas/credential";
import { uploadUrl } from "~/lib/images";

const MAX_CREDENTIALS = 50;
export const MAX_FILES_PER_CREDENTIAL = 10;

export type CredentialStatus = "current" | "expiring" | "expired";
const CREDENTIAL_STATUS_LABELS: Record<CredentialStatus, string> = {
  current: "Current",
  expiring: "Expiring",
  expired: "Expired",
};

/** Expired after its expiry date, Expiring within 30 days of it, otherwise (or with no expiry) Current. */
export function credentialStatus(expiresOn: string | null, on = today()): CredentialStatus {
  if (!expiresOn) return "current";
  if (expiresOn < on) return "expired";
  if (expiresOn <= addDays(on, CREDENTIAL_EXPIRING_DAYS)) return "expiring";
  return "current";
}

type CredentialFile = { id: string; name: string; content_type: string; size: number; url: string };

export type CredentialView = {
  id: number;
  kind: CredentialKind;
  kind_label: string;
  name: string;
  issuer: string | null;
  /** Shown with the files: to the owner, admins and connections. */
  number: string | null;
  expires_on: string | null;
  status: CredentialStatus;
  status_label: string;
  /** Whether an admin checked it: Awaiting review, Verified or Refused (licenses and insurance only are reviewed). */
  review_state: CredentialReviewState;
  review_state_label: string;
  /** Why an admin refused it: for its owner (and admins) only. */
  refusal_reason: string | null;
  file_count: number;
  /** Empty when the viewer may not download them (see `files_visible`). */
  files: CredentialFile[];
  files_visible: boolean;
};

type CredentialRow = typeof certifications.$inferSelect;

// Every profile view lists them: built once, whatever the number of credentials.
const filesAmong = prepared(() =>
  db
    .select({
      certificationId: certificationFiles.certificationId,
      id: uploads.id,
      name: uploads.originalName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(certificationFiles)
    .innerJoin(uploads, eq(uploads.id, certificationFiles.uploadId))
    .where(inIdList(certificationFiles.certificationId))
    .orderBy(asc(certificationFiles.id))
    .prepare(),
);

async function filesOf(ids: number[]) {
  if (ids.length === 0) return new Map<number, CredentialFile[]>();
  const rows = await filesAmong().execute({ ids: idList(ids) });
  const byCredential = new Map<number, CredentialFile[]>();
  for (const r of rows) {
    const variant = r.contentType === "application/pdf" ? "file" : "document";
    const list = byCredential.get(r.certificationId) ?? [];
    list.push({
      id: r.id,
      name: r.name ?? "file",
      content_type: r.contentType,
      size: r.size,
      url: uploadUrl(r.id, variant),
    });
    byCredential.set(r.certificationId, list);
  }
  return byCredential;
}

async function toViews(rows: CredentialRow[], filesVisible: boolean, own = false): Promise<CredentialView[]> {
  const files = await filesOf(rows.map((r) => r.id));
  const on = today();
  return rows.map((r) => {
    const status = credentialStatus(r.expiresOn, on);
    const list = files.get(r.id) ?? [];
    return {
      id: r.id,
      kind: r.kind,
      kind_label: CREDENTIAL_KIND_LABELS[r.kind],
      name: r.name,
      issuer: r.issuer,
      number: filesVisible ? r.number : null,
      expires_on: r.expiresOn,
      status,
      status_label: CREDENTIAL_STATUS_LABELS[status],
      review_state: r.reviewState,
      review_state_label: CREDENTIAL_REVIEW_STATE_LABELS[r.reviewState],
      refusal_reason: own ? r.refusalReason : null,
      file_count: list.length,
      files: filesVisible ? list : [],
      files_visible: filesVisible,
    };
  });
}

// Every profile view lists them: built once, not on each call.
const credentialRowsById = prepared(() =>
  // Soonest expiry first puts what needs attention on top; credentials that never expire go last.
  db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, sql.placeholder("userId")))
    .orderBy(sql`${certifications.expiresOn} IS NULL`, asc(certifications.expiresOn), desc(certifications.id))
    .limit(MAX_CREDENTIALS)
    .prepare(),
);

async function credentialRowsOf(userId: number) {
  return await credentialRowsById().execute({ userId });
}

/** A user's credentials as the viewer may see them (404 when the profile is hidden from the viewer). */
export async function listCredentials(viewer: Viewer | null, userId: number) {
  const { owner, rel } = await visibleProfileOwner(viewer, userId);
  return credentialsShownTo(owner.id, rel);
}

/** For a caller that has checked the profile is visible: the credentials, files only when `rel` allows them. */
export async function credentialsShownTo(ownerId: number, rel: Relationship) {
  const filesVisible = canReadCredentialFiles(rel);
  return { credentials: await toViews(await credentialRowsOf(ownerId), filesVisible), files_visible: filesVisible };
}

/** Credentials with their files, number and refusal reason, for an admin's review (the caller checked the role). */
export async function credentialsForAdmin(rows: CredentialRow[]): Promise<CredentialView[]> {
  return await toViews(rows, true, true);
}

/** The owner's own credentials, with the files. */
export async function listOwnCredentials(actor: Viewer): Promise<CredentialView[]> {
  return await toViews(await credentialRowsOf(actor.id), true, true);
}

// On every dashboard view: built once, not on each call.
const expiringBy = prepared(() =>
  db
    .select({ id: certifications.id, name: certifications.name, expiresOn: certifications.expiresOn })
    .from(certifications)
    .where(
      and(
        eq(certifications.userId, sql.placeholder("userId")),
        isNotNull(certifications.expiresOn),
        sql`${certifications.expiresOn} <= ${sql.placeholder("soon")}`,
      ),
    )
    .orderBy(asc(certifications.expiresOn))
    .prepare(),
);

/** The owner's credentials that expire within 30 days or have expired (the warnings on /profile and the dashboard). */
export async function credentialAlerts(userId: number) {
  const soon = addDays(today(), CREDENTIAL_EXPIRING_DAYS);
  const rows = await expiringBy().execute({ userId, soon });
  return rows.map((r) => ({ id: r.id, name: r.name, expires_on: r.expiresOn!, status: credentialStatus(r.expiresOn) }));
}

function assertMayHoldCredentials(actor: Viewer) {
  if (actor.role === "admin") throw forbidden("Administrators have no credentials wallet.");
}

async function ownCredential(actor: Viewer, id: number) {
  const row = Number.isSafeInteger(id)
    ? await first(db.select().from(certifications).where(eq(certifications.id, id)).limit(1))
    : undefined;
  if (!row) throw notFound("Credential not found");
  if (row.userId !== actor.id) throw forbidden("Only the owner can change this credential.");
  return row;
}

const NEEDS_A_FILE = "Add at least one file (PDF, JPG or PNG)";

function fieldValues(input: CredentialFields) {
  return {
    kind: input.kind,
    name: input.name,
    issuer: input.issuer || null,
    number: input.number || null,
    expiresOn: input.expires_on || null,
  };
}

/** Adds a credential with one or more files (each checked by its bytes, at most 10 MB). */
export async function createCredential(actor: Viewer, input: CredentialFields, files: IncomingFile[]) {
  assertMayHoldCredentials(actor);
  if (files.length === 0) throw invalid(NEEDS_A_FILE, { files: [NEEDS_A_FILE] });
  if (files.length > MAX_FILES_PER_CREDENTIAL) {
    throw invalid(`At most ${MAX_FILES_PER_CREDENTIAL} files per credential`, {
      files: [`At most ${MAX_FILES_PER_CREDENTIAL} files per credential`],
    });
  }
  const held =
    (await first(db.select({ n: count() }).from(certifications).where(eq(certifications.userId, actor.id)).limit(1)))
      ?.n ?? 0;
  if (held >= MAX_CREDENTIALS) throw conflict(`You can keep at most ${MAX_CREDENTIALS} credentials.`);
  const prepared = await prepareUploads(actor.id, "credential", files, "files");
  const id = await saveWithUploads(prepared, async (tx) => {
    const created = (
      await tx
        .insert(certifications)
        .values({ userId: actor.id, ...fieldValues(input) })
        .returning({ id: certifications.id })
    )[0];
    await tx.insert(certificationFiles).values(prepared.map((p) => ({ certificationId: created.id, uploadId: p.id })));
    return { result: created.id };
  });
  return getOwnCredential(actor, id);
}

export async function getOwnCredential(actor: Viewer, id: number): Promise<CredentialView> {
  return (await toViews([await ownCredential(actor, id)], true, true))[0];
}

/** What a review clears: the credential waits for an admin again. */
const AWAITING_REVIEW = { reviewState: "unreviewed", reviewedAt: null, reviewedBy: null, refusalReason: null } as const;

/** An admin checked the document, its kind, issuer, number and expiry; a change to any of them needs a new check. */
function checkedFieldsChanged(row: CredentialRow, next: ReturnType<typeof fieldValues>) {
  return (
    row.kind !== next.kind ||
    row.issuer !== next.issuer ||
    row.number !== next.number ||
    row.expiresOn !== next.expiresOn
  );
}

export type CredentialChange = Partial<CredentialFields> & { removeFileIds?: string[] };

/** Edits the fields, adds files and removes chosen ones; a credential always keeps at least one file. */
export async function updateCredential(
  actor: Viewer,
  id: number,
  change: CredentialChange,
  newFiles: IncomingFile[] = [],
) {
  const row = await ownCredential(actor, id);
  const current = (
    await db
      .select({ uploadId: certificationFiles.uploadId })
      .from(certificationFiles)
      .where(eq(certificationFiles.certificationId, id))
  ).map((f) => f.uploadId);
  const removing = [...new Set(change.removeFileIds ?? [])];
  if (removing.some((uploadId) => !current.includes(uploadId))) {
    throw invalid("That file does not belong to this credential", {
      files: ["That file does not belong to this credential"],
    });
  }
  const remaining = current.length - removing.length + newFiles.length;
  if (remaining === 0) throw invalid(NEEDS_A_FILE, { files: [NEEDS_A_FILE] });
  if (remaining > MAX_FILES_PER_CREDENTIAL) {
    const message = `At most ${MAX_FILES_PER_CREDENTIAL} files per credential`;
    throw invalid(message, { files: [message] });
  }
  const merged: CredentialFields = {
    kind: change.kind ?? row.kind,
    name: change.name ?? row.name,
    issuer: change.issuer !== undefined ? change.issuer : (row.issuer ?? undefined),
    number: change.number !== undefined ? change.number : (row.number ?? undefined),
    expires_on: change.expires_on !== undefined ? change.expires_on : (row.expiresOn ?? undefined),
  };
  const recheck = newFiles.length > 0 || removing.length > 0 || checkedFieldsChanged(row, fieldValues(merged));
  const prepared = await prepareUploads(actor.id, "credential", newFiles, "files");
  await saveWithUploads(prepared, async (tx) => {
    await tx
      .update(certifications)
      .set({ ...fieldValues(merged), ...(recheck ? AWAITING_REVIEW : {}) })
      .where(eq(certifications.id, id));
    if (prepared.length) {
      await tx.insert(certificationFiles).values(prepared.map((p) => ({ certificationId: id, uploadId: p.id })));
    }
    return { result: null, removed: await deleteUploadRows(tx, removing) };
  });
  return getOwnCredential(actor, id);
}

export async function deleteCredential(actor: Viewer, id: number) {
  await ownCredential(actor, id);
  await saveWithUploads([], async (tx) => {
    const files = (
      await tx
        .select({ uploadId: certificationFiles.uploadId })
        .from(certificationFiles)
        .where(eq(certificationFiles.certificationId, id))
    ).map((f) => f.uploadId);
    await tx.delete(certifications).where(eq(certifications.id, id));
    return { result: null, removed: await deleteUploadRows(tx, files) };
  });
}

/**
 * The badge rule, as one SQL condition over the `users` row of a query (which must read `users` under that name):
 * Verified while the user holds a license or insurance an admin verified that is current (unexpired) on `on`. Triggers
 * on certifications (migration 0027) keep `users.verified_through` at the latest expiry of those credentials, so the
 * rule is a comparison on the row (a search filters on it like any column).
 */
export function verifiedSql(on: string | SQL = today()): SQL {
  return sql`coalesce("users"."verified_through" >= ${on}, ${booleanLiteral(false)})`;
}

/** Credentials on file: a current credential with a file that no admin has checked yet (and none refused it). */
function onFileSql(on: string | SQL): SQL {
  return sql`EXISTS (
    SELECT 1 FROM certifications c JOIN certification_files f ON f.certification_id = c.id
    WHERE c.user_id = "users"."id" AND c.review_state = 'unreviewed'
      AND (c.expires_on IS NULL OR c.expires_on >= ${on}))`;
}

/** The badge a person shows: Verified, Credentials on file, or none (null). */
export type Verification = "verified" | "on_file" | null;

// Every card and profile asks: built and compiled once, whatever the number of users.
const badgesAmong = prepared(() => {
  const on = sql`${sql.placeholder("on")}`;
  return db
    .select({ id: users.id, verified: sql<number>`${verifiedSql(on)}`, onFile: sql<number>`${onFileSql(on)}` })
    .from(users)
    .where(inIdList(users.id))
    .prepare();
});

/** The badge of each user (for one profile or a page of cards at once); users with no badge are absent. */
export async function verificationOf(userIds: number[]): Promise<Map<number, Exclude<Verification, null>>> {
  const ids = [...new Set(userIds)].filter(Number.isSafeInteger);
  if (ids.length === 0) return new Map();
  const rows = await badgesAmong().execute({ ids: idList(ids), on: today() });
  const marks = new Map<number, Exclude<Verification, null>>();
  for (const r of rows) {
    if (r.verified) marks.set(r.id, "verified");
    else if (r.onFile) marks.set(r.id, "on_file");
  }
  return marks;
}

/** The users among `userIds` who show the Verified badge. */
export async function verifiedUserIds(userIds: number[]): Promise<Set<number>> {
  const marks = await verificationOf(userIds);
  return new Set([...marks].filter(([, mark]) => mark === "verified").map(([id]) => id));
}

/** One user's badge. */
export async function verificationOfUser(userId: number): Promise<Verification> {
  return (await verificationOf([userId])).get(userId) ?? null;
}

export async function isVerified(userId: number): Promise<boolean> {
  return (await verifiedUserIds([userId])).has(userId);
}
