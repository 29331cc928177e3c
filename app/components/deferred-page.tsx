/**
 * A page whose own code is fetched when the page is reached, not with the first load
 * (docs/decisions/026-deferred-hydration.md).
 *
 * The server renders the page in full, as ever. In the browser, the first load hydrates the document around it (the
 * header, the layout) and leaves the page's HTML as the server sent it: React keeps a Suspense boundary's server
 * HTML while its content suspends. Until then its forms work as they do without JavaScript, and its app links are
 * followed by the router on the client. The page's code is fetched on the first sign that someone uses the page (a
 * pointer over it, a touch, a focus, a key, the wheel, a field changed) or on the first change of the router's state
 * a render reads (a navigation, a submission, a revalidation, a fetcher), and the page hydrates when it arrives. A
 * page reached by a client-side navigation fetches its code at once, and the navigation waits for it.
 *
 * A page with something to do on its own hydrates at once: a draft to bring back (components/safe-form), an element
 * marked `data-hydrate-now` (a countdown, a progress that asks again), or the route's own `hydrateNow` test. A control
 * that acts on a change is fine: the change made before the code arrived is put back when the page hydrates, with the
 * events it fired (utils/kept-fields). A page and its dialog route, both deferred, hydrate together: the first load's
 * parts wait for the code of every deferred route it shows.
 */
import { Suspense, useEffect, useState, type ComponentType } from "react";

import { draftWaitingInDocument } from "~/utils/drafts";
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

// `input` and `change` too: a field filled without a key (autofill, a picked file) is a use of the page.
const REACH_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "wheel",
  "input",
  "change",
] as const;

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
  matches: { route: { id: string } }[];
  navigation: { state: string };
  revalidation: string;
  fetchers: Map<string, unknown>;
  loaderData: unknown;
  actionData: unknown;
  errors: unknown;
};
type Router = {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string): Promise<void>;
};
type RemixWindow = {
  __remixRouter?: Router;
  __remixRouteModules?: Record<string, { default?: { fetchCode?: () => Promise<void> } } | undefined>;
};

/**
 * The code of every deferred route the document shows. A page and its dialog route hydrate as one: once the page
 * hydrates, its dialog's section becomes a modal in a synchronous render (RouteDialog), which cannot wait for code.
 */
function firstLoadCode(): Promise<unknown> {
  const { __remixRouter: router, __remixRouteModules: modules } = window as unknown as RemixWindow;
  const matched = router?.state.matches.map((match) => modules?.[match.route.id]?.default?.fetchCode) ?? [];
  return Promise.all(matched.map((fetchCode) => fetchCode?.()));
}

/**
 * The first change of the router's state that a render reads reaches the page. A route added by lazy route
 * discovery changes the state's identity only; it does not count, or every page would fetch its code at once.
 */
function watchRouter() {
  const router = (window as unknown as RemixWindow).__remixRouter;
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

/**
 * A click on an app link (`<Link>` marks its anchor `data-discover`) in a part not hydrated yet: the router, which
 * runs once the document around the page has hydrated, follows it on the client, as the hydrated page would, instead
 * of the browser loading a new document.
 */
function followLinkOnClient(event: MouseEvent) {
  if (!documentHydrated || !firstLoadPartsPending()) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return;
  // Hydrated already: its own handler follows it.
  if (Object.keys(link).some((key) => key.startsWith("__reactFiber$"))) return;
  const router = (window as unknown as RemixWindow).__remixRouter;
  const url = new URL(link.href);
  if (!router || url.origin !== window.location.origin) return;
  event.preventDefault();
  void router.navigate(url.pathname + url.search + url.hash);
}

if (typeof document !== "undefined") document.addEventListener("click", followLinkOnClient, true);

/** Once the document has loaded and the browser has nothing else to do. */
function whenIdle(then: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(() => then()) : setTimeout(then, 1000));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
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
  // Used before the scripts ran (a field changed, the focus in the page), or something in it acts on its own: a
  // draft to bring back into a form (components/safe-form), a countdown (`data-hydrate-now`). The page is reached.
  if (
    keptFieldsChanged() ||
    (document.activeElement !== null && document.activeElement !== document.body) ||
    draftWaitingInDocument() ||
    document.querySelector("[data-hydrate-now]")
  )
    reach();
  else watchRouter();
}

/**
 * The route's component: `export default deferredPage(() => import("~/routes/<feature>/<route>.page"))`, the page's
 * component in `<route>.page.tsx` beside the route module (remix.config.js ignores those as routes). The server bundle
 * holds the module, and loads it when the server starts, so that the server renders the page at once.
 */
export function deferredPage(
  load: () => Promise<PageModule>,
  options: {
    /** Whether the page has something to do on its own at once on this device (messages queued on it, say). */
    hydrateNow?: () => Promise<boolean>;
    /**
     * When the page shows a form that works offline (SafeForm's `worksOffline`: the message composer queues), fetch
     * the code once the page has loaded and the browser is idle, without hydrating: the form must work when the signal
     * drops before anyone touched it. A page without such a form (the conversation list) fetches nothing more.
     */
    keepForOffline?: boolean;
  } = {},
): ComponentType & { fetchCode(): Promise<void> } {
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
  /** Settles once the code is here, after as many tries as that takes. */
  async function fetchCode() {
    while (!Page) await start();
  }

  /**
   * The first load's page: pending until the page is reached, then until its code and that of every deferred route
   * the document shows have arrived. (React hydrates the page's boundary after the document, so the page may be
   * reached before it first renders.)
   */
  let whenReached: Promise<void> | null = null;
  /** Whether the first load's deferred code is all here (the server renders at once: its bundle holds it all). */
  let firstLoadReady = typeof document === "undefined";
  /** Never a fetch for the first load's page while it is not reached, even when a render retries it. */
  function wait(firstLoad: boolean): Promise<void> {
    if (!firstLoad) return start();
    const allCode = () => Promise.all([fetchCode(), firstLoadCode()]).then(() => void (firstLoadReady = true));
    return (whenReached ??= reached
      ? allCode()
      : new Promise<void>((resolve) => onReach.add(() => void allCode().then(resolve))));
  }

  function Content({ part }: { part: Part }) {
    // The first load's page hydrates only with all of the document's deferred code there, even if its own came first
    // (an event over it makes React try it at once): its dialog renders in the same pass.
    if (!Page || (part.firstLoad && !firstLoadReady)) throw wait(part.firstLoad);
    return (
      <>
        <Page />
        {part.firstLoad ? <RestoreKeptFields part={part} /> : null}
      </>
    );
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
    useEffect(() => {
      if (!part.firstLoad) return;
      if (options.hydrateNow) void options.hydrateNow().then((now) => now && reach());
      if (options.keepForOffline && document.querySelector("form[data-works-offline]"))
        whenIdle(() => void fetchCode());
    }, [part]);
    return (
      <Suspense fallback={<Waiting part={part} />}>
        <Content part={part} />
      </Suspense>
    );
  }
  return Object.assign(DeferredPage, { fetchCode });
}

/**
 * What the user typed or chose before a first-load part hydrated reaches its components, in the commit after its
 * hydration's: the one in which what changes once hydrated has changed (a dialog route's section opening as a modal,
 * with its form mounted afresh). This comes after the page in the tree, so its effect runs after the page's.
 */
function RestoreKeptFields({ part }: { part: Part }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
    else if (firstLoadParts.delete(part)) restoreKeptFields(firstLoadPartsPending());
  }, [hydrated, part]);
  return null;
}
