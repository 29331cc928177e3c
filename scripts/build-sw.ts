/**
 * Bundles the service worker (app/offline/sw.ts, Workbox) into public/sw.js and the offline page's script into
 * public/offline.js, part of `npm run build`. Its version
 * is the Remix build's manifest hash: a new deploy is a new worker, which takes over on the next navigation.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

const root = fileURLToPath(new URL("../", import.meta.url));
const manifest = fs.readdirSync(path.join(root, "public/build")).find((f) => /^manifest-[\w]+\.js$/.test(f));
if (!manifest) throw new Error("Run `remix build` first: public/build/manifest-*.js is missing");
const version = manifest.replace(/^manifest-|\.js$/g, "");

const result = await build({
  entryPoints: {
    sw: path.join(root, "app/offline/sw.ts"),
    offline: path.join(root, "app/offline/offline-page.ts"),
  },
  outdir: path.join(root, "public"),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  alias: { "~": path.join(root, "app") },
  define: { BUILD_VERSION: JSON.stringify(version), "process.env.NODE_ENV": '"production"' },
  metafile: true,
  logLevel: "warning",
});
for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  console.log(`service worker: ${file} (${(bytes / 1024).toFixed(1)} KB, version ${version})`);
}
