import AxeBuilder from "@axe-core/playwright";
import type { APIResponse, Browser, Page } from "@playwright/test";

import { pdfFile } from "../helpers/files";
import { administrator, connectThroughApi, contractor, expect, test } from "./fixtures";

// axe reads the rendered page; the server's HTML is the same with JavaScript on or off, so the js project covers both.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the page: the js project checks the server HTML");

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function ok(response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** A contractor and a subcontractor who work together, with something on every page they and an admin see. */
async function busyWorld(browser: Browser) {
  const tag = Date.now().toString(36);
  const gc = await contractor(browser, "general_contractor", `Sparkline Electrical Contractors of Arizona ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Copper Canyon Wiring ${tag}`, { available_now: true });
  const other = await contractor(browser, "subcontractor", `Saguaro Sparks ${tag}`);
  const admin = await administrator(browser);

  const project = (await (
    await ok(
      await gc.page.request.post("/api/projects", {
        data: {
          title: `Tempe library rewiring ${tag}`,
          description: "Rewire two floors of a public library, panels and branch circuits.",
          trade_type: "Electrical",
          location: "Tempe, AZ",
          zip_code: "85281",
          budget_range: "$25,000 - $50,000",
          timeline: "1-2 months",
          requirements: "Licensed Arizona electrician.",
        },
      }),
      201,
    )
  ).json()) as { id: number };
  for (const [bidder, dollars] of [
    [sub, 41_500],
    [other, 39_000],
  ] as const) {
    await ok(
      await bidder.page.request.post("/api/applications", {
        data: {
          project_id: project.id,
          cover_letter: "We rewired three libraries in the Valley.",
          bid_amount_dollars: dollars,
        },
      }),
      201,
    );
  }

  await connectThroughApi(gc.page, sub.page, sub.id);
  await ok(await other.page.request.post("/api/connections", { data: { recipient_id: gc.id, type: "inquiry" } }), 201);
  await ok(
    await gc.page.request.post("/api/messages", {
      data: { recipient_id: sub.id, content: "Can you walk the site Monday?" },
    }),
    201,
  );
  await ok(
    await sub.page.request.post("/api/messages", { data: { recipient_id: gc.id, content: "Monday at 8 works." } }),
    201,
  );

  const review = (await (
    await ok(
      await gc.page.request.post("/api/reviews", {
        data: { reviewee_id: sub.id, rating: 4, comment: "Tidy work, on time." },
      }),
      201,
    )
  ).json()) as { id: number };
  for (const reporter of [other, sub]) {
    await reporter.page.request.post("/api/reports", {
      data: { content_type: "review", content_id: review.id, reason: "misleading", details: "Not about this job." },
    });
  }

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await ok(
    await gc.page.request.post("/api/appointments", {
      data: {
        attendee_id: sub.id,
        title: "Library walkthrough",
        start_time: `${tomorrow}T16:00:00Z`,
        end_time: `${tomorrow}T17:00:00Z`,
        location: "Tempe, AZ 85281",
      },
    }),
    201,
  );
  await ok(
    await sub.page.request.post("/api/certifications", {
      multipart: {
        kind: "license",
        name: "ROC electrical license",
        expires_on: "2020-01-31",
        files: { name: "license.pdf", mimeType: "application/pdf", buffer: (await pdfFile()).bytes },
      },
    }),
    201,
  );

  return { gc, sub, other, admin, project, close: () => Promise.all([gc, sub, other, admin].map((p) => p.close())) };
}

// One test per theme, so the two run side by side.
for (const colorScheme of ["light", "dark"] as const)
  test(`every signed-in page passes axe (WCAG 2.1 AA) in the ${colorScheme} theme`, async ({ browser }) => {
    // About fifty pages with axe on each: minutes on a busy two-core machine.
    test.setTimeout(600_000);
    const { gc, sub, admin, project, close } = await busyWorld(browser);
    const pages: [Page, string][] = [
      [gc.page, "/dashboard"],
      [gc.page, "/projects"],
      [gc.page, `/projects/${project.id}`],
      [gc.page, `/projects/${project.id}/applications`],
      [gc.page, "/matches"],
      [gc.page, "/messages"],
      [gc.page, `/messages?userId=${sub.id}`],
      [gc.page, "/connections"],
      [gc.page, "/connections?tab=pending"],
      [gc.page, "/reviews"],
      [gc.page, "/reviews?tab=given"],
      [gc.page, "/appointments"],
      [gc.page, "/notifications"],
      [gc.page, "/profile"],
      [gc.page, "/profile?tab=certifications"],
      [gc.page, "/profile?tab=account"],
      [gc.page, `/profile/${sub.id}`],
      [gc.page, `/profile/${sub.id}?tab=reviews`],
      [gc.page, "/settings"],
      [gc.page, "/settings?tab=security"],
      [gc.page, "/settings?tab=notifications"],
      [gc.page, "/settings?tab=privacy"],
      [gc.page, "/settings?tab=plan"],
      [gc.page, "/analytics"],
      [gc.page, `/projects/invite?projectId=${project.id}`],
      [gc.page, `/appointments/new?userId=${sub.id}&project_id=${project.id}`],
      [sub.page, "/dashboard"],
      [sub.page, "/projects"],
      [sub.page, `/projects/${project.id}`],
      [sub.page, "/matches"],
      [sub.page, `/messages?userId=${gc.id}`],
      [sub.page, "/appointments"],
      [sub.page, "/notifications"],
      [sub.page, "/profile"],
      [sub.page, "/profile?tab=certifications"],
      [sub.page, "/profile?tab=portfolio"],
      [sub.page, "/profile?tab=availability"],
      [sub.page, `/profile/${gc.id}`],
      [sub.page, "/analytics"],
      [sub.page, `/projects/${project.id}/apply`],
      [admin.page, "/admin"],
      [admin.page, "/admin?tab=users"],
      [admin.page, "/admin?tab=verification"],
      [admin.page, "/admin?tab=moderation"],
      [admin.page, "/admin?tab=moderation&view=decided"],
      [admin.page, "/admin?tab=messages"],
      [admin.page, "/admin?tab=audit"],
      [admin.page, "/admin?tab=outbox"],
    ];
    const violations: string[] = [];
    for (const [page, url] of pages) {
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const axe = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      for (const v of axe.violations) {
        const where = v.nodes.map((n) => `${n.target.join(" ")} ${n.any[0]?.message ?? ""}`).join(" | ");
        violations.push(`${url}: ${v.id}: ${where}`);
      }
    }
    expect(violations).toEqual([]);
    await close();
  });
