/**
 * A form is named once, by its key in app/schemas/forms.ts: useSchemaForm takes its HTML constraints and the schema
 * its browser loads from that one entry (as ~/schemas/constraints/<module> gives it), and its action parses with the
 * same schema from ~/schemas/index.server.
 */
import type { SchemaForm } from "~/schemas/forms";
import { authForms } from "~/schemas/constraints/auth";
import { schemaForms } from "~/schemas/forms";
import * as serverSchemas from "~/schemas/index.server";
import { lazySchemas } from "~/schemas/lazy.client";
import { useSchemaForm } from "~/utils/use-schema-form";

import { formsExportOf } from "../../scripts/build-constraints";

const forms = Object.entries(schemaForms);

describe("the forms of app/schemas/forms.ts", () => {
  test.each(forms)("%s loads in the browser the schema its action parses with", async (_name, form) => {
    const loaded: Record<string, unknown> = await lazySchemas[form.module]();
    const onServer: Record<string, unknown> = serverSchemas;
    expect(loaded[form.schema]).toBeDefined();
    expect(loaded[form.schema]).toBe(onServer[form.schema]);
  });

  test.each(forms)("%s renders the constraints generated from that schema", async (name, form) => {
    const generated: Record<string, Record<string, unknown>> = await import(`~/schemas/constraints/${form.module}.ts`);
    const { constraint, ...pair } = generated[formsExportOf(form.module)][name] as { constraint: object };
    expect(pair).toEqual({ name, ...form });
    expect(Object.keys(constraint).length).toBeGreaterThan(0);
  });

  test("the types refuse a form paired with another schema and a field it lacks", () => {
    // Checked by tsc (npm run typecheck): each line below must be a type error.
    function useMistakes() {
      // @ts-expect-error contactSchema is not a schema of the auth module
      void ({ module: "auth", schema: "contactSchema" } as const satisfies SchemaForm);
      // @ts-expect-error a form's schema is the one app/schemas/forms.ts pairs with it
      useSchemaForm({ ...authForms.login, schema: "registerFormSchema" });
      // @ts-expect-error the login form has no email field
      useSchemaForm(authForms.login, { defaultValue: { email: "a@b.co" } });
      const [, fields] = useSchemaForm(authForms.login);
      // @ts-expect-error the login form has no email field
      void fields.email;
    }
    expect(useMistakes).toBeTypeOf("function");
  });
});
