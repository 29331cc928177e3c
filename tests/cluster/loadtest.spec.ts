import { spawnSync } from "node:child_process";

import { expect, test } from "@playwright/test";

import { PORT_BASE } from "../../playwright.config";

// The load test through haproxy to three nodes of its own on PostgreSQL, node 2 killed with SIGKILL halfway and
// started again at three quarters (scripts/loadtest.ts --cluster): every acknowledged write in the database, nothing
// half-written, no 5xx from the app, and the failed requests at most one per client (the one each had in flight on
// the dead node), all started before haproxy took the node out of rotation. Alone, after the other cluster tests.
test("through haproxy, a node killed under load loses no acknowledged write, and only its requests in flight fail", () => {
  test.setTimeout(240_000);
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
      "--crash",
      "--port",
      String(PORT_BASE + 40),
    ],
    { encoding: "utf8", timeout: 230_000 },
  );
  // The step table and each failed request, in the test's output.
  console.log(run.stdout);
  expect(run.status, `${run.stdout}\n${run.stderr.slice(-4000)}`).toBe(0);
  expect(run.stdout).toContain("killed node 2 with SIGKILL");
  expect(run.stdout).toContain("node 2 started again");
  expect(run.stdout).toContain("every acknowledged write is in the database");
});
