/** The small card of a person that lists show (connections, conversations, later search and matches), in batches. */
import { eq } from "drizzle-orm";

import { gcProfiles, subProfiles, users } from "../../db/schema";
import { ROLE_LABELS, type Role } from "~/constants";
import { verificationOf, type Verification } from "~/domain/credentials.server";
import { visibleProfileIds, type Viewer } from "~/domain/privacy.server";
import { db, idList, inIdList, prepared, first } from "~/infra/db.server";
import { uploadUrl } from "~/lib/images";
import { displayName } from "~/lib/user-display";

/** A person as notifications name them: company or business name, else the username. */
export async function nameOf(tx: Pick<typeof db, "select">, userId: number): Promise<string> {
  const row = await first(
    tx
      .select({ username: users.username, company: gcProfiles.companyName, business: subProfiles.businessName })
      .from(users)
      .leftJoin(gcProfiles, eq(gcProfiles.userId, users.id))
      .leftJoin(subProfiles, eq(subProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1),
  );
  return row?.company || row?.business || row?.username || "A contractor";
}

export type PersonCard = {
  id: number;
  username: string;
  role: Role;
  role_label: string;
  display_name: string;
  logo_url: string | null;
  specialty: string | null;
  location: string | null;
  verified: boolean;
  /** The badge: "verified" (an admin-checked current license or insurance), "on_file" (unchecked), or null. */
  verification: Verification;
  active: boolean;
  /** The profile page when the viewer may open it (privacy settings, account status), else null: show the name only. */
  profile_url: string | null;
};

// Messages, connections, the dashboard and search show cards: built once, whatever the number of people.
const cardRowsAmong = prepared(() =>
  db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      status: users.accountStatus,
      company: gcProfiles.companyName,
      gcLocation: gcProfiles.location,
      gcLogo: gcProfiles.logoUploadId,
      business: subProfiles.businessName,
      specialty: subProfiles.specialty,
      subLocation: subProfiles.location,
      subLogo: subProfiles.logoUploadId,
    })
    .from(users)
    .leftJoin(gcProfiles, eq(gcProfiles.userId, users.id))
    .leftJoin(subProfiles, eq(subProfiles.userId, users.id))
    .where(inIdList(users.id))
    .prepare(),
);

/** Cards for the given users as the viewer sees them (one query for all, plus the Verified and privacy rules for all at once). */
export async function personCards(viewer: Viewer | null, ids: number[]): Promise<Map<number, PersonCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await cardRowsAmong().execute({ ids: idList(unique) });
  const verified = await verificationOf(unique);
  const openable = await visibleProfileIds(viewer, unique);
  return new Map(
    rows.map((r) => {
      const logo = r.gcLogo ?? r.subLogo;
      const card: PersonCard = {
        id: r.id,
        username: r.username,
        role: r.role,
        role_label: ROLE_LABELS[r.role],
        display_name: displayName({
          username: r.username,
          role: r.role,
          gcProfile: r.company ? { company_name: r.company, logo_url: null } : null,
          subProfile: r.business ? { business_name: r.business, logo_url: null } : null,
        }),
        logo_url: logo ? uploadUrl(logo, "card") : null,
        specialty: r.specialty,
        location: r.gcLocation ?? r.subLocation,
        verified: verified.get(r.id) === "verified",
        verification: verified.get(r.id) ?? null,
        active: r.status === "active",
        profile_url: openable.has(r.id) ? `/profile/${r.id}` : null,
      };
      return [r.id, card];
    }),
  );
}

export async function personCard(viewer: Viewer | null, id: number): Promise<PersonCard | null> {
  return (await personCards(viewer, [id])).get(id) ?? null;
}
