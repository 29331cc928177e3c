import fs from "node:fs";

import { eq } from "drizzle-orm";
import sharp from "sharp";

import { documentActivity, documentVersions } from "../../db/schema";
import { inviteToBid } from "~/domain/invitations.server";
import { renderPendingPreviews } from "~/domain/plan-previews.server";
import { sheetImage, sheetInfo, sheetViewer } from "~/domain/plan-sheets.server";
import { createProject } from "~/domain/projects.server";
import { db } from "~/infra/db.server";
import { previewPath } from "~/infra/pdf-render.server";
import { loader as viewerPage } from "~/routes/documents/_app.projects_.$projectId_.documents_.$docId._index";
import { loader as sheetApi } from "~/routes/documents/api.documents.$id.sheets.$n";
import { loader as serveSheet } from "~/routes/documents/projects_.$projectId_.documents_.$docId_.sheets.$n.$size";
import { drawingSet, encryptedPdf, storeDocument, truncatedPdf, versionRow } from "../helpers/plan-sets";
import { CLINIC_PROJECT } from "../helpers/projects";
import { args, getRequest } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const owner = await makeUser("general_contractor");
const invited = await makeUser("subcontractor");
const stranger = await makeUser("subcontractor");
const project = await createProject(owner, CLINIC_PROJECT);
await inviteToBid(owner, project.id, { subcontractor_id: invited.id, note: "Plans are up." });

const store = async (bytes: Uint8Array, options?: Parameters<typeof storeDocument>[3]) =>
  await storeDocument(owner, project.id, bytes, options);

const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#8aa" } })
  .png()
  .toBuffer();

const set = await store(await drawingSet(["A-101", "A-102", "A-103"]));
const encrypted = await store(await encryptedPdf());
const truncated = await store(await truncatedPdf());
const huge = await store(await drawingSet(["S-201"], { inches: [200, 200] }));
const photo = await store(png, { contentType: "image/png" });
const numbered = await store(await drawingSet(["A-101", "A-101"], { inches: [11, 8.5] }));
/** Claimed by a process that died: its lease ran out. */
const abandoned = await store(await drawingSet(["E-001"], { inches: [11, 8.5] }));
await db
  .update(documentVersions)
  .set({ previewState: "rendering", previewLeaseUntil: new Date(Date.now() - 1000) })
  .where(eq(documentVersions.id, abandoned.versionId));
/** Claimed by a live process: its lease runs on. */
const leased = await store(await drawingSet(["E-002"], { inches: [11, 8.5] }));
await db
  .update(documentVersions)
  .set({ previewState: "rendering", previewLeaseUntil: new Date(Date.now() + 60 * 60_000) })
  .where(eq(documentVersions.id, leased.versionId));

beforeAll(async () => {
  await renderPendingPreviews();
}, 300_000);

describe("the sheet preview job", () => {
  it("renders each page of a drawing set to a thumbnail and a page image, and reads the sheet numbers", async () => {
    const row = await versionRow(set.versionId);
    expect(row).toMatchObject({ previewState: "ready", pageCount: 3, previewsDone: 3, previewError: null });
    expect(JSON.parse(row.sheetLabels ?? "null")).toEqual(["A-101", "A-102", "A-103"]);
    const page = await sharp(previewPath(set.fileKey, 2, "page")).metadata();
    expect([page.format, page.width, page.height]).toEqual(["webp", 2400, 1600]);
    const thumb = await sharp(previewPath(set.fileKey, 3, "thumb")).metadata();
    expect([thumb.format, thumb.width]).toEqual(["webp", 320]);
  });

  it("ends an encrypted PDF and a truncated one as failed, with the reason kept", async () => {
    expect(await versionRow(encrypted.versionId)).toMatchObject({
      previewState: "failed",
      previewError: "The file is protected by a password",
    });
    const broken = await versionRow(truncated.versionId);
    expect(broken.previewState).toBe("failed");
    expect(broken.previewError).toBeTruthy();
    expect(fs.existsSync(previewPath(truncated.fileKey, 1, "page"))).toBe(false);
  });

  it("draws a 200-inch page within the pixel bounds", async () => {
    expect(await versionRow(huge.versionId)).toMatchObject({ previewState: "ready", pageCount: 1 });
    const page = await sharp(previewPath(huge.fileKey, 1, "page")).metadata();
    expect(Math.max(page.width ?? 0, page.height ?? 0)).toBeLessThanOrEqual(2400);
    expect((page.width ?? 0) * (page.height ?? 0)).toBeLessThanOrEqual(6_000_000);
  });

  it("shows a photo as one sheet", async () => {
    expect(await versionRow(photo.versionId)).toMatchObject({ previewState: "ready", pageCount: 1, sheetLabels: null });
    expect((await sharp(previewPath(photo.fileKey, 1, "page")).metadata()).format).toBe("webp");
  });

  it("numbers the pages whose sheet number repeats", async () => {
    expect(await versionRow(numbered.versionId)).toMatchObject({ previewState: "ready", sheetLabels: null });
  });

  it("takes over a version whose process died, and leaves one another process is rendering", async () => {
    expect(await versionRow(abandoned.versionId)).toMatchObject({ previewState: "ready", sheetLabels: '["E-001"]' });
    expect(await versionRow(leased.versionId)).toMatchObject({ previewState: "rendering", previewsDone: 0 });
  });

  it("kills a render that runs past its time limit", async () => {
    const slow = await store(await drawingSet(["A-201"], { inches: [11, 8.5] }));
    await renderPendingPreviews({ documentTimeoutMs: 50 });
    expect(await versionRow(slow.versionId)).toMatchObject({
      previewState: "failed",
      previewError: "Rendering took longer than 0.05 seconds",
      previewLeaseUntil: null,
    });
  });
});

