/**
 * The app as the server process sees it: the Remix build (build/index.js), loaded once per process, and the hooks
 * its server entry exports (app/process.server.ts). Nothing under server/ imports app/ or db/ at run time: a second
 * copy of a module would hold a second copy of its state (database connections, live streams, the request cache).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";

import type * as ProcessHooks from "../app/process.server";

export type App = { build: ServerBuild; hooks: typeof ProcessHooks };

export const BUILD_PATH = path.resolve("build/index.js");

/**
 * Loads the build. In development, the one on disk now: a rebuilt one is a new copy of the app (server/http.ts
 * hands the process over to it); the same file gives the same copy.
 */
export async function loadApp(): Promise<App> {
  const url = pathToFileURL(BUILD_PATH).href;
  const development = process.env.NODE_ENV === "development";
  const build: ServerBuild = await import(development ? `${url}?t=${fs.statSync(BUILD_PATH).mtimeMs}` : url);
  return { build, hooks: (build.entry.module as unknown as { processHooks: typeof ProcessHooks }).processHooks };
}
