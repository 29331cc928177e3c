import crypto from "node:crypto";
import fs from "node:fs";

import { TEMPLATE_DB, TMP_DIR } from "./paths";
import { databaseFromTemplate, onPostgresSuite } from "./postgres-suite";

// Every test file gets its own fresh, migrated database before any app module opens it: a copy of the template
// SQLite file, or on PostgreSQL a database made from the template database.
if (onPostgresSuite) {
  process.env.DATABASE_URL = await databaseFromTemplate();
  process.env.DATA_DIR = TMP_DIR;
} else {
  const file = `${TMP_DIR}/test-${crypto.randomUUID()}.db`;
  fs.copyFileSync(TEMPLATE_DB, file);
  process.env.DATABASE_URL = file;
}
process.env.SESSION_SECRET = "test-session-secret";
process.env.NODE_ENV = "test";
