import type { Page } from "@playwright/test";

import { contractor, expect, test } from "./fixtures";

/**
 * A page that marks the end of its first screen (app/components/first-screen.tsx, docs/decisions/027-first-screen.md)
 * asks the browser to paint only once the document is parsed that far. On a phone, the mark must come after the
 * page's heading and after its largest text, or the first paint would again be the top bar alone.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectFirstScreenMarked(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBe(200);
  await expect(page.locator('head link[rel="expect"][blocking="render"][href="#first-screen"]')).toHaveCount(1);
  await expect(page.locator("#first-screen")).toHaveCount(1);
  const order = await page.evaluate(() => {
    const entries = (type: string) => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type, buffered: true });
      const records = observer.takeRecords();
      observer.disconnect();
      return records as (PerformanceEntry & { element?: Element | null })[];
    };
    const mark = document.getElementById("first-screen")!;
    const before = (element: Element | null | undefined) =>
      Boolean(element && element.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING);
    const largest = entries("largest-contentful-paint").at(-1);
    return {
      heading: before(document.querySelector("h1")),
      largest: largest ? before(largest.element) : null,
      largestText: largest?.element?.textContent?.slice(0, 60) ?? null,
    };
  });
  expect(order.heading, `${path}: the <h1> is in the first screen`).toBe(true);
  expect(order.largest, `${path}: the largest paint ("${order.largestText}") is in the first screen`).toBe(true);
}

test("the public pages mark their first screen after their largest text", async ({ page }) => {
  const paths = ["/", "/auth", "/pricing", "/contact", "/faq", "/verification", "/about", "/how-it-works"];
  for (const path of [...paths, "/features/profiles"]) {
    await expectFirstScreenMarked(page, path);
  }
});

test("a page that marks nothing has no link either: it is painted as the browser parses it", async ({ page }) => {
  // A policy page's first screen goes on past its hero into the first section: it is left unmarked.
  await page.goto("/legal/cookies");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator('head link[rel="expect"]')).toHaveCount(0);
  await expect(page.locator("#first-screen")).toHaveCount(0);
});

test("the signed-in pages mark their first screen after their largest text", async ({ browser }) => {
  // Every page of the pass, and a project's page with its map (which a phone shows after the project).
  const gc = await contractor(browser, "general_contractor");
  const posted = await gc.page.request.post("/api/projects", {
    data: {
      trade_type: "Electrical",
      title: "First screen check: panel upgrade",
      description: "Replace a 100 A panel with 200 A service, permit included.",
      location: "Phoenix, AZ",
      budget_range: "$10,000 - $25,000",
      timeline: "1-2 weeks",
      requirements: "Licensed electrician.",
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  for (const path of ["/dashboard", "/projects", "/matches", "/messages", "/profile", `/projects/${id}`]) {
    await expectFirstScreenMarked(gc.page, path);
  }
  await expect(gc.page.locator("figure svg").first()).toBeVisible();
  // A dialog opened by its address is, until the page runs, the page's only section: its title is the page's heading.
  // (With JavaScript the page then renders in full under the modal, and paints anew.)
  if (!test.info().project.use.javaScriptEnabled) {
    for (const path of ["/profile/portfolio/new", "/projects/new"]) {
      await expectFirstScreenMarked(gc.page, path);
    }
  }

  // A missing project is its route's error screen: the screen is the first, and the document carries the mark.
  const missing = await gc.page.request.get("/projects/999999");
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<link rel="expect" href="#first-screen" blocking="render"/>');
  expect(html.match(/id="first-screen"/g)).toHaveLength(1);
  // A dialog's missing thing: without JavaScript it is the page; under a page that runs, a section after the page's
  // content, brought into view with the focus on its heading. One mark, one <main> and one <h1> either way.
  await gc.page.goto("/projects/applications/999999/withdraw");
  if (test.info().project.use.javaScriptEnabled) {
    await expect(gc.page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
    const error = gc.page.getByRole("heading", { name: "404 Page Not Found", level: 2 });
    await expect(error).toBeFocused();
    await expect(error).toBeInViewport();
  } else {
    await expect(gc.page.getByRole("heading", { name: "404 Page Not Found", level: 1 })).toBeVisible();
  }
  await expect(gc.page.locator("#first-screen")).toHaveCount(1);
  await expect(gc.page.locator("main")).toHaveCount(1);
  await expect(gc.page.locator("h1")).toHaveCount(1);

  // A page that marks nothing has no link either: it is painted as the browser parses it, never held back.
  await gc.page.goto("/settings");
  await expect(gc.page.locator("h1")).toBeVisible();
  await expect(gc.page.locator('head link[rel="expect"]')).toHaveCount(0);
  await expect(gc.page.locator("#first-screen")).toHaveCount(0);
  await gc.close();
});
