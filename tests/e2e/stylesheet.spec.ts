import { expect, test } from "./fixtures";

/** Preflight sets the body's margin to 0 (a browser's own is 8px): the page is styled. */
const bodyMargin = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).margin);

test("a first visit paints with the stylesheet in the document; the next page links the file from the cache", async ({
  page,
  javaScriptEnabled,
}) => {
  const stylesheetLoaded = page.waitForResponse((r) => /\/build\/_assets\/tailwind-\w+\.css$/.test(r.url()));
  const first = await page.goto("/contact");
  expect(await first?.headerValue("set-cookie")).toMatch(/^stylesheet=/);
  await expect(page.locator("head style#stylesheet-inline")).toHaveCount(1);
  // With JavaScript the app links the whole file once it runs (the next pages it renders use other rules).
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(javaScriptEnabled ? 1 : 0);
  expect(await bodyMargin(page)).toBe("0px");
  // The file comes after the page, at low priority, for the next one.
  const href = new URL((await stylesheetLoaded).url()).pathname;
  await expect(page.locator(`body link[rel="prefetch"][href="${href}"]`)).toHaveCount(1);

  const second = await page.goto("/faq");
  expect(await second?.headerValue("set-cookie")).toBeNull();
  await expect(page.locator("style#stylesheet-inline")).toHaveCount(0);
  await expect(page.locator(`head link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  expect(await bodyMargin(page)).toBe("0px");
  // Nothing crossed the network for it: the prefetched copy was used.
  const transferred = await page.evaluate(
    (path) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === path)
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    href,
  );
  expect(transferred).toEqual([0]);
});

test("a new build's stylesheet is inlined again for a browser that has only the old one", async ({ page, context }) => {
  const { baseURL } = test.info().project.use;
  await context.addCookies([
    {
      name: "stylesheet",
      value: encodeURIComponent(btoa(JSON.stringify("/build/_assets/tailwind-OLD.css"))),
      url: baseURL!,
    },
  ]);
  await page.goto("/contact");
  await expect(page.locator("head style#stylesheet-inline")).toHaveCount(1);
  expect(await bodyMargin(page)).toBe("0px");
});
