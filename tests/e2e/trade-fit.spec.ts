/** Matching and applying respect the trade: an electrician's matches, the applicant flags, the apply form. */
import type { Page } from "@playwright/test";

import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  description: "Work for a trade crew on a four-story office building downtown.",
  location: "Denver, CO",
  zip_code: "80202",
  budget_range: "$25,000 - $50,000",
  timeline: "1-2 months",
  requirements: "Licensed and insured.",
};

async function postProject(page: Page, title: string, trade: string, more: Record<string, string> = {}) {
  const posted = await page.request.post("/api/projects", {
    data: { ...PROJECT, ...more, title, trade_type: trade },
  });
  expect(posted.status()).toBe(201);
  return (await posted.json()).id as number;
}

async function apply(page: Page, projectId: number, body: Record<string, unknown> = {}) {
  const answer = await page.request.post("/api/applications", {
    data: { project_id: projectId, cover_letter: "We have done this kind of work for ten years.", ...body },
  });
  expect(answer.status()).toBe(201);
}

const tag = () => Math.random().toString(36).slice(2, 7);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an electrician's matches hold only fitting trades, other trades on request", async ({ browser }) => {
      test.slow();
      const t = tag();
      const gc = await contractor(browser, "general_contractor", `Front Range ${t}`, { zip_code: "80202" });
      const sub = await contractor(browser, "subcontractor", `Mile High Electric ${t}`, {
        zip_code: "80202",
        service_radius: 50,
      });
      await postProject(gc.page, `Wiring ${t}`, "Electrical");
      await postProject(gc.page, `Ductwork ${t}`, "HVAC");
      await postProject(gc.page, `Brick facade ${t}`, "Masonry");

      const { page } = sub;
      await page.goto("/matches");
      const projects = page.getByRole("region", { name: "Projects for you" });
      const wiring = projects.getByRole("listitem").filter({ hasText: `Wiring ${t}` });
      await expect(wiring).toBeVisible();
      await expect(wiring.getByText("Electrical, your trade")).toBeVisible();
      await expect(projects.getByText(`Ductwork ${t}`)).toHaveCount(0);
      await expect(projects.getByText(`Brick facade ${t}`)).toHaveCount(0);
      await expect(page.getByText("Showing your trade (Electrical) and related trades.")).toBeVisible();

      await page.getByLabel("Include other trades").check();
      if (!test.info().project.use.javaScriptEnabled)
        await page.getByRole("button", { name: "Update matches" }).click();
      await expect(page).toHaveURL(/otherTrades=true/);
      await expect(projects.getByText(`Ductwork ${t}`)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`matches-${width}.png`), fullPage: true });
      await gc.close();
      await sub.close();
    });

    test("the applicant list flags a far applicant of another trade and lists those who fit first", async ({
      browser,
    }) => {
      test.slow();
      const t = tag();
      const gc = await contractor(browser, "general_contractor", `Saguaro ${t}`);
      const near = await contractor(browser, "subcontractor", `Near Electric ${t}`);
      const far = await contractor(browser, "subcontractor", `Faraway Masonry ${t}`, {
        specialty: "Masonry",
        location: "New York, NY",
        zip_code: "10001",
        service_radius: 50,
      });
      const id = await postProject(gc.page, `Clinic wiring ${t}`, "Electrical", {
        location: "Phoenix, AZ",
        zip_code: "85004",
      });
      await apply(near.page, id);
      await apply(far.page, id);

      const { page } = gc;
      await page.goto(`/projects/${id}/applications`);
      const cards = page.getByRole("listitem").filter({ has: page.getByText("Submitted") });
      await expect(cards.first()).toContainText(`Near Electric ${t}`);
      const farCard = cards.filter({ hasText: `Faraway Masonry ${t}` });
      await expect(farCard.getByText("Different trade")).toBeVisible();
      await expect(farCard.getByText("Outside their service area")).toBeVisible();
      const nearCard = cards.filter({ hasText: `Near Electric ${t}` });
      await expect(nearCard.getByText("Different trade")).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`applicants-${width}.png`), fullPage: true });
      for (const c of [gc, near, far]) await c.close();
    });

    test("an invitation's View and apply opens the apply form: one amount with its basis, the cover letter counted", async ({
      browser,
    }) => {
      test.slow();
      const t = tag();
      const gc = await contractor(browser, "general_contractor", `Mesa ${t}`);
      const sub = await contractor(browser, "subcontractor", `Counter Electric ${t}`);
      const id = await postProject(gc.page, `Panel upgrade ${t}`, "Electrical", {
        location: "Phoenix, AZ",
        zip_code: "85004",
      });
      const invited = await gc.page.request.post(`/api/projects/${id}/invitations`, {
        data: { subcontractor_id: sub.id },
      });
      expect(invited.status()).toBe(201);
      const { page } = sub;
      // From the Invitations tab, "View and apply" opens the apply dialog.
      await page.goto("/projects?tab=invitations");
      await page
        .getByRole("listitem")
        .filter({ hasText: `Panel upgrade ${t}` })
        .getByRole("link", { name: "View and apply" })
        .click();
      await expect(page).toHaveURL(new RegExp(`/projects/${id}/apply$`));
      await expect(page.getByLabel("Bid (optional)")).toHaveCount(0);
      const letter = page.getByLabel("Cover letter");
      if (test.info().project.use.javaScriptEnabled) {
        await letter.fill("Twelve chars");
        await expect(page.getByText("12 / 20 characters minimum")).toBeVisible();
      } else {
        await expect(page.getByText(/At least 20 characters/)).toBeVisible();
      }
      await letter.fill("We upgraded forty panels in Phoenix this year.");
      await page.getByLabel("Bid amount in dollars (optional)").fill("14500");
      await page.getByLabel("Bid basis").selectOption("Per unit");
      await page.screenshot({ path: test.info().outputPath(`apply-${width}.png`), fullPage: true });
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.getByText("Application submitted").first()).toBeVisible();
      await page.goto("/projects?tab=applications");
      await expect(
        page
          .getByRole("listitem")
          .filter({ hasText: `Panel upgrade ${t}` })
          .getByText(/\$14,500 · Per unit/),
      ).toBeVisible();
      await gc.close();
      await sub.close();
    });
  });
}
