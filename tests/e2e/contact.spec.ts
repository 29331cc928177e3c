import { expect, hydratedByReact, test } from "./fixtures";

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
  });

  test("shows the form's message under each required field when empty", async ({ page }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please select a subject")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByText("Message sent!")).toHaveCount(0);
  });

  test("explains each bad value and keeps what was typed", async ({ page }) => {
    await page.getByLabel("Name", { exact: true }).fill("J");
    await page.getByLabel("Email", { exact: true }).fill("jordan@");
    await page.getByLabel("Subject", { exact: true }).selectOption("billing");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByText("Please select a subject")).toHaveCount(0);
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("jordan@");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("billing");
  });

  test("a press on Send that leaves a field with a mistake sends: the field's message waits for the release", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript a field is checked when the form is sent");
    await page.getByLabel("Name", { exact: true }).fill("Jordan Ellis");
    await page.getByLabel("Email", { exact: true }).fill("jordan@");
    // Leaving a field checks it once the form runs (a field left before the page's code ran is checked when the form
    // is sent): the email's message shows.
    await hydratedByReact(page, 'input[name="email"]');
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("Message", { exact: true }).focus();

    const send = page.getByRole("button", { name: "Send Message" });
    const before = await send.boundingBox();
    await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
    await page.mouse.down();
    // Pressed: the message field has lost the focus, and Send has not moved under the pointer.
    await expect(page.getByLabel("Message", { exact: true })).not.toBeFocused();
    expect(await send.boundingBox()).toEqual(before);
    await expect(page.getByText("Message must be at least 10 characters")).toHaveCount(0);
    await page.mouse.up();

    // The click sent the form: every field is checked, the subject (never visited) too.
    await expect(page.getByText("Please select a subject")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  });

  test("sends a valid message, confirms it and resets the form", async ({ page }) => {
    await page.getByLabel("Name", { exact: true }).fill("Jordan Ellis");
    await page.getByLabel("Email", { exact: true }).fill("jordan@ellisroofing.com");
    await page.getByLabel("Phone (optional)").fill("(503) 555-0188");
    await page.getByLabel("I am a (optional)").selectOption("subcontractor");
    await page.getByLabel("Subject", { exact: true }).selectOption("support");
    await page.getByLabel("Message", { exact: true }).fill("I cannot find where to upload my roofing license.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message sent!").first()).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  });

  test("the confirmation is a toast: F8 reaches it, pointing at it keeps it, its button dismisses it", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript it is a status box that fades by itself");
    await page.getByLabel("Name", { exact: true }).fill("Jordan Ellis");
    await page.getByLabel("Email", { exact: true }).fill("jordan@ellisroofing.com");
    await page.getByLabel("Subject", { exact: true }).selectOption("support");
    await page.getByLabel("Message", { exact: true }).fill("Where do I upload my roofing license?");
    await page.getByRole("button", { name: "Send Message" }).click();

    const area = page.getByRole("region", { name: "Notifications (F8)" });
    const toast = area.getByRole("status").filter({ hasText: "Message sent!" });
    await expect(toast).toBeVisible();
    await page.keyboard.press("F8");
    await expect(area).toBeFocused();
    await toast.hover();
    await page.waitForTimeout(5_500); // longer than the 5 s it shows for, unless paused
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("a toast that came with the document becomes the live toast once the app runs, without a hydration error", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript it stays the status box");
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.getByLabel("Name", { exact: true }).fill("Jordan Ellis");
    await page.getByLabel("Email", { exact: true }).fill("jordan@ellisroofing.com");
    await page.getByLabel("Subject", { exact: true }).selectOption("support");
    await page.getByLabel("Message", { exact: true }).fill("Where do I upload my roofing license?");
    // A native submit loads the answer as a new document (as without JavaScript), whose app then runs.
    await Promise.all([
      page.waitForURL(/\/contact$/),
      page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/contact?intent=send"]')?.submit()),
    ]);

    const toast = page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status");
    await expect(toast.filter({ hasText: "Message sent!" })).toBeVisible();
    await expect(toast.getByRole("button", { name: "Dismiss notification" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("presets the subject from the link that brought you here", async ({ page }) => {
    await page.goto("/contact?subject=billing");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("billing");
  });
});
