import { spawnSync } from "node:child_process";

import AxeBuilder from "@axe-core/playwright";

import type { Browser, Page } from "@playwright/test";

import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Library renovation",
  description: "Lighting and power for a two-storey branch library.",
  trade_type: "Electrical",
  location: "Tempe, AZ",
  zip_code: "85281",
  budget_range: "$100,000+",
  timeline: "1-2 months",
  requirements: "Licensed electrical contractor.",
};

/** A drawing set (A-101…A-103) stored in the e2e server's database; the server's own job renders it. */
function storeDrawingSet(baseURL: string, projectId: number, broken = false): { documentId: number } {
  const script = ["--import", "tsx", "tests/e2e/plan-sheets-data.ts", String(projectId), ...(broken ? ["broken"] : [])];
  const made = spawnSync(process.execPath, script, {
    env: { ...process.env, DATABASE_URL: `tests/.tmp/e2e-${new URL(baseURL).port}/app.db` },
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);
  return JSON.parse(made.stdout.trim().split("\n").at(-1)!);
}

async function waitForPreviews(page: Page, documentId: number, state = "ready") {
  await expect
    .poll(async () => (await (await page.request.get(`/api/documents/${documentId}/sheets/1`)).json()).preview_state, {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(state);
}

async function sheetImageLoaded(page: Page) {
  const image = page.locator("main img");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);
}

/** An owner's project with an invited subcontractor and a stranger, and a drawing set rendered by the server's job. */
async function planRoomWithSet(browser: Browser, { withBrokenFile = false } = {}) {
  const { baseURL } = test.info().project.use;
  const gc = await contractor(browser, "general_contractor", "Juniper Builders");
  const invited = await contractor(browser, "subcontractor", "Ocotillo Electric");
  const stranger = await contractor(browser, "subcontractor", "Palo Verde Power");
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  expect(created.status()).toBe(201);
  const projectId = ((await created.json()) as { id: number }).id;
  const invitation = await gc.page.request.post(`/api/projects/${projectId}/invitations`, {
    data: { subcontractor_id: invited.id },
  });
  expect(invitation.status()).toBe(201);
  const { documentId } = storeDrawingSet(baseURL!, projectId);
  const broken = withBrokenFile ? storeDrawingSet(baseURL!, projectId, true) : { documentId: 0 };
  const close = () => Promise.all([gc.close(), invited.close(), stranger.close()]);
  const viewer = `/projects/${projectId}/documents/${documentId}`;
  const brokenViewer = `/projects/${projectId}/documents/${broken.documentId}`;
  return { gc, invited, stranger, documentId, brokenId: broken.documentId, viewer, brokenViewer, close };
}

test("the owner and an invited subcontractor read a drawing set sheet by sheet; a stranger is refused", async ({
  browser,
}) => {
  test.setTimeout(180_000); // the server's job renders the sets, on a machine busy with the rest of the suite
  const { gc, invited, stranger, documentId, brokenId, viewer, brokenViewer, close } = await planRoomWithSet(browser, {
    withBrokenFile: true,
  });

  // While the job works, the page says so (or the sheets are already there on a fast machine).
  const { page } = gc;
  await page.goto(viewer);
  await expect(page.getByRole("heading", { name: "Architectural set" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("first-look-1280.png") });
  await waitForPreviews(page, documentId);
  await page.goto(viewer);
  await expect(page.getByText("A-101 · Sheet 1 of 3")).toBeVisible();
  await expect(page.getByText(/^Version 1 · /)).toBeVisible();
  await sheetImageLoaded(page);
  await expect(page.getByRole("link", { name: "Download" })).toHaveAttribute("href", `${viewer}/file`);

  await page.getByRole("link", { name: "Next sheet" }).click();
  await expect(page).toHaveURL(`${viewer}?sheet=2`);
  await expect(page.getByText("A-102 · Sheet 2 of 3")).toBeVisible();
  await page.getByRole("link", { name: "Next sheet" }).click();
  await expect(page.getByText("A-103 · Sheet 3 of 3")).toBeVisible();
  await expect(page.getByRole("link", { name: "Next sheet" })).toHaveAttribute("aria-disabled", "true");
  await page.getByRole("link", { name: "Previous sheet" }).click();
  await expect(page.getByText("A-102 · Sheet 2 of 3")).toBeVisible();

  await page.getByRole("link", { name: "Zoom in" }).click();
  await expect(page).toHaveURL(`${viewer}?sheet=2&zoom=2`);
  await expect(page.getByText("200%")).toBeVisible();
  const box = page.getByLabel("Zoomed sheet: scroll to move around");
  await expect.poll(() => box.evaluate((el) => el.scrollWidth > el.clientWidth * 1.5)).toBe(true);
  if (test.info().project.use.javaScriptEnabled) {
    // axe runs as a script in the page.
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  }

  for (const width of [390, 1280]) {
    await invited.page.setViewportSize({ width, height: 900 });
    await invited.page.goto(`${viewer}?sheet=3`);
    await expect(invited.page.getByText("A-103 · Sheet 3 of 3")).toBeVisible();
    await sheetImageLoaded(invited.page);
    await invited.page.screenshot({ path: test.info().outputPath(`sheet-${width}.png`), fullPage: true });
  }

  // A file the renderer could not read: no preview, the download stays (dark, at phone width).
  await waitForPreviews(invited.page, brokenId, "failed");
  await invited.page.emulateMedia({ colorScheme: "dark" });
  await invited.page.setViewportSize({ width: 390, height: 800 });
  await invited.page.goto(brokenViewer);
  await expect(invited.page.getByText("Preview not available")).toBeVisible();
  await expect(invited.page.getByRole("link", { name: "Download" })).toHaveAttribute("href", `${brokenViewer}/file`);
  await invited.page.screenshot({ path: test.info().outputPath("failed-dark-390.png"), fullPage: true });

  await stranger.page.goto(viewer);
  await expect(stranger.page.getByRole("heading", { name: "You can't open these documents" })).toBeVisible();
  await expect(stranger.page.getByText("open to the subcontractors invited to bid")).toBeVisible();
  const image = await stranger.page.request.get(`${viewer}/sheets/1/page?version=1`);
  expect(image.status()).toBe(403);

  await close();
});

test("a sheet opened online reads offline, with its image kept on the device", async ({ browser }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "The offline service worker runs with JavaScript");
  test.setTimeout(180_000); // the server's job renders the sets, on a machine busy with the rest of the suite
  const { invited, documentId, viewer, close } = await planRoomWithSet(browser);
  const { page } = invited;
  await page.goto("/dashboard");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
  await waitForPreviews(page, documentId);
  await page.goto(`${viewer}?sheet=2`);
  await sheetImageLoaded(page);
  const keptImages = () =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.endsWith("-sheets"));
      const kept = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()));
      return kept.flat().map((request) => new URL(request.url).pathname);
    });
  await expect.poll(keptImages).toContain(`${viewer}/sheets/2/page`);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You.re offline\. Showing this page as saved at/)).toBeVisible();
  await expect(page.getByText("A-102 · Sheet 2 of 3")).toBeVisible();
  await sheetImageLoaded(page);
  await page.context().setOffline(false);
  await close();
});
