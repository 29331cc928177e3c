import crypto from "node:crypto";
import fs from "node:fs";

import { TEMPLATE_DB, TMP_DIR } from "./paths";

// Every test file gets its own fresh, migrated SQLite file before any app module opens the database.
const file = `${TMP_DIR}/test-${crypto.randomUUID()}.db`;
fs.copyFileSync(TEMPLATE_DB, file);
process.env.DATABASE_URL = file;
process.env.SESSION_SECRET = "test-session-secret";
process.env.NODE_ENV = "test";
