import { useMatches, useOutlet } from "@remix-run/react";
import type { ReactNode } from "react";

import { PageContainer } from "~/components/page-header";
import { useHydrated } from "~/utils/use-hydrated";

// Apart from RouteDialog (app/components/route-dialog.tsx), which only the dialog routes import: a parent page loads
// the dialog's code when one of its dialogs opens, not on its own first load.

/**
 * For a parent route: its nested dialog route, or null. Without JavaScript the dialog route is the page, so the
 * parent renders only it (`alone`).
 */
export function useDialogOutlet() {
  const outlet = useOutlet();
  const hydrated = useHydrated();
  const leaf = useMatches().at(-1);
  // The parent's own index route renders nothing; only a real child is a dialog.
  const dialog = outlet && leaf && !leaf.id.endsWith("._index") ? outlet : null;
  return { outlet: dialog, alone: Boolean(dialog) && !hydrated };
}

export function DialogPage({ children }: { children: ReactNode }) {
  return <PageContainer>{children}</PageContainer>;
}
