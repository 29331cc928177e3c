/**
 * A form is named once, by its key in app/schemas/forms.ts: useSchemaForm takes its HTML constraints and the schema
 * its browser loads from that one entry, and its action parses with the same schema from ~/schemas/index.server.
 */
import type { SchemaForm } from "~/schemas/forms";
import { constraints } from "~/schemas/constraints";
import { schemaForms } from "~/schemas/forms";
import * as serverSchemas from "~/schemas/index.server";
import { lazySchemas } from "~/schemas/lazy.client";
import { useSchemaForm } from "~/utils/use-schema-form";

const forms = Object.entries(schemaForms);

describe("the forms of app/schemas/forms.ts", () => {
  test.each(forms)("%s loads in the browser the schema its action parses with", async (_name, form) => {
    const loaded: Record<string, unknown> = await lazySchemas[form.module]();
    const onServer: Record<string, unknown> = serverSchemas;
    expect(loaded[form.schema]).toBeDefined();
    expect(loaded[form.schema]).toBe(onServer[form.schema]);
  });

  test.each(forms)("%s renders the constraints generated from that schema", (_name, form) => {
    const ofModule: Record<string, object> = constraints[form.module];
    expect(Object.keys(ofModule[form.schema] ?? {}).length).toBeGreaterThan(0);
  });

  test("the types refuse a form paired with another module's schema, an unknown form and a field it lacks", () => {
    // Checked by tsc (npm run typecheck): each line below must be a type error.
    function useMistakes() {
      // @ts-expect-error contactSchema is not a schema of the auth module
      void ({ module: "auth", schema: "contactSchema" } as const satisfies SchemaForm);
      // @ts-expect-error no form is called "signin"
      useSchemaForm("signin");
      // @ts-expect-error the login form has no email field
      useSchemaForm("login", { defaultValue: { email: "a@b.co" } });
      const [, fields] = useSchemaForm("login");
      // @ts-expect-error the login form has no email field
      void fields.email;
    }
    expect(useMistakes).toBeTypeOf("function");
  });
});
