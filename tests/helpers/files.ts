/**
 * Real files for upload tests, made in memory: every image is a genuine image of its format (decoded by sharp), the
 * PDF a genuine PDF, and the impostors (text named .png, an SVG carrying a script) are what an attacker would send.
 * `type` is what a browser would claim for the file. Deterministic: the same bytes on every run.
 */
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";

export type FileFixture = { bytes: Buffer; name: string; type: string };

/** Width × height of the small images. */
const SMALL = { width: 64, height: 48 } as const;

/** RGB pixels of a smooth gradient with a block in the middle: something that looks like a picture. */
function gradientPixels(width: number, height: number): Buffer {
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inBlock = x > width / 3 && x < (2 * width) / 3 && y > height / 3 && y < (2 * height) / 3;
      px[i] = inBlock ? 240 : Math.round((255 * x) / width);
      px[i + 1] = inBlock ? 200 : Math.round((255 * y) / height);
      px[i + 2] = inBlock ? 40 : 160;
    }
  }
  return px;
}

const small = () => sharp(gradientPixels(SMALL.width, SMALL.height), { raw: { ...SMALL, channels: 3 } });

/** A real 64×48 PNG, with no metadata. */
export async function pngFile(): Promise<FileFixture> {
  return { bytes: await small().png().toBuffer(), name: "photo.png", type: "image/png" };
}

/** Where jpegWithGps says it was taken: 33°26'N 112°4'W (Phoenix, AZ). */
export const GPS_POSITION = { latitude: "33/1 26/1 0/1", longitude: "112/1 4/1 0/1" } as const;

/** A real JPEG whose EXIF names the camera and carries GPS latitude and longitude, as a phone photo would. */
export async function jpegWithGps(): Promise<FileFixture> {
  const bytes = await small()
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TradeLink Test Camera", Model: "Fixture 1", Software: "tests/helpers/files.ts" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: GPS_POSITION.latitude,
        GPSLongitudeRef: "W",
        GPSLongitude: GPS_POSITION.longitude,
      },
    })
    .toBuffer();
  return { bytes, name: "site-visit.jpg", type: "image/jpeg" };
}

/** A real one-page PDF, deterministic (fixed dates). */
export async function pdfFile(): Promise<FileFixture> {
  const pdf = await PDFDocument.create();
  const date = new Date(Date.UTC(2026, 0, 15));
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  pdf.setProducer("tests/helpers/files.ts");
  pdf.setCreator("tests/helpers/files.ts");
  pdf.setTitle("Certificate of insurance (test fixture)");
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText("Certificate of insurance", { x: 72, y: 700, size: 20, font, color: rgb(0.1, 0.1, 0.1) });
  page.drawText("Test fixture. Policy GL-TEST-0001, expires 01/15/2027.", { x: 72, y: 670, size: 11, font });
  page.drawRectangle({ x: 60, y: 60, width: 492, height: 672, borderColor: rgb(0.2, 0.3, 0.5), borderWidth: 2 });
  return { bytes: Buffer.from(await pdf.save()), name: "insurance.pdf", type: "application/pdf" };
}

/** Plain text pretending to be a PNG: named photo.png and claimed as image/png. */
export async function textNamedPng(): Promise<FileFixture> {
  return {
    bytes: Buffer.from("This is not an image, only text with a .png name.\n", "utf8"),
    name: "photo.png",
    type: "image/png",
  };
}

/** An SVG logo that carries a script: must never be stored or served as an image. */
export async function svgFile(): Promise<FileFixture> {
  const svg =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<script type="text/javascript">alert(document.cookie)</script>' +
    '<rect width="64" height="64" rx="12" fill="#1e3a5f"/><circle cx="32" cy="32" r="16" fill="#f5a524"/></svg>\n';
  return { bytes: Buffer.from(svg, "utf8"), name: "logo.svg", type: "image/svg+xml" };
}

/** Size in bytes that largeImage exceeds: 6 MiB (so it is also over 6,000,000 bytes). */
export const LARGE_IMAGE_MIN_BYTES = 6 * 1024 * 1024;

