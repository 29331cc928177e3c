/**
 * A PostgreSQL database of a test file's own: on TEST_POSTGRES_URL's server (`npm run test:postgres` starts a
 * throwaway one and sets it), else on a throwaway server started for the file when the PostgreSQL binaries are
 * installed. `canRunPostgres` is false without either: such suites are skipped, so `npm test` stays green on a machine
 * without PostgreSQL.
 */
import crypto from "node:crypto";

import pg from "pg";

import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/pg-throwaway";

const SERVER_URL = process.env.TEST_POSTGRES_URL;

export const canRunPostgres = Boolean(SERVER_URL) || findPostgresBin() !== null;

export type TestPostgres = {
  /** postgres:// URL of the new, empty database. */
  url: string;
  /** Drops the database (and stops the throwaway server started for it). */
  drop: () => Promise<void>;
};

async function admin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestPostgres(prefix = "test"): Promise<TestPostgres> {
  let throwaway: ThrowawayPostgres | undefined;
  const serverUrl = SERVER_URL ?? (throwaway = await startThrowawayPostgres()).url;
  const database = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      await throwaway?.stop();
    },
  };
}
