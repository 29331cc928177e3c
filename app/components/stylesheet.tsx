import { createContext, useContext, useState } from "react";

const STYLE_ID = "stylesheet-inline";

/** The stylesheet's text while the server renders a first visit's document (app/utils/stylesheet.server.ts). */
const InlineStylesheet = createContext<string | null>(null);

export const InlineStylesheetProvider = InlineStylesheet.Provider;

/** The text the document came with, read once in the browser so hydration renders the same `<style>`. */
function useInlineStylesheet(): string | null {
  const fromServer = useContext(InlineStylesheet);
  const [css] = useState(() =>
    typeof document === "undefined" ? fromServer : (document.getElementById(STYLE_ID)?.textContent ?? null),
  );
  return css;
}

/** In the head: the stylesheet inline on a first visit, linked (from the browser's cache) after it. */
export function Stylesheet({ href }: { href: string }) {
  const css = useInlineStylesheet();
  if (css === null) return <link rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** At the end of the body of a first visit: fetches the file at low priority, for the next page to link. */
export function StylesheetPrefetch({ href }: { href: string }) {
  const css = useInlineStylesheet();
  return css === null ? null : <link rel="prefetch" as="style" href={href} />;
}
