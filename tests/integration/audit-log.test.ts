import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";

import { AuditPanel } from "~/components/admin/audit-panel";
import { changeAccountStatus } from "~/domain/accounts.server";
import { setAdminVerified } from "~/domain/admin.server";
import type { AuditView } from "~/domain/audit.server";
import { setContactHandled, submitContactMessage } from "~/domain/contact.server";
import { sendMessage } from "~/domain/messages.server";
import { decideReport, fileReport } from "~/domain/moderation.server";
import { createProject } from "~/domain/projects.server";
import { createReview } from "~/domain/reviews.server";
import { loader as adminPage } from "~/routes/admin/_app.admin";
import { args, getRequest, unwrap } from "../helpers/requests";
import { connect, cookieFor, makeUser } from "../helpers/world";
import { REROOF_PROJECT } from "../helpers/projects";

const adminUsersView = (username: string) => `/admin?tab=users&q=${username}&includeDeleted=true`;

async function auditTab(admin: { id: number }) {
  const answer = unwrap<{ content: { tab: string; log: { items: AuditView[] } } }>(
    await adminPage(args(getRequest("/admin?tab=audit", { cookie: await cookieFor(admin) }))),
  );
  expect(answer.status).toBe(200);
  return answer.data.content.log.items;
}

describe("the audit log names who and what each action was about", () => {
  it("users by username and business, projects by title, reviews and messages by who wrote them, with links", async () => {
    const [admin, gc, sub, reporter] = [
      await makeUser("admin"),
      await makeUser("general_contractor"),
      await makeUser(),
      await makeUser("general_contractor"),
    ];
    await connect(gc, sub);
    await changeAccountStatus(admin, gc.id, { status: "suspended", reason: "Unpaid invoices" });
    await changeAccountStatus(admin, gc.id, { status: "active" });
    await setAdminVerified(admin, sub.id, true);

    const project = await createProject(reporter, REROOF_PROJECT);
    await decideReport(
      admin,
      (await fileReport(sub, { content_type: "project", content_id: project.id, reason: "spam" })).id,
      { status: "rejected" },
    );
    const review = await createReview(sub, { reviewee_id: gc.id, rating: 1, comment: "Never paid the crew on time." });
    await decideReport(
      admin,
      (await fileReport(gc, { content_type: "review", content_id: review.id, reason: "offensive" })).id,
      { status: "rejected" },
    );
    const message = await sendMessage(gc, { recipient_id: sub.id, content: "Call me about the roof." });
    await decideReport(
      admin,
      (await fileReport(sub, { content_type: "message", content_id: message.id, reason: "spam" })).id,
      { status: "rejected" },
    );
    const contact = await submitContactMessage({
      name: "Ana Ruiz",
      email: "ana@example.com",
      subject: "support",
      message: "I cannot find the export button anywhere.",
    });
    await setContactHandled(admin, contact.id, true);

    const items = await auditTab(admin);
    const entry = (action: string) => items.find((i) => i.action === action)!;
    for (const item of items) {
      expect(item.actor).toBe(admin.username);
      expect(item.actor_href).toBe(adminUsersView(admin.username));
    }
    expect(entry("user.suspended").target).toEqual({
      type: "user",
      id: gc.id,
      name: gc.username,
      detail: `${gc.username} Builders`,
      href: adminUsersView(gc.username),
    });
    expect(entry("user.verified").target).toMatchObject({
      name: sub.username,
      detail: `${sub.username} Electric`,
      href: adminUsersView(sub.username),
    });
    expect(items.filter((i) => i.action === "moderation.rejected").map((i) => i.target)).toEqual([
      {
        type: "message",
        id: message.id,
        name: `Message from ${gc.username}`,
        detail: `to ${sub.username}`,
        href: null,
      },
      {
        type: "review",
        id: review.id,
        name: `Review by ${sub.username}`,
        detail: `of ${gc.username}`,
        href: `/profile/${gc.id}?tab=reviews`,
      },
      { type: "project", id: project.id, name: REROOF_PROJECT.title, detail: null, href: `/projects/${project.id}` },
    ]);
    expect(entry("contact.handled").target).toMatchObject({ name: "Ana Ruiz", href: "/admin?tab=messages" });
  });

  it("says plainly when the target no longer exists", async () => {
    const [admin, gc] = [await makeUser("admin"), await makeUser("general_contractor")];
    const project = await createProject(gc, REROOF_PROJECT);
    await decideReport(
      admin,
      (await fileReport(admin, { content_type: "project", content_id: project.id, reason: "spam" })).id,
      { status: "approved" },
    );
    await changeAccountStatus(admin, gc.id, { status: "deleted", reason: "Fraud" });
    const items = await auditTab(admin);
    const approved = items.find((i) => i.action === "moderation.approved" && i.target_id === project.id)!;
    expect(approved.target).toEqual({ type: "project", id: project.id, name: null, detail: null, href: null });
    const deleted = items.find((i) => i.action === "user.deleted" && i.target_id === gc.id)!;
    expect(deleted.target).toMatchObject({ name: `deleted-${gc.id}`, detail: null });
  });
});

describe("the Audit tab", () => {
  it("shows each target by name with its link, and says when it is gone", async () => {
    const row = (target: AuditView["target"]): AuditView => ({
      id: target.id ?? 0,
      actor: "site_admin",
      actor_href: adminUsersView("site_admin"),
      action: "user.suspended",
      target_type: target.type,
      target_id: target.id,
      target,
      details: { reason: "Unpaid invoices" },
      created_at: "2026-11-20T15:04:00.000Z",
    });
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(AuditPanel, {
          log: {
            items: [
              row({ type: "user", id: 7, name: "desert_roofing", detail: "Desert Roofing LLC", href: "/u/7" }),
              row({ type: "project", id: 9, name: null, detail: null, href: null }),
            ],
            page: 1,
            has_more: false,
          },
          href: (page) => `/admin?tab=audit&page=${page}`,
        }),
      ),
    );
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(html).toContain('href="/u/7"');
    expect(text).toContain("User: desert_roofing Desert Roofing LLC");
    expect(text).toContain("Project: no longer exists");
    expect(text).not.toMatch(/#\d/);
    expect(html).toContain(`href="${adminUsersView("site_admin").replace(/&/g, "&amp;")}"`);
  });
});
