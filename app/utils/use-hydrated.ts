import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while a component hydrates, true from the render after (at once in a
 * component first rendered on the client). Per component, not once for the app: a page hydrated later than the rest
 * (components/deferred-page) first renders as the server did.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
