/**
 * Online backup and restore of everything the app keeps: the SQLite database (SQLite's backup API, consistent while
 * the server writes), the uploaded files and the generated session secret. Used by `npm run db:backup` and
 * `npm run db:restore` (scripts/db-backup.ts, scripts/db-restore.ts).
 *
 * Files: upload files are named by a random id and never change. They are linked (or copied) into the backup
 * before the database is, so a file deleted while the backup runs is still in it; files added meanwhile that the
 * backed-up database refers to are copied after.
 */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

export type BackupManifest = {
  created_at: string;
  database: string;
  users: number;
  uploads: number;
  files: number;
};

const DB_FILE = "app.db";
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

/** Backs up the database at `databaseFile` with its data directory's uploads and secret into `out` (new or empty). */
export async function backup(databaseFile: string, out: string): Promise<BackupManifest> {
  if (!fs.existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`);
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  fs.mkdirSync(out, { recursive: true });
  const dataDir = path.dirname(databaseFile);
  const uploadsDir = path.join(dataDir, "uploads");
  const uploadsOut = path.join(out, "uploads");

  for (const file of filesUnder(uploadsDir)) linkOrCopy(path.join(uploadsDir, file), path.join(uploadsOut, file));

  const source = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(out, DB_FILE));
  } finally {
    source.close();
  }

  const copy = new Database(path.join(out, DB_FILE), { readonly: true });
  let manifest: BackupManifest;
  try {
    const ids = copy.prepare("SELECT id FROM uploads").pluck().all() as string[];
    const taken = new Set(filesUnder(uploadsOut));
    for (const id of ids) {
      const folder = path.join(uploadsDir, id.slice(0, 2));
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder)) {
        const file = path.join(id.slice(0, 2), name);
        if (name.startsWith(`${id}.`) && !taken.has(file))
          linkOrCopy(path.join(uploadsDir, file), path.join(uploadsOut, file));
      }
    }
    manifest = {
      created_at: new Date().toISOString(),
      database: DB_FILE,
      users: copy.prepare("SELECT count(*) FROM users").pluck().get() as number,
      uploads: ids.length,
      files: filesUnder(uploadsOut).length,
    };
  } finally {
    copy.close();
  }
  const secret = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(out, SECRET_FILE));
  fs.writeFileSync(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup made by `backup` to `databaseFile` (its uploads and secret beside it). Refuses to overwrite an
 * existing database unless `force`; checks the copy with `PRAGMA integrity_check` first.
 */
export function restore(from: string, databaseFile: string, { force = false } = {}): BackupManifest {
  const manifestFile = path.join(from, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} is not a backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (fs.existsSync(databaseFile) && !force) {
    throw new Error(`${databaseFile} exists; stop the server and pass --force to replace it`);
  }
  const check = new Database(path.join(from, manifest.database), { readonly: true, fileMustExist: true });
  try {
    const result = check.prepare("PRAGMA integrity_check").pluck().get();
    if (result !== "ok") throw new Error(`The backup's database is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  const dataDir = path.dirname(databaseFile);
  fs.mkdirSync(dataDir, { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  fs.copyFileSync(path.join(from, manifest.database), databaseFile);
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
