/**
 * `npm start`: builds only when the build is missing or older than its sources, then runs the bundled server
 * (build/server.js) in this same process, so a process manager's signals reach it; cluster workers re-run this file
 * and skip the check. Plain JavaScript importing only Node's own modules until the server loads: its startup time is
 * part of a restart's.
 *
 * The sources are what `npm run build` reads: app/ (the Remix bundle, and the sprite, constraints and service worker
 * it generates, with db/), server.ts and server/ (the server bundle), public/ (copied, minus the
 * build's own outputs), patches/ (applied to the packages), remix.config.js, postcss.config.js, tsconfig.json (the
 * `~` alias), package.json and package-lock.json (another package version) and the build's scripts. The build's
 * stamp is its oldest output: any source newer than it means a rebuild. (A source saved while a build runs can be
 * missed; the next change or `npm run build` catches it.)
 */
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const SOURCES = [
  "app",
  "server.ts",
  "server",
  "db",
  "public",
  "patches",
  "remix.config.js",
  "postcss.config.js",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-icons.ts",
  "scripts/build-constraints.ts",
  "scripts/build-sw.ts",
  "scripts/build-server.ts",
  "scripts/generated-file.ts",
];
/** What the build writes; public/build and these are skipped when the sources are read. */
const OUTPUTS = ["build/index.js", "build/server.js", "public/sw.js", "public/offline.js"];
const SKIPPED = new Set(["public/build", ...OUTPUTS].map((file) => path.join(root, file)));
const PUBLIC_DIR = path.join(root, "public");

function mtimeOf(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest modification time under `file` (a file or a directory, walked). */
function newestUnder(file) {
  let newest = 0;
  const walk = (full) => {
    if (SKIPPED.has(full)) return;
    let stat;
    try {
      stat = fs.statSync(full);
    } catch {
      return;
    }
    // A directory's time changes when an entry is added or removed; public/'s also when the build writes into it.
    if (full !== PUBLIC_DIR) newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of fs.readdirSync(full)) walk(path.join(full, name));
  };
  walk(path.join(root, file));
  return newest;
}

function buildIsCurrent() {
  const built = OUTPUTS.map(mtimeOf);
  if (built.includes(null) || !fs.existsSync(path.join(root, "public/build"))) return false;
  const stamp = Math.min(...built);
  return SOURCES.every((source) => newestUnder(source) <= stamp);
}

if (cluster.isPrimary && !buildIsCurrent()) {
  console.log("The build is missing or older than the sources: building");
  const { status } = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

await import("../build/server.js");
