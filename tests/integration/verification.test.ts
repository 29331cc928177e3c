/**
 * Badges that mean something: Verified only while an admin-verified license or insurance is current, Credentials on
 * file for unchecked uploads, the admins' queue and decisions (notified, audited), and one availability rule.
 */
import { and, eq } from "drizzle-orm";

import { auditLog, notifications, outbox } from "../../db/schema";
import { setAdminVerified } from "~/domain/admin.server";
import { setAvailability } from "~/domain/availability.server";
import { listReviewQueue, reviewCredential } from "~/domain/credential-review.server";
import {
  createCredential,
  listOwnCredentials,
  updateCredential,
  verificationOfUser,
} from "~/domain/credentials.server";
import { getProfileView } from "~/domain/profiles.server";
import { searchSubcontractors } from "~/domain/search.server";
import { addDays, setClockOffset, today } from "~/infra/clock.server";
import { db, first } from "~/infra/db.server";
import { loader as queueApi } from "~/routes/admin/api.admin.credentials.pending";
import { action as reviewApi } from "~/routes/admin/api.admin.credentials.$id.review";
import { loader as profileApi } from "~/routes/profiles/api.profile.$userId";
import { availabilityRangeSchema } from "~/schemas/availability";
import { subcontractorSearchSchema } from "~/schemas/search";
import { pdfFile } from "../helpers/files";
import { args, getRequest, jsonRequest } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const PDF = await pdfFile();
const license = (over: Record<string, string> = {}) => ({
  kind: "license" as const,
  name: "Electrical Contractor License",
  issuer: "Arizona ROC",
  number: "ROC 123456",
  expires_on: addDays(today(), 200),
  ...over,
});
const upload = (user: Awaited<ReturnType<typeof makeUser>>, over: Record<string, string> = {}) =>
  createCredential(user, license(over), [{ bytes: PDF.bytes, name: "roc-license.pdf" }]);

afterEach(() => setClockOffset(0));

/** The badge a general contractor sees on the subcontractor's search card (Tempe electricians, zip 85281). */
async function cardOf(
  gc: { id: number; role: "general_contractor" },
  subId: number,
  query: Record<string, string> = {},
) {
  const page = await searchSubcontractors(
    gc as never,
    subcontractorSearchSchema.parse({ location: "85281", distance: "25", ...query }),
  );
  return page.items.find((i) => i.user_id === subId);
}

describe("the Verified badge", () => {
  it("shows only while an admin-verified license is current; an unchecked upload shows Credentials on file", async () => {
    const [sub, gc, admin] = [await makeUser(), await makeUser("general_contractor"), await makeUser("admin")];
    expect(await verificationOfUser(sub.id)).toBeNull();

    const credential = await upload(sub);
    expect(credential.review_state).toBe("unreviewed");
    expect(await verificationOfUser(sub.id)).toBe("on_file");
    const profile = await getProfileView(gc, sub.id);
    expect(profile).toMatchObject({ verified: false, verification: "on_file" });
    expect(await cardOf(gc as never, sub.id)).toMatchObject({ verified: false, verification: "on_file" });
    expect(await cardOf(gc as never, sub.id, { verified: "true" })).toBeUndefined();

    await reviewCredential(admin, credential.id, { decision: "verified" });
    expect(await getProfileView(gc, sub.id)).toMatchObject({ verified: true, verification: "verified" });
    expect(await cardOf(gc as never, sub.id, { verified: "true" })).toMatchObject({ verified: true });
    const api = (await profileApi(
      args(getRequest(`/api/profile/${sub.id}`, { cookie: await cookieFor(gc) }), { userId: String(sub.id) }),
    )) as Response;
    expect(await api.json()).toMatchObject({ verified: true, verification: "verified" });

    // 201 days on, the license has expired: no badge at all (an expired document is not "on file" either).
    setClockOffset(201 * 86_400_000);
    expect(await verificationOfUser(sub.id)).toBeNull();
    expect(await cardOf(gc as never, sub.id)).toMatchObject({ verified: false, verification: null });
  });

  it("is not given by the admin's business check, nor by reviewed kinds other than license and insurance", async () => {
    const [sub, admin] = [await makeUser(), await makeUser("admin")];
    await setAdminVerified(admin, sub.id, true);
    expect(await verificationOfUser(sub.id)).toBeNull();
    const cert = await upload(sub, { kind: "certification", name: "OSHA 30" });
    expect(await verificationOfUser(sub.id)).toBe("on_file");
    expect((await rejection(reviewCredential(admin, cert.id, { decision: "verified" }))).kind).toBe("not_found");
    expect((await listReviewQueue(admin)).items.map((i) => i.id)).not.toContain(cert.id);
  });

  it("goes back to review when the file, number or expiry changes, not when only the name does", async () => {
    const [sub, admin] = [await makeUser(), await makeUser("admin")];
    const credential = await upload(sub);
    await reviewCredential(admin, credential.id, { decision: "verified" });
    await updateCredential(sub, credential.id, { name: "ROC license (C-11)" });
    expect(await verificationOfUser(sub.id)).toBe("verified");

    await updateCredential(sub, credential.id, { number: "ROC 654321" });
    expect((await listOwnCredentials(sub))[0]).toMatchObject({
      review_state: "unreviewed",
      review_state_label: "Awaiting review",
    });
    expect(await verificationOfUser(sub.id)).toBe("on_file");

    await reviewCredential(admin, credential.id, { decision: "verified" });
    await updateCredential(sub, credential.id, { expires_on: addDays(today(), 400) });
    expect(await verificationOfUser(sub.id)).toBe("on_file");

    await reviewCredential(admin, credential.id, { decision: "verified" });
    await updateCredential(sub, credential.id, {}, [{ bytes: PDF.bytes, name: "renewed.pdf" }]);
    expect(await verificationOfUser(sub.id)).toBe("on_file");
  });
});

