/**
 * The part of the stylesheet a document uses (docs/decisions/018-inline-stylesheet.md): a first visit's document
 * carries only the rules whose class selectors all name classes the document has. The stylesheet comes as a tree
 * made at build time (scripts/build-stylesheet-index.ts), so no CSS is parsed while serving.
 */
export type StylesheetNode =
  /** Kept whatever the document: declarations, `@property`, `@keyframes`, rules without a class. */
  | { kind: "always"; css: string }
  /** A rule, kept when every class of one of its selectors is in the document. */
  | { kind: "rule"; css: string; selectors: string[][] }
  /** An at-rule around rules (`@layer`, `@media`, `@supports`), kept when something inside is. */
  | { kind: "block"; prelude: string; children: StylesheetNode[] };

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/** Every class named in the document's `class` attributes (as React writes them: double quotes, entities). */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
    for (const name of decoded.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

function keptCss(node: StylesheetNode, classes: Set<string>): string {
  switch (node.kind) {
    case "always":
      return node.css;
    case "rule":
      return node.selectors.some((names) => names.every((name) => classes.has(name))) ? node.css : "";
    case "block": {
      const inside = node.children.map((child) => keptCss(child, classes)).join("");
      return inside ? `${node.prelude}{${inside}}` : "";
    }
  }
}

/** The stylesheet's text without the rules the document cannot match. */
export function stylesheetSubset(tree: StylesheetNode[], classes: Set<string>): string {
  return tree.map((node) => keptCss(node, classes)).join("");
}
