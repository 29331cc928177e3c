/** Picks the benchmark's sample users and rows once per run, from the data itself (seeded, so runs compare). */
import type Database from "better-sqlite3";

import { Rng } from "./generator/random";
import type { BenchContext, UserSample } from "./types";

const BUSY_PER_ROLE = 5;
const QUIET_PER_ROLE = 25;
const ITEMS = 25;

type Role = "general_contractor" | "subcontractor";

export function pickSamples(sqlite: Database.Database): Omit<BenchContext, "db"> {
  const rng = new Rng(7, 99);
  const ids = (sql: string, ...params: unknown[]) =>
    sqlite
      .prepare(sql)
      .pluck()
      .all(...params) as number[];
  const one = (sql: string, ...params: unknown[]) =>
    sqlite
      .prepare(sql)
      .pluck()
      .get(...params) as number;

  // Activity: connections either side, messages either side, applications, projects (each a covering-index scan).
  const ranked = sqlite
    .prepare(
      `WITH activity(user_id, n) AS (
         SELECT requester_id, count(*) FROM connections GROUP BY requester_id
         UNION ALL SELECT recipient_id, count(*) FROM connections GROUP BY recipient_id
         UNION ALL SELECT sender_id, count(*) FROM messages GROUP BY sender_id
         UNION ALL SELECT recipient_id, count(*) FROM messages GROUP BY recipient_id
         UNION ALL SELECT applicant_id, count(*) FROM project_applications GROUP BY applicant_id
         UNION ALL SELECT creator_id, count(*) FROM projects GROUP BY creator_id)
       SELECT u.id, u.role FROM (SELECT user_id, sum(n) AS total FROM activity GROUP BY user_id
                                 ORDER BY total DESC LIMIT 500) AS a
       JOIN users u ON u.id = a.user_id
       WHERE u.account_status = 'active'
       ORDER BY a.total DESC, u.id`,
    )
    .all() as { id: number; role: Role }[];
  const busyIds = new Set(ranked.map((r) => r.id));
  const topOf = (role: Role) =>
    ranked
      .filter((r) => r.role === role)
      .slice(0, BUSY_PER_ROLE)
      .map((r) => r.id);

  const maxUser = one("SELECT max(id) FROM users");
  const hasProfile = sqlite.prepare(
    `SELECT u.role FROM users u
     WHERE u.id = ? AND u.account_status = 'active'
       AND (EXISTS (SELECT 1 FROM gc_profiles WHERE user_id = u.id) OR EXISTS (SELECT 1 FROM sub_profiles WHERE user_id = u.id))`,
  );
  const quiet: Record<Role, number[]> = { general_contractor: [], subcontractor: [] };
  for (let tries = 0; tries < 100_000; tries++) {
    if (quiet.general_contractor.length >= QUIET_PER_ROLE && quiet.subcontractor.length >= QUIET_PER_ROLE) break;
    const id = 1 + rng.int(maxUser);
    const role = hasProfile.pluck().get(id) as Role | "admin" | undefined;
    if (!role || role === "admin" || busyIds.has(id) || quiet[role].length >= QUIET_PER_ROLE) continue;
    if (!quiet[role].includes(id)) quiet[role].push(id);
  }

  /** Random values of `column` from rows of `table` found by random rowid, optionally filtered. */
  const randomRows = (table: string, column: string, n: number, where = "1") => {
    const max = one(`SELECT max(rowid) FROM ${table}`);
    const stmt = sqlite.prepare(`SELECT ${column} FROM ${table} WHERE rowid = ? AND ${where}`).pluck();
    const found = new Set<number>();
    for (let tries = 0; tries < n * 200 && found.size < n; tries++) {
      const v = stmt.get(1 + rng.int(max)) as number | undefined;
      if (v !== undefined) found.add(v);
    }
    return [...found];
  };
  const topOwners = (table: string) =>
    ids(`SELECT user_id FROM ${table} GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 3`);
  const withTop = (top: number[], rest: number[]) => [...new Set([...top, ...rest])].slice(0, ITEMS);

  const pair = sqlite
    .prepare(
      `SELECT sender_id AS a, recipient_id AS b FROM messages GROUP BY sender_id, recipient_id
       ORDER BY count(*) DESC LIMIT 1`,
    )
    .get() as { a: number; b: number };

  const sample = (gc: number[], sub: number[]): UserSample => ({ gc, sub, all: [...gc, ...sub] });
  return {
    busy: sample(topOf("general_contractor"), topOf("subcontractor")),
    quiet: sample(quiet.general_contractor, quiet.subcontractor),
    items: {
      credentialOwners: withTop(topOwners("certifications"), randomRows("certifications", "user_id", ITEMS)),
      portfolioOwners: withTop(topOwners("portfolio_items"), randomRows("portfolio_items", "user_id", ITEMS)),
      portfolioItems: randomRows("portfolio_photos", "portfolio_item_id", ITEMS),
      crowdedProjects: ids(
        `SELECT project_id FROM project_applications GROUP BY project_id HAVING count(*) >= 200
         ORDER BY count(*) DESC, project_id LIMIT ${ITEMS}`,
      ),
      projects: randomRows("projects", "id", ITEMS),
      openProjects: randomRows("projects", "id", ITEMS, "status = 'open' AND is_hidden = 0"),
      longThread: [pair.a, pair.b],
    },
  };
}
