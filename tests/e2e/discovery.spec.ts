import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  trade_type: "Plumbing",
  title: "Chelsea loft bathroom stack",
  description: "Replace the cast-iron stack and rough in two bathrooms.",
  location: "New York, NY",
  zip_code: "10001",
  budget_range: "$25,000 - $50,000",
  timeline: "1-2 months",
  requirements: "Licensed NYC plumber.",
};

test("a contractor finds the Hoboken plumber near 10001, connects from the result and invites them to bid", async ({
  browser,
}) => {
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const gc = await contractor(browser, "general_contractor", `Midtown Builders ${tag}`, {
    location: "New York, NY",
    zip_code: "10001",
  });
  const hoboken = await contractor(browser, "subcontractor", `Hoboken Plumbing ${tag}`, {
    specialty: "Plumbing",
    location: "Hoboken, NJ",
    zip_code: "07030",
  });
  const beverly = await contractor(browser, "subcontractor", `Beverly Hills Plumbing ${tag}`, {
    specialty: "Plumbing",
    location: "Beverly Hills, CA",
    zip_code: "90210",
    service_radius: 200,
  });
  expect((await gc.page.request.post("/api/projects", { data: PROJECT })).status()).toBe(201);

  const page = gc.page;
  await page.goto("/dashboard");
  const search = page.getByRole("search");
  await expect(search.getByLabel("Zip code")).toHaveValue("10001");
  await search.getByLabel("Specialty").selectOption("Plumbing");
  await search.getByLabel("Distance").selectOption("25");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=1/);
  await expect(page.getByRole("heading", { name: /near New York, NY \(10001\)/ })).toBeVisible();
  const result = page.getByRole("listitem").filter({ hasText: `Hoboken Plumbing ${tag}` });
  await expect(result).toBeVisible();
  await expect(result.getByText(/miles away · serves 25 miles/)).toBeVisible();
  await expect(page.getByText(`Beverly Hills Plumbing ${tag}`)).toHaveCount(0);

  // The same search through the API.
  const api = await page.request.get("/api/search/contractors?specialty=Plumbing&location=10001&distance=25");
  const names = ((await api.json()).items as { business_name: string }[]).map((i) => i.business_name);
  expect(names).toContain(`Hoboken Plumbing ${tag}`);
  expect(names).not.toContain(`Beverly Hills Plumbing ${tag}`);

  await result.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByText("Connection request sent").first()).toBeVisible();
  await expect(page).toHaveURL(/search=1/);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `Hoboken Plumbing ${tag}` })
      .getByText("Pending"),
  ).toBeVisible();

  await page
    .getByRole("listitem")
    .filter({ hasText: `Hoboken Plumbing ${tag}` })
    .getByRole("link", { name: "Invite to bid" })
    .click();
  const invite = page.locator("form#invite");
  await invite.getByLabel("Project", { exact: true }).selectOption({ label: `${PROJECT.title} (New York, NY)` });
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent").first()).toBeVisible();

  await hoboken.page.goto("/projects?tab=invitations");
  await expect(hoboken.page.getByText(PROJECT.title).first()).toBeVisible();
  await Promise.all([gc.close(), hoboken.close(), beverly.close()]);
});

test("a checked preference on /matches reorders the cards", async ({ browser }) => {
  const tag = `${test.info().project.name} ${Date.now().toString(36)}`;
  const gc = await contractor(browser, "general_contractor", `Matching Builders ${tag}`, { zip_code: "10001" });
  // Next door but booked, and 15 miles out but available now.
  const near = await contractor(browser, "subcontractor", `Booked Plumbing ${tag}`, {
    specialty: "Plumbing",
    zip_code: "10001",
    available_now: false,
  });
  const free = await contractor(browser, "subcontractor", `Ready Plumbing ${tag}`, {
    specialty: "Plumbing",
    zip_code: "07501",
    available_now: true,
  });

  const page = gc.page;
  const order = async () => {
    const titles = await page.getByRole("heading", { level: 3 }).allTextContents();
    return titles.filter((t) => t.includes(tag)).map((t) => (t.includes("Booked") ? "booked" : "ready"));
  };
  await page.goto("/matches");
  await expect(page.getByRole("heading", { name: "Smart Matches" })).toBeVisible();
  await expect(page.getByText(`Booked Plumbing ${tag}`)).toBeVisible();
  expect(await order()).toEqual(["booked", "ready"]);

  await page.getByLabel("Prioritize Availability").check();
  if (!test.info().project.use.javaScriptEnabled) await page.getByRole("button", { name: "Update matches" }).click();
  await expect(page).toHaveURL(/prioritizeAvailability=true/);
  await expect.poll(order).toEqual(["ready", "booked"]);
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: `Ready Plumbing ${tag}` })
      .getByText("Available now")
      .first(),
  ).toBeVisible();
  await Promise.all([gc.close(), near.close(), free.close()]);
});
