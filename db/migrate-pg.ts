import { fileURLToPath } from "node:url";

export const postgresMigrationsFolder = fileURLToPath(new URL("./migrations-pg", import.meta.url));

/** Brings the PostgreSQL database at `url` to the schema of db/migrations-pg (drizzle's journal in schema `drizzle`). */
export async function migratePostgres(url: string, folder = postgresMigrationsFolder) {
  // Loaded here, not at start: a server on SQLite never needs the driver.
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
