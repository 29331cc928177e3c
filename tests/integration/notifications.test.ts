import fs from "node:fs";
import path from "node:path";

import { eq } from "drizzle-orm";

import { notifications, outbox } from "../../db/schema";
import { decideApplication, applyToProject } from "~/domain/applications.server";
import { bookAppointment, changeAppointment } from "~/domain/appointments.server";
import { requestConnection, respondToConnection } from "~/domain/connections.server";
import { createCredential } from "~/domain/credentials.server";
import { MESSAGE_EMAIL_HOLD_MS, MESSAGE_EMAIL_INTERVAL_MS, unsubscribeUrl } from "~/domain/email.server";
import { inviteToBid } from "~/domain/invitations.server";
import { sendCredentialAlerts } from "~/domain/jobs.server";
import { markConversationRead, sendMessage } from "~/domain/messages.server";
import { decideReport, fileReport } from "~/domain/moderation.server";
import { countUnreadNotifications, listNotifications } from "~/domain/notifications.server";
import { drainOutbox, MAX_SEND_ATTEMPTS, purgeOldEmails } from "~/domain/outbox.server";
import { createProject, updateProject } from "~/domain/projects.server";
import { createReview, replyToReview } from "~/domain/reviews.server";
import { getPrivacySettings, updatePrivacySettings } from "~/domain/settings.server";
import { addDays, now, setClockOffset, today } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { outboxDirectory } from "~/infra/mailer.server";
import { runDueJobs } from "~/infra/scheduler.server";
import { loader as notificationsApi } from "~/routes/notifications/api.notifications";
import { action as readApi } from "~/routes/notifications/api.notifications.$id.read";
import { action as readAllApi } from "~/routes/notifications/api.notifications.read-all";
import { loader as openNotification } from "~/routes/notifications/_app.notifications_.$id";
import { action as markAllForm } from "~/routes/notifications/_app.notifications";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/account/_public.unsubscribe";
import { args, formRequest, getRequest, jsonRequest, unwrap } from "../helpers/requests";
import { pdfFile } from "../helpers/files";
import { startSmtpServer, type Inbox } from "../helpers/smtp";
import { connect, cookieFor, makeUser, setAccount } from "../helpers/world";

const PROJECT = {
  trade_type: "Electrical" as const,
  title: "Warehouse lighting retrofit",
  description: "Replace 120 fixtures with LED high-bays and add occupancy controls.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  budget_range: "$50,000 - $100,000" as const,
  timeline: "1-2 months" as const,
  requirements: "Licensed electrical contractor.",
};
const COVER = "We have done six warehouse retrofits this year and can start next week.";

/** An /api answer as status and parsed body. */
async function answer(result: unknown) {
  const response = result as Response;
  return { status: response.status, body: await response.json() };
}

const inboxOf = async (user: { id: number }) =>
  await db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(notifications.id);
const emailsTo = async (user: { id: number }) =>
  await db.select().from(outbox).where(eq(outbox.userId, user.id)).orderBy(outbox.id);

let smtp: Inbox;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});
afterEach(() => {
  setClockOffset(0);
  delete process.env.SMTP_URL;
});

