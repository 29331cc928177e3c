import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

import { expect, test } from "@playwright/test";

/**
 * The build's scripts and stylesheets are answered with the copy compressed at build time that the client accepts
 * (docs/decisions/025-precompressed-assets.md), through the real server: the same bytes once decoded, cached for good,
 * without a page's policy headers.
 */
const BUILD = path.resolve("public/build");
const manifest = fs.readdirSync(BUILD).find((name) => /^manifest-\w+\.js$/.test(name))!;
const stylesheet = fs.readdirSync(path.join(BUILD, "_assets")).find((name) => /^tailwind-\w+\.css$/.test(name))!;

/** The answer as sent, its body undecoded. */
function getRaw(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  none: (body) => body,
};

for (const [asset, type] of [
  [manifest, "text/javascript"],
  [`_assets/${stylesheet}`, "text/css"],
] as const) {
  test(`/build/${asset} comes as compressed at build time, brotli or gzip as the client accepts`, async () => {
    const file = path.join(BUILD, asset);
    const onDisk = fs.readFileSync(file);
    for (const [accepts, encoding, copy] of [
      ["gzip, deflate, br", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", "none", file],
    ] as const) {
      const { status, headers, body } = await getRaw(`${test.info().project.use.baseURL}/build/${asset}`, accepts);
      expect(status).toBe(200);
      expect(headers["content-encoding"] ?? "none").toBe(encoding);
      expect(headers["content-type"]).toContain(type);
      expect(headers["cache-control"]).toContain("immutable");
      expect(headers["vary"]).toContain("Accept-Encoding");
      // The headers a script or stylesheet needs, not a page's policies (about 0.9 KB on every file).
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["content-security-policy"]).toBeUndefined();
      // The very bytes written at build time (not compressed again on the way), and the built file once decoded.
      expect(body.equals(fs.readFileSync(copy))).toBe(true);
      expect(Number(headers["content-length"])).toBe(body.length);
      expect(decode[encoding](body).equals(onDisk)).toBe(true);
    }
  });
}

test("a file of the build that is not there is a 404, compressed copies or not", async ({ request }) => {
  const response = await request.get("/build/_shared/chunk-NOTHERE.js", { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(404);
});

test("a build path that does not decode is refused as any other address is", async ({ request }) => {
  const response = await request.get("/build/_shared/chunk-%E0%A4%A.js");
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("This address is not valid. Check the link and try again.");
});
