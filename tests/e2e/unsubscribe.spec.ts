import fs from "node:fs";
import path from "node:path";

import { simpleParser } from "mailparser";

import { MAIL_DIR } from "../setup/paths";
import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Dental office rewire",
  description: "Rewire four operatories and the front desk of a dental office.",
  location: "Phoenix, AZ",
  zip_code: "85004",
  trade_type: "Electrical",
  budget_range: "$10,000 - $25,000",
  timeline: "2-4 weeks",
  requirements: "Licensed electrical contractor.",
};

/** The unsubscribe link of the first email the local SMTP server received for an address, once it is there. */
async function unsubscribeLinkTo(address: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR) : [];
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, file)));
          const found =
            JSON.stringify(mail.to).includes(address) && /Unsubscribe from these emails: (\S+)/.exec(mail.text ?? "");
          if (found) link = found[1];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("opening an email's unsubscribe link changes nothing; pressing its button turns only that email off", async ({
  browser,
}) => {
  const gc = await contractor(browser, "general_contractor", "Cholla Builders");
  const sub = await contractor(browser, "subcontractor", "Saguaro Electric");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const applied = await sub.page.request.post("/api/applications", {
    data: { project_id: project.id, cover_letter: "We rewired three dental offices in Mesa this year." },
  });
  expect(applied.status()).toBe(201);
  const link = await unsubscribeLinkTo(gc.account.email);
  const settings = async () => (await gc.page.request.get("/api/privacy-settings")).json();

  // A mail scanner (or the user) opens the link: a page that says what the button would change, nothing more.
  for (let i = 0; i < 2; i++) {
    expect((await gc.page.goto(link))?.status()).toBe(200);
    await expect(gc.page.getByRole("heading", { name: "Unsubscribe from these emails?" })).toBeVisible();
  }
  expect(await settings()).toMatchObject({ receive_application_updates: true });

  await gc.page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(gc.page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(
    gc.page.getByText(
      "You'll no longer get emails about applications, bids and their revisions, and decisions on them.",
    ),
  ).toBeVisible();
  expect(await settings()).toMatchObject({
    receive_application_updates: false,
    receive_messages: true,
    receive_connections: true,
  });

  await gc.page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(gc.page.getByRole("heading", { name: "You're subscribed again" })).toBeVisible();
  expect(await settings()).toMatchObject({ receive_application_updates: true });
  await Promise.all([gc.close(), sub.close()]);
});
