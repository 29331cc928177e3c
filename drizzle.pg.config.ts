import { defineConfig } from "drizzle-kit";

/** PostgreSQL (issue 32): db/schema.pg.ts is generated from db/schema.sqlite.ts by scripts/build-pg-schema.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.pg.ts",
  out: "./db/migrations-pg",
});
