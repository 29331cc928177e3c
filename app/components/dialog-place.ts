import { createContext, useContext } from "react";

/**
 * Where a dialog route's own screens (its error screen) are drawn: `page` without JavaScript, where the dialog route
 * is the page (inside its parent's `<main>`); `under-page` once the page runs, where the parent page shows in full
 * with the dialog route after its content; null outside a dialog route.
 */
type DialogPlace = "page" | "under-page" | null;

export const DialogPlaceContext = createContext<DialogPlace>(null);

export const useDialogPlace = () => useContext(DialogPlaceContext);
