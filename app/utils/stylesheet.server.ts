import fs from "node:fs";
import path from "node:path";

import { createCookie } from "@remix-run/node";

/**
 * The first paint in one round trip (docs/decisions/018-inline-stylesheet.md): a browser that has not fetched this
 * build's stylesheet yet gets it inside the document, and a cookie naming the file; the document also asks for the
 * file at low priority, so the next page can link it from the browser's cache instead.
 */
const stylesheetCookie = createCookie("stylesheet", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

const texts = new Map<string, string>();

function stylesheetText(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    text = fs.readFileSync(path.join("public", href), "utf8");
    texts.set(href, text);
  }
  return text;
}

/** The stylesheet to inline and the cookie to set with it, or null when this browser already has the file. */
export async function stylesheetToInline(
  request: Request,
  href: string,
): Promise<{ css: string; setCookie: string } | null> {
  const cached: unknown = await stylesheetCookie.parse(request.headers.get("Cookie"));
  if (cached === href) return null;
  return { css: stylesheetText(href), setCookie: await stylesheetCookie.serialize(href) };
}
