import { expect, test } from "./fixtures";

// Screenshots of the main public pages on a phone and a desktop, light and dark, kept as test attachments.
// Each also checks that nothing sticks out sideways. Server-rendered pages look the same with and without
// JavaScript, so this runs in the no-js project only.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "server-rendered look is checked once");

for (const path of ["/", "/pricing", "/faq", "/auth"]) {
  for (const width of [390, 1280]) {
    for (const theme of ["light", "dark"] as const) {
      test(`${path} at ${width} px, ${theme}`, async ({ page, baseURL }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme });
        await page.context().addCookies([{ name: "theme", value: btoa(JSON.stringify("system")), url: baseURL! }]);
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await testInfo.attach(`${path}-${width}-${theme}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: "image/png",
        });
      });
    }
  }
}
