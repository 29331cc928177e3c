/**
 * The integration suite on PostgreSQL (`npm run test:postgres`, which starts a throwaway server and sets
 * TEST_POSTGRES_URL and TEST_DATABASE=postgres): one template database migrated once, and a database of its own for
 * each test file, made from the template (a copy, as each file copies the template SQLite file otherwise).
 */
import crypto from "node:crypto";

import pg from "pg";

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

function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Makes this run's template database and migrates it; returns a function that drops it. */
export async function createTemplateDatabase(): Promise<() => Promise<void>> {
  const { migratePostgres } = await import("../../db/migrate-pg");
  const template = `template_${crypto.randomBytes(6).toString("hex")}`;
  process.env.TEST_TEMPLATE_DATABASE = template;
  await onServer(`CREATE DATABASE ${template}`);
  await migratePostgres(databaseUrl(template));
  return async () => await onServer(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
}

/** A new database copied from the template; its URL. */
export async function databaseFromTemplate(): Promise<string> {
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`);
  return databaseUrl(name);
}
