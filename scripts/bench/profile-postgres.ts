/**
 * `npm run bench -- --postgres <url> --only <text> --profile`: the PostgreSQL twin of profile.ts. Every statement the
 * pool's clients run while the case runs once per input is timed by its text; the costliest are printed with
 * `EXPLAIN (ANALYZE, COSTS OFF)` of one of their calls, which names the indexes that carry them.
 */
import type pg from "pg";

import { printProfile, type TimedStatement } from "./profile";

type QueryConfig = { text: string; values?: unknown[] };

export async function profilePostgresCase<T>(
  driver: typeof pg,
  pool: pg.Pool,
  inputs: readonly T[],
  run: (input: T) => unknown,
) {
  const seen = new Map<string, TimedStatement>();
  const query = driver.Client.prototype.query;
  driver.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
    // query(text, values?), query(config), or as drizzle calls it, query(config, values).
    const config = (typeof args[0] === "string" ? { text: args[0] } : args[0]) as QueryConfig;
    const values = config.values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []);
    const t0 = performance.now();
    const record = () => {
      const entry = seen.get(config.text) ?? { sql: config.text, calls: 0, ms: 0, params: values };
      entry.calls++;
      entry.ms += performance.now() - t0;
      seen.set(config.text, entry);
    };
    // The pool calls it with a callback; drizzle's transactions await it.
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...results: unknown[]) => {
        record();
        return callback(...results);
      };
    }
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.then(record, record);
    return result;
  } as typeof query;
  const t0 = performance.now();
  try {
    for (const input of inputs) await run(input);
  } finally {
    driver.Client.prototype.query = query;
  }
  const total = performance.now() - t0;
  const statements = [...seen.values()].filter((s) => !/^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(s.sql));
  statements.sort((a, b) => b.ms - a.ms);
  await printProfile(statements, total, inputs.length, async (s) => {
    try {
      const plan = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${s.sql}`, s.params);
      return plan.rows.map((row) => row["QUERY PLAN"]);
    } catch (error) {
      return [`(no plan: ${error instanceof Error ? error.message : String(error)})`];
    }
  });
}
