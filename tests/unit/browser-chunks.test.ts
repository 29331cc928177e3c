/**
 * The patched Remix compiler (patches/README.md) drops a `.server` module from the browser build when nothing of it
 * is used there (a route's loader imports): unpatched, each such module was an empty chunk of its own, one more
 * script request per page for every distinct set of routes importing it.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import { build, type Plugin } from "esbuild";

const require = createRequire(import.meta.url);
const { emptyModulesPlugin } = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js") as {
  emptyModulesPlugin: (context: { config: { appDirectory: string } }, filter: RegExp) => Plugin;
};

/**
 * Two routes of a fixture app whose loaders read a server module, each built as Remix builds a route for the browser
 * (an entry re-exporting only what the browser needs); with `use`, their components read it too.
 */
async function browserOutputs(use: boolean): Promise<string[]> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), "browser-chunks-"));
  try {
    fs.writeFileSync(path.join(app, "data.server.js"), "export const secret = 1;\n");
    for (const name of ["a", "b"]) {
      const route = [
        'import { secret } from "./data.server";',
        "export const loader = () => secret;",
        `export default function Page() { return ${use ? "secret" : "1"}; }`,
      ];
      fs.writeFileSync(path.join(app, `${name}.js`), route.join("\n"));
      fs.writeFileSync(path.join(app, `${name}-browser.js`), `export { default } from "./${name}.js";\n`);
    }
    const result = await build({
      entryPoints: [path.join(app, "a-browser.js"), path.join(app, "b-browser.js")],
      bundle: true,
      splitting: true,
      format: "esm",
      outdir: path.join(app, "out"),
      write: false,
      metafile: true,
      logLevel: "silent",
      plugins: [emptyModulesPlugin({ config: { appDirectory: app } }, /\.server(\.[jt]sx?)?$/)],
    });
    return Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

test("a server module only loaders use leaves no chunk in the browser build", async () => {
  expect((await browserOutputs(false)).sort()).toEqual(["a-browser.js", "b-browser.js"]);
});

test("the check sees a server module that browser code does use", async () => {
  expect(await browserOutputs(true)).toContainEqual(expect.stringMatching(/^chunk-/));
});
