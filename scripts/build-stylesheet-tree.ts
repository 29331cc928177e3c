/**
 * Writes build/stylesheet-tree.json, part of `npm run build`: each stylesheet of the Remix build as a tree of rules
 * with the classes they need (scripts/stylesheet-tree.ts), keyed by the file's public path.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { StylesheetNode } from "../app/lib/stylesheet-subset";
import { stylesheetTree } from "./stylesheet-tree";

const root = fileURLToPath(new URL("../", import.meta.url));
const assets = path.join(root, "public/build/_assets");
const output = path.join(root, "build/stylesheet-tree.json");

const trees: Record<string, StylesheetNode[]> = {};
for (const name of fs.readdirSync(assets).filter((file) => file.endsWith(".css"))) {
  trees[`/build/_assets/${name}`] = stylesheetTree(fs.readFileSync(path.join(assets, name), "utf8"));
}
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, JSON.stringify(trees));
console.log(`stylesheet tree: ${Object.keys(trees).join(", ")}`);