describe("the verification queue", () => {
  it("lists unreviewed licenses with file, number, issuer, expiry and owner; refusing needs a reason and tells the owner", async () => {
    const [sub, admin] = [await makeUser(), await makeUser("admin")];
    const credential = await upload(sub);
    const queued = (await listReviewQueue(admin)).items.find((i) => i.id === credential.id);
    expect(queued).toMatchObject({
      name: "Electrical Contractor License",
      issuer: "Arizona ROC",
      number: "ROC 123456",
      expires_on: addDays(today(), 200),
      owner: { id: sub.id, display_name: `${sub.username} Electric`, profile_url: `/profile/${sub.id}` },
    });
    expect(queued!.files[0]).toMatchObject({ name: "roc-license.pdf" });

    const adminCookie = await cookieFor(admin);
    const post = async (body: unknown, cookie = adminCookie) => {
      const response = (await reviewApi(
        args(jsonRequest(`/api/admin/credentials/${credential.id}/review`, body, { cookie }), {
          id: String(credential.id),
        }),
      )) as Response;
      const data = (await response.json()) as { errors?: Record<string, string[]>; review_state?: string };
      return { status: response.status, data };
    };
    const noReason = await post({ decision: "refused" });
    expect(noReason.status).toBe(400);
    expect(noReason.data.errors?.reason).toEqual(["Say why you refuse it: the owner reads the reason"]);
    expect((await post({ decision: "refused", reason: "x" }, await cookieFor(sub))).status).toBe(403);

    const refused = await post({ decision: "refused", reason: "The license number does not match the ROC record." });
    expect(refused.status).toBe(200);
    expect(refused.data.review_state).toBe("refused");
    expect((await post({ decision: "verified" })).status).toBe(409);

    const note = await first(
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, sub.id), eq(notifications.kind, "credential_reviewed")))
        .limit(1),
    );
    expect(note).toMatchObject({
      title: 'Your license "Electrical Contractor License" was not verified',
      link: "/profile?tab=certifications",
    });
    expect(note!.body).toContain("The license number does not match the ROC record.");
    const email = await first(db.select().from(outbox).where(eq(outbox.userId, sub.id)).limit(1));
    expect(email?.textBody).toContain("The license number does not match the ROC record.");
    expect(
      await first(db.select().from(auditLog).where(eq(auditLog.action, "credential.refused")).limit(1)),
    ).toMatchObject({
      actorId: admin.id,
      targetType: "user",
      targetId: sub.id,
    });
    expect((await listOwnCredentials(sub))[0]).toMatchObject({
      review_state: "refused",
      review_state_label: "Refused",
      refusal_reason: "The license number does not match the ROC record.",
    });
    expect(await verificationOfUser(sub.id)).toBeNull();
    expect((await listReviewQueue(admin)).items.map((i) => i.id)).not.toContain(credential.id);
  });

  it("is for admins only over the API, and will not verify an expired credential", async () => {
    const [sub, admin] = [await makeUser(), await makeUser("admin")];
    const expired = await upload(sub, { expires_on: addDays(today(), -3) });
    const list = async (user: { id: number }) => {
      const response = (await queueApi(
        args(getRequest("/api/admin/credentials/pending", { cookie: await cookieFor(user) })),
      )) as Response;
      return { status: response.status, data: (await response.json()) as { items: { id: number }[] } };
    };
    expect((await list(sub)).status).toBe(403);
    expect((await list(admin)).data.items.map((i) => i.id)).toContain(expired.id);
    const error = await rejection(reviewCredential(admin, expired.id, { decision: "verified" }));
    expect(error.kind).toBe("conflict");
    expect(error.message).toMatch(/expired/);
  });
});

describe("one availability rule", () => {
  const range = (from: string, to: string, status: string) => availabilityRangeSchema.parse({ from, to, status });

  it("lets today's calendar win over the Available now setting, the same on the profile and in search", async () => {
    const [gc, busy, free] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    // `busy` says Available now (the test default) but marked today unavailable and tomorrow available.
    await setAvailability(busy, range(today(), today(), "unavailable"));
    await setAvailability(busy, range(addDays(today(), 1), addDays(today(), 1), "available"));
    // `free` turned the setting off, but marked today available.
    await (
      await import("~/domain/profiles.server")
    ).saveSubProfile(free, {
      business_name: `${free.username} Electric`,
      specialty: "Electrical",
      location: "Tempe, AZ",
      zip_code: "85281",
      service_radius: 25,
      crew_size: "1-5",
      available_now: false,
    });
    await setAvailability(free, range(today(), today(), "available"));

    const busyProfile = await getProfileView(gc, busy.id);
    expect(busyProfile.availability).toEqual({ available_now: false, next_available: addDays(today(), 1) });
    expect(await cardOf(gc as never, busy.id)).toMatchObject({
      available_now: false,
      next_available: addDays(today(), 1),
    });
    expect((await getProfileView(gc, free.id)).availability).toEqual({ available_now: true, next_available: null });
    expect(await cardOf(gc as never, free.id)).toMatchObject({ available_now: true, next_available: null });

    expect(await cardOf(gc as never, busy.id, { availability: "true" })).toBeUndefined();
    expect(await cardOf(gc as never, free.id, { availability: "true" })).toBeDefined();
  });

  it("falls back to the setting when today is unmarked", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    expect((await getProfileView(gc, sub.id)).availability).toEqual({ available_now: true, next_available: null });
    expect(await cardOf(gc as never, sub.id, { availability: "true" })).toMatchObject({ available_now: true });
  });
});
