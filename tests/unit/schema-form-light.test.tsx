/**
 * Before conform arrives (on the server, and in the browser until someone moves into the form) useSchemaForm renders
 * a form from light metadata (app/utils/use-schema-form.ts). Whatever a render reads from it must be what conform's
 * own useForm gives for the same options, or the first render and the hand-over to conform would change the page:
 * every form of app/schemas/forms.ts, fresh, with the server's errors and values, with default values of every kind,
 * and after a successful submission that reset it.
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";

import type { FormName, SchemaFormOf } from "~/schemas/forms";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useSchemaForm,
  type SchemaFormOptions,
} from "~/utils/use-schema-form";

const modules = import.meta.glob<Record<string, Record<string, SchemaFormOf<FormName>>>>(
  "../../app/schemas/constraints/*.ts",
  { eager: true },
);
const forms = Object.values(modules).flatMap((module) => Object.values(Object.values(module)[0]));

/** The fields a form renders: its constraints' names, less the entries for a list's items (`photos[]`). */
const fieldsOf = (form: SchemaFormOf<FormName>) => Object.keys(form.constraint).filter((name) => !name.includes("["));

type Options = Omit<SchemaFormOptions<FormName>, "defaultValue"> & { defaultValue?: Record<string, unknown> };

/** Everything a form's render reads from its metadata, functions left out. */
function readsOf(
  [form, fields]: [Record<string, unknown>, Record<string, Record<string, unknown>>],
  names: string[],
): unknown {
  const plain = (props: object) => Object.fromEntries(Object.entries(props).filter(([, v]) => typeof v !== "function"));
  const pick = (meta: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, meta[k]]));
  const metadata = ["key", "id", "name", "errorId", "descriptionId", "initialValue", "errors"];
  const constraints = ["required", "minLength", "maxLength", "min", "max", "step", "pattern", "multiple", "accept"];
  return {
    form: {
      ...pick(form, [...metadata, "allErrors", "status", "noValidate"]),
      props: plain(getFormProps(form as never)),
    },
    fields: Object.fromEntries(
      names.map((name) => {
        const field = fields[name];
        return [
          name,
          {
            ...pick(field, [...metadata, ...constraints, "formId"]),
            input: getInputProps(field as never, { type: "text" }),
            checkbox: getInputProps(field as never, { type: "checkbox", value: "a" }),
            select: getSelectProps(field as never),
            textarea: getTextareaProps(field as never),
          },
        ];
      }),
    ),
  };
}

/** A server render of the form's fields as inputs, and what it read. */
function render(useMetadata: () => unknown, names: string[]) {
  let reads: unknown;
  function Form() {
    const [form, fields] = useMetadata() as [Record<string, unknown>, Record<string, Record<string, unknown>>];
    reads = readsOf([form, fields], names);
    return (
      <form {...getFormProps(form as never)}>
        {names.map((name) => (
          <input {...getInputProps(fields[name] as never, { type: "text" })} key={name} />
        ))}
      </form>
    );
  }
  return { html: renderToStaticMarkup(<Form />), reads };
}

function compare(entry: SchemaFormOf<FormName>, options: Options) {
  const names = fieldsOf(entry);
  const light = render(() => useSchemaForm(entry, options as SchemaFormOptions<FormName>), names);
  const conform = render(
    () => useForm({ id: entry.name, constraint: entry.constraint, ...options } as Parameters<typeof useForm>[0]),
    names,
  );
  expect(light.reads).toEqual(conform.reads);
  expect(light.html).toBe(conform.html);
  return light;
}

/** Default values of every kind conform takes, one per field in turn. */
const KINDS: unknown[] = ["typed", 3, true, false, ["a", "", "b"], [], new Date(Date.UTC(2026, 10, 27)), null, "", 0];

describe("a form before conform arrives", () => {
  test.each(forms.map((form) => [form.name, form] as const))("%s renders as conform's useForm", (_name, entry) => {
    const names = fieldsOf(entry);
    compare(entry, {});

    const defaultValue = Object.fromEntries(names.map((name, i) => [name, KINDS[i % KINDS.length]]));
    compare(entry, { defaultValue });

    const failed: SubmissionResult<string[]> = {
      status: "error",
      initialValue: Object.fromEntries(names.map((name, i) => [name, i % 2 ? [`${name} 1`, `${name} 2`] : name])),
      error: Object.fromEntries([["", ["The form is wrong."]], ...names.map((name) => [name, [`${name} is wrong.`]])]),
    };
    const shown = compare(entry, { lastResult: failed, defaultValue });
    // The comparison would pass on metadata that lost the server's answer: it is there.
    expect(shown.html).toContain('aria-invalid="true"');
    expect(shown.reads).toMatchObject({ form: { errors: ["The form is wrong."], status: "error" } });

    compare(entry, { lastResult: { status: "success", initialValue: null }, defaultValue });
  });
});
