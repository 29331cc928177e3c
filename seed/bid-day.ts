/**
 * Demo bid day (docs/decisions/017-bid-day.md), through the domain: summit_builders posts an electrical tenant
 * improvement with a scope checklist and a due date, six electricians bid with different exclusions (one revises),
 * and the owner has plugged what they left out, all but one; hill_country_builders has a sealed project before its
 * opening, mile_high_renovations one whose sealed bids have been opened.
 */
import { eq, inArray } from "drizzle-orm";

import { submitBid, reviseBid } from "../app/domain/bids.server";
import { postProjectWithScope } from "../app/domain/bid-scope.server";
import { setPlugs } from "../app/domain/leveling.server";
import type { Viewer } from "../app/domain/privacy.server";
import type { DB } from "../db/client";
import * as t from "../db/schema";

const DAY = 24 * 60 * 60 * 1000;

type Answer = "included" | "excluded" | number;
type DemoBid = {
  bidder: string;
  base: number;
  answers: Answer[];
  alternates: (number | null)[];
  exclusions?: string;
  lines?: [string, number, string, number][];
};

const ELECTRICAL_SCOPE = {
  items: [
    { title: "Rough-in: power and lighting branch circuits", csi_division: "26" },
    { title: "Fixtures and devices", csi_division: "26" },
    { title: "Service and panel upgrade (400 A)", csi_division: "26" },
    { title: "Fire alarm tie-in", csi_division: "28" },
    { title: "Permits and inspections", csi_division: "01" },
    { title: "Patching and painting after rough-in", csi_division: "09" },
  ],
  alternates: [
    { title: "Add: LED fixtures in the lobby", csi_division: "26" },
    { title: "Add: two EV chargers in the garage", csi_division: "26" },
  ],
};

const LEVELED_BIDS: DemoBid[] = [
  {
    bidder: "sparkline_electric",
    base: 186_400,
    answers: [92_000, 41_500, 38_900, "included", "included", "included"],
    alternates: [12_800, 9_400],
    lines: [
      ["2x4 LED troffers", 140, "ea", 165],
      ["20 A branch circuits", 96, "ea", 310],
      ["400 A panel and meter base", 1, "ea", 18_500],
    ],
  },
  {
    bidder: "saguaro_power_electric",
    base: 171_250,
    answers: ["included", "included", "included", "included", "included", "excluded"],
    alternates: [11_900, null],
    exclusions: "Patching and painting by others.",
  },
  {
    bidder: "five_boroughs_electric",
    base: 162_900,
    answers: ["included", "included", "included", "excluded", "excluded", "included"],
    alternates: [13_600, 10_200],
    exclusions: "Fire alarm by the fire alarm vendor. Permit fees paid by the owner.",
  },
  {
    bidder: "bluebonnet_electric",
    base: 149_800,
    answers: ["included", "included", "excluded", "included", "included", "included"],
    alternates: [null, 8_800],
    exclusions: "Service upgrade: utility coordination and the new service by others.",
  },
  {
    bidder: "crown_electrical",
    base: 194_000,
    answers: [98_000, 44_000, 40_000, 6_500, 2_100, 3_400],
    alternates: [14_200, 9_900],
  },
  {
    bidder: "loop_power_electric",
    base: 176_500,
    answers: ["included", "included", "included", "included", "excluded", "excluded"],
    alternates: [12_100, 11_300],
    exclusions: "Permits, and patching and painting.",
  },
];

/** The owner's estimates for what the bids left out (Bluebonnet's service upgrade is still to be plugged). */
const PLUGS: Record<string, Record<number, number>> = {
  saguaro_power_electric: { 5: 4_800 },
  five_boroughs_electric: { 3: 9_500, 4: 2_200 },
  loop_power_electric: { 4: 2_200, 5: 4_800 },
};

const dollars = (n: number) => n * 100;

/** 2 PM in Arizona (21:00 UTC), this many days from `at`: bid times are round hours. */
function dueIn(at: number, days: number) {
  const due = new Date(at + days * DAY);
  due.setUTCHours(21, 0, 0, 0);
  return due.toISOString();
}

