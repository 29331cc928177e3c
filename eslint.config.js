import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const LUCIDE = {
  name: "lucide-react",
  message: "Icons come from ~/components/icons (one cached SVG sprite; add the icon there).",
};
const LAZY_ZOD =
  "Pages get zod only when a form is used: wire a form with useSchemaForm (~/utils/use-schema-form), which loads its schema lazily.";
const LAZY_CONFORM =
  "Pages get conform's form state only when a form is used (useSchemaForm loads it): take the field helpers from ~/utils/use-schema-form (@conform-to/react's index would put all of conform in the page's first load).";

/** Folders that are one layer each (the first match wins, so app/ last: it holds only the files below). */
const LAYER_FOLDERS = {
  routes: "app/routes",
  components: "app/components",
  offline: "app/offline",
  utils: "app/utils",
  lib: "app/lib",
  schemas: "app/schemas",
  domain: "app/domain",
  infra: "app/infra",
  app: "app",
  db: "db",
  server: "server",
  seed: "seed",
  scripts: "scripts",
  tests: "tests",
};
/** The files at the top of app/, each a layer of its own. */
const APP_ROOT_FILES = {
  constants: ["app/constants.ts", "app/constants/*.ts"],
  root: "app/root.tsx",
  entry: [
    "app/entry.client.tsx",
    "app/entry.server.tsx",
    "app/process.server.ts",
    "app/every-page.client.ts",
    "app/every-page/**/*.client.ts",
  ],
};
const LAYER = {
  ...Object.fromEntries(Object.keys(LAYER_FOLDERS).map((type) => [type, [{ element: { type } }]])),
  ...Object.fromEntries(
    Object.keys(APP_ROOT_FILES).map((category) => [
      category,
      [{ element: { type: "app" }, file: { categories: category } }],
    ]),
  ),
};
// The root route (app/root.tsx) is a route.
LAYER.routes = [...LAYER.routes, ...LAYER.root];

const APP_CORE = ["lib", "constants", "schemas", "domain", "infra", "db"];
/** Which layers each layer may import (every layer may import its own files). */
const MAY_IMPORT = {
  routes: ["routes", "components", "utils", "offline", "lib", "constants", "schemas", "domain"],
  components: ["components", "utils", "offline", "lib", "constants", "schemas"],
  offline: ["offline", "lib", "constants"],
  // Web helpers: the session, forms and HTTP plumbing stand on the domain and on infra (secrets, multipart, keys).
  utils: ["utils", "lib", "constants", "schemas", "domain", "infra"],
  lib: ["lib", "constants"],
  constants: [],
  schemas: ["schemas", "lib", "constants"],
  domain: ["domain", "lib", "constants", "schemas", "infra", "db"],
  infra: ["infra", "lib", "constants", "db"],
  db: ["db", "constants"],
  // What the server process and the browser start from: they wire the layers together.
  entry: ["routes", "components", "utils", "offline", ...APP_CORE, "seed"],
  // The server reaches the app only through the build (docs/decisions/012-one-load-of-the-app.md).
  server: ["server"],
  seed: ["seed", ...APP_CORE],
  // Measurements render components to count the bytes they add to a page (scripts/measure-maps.tsx).
  scripts: ["scripts", "seed", "components", ...APP_CORE],
  tests: Object.keys(LAYER),
};
/**
 * Imports of types only (erased from the build): components show the domain's views and read the root loader's
 * data; the server names the hooks the build gives it.
 */
const MAY_IMPORT_TYPES = {
  components: ["domain", "root"],
  server: ["entry", "infra"],
};

/**
 * Every database call is awaited (docs/decisions/020-async-database-calls.md): a promise nobody awaits is a statement
 * that may run after its transaction, or an error nobody sees. Typed rules need the TypeScript program and make lint
 * about 4 times slower (55 s → 210 s measured on a loaded machine), so they run with `npm run lint:typed`.
 */
const TYPED = {
  files: [
    "app/**/*.server.ts",
    "app/routes/**/*.{ts,tsx}",
    "server/**/*.ts",
    "db/**/*.ts",
    "scripts/**/*.{ts,tsx}",
    "seed/**/*.ts",
  ],
  ignores: ["app/offline/**"],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: { "@typescript-eslint/no-floating-promises": "error", "@typescript-eslint/await-thenable": "error" },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "public/sw.js",
      "public/offline.js",
      ".cache/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [LUCIDE] }] },
  },
  ...(process.env.LINT_TYPED ? [TYPED] : []),
  {
    // Code that reaches the browser: zod and conform's form state arrive only lazily (app/utils/use-schema-form.ts).
    files: ["app/routes/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/utils/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["**/*.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            LUCIDE,
            { name: "zod", message: LAZY_ZOD, allowTypeImports: true },
            { name: "@conform-to/zod/v4", message: LAZY_ZOD, allowTypeImports: true },
            { name: "@conform-to/react", message: LAZY_CONFORM, allowTypeImports: true },
            { name: "@conform-to/dom", message: LAZY_CONFORM, allowTypeImports: true },
          ],
          patterns: [
            {
              group: [
                "~/schemas/*",
                "!~/schemas/constraints",
                "!~/schemas/constraints/*",
                "!~/schemas/forms",
                "!~/schemas/index.server",
                "!~/schemas/lazy.client",
              ],
              message: `${LAZY_ZOD} Server code imports schemas from ~/schemas/index.server.`,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A rendered page is kept while its data stays the same (docs/decisions/023-shared-documents.md): a text written
    // from the clock must say how long it stays as written, through app/lib/render-clock.ts.
    files: ["app/routes/**/*.tsx", "app/components/**/*.tsx", "app/root.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          "NewExpression[callee.name='Date'][arguments.length=0]",
        ].map((selector) => ({
          selector,
          message:
            "A component writes the clock's time through clockTime() of ~/lib/render-clock (a kept page must know how long it reads as written); in an effect or event handler, disable this rule with the reason.",
        })),
      ],
    },
  },
  {
    // The layers, and which way imports point: routes → domain → infra → db, with components and web helpers
    // (utils) on the route side and pure helpers (lib, constants) underneath everything. An import that runs back
    // up fails lint; tests/unit/layers.test.ts keeps this rule switched on.
    files: ["**/*.{ts,tsx,js}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true } },
      "boundaries/elements": Object.entries(LAYER_FOLDERS).map(([type, pattern]) => ({
        type,
        pattern,
        partialMatch: false,
      })),
      "boundaries/files": Object.entries(APP_ROOT_FILES).map(([category, pattern]) => ({ category, pattern })),
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            ...Object.entries(MAY_IMPORT)
              .filter(([, to]) => to.length > 0)
              .map(([from, to]) => ({
                from: LAYER[from],
                allow: { to: to.flatMap((layer) => LAYER[layer]) },
              })),
            ...Object.entries(MAY_IMPORT_TYPES).map(([from, to]) => ({
              from: LAYER[from],
              allow: { to: to.flatMap((layer) => LAYER[layer]), dependency: { kind: "type" } },
            })),
          ],
        },
      ],
    },
  },
);