let largeImageCache: Promise<Buffer> | null = null;

/**
 * A real PNG just over 6 MiB: 1500×1420 pixels of noise from a seeded PRNG, which does not compress, stored
 * without compression. Made once per process, then copied.
 */
export async function largeImage(): Promise<FileFixture> {
  largeImageCache ??= (async () => {
    const width = 1500;
    const height = 1420;
    // 6,390,000 bytes: a multiple of 4, filled four bytes at a time by xorshift32.
    const px = Buffer.alloc(width * height * 3);
    let a = 0x2545f491;
    for (let i = 0; i < px.length; i += 4) {
      a ^= a << 13;
      a ^= a >>> 17;
      a ^= a << 5;
      px.writeUInt32LE(a >>> 0, i);
    }
    return sharp(px, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0, adaptiveFiltering: false })
      .toBuffer();
  })();
  return { bytes: Buffer.from(await largeImageCache), name: "big.png", type: "image/png" };
}

/** A real 64×48 WebP. */
export async function webpFile(): Promise<FileFixture> {
  return { bytes: await small().webp({ quality: 80 }).toBuffer(), name: "photo.webp", type: "image/webp" };
}

/** A real 64×48 GIF. */
export async function gifFile(): Promise<FileFixture> {
  return { bytes: await small().gif().toBuffer(), name: "badge.gif", type: "image/gif" };
}

/** The fixture as a File, ready to append to a FormData. */
export function asFile(fixture: FileFixture): File {
  return new File([new Uint8Array(fixture.bytes)], fixture.name, { type: fixture.type });
}

// ---- Reading EXIF back ----

const GPS_INFO_TAG = 0x8825;
const GPS_LATITUDE_TAG = 0x0002;
const GPS_LONGITUDE_TAG = 0x0004;

/** Tags present in the GPS IFD of a TIFF/EXIF block (as sharp's metadata().exif gives it), or [] when there is none. */
export function gpsTagsOf(exif: Uint8Array): number[] {
  const buf = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  // sharp returns the block with its "Exif\0\0" header.
  let tiff = buf.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0;
  if (buf.length < tiff + 8) return [];
  const order = buf.subarray(tiff, tiff + 2).toString("latin1");
  if (order !== "II" && order !== "MM") {
    // Some writers put the header elsewhere: look for the TIFF byte-order mark.
    const at = Math.max(buf.indexOf("II*\0", 0, "latin1"), buf.indexOf("MM\0*", 0, "latin1"));
    if (at < 0) return [];
    tiff = at;
  }
  const le = buf.subarray(tiff, tiff + 2).toString("latin1") === "II";
  const u16 = (o: number) => (le ? buf.readUInt16LE(tiff + o) : buf.readUInt16BE(tiff + o));
  const u32 = (o: number) => (le ? buf.readUInt32LE(tiff + o) : buf.readUInt32BE(tiff + o));
  const entries = (ifd: number) => {
    if (ifd <= 0 || tiff + ifd + 2 > buf.length) return [];
    const n = u16(ifd);
    const out: { tag: number; value: number }[] = [];
    for (let i = 0; i < n && tiff + ifd + 2 + i * 12 + 12 <= buf.length; i++) {
      const e = ifd + 2 + i * 12;
      out.push({ tag: u16(e), value: u32(e + 8) });
    }
    return out;
  };
  const gps = entries(u32(4)).find((e) => e.tag === GPS_INFO_TAG);
  return gps ? entries(gps.value).map((e) => e.tag) : [];
}

/** Whether an image (any format sharp reads) still carries GPS latitude or longitude in its EXIF. */
export async function hasGpsExif(bytes: Uint8Array): Promise<boolean> {
  let exif: Buffer | undefined;
  try {
    ({ exif } = await sharp(bytes).metadata());
  } catch {
    return false;
  }
  if (!exif) return false;
  const tags = gpsTagsOf(exif);
  return tags.includes(GPS_LATITUDE_TAG) || tags.includes(GPS_LONGITUDE_TAG);
}
