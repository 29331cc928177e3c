import { createContext, useContext, useState } from "react";

import { useHydrated } from "~/utils/use-hydrated";

const STYLE_ID = "stylesheet-inline";

/** What the server renders in a first visit's `<style>` (app/utils/stylesheet.server.ts fills it in). */
const InlineStylesheet = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheet.Provider;

/** The rules the document came with, read once in the browser so hydration renders the same `<style>`. */
function useInlineStylesheet(): string | null {
  const fromServer = useContext(InlineStylesheet);
  const [css] = useState(() =>
    typeof document === "undefined" ? fromServer : (document.getElementById(STYLE_ID)?.textContent ?? null),
  );
  return css;
}

/**
 * In the head: on a first visit the rules the page uses, inline; once the app runs, the whole file too (the pages
 * it renders next use other rules), which the page has prefetched by then. Later visits link the file (cached).
 */
export function Stylesheet({ href }: { href: string }) {
  const css = useInlineStylesheet();
  const hydrated = useHydrated();
  if (css === null) return <link rel="stylesheet" href={href} />;
  return (
    <>
      <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
      {hydrated ? <link rel="stylesheet" href={href} /> : null}
    </>
  );
}

/** At the end of the body of a first visit: fetches the file at low priority, for the next page to link. */
export function StylesheetPrefetch({ href }: { href: string }) {
  const css = useInlineStylesheet();
  return css === null ? null : <link rel="prefetch" as="style" href={href} />;
}
