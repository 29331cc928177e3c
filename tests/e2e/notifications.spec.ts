import fs from "node:fs";
import path from "node:path";

import { simpleParser, type ParsedMail } from "mailparser";

import { MAIL_DIR } from "../setup/paths";
import { contractor, expect, test } from "./fixtures";
import { PORT_BASE } from "../../playwright.config";

const PROJECT = {
  title: "Clinic lighting retrofit",
  description: "Replace 80 fixtures with LED panels in a two-storey clinic.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  trade_type: "Electrical",
  budget_range: "$10,000 - $25,000",
  timeline: "2-4 weeks",
  requirements: "Licensed electrical contractor.",
};

/** The emails the local SMTP server received for an address. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR) : [];
  const mails = await Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(MAIL_DIR, f)))));
  return mails.filter((m) => JSON.stringify(m.to).includes(address));
}

test("a subcontractor applies: the contractor's bell counts it, the notification opens the applications, the email arrives", async ({
  browser,
}) => {
  const gc = await contractor(browser, "general_contractor", "Camelback Builders");
  const sub = await contractor(browser, "subcontractor", "Bell Rock Electric");
  const created = await gc.page.request.post("/api/projects", { data: PROJECT });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number };

  const bell = gc.page.getByRole("navigation", { name: "App" }).getByRole("link", { name: /Notifications/ });
  await gc.page.goto("/dashboard");
  await expect(bell).toHaveText("Notifications");

  await sub.page.goto(`/projects/${project.id}/apply`);
  await sub.page.getByLabel("Cover letter").fill("We retrofitted two clinics in Tempe last spring, after hours.");
  await sub.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(sub.page.getByText("Application submitted").first()).toBeVisible();

  // With JavaScript the open page hears of it; without, the next page load shows it.
  if (!test.info().project.use.javaScriptEnabled) await gc.page.reload();
  await expect(bell).toHaveText("Notifications1 unread");

  await bell.click();
  await expect(gc.page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await gc.page.getByRole("link", { name: /Bell Rock Electric applied to "Clinic lighting retrofit"/ }).click();
  await expect(gc.page).toHaveURL(new RegExp(`/projects/${project.id}/applications$`));
  await expect(gc.page.getByRole("link", { name: "Bell Rock Electric", exact: true }).first()).toBeVisible();
  await expect(bell).toHaveText("Notifications");

  await expect
    .poll(async () => (await mailTo(gc.account.email)).map((m) => m.subject), { timeout: 15_000 })
    .toContain('Bell Rock Electric applied to "Clinic lighting retrofit" · TradeLink');
  const [mail] = await mailTo(gc.account.email);
  expect(mail.text).toContain(`http://localhost:${PORT_BASE}/projects/${project.id}/applications`);
  expect(mail.html).toContain("Unsubscribe from these emails");
  expect(await mailTo(sub.account.email)).toEqual([]);

  await gc.page.goto("/notifications?unread=true");
  await expect(gc.page.getByText("You're all caught up")).toBeVisible();
  await gc.close();
  await sub.close();
});
