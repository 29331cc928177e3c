import { spawnSync } from "node:child_process";

import { expect, test } from "@playwright/test";

import { PORT_BASE } from "../../playwright.config";

/** scripts/loadtest.ts through haproxy to three nodes of its own on PostgreSQL, 20 clients for 20 s. */
function loadTest(stop: "--crash" | "--drain", port: number) {
  const run = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/loadtest.ts",
      "--cluster",
      "3",
      "--clients",
      "20",
      "--duration",
      "20",
      stop,
      "--port",
      String(port),
    ],
    { encoding: "utf8", timeout: 230_000 },
  );
  // The step table and each failed request, in the test's output.
  console.log(run.stdout);
  expect(run.status, `${run.stdout}\n${run.stderr.slice(-4000)}`).toBe(0);
  expect(run.stdout).toContain("node 2 started again");
  expect(run.stdout).toContain("every acknowledged write is in the database");
  return run.stdout;
}

// Alone, after the other cluster tests, one after the other (each runs a cluster of its own).
test.describe.configure({ mode: "serial" });

// Node 2 killed with SIGKILL halfway and started again at three quarters: every acknowledged write in the database,
// nothing half-written, no 5xx from the app, and the failed requests at most one per client (the one each had in
// flight on the dead node), all started before haproxy took the node out of rotation.
test("through haproxy, a node killed under load loses no acknowledged write, and only its requests in flight fail", () => {
  test.setTimeout(240_000);
  expect(loadTest("--crash", PORT_BASE + 40)).toContain("killed node 2 with SIGKILL");
});

// Node 2 stopped with SIGTERM instead, as a deployment stops it: it drains (fails its health check, closes its
// connections after each answer, finishes what it took), so not one request fails.
test("through haproxy, a node stopped with SIGTERM under load drains: not one request fails", () => {
  test.setTimeout(240_000);
  const output = loadTest("--drain", PORT_BASE + 45);
  expect(output).toContain("stopped node 2 with SIGTERM");
  expect(output).toMatch(/failed requests \(no answer from the app, or their key held by a dead attempt\): 0\n/);
});
