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
 * succeeded, by the rule a hydrated form follows (components/safe-form, useDraft). Called before hydration.
 */
export function dropDraftsSentByBrowser() {
  try {
    const sent = sessionStorage.getItem(SENT_BY_BROWSER);
    if (sent !== null) {
      sessionStorage.removeItem(SENT_BY_BROWSER);
      const [arrival] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      if ((arrival?.redirectCount ?? 0) > 0) localStorage.removeItem(sent);
    }
  } catch {
    // Storage blocked: nothing was kept.
  }
  // Last to hear a submit: a hydrated form's own handler has cancelled it by then.
  window.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.dataset.draft) return;
    try {
      sessionStorage.setItem(SENT_BY_BROWSER, form.dataset.draft);
    } catch {
      // Storage blocked: nothing was kept.
    }
  });
}

/** Every draft on this device (at logout). */
export function clearDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
