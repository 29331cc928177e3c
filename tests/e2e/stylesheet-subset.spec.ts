import type { Page } from "@playwright/test";

import { contractor, expect, test } from "./fixtures";

/**
 * A first visit's document carries only the rules its classes need (app/lib/stylesheet-subset.ts). Every element
 * must look exactly as it does with the whole stylesheet linked: each element's computed style, every property,
 * compared between the first visit and the next load of the same page.
 */
async function computedStyles(page: Page, within = "body"): Promise<string[]> {
  // Cards in long lists are laid out only near the screen (tailwind.css, card-in-long-list), so the page's height
  // depends on which were seen: every card is laid out here, in both loads, before the styles are read.
  return page.evaluate((within) => {
    const allCards = document.createElement("style");
    allCards.textContent = ".card-in-long-list { content-visibility: visible !important; }";
    document.head.append(allCards);
    return [...document.querySelectorAll(`${within} *:not(link[rel=prefetch])`)].map((element) => {
      const style = getComputedStyle(element);
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) values.push(`${style[i]}:${style.getPropertyValue(style[i])}`);
      return `${element.tagName}#${element.id}.${element.getAttribute("class") ?? ""} ${values.join(";")}`;
    });
  }, within);
}

/** The first element that differs and how, or null when all look the same. */
function firstDifference(inline: string[], linked: string[]): string | null {
  if (inline.length !== linked.length) return `${inline.length} elements against ${linked.length}`;
  const at = inline.findIndex((style, i) => style !== linked[i]);
  if (at === -1) return null;
  const linkedProps = new Set(linked[at].split(";"));
  const differing = inline[at].split(";").filter((prop) => !linkedProps.has(prop));
  return `${inline[at].split(" ")[0]} differs in ${differing.slice(0, 5).join("; ")}`;
}

async function expectSameAsLinked(page: Page, path: string) {
  await page.context().clearCookies({ name: "stylesheet" });
  await page.goto(path);
  const inlineRules = page.locator("head style#stylesheet-inline");
  await expect(inlineRules).toHaveCount(1);
  const inlineCss = await inlineRules.textContent();
  const inline = await computedStyles(page);

  const href = await page.locator("body link[rel=prefetch]").getAttribute("href");
  const whole = await (await page.request.get(href!)).text();
  expect(inlineCss!.length, `${path}: the inline part is smaller than the file`).toBeLessThan(whole.length * 0.8);

  // The same document with the whole file linked in the inline rules' place, so that nothing but the rules differs:
  // a second load could show other data (another test's project, a time gone from "just now" to "1 minute ago"). The
  // file comes in before the rules go, so that nothing is unstyled in between (the colours would transition).
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, id: "stylesheet-whole" });
    document.getElementById("stylesheet-inline")!.before(link);
  }, href!);
  // Without JavaScript the page's own handlers never run (no onload): the file is in once its rules are.
  await expect
    .poll(() =>
      page.evaluate(
        () => ((document.getElementById("stylesheet-whole") as HTMLLinkElement).sheet?.cssRules.length ?? 0) > 0,
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.getElementById("stylesheet-inline")!.remove());
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(firstDifference(inline, await computedStyles(page)), path).toBeNull();

  // The next visit links the file, cached now, instead of carrying the rules.
  await page.goto(path);
  await expect(inlineRules).toHaveCount(0);
  await expect(page.locator(`head link[rel=stylesheet][href="${href}"]`)).toHaveCount(1);
}

test.describe("a first visit's inline rules", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "with JavaScript the whole file is linked once it runs");
  // Every property of every element, twice: on the longer pages (the matches' map) that takes seconds on a busy machine.
  test.slow();

  for (const path of ["/", "/auth", "/pricing", "/contact", "/faq", "/projects"]) {
    test(`${path}, signed out, looks the same as with the whole stylesheet`, async ({ page }) => {
      await expectSameAsLinked(page, path);
    });
  }

  for (const path of ["/dashboard", "/projects", "/messages", "/profile", "/settings", "/matches"]) {
    test(`${path}, signed in, looks the same as with the whole stylesheet`, async ({ browser }) => {
      const sub = await contractor(browser);
      await expectSameAsLinked(sub.page, path);
      await sub.close();
    });
  }
});

test("with JavaScript, the whole stylesheet is linked once the app runs, so the next page is styled", async ({
  page,
}) => {
  test.skip(!test.info().project.use.javaScriptEnabled, "JavaScript only");
  // A page with the app's scripts (the content pages have none: docs/decisions/024-pages-without-scripts.md).
  await page.goto("/contact");
  await expect(page.locator("head style#stylesheet-inline")).toHaveCount(1);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  // A client-side navigation to a page with classes /contact does not have.
  await page.locator('a[href="/auth"]:visible').first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("head style#stylesheet-inline"), "a client-side navigation").toHaveCount(1);
  // The clicked link is no longer pointed at or focused when the page is compared with a fresh load.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const navigated = await computedStyles(page, "main");
  await page.goto("/auth");
  expect(firstDifference(navigated, await computedStyles(page, "main"))).toBeNull();
});
