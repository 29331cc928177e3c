/**
 * The patched Remix compiler (patches/README.md) drops a `.server` module from the browser build when nothing of it
 * is used there (a route's loader imports): unpatched, each such module was an empty chunk of its own, one more
 * script request per page for every distinct set of routes importing it; and it makes one chunk of the modules every
 * page, or every page under a layout, is listed to load.
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

/** What both fixtures build with: the browser build's code splitting, kept in memory. */
const splitBuildOf = (app: string) =>
  ({
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: path.join(app, "out"),
    write: false,
    metafile: true,
    logLevel: "silent",
  }) as const;

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
      ...splitBuildOf(app),
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

const { browserRouteModulesPlugin } = require("@remix-run/dev/dist/compiler/js/plugins/routes.js") as {
  browserRouteModulesPlugin: (context: { config: object; fileWatchCache: object }, suffixMatcher: RegExp) => Plugin;
};

/** Writes a fixture app's shared modules `a.js` and `b.js` and one route module per page, importing what it uses. */
function writePages(app: string, pages: Record<string, string[]>) {
  fs.writeFileSync(path.join(app, "a.js"), "export const a = () => 'a';\n");
  fs.writeFileSync(path.join(app, "b.js"), "export const b = () => 'b';\n");
  for (const [name, uses] of Object.entries(pages)) {
    const route = [
      ...uses.map((used) => `import { ${used} } from "./${used}.js";`),
      `export default function Page() { return [${uses.map((used) => `${used}()`).join(", ")}]; }`,
    ];
    fs.writeFileSync(path.join(app, `${name}.js`), route.join("\n"));
  }
}

/** The fixture app's browser build as Remix makes it: each route an entry through the patched plugin. */
async function buildRoutes(app: string, routes: Record<string, { id: string; file: string; parentId?: string }>) {
  const fileWatchCache = { getOrSet: async () => ({ cacheValue: ["default"] }) };
  const result = await build({
    entryPoints: Object.values(routes).map((route) => `${route.file}?browser`),
    absWorkingDir: app,
    ...splitBuildOf(app),
    plugins: [browserRouteModulesPlugin({ config: { appDirectory: app, routes }, fileWatchCache }, /\?browser$/)],
  });
  return Object.entries(result.metafile.outputs);
}

/**
 * The chunks of a fixture app's browser build as Remix makes it (each route an entry re-exporting what the browser
 * needs, through the patched plugin): `a.js` and `b.js` are each shared by two of three pages, and both are listed in
 * `every-page.client.ts` when `everyPage` is set. Answers each chunk's source files.
 */
