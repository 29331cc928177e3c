import { and, desc, eq } from "drizzle-orm";

import { auditLog, contentModeration, outbox, subProfiles } from "../../db/schema";
import { changeAccountStatus, createSession, loadSessionUser } from "~/domain/accounts.server";
import {
  adminDashboard,
  getOutboxEmail,
  getUserForAdmin,
  listUsersForAdmin,
  retryOutboxEmail,
  setAdminVerified,
} from "~/domain/admin.server";
import { setContactHandled, submitContactMessage } from "~/domain/contact.server";
import { isVerified } from "~/domain/credentials.server";
import { getConversation, listConversations, sendMessage } from "~/domain/messages.server";
import { decideReport, fileReport, listReports, unhideContent } from "~/domain/moderation.server";
import { personCards } from "~/domain/people.server";
import { browseProjects, createProject, getProject } from "~/domain/projects.server";
import { createReview, listReceivedReviews, ratingOverview, visibleReviewRow } from "~/domain/reviews.server";
import { db, first as firstRow } from "~/infra/db.server";
import { action as decideApi } from "~/routes/admin/api.admin.moderation.$id.decide";
import { loader as dashboardApi } from "~/routes/admin/api.admin.dashboard";
import { loader as pendingApi } from "~/routes/admin/api.admin.moderation.pending";
import { loader as usersApi } from "~/routes/admin/api.admin.users";
import { action as statusApi } from "~/routes/admin/api.admin.users.$id.status";
import { loader as adminPage, action as adminPageAction } from "~/routes/admin/_app.admin";
import { loader as profileApi } from "~/routes/profiles/api.profile.$userId";
import { args, formRequest, getRequest, jsonRequest } from "../helpers/requests";
import { connect, cookieFor, makeUser, rejection } from "../helpers/world";
import { REROOF_PROJECT } from "../helpers/projects";

type Person = Awaited<ReturnType<typeof makeUser>>;

/** The newest audit row for a target. */
const lastAudit = async (targetType: string, targetId: number) =>
  await firstRow(
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.id))
      .limit(1),
  );

describe("every /api/admin route", () => {
  it("is 401 signed out, 403 for contractors, and answers admins", async () => {
    const [admin, gc, target] = [await makeUser("admin"), await makeUser("general_contractor"), await makeUser()];
    const report = await fileReport(gc, { content_type: "profile", content_id: target.id, reason: "spam" });
    const calls = (cookie?: string) => [
      () => dashboardApi(args(getRequest("/api/admin/dashboard", { cookie }))),
      () => pendingApi(args(getRequest("/api/admin/moderation/pending", { cookie }))),
      () => usersApi(args(getRequest("/api/admin/users?includeDeleted=true", { cookie }))),
      () =>
        decideApi(
          args(jsonRequest(`/api/admin/moderation/${report.id}/decide`, { status: "rejected" }, { cookie }), {
            id: String(report.id),
          }),
        ),
      () =>
        statusApi(
          args(jsonRequest(`/api/admin/users/${target.id}/status`, { status: "active" }, { cookie }), {
            id: String(target.id),
          }),
        ),
    ];
    const statuses = async (cookie?: string) =>
      Promise.all(calls(cookie).map(async (call) => ((await call()) as Response).status));
    expect(await statuses()).toEqual([401, 401, 401, 401, 401]);
    expect(await statuses(await cookieFor(gc))).toEqual([403, 403, 403, 403, 403]);
    expect(await statuses(await cookieFor(admin))).toEqual([200, 200, 200, 200, 200]);
  });

  it("the /admin page sends non-admins to '/'", async () => {
    const gc = await makeUser("general_contractor");
    const answer = await adminPage(args(getRequest("/admin", { cookie: await cookieFor(gc) }))).catch((e) => e);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/");
  });
});

