import { pdfFile } from "../helpers/files";
import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Library reroof and lighting",
  description: "New LED lighting in the reading rooms and a new roof over the stacks.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  trade_type: "Electrical",
  budget_range: "$50,000 - $100,000",
  timeline: "1-2 months",
  requirements: "Licensed electrical contractor.",
};

test("the owner issues an addendum, the invited bidder is told and acknowledges it, the owner sees it", async ({
  browser,
}) => {
  test.slow();
  const gc = await contractor(browser, "general_contractor", "Papago Builders");
  const sub = await contractor(browser, "subcontractor", "Saguaro Electric");
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };
  const invited = await gc.page.request.post(`/api/projects/${project.id}/invitations`, {
    data: { subcontractor_id: sub.id },
  });
  expect(invited.status()).toBe(201);
  const uploaded = await gc.page.request.post(`/api/projects/${project.id}/documents`, {
    multipart: {
      title: "E-201 Lighting plan",
      file: { name: "e-201.pdf", mimeType: "application/pdf", buffer: (await pdfFile()).bytes },
    },
  });
  expect(uploaded.status()).toBe(201);

  await gc.page.goto(`/projects/${project.id}/addenda/new`);
  await expect(gc.page.getByRole("heading", { name: "Issue Addendum 1" })).toBeVisible();
  await expect(gc.page.getByRole("checkbox", { name: /E-201 Lighting plan/ })).toBeChecked();
  await gc.page.getByLabel("What changed").fill("E-201 revised: fixtures in reading room 2 moved to the east wall.");
  await gc.page.getByRole("button", { name: "Issue Addendum 1" }).click();
  await expect(gc.page).toHaveURL(new RegExp(`/projects/${project.id}/documents$`));

  await sub.page.goto("/notifications");
  await expect(
    sub.page.getByRole("link", { name: /Papago Builders issued Addendum 1 to "Library reroof and lighting"/ }),
  ).toBeVisible();

  await sub.page.goto(`/projects/${project.id}`);
  await expect(sub.page.getByText("E-201 revised: fixtures in reading room 2 moved")).toBeVisible();
  await sub.page.getByRole("button", { name: "I have reviewed Addendum 1" }).click();
  await expect(sub.page.getByText("Addendum 1 acknowledged").first()).toBeVisible();
  await expect(sub.page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(sub.page.getByRole("button", { name: "I have reviewed Addendum 1" })).toHaveCount(0);

  await gc.page.goto(`/projects/${project.id}/documents`);
  const addenda = gc.page.locator("#addenda");
  await expect(addenda.getByText("Acknowledged by 1 of 1")).toBeVisible();
  await expect(addenda.getByText("Reviewed: Saguaro Electric")).toBeVisible();
  await gc.page.goto(`/projects/${project.id}/documents/activity`);
  await expect(gc.page.getByRole("heading", { name: "Bidder activity" })).toBeVisible();
  await expect(gc.page.getByText("Saguaro Electric")).toBeVisible();
  await expect(gc.page.getByText("Acknowledged every addendum")).toBeVisible();

  await Promise.all([gc.close(), sub.close()]);
});
