import fs from "node:fs";
import path from "node:path";

import { createCookie } from "@remix-run/node";

import { classNamesIn, stylesheetSubset, type StylesheetNode } from "~/lib/stylesheet-subset";

/**
 * The first paint in one round trip (docs/decisions/018-inline-stylesheet.md): a browser that has not fetched this
 * build's stylesheet yet gets the part of it the document uses inside the document, and a cookie naming the file;
 * the document also asks for the file at low priority, so the next page can link it from the browser's cache.
 */
const stylesheetCookie = createCookie("stylesheet", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * What the server renders inside the inline `<style>`, replaced by the rules once the whole document is there. It
 * starts with `<`, which React escapes in any text or attribute it writes, so no content can forge it.
 */
export const STYLESHEET_SLOT = "<inline-stylesheet>";
const SLOT_IN_DOCUMENT = `>${STYLESHEET_SLOT}</style>`;

const texts = new Map<string, string>();

function stylesheetText(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    text = fs.readFileSync(path.join("public", href), "utf8");
    texts.set(href, text);
  }
  return text;
}

/** The build's stylesheet trees (scripts/build-stylesheet-tree.ts); none when the build step did not run. */
let trees: Record<string, StylesheetNode[]> | undefined;

function treeOf(href: string): StylesheetNode[] | undefined {
  if (trees === undefined) {
    try {
      trees = JSON.parse(fs.readFileSync(path.join("build", "stylesheet-tree.json"), "utf8")) as Record<
        string,
        StylesheetNode[]
      >;
    } catch {
      trees = {};
    }
  }
  return trees[href];
}

/** Reading a document's classes and picking their rules takes about 0.4 ms for a 140 KB page: nothing is kept. */
function subsetFor(href: string, html: string): string {
  const tree = treeOf(href);
  return tree ? stylesheetSubset(tree, classNamesIn(html)) : stylesheetText(href);
}

/**
 * Whether this request's document carries the stylesheet inline (and the cookie to set with it), or null when the
 * browser already has the file.
 */
export async function stylesheetToInline(request: Request, href: string): Promise<{ setCookie: string } | null> {
  const cached: unknown = await stylesheetCookie.parse(request.headers.get("Cookie"));
  if (cached === href) return null;
  return { setCookie: await stylesheetCookie.serialize(href) };
}

/**
 * The rendered document with its inline slot filled: the rules its classes need, or the whole stylesheet for a page
 * whose own script adds elements the server did not render (`whole`).
 */
export function fillStylesheetSlot(html: string, href: string, { whole }: { whole: boolean }): string {
  const at = html.indexOf(SLOT_IN_DOCUMENT);
  if (at === -1) return html;
  const css = whole ? stylesheetText(href) : subsetFor(href, html);
  return `${html.slice(0, at)}>${css}</style>${html.slice(at + SLOT_IN_DOCUMENT.length)}`;
}