describe("POST /api/admin/users/{id}/status", () => {
  const post = async (admin: Person, id: number, body: unknown) =>
    (await statusApi(
      args(jsonRequest(`/api/admin/users/${id}/status`, body, { cookie: await cookieFor(admin) }), { id: String(id) }),
    )) as Response;

  it("needs a reason to suspend or delete (400), refuses yourself and the last active admin (403)", async () => {
    const [admin, user] = [await makeUser("admin"), await makeUser()];
    expect((await post(admin, user.id, { status: "suspended" })).status).toBe(400);
    expect((await post(admin, user.id, { status: "banned", reason: "x" })).status).toBe(400);
    expect((await post(admin, admin.id, { status: "suspended", reason: "Testing" })).status).toBe(403);
    // Every other admin suspended: this one is the last active administrator.
    const other = await makeUser("admin");
    const { items } = await listUsersForAdmin(admin, { role: "admin", status: "active" });
    for (const a of items.filter((a) => a.id !== other.id && a.id !== admin.id)) {
      await changeAccountStatus(admin, a.id, { status: "suspended", reason: "Cleanup for the last-admin test" });
    }
    expect((await post(other, admin.id, { status: "suspended", reason: "Two admins left" })).status).toBe(200);
    const refused = await rejection(changeAccountStatus(admin, other.id, { status: "suspended", reason: "x" }));
    expect(refused).toMatchObject({ kind: "forbidden", message: expect.stringContaining("last active administrator") });
  });

  it("suspending ends the user's sessions, hides their projects from browse and writes the audit row", async () => {
    const [admin, gc] = [await makeUser("admin"), await makeUser("general_contractor")];
    const project = await createProject(gc, { ...REROOF_PROJECT, title: "Suspension test warehouse reroof" });
    const session = await createSession(gc.id);
    const answer = await post(admin, gc.id, { status: "suspended", reason: "Fake license number" });
    expect(answer.status).toBe(200);
    expect((await loadSessionUser(session.id)).state).not.toBe("signed_in");
    const found = await browseProjects(admin, { q: "Suspension test warehouse" });
    expect(found.items.map((p) => p.id)).not.toContain(project.id);
    expect(await lastAudit("user", gc.id)).toMatchObject({ actorId: admin.id, action: "user.suspended" });
    expect(JSON.parse((await lastAudit("user", gc.id))!.details!)).toMatchObject({ reason: "Fake license number" });

    await post(admin, gc.id, { status: "active" });
    expect(await lastAudit("user", gc.id)).toMatchObject({ action: "user.active" });
    const back = await browseProjects(admin, { q: "Suspension test warehouse" });
    expect(back.items.map((p) => p.id)).toContain(project.id);
  });
});

