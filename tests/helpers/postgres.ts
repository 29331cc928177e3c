/**
 * PostgreSQL databases of a test file's own: on TEST_POSTGRES_URL's server (`npm run test:postgres` starts a
 * throwaway one and sets it), else on a throwaway server started for the file when the PostgreSQL programs are
 * installed. `canRunPostgres` is false without either: such suites are skipped, so `npm test` stays green on a
 * machine without PostgreSQL.
 */
import crypto from "node:crypto";

import pg from "pg";

import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/pg-throwaway";

const SERVER_URL = process.env.TEST_POSTGRES_URL;

export const canRunPostgres = Boolean(SERVER_URL) || findPostgresBin() !== null;

export type TestPostgres = {
  /** A new, empty database; its postgres:// URL. */
  createDatabase: (prefix?: string) => Promise<string>;
  /** Drops the databases made here (and stops the throwaway server started for them). */
  stop: () => Promise<void>;
};

/** Runs one statement on a server (CREATE or DROP DATABASE, which no transaction may hold). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function testPostgres(): Promise<TestPostgres> {
  let throwaway: ThrowawayPostgres | undefined;
  const serverUrl = SERVER_URL ?? (throwaway = await startThrowawayPostgres()).url;
  const made: string[] = [];
  return {
    async createDatabase(prefix = "test") {
      const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      made.push(name);
      return databaseOn(serverUrl, name);
    },
    async stop() {
      for (const name of made) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await throwaway?.stop();
    },
  };
}
