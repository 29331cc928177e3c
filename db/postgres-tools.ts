import fs from "node:fs";
import path from "node:path";

/**
 * The full path of one of PostgreSQL's programs (pg_dump, pg_restore, initdb, pg_ctl), or null when it is not
 * installed: from PG_BIN when set, else the PATH, else the newest /usr/lib/postgresql/<version>/bin (where Debian
 * puts the server's programs, which are not on the PATH).
 */
export function findPostgresTool(name: string): string | null {
  const inDir = (dir: string) => (fs.existsSync(path.join(dir, name)) ? path.join(dir, name) : null);
  if (process.env.PG_BIN) return inDir(process.env.PG_BIN);
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const found = dir ? inDir(dir) : null;
    if (found) return found;
  }
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const found = inDir(path.join(root, version, "bin"));
    if (found) return found;
  }
  return null;
}

/** `findPostgresTool`, or an error saying what to install. */
export function postgresTool(name: string): string {
  const found = findPostgresTool(name);
  if (!found) throw new Error(`${name} was not found: install PostgreSQL's client programs, or set PG_BIN`);
  return found;
}
