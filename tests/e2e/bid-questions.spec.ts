import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Charter school lighting retrofit",
  description: "Replace the fluorescent fixtures of 24 classrooms with LED troffers and add occupancy sensors.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  trade_type: "Electrical",
  budget_range: "$50,000 - $100,000",
  timeline: "1-2 months",
  requirements: "Licensed electrical contractor.",
};
const QUESTION = "Are the occupancy sensors ceiling-mounted or wall switches in each classroom?";
const ANSWER = "Ceiling-mounted dual-technology sensors, one per classroom; see sheet E-301.";

test("a subcontractor asks, the owner answers and publishes, another bidder reads it on the project page without the asker's name", async ({
  browser,
}) => {
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Camelback Builders");
  const asker = await contractor(browser, "subcontractor", "Ocotillo Electric");
  const other = await contractor(browser, "subcontractor", "Palo Verde Power");
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  for (const sub of [asker, other]) {
    const invited = await gc.page.request.post(`/api/projects/${project.id}/invitations`, {
      data: { subcontractor_id: sub.id },
    });
    expect(invited.status()).toBe(201);
  }

  await asker.page.goto(`/projects/${project.id}`);
  await asker.page.getByRole("link", { name: "Ask a question" }).click();
  await expect(asker.page.getByRole("heading", { name: "Questions and answers" })).toBeVisible();
  await asker.page.getByLabel("Your question").fill(QUESTION);
  await asker.page.getByRole("button", { name: "Ask the contractor" }).click();
  await expect(asker.page.getByText("Question sent").first()).toBeVisible();
  await expect(asker.page.getByText(QUESTION)).toBeVisible();
  await expect(asker.page.getByText("Not answered yet")).toBeVisible();

  await gc.page.goto("/notifications");
  await gc.page
    .getByRole("link", { name: /Ocotillo Electric asked a question on "Charter school lighting retrofit"/ })
    .click();
  await expect(gc.page).toHaveURL(new RegExp(`/projects/${project.id}/questions`));
  const item = gc.page.locator("li", { hasText: QUESTION });
  await expect(item.getByText("Ocotillo Electric asked")).toBeVisible();
  await item.getByLabel("Your answer").fill(ANSWER);
  await item.getByRole("button", { name: "Answer and publish" }).click();
  await expect(gc.page.getByText("Answer published").first()).toBeVisible();
  await expect(gc.page.locator("li", { hasText: QUESTION }).getByText("Published", { exact: true })).toBeVisible();

  await other.page.goto("/notifications");
  await expect(
    other.page.getByRole("link", { name: /Camelback Builders published an answer to a question on "Charter school/ }),
  ).toBeVisible();
  await other.page.goto(`/projects/${project.id}`);
  const section = other.page.getByRole("region", { name: "Questions and answers" });
  await expect(section.getByText(QUESTION)).toBeVisible();
  await expect(section.getByText(ANSWER)).toBeVisible();
  await expect(other.page.getByText("Ocotillo Electric")).toHaveCount(0);

  await Promise.all([gc.close(), asker.close(), other.close()]);
});
