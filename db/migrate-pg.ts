import { fileURLToPath } from "node:url";

import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const postgresMigrationsFolder = fileURLToPath(new URL("./migrations-pg", import.meta.url));

/** Brings the PostgreSQL database at `url` to the schema of db/migrations-pg (drizzle's journal in schema `drizzle`). */
export async function migratePostgres(url: string, folder = postgresMigrationsFolder) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
