import { useOutlet } from "@remix-run/react";
import type { ReactNode } from "react";

import { DialogPlaceContext } from "~/components/dialog-place";
import { PageContainer } from "~/components/page-header";
import { useHydrated } from "~/utils/use-hydrated";

// Apart from RouteDialog (app/components/route-dialog.tsx), which only the dialog routes import: a parent page loads
// the dialog's code when one of its dialogs opens, not on its own first load.

/**
 * For a parent route: its nested dialog route, or null. Without JavaScript the dialog route is the page, so the
 * parent renders only it (`alone`).
 */
export function useDialogOutlet() {
  // A parent has no index route (its own URL matches it alone): any child is a dialog.
  const outlet = useOutlet();
  const hydrated = useHydrated();
  const alone = Boolean(outlet) && !hydrated;
  return {
    outlet: outlet ? (
      <DialogPlaceContext.Provider value={alone ? "page" : "under-page"}>{outlet}</DialogPlaceContext.Provider>
    ) : null,
    alone,
  };
}

export function DialogPage({ children }: { children: ReactNode }) {
  return <PageContainer>{children}</PageContainer>;
}