describe("each event notifies the right user and no one else", () => {
  it("connection request and acceptance", async () => {
    const [gc, sub, bystander] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    const request = await requestConnection(gc, {
      recipient_id: sub.id,
      type: "general",
      message: "Let's work together",
    });
    expect(await inboxOf(sub)).toMatchObject([
      { kind: "connection_request", actorId: gc.id, link: "/connections?tab=pending", body: "Let's work together" },
    ]);
    expect((await inboxOf(sub))[0].title).toMatch(/sent you a connection request$/);
    expect(await inboxOf(gc)).toEqual([]);

    await respondToConnection(sub, request.id, "accepted");
    expect(await inboxOf(gc)).toMatchObject([
      { kind: "connection_accepted", actorId: sub.id, link: `/profile/${sub.id}` },
    ]);
    expect(await inboxOf(sub)).toHaveLength(1);
    expect(await inboxOf(bystander)).toEqual([]);
  });

  it("messages: one notification per conversation, counted up, read when the conversation is opened", async () => {
    const [gc, sub, other] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await connect(gc, sub);
    await connect(other, sub);
    await sendMessage(gc, { recipient_id: sub.id, content: "Are you free Tuesday?" });
    await sendMessage(gc, { recipient_id: sub.id, content: "Or Wednesday morning?" });
    await sendMessage(other, { recipient_id: sub.id, content: "Quote attached." });
    const [fromGc, fromOther] = await inboxOf(sub);
    expect(fromGc).toMatchObject({ kind: "message", count: 2, body: "Or Wednesday morning?", readAt: null });
    expect(fromGc.title).toMatch(/^2 new messages from /);
    expect(fromOther).toMatchObject({ count: 1, link: `/messages?userId=${other.id}` });
    expect(await inboxOf(gc)).toEqual([]);
    expect(await countUnreadNotifications(sub.id)).toBe(2);

    await markConversationRead(sub, gc.id);
    expect(await countUnreadNotifications(sub.id)).toBe(1);
    await sendMessage(gc, { recipient_id: sub.id, content: "Thursday then." });
    expect(await inboxOf(sub)).toHaveLength(3);
    expect((await inboxOf(sub))[2]).toMatchObject({ count: 1, readAt: null });
  });

  it("applications, decisions, project status and bid invitations", async () => {
    const gc = await makeUser("general_contractor");
    const [winner, loser, invited] = [await makeUser(), await makeUser(), await makeUser()];
    const project = await createProject(gc, PROJECT);
    const won = await applyToProject(winner, {
      project_id: project.id,
      cover_letter: COVER,
      bid_amount_dollars: 60000,
    });
    await applyToProject(loser, { project_id: project.id, cover_letter: COVER });
    expect((await inboxOf(gc)).map((n) => [n.kind, n.actorId, n.link])).toEqual([
      ["application_received", winner.id, `/projects/${project.id}/applications`],
      ["application_received", loser.id, `/projects/${project.id}/applications`],
    ]);
    expect((await inboxOf(gc))[0].body).toMatch(/^Bid: \$60,000 · We have done six/);

    await inviteToBid(gc, (await createProject(gc, { ...PROJECT, title: "Second site" })).id, {
      subcontractor_id: invited.id,
    });
    expect(await inboxOf(invited)).toMatchObject([{ kind: "bid_invitation", actorId: gc.id }]);

    await decideApplication(gc, won.id, "accepted");
    expect((await inboxOf(winner)).map((n) => n.kind)).toEqual(["application_decided"]);
    expect((await inboxOf(winner))[0].title).toBe(`Your application to "${PROJECT.title}" was accepted`);
    // Accepting moved the project to in progress: the other applicant hears of that.
    expect(await inboxOf(loser)).toMatchObject([
      { kind: "project_status", title: `"${PROJECT.title}" is now in progress` },
    ]);

    await updateProject(gc, project.id, { status: "completed" });
    expect((await inboxOf(winner)).map((n) => n.kind)).toEqual(["application_decided", "project_status"]);
    expect(await inboxOf(loser)).toHaveLength(2);
    expect(await inboxOf(invited)).toHaveLength(1);
    expect(await inboxOf(gc)).toHaveLength(2);
  });

  it("reviews and replies, appointments, report decisions", async () => {
    const [gc, sub, admin] = [await makeUser("general_contractor"), await makeUser(), await makeUser("admin")];
    await connect(gc, sub);
    const review = await createReview(gc, { reviewee_id: sub.id, rating: 5, comment: "Clean work, on time." });
    expect(await inboxOf(sub)).toMatchObject([{ kind: "review_received", body: "Clean work, on time." }]);
    expect((await inboxOf(sub))[0].title).toMatch(/gave you 5 stars$/);
    await replyToReview(sub, review.id, "Thank you!");
    await replyToReview(sub, review.id, "Thank you, again!");
    expect(await inboxOf(gc)).toMatchObject([{ kind: "review_reply", link: "/reviews?tab=given" }]);

    const start = new Date(now().getTime() + 3 * 86_400_000);
    const { appointment } = await bookAppointment(gc, {
      attendee_id: sub.id,
      title: "Site walk",
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    expect((await inboxOf(sub)).at(-1)).toMatchObject({ kind: "appointment", link: "/appointments" });
    expect((await inboxOf(sub)).at(-1)!.title).toMatch(/asked for a site visit "Site walk" on /);
    await changeAppointment(sub, appointment!.id, { action: "accept" });
    expect((await inboxOf(gc)).at(-1)!.title).toMatch(/accepted your site visit "Site walk"/);
    await changeAppointment(gc, appointment!.id, { action: "cancel", reason: "Rain" });
    expect((await inboxOf(sub)).at(-1)).toMatchObject({ body: "Reason: Rain" });

    const report = await fileReport(sub, { content_type: "review", content_id: review.id, reason: "spam" });
    const before = (await inboxOf(gc)).length;
    await decideReport(admin, report.id, { status: "rejected" });
    expect((await inboxOf(sub)).at(-1)).toMatchObject({
      kind: "report_decided",
      title: "We reviewed the review you reported and left it up",
    });
    expect(await inboxOf(gc)).toHaveLength(before);
    expect(await inboxOf(admin)).toEqual([]);
  });
});

describe("the inbox: pages and APIs", () => {
  it("lists newest first, filters unread, marks one (own only) and all read", async () => {
    const [gc, sub, stranger] = [await makeUser("general_contractor"), await makeUser(), await makeUser()];
    await requestConnection(gc, { recipient_id: sub.id, type: "general" });
    const project = await createProject(gc, PROJECT);
    await inviteToBid(gc, project.id, { subcontractor_id: sub.id });
    const cookie = await cookieFor(sub);

    const all = await answer(await notificationsApi(args(getRequest("/api/notifications", { cookie }))));
    expect(all.status).toBe(200);
    expect(all.body.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      "bid_invitation",
      "connection_request",
    ]);
    const [invitation, request] = all.body.notifications;

    const read = await answer(
      await readApi(
        args(jsonRequest(`/api/notifications/${request.id}/read`, {}, { cookie, method: "PATCH" }), {
          id: String(request.id),
        }),
      ),
    );
    expect(read).toMatchObject({ status: 200, body: { id: request.id, read: true } });
    const strangerCookie = await cookieFor(stranger);
    const strangers = await answer(
      await readApi(
        args(jsonRequest(`/api/notifications/${invitation.id}/read`, {}, { cookie: strangerCookie, method: "PATCH" }), {
          id: String(invitation.id),
        }),
      ),
    );
    expect(strangers.status).toBe(404);

    const unread = await answer(await notificationsApi(args(getRequest("/api/notifications?unread=true", { cookie }))));
    expect(unread.body.notifications.map((n: { id: number }) => n.id)).toEqual([invitation.id]);

    const all2 = await answer(await readAllApi(args(jsonRequest("/api/notifications/read-all", {}, { cookie }))));
    expect(all2).toMatchObject({ status: 200, body: { marked: 1 } });
    expect(await countUnreadNotifications(sub.id)).toBe(0);
    expect(((await notificationsApi(args(getRequest("/api/notifications")))) as Response).status).toBe(401);
  });

  it("opening a notification marks it read and goes to its place; 'Mark all as read' is a form", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, PROJECT);
    await applyToProject(sub, { project_id: project.id, cover_letter: COVER });
    await inviteToBid(gc, (await createProject(gc, { ...PROJECT, title: "Another" })).id, { subcontractor_id: sub.id });
    const cookie = await cookieFor(gc);
    const [entry] = (await listNotifications(gc)).notifications;
    const opened = (await openNotification(
      args(getRequest(`/notifications/${entry.id}`, { cookie }), { id: String(entry.id) }),
    )) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(`/projects/${project.id}/applications`);
    expect(await countUnreadNotifications(gc.id)).toBe(0);

    const subCookie = await cookieFor(sub);
    expect(await countUnreadNotifications(sub.id)).toBe(1);
    const marked = (await markAllForm(
      args(formRequest("/notifications?intent=read-all", {}, { cookie: subCookie })),
    )) as Response;
    expect(marked.status).toBe(302);
    expect(await countUnreadNotifications(sub.id)).toBe(0);
  });
});

