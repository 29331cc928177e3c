/**
 * Online backup and restore of everything the app keeps: the database (SQLite's backup API, or `pg_dump`'s snapshot
 * for PostgreSQL; both consistent while the server writes), the uploaded files and the generated session secret.
 * Used by `npm run db:backup` and `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts).
 *
 * Files: upload files are named by a random id and never change. They are linked (or copied) into the backup
 * before the database is, so a file deleted while the backup runs is still in it; files added meanwhile that the
 * backed-up database refers to are copied after.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { databasePath, isPostgresUrl, loadPostgresDriver } from "../../db/client";
import { dataDirectoryFor } from "../../db/location";
import { postgresTool } from "../../db/postgres-tools";

export type BackupManifest = {
  created_at: string;
  database: string;
  users: number;
  uploads: number;
  files: number;
};

const DB_FILE = "app.db";
/** A PostgreSQL database's backup: `pg_dump --format=custom`. */
const DUMP_FILE = "app.pgdump";
const SECRET_FILE = ".session-secret";
const MANIFEST_FILE = "backup.json";

function linkOrCopy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : []));
}

/** What the backed-up database holds, read in the backup's own snapshot. */
type Contents = { uploadIds: string[]; users: number };

/** SQLite: the backup API's copy of the live file, then its contents read from the copy. */
async function backupSqlite(file: string, out: string): Promise<Contents> {
  if (!fs.existsSync(file)) throw new Error(`No database at ${file}`);
  const source = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(out, DB_FILE));
  } finally {
    source.close();
  }
  const copy = new Database(path.join(out, DB_FILE), { readonly: true });
  try {
    return {
      uploadIds: copy.prepare("SELECT id FROM uploads").pluck().all() as string[],
      users: copy.prepare("SELECT count(*) FROM users").pluck().get() as number,
    };
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: one REPEATABLE READ transaction exports its snapshot; `pg_dump` dumps exactly that snapshot while the
 * transaction reads the contents from it, so the manifest and the file list agree with the dump.
 */
async function backupPostgres(url: string, out: string): Promise<Contents> {
  const { pg } = await loadPostgresDriver();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const dump = new Promise<void>((resolve, reject) =>
      execFile(
        postgresTool("pg_dump"),
        ["--format=custom", "--no-owner", `--snapshot=${rows[0].snapshot}`, `--file=${path.join(out, DUMP_FILE)}`, url],
        (error, _stdout, stderr) =>
          error ? reject(new Error(`pg_dump failed: ${stderr || error.message}`)) : resolve(),
      ),
    );
    const uploadIds = (await client.query<{ id: string }>("SELECT id FROM uploads")).rows.map((row) => row.id);
    const users = Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM users")).rows[0].n);
    await dump;
    await client.query("COMMIT");
    return { uploadIds, users };
  } finally {
    await client.end();
  }
}

/**
 * Backs up `database` (a SQLite file or a postgres:// URL) with the uploads and secret of its data directory into
 * `out` (new or empty).
 */
export async function backup(
  database: string,
  out: string,
  dataDir = dataDirectoryFor(database),
): Promise<BackupManifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  fs.mkdirSync(out, { recursive: true });
  const uploadsDir = path.join(dataDir, "uploads");
  const uploadsOut = path.join(out, "uploads");

  for (const file of filesUnder(uploadsDir)) linkOrCopy(path.join(uploadsDir, file), path.join(uploadsOut, file));

  const postgres = isPostgresUrl(database);
  const contents = postgres ? await backupPostgres(database, out) : await backupSqlite(databasePath(database), out);

  const taken = new Set(filesUnder(uploadsOut));
  for (const id of contents.uploadIds) {
    const folder = path.join(uploadsDir, id.slice(0, 2));
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      const file = path.join(id.slice(0, 2), name);
      if (name.startsWith(`${id}.`) && !taken.has(file))
        linkOrCopy(path.join(uploadsDir, file), path.join(uploadsOut, file));
    }
  }
  const manifest: BackupManifest = {
    created_at: new Date().toISOString(),
    database: postgres ? DUMP_FILE : DB_FILE,
    users: contents.users,
    uploads: contents.uploadIds.length,
    files: filesUnder(uploadsOut).length,
  };
  const secret = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(out, SECRET_FILE));
  fs.writeFileSync(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Whether the PostgreSQL database at `url` holds any of the app's rows. */
async function postgresHasData(url: string): Promise<boolean> {
  const { pg } = await loadPostgresDriver();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ exists: boolean }>("SELECT to_regclass('public.users') IS NOT NULL AS exists");
    if (!tables.rows[0].exists) return false;
    const { rows } = await client.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM users) AS any");
    return rows[0].any;
  } finally {
    await client.end();
  }
}

function restoreSqlite(from: string, manifest: BackupManifest, file: string, force: boolean) {
  if (fs.existsSync(file) && !force) {
    throw new Error(`${file} exists; stop the server and pass --force to replace it`);
  }
  const check = new Database(path.join(from, manifest.database), { readonly: true, fileMustExist: true });
  try {
    const result = check.prepare("PRAGMA integrity_check").pluck().get();
    if (result !== "ok") throw new Error(`The backup's database is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.copyFileSync(path.join(from, manifest.database), file);
}

/** `pg_restore` in one transaction: the old tables are dropped and the backup's created, or nothing changes. */
async function restorePostgres(from: string, url: string, force: boolean) {
  if ((await postgresHasData(url)) && !force) {
    throw new Error("The database has data; stop the servers and pass --force to replace it");
  }
  await new Promise<void>((resolve, reject) =>
    execFile(
      postgresTool("pg_restore"),
      ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${url}`, path.join(from, DUMP_FILE)],
      (error, _stdout, stderr) =>
        error ? reject(new Error(`pg_restore failed: ${stderr || error.message}`)) : resolve(),
    ),
  );
}

/**
 * Restores a backup made by `backup` into `database` (a SQLite file or a postgres:// URL; a backup restores into the
 * kind it was made from: `npm run db:copy` moves SQLite to PostgreSQL), with its uploads and secret into the data
 * directory. Refuses to replace an existing database unless `force`.
 */
export async function restore(
  from: string,
  database: string,
  { force = false, dataDir = dataDirectoryFor(database) }: { force?: boolean; dataDir?: string } = {},
): Promise<BackupManifest> {
  const manifestFile = path.join(from, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} is not a backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
  const postgres = isPostgresUrl(database);
  if (postgres !== (manifest.database === DUMP_FILE)) {
    throw new Error(
      postgres
        ? "This backup is of a SQLite database: restore it to a file, then copy it with npm run db:copy"
        : "This backup is of a PostgreSQL database: restore it with a postgres:// DATABASE_URL",
    );
  }
  if (postgres) await restorePostgres(from, database, force);
  else restoreSqlite(from, manifest, databasePath(database), force);

  fs.mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.join(dataDir, "uploads");
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  for (const file of filesUnder(path.join(from, "uploads"))) {
    fs.mkdirSync(path.dirname(path.join(uploadsDir, file)), { recursive: true });
    fs.copyFileSync(path.join(from, "uploads", file), path.join(uploadsDir, file));
  }
  if (fs.existsSync(path.join(from, SECRET_FILE))) {
    fs.copyFileSync(path.join(from, SECRET_FILE), path.join(dataDir, SECRET_FILE));
  }
  return manifest;
}
