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

/** Every draft on this device (at logout). */
export function clearDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
