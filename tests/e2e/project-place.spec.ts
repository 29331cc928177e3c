import { contractor, expect, test } from "./fixtures";

const NOTICE = "Add a zip code to appear in distance searches";

test("a project posted without a place tells its owner to add a zip code, and adding one clears it", async ({
  browser,
}) => {
  const gc = await contractor(browser, "general_contractor", "Placeless Builders");
  const sub = await contractor(browser, "subcontractor", "Onlooker Electric");
  // The base post form sends no zip code; this location names no place a zip code resolves from.
  const posted = await gc.page.request.post("/api/projects", {
    data: {
      trade_type: "Electrical",
      title: "Yard lighting with no address",
      description: "Pole lights along the back lot of the yard.",
      location: "Out past the ridge",
      budget_range: "$5,000 - $10,000",
      timeline: "1-2 weeks",
      requirements: "Licensed electrician with a bucket truck.",
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = await posted.json();

  await gc.page.goto(`/projects/${id}`);
  await expect(gc.page.getByText(NOTICE)).toBeVisible();
  await sub.page.goto(`/projects/${id}`);
  await expect(sub.page.getByRole("heading", { name: "Yard lighting with no address" })).toBeVisible();
  await expect(sub.page.getByText(NOTICE)).toHaveCount(0);

  await gc.page.getByRole("link", { name: "Edit the project" }).click();
  const form = gc.page.locator(`form#project-${id}`);
  await expect(form.getByText(NOTICE)).toBeVisible();
  await form.getByLabel("Zip Code").fill("85004");
  await form.getByRole("button", { name: "Save project" }).click();
  await expect(gc.page.getByText("Your changes are saved.").first()).toBeVisible();
  await expect(gc.page.getByText("(85004)")).toBeVisible();
  await expect(gc.page.getByText(NOTICE)).toHaveCount(0);

  await gc.close();
  await sub.close();
});
