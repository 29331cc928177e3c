import { gcProfiles, subProfiles } from "../../db/schema";
import { getUserRecord, type UserRecord } from "~/domain/accounts.server";
import { forbidden, invalid } from "~/domain/errors.server";
import type { GcProfileInput, SubProfileInput } from "~/schemas/profile";
import { db } from "~/infra/db.server";
import { lookupZip } from "~/infra/geo.server";

function locate(zipCode: string) {
  const place = lookupZip(zipCode);
  if (!place) throw invalid("We could not find that zip code", { zip_code: ["We could not find that US zip code"] });
  return place;
}

/** Creates the general contractor's profile on its first save, updates it after. */
export async function saveGcProfile(actor: UserRecord, input: GcProfileInput): Promise<UserRecord> {
  if (actor.role !== "general_contractor") throw forbidden("Only general contractors have a company profile.");
  const place = locate(input.zip_code);
  const values = {
    companyName: input.company_name,
    location: input.location,
    zipCode: place.zip,
    latitude: place.latitude,
    longitude: place.longitude,
    description: input.description || null,
  };
  db.insert(gcProfiles)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: gcProfiles.userId, set: values })
    .run();
  return getUserRecord(actor.id);
}

/** Creates the subcontractor's profile on its first save, updates it after. */
export async function saveSubProfile(actor: UserRecord, input: SubProfileInput): Promise<UserRecord> {
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
  db.insert(subProfiles)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: subProfiles.userId, set: values })
    .run();
  return getUserRecord(actor.id);
}
