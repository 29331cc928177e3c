/**
 * Bid day for the market-scale database: every project with 200 or more applicants gets a scope checklist of 30
 * (26 scope items and 4 alternates), and each of its bids a base in cents, an answer per item (mostly included or a
 * breakdown amount, some excluded, some left unanswered), a few line items, and the owner's plugs on about half of
 * what the bids leave out. The leveling grid of such a project is the 200 bids × 30 items case.
 */
import type Database from "better-sqlite3";

import type { Rng } from "./random";

const ITEMS = 26;
const ALTERNATES = 4;
const CROWD = 200;
const TITLES = [
  "Mobilization",
  "Demolition",
  "Rough-in",
  "Fixtures",
  "Panels and switchgear",
  "Low voltage",
  "Fire alarm",
  "Permits and inspections",
  "Temporary power",
  "Site lighting",
  "Trenching",
  "Testing and commissioning",
  "Cleanup",
];
const DIVISIONS = ["01", "02", "26", "26", "26", "27", "28", "01", "26", "26", "31", "01", "01"];

export type LevelingInput = {
  /** Applications in id order (1-based ids): the project (1-based) of each. */
  appProject: Int32Array;
  projectCreated: Float64Array;
};

function crowdedProjects(input: LevelingInput): Map<number, number[]> {
  const byProject = new Map<number, number[]>();
  for (let i = 0; i < input.appProject.length; i++) {
    const project = input.appProject[i];
    if (project === 0) continue;
    const list = byProject.get(project) ?? [];
    list.push(i + 1);
    byProject.set(project, list);
  }
  return new Map([...byProject].filter(([, apps]) => apps.length >= CROWD));
}

/** An item's answer: 60% included, 20% an amount, 10% excluded, 10% unanswered (null). */
function itemAnswer(rng: Rng): "included" | "amount" | "excluded" | null {
  const roll = rng.next();
  return roll < 0.6 ? "included" : roll < 0.8 ? "amount" : roll < 0.9 ? "excluded" : null;
}

export function fillLeveling(sqlite: Database.Database, rng: Rng, input: LevelingInput): Record<string, number> {
  const insertItem = sqlite.prepare(`INSERT INTO project_scope_items (project_id, kind, position, title,
    csi_division, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`);
  const setBase = sqlite.prepare("UPDATE project_applications SET base_cents = ?, bid_amount_dollars = ? WHERE id = ?");
  const insertLine = sqlite.prepare(
    "INSERT INTO bid_scope_lines (application_id, scope_item_id, state, amount_cents) VALUES (?, ?, ?, ?)",
  );
  const insertLineItem = sqlite.prepare(`INSERT INTO bid_line_items (application_id, position, description,
    quantity, unit, unit_price_cents) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertPlug = sqlite.prepare(
    "INSERT INTO leveling_cells (application_id, scope_item_id, plug_cents, note) VALUES (?, ?, ?, ?)",
  );
  const counts = { project_scope_items: 0, bid_scope_lines: 0, bid_line_items: 0, leveling_cells: 0 };
  sqlite.transaction(() => {
    for (const [project, applications] of crowdedProjects(input)) {
      const created = Math.round(input.projectCreated[project - 1]);
      const items = Array.from({ length: ITEMS + ALTERNATES }, (_, i) => {
        const alternate = i >= ITEMS;
        const t = i % TITLES.length;
        const title = alternate
          ? `Add: alternate ${i - ITEMS + 1}`
          : `${TITLES[t]}${i >= TITLES.length ? " (phase 2)" : ""}`;
        const row = insertItem.get(project, alternate ? "alternate" : "item", i + 1, title, DIVISIONS[t], created) as {
          id: number;
        };
        counts.project_scope_items++;
        return { id: row.id, alternate };
      });
      for (const application of applications) {
        const base = rng.range(2_000_000, 9_000_000) * 100;
        setBase.run(base, Math.round(base / 100), application);
        for (const item of items) {
          const state = item.alternate
            ? rng.chance(0.7)
              ? "amount"
              : rng.chance(0.7)
                ? "excluded"
                : null
            : itemAnswer(rng);
          if (state !== null) {
            insertLine.run(application, item.id, state, state === "amount" ? rng.range(1_000, 50_000) * 100 : null);
            counts.bid_scope_lines++;
          }
          if (!item.alternate && state !== "included" && state !== "amount" && rng.chance(0.5)) {
            insertPlug.run(
              application,
              item.id,
              rng.range(500, 20_000) * 100,
              rng.chance(0.2) ? "Owner's estimate" : null,
            );
            counts.leveling_cells++;
          }
        }
        for (let n = rng.range(0, 5), k = 1; k <= n; k++) {
          insertLineItem.run(application, k, `Line item ${k}`, rng.range(1, 200), "ea", rng.range(500, 50_000));
          counts.bid_line_items++;
        }
      }
    }
  })();
  return counts;
}
