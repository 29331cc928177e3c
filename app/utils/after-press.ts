/**
 * A field left by pressing something (a click or tap on Send, on a tab, on a link) is checked once the press is over.
 * Checked at once, its error message would push down what lies below it between the press and the release: the
 * release would land beside the button, and the click, made from both, would be lost. A press that submits the
 * field's form checks every field of it already, so the field is not checked again after it.
 *
 * A press runs from `pointerdown` (or a touch's `mousedown`, which comes with its tap) until the click it makes has
 * been handled, or, with no click, a moment after the release.
 */

type Press = { submitted: Set<HTMLFormElement>; checks: { form: HTMLFormElement | null; check: () => void }[] };

let press: Press | null = null;
let ending: ReturnType<typeof setTimeout> | undefined;

function start() {
  clearTimeout(ending);
  press ??= { submitted: new Set(), checks: [] };
}

/** After the click's own handlers and the submit it made (a task later), or a moment after a release with no click. */
function end(delay: number) {
  const current = press;
  if (!current) return;
  clearTimeout(ending);
  ending = setTimeout(() => {
    press = null;
    for (const { form, check } of current.checks) if (!form || !current.submitted.has(form)) check();
  }, delay);
}

if (typeof document !== "undefined") {
  const options = { capture: true, passive: true };
  document.addEventListener("pointerdown", start, options);
  document.addEventListener("mousedown", start, options);
  document.addEventListener("click", () => end(0), options);
  document.addEventListener("pointerup", () => end(300), options);
  document.addEventListener("pointercancel", () => end(0), options);
  document.addEventListener(
    "submit",
    (event) => {
      if (press && event.target instanceof HTMLFormElement) press.submitted.add(event.target);
    },
    options,
  );
}

/** Runs `check` now, or once the press under way is over (see above). */
export function checkAfterPress(field: EventTarget | null, check: () => void) {
  if (!press) return check();
  const form = field instanceof HTMLElement && "form" in field ? (field.form as HTMLFormElement | null) : null;
  press.checks.push({ form, check });
}
