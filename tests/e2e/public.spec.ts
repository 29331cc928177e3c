import { expect, test } from "./fixtures";

/** Every public page, with a sentence that must be on it. */
const PAGES = [
  { path: "/", h1: "Find the right crew for every job", text: "No credit card required" },
  { path: "/pricing", h1: "Simple plans that grow with your business", text: "14-day free trial" },
  { path: "/how-it-works", h1: "From the first post to the final review", text: "Build your reputation" },
  { path: "/about", h1: "Built for the people who build", text: "What we will not compromise on" },
  { path: "/faq", h1: "Frequently asked questions", text: "How do I delete my account?" },
  { path: "/contact", h1: "Get in touch", text: "Mon-Fri 8am-6pm PT" },
  { path: "/legal/privacy", h1: "Privacy Policy", text: "We do not sell your personal information" },
  { path: "/legal/terms", h1: "Terms of Service", text: "TradeLink does not process payments between contractors" },
  { path: "/legal/cookies", h1: "Cookie Policy", text: "__session" },
];

const ABOUT_H1 = "Built for the people who build";
const HOW_IT_WORKS_H1 = "From the first post to the final review";
const FEATURES = [
  { path: "/features/profiles", h1: ABOUT_H1 },
  { path: "/features/projects", h1: ABOUT_H1 },
  { path: "/features/messaging", h1: ABOUT_H1 },
  { path: "/features/reviews", h1: ABOUT_H1 },
  { path: "/features/credentials", h1: ABOUT_H1 },
  { path: "/features/matching", h1: HOW_IT_WORKS_H1 },
];

const MISSING = [
  "/careers",
  "/press",
  "/blog",
  "/guides",
  "/marketing/careers",
  "/features/payments",
  "/no-such-page-7f3a",
];

for (const { path, h1, text } of PAGES) {
  test(`${path} answers with its content, one h1, a main landmark and its own meta`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(/ \| TradeLink$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    const canonical = new URL(path, page.url()).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
  });
}

for (const { path, h1 } of FEATURES) {
  test(`${path} shows the page it maps to (docs/product-rules.md#screens)`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  });
}

for (const path of MISSING) {
  test(`${path} is the not-found screen`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
}

test("the home page states the free plan and links sign-up and how it works", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Free plan forever").first()).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Sign Up Free" }).first()).toHaveAttribute("href", "/auth?tab=register");
  await expect(main.getByRole("link", { name: "How It Works" }).first()).toHaveAttribute("href", "/how-it-works");
  // Only what Pro really does (docs/product-rules.md#plans).
  for (const teaser of ["Unlimited postings", "Advanced filters", "Analytics", "Branding and priority support"]) {
    await expect(main.getByRole("heading", { name: teaser })).toBeVisible();
  }
});

test("pricing shows the three plans, a comparison table and Contact Sales", async ({ page }) => {
  await page.goto("/pricing");
  for (const plan of ["Free", "Pro", "Enterprise"]) {
    await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Enterprise" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Analytics" })).toBeVisible();
  // Promises the product does not keep are gone: no cards, no team management, no account manager.
  await expect(page.getByText(/Visa|Team management|account manager|Cancel anytime/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contact Sales" }).first()).toHaveAttribute("href", "/marketing/contact");
});

test("a FAQ question opens to show its answer", async ({ page }) => {
  await page.goto("/faq");
  const answer = page.getByText("permanently removes your profile, projects and messages");
  await expect(answer).toBeHidden();
  await page.getByText("How do I delete my account?").click();
  await expect(answer).toBeVisible();
});

test("Support and Contact Sales open the contact form with a subject chosen", async ({ page }) => {
  await page.goto("/support");
  await expect(page).toHaveURL(/\/contact\?subject=support$/);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("support");
  await page.goto("/marketing/contact");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("general");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and the page does not scroll sideways", async ({ page }) => {
    await page.goto("/pricing");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(mobileNav.getByRole("link", { name: "FAQ" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("robots.txt and sitemap.xml list the public site with absolute URLs", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/pricing</loc>`);
});
