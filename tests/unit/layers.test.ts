/**
 * The layers stay as drawn (eslint.config.js): ESLint's boundaries rule refuses an import that runs back up, so
 * switching the rule off or loosening it fails here; and the domain, with the layers under it, has no import loop
 * (a loop makes modules load half-initialised, and ties every module in it to every other).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { ESLint } from "eslint";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The boundaries errors ESLint reports for `source` placed at `file` (relative to the repository). */
async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await new ESLint({
    cwd: ROOT,
    // The probe files do not exist on disk, so the typed rules (which need the TypeScript project) are left out.
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/await-thenable": "off" },
    },
  }).lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("the layer rule", () => {
  it.each([
    ["app/domain/probe.server.ts", 'import { Pager } from "~/components/pager";', "domain", "components"],
    ["app/domain/probe.server.ts", 'import { cn } from "~/utils/cn";', "domain", "utils"],
    ["app/routes/probe.tsx", 'import { today } from "~/infra/clock.server";', "routes", "infra"],
    ["app/routes/feature/probe.tsx", 'import { db } from "~/infra/db.server";', "routes", "infra"],
    ["app/utils/probe.ts", 'import { Pager } from "~/components/pager";', "utils", "components"],
    ["app/lib/probe.ts", 'import { displayName } from "~/domain/people.server";', "lib", "domain"],
    ["app/infra/probe.server.ts", 'import { notFound } from "~/domain/errors.server";', "infra", "domain"],
    ["db/probe.ts", 'import { register } from "../app/domain/accounts.server";', "db", "domain"],
    ["server/probe.ts", 'import { db } from "../app/infra/db.server";', "server", "infra"],
  ])("refuses %s: %s", { timeout: 60_000 }, async (file, source, from, to) => {
    expect(await layerErrors(file, `${source}\n`)).toEqual([
      `There is no policy allowing dependencies from elements of type "${from}" to elements of type "${to}"`,
    ]);
  });

  it("lets an import point down", { timeout: 60_000 }, async () => {
    const source = 'import { uploadUrl } from "~/lib/images";\nimport { db } from "~/infra/db.server";\n';
    expect(await layerErrors("app/domain/probe.server.ts", source)).toEqual([]);
  });
});

/** Each module's imports of the other modules under `dirs`, resolved as TypeScript resolves them. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  )!;
  const files = dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(ROOT, dir, file)),
  );
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, "utf8"), true, true)
        .importedFiles.map((ref) => ts.resolveModuleName(ref.fileName, file, config.options, ts.sys).resolvedModule)
        .flatMap((resolved) => (resolved && known.has(resolved.resolvedFileName) ? [resolved.resolvedFileName] : [])),
    ]),
  );
}

/** One import loop (each module of it, the first again at the end), or null. */
function findLoop(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | null => {
    const seen = trail.indexOf(file);
    if (seen >= 0) return [...trail.slice(seen), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next, [...trail, file]);
      if (loop) return loop;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const loop = visit(file, []);
    if (loop) return loop;
  }
  return null;
}

describe("import loops", () => {
  it("finds a loop when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
    ]);
    expect(findLoop(graph)).toEqual(["a", "b", "c", "a"]);
  });

  it("has none in the domain and the layers under it", () => {
    const loop = findLoop(importGraph(["app/domain", "app/infra", "app/lib"]));
    expect(loop?.map((file) => path.relative(ROOT, file)).join(" → ") ?? null).toBeNull();
  });
});
