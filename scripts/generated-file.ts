import fs from "node:fs";
import { pathToFileURL } from "node:url";

/** True when the calling script was run directly (not imported, as the freshness tests import it). */
export const isMain = (moduleUrl: string) => moduleUrl === pathToFileURL(process.argv[1]).href;

/**
 * Writes a file the build generates and the repository keeps, only when its text changed (null: removes a file that
 * should no longer exist); with `--check` on the command line it changes nothing and exits 1 when the file is out of
 * date.
 */
export function writeGenerated(file: string, text: string | null) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  if (current === text) return;
  if (process.argv.includes("--check")) {
    console.error(`${file} is out of date: run npm run build`);
    process.exit(1);
  }
  if (text === null) fs.rmSync(file);
  else fs.writeFileSync(file, text);
  console.log(`${text === null ? "removed" : "generated"} ${file}`);
}
