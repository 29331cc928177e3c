import { defineConfig } from "@playwright/test";

import { e2eDatabaseEnv, e2eDatabaseUrl } from "./tests/setup/e2e-database";
import { onPostgresSuite } from "./tests/setup/postgres-suite";

/**
 * The cluster run (`npm run test:cluster`, on PostgreSQL): each app server below is three nodes behind haproxy
 * (scripts/cluster.ts) sharing the server's database and data directory, with a Redis of their own.
 */
export const onClusterSuite = process.env.TEST_CLUSTER === "1";

/** E2E_PORT_BASE moves every port the suite uses (two checkouts can run it side by side). */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE) || 3100;
const PORT = PORT_BASE;
/** The SMTP server the first app server sends email through (tests/setup/smtp-sink.ts). */
const SMTP_PORT = PORT_BASE + 25;
/** A second server with the production rate limits, for the tests that hit them. */
export const STRICT_PORT = PORT_BASE + 1;
/** On the cluster run, the nodes behind the server at `port` (PORT or STRICT_PORT), each on a port of its own. */
export const clusterNodePorts = (port: number) =>
  [1, 2, 3].map((n) => PORT_BASE + (port === STRICT_PORT ? 83 : 80) + n);

function server(port: number, env: Record<string, string>) {
  const dir = `tests/.tmp/e2e-${port}`;
  const start = onClusterSuite
    ? `node --import tsx scripts/cluster.ts --port ${port} --node-port ${clusterNodePorts(port)[0]} --nodes 3 --database-url ${e2eDatabaseUrl(dir)} --data-dir ${dir}`
    : "node --import tsx server.ts";
  return {
    command: `rm -rf ${dir} && node --import tsx tests/setup/e2e-database.ts ${dir} && ${start}`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The cluster starts its first node alone, then the other two, then haproxy; it stops them in order on SIGTERM.
    ...(onClusterSuite
      ? { timeout: 240_000, gracefulShutdown: { signal: "SIGTERM" as const, timeout: 30_000 } }
      : { timeout: 60_000 }),
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      ...e2eDatabaseEnv(dir),
      SEED_DEMO: "false",
      SESSION_SECRET: "e2e-session-secret",
      NODE_ENV: "production",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: "test-results/playwright",
  // The PostgreSQL run (npm run test:postgres) keeps its own report beside the SQLite one.
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile: `test-results/${onClusterSuite ? "e2e-cluster" : onPostgresSuite ? "e2e-postgres" : "e2e"}.json`,
      },
    ],
  ],
  timeout: 30_000,
  // Playwright's 5 s default is for fast machines: on two cores a server answer that matches and renders (the invite
  // step after posting a project) can take longer while the other worker's browser is busy.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /\.api\.spec\.ts$/ },
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: /\.api\.spec\.ts$/ },
    {
      name: "api",
      testMatch: /\.api\.spec\.ts$/,
      // On PostgreSQL, not the two specs about SQLite files: backup (PostgreSQL's is tests/integration/
      // backup-postgres.test.ts) and `npm start` on the default data/app.db.
      testIgnore: onPostgresSuite
        ? [/loadtest\.api\.spec\.ts$/, /backup\.api\.spec\.ts$/, /runtime\.api\.spec\.ts$/]
        : /loadtest\.api\.spec\.ts$/,
    },
    // Last and alone: the crash tests time a restart against a 5 s limit, which other suites' CPU would skew.
    { name: "load", testMatch: /loadtest\.api\.spec\.ts$/, dependencies: ["no-js", "js", "api"] },
    // The cluster run's own tests (tests/cluster): across the nodes, then the load test with a node killed, alone.
    ...(onClusterSuite
      ? [
          { name: "cluster", testDir: "tests/cluster", testIgnore: /loadtest\.spec\.ts$/ },
          {
            name: "cluster-load",
            testDir: "tests/cluster",
            testMatch: /loadtest\.spec\.ts$/,
            dependencies: ["api", "cluster"],
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node --import tsx tests/setup/smtp-sink.ts",
      port: SMTP_PORT,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { SMTP_SINK_PORT: String(SMTP_PORT) },
    },
    server(PORT, {
      RATE_LIMIT_AUTH_MAX: "10000",
      RATE_LIMIT_PUBLIC_FORM_MAX: "10000",
      RATE_LIMIT_WRITE_MAX: "10000",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      APP_URL: `http://localhost:${PORT}`,
    }),
    server(STRICT_PORT, {}),
  ],
});
