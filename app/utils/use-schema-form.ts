import { useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { input, output, ZodType } from "zod";

import type { FormName, SchemaForm, schemaForms, SchemaFormOf } from "~/schemas/forms";
import { lazySchemas } from "~/schemas/lazy.client";

type Timing = "onSubmit" | "onBlur" | "onInput";

type ExportOf<Module, Name> = Name extends keyof Module ? Module[Name] : never;
/** The zod schema a form validates with: the export of the schema module that app/schemas/forms.ts names. */
type FormSchema<N extends FormName> = ExportOf<
  Awaited<ReturnType<(typeof lazySchemas)[(typeof schemaForms)[N]["module"]]>>,
  (typeof schemaForms)[N]["schema"]
>;
type FormInput<N extends FormName> = Extract<input<FormSchema<N>>, Record<string, unknown>>;
type FormOutput<N extends FormName> = output<FormSchema<N>>;
type Validate<N extends FormName> = (context: {
  formData: FormData;
}) => Submission<FormInput<N>, string[], FormOutput<N>>;

export type SchemaFormOptions<N extends FormName> = {
  /** Which one of several such forms this is (a project's id, "new"): its id becomes `project-12`, `project-new`. */
  instance?: string | number;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<FormInput<N>>;
  /** When the browser first checks a field, once the schema has arrived (default: on submit). */
  shouldValidate?: Timing;
  /** When it checks the field again after that (default: as shouldValidate). */
  shouldRevalidate?: Timing;
};

/**
 * A conform form wired to its schema, named once: by its key in app/schemas/forms.ts, which is also its id. The form
 * comes from ~/schemas/constraints/<module> with its HTML constraints, generated (no zod on the page, and only the
 * constraints of the page's own forms); the schema itself loads only once someone
 * moves into the form (zod is about 30 KB gzipped, and most visits to a page with a form never type in it). Until it
 * has arrived the form validates on submit only, on the server: the same schema, the same messages, just a round
 * trip later. Fields left before it arrived are checked when it does.
 *
 *   import { authForms } from "~/schemas/constraints/auth";
 *   const [form, fields] = useSchemaForm(authForms.login, { lastResult, shouldValidate: "onBlur" });
 */
export function useSchemaForm<N extends FormName>(
  { name, module, schema, constraint }: SchemaFormOf<N>,
  { instance, shouldValidate, shouldRevalidate, ...options }: SchemaFormOptions<N> = {},
) {
  const id = instance === undefined ? name : `${name}-${instance}`;
  const validation = useLazyValidation<N>({ module, schema } as SchemaForm, id, { shouldValidate, shouldRevalidate });
  return useForm<FormInput<N>, FormOutput<N>>({ id, constraint, ...options, ...validation });
}

async function loadSchema({ module, schema }: SchemaForm): Promise<ZodType> {
  const exports: Record<string, unknown> = await lazySchemas[module]();
  return exports[schema] as ZodType;
}

/**
 * The form's validation in the browser, from the first focus inside the form (at once if typing began before the
 * page's JavaScript ran); none before.
 */
function useLazyValidation<N extends FormName>(
  { module, schema }: SchemaForm,
  formId: string,
  timing: { shouldValidate?: Timing; shouldRevalidate?: Timing },
): { onValidate?: Validate<N>; shouldValidate: Timing; shouldRevalidate: Timing } {
  const [validate, setValidate] = useState<Validate<N> | null>(null);
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
      void Promise.all([import("@conform-to/zod/v4"), loadSchema({ module, schema } as SchemaForm)]).then(
        ([{ parseWithZod }, schema]) => {
          document.removeEventListener("focusout", onLeave);
          // The schema is the one app/schemas/forms.ts pairs with this form, so its values are the form's.
          const parse: Validate<N> = ({ formData }) =>
            parseWithZod(formData, { schema }) as Submission<FormInput<N>, string[], FormOutput<N>>;
          if (!cancelled) setValidate(() => parse);
        },
      );
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
  }, [module, schema, formId]);

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
