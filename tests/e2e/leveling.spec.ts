/**
 * Leveling (issue 30): the owner plugs what a bid excludes and sees the leveled totals change, downloads the
 * workbook, and on a phone steps through the bidders. The scope checklist and the bids' structured answers are
 * written as rows until the scope editor and the bid form land.
 */
import Database from "better-sqlite3";
import ExcelJS from "exceljs";

import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Clinic tenant improvement",
  trade_type: "Electrical",
  description: "Lighting, power and low voltage for a 6,000 sq ft clinic.",
  location: "Tempe, AZ",
  zip_code: "85281",
  budget_range: "$25,000 - $50,000",
  timeline: "2-4 weeks",
  requirements: "Licensed electrical contractor.",
};

function e2eDatabase() {
  const db = new Database(`tests/.tmp/e2e-${new URL(test.info().project.use.baseURL!).port}/app.db`);
  db.pragma("busy_timeout = 5000");
  return db;
}

/** The project's checklist, and each bid's base and answers ("included", "excluded") by item title. */
function writeScope(projectId: number, bids: { applicationId: number; baseCents: number; answers: string[] }[]) {
  const db = e2eDatabase();
  try {
    const items = ["Rough-in", "Fixtures", "Permits and inspections"].map(
      (title, i) =>
        (
          db
            .prepare(
              "INSERT INTO project_scope_items (project_id, kind, position, title) VALUES (?, 'item', ?, ?) RETURNING id",
            )
            .get(projectId, i + 1, title) as { id: number }
        ).id,
    );
    for (const bid of bids) {
      db.prepare("UPDATE project_applications SET base_cents = ? WHERE id = ?").run(bid.baseCents, bid.applicationId);
      bid.answers.forEach((state, i) =>
        db
          .prepare("INSERT INTO bid_scope_lines (application_id, scope_item_id, state) VALUES (?, ?, ?)")
          .run(bid.applicationId, items[i], state),
      );
    }
  } finally {
    db.close();
  }
}

async function biddingProject(browser: Parameters<typeof contractor>[0]) {
  const gc = await contractor(browser, "general_contractor", "Papago Builders");
  const subs = [
    await contractor(browser, "subcontractor", "Saguaro Electric"),
    await contractor(browser, "subcontractor", "Ocotillo Power"),
  ];
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  const applications: number[] = [];
  for (const [i, sub] of subs.entries()) {
    const applied = await sub.page.request.post("/api/applications", {
      data: { project_id: project.id, cover_letter: "Our bid against your scope checklist, per the drawings." },
    });
    expect(applied.status(), `bid ${i + 1}`).toBe(201);
    applications.push(((await applied.json()) as { id: number }).id);
  }
  // Saguaro includes everything for $10,000; Ocotillo bids $9,000 and excludes the fixtures.
  writeScope(project.id, [
    { applicationId: applications[0], baseCents: 1_000_000, answers: ["included", "included", "included"] },
    { applicationId: applications[1], baseCents: 900_000, answers: ["included", "excluded", "included"] },
  ]);
  return { gc, subs, project, close: () => Promise.all([gc.close(), ...subs.map((s) => s.close())]) };
}

test("the owner plugs an excluded item, sees both leveled totals change and downloads the workbook", async ({
  browser,
}) => {
  test.slow();
  const { gc, project, close } = await biddingProject(browser);
  const page = gc.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${project.id}`);
  await page.getByRole("link", { name: "Level bids" }).click();
  await expect(page.getByRole("heading", { name: "Level bids" })).toBeVisible();

  const totals = page.locator("tfoot tr").filter({ hasText: "Leveled total" }).locator("td");
  // Ocotillo's $9,000 leaves the fixtures out: until they are plugged the complete $10,000 is the lowest.
  await expect(totals.nth(0)).toHaveText(/^\$10,000\s*Lowest$/);
  await expect(totals.nth(1)).toHaveText(/^\$9,000\s*1 item not plugged$/);
  const cell = page.getByRole("form", { name: "Fixtures, Ocotillo Power" });
  await expect(page.locator("tbody td").filter({ has: cell })).toContainText("Needs a plug");
  await page.screenshot({ path: test.info().outputPath("leveling-1280.png"), fullPage: true });

  await cell.getByLabel("Plug amount: Fixtures, Ocotillo Power").fill("2,500");
  await cell.getByLabel("Note: Fixtures, Ocotillo Power").fill("Fixture package per schedule");
  await cell.getByRole("button", { name: "Save" }).click();
  await expect(totals.nth(1)).toHaveText("$11,500");
  // With JavaScript the cell saves in place; without it the POST comes back to the cell's anchor.
  const { javaScriptEnabled } = test.info().project.use;
  await expect(page).toHaveURL(javaScriptEnabled ? /\/leveling$/ : /\/leveling#cell-\d+-\d+$/);
  await expect(totals.nth(0)).toHaveText(/^\$10,000\s*Lowest$/);
  await expect(page.locator("tfoot tr").filter({ hasText: "Plugs" }).locator("td").nth(1)).toHaveText("$2,500");
  await expect(page.getByRole("form", { name: "Fixtures, Ocotillo Power" }).getByLabel(/^Plug amount/)).toHaveValue(
    "2500",
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Excel (.xlsx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`project-${project.id}-leveling.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet("Leveling")!;
  expect(sheet.getCell("F3").value).toBe("Excluded");
  expect(sheet.getCell("G3").value).toBe(2500);
  const leveled = sheet.getColumn(1).values.indexOf("Leveled total");
  expect(sheet.getCell(`D${leveled}`).value).toMatchObject({ result: 10_000 });
  expect(sheet.getCell(`F${leveled}`).value).toEqual({ formula: `F${leveled - 2}+SUM(G2:G4)`, result: 11_500 });
  expect(book.getWorksheet("Line items")).toBeTruthy();
  await close();
});

test("on a phone the grid shows one bidder at a time with Previous and Next", async ({ browser }) => {
  test.slow();
  const { gc, project, close } = await biddingProject(browser);
  const page = gc.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}/leveling`);
  const bidders = page.getByRole("navigation", { name: "Bidders" });
  await expect(bidders.getByText("Bidder 1 of 2")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Saguaro Electric" })).toBeVisible();
  await expect(bidders.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("leveling-390.png"), fullPage: true });

  await bidders.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?bidder=2$/);
  await expect(bidders.getByText("Bidder 2 of 2")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ocotillo Power" })).toBeVisible();
  const form = page.getByRole("form", { name: "Fixtures, Ocotillo Power" });
  await form.getByLabel(/^Plug amount/).fill("1500");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator('dd[data-total="Leveled total"]')).toHaveText("$10,500");
  await expect(page).toHaveURL(/\?bidder=2/);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: test.info().outputPath("leveling-390-dark.png"), fullPage: true });
  await bidders.getByRole("link", { name: "Previous" }).click();
  await expect(bidders.getByText("Bidder 1 of 2")).toBeVisible();
  await close();
});
