import fs from "node:fs";

import sharp from "sharp";

import { prepareUploads, readUpload, saveWithUploads } from "~/domain/uploads.server";
import { readMultipart } from "~/infra/uploads.server";
import { loader as serveUpload } from "~/routes/shell/uploads.$id.$variant";
import { hasGpsExif, jpegWithGps, largeImage, pdfFile, pngFile, svgFile, textNamedPng } from "../helpers/files";
import { args, getRequest } from "../helpers/requests";
import { cookieFor, makeUser, rejection } from "../helpers/world";

const GPS_JPEG = await jpegWithGps();
const LARGE = await largeImage();
const PDF = await pdfFile();
const PNG = await pngFile();
const SVG = await svgFile();
const TEXT_PNG = await textNamedPng();

const incoming = (f: { bytes: Uint8Array; name: string }) => ({ bytes: f.bytes, name: f.name });

async function store(
  ownerId: number,
  purpose: "logo" | "portfolio_photo" | "credential",
  f: { bytes: Uint8Array; name: string },
) {
  const prepared = await prepareUploads(ownerId, purpose, [incoming(f)], "file");
  await saveWithUploads(prepared, async () => ({ result: null }));
  return prepared[0];
}

describe("the upload module", () => {
  it("re-encodes a real PNG into the sizes the pages use", async () => {
    const user = await makeUser();
    const stored = await store(user.id, "logo", PNG);
    expect(stored.contentType).toBe("image/webp");
    const avatar = await sharp((await readUpload(user, stored.id, "avatar")).path).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(["webp", 192, 192]);
    expect(fs.existsSync((await readUpload(user, stored.id, "card")).path)).toBe(true);
  });

  it("keeps a real PDF as it is, for credentials only", async () => {
    const user = await makeUser();
    const pdf = PDF;
    const stored = await store(user.id, "credential", pdf);
    expect(stored.contentType).toBe("application/pdf");
    expect(fs.readFileSync((await readUpload(user, stored.id, "file")).path).equals(Buffer.from(pdf.bytes))).toBe(true);
    expect((await rejection(store(user.id, "logo", pdf))).message).toBe("That file is not a supported image");
  });

  it("identifies files by their bytes: a text file named .png and an SVG are refused", async () => {
    const user = await makeUser();
    for (const f of [TEXT_PNG, SVG]) {
      const error = await rejection(store(user.id, "logo", f));
      expect(error.kind).toBe("invalid");
      expect(error.fieldErrors).toEqual({ file: ["That file is not a supported image"] });
    }
  });

  it("refuses an image over 5 MB with 413", async () => {
    const user = await makeUser();
    const big = LARGE;
    expect(big.bytes.byteLength).toBeGreaterThan(6 * 1024 * 1024);
    const error = await rejection(store(user.id, "portfolio_photo", big));
    expect(error.kind).toBe("too_large");
    expect(error.message).toBe("The photo must be 5 MB or smaller");
  });

  it("strips EXIF, GPS included, from a camera JPEG", async () => {
    const user = await makeUser();
    const photo = GPS_JPEG;
    expect(await hasGpsExif(photo.bytes)).toBe(true);
    const stored = await store(user.id, "portfolio_photo", photo);
    for (const variant of ["card", "full"]) {
      const bytes = fs.readFileSync((await readUpload(user, stored.id, variant)).path);
      expect(await hasGpsExif(bytes)).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
  });

  it("reads multipart bodies keeping every text field when a file is over the limit", async () => {
    const form = new FormData();
    form.append("title", "Kept as typed");
    form.append("photos", new Blob([new Uint8Array(PNG.bytes.byteLength + 1)]), "big.png");
    form.append("photos", new Blob([new Uint8Array(PNG.bytes)]), "small.png");
    const request = new Request("http://localhost/x", { method: "POST", body: form });
    const { formData, refused } = await readMultipart(request, { maxFileBytes: PNG.bytes.byteLength, maxFiles: 8 });
    expect(formData.get("title")).toBe("Kept as typed");
    expect(refused).toEqual([{ field: "photos", filename: "big.png", reason: "too_large" }]);
    expect(formData.getAll("photos")).toHaveLength(1);
  });
});

describe("GET /uploads/{id}/{variant}", () => {
  it("serves images inline and documents as attachments, with nosniff, a sandbox CSP and immutable caching", async () => {
    const user = await makeUser();
    const cookie = await cookieFor(user);
    const logo = await store(user.id, "logo", PNG);
    const image = (await serveUpload(
      args(getRequest(`/uploads/${logo.id}/avatar`, { cookie }), { id: logo.id, variant: "avatar" }),
    )) as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(image.headers.get("Content-Disposition")).toMatch(/^inline/);
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(image.headers.get("Content-Security-Policy")).toBe("sandbox");
    expect(image.headers.get("Cache-Control")).toMatch(/immutable/);

    const pdf = await store(user.id, "credential", PDF);
    const doc = (await serveUpload(
      args(getRequest(`/uploads/${pdf.id}/file`, { cookie }), { id: pdf.id, variant: "file" }),
    )) as Response;
    expect(doc.headers.get("Content-Type")).toBe("application/pdf");
    expect(doc.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);

    const wrongVariant = (await serveUpload(
      args(getRequest(`/uploads/${logo.id}/file`, { cookie }), { id: logo.id, variant: "file" }),
    )) as Response;
    expect(wrongVariant.status).toBe(404);
    const signedOut = (await serveUpload(
      args(getRequest(`/uploads/${logo.id}/avatar`), { id: logo.id, variant: "avatar" }),
    )) as Response;
    expect(signedOut.status).toBe(401);
  });
});
