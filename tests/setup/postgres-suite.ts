/**
 * The integration suite on PostgreSQL (`npm run test:postgres`, which starts a throwaway server and sets
 * TEST_POSTGRES_URL and TEST_DATABASE=postgres): one template database migrated once, and a database of its own for
 * each test file, made from the template (a copy, as each file copies the template SQLite file otherwise).
 */
import crypto from "node:crypto";

import { databaseOn, onServer } from "../helpers/postgres";

export const onPostgresSuite = process.env.TEST_DATABASE === "postgres";

/**
 * The template of this run, named by the global setup (workers inherit its environment), so that runs sharing one
 * server (TEST_POSTGRES_URL) do not replace each other's template.
 */
const templateName = () => process.env.TEST_TEMPLATE_DATABASE ?? "tradelink_test_template";

function serverUrl(): string {
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) throw new Error("TEST_DATABASE=postgres needs TEST_POSTGRES_URL (npm run test:postgres sets both)");
  return url;
}

const databaseUrl = (name: string) => databaseOn(serverUrl(), name);
const run = (statement: string) => onServer(serverUrl(), statement);

/** Makes this run's template database and migrates it; returns a function that drops it. */
export async function createTemplateDatabase(): Promise<() => Promise<void>> {
  const { migratePostgres } = await import("../../db/migrate-pg");
  const template = `template_${crypto.randomBytes(6).toString("hex")}`;
  process.env.TEST_TEMPLATE_DATABASE = template;
  await run(`CREATE DATABASE ${template}`);
  await migratePostgres(databaseUrl(template));
  return async () => await run(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

/** A new database copied from the template; its URL. */
export async function databaseFromTemplate(): Promise<string> {
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await run(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`);
  return databaseUrl(name);
}
