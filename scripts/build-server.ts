/**
 * Bundles server.ts and server/ (Express and the checks at the edge) into build/server.js (and the preview renderer's
 * child process into build/pdf-render.child.js), part of `npm run build`,
 * which `npm start` runs: one plain JavaScript file loads in about half the time the TypeScript sources take through
 * tsx, and that time is a restart's. Packages stay in node_modules. The app is not in it: the server loads the Remix
 * build (build/index.js) for that, once (server/app.ts; tests/unit/server-bundle.test.ts keeps it so).
 */
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
// The plan room's preview renderer runs as a child process (app/infra/pdf-render.server.ts forks it from here).
await build({
  entryPoints: ["app/infra/pdf-render.child.ts"],
  outfile: "build/pdf-render.child.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  logLevel: "warning",
});
console.log("server: build/server.js, build/pdf-render.child.js");
