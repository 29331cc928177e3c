import fs from "node:fs";

import { TEMPLATE_DB, TMP_DIR } from "./paths";
import { createTemplateDatabase, onPostgresSuite } from "./postgres-suite";
import { closeDatabases, openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";

/** Migrates one template database; each test file copies it (see database.ts). */
export default async function setup() {
  fs.rmSync(TMP_DIR, { recursive: true, force: true });
  fs.mkdirSync(TMP_DIR, { recursive: true });
  let dropTemplate: (() => Promise<void>) | undefined;
  if (onPostgresSuite) {
    dropTemplate = await createTemplateDatabase();
  } else {
    const db = openDatabase(TEMPLATE_DB);
    runMigrations(db);
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    db.$client.pragma("journal_mode = DELETE");
    db.$client.close();
    await closeDatabases();
  }
  return async () => {
    await dropTemplate?.();
    fs.rmSync(TMP_DIR, { recursive: true, force: true });
  };
}
