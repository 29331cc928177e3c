/**
 * The device's queue of unsent messages (IndexedDB), loaded on first use: the root only touches it after hydration,
 * so it stays out of every page's first load. A `.client` module, so the server build leaves it out: there a dynamic
 * import of a module that the thread also imports statically would be wrapped in a lazy initializer that the static
 * importer never runs (docs/decisions/011-page-weight.md, decision 1).
 */
export const loadMessageQueue = () => import("~/offline/message-queue");
