/**
 * Bid day end to end (issue 30), all through the UI but the accounts: an owner posts a project with a scope
 * checklist and a due date, two subcontractors bid against it (one excludes an item), a question is asked, answered
 * and published, the owner levels the bids with a plug and downloads the workbook.
 */
import ExcelJS from "exceljs";

import { contractor, expect, test } from "./fixtures";

const TITLE = "Medical office plumbing";
const QUESTION = "Is the water heater in the base scope or furnished by the owner?";
const ANSWER = "Furnished by the owner; the plumber sets and connects it.";

/** A date `days` from today as the date field takes it (YYYY-MM-DD). */
function daysAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("bid day: post with a scope checklist, two bids, a published answer, leveling with a plug and the workbook", async ({
  browser,
}) => {
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Papago Builders");
  const first = await contractor(browser, "subcontractor", "Saguaro Plumbing", { specialty: "Plumbing" });
  const second = await contractor(browser, "subcontractor", "Ocotillo Pipe Works", { specialty: "Plumbing" });

  // 1. The owner posts the project with its checklist and a due date five days out (open bidding).
  const owner = gc.page;
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto("/projects/new");
  const post = owner.locator("form#project-new");
  await post.getByLabel("Trade type").selectOption("Plumbing");
  await post.getByLabel("Title").fill(TITLE);
  await post.getByLabel("Description").fill("Domestic water, waste and vent for a 4,000 sq ft medical office.");
  await post.getByLabel("Location").fill("Phoenix, AZ");
  await post.getByLabel("Zip Code").fill("85004");
  await post.getByLabel("Budget range").selectOption("$25,000 - $50,000");
  await post.getByLabel("Timeline").selectOption("2-4 weeks");
  await post.getByLabel("Requirements").fill("Licensed plumbing contractor.");
  await post.getByLabel("Bids due on").fill(daysAhead(5));
  await post.getByLabel("Time due").fill("14:00");
  await post.getByLabel("Scope items (one per line)").fill("Rough-in\nFixtures\nPermits and inspections");
  await post.getByLabel("Alternates (one per line)").fill("Add: tankless water heater");
  await post.getByRole("button", { name: "Post Project" }).click();
  await expect(owner.getByText(`${TITLE} is open for applications.`).first()).toBeVisible();
  const projectId = Number(new URL(owner.url()).searchParams.get("projectId"));
  expect(projectId).toBeGreaterThan(0);
  const projectUrl = `/projects/${projectId}`;

  // 2. Two bids: Saguaro answers every item ($48,000); Ocotillo excludes the permits ($45,500).
  const bids = [
    {
      sub: first,
      base: "48,000",
      answers: [
        ["Rough-in", "Priced (amount)", "18,500"],
        ["Fixtures", "Included in the base"],
        ["Permits and inspections", "Included in the base"],
        ["Add: tankless water heater", "Priced (amount)", "3,200"],
      ],
    },
    {
      sub: second,
      base: "45,500",
      answers: [
        ["Rough-in", "Included in the base"],
        ["Fixtures", "Included in the base"],
        ["Permits and inspections", "Excluded"],
        ["Add: tankless water heater", "Not priced"],
      ],
    },
  ];
  for (const { sub, base, answers } of bids) {
    const page = sub.page;
    await page.goto(`${projectUrl}/bid`);
    await expect(page.getByRole("heading", { name: `Bid: ${TITLE}` })).toBeVisible();
    await page
      .getByLabel("Cover letter", { exact: true })
      .fill("Our bid against your scope checklist, per the drawings.");
    await page.getByLabel("Base total", { exact: true }).fill(base);
    for (const [item, answer, amount] of answers) {
      await page.getByLabel(`Answer for ${item}`, { exact: true }).selectOption({ label: answer });
      if (amount) await page.getByLabel(`Amount for ${item}`, { exact: true }).fill(amount);
    }
    await page.getByRole("button", { name: "Send bid" }).click();
    await expect(page.getByRole("heading", { name: `Your bid: ${TITLE}` })).toBeVisible();
    await expect(page.getByText(`Your bid: $${base}`)).toBeVisible();
  }

  // 3. Saguaro asks; the owner answers and publishes; Ocotillo reads it on the project page, asker unnamed.
  await first.page.goto(`${projectUrl}/questions`);
  await first.page.getByLabel("Your question").fill(QUESTION);
  await first.page.getByRole("button", { name: "Ask the contractor" }).click();
  await expect(first.page.getByText("Question sent").first()).toBeVisible();

  await owner.goto(`${projectUrl}/questions`);
  const asked = owner.locator("li", { hasText: QUESTION });
  await expect(asked.getByText("Saguaro Plumbing asked")).toBeVisible();
  await asked.getByLabel("Your answer").fill(ANSWER);
  await asked.getByRole("button", { name: "Answer and publish" }).click();
  await expect(owner.getByText("Answer published").first()).toBeVisible();

  await second.page.goto(projectUrl);
  const answers = second.page.getByRole("region", { name: "Questions and answers" });
  await expect(answers.getByText(QUESTION)).toBeVisible();
  await expect(answers.getByText(ANSWER)).toBeVisible();
  await expect(second.page.getByText("Saguaro Plumbing")).toHaveCount(0);

  // 4. Leveling: $48,000 against $45,500, whose permits are not plugged yet (so the complete $48,000 is the lowest);
  //    a $3,000 plug for Ocotillo's permits makes it $48,500.
  await owner.goto(`${projectUrl}/leveling`);
  await expect(owner.getByRole("heading", { name: "Level bids" })).toBeVisible();
  const totals = owner.locator("tfoot tr").filter({ hasText: "Leveled total" }).locator("td");
  await expect(totals.nth(0)).toHaveText(/^\$48,000\s*Lowest$/);
  await expect(totals.nth(1)).toHaveText(/^\$45,500\s*1 item not plugged$/);
  await expect(owner.getByText("Not priced", { exact: true })).toBeVisible();
  const cell = owner.getByRole("form", { name: "Permits and inspections, Ocotillo Pipe Works" });
  await cell.getByLabel("Plug amount: Permits and inspections, Ocotillo Pipe Works").fill("3,000");
  await cell.getByRole("button", { name: "Save" }).click();
  await expect(totals.nth(1)).toHaveText("$48,500");
  await expect(totals.nth(0)).toHaveText(/^\$48,000\s*Lowest$/);
  await owner.screenshot({ path: test.info().outputPath("bid-day-leveling.png"), fullPage: true });

  // 5. The workbook: its sheets and the leveled totals, as formula results and recomputed from the cells.
  const [download] = await Promise.all([
    owner.waitForEvent("download"),
    owner.getByRole("link", { name: "Excel (.xlsx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`project-${projectId}-leveling.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets.map((s) => s.name)).toEqual(["Leveling", "Line items"]);
  const sheet = book.getWorksheet("Leveling")!;
  const header = sheet.getRow(1).values as ExcelJS.CellValue[];
  const rowOf = (label: string) => sheet.getColumn(1).values.indexOf(label);
  const leveled = (bidder: string) => {
    const column = header.indexOf(bidder);
    const base = sheet.getRow(rowOf("Base")).getCell(column).value as number;
    const plugs = [rowOf("Rough-in"), rowOf("Fixtures"), rowOf("Permits and inspections")].map(
      (r) => (sheet.getRow(r).getCell(column + 1).value as number | null) ?? 0,
    );
    const total = sheet.getRow(rowOf("Leveled total")).getCell(column).value as ExcelJS.CellFormulaValue;
    return { result: total.result, recomputed: base + plugs.reduce((a, b) => a + b, 0) };
  };
  expect(leveled("Saguaro Plumbing")).toEqual({ result: 48_000, recomputed: 48_000 });
  expect(leveled("Ocotillo Pipe Works")).toEqual({ result: 48_500, recomputed: 48_500 });
  expect(sheet.getRow(rowOf("Permits and inspections")).getCell(header.indexOf("Ocotillo Pipe Works")).value).toBe(
    "Excluded",
  );
  expect(sheet.getRow(rowOf("Add: tankless water heater")).getCell(header.indexOf("Ocotillo Pipe Works")).value).toBe(
    "Not priced",
  );
  const lowest = sheet.getRow(rowOf("Lowest leveled total"));
  expect(lowest.getCell(header.indexOf("Saguaro Plumbing")).value).toBe("Lowest");

  await Promise.all([gc.close(), first.close(), second.close()]);
});
