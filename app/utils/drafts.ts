/**
 * The drafts kept on the device: a form's long texts per user and form (components/safe-form, useDraft). The server
 * marks such a form with its key (`data-draft`), so that a page hydrated when reached (components/deferred-page)
 * can tell at once that it has a draft to bring back.
 */
const DRAFT_PREFIX = "draft:";

export const draftKey = (userId: number, name: string) => `${DRAFT_PREFIX}${userId}:${name}`;

export function readDraft(key: string): Record<string, string> | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, string> | null;
  } catch {
    return null;
  }
}

/** Whether a form of the document has a draft on this device to bring back. */
export function draftWaitingInDocument(): boolean {
  return [...document.querySelectorAll<HTMLFormElement>("form[data-draft]")].some(
    (form) => readDraft(form.dataset.draft ?? "") !== null,
  );
}

/** This tab's form whose draft goes if the next document is the answer to its successful post (see below). */
const SENT_BY_BROWSER = "drafts:sent-by-browser";

/**
 * A form the browser posts itself, its page's code not having taken it over yet (components/deferred-page), keeps
 * its draft: the code may even arrive while the post is under way and save the typed text. So the form's draft key is
 * noted for this tab as it goes, and the next document drops that draft if a redirect brought it: the submit
 * succeeded, by the rule a hydrated form follows (components/safe-form, useDraft).
 *
 * The noting is a script inline in the document's head (root), so that it hears a Send pressed before the app's
 * scripts have run, as happens on a slow link. It listens last (on the window, where a submit arrives after React's
 * handlers on the document): a hydrated form's own handler has cancelled the submit by then.
 */
export const noteDraftSentByBrowser = `addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||!f.dataset.draft)return;try{sessionStorage.setItem(${JSON.stringify(SENT_BY_BROWSER)},JSON.stringify({draft:f.dataset.draft,from:performance.timeOrigin}))}catch(x){}})`;

/**
 * The dropping, called before hydration (entry.client). A note the document itself made is left for the next one: the
 * app's scripts may run after Send was pressed, while the post is under way.
 */
export function dropDraftsSentByBrowser() {
  try {
    const sent = JSON.parse(sessionStorage.getItem(SENT_BY_BROWSER) ?? "null") as {
      draft?: string;
      from?: number;
    } | null;
    if (sent === null || sent.from === performance.timeOrigin) return;
    sessionStorage.removeItem(SENT_BY_BROWSER);
    const [arrival] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (typeof sent.draft === "string" && (arrival?.redirectCount ?? 0) > 0) localStorage.removeItem(sent.draft);
  } catch {
    // Storage blocked, or a note it cannot read: nothing to drop.
  }
}

/** Every draft on this device (at logout). */
export function clearDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
