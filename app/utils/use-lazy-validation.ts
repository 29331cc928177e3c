import type { Submission } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { input, output, ZodType } from "zod";

type Timing = "onSubmit" | "onBlur" | "onInput";
type Validate<S extends ZodType> = (context: { formData: FormData }) => Submission<input<S>, string[], output<S>>;

/**
 * Validation in the browser for a conform form, with the same zod schema as its action, loaded only once someone
 * moves into the form (zod is about 30 KB gzipped, and most visits to a page with a form never type in it). Until
 * it has arrived the form validates on submit only, on the server: the same schema, the same messages, just a round
 * trip later. Fields left before it arrived are checked when it does. Spread the result into `useForm`'s options;
 * the form's HTML constraints come from `~/schemas/constraints`.
 *
 *   const validation = useLazyValidation("login", () => lazySchemas.auth().then((m) => m.loginSchema), {
 *     shouldValidate: "onBlur",
 *   });
 *   const [form, fields] = useForm({ id: "login", lastResult, constraint: constraints.auth.loginSchema, ...validation });
 */
export function useLazyValidation<S extends ZodType>(
  formId: string,
  loadSchema: () => Promise<S>,
  timing: { shouldValidate?: Timing; shouldRevalidate?: Timing } = {},
): { onValidate?: Validate<S>; shouldValidate: Timing; shouldRevalidate: Timing } {
  const [validate, setValidate] = useState<Validate<S> | null>(null);
  const load = useRef(loadSchema);
  load.current = loadSchema;
  /** Fields left before the validation arrived: they are checked once it has, as if left again. */
  const leftEarly = useRef(new Set<Element>());

  useEffect(() => {
    let cancelled = false;
    const inForm = (element: EventTarget | Element | null) => {
      const field = element as (Element & { form?: HTMLFormElement | null }) | null;
      return (field?.form ?? field?.closest?.("form"))?.id === formId;
    };
    const onLeave = (event: FocusEvent) => {
      if (inForm(event.target)) leftEarly.current.add(event.target as Element);
    };
    document.addEventListener("focusout", onLeave);
    const start = () => {
      document.removeEventListener("focusin", onFocus);
      void Promise.all([import("@conform-to/zod/v4"), load.current()]).then(([{ parseWithZod }, schema]) => {
        document.removeEventListener("focusout", onLeave);
        if (!cancelled)
          setValidate(
            () =>
              ({ formData }: { formData: FormData }) =>
                parseWithZod(formData, { schema }),
          );
      });
    };
    const onFocus = (event: FocusEvent) => inForm(event.target) && start();
    // Typing may have begun before the page's JavaScript ran.
    if (inForm(document.activeElement)) start();
    else document.addEventListener("focusin", onFocus);
    return () => {
      cancelled = true;
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onLeave);
    };
  }, [formId]);

  // conform has the validation once this render is committed; it checks a field when the field is left.
  useEffect(() => {
    if (!validate) return;
    for (const field of leftEarly.current) {
      if (field.isConnected) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
    leftEarly.current.clear();
  }, [validate]);

  const shouldValidate = timing.shouldValidate ?? "onSubmit";
  if (!validate) return { shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" };
  return { onValidate: validate, shouldValidate, shouldRevalidate: timing.shouldRevalidate ?? shouldValidate };
}
