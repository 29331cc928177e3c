import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

import {
  asFile,
  gifFile,
  gpsTagsOf,
  hasGpsExif,
  jpegWithGps,
  largeImage,
  LARGE_IMAGE_MIN_BYTES,
  pdfFile,
  pngFile,
  svgFile,
  textNamedPng,
  webpFile,
} from "../helpers/files";

describe("upload test fixtures are what they claim", () => {
  it.each([
    ["pngFile", pngFile, "png", "image/png"],
    ["jpegWithGps", jpegWithGps, "jpeg", "image/jpeg"],
    ["webpFile", webpFile, "webp", "image/webp"],
    ["gifFile", gifFile, "gif", "image/gif"],
  ] as const)("%s is a real small image of its type", async (_, make, format, mime) => {
    const file = await make();
    expect(file.type).toBe(mime);
    expect((await fileTypeFromBuffer(file.bytes))?.mime).toBe(mime);
    const meta = await sharp(file.bytes).metadata();
    expect(meta).toMatchObject({ format, width: 64, height: 48 });
    expect(file.bytes.length).toBeLessThan(20_000);
  });

  it("jpegWithGps carries GPS latitude and longitude in its EXIF", async () => {
    const { bytes } = await jpegWithGps();
    const { exif } = await sharp(bytes).metadata();
    expect(exif).toBeDefined();
    // GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude.
    expect(gpsTagsOf(exif!)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(await hasGpsExif(bytes)).toBe(true);
  });

  it("hasGpsExif is false for images without GPS and for what is not an image", async () => {
    for (const make of [pngFile, webpFile, gifFile, pdfFile, textNamedPng]) {
      expect(await hasGpsExif((await make()).bytes)).toBe(false);
    }
  });

  it("hasGpsExif sees the GPS data go when sharp re-encodes without metadata, and stay when it keeps it", async () => {
    const { bytes } = await jpegWithGps();
    expect(await hasGpsExif(await sharp(bytes).rotate().webp().toBuffer())).toBe(false);
    expect(await hasGpsExif(await sharp(bytes).keepExif().webp().toBuffer())).toBe(true);
  });

  it("pdfFile is a real PDF", async () => {
    const file = await pdfFile();
    expect(file).toMatchObject({ name: "insurance.pdf", type: "application/pdf" });
    expect(file.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await fileTypeFromBuffer(file.bytes))?.mime).toBe("application/pdf");
  });

  it("textNamedPng is plain text posing as a PNG", async () => {
    const file = await textNamedPng();
    expect(file).toMatchObject({ name: "photo.png", type: "image/png" });
    expect(await fileTypeFromBuffer(file.bytes)).toBeUndefined();
    await expect(sharp(file.bytes).metadata()).rejects.toThrow();
  });

  it("svgFile is an SVG logo with a script in it", async () => {
    const file = await svgFile();
    expect(file).toMatchObject({ name: "logo.svg", type: "image/svg+xml" });
    const text = file.bytes.toString("utf8");
    expect(text).toContain("<svg");
    expect(text).toContain("<script");
    expect((await sharp(file.bytes).metadata()).format).toBe("svg");
  });

  it("largeImage is a real PNG just over 6 MiB", async () => {
    const file = await largeImage();
    expect(file).toMatchObject({ name: "big.png", type: "image/png" });
    expect(file.bytes.length).toBeGreaterThan(LARGE_IMAGE_MIN_BYTES);
    expect(file.bytes.length).toBeLessThan(LARGE_IMAGE_MIN_BYTES + 256 * 1024);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: "png", width: 1500, height: 1420 });
    // Decodes fully (not only a valid header).
    const { info } = await sharp(file.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.size).toBe(1500 * 1420 * 3);
  });

  it("fixtures are deterministic, and copies do not share memory", async () => {
    for (const make of [pngFile, jpegWithGps, pdfFile, webpFile, gifFile, svgFile, textNamedPng]) {
      const [a, b] = [await make(), await make()];
      expect(a.bytes.equals(b.bytes)).toBe(true);
    }
    const [a, b] = [await largeImage(), await largeImage()];
    expect(a.bytes.equals(b.bytes)).toBe(true);
    a.bytes[100] ^= 0xff;
    expect(a.bytes.equals(b.bytes)).toBe(false);
  });

  it("asFile gives a File with the fixture's name, type and bytes", async () => {
    const fixture = await pngFile();
    const file = asFile(fixture);
    expect(file).toMatchObject({ name: "photo.png", type: "image/png", size: fixture.bytes.length });
    expect(Buffer.from(await file.arrayBuffer()).equals(fixture.bytes)).toBe(true);
  });
});
