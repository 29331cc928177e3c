/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to each script and stylesheet in public/build, part of
 * `npm run build`. The server answers /build/* with the copy the browser accepts (express-static-gzip in
 * server/http.ts): about a third fewer bytes than compressing each answer on the fly at the middleware's quality, and
 * no compression work per request. docs/decisions/025-precompressed-assets.md.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const root = fileURLToPath(new URL("../", import.meta.url));
const dir = path.join(root, "public/build");
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

const files = (fs.readdirSync(dir, { recursive: true }) as string[])
  .map((name) => path.join(dir, name))
  .filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).isFile());

let raw = 0;
let brotliBytes = 0;
await Promise.all(
  files.map(async (file) => {
    const body = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    raw += body.length;
    brotliBytes += br.length;
    // A copy that is not smaller (a tiny file) is left out: the file itself is served.
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
  }),
);
console.log(
  `Precompressed ${files.length} files in public/build: ${(raw / 1024).toFixed(0)} KB, brotli ${(brotliBytes / 1024).toFixed(0)} KB`,
);
