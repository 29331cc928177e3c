import type { UIMatch } from "@remix-run/react";

import { SERVICE_WORKER_PATH } from "~/offline/protocol";
import { noteDraftSentByBrowser } from "~/utils/drafts";

/**
 * A page that reads the same without JavaScript (the marketing and legal pages: text, links, `<details>` and plain
 * forms) exports `handle = { scripts: false }` and is sent without the app's scripts: a first visit downloads no
 * JavaScript at all (docs/decisions/024-pages-without-scripts.md). In the browser the app is already running when it
 * renders such a page (a client-side navigation), so it keeps its scripts.
 */
export function wantsScripts(matches: UIMatch[]): boolean {
  if (typeof document !== "undefined") return true;
  return matches.every((match) => (match.handle as { scripts?: boolean } | undefined)?.scripts !== false);
}

/** Offline reading and installing still need the service worker on a page without the app's scripts. */
export function ServiceWorkerScript({ nonce }: { nonce: string }) {
  const register = `navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)},{scope:"/"}).catch(function(){})`;
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `if("serviceWorker"in navigator)addEventListener("load",function(){${register}},{once:true})`,
      }}
    />
  );
}

/** Notes the draft of a form the browser posts itself, from the first moment the page shows (utils/drafts). */
export function DraftSentByBrowserScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: noteDraftSentByBrowser }} />;
}