describe("email", () => {
  it("follows the preferences: off suppresses the email, never the in-app entry", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    await updatePrivacySettings(sub, { receive_project_updates: false });
    await inviteToBid(gc, (await createProject(gc, PROJECT)).id, { subcontractor_id: sub.id });
    expect(await inboxOf(sub)).toHaveLength(1);
    expect(await emailsTo(sub)).toEqual([]);

    await applyToProject(sub, { project_id: (await createProject(gc, PROJECT)).id, cover_letter: COVER });
    expect(await emailsTo(gc)).toMatchObject([
      { category: "application_updates", state: "pending", toAddress: gc.email },
    ]);

    // Suspended before it went: it does not go.
    await setAccount(gc, { accountStatus: "suspended" });
    await drainOutbox();
    expect(await emailsTo(gc)).toMatchObject([{ state: "skipped", lastError: "The account is not active" }]);
  });

  it("reaches a real SMTP server with a text and an HTML part, the product's name, the link and unsubscribe", async () => {
    process.env.SMTP_URL = smtp.url;
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    const project = await createProject(gc, PROJECT);
    await applyToProject(sub, { project_id: project.id, cover_letter: COVER });
    await drainOutbox();
    const mail = smtp.received.find((m) => m.subject?.includes(PROJECT.title) && m.text?.includes(gc.username));
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/applied to "Warehouse lighting retrofit" · TradeLink$/);
    expect(mail!.text).toContain(`/projects/${project.id}/applications`);
    expect(mail!.html).toContain(`/projects/${project.id}/applications`);
    expect(mail!.text).toContain(unsubscribeUrl(gc.id, "application_updates"));
    expect(mail!.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(await emailsTo(gc)).toMatchObject([{ state: "sent", attempts: 1 }]);

    // Nothing is sent twice: a second drain finds nothing due.
    const count = smtp.received.length;
    await drainOutbox();
    expect(smtp.received.length).toBe(count);
  });

  it("retries with backoff when the server is down, then keeps the email as failed", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    await applyToProject(sub, { project_id: (await createProject(gc, PROJECT)).id, cover_letter: COVER });
    let minutes = 0;
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      await drainOutbox();
      const [email] = await emailsTo(gc);
      expect(email.attempts).toBe(attempt);
      expect(email.state).toBe(attempt < MAX_SEND_ATTEMPTS ? "pending" : "failed");
      expect(email.lastError).toBeTruthy();
      minutes += 2 ** (attempt - 1);
      setClockOffset(minutes * 60_000 + 1000);
    }
    await drainOutbox();
    expect((await emailsTo(gc))[0]).toMatchObject({ state: "failed", attempts: MAX_SEND_ATTEMPTS });
  });

  it("a send interrupted by a crash is taken over after its claim expires, once", async () => {
    process.env.SMTP_URL = smtp.url;
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    await applyToProject(sub, { project_id: (await createProject(gc, PROJECT)).id, cover_letter: COVER });
    const [email] = await emailsTo(gc);
    // What a process that died mid-send leaves behind.
    await db
      .update(outbox)
      .set({ state: "sending", nextAttemptAt: new Date(now().getTime() + 120_000) })
      .where(eq(outbox.id, email.id));
    const count = smtp.received.length;
    await drainOutbox();
    expect(smtp.received.length).toBe(count);
    setClockOffset(121_000);
    await drainOutbox();
    expect(smtp.received.length).toBe(count + 1);
    expect((await emailsTo(gc))[0].state).toBe("sent");
  });

  it("batches message emails: one per conversation per 15 minutes, none when read in the meantime", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    await connect(gc, sub);
    for (const text of ["One", "Two", "Three"]) await sendMessage(gc, { recipient_id: sub.id, content: text });
    let emails = await emailsTo(sub);
    expect(emails).toHaveLength(1);
    expect(emails[0].subject).toMatch(/^3 new messages from /);
    expect(emails[0].nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now().getTime() + MESSAGE_EMAIL_HOLD_MS - 5000);
    await drainOutbox();
    expect((await emailsTo(sub))[0].state).toBe("pending");

    // Read in the app before it was due: nothing goes.
    await markConversationRead(sub, gc.id);
    setClockOffset(MESSAGE_EMAIL_HOLD_MS + 1000);
    await drainOutbox();
    expect((await emailsTo(sub))[0].state).toBe("skipped");

    // Unread: it goes; the next message waits for 15 minutes after it.
    await sendMessage(gc, { recipient_id: sub.id, content: "Four" });
    setClockOffset(2 * MESSAGE_EMAIL_HOLD_MS + 2000);
    await drainOutbox();
    emails = await emailsTo(sub);
    expect(emails[1].state).toBe("sent");
    await sendMessage(gc, { recipient_id: sub.id, content: "Five" });
    emails = await emailsTo(sub);
    expect(emails).toHaveLength(3);
    expect(emails[2].nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
      emails[1].sentAt!.getTime() + MESSAGE_EMAIL_INTERVAL_MS,
    );
  });

  it("unsubscribe links: opening one changes nothing, its POST turns one category off, and can't be forged", async () => {
    const [sub, other] = [await makeUser(), await makeUser()];
    const link = new URL(unsubscribeUrl(sub.id, "project_updates"));
    const path = (url: URL) => `${url.pathname}${url.search}`;
    const open = async (url: URL) =>
      unwrap<{ state: { category: string; on: boolean } | null; changed: boolean }>(
        await unsubscribeLoader(args(getRequest(path(url)))),
      );
    const post = async (url: URL, fields: Record<string, string>) =>
      unwrap<{ state: { on: boolean } | null }>(await unsubscribeAction(args(formRequest(path(url), fields))));

    const forged = [
      new URL(link.toString().replace(`u=${sub.id}`, `u=${other.id}`)),
      new URL(link.toString().replace("c=project_updates", "c=messages")),
      new URL(link.toString().replace(/t=[^&]+/, "t=AAAA")),
    ];
    for (const url of forged) {
      expect((await open(url)).status).toBe(400);
      expect((await post(url, { intent: "unsubscribe" })).status).toBe(400);
    }
    expect((await getPrivacySettings(sub)).receive_project_updates).toBe(true);
    expect((await getPrivacySettings(other)).email_messages).toBe(true);

    // A mail scanner opening the link, twice: it only shows what the button would change.
    for (let i = 0; i < 2; i++) {
      expect(await open(link)).toMatchObject({
        status: 200,
        data: { state: { category: "project_updates", on: true }, changed: false },
      });
    }
    expect((await getPrivacySettings(sub)).receive_project_updates).toBe(true);

    expect((await post(link, {})).status).toBe(400);
    expect((await getPrivacySettings(sub)).receive_project_updates).toBe(true);
    expect((await post(link, { intent: "unsubscribe" })).data.state).toMatchObject({ on: false });
    expect(await getPrivacySettings(sub)).toMatchObject({ receive_project_updates: false, email_messages: true });

    expect((await post(link, { intent: "resubscribe" })).data.state).toMatchObject({ on: true });
    expect((await getPrivacySettings(sub)).receive_project_updates).toBe(true);

    // RFC 8058 one-click from a mail app.
    await post(link, { "List-Unsubscribe": "One-Click" });
    expect((await getPrivacySettings(sub)).receive_project_updates).toBe(false);
  });

  it("unsubscribing from message and connection emails turns off the emails, never who may contact you", async () => {
    const [gc, sub, asker] = [
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser("general_contractor"),
    ];
    await connect(gc, sub);
    for (const category of ["messages", "connections"] as const) {
      const link = new URL(unsubscribeUrl(sub.id, category));
      await unsubscribeAction(args(formRequest(`${link.pathname}${link.search}`, { "List-Unsubscribe": "One-Click" })));
    }
    expect(await getPrivacySettings(sub)).toMatchObject({
      email_messages: false,
      email_connections: false,
      receive_messages: true,
      receive_connections: true,
    });

    // Still reachable, in the app; no email goes.
    await sendMessage(gc, { recipient_id: sub.id, content: "Can you start Monday?" });
    await requestConnection(asker, { recipient_id: sub.id, type: "general" });
    expect((await inboxOf(sub)).map((n) => n.kind)).toEqual(["message", "connection_request"]);
    expect(await emailsTo(sub)).toEqual([]);
  });
});

