/**
 * A page whose own code is fetched when the page is reached, not with the first load
 * (docs/decisions/026-deferred-hydration.md).
 *
 * The server renders the page in full, as ever. In the browser, the first load hydrates the document around it (the
 * header, the layout) and leaves the page's HTML as the server sent it: React keeps a Suspense boundary's server
 * HTML while its content suspends. Until then its links and forms work as they do without JavaScript. The page's
 * code is fetched on the first sign that someone uses the page (a pointer over it, a touch, a focus, a key, the
 * wheel) or on the first change of the router's state a render reads (a navigation, a submission, a revalidation, a
 * fetcher), and the page hydrates when it arrives. A page reached by a client-side navigation fetches its code at
 * once, and the navigation waits for it.
 *
 * Only pages that do nothing on their own use it: a page that polls, keeps a queue or restores a draft when it opens
 * needs its code from the start. A control that acts on a change is fine: the change made before the code arrived is
 * put back when the page hydrates, with the events it fired (utils/kept-fields). A page with dialog routes is not
 * deferred: it and its dialog must hydrate together (docs/decisions/026-deferred-hydration.md).
 */
import { Suspense, useEffect, useState, type ComponentType } from "react";

import { keptFieldsChanged, restoreKeptFields } from "~/utils/kept-fields";

type PageModule = { default: ComponentType };
/** One rendering of a deferred page: `firstLoad` when the document's hydration rendered it (its HTML the server's). */
type Part = { firstLoad: boolean };

/** Set once the document has hydrated (by the root, see markDocumentHydrated): renders after it are client ones. */
let documentHydrated = false;
/** The first load's parts not hydrated yet: what the user typed in them is kept until they are (utils/kept-fields). */
const firstLoadParts = new Set<Part>();
export const firstLoadPartsPending = () => firstLoadParts.size > 0;

/** Set on the first sign that someone uses the page: from then on every page's code is fetched when rendered. */
let reached = false;
/** What to do when the page is reached: start the fetches of the parts the first load left as server HTML. */
const onReach = new Set<() => void>();

const REACH_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "wheel"] as const;

function reach() {
  if (reached) return;
  reached = true;
  for (const type of REACH_EVENTS) document.removeEventListener(type, reach, true);
  for (const start of onReach) start();
  onReach.clear();
}

if (typeof document !== "undefined") {
  for (const type of REACH_EVENTS) document.addEventListener(type, reach, { capture: true, passive: true });
}

type RouterState = {
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, unknown>;
  loaderData: unknown;
  actionData: unknown;
  errors: unknown;
};
type Router = { state: RouterState; subscribe(listener: (state: RouterState) => void): () => void };

/**
 * The first change of the router's state that a render reads reaches the page. A route added by lazy route
 * discovery changes the state's identity only; it does not count, or every page would fetch its code at once.
 */
function watchRouter() {
  const router = (window as unknown as { __remixRouter?: Router }).__remixRouter;
  if (!router || reached) return;
  const first = router.state;
  const unsubscribe = router.subscribe((state) => {
    if (
      state.navigation.state !== "idle" ||
      state.revalidation !== "idle" ||
      state.fetchers.size > 0 ||
      state.loaderData !== first.loaderData ||
      state.actionData !== first.actionData ||
      state.errors !== first.errors
    ) {
      unsubscribe();
      reach();
    }
  });
  onReach.add(unsubscribe);
}

function afterSignal(then: () => void) {
  const done = () => {
    window.removeEventListener("online", done);
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(done, 10_000);
  window.addEventListener("online", done);
}

/** Called by the root once the document has hydrated. */
export function markDocumentHydrated() {
  if (documentHydrated) return;
  documentHydrated = true;
  // Used before the scripts ran (a field changed, the focus in the page): the page is reached already.
  if (keptFieldsChanged() || (document.activeElement !== null && document.activeElement !== document.body)) reach();
  else watchRouter();
}

/**
 * The route's component: `export default deferredPage(() => import("~/routes/<feature>/<route>.page"))`, the page's
 * component in `<route>.page.tsx` beside the route module (remix.config.js ignores those as routes). The server bundle
 * holds the module, and loads it when the server starts, so that the server renders the page at once.
 */
export function deferredPage(load: () => Promise<PageModule>): ComponentType {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  // A fetch that failed (no signal) is tried again once the signal is back, or ten seconds on: the page stays the
  // server's HTML meanwhile.
  const start = () =>
    (loading ??= load().then(
      (module) => void (Page = module.default),
      () => new Promise<void>((resolve) => afterSignal(() => ((loading = null), resolve()))),
    ));
  if (typeof document === "undefined") void start();

  /** The first load's page: pending until the page is reached, then until its code has arrived. */
  let whenReached: Promise<void> | null = null;
  /** Never a fetch for the first load's page while it is not reached, even when a render retries it. */
  function wait(firstLoad: boolean): Promise<void> {
    if (reached || !firstLoad) return start();
    return (whenReached ??= new Promise<void>((resolve) => onReach.add(() => void start().then(resolve))));
  }

  function Content({ part }: { part: Part }) {
    useEffect(() => {
      if (!firstLoadParts.delete(part)) return;
      // What the user typed or chose before the page hydrated reaches its components now.
      restoreKeptFields(firstLoadPartsPending());
    }, [part]);
    if (!Page) throw wait(part.firstLoad);
    return <Page />;
  }
  // A navigation to the page waits for its code with the page it leaves on screen, instead of an empty page.
  function Waiting({ part }: { part: Part }): null {
    throw wait(part.firstLoad);
  }

  function DeferredPage() {
    // Rendered while the document hydrates: the page is the server's HTML, kept until it is reached.
    const [part] = useState<Part>(() => {
      const firstLoad = !documentHydrated;
      const part = { firstLoad };
      if (firstLoad) firstLoadParts.add(part);
      return part;
    });
    return (
      <Suspense fallback={<Waiting part={part} />}>
        <Content part={part} />
      </Suspense>
    );
  }
  return DeferredPage;
}