describe("the sheets, through the plan room's rule", () => {
  const target = (sheet = 1) => ({ projectId: project.id, documentId: set.documentId, sheet, size: "page" as const });

  it("serves a sheet to the owner and an invited subcontractor, and refuses a stranger with the reason", async () => {
    expect((await sheetImage(owner, target(2))).path).toBe(previewPath(set.fileKey, 2, "page"));
    expect((await sheetImage(invited, target(3))).path).toBe(previewPath(set.fileKey, 3, "page"));
    const refused = await rejection(Promise.resolve().then(async () => await sheetImage(stranger, target())));
    expect([refused.kind, refused.message]).toEqual(["forbidden", expect.stringContaining("invited to bid")]);
    expect((await rejection(Promise.resolve().then(async () => await sheetImage(owner, target(4))))).kind).toBe(
      "not_found",
    );
  });

  it("answers the image route with private, immutable, sandboxed WebP, and 403 to a stranger", async () => {
    const url = `/projects/${project.id}/documents/${set.documentId}/sheets/1/thumb?version=1`;
    const params = { projectId: String(project.id), docId: String(set.documentId), n: "1", size: "thumb" };
    const ok = await serveSheet(args(getRequest(url, { headers: { Cookie: await cookieFor(invited) } }), params));
    expect(ok.status).toBe(200);
    expect(Object.fromEntries(ok.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "private, max-age=31536000, immutable",
      "content-security-policy": "sandbox",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
    });
    const refused = await serveSheet(args(getRequest(url, { headers: { Cookie: await cookieFor(stranger) } }), params));
    expect(refused.status).toBe(403);
  });

  it("describes a sheet for the API: label, size and image URLs", async () => {
    expect(await sheetInfo(invited, set.documentId, 2)).toMatchObject({
      sheet: 2,
      label: "A-102",
      width: 2400,
      height: 1600,
      preview_state: "ready",
      image_url: `/projects/${project.id}/documents/${set.documentId}/sheets/2/page?version=1`,
    });
  });

  it("opens the viewer on a sheet with its title, and records the bidder's visit", async () => {
    const view = await sheetViewer(invited, project.id, set.documentId, { sheet: 3, zoom: 2 });
    expect(view.preview).toMatchObject({ sheets: 3, sheet: 3, title: "A-103 · Sheet 3 of 3", zoom: 2 });
    expect(
      await db
        .select({ action: documentActivity.action, count: documentActivity.count })
        .from(documentActivity)
        .where(eq(documentActivity.userId, invited.id)),
    ).toEqual([{ action: "opened", count: 1 }]);
  });

  it("answers the API's sheet call as JSON: 401 signed out, 403 with the reason to a stranger, 404 past the end", async () => {
    const call = async (user: { id: number } | null, sheet = "1") => {
      const headers = user ? { Cookie: await cookieFor(user) } : undefined;
      const request = getRequest(`/api/documents/${set.documentId}/sheets/${sheet}`, { headers });
      const response = await sheetApi(args(request, { id: String(set.documentId), n: sheet }));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await call(invited)).toMatchObject({ status: 200, body: { sheet: 1, label: "A-101" } });
    expect((await call(null)).status).toBe(401);
    const refused = await call(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("invited to bid");
    expect((await call(owner, "9")).status).toBe(404);
  });

  it("refuses the viewer page to a stranger with the reason", async () => {
    const request = getRequest(`/projects/${project.id}/documents/${set.documentId}`, {
      headers: { Cookie: await cookieFor(stranger) },
    });
    const params = { projectId: String(project.id), docId: String(set.documentId) };
    const refused = (await viewerPage(args(request, params)).catch((error: unknown) => error)) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("invited to bid");
  });
});
