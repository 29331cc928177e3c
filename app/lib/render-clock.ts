/**
 * A page rendered on the server is kept and answered again while its loaders' data stays the same
 * (app/utils/shared-document.server.ts, docs/decisions/023-shared-documents.md). A text written from the clock
 * ("3 minutes ago", a countdown) would go stale in a kept copy, so whatever writes one says until when it stays as
 * written, and the copy is answered no longer. Components write the clock's time only through here; the lint rule
 * in eslint.config.js points anyone reading `Date.now()` in a component to this module.
 */
type Listener = (stableUntilMs: number) => void;

let listener: Listener | undefined;

/** The server's store of rendered pages listens (in the browser nobody does). */
export function listenToClockTexts(onClockText: Listener): void {
  listener = onClockText;
}

/** The time now, for a text that stays as written until `stableUntil(now)` (a time in ms; `now` or less: not at all). */
export function clockTime(stableUntil: (nowMs: number) => number): number {
  const now = Date.now();
  listener?.(stableUntil(now));
  return now;
}
