/**
 * Creates a user of any role, e.g. the first admin:
 *   npm run user:create -- --role admin --username NAME --email EMAIL --password PASS
 */
import { parseArgs } from "node:util";

import * as z from "zod";

import { closeDatabases } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { ROLES } from "../app/constants";
import { register } from "../app/domain/accounts.server";
import { DomainError } from "../app/domain/errors.server";
import { registrationSchema } from "../app/schemas/auth";

const schema = registrationSchema.extend({
  role: z.enum(ROLES, { error: `--role must be one of: ${ROLES.join(", ")}` }),
});

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  closeDatabases();
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      role: { type: "string" },
      username: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
    },
    strict: true,
  }));
} catch (error) {
  fail(
    `${(error as Error).message}\nUsage: npm run user:create -- --role admin --username NAME --email EMAIL --password PASS`,
  );
}

const parsed = schema.safeParse(values);
if (!parsed.success) {
  fail(parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n"));
}

await migrateDatabase();
try {
  const user = await register(parsed.data);
  console.log(`Created ${user.role} "${user.username}" (id ${user.id}).`);
  await closeDatabases();
} catch (error) {
  fail(error instanceof DomainError ? error.message : String(error));
}
