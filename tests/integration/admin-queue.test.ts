import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

import { certifications } from "../../db/schema";
import { DashboardPanel } from "~/components/admin/dashboard-panel";
import { ModerationPanel } from "~/components/admin/moderation-panel";
import { OutboxPanel, type OutboxData } from "~/components/admin/outbox-panel";
import { CredentialAlerts } from "~/components/profile/credential-alerts";
import { changeAccountStatus } from "~/domain/accounts.server";
import { adminDashboard } from "~/domain/admin.server";
import { adminDashboardCharts } from "~/domain/charts.server";
import { credentialAlerts } from "~/domain/credentials.server";
import { decideReport, fileReport, listReportGroups, listReports } from "~/domain/moderation.server";
import { createReview } from "~/domain/reviews.server";
import { addDays, today } from "~/infra/clock.server";
import { db } from "~/infra/db.server";
import { connect, makeUser } from "../helpers/world";

/** The text a person reads in a component rendered on the server (tags dropped, spaces folded); forms need a data router. */
async function textOf(element: Parameters<typeof renderToStaticMarkup>[0]) {
  const handler = createStaticHandler([{ path: "/", element }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("The test route answered with a response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

async function credential(userId: number, name: string, expiresOn: string) {
  await db.insert(certifications).values({ userId, kind: "license", name, expiresOn });
}

describe("the moderation queue", () => {
  it("shows a review reported twice as one card with both reasons, and lets the admin suspend its author", async () => {
    const [admin, gc, sub, neighbour] = [
      await makeUser("admin"),
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser(),
    ];
    await connect(gc, sub);
    const review = await createReview(gc, { reviewee_id: sub.id, rating: 1, comment: "Crew never showed, avoid." });
    await fileReport(sub, { content_type: "review", content_id: review.id, reason: "offensive" });
    await fileReport(neighbour, {
      content_type: "review",
      content_id: review.id,
      reason: "misleading",
      details: "They were on site every day, I saw them.",
    });
    await fileReport(gc, { content_type: "profile", content_id: neighbour.id, reason: "spam" });

    const queue = await listReportGroups(admin);
    expect(queue.total).toBe(2);
    const [reviewCard, profileCard] = queue.items;
    expect(reviewCard).toMatchObject({
      content_type: "review",
      content_id: review.id,
      status: "pending",
      suspend_author_id: gc.id,
      reasons: [
        { reason: "offensive", count: 1 },
        { reason: "misleading", count: 1 },
      ],
    });
    expect(reviewCard.reports.map((r) => r.reported_by)).toEqual([sub.username, neighbour.username]);
    expect(profileCard).toMatchObject({
      content_type: "profile",
      content_id: neighbour.id,
      suspend_author_id: neighbour.id,
    });
    // The API's list keeps one record per report.
    expect((await listReports(admin)).items).toHaveLength(3);

    const text = await textOf(
      createElement(ModerationPanel, { reports: queue, view: "pending", back: "/admin?tab=moderation", href: String }),
    );
    expect(text.match(/Approve: hide it/g)).toHaveLength(2);
    expect(text).toContain("2 reports");
    expect(text).toContain("Offensive");
    expect(text).toContain("Misleading");
    expect(text).toContain("They were on site every day, I saw them.");
    expect(text).toContain(`Suspend ${reviewCard.content!.owner_name}`);

    // One decision settles both reports: the decided list shows the item once, with both.
    await decideReport(admin, reviewCard.report_id, { status: "approved", note: "Personal attack." });
    expect((await listReportGroups(admin)).items.map((g) => g.content_type)).toEqual(["profile"]);
    const decided = await listReportGroups(admin, { view: "decided" });
    expect(decided.items).toHaveLength(1);
    expect(decided.items[0]).toMatchObject({ status: "approved", content_id: review.id });
    expect(decided.items[0].reports).toHaveLength(2);

    // A suspended author is not offered for suspension again.
    await changeAccountStatus(admin, neighbour.id, { status: "suspended", reason: "Spam profile" });
    expect((await listReportGroups(admin)).items[0].suspend_author_id).toBeNull();
  });
});

describe("credential counts", () => {
  it("the admin dashboard counts credentials expiring in the next 30 days, as the expiry emails do", async () => {
    const owner = await makeUser();
    const day = today();
    await credential(owner.id, "Expired license", addDays(day, -1));
    await credential(owner.id, "Liability insurance", addDays(day, 18));
    await credential(owner.id, "Workers' comp", addDays(day, 25));
    await credential(owner.id, "Contractor bond", addDays(day, 30));
    await credential(owner.id, "Next quarter's license", addDays(day, 31));
    const admin = await makeUser("admin");
    const dashboard = await adminDashboard(admin);
    expect(dashboard.credentialsExpiringSoon).toBe(3);

    const text = await textOf(
      createElement(DashboardPanel, { data: dashboard, charts: adminDashboardCharts(dashboard) }),
    );
    expect(text).toContain("Credentials expiring in the next 30 days 3");
  });

  it("the owner's banner counts what it lists: expired and expiring alike", async () => {
    const owner = await makeUser();
    await credential(owner.id, "ROC license", addDays(today(), -3));
    await credential(owner.id, "Liability insurance", addDays(today(), 12));
    const alerts = await credentialAlerts(owner.id);
    const text = await textOf(createElement(CredentialAlerts, { alerts }));
    expect(text).toContain("1 credential has expired and 1 expires within 30 days");
    expect(text).toContain("ROC license");
    expect(text).toContain("Liability insurance");
  });
});

describe("the admin dashboard's charts", () => {
  it("say so when there is nothing to count rather than draw empty axes", async () => {
    const admin = await makeUser("admin");
    const data = {
      ...(await adminDashboard(admin)),
      reportsByType: {},
      reportsByReason: {},
      signupsPerWeek: Array(12).fill(0),
      projectsPerWeek: Array(12).fill(0),
    };
    const text = await textOf(createElement(DashboardPanel, { data, charts: adminDashboardCharts(data) }));
    expect(text).toContain("No sign-ups in the last 12 weeks.");
    expect(text).toContain("No projects posted in the last 12 weeks.");
    expect(text.match(/No reports yet\./g)).toHaveLength(2);
  });
});

describe("the email outbox", () => {
  it("says an email was written to a file, not sent, when no SMTP server is set", async () => {
    const email = {
      id: 1,
      to: "ana@example.com",
      subject: "Your license expires soon",
      category: "alerts" as const,
      state: "sent" as const,
      attempts: 1,
      last_error: null,
      created_at: "2026-11-20T15:04:00.000Z",
      next_attempt_at: "2026-11-20T15:04:00.000Z",
      sent_at: "2026-11-20T15:04:05.000Z",
    };
    const data = (smtp: boolean): OutboxData => ({
      state: null,
      emails: { emails: [email], page: 1, has_more: false },
      counts: { pending: 0, sending: 0, sent: 1, failed: 0, skipped: 0 },
      jobs: [],
      smtp,
      directory: "data/outbox",
      selected: { ...email, text: "Renew it before Dec 20." },
    });
    const render = (smtp: boolean) =>
      textOf(createElement(OutboxPanel, { data: data(smtp), back: "/admin?tab=outbox", href: String }));
    const toFile = await render(false);
    expect(toFile).toContain("Written to file (1)");
    expect(toFile).toContain("Alerts · Written to file");
    expect(toFile).not.toMatch(/\bSent\b/);
    expect(toFile).toContain("Nov 20, 2026, 3:04 PM UTC");
    expect(await render(true)).toContain("Sent (1)");
  });
});
