import fs from "node:fs";
import http from "node:http";

import { pdfFile } from "../helpers/files";
import { contractor, expect, test } from "./fixtures";

const PROJECT = {
  title: "Clinic tenant improvement",
  description: "Lighting, power and low voltage for a 6,000 sq ft clinic.",
  trade_type: "Electrical",
  location: "Tempe, AZ",
  zip_code: "85281",
  budget_range: "$25,000 - $50,000",
  timeline: "2-4 weeks",
  requirements: "Licensed electrical contractor.",
};

const PDF = (await pdfFile()).bytes;

test("without JavaScript, the owner uploads a PDF through the plain form", async ({ browser }) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, "the plain form is what shows without JavaScript");
  const gc = await contractor(browser, "general_contractor");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  await gc.page.goto(`/projects/${project.id}/documents/new`);
  await gc.page.getByLabel("Title").fill("Bid set rev 0");
  await gc.page.getByLabel("Category").selectOption("drawings");
  await gc.page.getByLabel("File").setInputFiles({ name: "bid-set.pdf", mimeType: "application/pdf", buffer: PDF });
  const posted = gc.page.waitForResponse((r) => r.request().method() === "POST");
  await gc.page.getByRole("button", { name: "Upload" }).click();
  expect((await posted).status()).toBe(302);
  await expect(gc.page).toHaveURL(new RegExp(`/projects/${project.id}/documents$`));

  // A file that is not what its name says is refused under the field.
  await gc.page.goto(`/projects/${project.id}/documents/new`);
  await gc.page.getByLabel("File").setInputFiles({
    name: "plans.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("PK\u0003\u0004 not a drawing"),
  });
  await gc.page.getByRole("button", { name: "Upload" }).click();
  await expect(gc.page.getByText(/not a PDF, JPEG, PNG, HEIC, XLSX or DOCX file/).first()).toBeVisible();

  // A stranger's page is a 403 with the reason.
  const other = await contractor(browser, "general_contractor", "Other Builders");
  const refused = await other.page.goto(`/projects/${project.id}/documents/new`);
  expect(refused?.status()).toBe(403);
  await Promise.all([gc.close(), other.close()]);
});

test("without JavaScript, an uploaded PDF shows its thumbnail and opens as a sheet to the owner and an invited bidder; a stranger gets 403", async ({
  browser,
}) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, "the plain form is what shows without JavaScript");
  test.setTimeout(120_000); // the server's preview job renders the sheet, on a machine busy with the rest of the suite
  const gc = await contractor(browser, "general_contractor", "Mesa Verde Builders");
  const invited = await contractor(browser, "subcontractor", "Saltillo Electric");
  const stranger = await contractor(browser, "subcontractor", "Caliche Power");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const invitation = await gc.page.request.post(`/api/projects/${project.id}/invitations`, {
    data: { subcontractor_id: invited.id },
  });
  expect(invitation.status()).toBe(201);

  const { page } = gc;
  await page.goto(`/projects/${project.id}/documents/new`);
  await page.getByLabel("Title").fill("Electrical plan");
  await page.getByLabel("File").setInputFiles({ name: "e-101.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/documents$`));

  // The job renders the sheet in the background: the list shows its thumbnail once it is there (Refresh, no JS).
  const thumbnail = page.locator("main img");
  await expect
    .poll(
      async () => {
        await page.reload();
        return thumbnail.count();
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(1);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

  await page.getByRole("link", { name: "Electrical plan" }).click();
  await expect(page.getByRole("heading", { name: "Electrical plan" })).toBeVisible();
  const sheet = page.locator("main img");
  await expect.poll(() => sheet.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);
  const viewer = new URL(page.url()).pathname;

  await invited.page.goto(viewer);
  await expect(invited.page.getByRole("heading", { name: "Electrical plan" })).toBeVisible();
  const bidderSheet = invited.page.locator("main img");
  await expect.poll(() => bidderSheet.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);

  const refused = await stranger.page.goto(viewer);
  expect(refused?.status()).toBe(403);
  await expect(stranger.page.getByText("open to the subcontractors invited to bid")).toBeVisible();
  await Promise.all([gc.close(), invited.close(), stranger.close()]);
});

test("with JavaScript, a large upload cut off by a dropped signal resumes where it stopped", async ({ browser }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "the resumable uploader needs JavaScript");
  test.slow();
  const gc = await contractor(browser, "general_contractor");
  const page = gc.page;
  const project = (await (await page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  // 8 MB: a real PDF with padding after its end (the uploader sends 1 MB chunks).
  const big = Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024 - PDF.length, 0x20)]);

  const offsets: number[] = [];
  let uploadUrl = "";
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/api/uploads/resumable")) {
      uploadUrl = new URL(response.headers()["location"], response.url()).href;
    }
  });
  let patches = 0;
  let cutAt = -1;
  await page.route("**/api/uploads/resumable/*", async (route) => {
    const request = route.request();
    if (request.method() !== "PATCH") return route.continue();
    offsets.push(Number(request.headers()["upload-offset"]));
    if (++patches === 4) {
      // The signal drops after three chunks arrived.
      cutAt = offsets.at(-1)!;
      await page.context().setOffline(true);
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });

  await page.goto(`/projects/${project.id}/documents/new`);
  await page.getByLabel("Files").setInputFiles({ name: "full-set.pdf", mimeType: "application/pdf", buffer: big });
  const progress = page.getByRole("progressbar", { name: "Upload of full-set.pdf" });
  await expect(progress).toBeVisible();
  await expect(page.getByText("Waiting for the signal…")).toBeVisible({ timeout: 30_000 });

  // What the server holds while offline (asked outside the page, which is offline).
  const head = await gc.page.request.fetch(uploadUrl, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0" } });
  const held = Number(head.headers()["upload-offset"]);
  expect(held).toBe(cutAt);
  expect(held).toBeGreaterThan(0);

  await page.context().setOffline(false);
  await expect(page.getByText("Uploaded", { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  // It never started over: every chunk after the cut began at or past what the server held.
  const afterCut = offsets.slice(offsets.indexOf(cutAt) + 1);
  expect(afterCut.length).toBeGreaterThan(0);
  for (const offset of afterCut) expect(offset).toBeGreaterThanOrEqual(held);
  await expect(page.getByText("All uploaded.")).toBeVisible();
  await gc.close();
});

test("with JavaScript, an upload stopped by a reload carries on when the same file is picked again", async ({
  browser,
}) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "the resumable uploader needs JavaScript");
  test.slow();
  const gc = await contractor(browser, "general_contractor");
  const page = gc.page;
  const project = (await (await page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  // A file on disk keeps its date, so the browser knows it as the same file after the reload.
  const file = test.info().outputPath("reloaded-set.pdf");
  fs.writeFileSync(file, Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024 - PDF.length, 0x20)]));

  let creations = 0;
  const offsets: number[] = [];
  let blocked = false;
  let refused = 0;
  await page.route("**/api/uploads/resumable**", async (route) => {
    const method = route.request().method();
    if (method === "POST") creations++;
    if (method !== "PATCH") return route.continue();
    if (blocked) {
      refused++;
      return route.abort("failed");
    }
    offsets.push(Number(route.request().headers()["upload-offset"]));
    if (offsets.length === 3) blocked = true;
    return route.continue();
  });
  await page.goto(`/projects/${project.id}/documents/new`);
  await page.getByLabel("Files").setInputFiles(file);
  // The third chunk arrived whole once the fourth was tried.
  await expect.poll(() => refused).toBeGreaterThan(0);
  const held = 3 * 1024 * 1024;

  await page.reload();
  blocked = false;
  await page.getByLabel("Files").setInputFiles(file);
  await expect(page.getByText("All uploaded.")).toBeVisible({ timeout: 60_000 });
  expect(creations).toBe(1);
  const afterReload = offsets.slice(3);
  expect(afterReload[0]).toBe(held);
  await gc.close();
});

