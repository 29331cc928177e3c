import type { FormState, SubscriptionSubject } from "@conform-to/dom";
import type { DefaultValue, FormMetadata, Submission, SubmissionResult } from "@conform-to/react";
import type { FormContext } from "@conform-to/react/context";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { input, ZodType } from "zod";

import type { FormName, SchemaForm, schemaForms, SchemaFormOf } from "~/schemas/forms";
import { lazySchemas } from "~/schemas/lazy.client";
import { checkAfterPress } from "~/utils/after-press";
import { useBrowserLayoutEffect } from "~/utils/use-browser-layout-effect";

/**
 * conform's field helpers, from their own module: importing them from "@conform-to/react" would put all of conform in
 * the page's first load (esbuild assigns chunks by file, and that file re-exports the rest).
 */
export { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react/helpers";

type Timing = "onSubmit" | "onBlur" | "onInput";

type ExportOf<Module, Name> = Name extends keyof Module ? Module[Name] : never;
/** The zod schema a form validates with: the export of the schema module that app/schemas/forms.ts names. */
type FormSchema<N extends FormName> = ExportOf<
  Awaited<ReturnType<(typeof lazySchemas)[(typeof schemaForms)[N]["module"]]>>,
  (typeof schemaForms)[N]["schema"]
>;
type FormInput<N extends FormName> = Extract<input<FormSchema<N>>, Record<string, unknown>>;
type Validate = (context: { formData: FormData }) => Submission<unknown, string[]>;
type Errors = Record<string, string[]>;

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

/** What arrives when someone moves into the form: conform's state for it, and the validation. */
type Arrived = {
  context: FormContext;
  getFormMetadata: typeof import("./conform.client").getFormMetadata;
  validate: Validate;
};

const noState = () => null;
const noSubscription = () => () => {};

/**
 * A conform form wired to its schema, named once: by its key in app/schemas/forms.ts, which is also its id. The form
 * comes from ~/schemas/constraints/<module> with its HTML constraints, generated (no zod on the page, and only the
 * constraints of the page's own forms).
 *
 * conform itself (its form state, ~11 KB gzipped), the schema and zod (~30 KB) load only once someone moves into
 * the form (first focus inside it, or a submit): most visits to a page with a form never type in it. Until then the
 * form renders from light metadata, the props conform would give it at that point (ids, names, constraints, the
 * server's errors and values; tests/unit/schema-form-light.test.tsx compares them form by form), and a submit goes
 * to the server as conform would send it without a schema. When conform arrives it takes over from the options of
 * the first render, as `useForm` would have started, and then applies the current ones (a result that came back in
 * the meantime: its errors, its focus, its reset). This hook's own hook calls are the same before and after, so no
 * input is remounted: typed text, focus and caret stay. Fields left before the validation arrived are checked once
 * it has, as if left again.
 *
 *   import { authForms } from "~/schemas/constraints/auth";
 *   const [form, fields] = useSchemaForm(authForms.login, { lastResult, shouldValidate: "onBlur" });
 */
export function useSchemaForm<N extends FormName>(
  { name, module, schema, constraint }: SchemaFormOf<N>,
  { instance, shouldValidate = "onSubmit", shouldRevalidate = shouldValidate, ...options }: SchemaFormOptions<N> = {},
) {
  const formId = instance === undefined ? name : `${name}-${instance}`;
  const [arrived, setArrived] = useState<Arrived | null>(null);
  const config = { ...options, formId, constraint, onValidate: arrived?.validate, shouldValidate, shouldRevalidate };
  const [firstConfig] = useState(config);
  const leftEarly = useArrival(formId, async () => {
    const [conform, { parseWithZod }, zodSchema] = await Promise.all([
      import("./conform.client"),
      import("@conform-to/zod/v4"),
      loadSchema({ module, schema } as SchemaForm),
    ]);
    const validate: Validate = ({ formData }) => parseWithZod(formData, { schema: zodSchema });
    return () =>
      setArrived({
        context: conform.createFormContext({ ...firstConfig, onValidate: validate }),
        getFormMetadata: conform.getFormMetadata,
        validate,
      });
  });
  const context = arrived?.context;

  // From here on as conform's useForm does (node_modules/@conform-to/react/dist/hooks.mjs), once there is a context.
  useBrowserLayoutEffect(() => {
    if (!context) return;
    const disconnect = context.observe();
    // A field left by a press on Send is checked after the click (utils/after-press).
    const onBlur = (event: FocusEvent) => checkAfterPress(event.target, () => context.onBlur(event));
    document.addEventListener("input", context.onInput);
    document.addEventListener("focusout", onBlur);
    document.addEventListener("reset", context.onReset);
    return () => {
      disconnect();
      document.removeEventListener("input", context.onInput);
      document.removeEventListener("focusout", onBlur);
      document.removeEventListener("reset", context.onReset);
    };
  }, [context]);
  useBrowserLayoutEffect(() => {
    context?.onUpdate(config);
  });
  const subjectRef = useRef<SubscriptionSubject>({});
  subjectRef.current = { pendingIntents: true };
  const subscribe = useCallback(
    (callback: () => void) => (context ? context.subscribe(callback, () => subjectRef.current) : noSubscription()),
    [context],
  );
  const getState: () => FormState<string[]> | null = context?.getState ?? noState;
  const state = useSyncExternalStore(subscribe, getState, getState);
  const pendingIntents = state?.pendingIntents;
  useEffect(() => {
    if (context && pendingIntents) context.runSideEffect(pendingIntents);
  }, [context, pendingIntents]);

  // conform has the validation once this render is committed; it checks a field when the field is left.
  useEffect(() => {
    if (!arrived) return;
    for (const field of leftEarly.current) {
      if (field.isConnected) field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    }
    leftEarly.current.clear();
  }, [arrived, leftEarly]);

  const form = (
    arrived && state
      ? arrived.getFormMetadata(arrived.context, subjectRef, state, true)
      : lightForm(formId, constraint, firstConfig, options.lastResult)
  ) as FormMetadata<FormInput<N>>;
  return [form, form.getFieldset()] as const;
}

async function loadSchema({ module, schema }: SchemaForm): Promise<ZodType> {
  const exports: Record<string, unknown> = await lazySchemas[module]();
  return exports[schema] as ZodType;
}

/**
 * Loads what the form needs once someone moves into it: on the first focus inside the form or submit of it (at once
 * if typing began before the page's JavaScript ran). Returns the fields left before it arrived.
 */
function useArrival(formId: string, load: () => Promise<() => void>) {
  const leftEarly = useRef(new Set<Element>());
  // Once per form: what arrives stays, and follows the form's id as conform does (a new id resets the form).
  const current = useRef({ formId, load });
  current.current = { formId, load };

  useEffect(() => {
    let cancelled = false;
    const inForm = (element: EventTarget | Element | null) => {
      const field = element as (Element & { form?: HTMLFormElement | null }) | null;
      return (field?.form ?? field?.closest?.("form"))?.id === current.current.formId;
    };
    const onLeave = (event: FocusEvent) => {
      if (inForm(event.target)) leftEarly.current.add(event.target as Element);
    };
    const stop = () => {
      document.removeEventListener("focusin", onMove);
      document.removeEventListener("submit", onMove, true);
    };
    const listen = () => {
      document.addEventListener("focusin", onMove);
      document.addEventListener("submit", onMove, true);
    };
    const start = () => {
      stop();
      current.current.load().then(
        (arrive) => {
          document.removeEventListener("focusout", onLeave);
          if (!cancelled) arrive();
        },
        // Offline, say: the form goes on without it (the server checks every submission) and tries again next time.
        () => cancelled || listen(),
      );
    };
    const onMove = (event: Event) => inForm(event.target) && start();
    document.addEventListener("focusout", onLeave);
    // Typing may have begun before the page's JavaScript ran.
    if (inForm(document.activeElement)) start();
    else listen();
    return () => {
      cancelled = true;
      stop();
      document.removeEventListener("focusout", onLeave);
    };
  }, []);

  return leftEarly;
}

/** A value as conform keeps it (its `serialize`, then `normalize`): strings or lists of them, empty ones left out. */
function formValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(formValue);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value === "" || value === null) return undefined;
  if (typeof value === "object" && value.constructor === Object) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, formValue((value as Record<string, unknown>)[key])] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