describe("scheduled work", () => {
  it("credential expiry alerts fire once at 30, 14 and 0 days", async () => {
    const sub = await makeUser();
    const pdf = await pdfFile();
    await createCredential(sub, { kind: "insurance", name: "General Liability", expires_on: addDays(today(), 30) }, [
      { bytes: pdf.bytes, name: pdf.name },
    ]);
    const alerts = async () => (await inboxOf(sub)).filter((n) => n.kind === "credential_expiring");
    await sendCredentialAlerts();
    await sendCredentialAlerts();
    expect((await alerts()).map((n) => n.title)).toEqual(["Your General Liability expires in 30 days"]);
    expect((await alerts())[0].link).toBe("/profile?tab=certifications");

    setClockOffset(10 * 86_400_000);
    await sendCredentialAlerts();
    expect(await alerts()).toHaveLength(1);
    setClockOffset(16 * 86_400_000);
    await sendCredentialAlerts();
    await sendCredentialAlerts();
    expect((await alerts()).map((n) => n.title).at(-1)).toBe("Your General Liability expires in 14 days");
    setClockOffset(30 * 86_400_000);
    await sendCredentialAlerts();
    setClockOffset(31 * 86_400_000);
    await sendCredentialAlerts();
    expect((await alerts()).map((n) => n.title)).toHaveLength(3);
    expect((await alerts()).at(-1)!.title).toBe("Your General Liability expires today");
    expect((await emailsTo(sub)).filter((e) => e.category === "alerts")).toHaveLength(3);
  });

  it("the clean-up removes emails past their keeping time with their .eml copies", async () => {
    const [gc, sub] = [await makeUser("general_contractor"), await makeUser()];
    await applyToProject(sub, { project_id: (await createProject(gc, PROJECT)).id, cover_letter: COVER });
    await drainOutbox();
    const [email] = await emailsTo(gc);
    const file = path.join(outboxDirectory(), `${email.id}.eml`);
    expect(fs.readFileSync(file, "utf8")).toContain(gc.email);

    setClockOffset(91 * 86_400_000);
    expect(await purgeOldEmails(new Date(now().getTime() - 90 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await emailsTo(gc)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("a job runs once even when two processes try at the same moment", async () => {
    let runs = 0;
    const job = {
      name: `test-job-${Date.now()}`,
      nextRun: (after: Date) => new Date(after.getTime() + 86_400_000),
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return "done";
      },
    };
    await Promise.all([runDueJobs([job], "process-a"), runDueJobs([job], "process-b")]);
    expect(runs).toBe(1);
    await runDueJobs([job], "process-c");
    expect(runs).toBe(1);
    setClockOffset(86_400_000 + 60_000);
    await runDueJobs([job], "process-c");
    expect(runs).toBe(2);
  });
});
