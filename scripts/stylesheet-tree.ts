/**
 * A stylesheet as the tree app/lib/stylesheet-subset.ts keeps a first visit's rules from, with the classes each
 * selector needs, read with a CSS parser at build time (scripts/build-stylesheet-tree.ts) so the server never parses
 * CSS.
 */
import postcss, { type ChildNode } from "postcss";
import selectorParser from "postcss-selector-parser";

import type { StylesheetNode } from "../app/lib/stylesheet-subset";

/** The classes each comma-separated selector names (in `:is()`, `:where()` and `:not()` too). */
function classesPerSelector(selector: string): string[][] {
  const alternatives: string[][] = [];
  selectorParser((selectors) => {
    selectors.each((one) => {
      const names = new Set<string>();
      one.walkClasses((node) => {
        if (!isOptional(node)) names.add(node.value);
      });
      alternatives.push([...names]);
    });
  }).processSync(selector);
  return alternatives;
}

/** A class inside `:not()`, or one of several alternatives (`:is(.a, .b)`), need not be in the document. */
function isOptional(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === "pseudo" && (parent.value === ":not" || parent.nodes.length > 1)) return true;
  }
  return false;
}

function nodeOf(node: ChildNode): StylesheetNode | null {
  if (node.type === "comment") return null;
  if (node.type === "rule") {
    const selectors = classesPerSelector(node.selector);
    if (selectors.some((names) => names.length === 0)) return { kind: "always", css: node.toString() };
    return { kind: "rule", css: node.toString(), selectors };
  }
  if (node.type === "atrule" && node.nodes?.some((child) => child.type === "rule") && node.name !== "keyframes") {
    const children = node.nodes.map(nodeOf).filter((child) => child !== null);
    return { kind: "block", prelude: `@${node.name}${node.params ? ` ${node.params}` : ""}`, children };
  }
  // A declaration or a statement (`@layer components;`) is written without the `;` that separates it from the next.
  const statement = node.type === "decl" || (node.type === "atrule" && !node.nodes);
  return { kind: "always", css: statement ? `${node.toString()};` : node.toString() };
}

export function stylesheetTree(css: string): StylesheetNode[] {
  return postcss
    .parse(css)
    .nodes.map(nodeOf)
    .filter((node) => node !== null);
}
