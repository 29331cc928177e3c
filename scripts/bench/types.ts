/** What benchmark cases see; the harness and its conventions are described at the top of run.ts. */
import type { DB } from "../../db/client";

/** User ids per role; `all` is both roles together. */
export type UserSample = { gc: number[]; sub: number[]; all: number[] };

export type BenchContext = {
  /**
   * The SQLite benchmark file, query-only (writes throw): the app's own connection, or with `--postgres` only the
   * place inputs are read from (PostgreSQL holds a copy with the same ids).
   */
  db: DB;
  /** The few most active users per role (connections + messages + applications + projects). */
  busy: UserSample;
  /** Random ordinary active users per role, none of them busy. */
  quiet: UserSample;
  /** Ids of sample rows. */
  items: {
    /** Users with the most credentials, then random users who have some. */
    credentialOwners: number[];
    /** Users with the most portfolio items, then random users who have some. */
    portfolioOwners: number[];
    /** Random portfolio items that have photos. */
    portfolioItems: number[];
    /** Projects with 200 or more applicants. */
    crowdedProjects: number[];
    /** Random projects of any status. */
    projects: number[];
    /** Random open projects. */
    openProjects: number[];
    /** The two users of the longest conversation (the sender of most of its messages first). */
    longThread: [number, number];
  };
};

/**
 * One timed query (or one screen's queries). `inputs` gives the sample set, e.g. `(ctx) => ctx.busy.all` (it may
 * be async; it runs once, before timing); iteration i calls `run(inputs[i % inputs.length], ctx)`. `targetMs` is
 * the p95 target: 20 ms unless set (50 ms for search and matches).
 */
export interface BenchCase<T = unknown> {
  name: string;
  targetMs?: number;
  inputs(ctx: BenchContext): readonly T[] | Promise<readonly T[]>;
  run(input: T, ctx: BenchContext): unknown;
}

/** Declares a case with its input type inferred from `inputs`. */
export function benchCase<T>(c: BenchCase<T>): BenchCase<T> {
  return c;
}
