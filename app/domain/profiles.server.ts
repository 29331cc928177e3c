import { eq, sql } from "drizzle-orm";

import { SEARCH_TEXT_EXPRESSION } from "../../db/search-text";
import { gcProfiles, subProfiles, users } from "../../db/schema";
import { ROLE_LABELS } from "~/constants";
import { getUserRecord, type GcProfile, type SubProfile, type UserRecord } from "~/domain/accounts.server";
import { availabilitySummary, type AvailabilitySummary } from "~/domain/availability.server";
import {
  credentialsShownTo,
  verificationOf,
  type CredentialView,
  type Verification,
} from "~/domain/credentials.server";
import { forbidden, invalid } from "~/domain/errors.server";
import { portfolioPageOf, type PortfolioSummary } from "~/domain/portfolio.server";
import { canSeeEmail, canSeePhone, visibleProfileOwner, type Viewer } from "~/domain/privacy.server";
import { deleteUploadRows, prepareUploads, saveWithUploads } from "~/domain/uploads.server";
import { db, prepared, first, runStatement } from "~/infra/db.server";
import { lookupZip } from "~/infra/geo.server";
import type { IncomingFile } from "~/infra/uploads.server";
import type { GcProfileInput, SubProfileInput } from "~/schemas/profile";
import { displayName } from "~/lib/user-display";

function locate(zipCode: string) {
  const place = lookupZip(zipCode);
  if (!place) throw invalid("We could not find that zip code", { zip_code: ["We could not find that US zip code"] });
  return place;
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type ProfileRole = "general_contractor" | "subcontractor";
const tableOf = (role: ProfileRole) => (role === "general_contractor" ? gcProfiles : subProfiles);

async function logoOf(tx: Tx, role: ProfileRole, userId: number) {
  const table = tableOf(role);
  return (
    (await first(tx.select({ logo: table.logoUploadId }).from(table).where(eq(table.userId, userId)).limit(1)))?.logo ??
    null
  );
}

async function setLogo(tx: Tx, role: ProfileRole, userId: number, uploadId: string) {
  if (role === "general_contractor") {
    await tx.update(gcProfiles).set({ logoUploadId: uploadId }).where(eq(gcProfiles.userId, userId));
  } else {
    await tx.update(subProfiles).set({ logoUploadId: uploadId }).where(eq(subProfiles.userId, userId));
  }
}

/**
 * Saves the profile fields (`upsert`; the row is made on the first save) and, when a photo comes with them, the new
 * logo, in one transaction; the photo is checked before anything is written and the old logo's files go after.
 */
async function writeProfile(
  actor: UserRecord & { role: ProfileRole },
  upsert: ((tx: Tx) => Promise<unknown>) | null,
  photo: IncomingFile | undefined,
  /** The field a refused photo is reported under: the page form's `photo`, or `logo_url` on the API. */
  photoField = "photo",
) {
  const prepared = photo ? await prepareUploads(actor.id, "logo", [photo], photoField) : [];
  await saveWithUploads(prepared, async (tx) => {
    await upsert?.(tx);
    await runStatement(
      sql`UPDATE users SET search_text = ${sql.raw(SEARCH_TEXT_EXPRESSION)} WHERE id = ${actor.id}`,
      tx,
    );
    if (!prepared[0]) return { result: null };
    const previous = await logoOf(tx, actor.role, actor.id);
    await setLogo(tx, actor.role, actor.id, prepared[0].id);
    return { result: null, removed: await deleteUploadRows(tx, previous ? [previous] : []) };
  });
  return getUserRecord(actor.id);
}

const list = (values: readonly string[]) => (values.length ? values.join(", ") : null);

/** Creates the general contractor's profile on its first save, updates it after; a photo may come with it. */
export async function saveGcProfile(
  actor: UserRecord,
  input: GcProfileInput,
  photo?: IncomingFile,
): Promise<UserRecord> {
  if (actor.role !== "general_contractor") throw forbidden("Only general contractors have a company profile.");
  const place = locate(input.zip_code);
  const values = {
    companyName: input.company_name,
    location: input.location,
    zipCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    description: input.description || null,
    projectTypes: list(input.project_types),
    preferredTrades: list(input.preferred_trades),
  };
  const upsert = async (tx: Tx) =>
    await tx
      .insert(gcProfiles)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: gcProfiles.userId, set: values });
  return writeProfile({ ...actor, role: actor.role }, upsert, photo);
}

