import { pdfFile, pngFile } from "../helpers/files";
import { expect, signUp, test } from "./fixtures";
import type { Page } from "@playwright/test";

const PNG = await pngFile();
const PDF = await pdfFile();
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG.bytes });

function inDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function completeSubProfile(page: Page, name: string) {
  await page.goto("/profile");
  const form = page.locator("form#sub-profile");
  await form.getByLabel("Business Name").fill(name);
  await form.getByLabel("Location").fill("Tempe, AZ");
  await form.getByLabel("Zip Code").fill("85281");
  await form.getByLabel("Specialty").selectOption("Electrical");
  await form.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Your profile has been updated successfully.").first()).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a photo saved with the profile form shows in the sidebar and the header", async ({ page }) => {
      await signUp(page, "subcontractor");
      await completeSubProfile(page, "Photo Test Electric");
      const form = page.locator("form#sub-profile");
      await form.getByLabel("Photo or logo").setInputFiles(png("logo.png"));
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Your profile photo has been updated successfully.").first()).toBeVisible();
      await expect(page.locator("aside img")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\/avatar$/);
      await expect(page.getByRole("main").locator("img").first()).toHaveAttribute("src", /\/uploads\//);

      // A file that is not an image is refused with the reason, and the typed values stay.
      await form.getByLabel("Business Name").fill("Renamed Electric");
      await form.getByLabel("Photo or logo").setInputFiles({
        name: "notes.png",
        mimeType: "image/png",
        buffer: Buffer.from("just some text"),
      });
      await form.getByRole("button", { name: "Save Profile" }).click();
      await expect(form.getByText("Failed to update profile photo")).toBeVisible();
      await expect(form.getByText("That file is not a supported image")).toBeVisible();
      await expect(form.getByLabel("Business Name")).toHaveValue("Renamed Electric");
    });

    test("a credential with a PDF expiring in 10 days shows as Expiring, with a warning", async ({ page }) => {
      await signUp(page, "subcontractor");
      await completeSubProfile(page, "Credential Test Electric");
      await page.goto("/profile?tab=certifications");
      await page.getByRole("link", { name: "Add credential" }).click();
      await expect(page).toHaveURL(/\/profile\/certifications\/new$/);
      const form = page.locator("form#credential-new");
      await form.getByLabel("Kind").selectOption("insurance");
      await form.getByLabel("Name").fill("General Liability Certificate");
      await form.getByLabel("Issuer").fill("Desert Mutual Insurance");
      await form.getByLabel("Expiry date").fill(inDays(10));
      await form.getByLabel("Files").setInputFiles({
        name: "coi.pdf",
        mimeType: "application/pdf",
        buffer: PDF.bytes,
      });
      await form.getByRole("button", { name: "Add credential" }).click();

      await expect(page).toHaveURL(/\/profile\?tab=certifications$/);
      const item = page.getByRole("listitem").filter({ hasText: "General Liability Certificate" });
      await expect(item.getByText("Expiring", { exact: true })).toBeVisible();
      await expect(item.getByRole("link", { name: /coi/ })).toHaveAttribute("href", /\/uploads\/[a-f0-9]{32}\/file/);
      await expect(page.getByText("1 credential expires within 30 days")).toBeVisible();
      // Uploaded, not checked by an admin yet: "Credentials on file", never "Verified".
      await expect(page.getByRole("link", { name: "Credentials on file" })).toBeVisible();
      await expect(item.getByText("Awaiting review")).toBeVisible();
      await expect(page.getByRole("link", { name: "Verified", exact: true })).toHaveCount(0);
    });

    test("a portfolio item with two photos opens from the profile", async ({ page }) => {
      await signUp(page, "subcontractor");
      await completeSubProfile(page, "Portfolio Test Electric");
      await page.goto("/profile?tab=portfolio");
      await page.getByRole("link", { name: "Add portfolio item" }).click();
      const form = page.locator("form#portfolio-new");
      await form.getByLabel("Title").fill("ab");
      await form.getByRole("button", { name: "Add to portfolio" }).click();
      await expect(form.getByText("Title must be at least 3 characters")).toBeVisible();

      await form.getByLabel("Title").fill("Warehouse lighting retrofit");
      await form.getByLabel("Location").fill("Mesa, AZ");
      await form.getByLabel("Client").fill("Copper Logistics");
      await form.getByLabel("Features").fill("High-bay LED fixtures\nOccupancy sensors");
      await form.getByLabel("Photos").setInputFiles([png("one.png"), png("two.png")]);
      await form.getByRole("button", { name: "Add to portfolio" }).click();

      await expect(page).toHaveURL(/\/profile\?tab=portfolio$/);
      await page
        .getByRole("link", { name: /Warehouse lighting retrofit/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/project\/\d+\/user\/\d+$/);
      await expect(page.getByRole("heading", { name: "Warehouse lighting retrofit" })).toBeVisible();
      await expect(page.getByText("Copper Logistics")).toBeVisible();
      await expect(page.getByText("Occupancy sensors")).toBeVisible();
      await expect(page.getByRole("link", { name: /Photo 2/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Profile" })).toHaveAttribute(
        "href",
        "/profile?tab=portfolio",
      );
    });
  });
}

test("another user's profile shows the details, a Message link and Connect", async ({ page, browser }) => {
  await signUp(page, "subcontractor");
  await completeSubProfile(page, "Visible Electric");
  const ownerId = (await (await page.request.get("/api/user")).json()).id;

  const visitor = await browser.newPage();
  await signUp(visitor, "general_contractor");
  await visitor.goto(`/profile/${ownerId}`);
  await expect(visitor.getByRole("heading", { name: "Visible Electric" })).toBeVisible();
  await expect(visitor.getByText("No description provided.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Message", exact: true })).toHaveAttribute(
    "href",
    `/messages?userId=${ownerId}`,
  );
  await expect(visitor.getByRole("link", { name: "Connect", exact: true })).toHaveAttribute(
    "href",
    `/connections/new?userId=${ownerId}`,
  );
  await visitor.goto("/profile/99999999");
  await expect(visitor.getByRole("heading", { name: "Profile not found" })).toBeVisible();
  await visitor.close();
});