describe("moderation", () => {
  it("approving a review hides it everywhere and takes it out of the average; rejecting leaves it", async () => {
    const [admin, gc, sub, reporter] = [
      await makeUser("admin"),
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser("general_contractor"),
    ];
    await connect(gc, sub);
    await connect(reporter, sub);
    const review = await createReview(gc, { reviewee_id: sub.id, rating: 1, comment: "Rude crew and a messy site." });
    await createReview(reporter, { reviewee_id: sub.id, rating: 5, comment: "Great work, on time." });
    expect((await ratingOverview(sub.id)).average).toBe(3);

    const first = await fileReport(reporter, { content_type: "review", content_id: review.id, reason: "offensive" });
    const second = await fileReport(sub, {
      content_type: "review",
      content_id: review.id,
      reason: "misleading",
      details: "Never worked together on a site.",
    });
    const queue = await listReports(admin);
    expect(queue.items.find((r) => r.id === first.id)).toMatchObject({
      report_count: 2,
      reported_by: reporter.username,
    });

    await decideReport(admin, first.id, { status: "approved", note: "Abusive language" });
    // Both reports on the review are settled; the review is gone for everyone but admins.
    const settled = await firstRow(
      db.select().from(contentModeration).where(eq(contentModeration.id, second.id)).limit(1),
    );
    expect(settled?.status).toBe("approved");
    expect((await listReports(admin)).items.map((r) => r.id)).not.toContain(first.id);
    expect((await listReceivedReviews(reporter, sub.id)).items.map((r) => r.id)).not.toContain(review.id);
    await expect(visibleReviewRow(reporter, review.id)).rejects.toThrow("Review not found");
    expect((await visibleReviewRow(admin, review.id)).id).toBe(review.id);
    expect(await ratingOverview(sub.id)).toMatchObject({ average: 5, count: 1 });
    expect(await lastAudit("review", review.id)).toMatchObject({ action: "moderation.approved", actorId: admin.id });
    expect((await rejection(decideReport(admin, first.id, { status: "rejected" }))).kind).toBe("conflict");

    await unhideContent(admin, "review", review.id);
    expect(await ratingOverview(sub.id)).toMatchObject({ average: 3, count: 2 });
    expect(await lastAudit("review", review.id)).toMatchObject({ action: "moderation.unhidden" });

    const third = await fileReport(reporter, { content_type: "review", content_id: review.id, reason: "spam" });
    await decideReport(admin, third.id, { status: "rejected" });
    expect((await listReceivedReviews(reporter, sub.id)).items.map((r) => r.id)).toContain(review.id);
    expect(await lastAudit("review", review.id)).toMatchObject({ action: "moderation.rejected" });
  });

  it("an approved project leaves browse and its page (404) for all but admins", async () => {
    const [admin, gc, sub] = [await makeUser("admin"), await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, { ...REROOF_PROJECT, title: "Moderation test storefront reroof" });
    const report = await fileReport(sub, { content_type: "project", content_id: project.id, reason: "spam" });
    await decideReport(admin, report.id, { status: "approved" });
    expect((await browseProjects(sub, { q: "Moderation test storefront" })).items).toEqual([]);
    expect((await rejection(getProject(sub, project.id))).kind).toBe("not_found");
    expect((await getProject(admin, project.id)).id).toBe(project.id);
    expect((await getProject(gc, project.id)).id).toBe(project.id);
    expect((await browseProjects(gc, { q: "Moderation test storefront" })).items).toEqual([]);
    // The list as it opens (no filter; one query built for everyone but admins) agrees. The newest project: page 1.
    const opening = async (viewer: typeof sub | null) => (await browseProjects(viewer, {})).items.map((p) => p.id);
    for (const viewer of [sub, gc, null]) expect(await opening(viewer)).not.toContain(project.id);
    expect(await opening(admin)).toContain(project.id);
  });

  it("an approved profile answers 404 and loses its links; an approved message leaves the thread", async () => {
    const [admin, owner, other] = [await makeUser("admin"), await makeUser(), await makeUser("general_contractor")];
    await connect(owner, other);
    const message = await sendMessage(owner, { recipient_id: other.id, content: "Pay up or else." });
    await sendMessage(owner, { recipient_id: other.id, content: "Sorry, that was rude." });

    const aboutMessage = await fileReport(other, {
      content_type: "message",
      content_id: message.id,
      reason: "offensive",
    });
    await decideReport(admin, aboutMessage.id, { status: "approved" });
    const thread = await getConversation(other, owner.id);
    expect(thread.messages.map((m) => m.content)).toEqual(["Sorry, that was rude."]);

    const aboutProfile = await fileReport(other, {
      content_type: "profile",
      content_id: owner.id,
      reason: "misleading",
    });
    await decideReport(admin, aboutProfile.id, { status: "approved" });
    expect(
      (await firstRow(db.select().from(subProfiles).where(eq(subProfiles.userId, owner.id)).limit(1)))?.isHidden,
    ).toBe(true);
    const seen = (await profileApi(
      args(getRequest(`/api/profile/${owner.id}`, { cookie: await cookieFor(other) }), { userId: String(owner.id) }),
    )) as Response;
    expect(seen.status).toBe(404);
    expect((await personCards(other, [owner.id])).get(owner.id)?.profile_url).toBeNull();
    expect((await personCards(admin, [owner.id])).get(owner.id)?.profile_url).toBe(`/profile/${owner.id}`);
    // The conversation stays readable by name.
    expect((await listConversations(other)).items[0].other?.id).toBe(owner.id);
  });

  it("the queue's decide form works without JavaScript and keeps the note", async () => {
    const [admin, gc, sub] = [await makeUser("admin"), await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, { ...REROOF_PROJECT, title: "Form test reroof" });
    const report = await fileReport(sub, { content_type: "project", content_id: project.id, reason: "misleading" });
    const answer = (await adminPageAction(
      args(
        formRequest(
          "/admin?tab=moderation&intent=decide",
          {
            report_id: String(report.id),
            status: "rejected",
            note: "Budget matches the bid documents.",
            back: "/admin?tab=moderation",
          },
          { cookie: await cookieFor(admin) },
        ),
      ),
    ).catch((e) => e)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin?tab=moderation");
    const decided = await listReports(admin, { view: "decided" });
    expect(decided.items.find((r) => r.id === report.id)).toMatchObject({
      status: "rejected",
      notes: [{ note: "Budget matches the bid documents." }],
      reviewed_by: admin.username,
    });
  });
});

describe("users, verification, dashboard and the contact inbox", () => {
  it("searches by username, email and business name; filters by role and status; deleted only when asked", async () => {
    const admin = await makeUser("admin");
    const sub = await makeUser("subcontractor", `zephyr_${Date.now().toString(36)}`);
    const byName = await listUsersForAdmin(admin, { q: sub.subProfile!.business_name.split(" ")[0] });
    expect(byName.items.map((u) => u.id)).toContain(sub.id);
    expect((await listUsersForAdmin(admin, { q: sub.email })).items.map((u) => u.id)).toEqual([sub.id]);
    expect((await listUsersForAdmin(admin, { q: "zephyr", role: "general_contractor" })).items).toEqual([]);
    await changeAccountStatus(admin, sub.id, { status: "deleted", reason: "Duplicate account" });
    expect((await listUsersForAdmin(admin, { q: sub.username })).items).toEqual([]);
    expect((await listUsersForAdmin(admin, { q: `deleted ${sub.id}`, includeDeleted: true })).items[0]).toMatchObject({
      id: sub.id,
      account_status: "deleted",
    });
    expect(await lastAudit("user", sub.id)).toMatchObject({ action: "user.deleted" });
  });

  it("each row says what the admin may do to that account", async () => {
    const [admin, otherAdmin, sub, suspended, deleted] = [
      await makeUser("admin"),
      await makeUser("admin"),
      await makeUser(),
      await makeUser("general_contractor"),
      await makeUser(),
    ];
    await changeAccountStatus(admin, suspended.id, { status: "suspended", reason: "Spam" });
    await changeAccountStatus(admin, deleted.id, { status: "deleted", reason: "Asked to leave" });
    const rows = (await listUsersForAdmin(admin, { includeDeleted: true })).items;
    const can = (id: number) => rows.find((r) => r.id === id)?.can;
    const none = { activate: false, suspend: false, delete: false, verify: false, setPlan: false };
    expect(can(admin.id)).toMatchObject({ ...none, openProfile: false });
    expect(can(otherAdmin.id)).toMatchObject({ ...none, suspend: true, delete: true, openProfile: false });
    expect(can(sub.id)).toEqual({
      ...none,
      suspend: true,
      delete: true,
      verify: true,
      setPlan: true,
      openProfile: true,
    });
    expect(can(suspended.id)).toEqual({
      ...none,
      activate: true,
      delete: true,
      verify: true,
      setPlan: true,
      openProfile: false,
    });
    expect(can(deleted.id)).toEqual({ ...none, openProfile: false });
    expect((await rejection(setAdminVerified(admin, otherAdmin.id, true))).kind).toBe("not_found");
    expect((await rejection(setAdminVerified(admin, deleted.id, true))).kind).toBe("not_found");
  });

  it("an admin's business check is recorded and audited, and does not give the public badge", async () => {
    const [admin, sub] = [await makeUser("admin"), await makeUser()];
    await setAdminVerified(admin, sub.id, true);
    expect((await getUserForAdmin(admin, sub.id)).admin_verified).toBe(true);
    expect(await isVerified(sub.id)).toBe(false);
    expect(await lastAudit("user", sub.id)).toMatchObject({ action: "user.verified" });
    await setAdminVerified(admin, sub.id, false);
    expect((await getUserForAdmin(admin, sub.id)).admin_verified).toBe(false);
    expect((await rejection(setAdminVerified(sub, sub.id, true))).kind).toBe("forbidden");
  });

  it("the dashboard counts reports by type and reason and accounts by role and status", async () => {
    const [admin, gc, sub] = [await makeUser("admin"), await makeUser("general_contractor"), await makeUser()];
    const before = await adminDashboard(admin);
    await fileReport(gc, { content_type: "profile", content_id: sub.id, reason: "spam" });
    const after = await adminDashboard(admin);
    expect(after.pendingCount).toBe(before.pendingCount + 1);
    expect(after.reportsByType.profile).toBe((before.reportsByType.profile ?? 0) + 1);
    expect(after.reportsByReason.spam).toBe((before.reportsByReason.spam ?? 0) + 1);
    expect(after.usersByRole.subcontractor.active).toBe(before.usersByRole.subcontractor.active);
    expect(after.signupsPerWeek).toHaveLength(12);
    expect(after.signupsPerWeek.at(-1)).toBeGreaterThanOrEqual(3);
  });

  it("marks contact messages handled, with an audit row", async () => {
    const admin = await makeUser("admin");
    const { id } = await submitContactMessage({
      name: "Ana Ruiz",
      email: "ana@example.com",
      subject: "support",
      message: "I cannot find the export button anywhere.",
    });
    await setContactHandled(admin, id, true);
    expect(await lastAudit("contact_message", id)).toMatchObject({ action: "contact.handled" });
  });
});

describe("the outbox tab of /admin", () => {
  it("lists emails with their counts and shows one; a failed one goes back in the queue; only for admins", async () => {
    const [admin, gc] = [await makeUser("admin"), await makeUser("general_contractor")];
    const failed = (
      await db
        .insert(outbox)
        .values({
          category: "messages",
          toAddress: "someone@example.com",
          subject: "A message is waiting",
          textBody: "Open TradeLink to read it.",
          htmlBody: "<p>Open TradeLink to read it.</p>",
          state: "failed",
          attempts: 6,
          nextAttemptAt: new Date(),
        })
        .returning()
    )[0];

    const page = await adminPage(
      args(getRequest(`/admin?tab=outbox&state=failed&email=${failed.id}`, { cookie: await cookieFor(admin) })),
    );
    expect(page).toMatchObject({
      content: {
        tab: "outbox",
        outbox: {
          state: "failed",
          emails: { emails: [{ id: failed.id, subject: "A message is waiting", state: "failed", attempts: 6 }] },
          counts: { failed: 1 },
          selected: { id: failed.id, text: "Open TradeLink to read it." },
        },
      },
    });

    expect((await rejection(retryOutboxEmail(gc, failed.id))).kind).toBe("forbidden");
    await retryOutboxEmail(admin, failed.id);
    expect(await firstRow(db.select().from(outbox).where(eq(outbox.id, failed.id)).limit(1))).toMatchObject({
      state: "pending",
      attempts: 0,
    });
    expect((await rejection(getOutboxEmail(gc, failed.id))).kind).toBe("forbidden");
  });
});
