import type { UIMatch } from "@remix-run/react";

/**
 * Where a phone's first screen of a page ends. A page that marks it (`<FirstScreenEnd />` once, and
 * `handle = { firstScreen: true }` on its route) gets `<link rel="expect" href="#first-screen" blocking="render">`
 * in its head: the browser paints only once the document is parsed up to the mark, so the first paint already
 * holds the page's heading and largest text, instead of the top bar alone with the rest one layout later
 * (docs/decisions/027-first-screen.md). A browser that does not know `rel="expect"` ignores it.
 */
const FIRST_SCREEN_ID = "first-screen";

export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_ID} hidden />;
}

/** Whether a route of the page marks its first screen (render-blocking only applies to the parsed document). */
export function marksFirstScreen(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { firstScreen?: boolean } | undefined)?.firstScreen === true);
}

export function FirstScreenExpectation() {
  // `blocking` is HTML's (render-blocking links), newer than the lint rule's list; React passes it through as written.
  // eslint-disable-next-line react/no-unknown-property
  return <link rel="expect" href={`#${FIRST_SCREEN_ID}`} blocking="render" />;
}