/** Creates the subcontractor's profile on its first save, updates it after; a photo may come with it. */
export async function saveSubProfile(
  actor: UserRecord,
  input: SubProfileInput,
  photo?: IncomingFile,
): Promise<UserRecord> {
  if (actor.role !== "subcontractor") throw forbidden("Only subcontractors have a business profile.");
  const place = locate(input.zip_code);
  const values = {
    businessName: input.business_name,
    specialty: input.specialty ?? null,
    location: input.location,
    zipCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    description: input.description || null,
    serviceRadius: input.service_radius,
    crewSize: input.crew_size,
    availableNow: input.available_now,
  };
  const upsert = async (tx: Tx) =>
    await tx
      .insert(subProfiles)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: subProfiles.userId, set: values });
  return writeProfile({ ...actor, role: actor.role }, upsert, photo);
}

/** Replaces the logo of an existing profile (PATCH /api/profile/{gc,sub}/image). */
export async function setProfilePhoto(actor: UserRecord, role: ProfileRole, photo: IncomingFile) {
  if (actor.role !== role) {
    throw forbidden(
      role === "general_contractor"
        ? "Only general contractors have a company profile."
        : "Only subcontractors have a business profile.",
    );
  }
  const table = tableOf(role);
  if (!(await first(db.select({ id: table.id }).from(table).where(eq(table.userId, actor.id)).limit(1)))) {
    const message = "Save your profile before adding a photo";
    throw invalid(message, { logo_url: [message] });
  }
  return writeProfile({ ...actor, role }, null, photo, "logo_url");
}

// A profile view's own reads: built once, not on each call.
const phoneIn = (table: typeof gcProfiles | typeof subProfiles) =>
  prepared(() =>
    db
      .select({ phone: table.phone })
      .from(table)
      .where(eq(table.userId, sql.placeholder("userId")))
      .prepare(),
  );
const phones = { general_contractor: phoneIn(gcProfiles), subcontractor: phoneIn(subProfiles) };

async function phoneOf(userId: number, role: ProfileRole) {
  return (await first(phones[role]().execute({ userId })))?.phone;
}

const lastActiveOf = prepared(() =>
  db
    .select({ at: users.lastActiveAt })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare(),
);

export type ProfileView = {
  id: number;
  username: string;
  role: "general_contractor" | "subcontractor";
  role_label: string;
  display_name: string;
  created_at: string;
  last_active_at: string | null;
  /** Only when the owner's privacy settings show it to this viewer. */
  email: string | null;
  /** Likewise, with show_phone. */
  phone: string | null;
  gcProfile: GcProfile | null;
  subProfile: SubProfile | null;
  verified: boolean;
  /** The badge: "verified" (an admin-checked current license or insurance), "on_file" (unchecked), or null. */
  verification: Verification;
  /** Subcontractors only: Available now and Next available by the one availability rule (availability.server). */
  availability: AvailabilitySummary | null;
  credentials: CredentialView[];
  credential_files_visible: boolean;
  portfolio: { items: PortfolioSummary[]; total: number; page: number; page_count: number };
  is_own: boolean;
};

/** Another user's profile as the viewer may see it: 404 for unknown, deleted, suspended or hidden users. */
export async function getProfileView(
  viewer: Viewer | null,
  userId: number,
  { portfolioPage = 1 } = {},
): Promise<ProfileView> {
  const { owner, rel, settings } = await visibleProfileOwner(viewer, userId);
  const record = await getUserRecord(owner.id);
  const lastActive = (await first(lastActiveOf().execute({ userId: owner.id })))?.at;
  const credentials = await credentialsShownTo(owner.id, rel);
  const portfolio = await portfolioPageOf(owner, portfolioPage);
  const verified = await verificationOf([owner.id]);
  const availability = await availabilitySummary(owner.id);
  return {
    id: record.id,
    username: record.username,
    role: owner.role,
    role_label: ROLE_LABELS[owner.role],
    display_name: displayName(record),
    created_at: record.created_at,
    last_active_at: lastActive ? lastActive.toISOString() : null,
    email: canSeeEmail(rel, settings) ? record.email : null,
    phone: canSeePhone(rel, settings) ? ((await phoneOf(owner.id, owner.role)) ?? null) : null,
    gcProfile: record.gcProfile,
    subProfile: record.subProfile,
    verified: verified.get(owner.id) === "verified",
    verification: verified.get(owner.id) ?? null,
    availability,
    credentials: credentials.credentials,
    credential_files_visible: credentials.files_visible,
    portfolio,
    is_own: rel.self,
  };
}

/** The name and logo of a contractor, for a byline (the caller has already checked the profile is visible). */
export async function getProfileCard(userId: number) {
  const record = await getUserRecord(userId);
  return {
    id: record.id,
    display_name: displayName(record),
    logo_url: record.gcProfile?.logo_url ?? record.subProfile?.logo_url ?? null,
  };
}