async function sharedChunks(everyPage: boolean): Promise<string[][]> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), "every-page-"));
  try {
    const pages = { one: ["a", "b"], two: ["a"], three: ["b"] };
    writePages(app, pages);
    if (everyPage) {
      const list = ['import * as a from "./a.js";', 'import * as b from "./b.js";', "export const everyPage = [a, b];"];
      fs.writeFileSync(path.join(app, "every-page.client.ts"), list.join("\n"));
    }
    const outputs = await buildRoutes(
      app,
      Object.fromEntries(Object.keys(pages).map((id) => [id, { id, file: `${id}.js` }])),
    );
    return outputs
      .filter(([file]) => path.basename(file).startsWith("chunk-"))
      .map(([, output]) => Object.keys(output.inputs).map((input) => path.basename(input)));
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

test("the modules app/every-page.client.ts lists make one chunk that every page loads", async () => {
  expect(await sharedChunks(true)).toEqual([expect.arrayContaining(["a.js", "b.js", "every-page.client.ts"])]);
});

test("the check sees modules that split into a chunk per set of pages importing them", async () => {
  expect((await sharedChunks(false)).length).toBeGreaterThan(1);
});

/**
 * The browser build of a fixture app with a layout `shell` and three pages under it (`a.js` and `b.js` each shared by
 * two of them, as above) and a page `outside` that imports nothing; with `list`, both modules are listed in
 * `every-page/shell.client.ts`. Answers each chunk's source files, and which pages load a chunk holding `a.js`.
 */
async function layoutChunks(list: boolean): Promise<{ chunks: string[][]; loadingA: string[] }> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), "every-page-under-"));
  try {
    writePages(app, { one: ["a", "b"], two: ["a"], three: ["b"], outside: [] });
    fs.writeFileSync(path.join(app, "shell.js"), "export default function Shell() { return null; }\n");
    if (list) {
      fs.mkdirSync(path.join(app, "every-page"));
      const modules = [
        'import * as a from "../a.js";',
        'import * as b from "../b.js";',
        "export const everyPage = [a, b];",
      ];
      fs.writeFileSync(path.join(app, "every-page", "shell.client.ts"), modules.join("\n"));
    }
    const outputs = await buildRoutes(app, {
      shell: { id: "shell", file: "shell.js" },
      outside: { id: "outside", file: "outside.js" },
      ...Object.fromEntries(["one", "two", "three"].map((id) => [id, { id, parentId: "shell", file: `${id}.js` }])),
    });
    // (esbuild also writes a chunk without any module, for the entries' shared import statements: left out.)
    const chunks = outputs.filter(
      ([file, output]) => path.basename(file).startsWith("chunk-") && Object.keys(output.inputs).length > 0,
    );
    const chunksWithA = chunks.filter(([, output]) =>
      Object.keys(output.inputs).some((input) => input.endsWith("a.js")),
    );
    const loadingA = outputs
      .filter(([, output]) =>
        output.imports.some((imported) =>
          chunksWithA.some(([file]) => path.basename(file) === path.basename(imported.path)),
        ),
      )
      .map(([, output]) => output.entryPoint?.match(/(\w+)\.js\?browser$/)?.[1])
      .filter((page): page is string => page !== undefined)
      .sort();
    return {
      chunks: chunks.map(([, output]) => Object.keys(output.inputs).map((input) => path.basename(input))),
      loadingA,
    };
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

test("the modules listed for a layout (app/every-page/<layout id>.client.ts) make one chunk its pages load", async () => {
  const { chunks, loadingA } = await layoutChunks(true);
  expect(chunks).toEqual([expect.arrayContaining(["a.js", "b.js", "shell.client.ts"])]);
  // Every page under the layout loads it (`three` too, which uses only `b`); the page outside does not.
  expect(loadingA).toEqual(["one", "three", "two"]);
});

test("the check sees a layout's pages loading a chunk per set of pages importing each module", async () => {
  expect((await layoutChunks(false)).chunks.length).toBeGreaterThan(1);
});

/**
 * A page hydrated when reached (docs/decisions/026-deferred-hydration.md): its route module `one.tsx` only imports
 * `one.page.tsx` dynamically, and the page uses `a.js` from the layout's list. Answers whether the route module's
 * first load holds the list's chunk, and whether the page's chunk reaches it.
 */
async function deferredPageChunks(): Promise<{ routeLoadsList: boolean; pageLoadsList: boolean }> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), "deferred-page-"));
  try {
    writePages(app, { two: ["a"], three: ["b"] });
    fs.writeFileSync(path.join(app, "shell.js"), "export default function Shell() { return null; }\n");
    fs.writeFileSync(
      path.join(app, "one.tsx"),
      'export default function Page() { return import("./one.page.tsx"); }\n',
    );
    fs.writeFileSync(
      path.join(app, "one.page.tsx"),
      'import { a } from "./a.js";\nexport default function Page() { return a(); }\n',
    );
    fs.mkdirSync(path.join(app, "every-page"));
    const list = ['import * as a from "../a.js";', 'import * as b from "../b.js";', "export const everyPage = [a, b];"];
    fs.writeFileSync(path.join(app, "every-page", "shell.client.ts"), list.join("\n"));
    const outputs = await buildRoutes(app, {
      shell: { id: "shell", file: "shell.js" },
      one: { id: "one", parentId: "shell", file: "one.tsx" },
      two: { id: "two", parentId: "shell", file: "two.js" },
      three: { id: "three", parentId: "shell", file: "three.js" },
    });
    const listChunk = outputs.find(([, output]) => Object.keys(output.inputs).some((input) => input.endsWith("a.js")));
    const loadsList = (output: (typeof outputs)[number][1] | undefined) =>
      output?.imports.some((imported) => path.basename(imported.path) === path.basename(listChunk?.[0] ?? "")) ?? false;
    const route = outputs.find(([, output]) => output.entryPoint?.endsWith("one.tsx?browser"))?.[1];
    const page = outputs.find(([, output]) =>
      Object.keys(output.inputs).some((input) => input.endsWith("one.page.tsx")),
    )?.[1];
    return { routeLoadsList: loadsList(route), pageLoadsList: loadsList(page) };
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

test("a page hydrated when reached leaves its layout's list to its page's chunk, out of the first load", async () => {
  expect(await deferredPageChunks()).toEqual({ routeLoadsList: false, pageLoadsList: true });
});

/**
 * Route `one.tsx` imports `helper.js` for its loader (and, with `pageUses`, for its page too); route `two.js`'s page
 * uses it, so it is code the browser loads. Answers whether route one's browser module loads the code holding it.
 */
async function routeLoadsHelper(pageUses: boolean): Promise<boolean> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), "loader-imports-"));
  try {
    fs.writeFileSync(path.join(app, "helper.js"), "export const helper = () => 'h';\n");
    const one = [
      'import { helper } from "./helper.js";',
      "export const loader = (): string => helper();",
      `export default function Page() { return ${pageUses ? "helper()" : "1"}; }`,
    ];
    fs.writeFileSync(path.join(app, "one.tsx"), one.join("\n"));
    const two = ['import { helper } from "./helper.js";', "export default function Page() { return helper(); }"];
    fs.writeFileSync(path.join(app, "two.js"), two.join("\n"));
    const outputs = await buildRoutes(app, { one: { id: "one", file: "one.tsx" }, two: { id: "two", file: "two.js" } });
    const holding = (output: (typeof outputs)[number][1]) =>
      Object.keys(output.inputs).some((input) => input.endsWith("helper.js"));
    const route = outputs.find(([, output]) => output.entryPoint?.endsWith("one.tsx?browser"))?.[1];
    const chunks = outputs.filter(([, output]) => holding(output)).map(([file]) => path.basename(file));
    return route !== undefined && (holding(route) || route.imports.some((i) => chunks.includes(path.basename(i.path))));
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

test("a module only a route's loader imports is not loaded with the route in the browser", async () => {
  expect(await routeLoadsHelper(false)).toBe(false);
});

test("the check sees a module the route's page uses", async () => {
  expect(await routeLoadsHelper(true)).toBe(true);
});

/**
 * The chunks of a fixture app whose pages import constants through a barrel (`constants.js` re-exporting one module
 * per subject, as app/constants.ts does), in a package free of side effects as ours is (package.json): esbuild then
 * follows a re-export only to the module that defines what is used. Answers each output's source files.
 */
async function barrelOutputs(): Promise<string[][]> {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), "constants-barrel-"));
  try {
    fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ sideEffects: false }));
    fs.writeFileSync(path.join(app, "roles.js"), "export const ROLES = ['gc', 'sub'];\n");
    fs.writeFileSync(path.join(app, "trades.js"), "export const TRADES = ['Plumbing', 'HVAC'];\n");
    fs.writeFileSync(path.join(app, "constants.js"), 'export * from "./roles.js";\nexport * from "./trades.js";\n');
    fs.writeFileSync(path.join(app, "home.js"), 'import { TRADES } from "./constants.js";\nexport default TRADES;\n');
    fs.writeFileSync(path.join(app, "admin.js"), 'import { ROLES } from "./constants.js";\nexport default ROLES;\n');
    const result = await build({
      entryPoints: [path.join(app, "home.js"), path.join(app, "admin.js")],
      ...splitBuildOf(app),
    });
    return Object.values(result.metafile.outputs).map((output) =>
      Object.entries(output.inputs)
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([file]) => path.basename(file))
        .sort(),
    );
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
}

test("a page importing constants through the barrel loads only the subject modules it uses", async () => {
  expect((await barrelOutputs()).sort()).toEqual([
    ["admin.js", "roles.js"],
    ["home.js", "trades.js"],
  ]);
});

test("app/constants.ts only re-exports, in a package free of side effects (else every page loads every subject)", () => {
  expect(JSON.parse(fs.readFileSync("package.json", "utf8")).sideEffects).toBe(false);
  const lines = fs.readFileSync("app/constants.ts", "utf8").split("\n");
  const code = lines.filter((line) => line.trim() && !/^\s*(\/\*\*|\*)/.test(line));
  expect(code.every((line) => /^export \* from "~\/constants\/[a-z-]+";$/.test(line))).toBe(true);
});
