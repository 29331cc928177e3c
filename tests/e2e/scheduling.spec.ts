import fs from "node:fs";

import type { Page } from "@playwright/test";

import { connectThroughApi, contractor, expect, test } from "./fixtures";

/** YYYY-MM-DD, `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function downloadIcs(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to calendar" }).first().click(),
  ]);
  return fs.readFileSync((await download.path())!, "utf8");
}

test("a contractor books a site visit, is warned off an unavailable day, the subcontractor accepts, both get the .ics", async ({
  browser,
}) => {
  const tag = test.info().project.name;
  const gc = await contractor(browser, "general_contractor", `Booking Builders ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Busy Week Electric ${tag}`);
  await connectThroughApi(gc.page, sub.page, sub.id);
  const unavailable = await sub.page.request.put("/api/availability", {
    data: { from: inDays(7), to: inDays(13), status: "unavailable", notes: "Out of town" },
  });
  expect(unavailable.status()).toBe(200);

  const page = gc.page;
  await page.goto(`/profile/${sub.id}`);
  await page.getByRole("link", { name: "Book a site visit" }).click();
  const form = page.locator("form#appointment");
  await form.getByLabel("Title").fill(`Panel room walkthrough ${tag}`);
  await form.getByLabel("Start").fill(`${inDays(9)}T09:00`);
  await form.getByLabel("End").fill(`${inDays(9)}T10:00`);
  await form.getByLabel("Location (optional)").fill("401 W Main St, Mesa, AZ");
  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(page.getByText("They marked that day unavailable on their calendar.")).toBeVisible();

  // Another day, outside the week they marked.
  await form.getByLabel("Start").fill(`${inDays(15)}T09:00`);
  await form.getByLabel("End").fill(`${inDays(15)}T10:00`);
  // Enter, as a person might: the form's error message can go as it is revalidated, moving the button under a click.
  // Until that revalidation ends the button says it is busy (disabled), and a disabled default button makes Enter do
  // nothing, so wait for it as a person would.
  await expect(form.getByRole("button", { name: "Request appointment" })).toBeEnabled();
  await form.getByLabel("Location (optional)").press("Enter");
  await expect(page.getByText("Appointment requested").first()).toBeVisible();
  await expect(page).toHaveURL(/\/appointments$/);
  await expect(page.getByText("Waiting for an answer")).toBeVisible();

  await sub.page.goto("/appointments");
  const card = sub.page.getByRole("listitem").filter({ hasText: `Panel room walkthrough ${tag}` });
  await card.getByRole("button", { name: "Accept" }).click();
  await expect(sub.page.getByText("Appointment confirmed").first()).toBeVisible();
  await expect(
    sub.page
      .getByRole("listitem")
      .filter({ hasText: `Panel room walkthrough ${tag}` })
      .getByText("Confirmed"),
  ).toBeVisible();

  for (const who of [sub.page, page]) {
    await who.goto("/appointments");
    const ics = await downloadIcs(who);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`SUMMARY:Panel room walkthrough ${tag}`);
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("LOCATION:401 W Main St\\, Mesa\\, AZ");
  }
  await Promise.all([gc.close(), sub.close()]);
});

test("either side cancels with a reason", async ({ browser }) => {
  const tag = test.info().project.name;
  const gc = await contractor(browser, "general_contractor", `Cancel Builders ${tag}`);
  const sub = await contractor(browser, "subcontractor", `Cancel Electric ${tag}`);
  await connectThroughApi(gc.page, sub.page, sub.id);
  const start = new Date(`${inDays(20)}T16:00:00Z`);
  const booked = await gc.page.request.post("/api/appointments", {
    data: {
      attendee_id: sub.id,
      title: `Slab inspection ${tag}`,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    },
  });
  expect(booked.status()).toBe(201);

  await sub.page.goto("/appointments");
  await sub.page
    .getByRole("listitem")
    .filter({ hasText: `Slab inspection ${tag}` })
    .getByRole("link", { name: "Cancel", exact: true })
    .click();
  await sub.page.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(sub.page.getByText("Please give a reason")).toBeVisible();
  await sub.page.getByLabel("Reason").fill("The pour moved to next month.");
  await sub.page.getByRole("button", { name: "Cancel appointment" }).click();
  await expect(sub.page.getByText("Appointment canceled").first()).toBeVisible();

  await gc.page.goto("/appointments");
  await expect(gc.page.getByText("Canceled: The pour moved to next month.")).toBeVisible();
  await Promise.all([gc.close(), sub.close()]);
});
