/**
 * `npm run bench -- --only <text> --profile`: after a case is timed, its inputs run once more with every SQL
 * statement timed, and the statements that took most of the time are printed with their query plans.
 */
import type Database from "better-sqlite3";

const TIMED_METHODS = ["all", "get", "run", "iterate"] as const;
const SHOWN = 8;
const SQL_SHOWN = 300;

/** Times every statement `sqlite` runs while `work` runs, by SQL text. */
async function timeStatements(sqlite: Database.Database, work: () => Promise<void>): Promise<TimedStatement[]> {
  const seen = new Map<string, TimedStatement>();
  const patched = new Set<Database.Statement>();
  const prepare = sqlite.prepare;
  sqlite.prepare = ((source: string) => {
    const statement = prepare.call(sqlite, source);
    if (patched.has(statement)) return statement;
    patched.add(statement);
    for (const method of TIMED_METHODS) {
      const original = statement[method] as (...params: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        const t0 = performance.now();
        try {
          return original.apply(statement, params);
        } finally {
          const entry = seen.get(source) ?? { sql: source, calls: 0, ms: 0, params };
          entry.calls++;
          entry.ms += performance.now() - t0;
          seen.set(source, entry);
        }
      };
    }
    return statement;
  }) as typeof sqlite.prepare;
  try {
    await work();
  } finally {
    sqlite.prepare = prepare;
    // The app's statement cache keeps these objects: give them back their own methods.
    for (const statement of patched)
      for (const method of TIMED_METHODS) delete (statement as unknown as Record<string, unknown>)[method];
  }
  return [...seen.values()].sort((a, b) => b.ms - a.ms);
}

function planOf(sqlite: Database.Database, { sql, params }: TimedStatement): string[] {
  try {
    const rows = sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[];
    return rows.map((r) => r.detail);
  } catch (error) {
    return [`(no plan: ${error instanceof Error ? error.message : String(error)})`];
  }
}

/** Runs `run` once per input and prints where the time went, statement by statement. */
export async function profileCase<T>(sqlite: Database.Database, inputs: readonly T[], run: (input: T) => unknown) {
  const t0 = performance.now();
  const seen = await timeStatements(sqlite, async () => {
    for (const input of inputs) await run(input);
  });
  await printProfile(seen, performance.now() - t0, inputs.length, (s) => planOf(sqlite, s));
}

/** A statement as both profilers time it: its text, calls, total milliseconds, and the parameters of one call. */
export type TimedStatement = { sql: string; calls: number; ms: number; params: unknown[] };

/** Prints the share of `total` each of the costliest statements took over `runs` runs, each with its plan. */
export async function printProfile<S extends TimedStatement>(
  statements: S[],
  total: number,
  runs: number,
  plan: (statement: S) => string[] | Promise<string[]>,
) {
  const inSql = statements.reduce((sum, s) => sum + s.ms, 0);
  console.log(
    `  profile: ${runs} runs, ${(total / runs).toFixed(2)} ms a run, ` +
      `${((100 * inSql) / total).toFixed(0)}% in ${statements.length} distinct statements`,
  );
  for (const s of statements.slice(0, SHOWN)) {
    const text = s.sql.replace(/\s+/g, " ");
    console.log(
      `  ${((100 * s.ms) / total).toFixed(1).padStart(5)}%  ${(s.ms / runs).toFixed(2)} ms a run, ` +
        `${(s.calls / runs).toFixed(1)} calls a run\n    ${text.length > SQL_SHOWN ? `${text.slice(0, SQL_SHOWN)}…` : text}`,
    );
    for (const line of await plan(s)) console.log(`      ${line}`);
  }
}
