import fs from "node:fs";

import { getZodConstraint } from "@conform-to/zod/v4";

import { authForms } from "~/schemas/constraints/auth";
import { loginSchema, registerFormFields } from "~/schemas/index.server";

import { constraintsModules } from "../../scripts/build-constraints";

describe("form constraints without zod in the page", () => {
  test("the committed constraints are current (npm run build remakes them from the schemas)", async () => {
    const generated = await constraintsModules();
    for (const [file, text] of generated) expect(fs.readFileSync(file, "utf8"), file).toBe(text);
    const committed = fs.readdirSync("app/schemas/constraints").map((name) => `app/schemas/constraints/${name}`);
    expect(committed.sort()).toEqual([...generated.keys()].sort());
  });

  test("they are what conform reads from the schemas", () => {
    expect(authForms.login.constraint).toEqual(getZodConstraint(loginSchema));
    // The register schema drops the confirmation once it has checked it: its constraints are those of what it checks.
    expect(authForms.register.constraint).toEqual(getZodConstraint(registerFormFields));
  });
});