/**
 * The form's metadata before conform has arrived: what conform's would be at this point, for what a render reads
 * (ids, names, constraints, errors, initial values; the server render always uses it). The values are the first
 * render's, as conform's stay until a reset; errors and status are the latest result's, as conform reports them.
 */
function lightForm(
  formId: string,
  constraint: SchemaFormOf<FormName>["constraint"],
  first: { lastResult?: SubmissionResult<string[]> | null; defaultValue?: unknown },
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const values = formValue(first.lastResult?.initialValue ?? first.defaultValue) as Record<string, unknown> | undefined;
  const errors = Object.fromEntries(Object.entries(lastResult?.error ?? {}).filter(([, error]) => error)) as Errors;
  const metadata = (id: string, name: string) => ({
    key: undefined,
    id,
    name,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue: name ? values?.[name] : values,
    errors: errors[name] ?? undefined,
  });
  const fields = new Proxy({} as Record<string, unknown>, {
    get: (_, name) =>
      typeof name === "string" ? { ...metadata(`${formId}-${name}`, name), ...constraint[name], formId } : undefined,
  });
  return {
    ...metadata(formId, ""),
    allErrors: errors,
    status: lastResult?.status,
    noValidate: true,
    // Until conform arrives a submit goes to the server as it is (a form may call these before adding its own step).
    onSubmit: () => {},
    onReset: () => {},
    getFieldset: () => fields,
  };
}
