import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Clinic tenant improvement",
  description: "Lighting, power and low voltage for a 6,000 sq ft clinic.",
  trade_type: "Electrical",
  location: "Tempe, AZ",
  zip_code: "85281",
  budget_range: "$100,000+",
  timeline: "1-2 months",
  requirements: "Licensed electrical contractor.",
};
const BIDDERS = [
  { name: "Limestone & Co.", bid: 140_300 },
  { name: "Quartz Line Electric", bid: 152_000 },
  { name: "Basalt Power", bid: 161_750 },
];

for (const width of [390, 1280]) {
  test(`at ${width} px an award asks first, keeps the list's sort and can be undone`, async ({ browser }) => {
    test.slow(); // four users and a few pages
    const gc = await contractor(browser, "general_contractor", "Saguaro Builders");
    const created = await gc.page.request.post("/api/projects", { data: PROJECT });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: number };
    const subs = [];
    for (const bidder of BIDDERS) {
      const sub = await contractor(browser, "subcontractor", bidder.name);
      const applied = await sub.page.request.post("/api/applications", {
        data: {
          project_id: project.id,
          cover_letter: "We wired two clinics in Tempe this year.",
          bid_amount_dollars: bidder.bid,
        },
      });
      expect(applied.status()).toBe(201);
      subs.push(sub);
    }

    const { page } = gc;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/projects/${project.id}/applications?sort=bid`);
    const card = page.getByRole("listitem").filter({ hasText: "Limestone & Co." });
    await card.getByRole("link", { name: "Accept" }).click();

    // It asks first, saying what it will do.
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/award/\\d+\\?sort=bid$`));
    await expect(page.getByRole("heading", { name: "Award to Limestone & Co. for $140,300?" })).toBeVisible();
    const tell = page.getByRole("checkbox", { name: /2 others are pending: tell them it's awarded\?/ });
    await expect(tell).toBeChecked();
    await page.getByRole("button", { name: "Award", exact: true }).click();

    // Back to the list as it was, the awarded card in view, with Undo.
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/applications\\?sort=bid#application-\\d+$`));
    const undo = page.getByRole("button", { name: "Undo award" });
    const banner = page.getByRole("status").filter({ has: undo });
    await expect(banner.getByText("Awarded to Limestone & Co.")).toBeVisible();
    await expect(banner).toContainText("2 others will be told it's awarded.");
    // The success message offers Undo too (with JavaScript it is a toast, behind the open dialog's backdrop).
    const flash = page.getByRole("status").filter({ hasText: "Nobody is notified for 60 seconds" });
    await expect(flash).toContainText("Awarded to Limestone & Co.");
    await expect(flash.getByRole("button", { name: "Undo", exact: true })).toHaveCount(1);
    await expect(card.getByText("Accepted", { exact: true })).toBeInViewport();
    // The others are rejected now, so the list keeps them out of the way until asked.
    const others = page.getByRole("listitem").filter({ hasText: "Basalt Power" });
    await expect(others).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Show rejected (2)" })).toBeVisible();

    // The subcontractors hear nothing yet.
    for (const sub of subs) {
      await sub.page.goto("/notifications");
      await expect(sub.page.getByText(PROJECT.title)).toHaveCount(0);
    }

    await undo.click();
    await expect(page.getByText("Nobody was notified.").first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/applications\\?sort=bid$`));
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(others.getByText("Pending", { exact: true })).toBeVisible();
    await expect(undo).toHaveCount(0);
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByText("Open", { exact: true })).toBeVisible();

    await gc.close();
    for (const sub of subs) await sub.close();
  });
}

test("Reject all pending and Cancel project ask first, saying who is told", async ({ browser }) => {
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Saguaro Builders");
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  const project = (await created.json()) as { id: number };
  const sub = await contractor(browser, "subcontractor", "Limestone & Co.");
  await sub.page.request.post("/api/applications", {
    data: { project_id: project.id, cover_letter: "We wired two clinics in Tempe this year.", bid_amount_dollars: 1 },
  });
  const { page } = gc;

  await page.goto(`/projects/${project.id}/applications?sort=rating`);
  await page.getByRole("link", { name: "Reject all pending (1)" }).click();
  await expect(page.getByRole("heading", { name: "Reject 1 pending application?" })).toBeVisible();
  await page.getByRole("button", { name: "Reject 1 pending application" }).click();
  await expect(page.getByText("1 pending application was rejected.").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/applications\\?sort=rating$`));

  await page.goto(`/projects/${project.id}`);
  await page.getByRole("link", { name: "Cancel project" }).click();
  await expect(page.getByText("Nobody has a pending or accepted application, so nobody is notified.")).toBeVisible();
  await page.getByRole("link", { name: "Keep project" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await gc.close();
  await sub.close();
});

test("Withdraw asks first and says the contractor is not told", async ({ browser }) => {
  const gc = await contractor(browser, "general_contractor", "Saguaro Builders");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const sub = await contractor(browser, "subcontractor", "Limestone & Co.");
  await sub.page.request.post("/api/applications", {
    data: {
      project_id: project.id,
      cover_letter: "We wired two clinics in Tempe this year.",
      bid_amount_dollars: 9_500,
    },
  });
  const { page } = sub;
  await page.goto("/projects?tab=applications");
  await page.getByRole("link", { name: "Withdraw" }).click();
  await expect(page.getByRole("heading", { name: "Withdraw your application?" })).toBeVisible();
  await expect(page.getByText(`Your application to ${PROJECT.title} (bid $9,500) is removed`)).toBeVisible();
  await page.getByRole("button", { name: "Withdraw application" }).click();
  await expect(page.getByText("Your application was withdrawn.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: PROJECT.title })).toHaveCount(0);
  await gc.close();
  await sub.close();
});
