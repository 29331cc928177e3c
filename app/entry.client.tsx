import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { loadPagesWhileOffline, registerServiceWorker } from "~/offline/client";

loadPagesWhileOffline();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
  registerServiceWorker();
});
