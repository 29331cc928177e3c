import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";

import { firstLoadPartsPending } from "~/components/deferred-page";
import { loadPagesWhileOffline, registerServiceWorker } from "~/offline/client";
import { dropDraftsSentByBrowser } from "~/utils/drafts";
import { keepFieldsUntilHydrated, restoreKeptFields } from "~/utils/kept-fields";

loadPagesWhileOffline();
dropDraftsSentByBrowser();
// What the user chose or typed before the scripts ran survives hydration (utils/kept-fields).
keepFieldsUntilHydrated();

/**
 * Puts the kept fields back in the commit after hydration's: the one in which the components that change once
 * hydrated (useHydrated) have changed, RouteDialog opening its modal among them. Its effect runs after theirs (it
 * comes after the whole app in the tree), so the dialog's form is there and open.
 */
function RestoreKeptFields() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) restoreKeptFields(firstLoadPartsPending());
    else setHydrated(true);
  }, [hydrated]);
  return null;
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
      <RestoreKeptFields />
    </StrictMode>,
  );
  registerServiceWorker();
});
