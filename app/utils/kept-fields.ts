/**
 * What the user chose or typed in the page's form fields before its JavaScript took over, kept until React has it.
 *
 * On a slow phone the server's page is usable for seconds before the scripts run. What React does next can put fresh
 * fields in place of the ones the user touched, at their defaults: a dialog route's page section becomes a modal
 * (RouteDialog mounts its form afresh), and a hydration mismatch (a translator or an extension that changed the
 * page's text) makes React render the whole document again. So the client entry keeps every field the user changed
 * (selects, boxes and text alike) just before hydrateRoot, follows what the user does while hydration runs, and after
 * hydration (once RouteDialog has opened its modal) puts it back, with the events a person's edit fires (`input` and
 * `change`; a click for a box), so drafts, conform, the dialog's "something was typed" and a form acting on a change
 * see it; and if the field the user was in was replaced, the focus and caret go to the new one. A page hydrated when
 * reached (components/deferred-page) gets its fields back when it hydrates.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A checkbox or a radio button: what it holds is whether it is ticked. */
const isBox = (field: Field): field is HTMLInputElement => field.type === "checkbox" || field.type === "radio";

/** The one rule for "the user changed this field": it no longer shows what the server's HTML set. */
export function changedByUser(field: Field): boolean {
  if (isBox(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    // With no option marked selected, a single select starts on its first option.
    return field.multiple
      ? options.some((o) => o.selected !== o.defaultSelected)
      : field.selectedIndex !==
          Math.max(
            0,
            options.findIndex((o) => o.defaultSelected),
          );
  }
  return field.value !== field.defaultValue;
}

/**
 * The document's fields by a key that finds a field again in a new render: its form (id, else action), its name, a
 * box's value, and which one of the fields with those it is.
 */
function keyed(): Map<string, Field> {
  const seen = new Map<string, number>();
  const fields = new Map<string, Field>();
  for (const field of document.querySelectorAll<Field>("input[name], textarea[name], select[name]")) {
    if (/^(hidden|file|submit|button|reset|image)$/.test(field.type)) continue;
    const base = `${field.form ? field.form.id || field.form.getAttribute("action") : ""}\n${field.name}\n${isBox(field) ? field.value : ""}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    fields.set(`${base}\n${n}`, field);
  }
  return fields;
}

/** What a person's edit fires (in this order), and what is followed while hydration runs. */
const EVENTS = ["input", "change"];

/** A changed field's value, or for a box whether it is ticked. */
let kept: Map<string, string | boolean> | null = null;
/** The field the user is in, by its key: a field put in its place gets the focus and the caret back. */
let focused: { key: string; field: Field } | null = null;
/** Whether the user has changed a field of the page since before its scripts ran. */
export const keptFieldsChanged = () => (kept?.size ?? 0) > 0;
/** Set while the kept fields are put back: the events that fires are not the user's. */
let restoring = false;

function keep(key: string, field: Field) {
  if (changedByUser(field)) kept?.set(key, isBox(field) ? field.checked : field.value);
  else kept?.delete(key);
}

/** A change while hydration runs: the field, and for a radio button the others of its group (unticked by it). */
function follow({ target }: Event) {
  if (!kept || restoring) return;
  const radio = (field: unknown): field is HTMLInputElement =>
    field instanceof HTMLInputElement && field.type === "radio";
  for (const [key, field] of keyed()) {
    if (field === target || (radio(target) && radio(field) && field.name === target.name)) keep(key, field);
  }
}

/**
 * The field the user was in, if React has put another in its place: the new one gets the focus, and the caret at the
 * end of its text, so that the next keys typed land in it rather than in a field no longer on the page.
 */
function refocus(wasIn: typeof focused, fields: Map<string, Field>) {
  const field = wasIn && !wasIn.field.isConnected ? fields.get(wasIn.key) : undefined;
  if (!field) return;
  field.focus({ preventScroll: true });
  if (field instanceof HTMLTextAreaElement || /^(text|search|url|tel|password)$/.test(field.type)) {
    const end = field.value.length;
    (field as HTMLInputElement | HTMLTextAreaElement).setSelectionRange(end, end);
  }
}

/**
 * The focus moved: into a field, the user is in it now; elsewhere, off a field still on the page, they left it. A field
 * React took away is still the one they were in (the focus a modal's opening moves is not theirs).
 */
function followFocus(target: EventTarget | null) {
  if (!kept || restoring) return;
  const entry = [...keyed()].find(([, field]) => field === target);
  if (entry) focused = { key: entry[0], field: entry[1] };
  else if (focused?.field.isConnected) focused = null;
}
const onFocusIn = (event: FocusEvent) => followFocus(event.target);

/** Before hydrateRoot: keeps what the user has changed so far, and follows further changes until the restore. */
export function keepFieldsUntilHydrated() {
  kept = new Map();
  for (const [key, field] of keyed()) keep(key, field);
  for (const type of EVENTS) document.addEventListener(type, follow, true);
  followFocus(document.activeElement);
  document.addEventListener("focusin", onFocusIn, true);
}

/**
 * Puts a kept field back as a person's edit would, so that React's onChange runs: React compares a field's value with
 * what its value tracker last saw, and a field it hydrated in place saw the user's value already. So the tracker is
 * first given another value (an assignment through the element's own property, which React's tracker wraps), then the
 * kept value is set past it (the prototype's setter) and the edit's events fire. A box changes by a click, as React
 * hears a box's change (its `input` and `change` follow from the click); a radio button the user left unticked needs
 * none: the one ticked in its group is clicked.
 */
function restore(field: Field, was: string | boolean) {
  if (isBox(field)) {
    if (field.type === "radio" && was === false) {
      field.checked = false;
      return;
    }
    field.checked = !was;
    field.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    return;
  }
  if (!(field instanceof HTMLSelectElement)) field.value = was === "" ? " " : "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, was);
  for (const type of EVENTS) field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * After hydration: the kept fields are put back where they are found, as if the user did it (see restore); then
 * nothing is kept, unless parts of the page hydrate later or more is to come (`untilLater`: components/deferred-page,
 * a dialog opening its modal): they are put back again then. A multiple select gets its first choice back (the app
 * has none).
 */
export function restoreKeptFields(untilLater = false) {
  const entries = kept;
  const wasIn = focused;
  if (!untilLater) {
    kept = null;
    focused = null;
    for (const type of EVENTS) document.removeEventListener(type, follow, true);
    document.removeEventListener("focusin", onFocusIn, true);
  }
  if (!entries) return;
  const fields = keyed();
  restoring = true;
  try {
    for (const [key, was] of entries) {
      const field = fields.get(key);
      if (!field) continue;
      restore(field, was);
    }
  } finally {
    restoring = false;
  }
  refocus(wasIn, fields);
}
