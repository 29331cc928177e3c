/**
 * The demo's bid day (seed/bid-day.ts), made through the domain: a leveled project with six structured bids and the
 * owner's plugs, a sealed project before its opening and one after it.
 */
import { eq } from "drizzle-orm";

import { projects, users } from "../../db/schema";
import { listProjectApplications } from "~/domain/applications.server";
import { levelingGrid } from "~/domain/leveling.server";
import { db, first } from "~/infra/db.server";
import { seedBidDay } from "../../seed/bid-day";
import { makeUser } from "../helpers/world";

const ELECTRICIANS = [
  "sparkline_electric",
  "saguaro_power_electric",
  "five_boroughs_electric",
  "bluebonnet_electric",
  "crown_electrical",
  "loop_power_electric",
];

const projectTitled = async (title: string) =>
  (await first(db.select().from(projects).where(eq(projects.title, title)).limit(1)))!;

it("levels six bids with plugs, and keeps one sealed project shut and another opened", async () => {
  const summit = await makeUser("general_contractor", "summit_builders");
  await db.update(users).set({ plan: "pro" }).where(eq(users.id, summit.id));
  const hill = await makeUser("general_contractor", "hill_country_builders");
  const mile = await makeUser("general_contractor", "mile_high_renovations");
  for (const name of ELECTRICIANS) await makeUser("subcontractor", name);

  await seedBidDay(db);

  const leveled = await projectTitled("Medical office build-out – 2nd floor electrical");
  const grid = await levelingGrid(summit, leveled.id);
  expect(grid.rows.filter((r) => r.kind === "item")).toHaveLength(6);
  expect(grid.rows.filter((r) => r.kind === "alternate")).toHaveLength(2);
  expect(grid.bidders).toHaveLength(6);
  const byName = new Map(grid.bidders.map((b) => [b.applicant.username, b]));
  expect(byName.get("bluebonnet_electric")).toMatchObject({ revision: 2, revised: true, base_cents: 14_980_000 });
  expect(byName.get("five_boroughs_electric")).toMatchObject({ plugs_cents: 1_170_000 });
  // Bluebonnet's excluded service upgrade is the one left to plug.
  expect(grid.bidders.flatMap((b) => b.cells.filter((c) => c.needs_plug).map(() => b.applicant.username))).toEqual([
    "bluebonnet_electric",
  ]);
  expect(grid.bidders.filter((b) => b.lowest)).toHaveLength(1);

  const before = await projectTitled("Podium apartments – garage lighting and EV rough-in");
  expect(before.bidsSealed).toBe(true);
  const shut = await listProjectApplications(hill, before.id);
  expect(shut.items).toHaveLength(2);
  expect(shut.items.every((a) => a.bid_amount === null && a.base_cents === null)).toBe(true);

  const after = await projectTitled("Clinic fit-out – lighting controls");
  const opened = await listProjectApplications(mile, after.id);
  expect(opened.items.map((a) => a.base_cents).sort()).toEqual([5_800_000, 6_275_000]);
});
