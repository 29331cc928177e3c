import { connectThroughApi, contractor, expect, test } from "./fixtures";

const ZONE = "America/Phoenix";

/** YYYY-MM-DD on Phoenix clocks (every test account's zone until they choose one), `days` from today. */
function phoenixDay(days: number) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return parts.format(new Date(Date.now() + days * 86_400_000));
}
/** The UTC instant of a Phoenix wall-clock hour (UTC-7 all year). */
const phoenixHour = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00-07:00`);

for (const width of [390, 1280]) {
  test(`a site visit is booked by picking a free hour from the project page, the project chosen, an hour long (${width} px)`, async ({
    browser,
  }) => {
    test.slow();
    const tag = `${test.info().project.name}-${width}`;
    const gc = await contractor(browser, "general_contractor", `Saguaro Builders ${tag}`);
    const sub = await contractor(browser, "subcontractor", `Copperline Electric ${tag}`);
    await gc.page.setViewportSize({ width, height: 900 });
    await sub.page.setViewportSize({ width, height: 900 });
    await connectThroughApi(gc.page, sub.page, sub.id);
    const posted = await gc.page.request.post("/api/projects", {
      data: {
        title: `Clinic lighting retrofit ${tag}`,
        description: "Replace the lighting of a two-storey clinic with LED fixtures and controls.",
        trade_type: "Electrical",
        location: "Tempe, AZ",
        zip_code: "85281",
        budget_range: "$25,000 - $50,000",
        timeline: "1-2 months",
        requirements: "Licensed Arizona electrician.",
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const project = (await posted.json()) as { id: number };
    const applied = await sub.page.request.post("/api/applications", {
      data: {
        project_id: project.id,
        cover_letter: "We rewired two clinics in Tempe this year.",
        bid_amount_dollars: 41_500,
      },
    });
    expect(applied.status()).toBe(201);
    // The contractor already holds 9:00 the day after tomorrow (someone else's request: only "Busy" is shown).
    const day = phoenixDay(2);
    const held = await sub.page.request.post("/api/appointments", {
      data: {
        attendee_id: gc.id,
        title: "Private: the Hendricks punch list",
        start_time: phoenixHour(day, 9).toISOString(),
        end_time: phoenixHour(day, 10).toISOString(),
      },
    });
    expect(held.status()).toBe(201);

    const page = sub.page;
    await page.goto(`/projects/${project.id}`);
    await page.getByRole("link", { name: "Book a site visit" }).click();
    const form = page.locator("form#appointment");
    await expect(form.getByLabel("Project (optional)")).toHaveValue(String(project.id));

    const dayLabel = new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    await form.getByRole("link", { name: new RegExp(`^${dayLabel}: \\d+ free$`) }).click();
    const hours = form.getByRole("list", { name: `Hours on ${dayLabel}` });
    await expect(hours.getByRole("link", { name: "9:00 AM, busy" })).toBeVisible();
    await expect(form).not.toContainText("Hendricks");
    await hours.getByRole("link", { name: "10:00 AM, free" }).click();
    await expect(form.getByLabel("Start")).toHaveValue(`${day}T10:00`);
    await expect(form.getByLabel("End")).toHaveValue(`${day}T11:00`);
    await expect(form.getByLabel("Project (optional)")).toHaveValue(String(project.id));
    await form.getByLabel("Title").fill(`Panel room walkthrough ${tag}`);
    await form.getByRole("button", { name: "Request appointment" }).click();
    await expect(page.getByText("Appointment requested").first()).toBeVisible();

    const listed = await page.request.get("/api/appointments");
    const { items } = (await listed.json()) as {
      items: { title: string; start_time: string; end_time: string; project: { id: number } | null }[];
    };
    const booked = items.find((a) => a.title === `Panel room walkthrough ${tag}`);
    expect(booked).toMatchObject({
      start_time: phoenixHour(day, 10).toISOString(),
      end_time: phoenixHour(day, 11).toISOString(),
      project: { id: project.id },
    });
    await Promise.all([gc.close(), sub.close()]);
  });
}

test("picking a busy hour puts the warning and Book anyway at the top of the form", async ({ browser }) => {
  test.slow();
  const tag = test.info().project.name;
  const gc = await contractor(browser, "general_contractor", `Mesquite Builders ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Ironwood Electric ${tag}`);
  await gc.page.setViewportSize({ width: 390, height: 844 });
  await connectThroughApi(gc.page, sub.page, sub.id);
  const day = phoenixDay(3);
  const blocked = await sub.page.request.put("/api/availability", {
    data: { from: day, to: day, status: "unavailable", notes: "Out of town" },
  });
  expect(blocked.status()).toBe(200);

  const page = gc.page;
  await page.goto(`/appointments/new?userId=${sub.id}&day=${day}`);
  // With JavaScript, hydrated (a dialog over the schedule) before the pick, as under a hand already on the screen.
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.getByRole("dialog")).toBeVisible();
  const form = page.locator("form#appointment");
  await form.getByRole("link", { name: "8:00 AM, unavailable" }).click();
  const warning = form.getByText("They marked that day unavailable on their calendar.");
  await expect(warning).toBeVisible();
  const override = form.getByLabel("Book anyway");
  await expect(override).toBeInViewport();
  // Next to its warning, above the hours and the fields.
  const [warned, box, start] = await Promise.all([
    warning.boundingBox(),
    override.boundingBox(),
    form.getByLabel("Start").boundingBox(),
  ]);
  expect(box!.y - (warned!.y + warned!.height)).toBeLessThan(40);
  expect(box!.y).toBeLessThan(start!.y);
  await form.getByLabel("Title").fill(`Roof walk ${tag}`);
  await override.check();
  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(page.getByText("Appointment requested").first()).toBeVisible();
  await Promise.all([gc.close(), sub.close()]);
});

test("a contractor books a site visit from an applicant's card, the project chosen", async ({ browser }) => {
  test.slow();
  const tag = test.info().project.name;
  const gc = await contractor(browser, "general_contractor", `Ironwood Builders ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Cholla Electric ${tag}`);
  await connectThroughApi(gc.page, sub.page, sub.id);
  const posted = await gc.page.request.post("/api/projects", {
    data: {
      title: `Warehouse service upgrade ${tag}`,
      description: "Upgrade a warehouse's service from 400 A to 800 A with a new switchboard.",
      trade_type: "Electrical",
      location: "Mesa, AZ",
      zip_code: "85201",
      budget_range: "$50,000 - $100,000",
      timeline: "1-2 months",
      requirements: "Licensed Arizona electrician.",
    },
  });
  const project = (await posted.json()) as { id: number };
  const applied = await sub.page.request.post("/api/applications", {
    data: {
      project_id: project.id,
      cover_letter: "We set two switchboards in Mesa this spring.",
      bid_amount_dollars: 88_000,
    },
  });
  expect(applied.status()).toBe(201);

  const page = gc.page;
  await page.goto(`/projects/${project.id}/applications`);
  const card = page.getByRole("listitem").filter({ hasText: `Cholla Electric ${tag}` });
  await card.getByRole("link", { name: "Book a site visit" }).click();
  await expect(page.getByRole("heading", { name: `Book a site visit with Cholla Electric ${tag}` })).toBeVisible();
  await expect(page.locator("form#appointment").getByLabel("Project (optional)")).toHaveValue(String(project.id));
  await Promise.all([gc.close(), sub.close()]);
});
