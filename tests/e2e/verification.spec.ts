import { pdfFile } from "../helpers/files";
import { administrator, contractor, expect, test } from "./fixtures";

const PDF = await pdfFile();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("an admin approves a license from the queue; the owner then shows Verified, linking to the criteria", async ({
      browser,
    }) => {
      test.slow(); // three signed-in people
      const sub = await contractor(browser, "subcontractor", `Queue Test Electric ${width}`);
      const name = `AZ ROC License ${test.info().project.name} ${width} ${Date.now()}`;
      const uploaded = await sub.page.request.post("/api/certifications", {
        multipart: {
          kind: "license",
          name,
          issuer: "Arizona Registrar of Contractors",
          number: "ROC 318877",
          expires_on: inDays(300),
          files: { name: "roc-license.pdf", mimeType: "application/pdf", buffer: PDF.bytes },
        },
      });
      expect(uploaded.status()).toBe(201);

      // Unchecked: the owner's profile says "Credentials on file", the credential "Awaiting review".
      await sub.page.goto("/profile?tab=certifications");
      await expect(sub.page.getByRole("link", { name: "Credentials on file" })).toBeVisible();
      await expect(sub.page.getByRole("listitem").filter({ hasText: name }).getByText("Awaiting review")).toBeVisible();

      const admin = await administrator(browser);
      await admin.page.goto("/admin");
      await admin.page.getByRole("link", { name: /Verification/ }).click();
      await expect(admin.page).toHaveURL(/\/admin\?tab=verification$/);
      const card = admin.page.getByRole("listitem").filter({ has: admin.page.getByRole("heading", { name }) });
      await expect(card.getByText("ROC 318877")).toBeVisible();
      await expect(card.getByText(`Queue Test Electric ${width}`)).toBeVisible();
      await expect(card.getByRole("link", { name: /roc-license\.pdf/ })).toHaveAttribute("href", /\/uploads\//);
      await card.getByRole("button", { name: /^Approve/ }).click();
      await expect(admin.page.getByText(`Verified: ${name}`).first()).toBeVisible();
      await expect(admin.page.getByRole("heading", { name })).toHaveCount(0);

      const gc = await contractor(browser, "general_contractor", `Badge Reader Builders ${width}`);
      await gc.page.goto(`/profile/${sub.id}`);
      const badge = gc.page.getByRole("link", { name: "Verified", exact: true });
      await expect(badge).toBeVisible();
      await expect(gc.page.getByRole("link", { name: "Credentials on file" })).toHaveCount(0);
      await badge.click();
      await expect(gc.page).toHaveURL(/\/verification$/);
      await expect(gc.page.getByRole("heading", { level: 1, name: "What the Verified badge means" })).toBeVisible();

      await sub.page.goto("/profile?tab=certifications");
      await expect(sub.page.getByRole("listitem").filter({ hasText: name }).getByText("Verified")).toBeVisible();
      await Promise.all([sub.close(), admin.close(), gc.close()]);
    });

    test("refusing needs a reason, which the owner reads beside the credential", async ({ browser }) => {
      test.slow();
      const sub = await contractor(browser, "subcontractor", `Refused Test Electric ${width}`);
      const name = `Liability certificate ${test.info().project.name} ${width} ${Date.now()}`;
      const uploaded = await sub.page.request.post("/api/certifications", {
        multipart: {
          kind: "insurance",
          name,
          issuer: "Desert Mutual",
          expires_on: inDays(120),
          files: { name: "coi.pdf", mimeType: "application/pdf", buffer: PDF.bytes },
        },
      });
      expect(uploaded.status()).toBe(201);

      const admin = await administrator(browser);
      await admin.page.goto("/admin?tab=verification");
      const card = admin.page.getByRole("listitem").filter({ has: admin.page.getByRole("heading", { name }) });
      const reason = "The insured name is not this business.";
      await card.getByLabel("Reason for refusing (the owner reads it)").fill(reason);
      await card.getByRole("button", { name: /^Refuse/ }).click();
      await expect(admin.page.getByText(`Refused: ${name}`).first()).toBeVisible();

      await sub.page.goto("/profile?tab=certifications");
      const item = sub.page.getByRole("listitem").filter({ hasText: name });
      await expect(item.getByText("Refused", { exact: true })).toBeVisible();
      await expect(item.getByText(`Reason: ${reason}`)).toBeVisible();
      await expect(sub.page.getByRole("link", { name: "Credentials on file" })).toHaveCount(0);
      await sub.page.goto("/notifications");
      await expect(sub.page.getByText(`Your insurance certificate "${name}" was not verified`)).toBeVisible();
      await Promise.all([sub.close(), admin.close()]);
    });
  });
}
