import fs from "node:fs";

import { getZodConstraint } from "@conform-to/zod/v4";

import { constraints } from "~/schemas/constraints";
import { loginSchema, registerFormFields } from "~/schemas/index.server";

import { constraintsModule } from "../../scripts/build-constraints";

describe("form constraints without zod in the page", () => {
  test("the committed constraints are current (npm run build remakes them from the schemas)", async () => {
    expect(fs.readFileSync("app/schemas/constraints.ts", "utf8")).toBe(await constraintsModule());
  });

  test("they are what conform reads from the schemas", () => {
    expect(constraints.auth.loginSchema).toEqual(getZodConstraint(loginSchema));
    // The register schema drops the confirmation once it has checked it: its constraints are those of what it checks.
    expect(constraints.auth.registerFormSchema).toEqual(getZodConstraint(registerFormFields));
  });
});