test("a download resumes with Range", async ({ browser }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "one run is enough: no page involved");
  const gc = await contractor(browser, "general_contractor");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const created = await gc.page.request.post(`/api/projects/${project.id}/documents`, {
    multipart: {
      title: "Specifications",
      category: "specifications",
      file: { name: "specs.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(created.status()).toBe(201);
  const doc = (await created.json()) as { id: number; current: { sha256: string } };
  const url = `/projects/${project.id}/documents/${doc.id}/file`;
  const whole = await gc.page.request.get(url);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["etag"]).toBe(`"${doc.current.sha256}"`);
  const rest = await gc.page.request.get(url, {
    headers: { Range: "bytes=500-", "If-Range": whole.headers()["etag"] },
  });
  expect(rest.status()).toBe(206);
  expect(rest.headers()["content-range"]).toBe(`bytes 500-${PDF.length - 1}/${PDF.length}`);
  expect(Buffer.from(await rest.body())).toEqual(PDF.subarray(500));
  const api = await gc.page.request.get(`/api/documents/${doc.id}/file`, {
    headers: { Range: `bytes=${PDF.length}-` },
  });
  expect(api.status()).toBe(416);
  await gc.close();
});

test("a file kept on this device downloads without a signal; one not kept does not", async ({ browser }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "keeping a file needs the service worker");
  const gc = await contractor(browser, "general_contractor");
  const { page } = gc;
  const project = (await (await page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const upload = (title: string) =>
    page.request
      .post(`/api/projects/${project.id}/documents`, {
        multipart: { title, file: { name: `${title}.pdf`, mimeType: "application/pdf", buffer: PDF } },
      })
      .then((r) => r.json() as Promise<{ id: number }>);
  const kept = await upload("Kept set");
  const other = await upload("Other set");
  await page.goto("/dashboard");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });

  await page.goto(`/projects/${project.id}/documents/${kept.id}`);
  await page.getByRole("button", { name: /^Keep on this device/ }).click();
  await expect(page.getByText(/^Kept on this device/)).toBeVisible();

  await page.context().setOffline(true);
  const fetched = (href: string) =>
    page.evaluate(
      (url) =>
        fetch(url).then(
          (r) => r.arrayBuffer().then((b) => b.byteLength),
          () => -1,
        ),
      href,
    );
  expect(await fetched(`/projects/${project.id}/documents/${kept.id}/file`)).toBe(PDF.length);
  expect(await fetched(`/projects/${project.id}/documents/${other.id}/file`)).toBe(-1);
  await page.context().setOffline(false);

  await page.getByRole("button", { name: "Remove from this device" }).click();
  await expect(page.getByRole("button", { name: /^Keep on this device/ })).toBeVisible();
  await gc.close();
});

test("a file over the form's 50 MB is refused before it is read, saying how to send it", async ({ browser }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "one run is enough: no page involved");
  const gc = await contractor(browser, "general_contractor");
  const project = (await (await gc.page.request.post("/api/projects", { data: PROJECT })).json()) as { id: number };
  const cookie = (await gc.page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const url = new URL(`/projects/${project.id}/documents/new`, test.info().project.use.baseURL);
  // The declared length alone decides: nothing of the 70 MB is sent.
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Accept: "text/html",
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(70 * 1024 * 1024),
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.flushHeaders();
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain(
    "This form takes files up to 50 MB. Bigger files (up to 250 MB) go through the uploader",
  );
  await gc.close();
});
