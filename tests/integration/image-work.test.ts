import fs from "node:fs";

import sharp from "sharp";

import { DomainError, STATUS_BY_KIND } from "~/domain/errors.server";
import {
  discardPrepared,
  IMAGE_WORK_BUSY,
  IMAGES_STILL_PROCESSING,
  prepareUploads,
  readUpload,
  saveWithUploads,
} from "~/domain/uploads.server";
import { IMAGE_TOO_MANY_PIXELS, imageWork } from "~/infra/uploads.server";
import { makeUser, rejection } from "../helpers/world";

/** Counts the images sharp decoded from `watched` (each pipeline on those bytes that produced output). */
const decodes = vi.hoisted(() => ({ watched: null as Uint8Array | null, count: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof import("sharp") }>()).default;
  const counting = (...args: Parameters<typeof real>) => {
    const image = real(...args);
    if (decodes.watched && args[0] === decodes.watched) {
      const toBuffer = image.toBuffer.bind(image) as (...a: unknown[]) => unknown;
      image.toBuffer = ((...a: unknown[]) => {
        decodes.count++;
        return toBuffer(...a);
      }) as typeof image.toBuffer;
    }
    return image;
  };
  return { default: Object.assign(counting, real) };
});

/** A blank PNG: a few hundred KB on the wire, width × height pixels once decoded. */
async function blankPng(width: number, height: number) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), name: "blank.png" };
}

/** The 60-megapixel decompression bomb of the report, and a 36 MP picture that is allowed but slow to decode. */
const BOMB = await blankPng(7745, 7745);
const LARGE_BUT_FINE = await blankPng(6000, 6000);

/** Runs the uploads at once, sampling how many image jobs run together until they settle. */
async function watchImageWork<T>(uploads: Promise<T>[]) {
  let peakRunning = 0;
  let settled = false;
  const all = Promise.allSettled(uploads).finally(() => (settled = true));
  while (!settled) {
    peakRunning = Math.max(peakRunning, imageWork.state().running);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return { results: await all, peakRunning };
}

const refusals = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => (r.status === "rejected" && r.reason instanceof DomainError ? [r.reason] : []));
const stored = <T>(results: PromiseSettledResult<T>[]) =>
  results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));

describe("image decoding is bounded", () => {
  it("refuses an image over 40 megapixels from its header, with a clear 400 under the field", async () => {
    const user = await makeUser();
    expect(BOMB.bytes.byteLength).toBeLessThan(1024 * 1024);
    for (const purpose of ["logo", "portfolio_photo", "credential"] as const) {
      const error = await rejection(prepareUploads(user.id, purpose, [BOMB], "photo"));
      expect(STATUS_BY_KIND[error.kind]).toBe(400);
      expect(error.message).toBe(IMAGE_TOO_MANY_PIXELS);
      expect(error.fieldErrors).toEqual({ photo: [IMAGE_TOO_MANY_PIXELS] });
    }
  });

  it("keeps an image under the limit, every size made from one decoding", async () => {
    const user = await makeUser();
    const photo = { ...LARGE_BUT_FINE, bytes: LARGE_BUT_FINE.bytes.slice() };
    decodes.watched = photo.bytes;
    const [upload] = await prepareUploads(user.id, "logo", [photo], "photo");
    expect(decodes.count).toBe(1);
    await saveWithUploads([upload], async () => ({ result: null }));
    const sizes = [];
    for (const variant of ["avatar", "card"]) {
      const meta = await sharp(fs.readFileSync((await readUpload(user, upload.id, variant)).path)).metadata();
      sizes.push([meta.format, meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      ["webp", 192, 192],
      ["webp", 480, 480],
    ]);
  });

  it("never runs more image jobs at once than its limit, whoever uploads", async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => makeUser()));
    const { results, peakRunning } = await watchImageWork(
      users.map((u) => prepareUploads(u.id, "portfolio_photo", [LARGE_BUT_FINE], "photos")),
    );
    expect(peakRunning).toBeGreaterThan(0);
    expect(peakRunning).toBeLessThanOrEqual(imageWork.limits.concurrency);
    expect(refusals(results)).toEqual([]);
    discardPrepared(stored(results).flat());
    expect(imageWork.state()).toEqual({ running: 0, waiting: 0 });
  });

  it("gives one user two images in the queue at a time: a third at once is refused with 429", async () => {
    const user = await makeUser();
    const { results } = await watchImageWork(
      [1, 2, 3].map(() => prepareUploads(user.id, "portfolio_photo", [LARGE_BUT_FINE], "photos")),
    );
    const refused = refusals(results);
    expect(refused.map((e) => [STATUS_BY_KIND[e.kind], e.message])).toEqual([[429, IMAGES_STILL_PROCESSING]]);
    expect(stored(results)).toHaveLength(2);
    discardPrepared(stored(results).flat());
    // Once they are done, the same user can upload again.
    discardPrepared(await prepareUploads(user.id, "portfolio_photo", [LARGE_BUT_FINE], "photos"));
  });

  it("turns uploads away with 503 when the queue is full, instead of piling them up", async () => {
    const { concurrency, maxWaiting } = imageWork.limits;
    const users = await Promise.all(Array.from({ length: concurrency + maxWaiting + 3 }, () => makeUser()));
    const { results, peakRunning } = await watchImageWork(
      users.map((u) => prepareUploads(u.id, "portfolio_photo", [LARGE_BUT_FINE], "photos")),
    );
    const refused = refusals(results);
    expect(refused.length).toBeGreaterThan(0);
    for (const error of refused) expect([STATUS_BY_KIND[error.kind], error.message]).toEqual([503, IMAGE_WORK_BUSY]);
    expect(stored(results).length).toBeGreaterThanOrEqual(concurrency + maxWaiting);
    expect(peakRunning).toBeLessThanOrEqual(concurrency);
    discardPrepared(stored(results).flat());
  });
});
