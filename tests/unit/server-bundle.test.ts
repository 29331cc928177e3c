/**
 * The server process reaches the app only through the Remix build (docs/decisions/012-one-load-of-the-app.md): a
 * module of app/ or db/ that server.ts or server/ imported at run time would be loaded a second time, with a second
 * copy of its state. Bundled the way scripts/build-server.ts bundles them, server.ts and scripts/start.js take in
 * no file of app/ or db/ (type-only imports are erased).
 */
import path from "node:path";

import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

async function bundledFiles(entryPoint: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entryPoint],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // scripts/start.js loads build/server.js: the build's outputs are not sources.
    external: ["../build/*"],
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
}

test.each(["server.ts", "scripts/start.js"])("%s bundles no module of app/ or db/", async (entryPoint) => {
  const files = await bundledFiles(entryPoint);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => /^(app|db)\//.test(file))).toEqual([]);
});

test("the check sees a module of app/ imported at run time", async () => {
  const files = await bundledFiles("app/process.server.ts");
  expect(files).toContain("app/process.server.ts");
  expect(files.some((file) => file.startsWith("db/"))).toBe(true);
});
