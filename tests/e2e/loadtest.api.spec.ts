import { spawnSync } from "node:child_process";

import { expect, test } from "@playwright/test";

// A short run of the load test with its crash: the server is killed with SIGKILL halfway through, restarted, and
// afterwards every acknowledged write must be in the database, nothing half-written, no 5xx (scripts/loadtest.ts).
test("under load, a server killed mid-write loses nothing it acknowledged and serves again within 5 s", () => {
  test.setTimeout(120_000);
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/loadtest.ts", "--clients", "20", "--duration", "12", "--crash", "--port", "3191"],
    { encoding: "utf8", timeout: 110_000 },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain("killed the server with SIGKILL");
  expect(run.stdout).toContain("every acknowledged write is in the database");
});