async function userIds(db: DB, usernames: string[]) {
  const rows = await db
    .select({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .where(inArray(t.users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}

function asViewer(ids: Map<string, number>, username: string, role: Viewer["role"]): Viewer {
  return { id: ids.get(username)!, role };
}

const COVER =
  "We have priced the current drawings and the scope checklist, with our own crew on site from rough-in to final.";

async function bid(sub: Viewer, projectId: number, scopeIds: number[], alternateIds: number[], b: DemoBid) {
  return submitBid(sub, {
    project_id: projectId,
    cover_letter: COVER,
    base_cents: dollars(b.base),
    scope_lines: [
      ...b.answers.map((a, i) =>
        typeof a === "number"
          ? { scope_item_id: scopeIds[i], state: "amount" as const, amount_cents: dollars(a) }
          : { scope_item_id: scopeIds[i], state: a },
      ),
      ...b.alternates.map((a, i) =>
        a === null
          ? { scope_item_id: alternateIds[i], state: "excluded" as const }
          : { scope_item_id: alternateIds[i], state: "amount" as const, amount_cents: dollars(a) },
      ),
    ],
    line_items: (b.lines ?? []).map(([description, quantity, unit, price]) => ({
      description,
      quantity,
      unit,
      unit_price_cents: dollars(price),
    })),
    exclusions: b.exclusions ?? null,
  });
}

async function scopeIdsOf(db: DB, projectId: number) {
  const rows = await db
    .select({ id: t.projectScopeItems.id, kind: t.projectScopeItems.kind })
    .from(t.projectScopeItems)
    .where(eq(t.projectScopeItems.projectId, projectId))
    .orderBy(t.projectScopeItems.kind, t.projectScopeItems.position);
  return {
    items: rows.filter((r) => r.kind === "item").map((r) => r.id),
    alternates: rows.filter((r) => r.kind === "alternate").map((r) => r.id),
  };
}

const PROJECT_BASE = {
  budget_range: "$100,000+" as const,
  timeline: "2-3 months" as const,
  requirements: "Licensed electrical contractor with commercial TI experience; price the scope checklist.",
};

export async function seedBidDay(db: DB) {
  const ids = await userIds(db, [
    "summit_builders",
    "hill_country_builders",
    "mile_high_renovations",
    ...LEVELED_BIDS.map((b) => b.bidder),
  ]);
  if (ids.size < 3 + LEVELED_BIDS.length) return;
  const owner = asViewer(ids, "summit_builders", "general_contractor");
  const at = Date.now();

  const leveled = await postProjectWithScope(
    owner,
    {
      ...PROJECT_BASE,
      trade_type: "Electrical",
      title: "Medical office build-out – 2nd floor electrical",
      description:
        "Electrical for a 9,500 sq ft medical office: exam rooms, imaging suite and a new 400 A service. Bid the scope checklist; alternates priced separately.",
      location: "Phoenix, AZ",
      zip_code: "85006",
      bids_due_at: dueIn(at, 5),
    },
    ELECTRICAL_SCOPE,
  );
  const scope = await scopeIdsOf(db, leveled.id);
  const applications = new Map<string, number>();
  for (const b of LEVELED_BIDS) {
    const sub = asViewer(ids, b.bidder, "subcontractor");
    const sent = await bid(sub, leveled.id, scope.items, scope.alternates, { ...b, base: b.base + 3_600 });
    applications.set(b.bidder, sent.id);
  }
  // Bluebonnet sharpened its number after a walk-through: revision 2.
  const revised = LEVELED_BIDS[3];
  await reviseBid(asViewer(ids, revised.bidder, "subcontractor"), applications.get(revised.bidder)!, {
    base_cents: dollars(revised.base),
  });
  await setPlugs(
    owner,
    leveled.id,
    Object.entries(PLUGS).flatMap(([bidder, plugs]) =>
      Object.entries(plugs).map(([index, plug]) => ({
        application_id: applications.get(bidder)!,
        scope_item_id: scope.items[Number(index)],
        plug_cents: dollars(plug),
        note: "Our estimate from the last two TIs",
      })),
    ),
  );
  await seedSealed(db, ids, at);
}

/** A sealed project before its opening (Austin) and one opened yesterday (Denver), each with two bids. */
async function seedSealed(db: DB, ids: Map<string, number>, at: number) {
  const sealedProjects = [
    {
      owner: "hill_country_builders",
      title: "Podium apartments – garage lighting and EV rough-in",
      location: "Austin, TX",
      zip_code: "78702",
      bidders: ["bluebonnet_electric", "crown_electrical"],
      opened: false,
    },
    {
      owner: "mile_high_renovations",
      title: "Clinic fit-out – lighting controls",
      location: "Denver, CO",
      zip_code: "80205",
      bidders: ["loop_power_electric", "five_boroughs_electric"],
      opened: true,
    },
  ];
  for (const p of sealedProjects) {
    const owner = asViewer(ids, p.owner, "general_contractor");
    const project = await postProjectWithScope(
      owner,
      {
        ...PROJECT_BASE,
        trade_type: "Electrical",
        title: p.title,
        description: `${p.title}. Sealed bids: amounts are opened at the due date.`,
        location: p.location,
        zip_code: p.zip_code,
        bids_due_at: dueIn(at, 3),
        bids_sealed: true,
      },
      { items: ELECTRICAL_SCOPE.items.slice(0, 4), alternates: [] },
    );
    const scope = await scopeIdsOf(db, project.id);
    for (const [k, bidder] of p.bidders.entries()) {
      await bid(asViewer(ids, bidder, "subcontractor"), project.id, scope.items, [], {
        bidder,
        base: 58_000 + k * 4_750,
        answers: ["included", "included", k ? "excluded" : "included", "included"],
        alternates: [],
      });
    }
    // The opened one: its due date has since passed (the bid-day job sends "Bids are open" on the first start).
    if (p.opened) {
      await db
        .update(t.projects)
        .set({ bidsDueAt: new Date(at - DAY) })
        .where(eq(t.projects.id, project.id));
    }
  }
}
