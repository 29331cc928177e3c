/**
 * Demo media after the main seed: a generated logo for every contractor, credentials in every state (current,
 * expiring within 30 days, expired) with generated PDFs and an admin's review (verified, awaiting review, refused;
 * some contractors upload nothing), and portfolio items with photos for most subcontractors.
 * Everything goes through the domain layer, so files are checked, re-encoded and stored as real uploads are.
 * Expiry dates are relative to the day of seeding so the states stay true for a fresh demo.
 */
import { eq } from "drizzle-orm";

import type { CredentialKind } from "../app/constants";
import { getUserRecord } from "../app/domain/accounts.server";
import { reviewCredential } from "../app/domain/credential-review.server";
import { createCredential } from "../app/domain/credentials.server";
import { createPortfolioItem } from "../app/domain/portfolio.server";
import { setProfilePhoto } from "../app/domain/profiles.server";
import { addDays, today } from "../app/infra/clock.server";
import type { DB } from "../db/client";
import * as t from "../db/schema";
import { makeCredentialPdf, makeLogo, makeProjectPhoto } from "./media";
import { first } from "../db/client";

/** trade | title | client | features (;-separated) | description */
const PORTFOLIO_TABLE = `
Electrical | Medical office electrical fit-out | Camelback Health Partners | LED lighting with daylight sensors; 400 A service upgrade; Emergency generator transfer switch | Full electrical build-out of a 9,000 sq ft medical office, finished two weeks ahead of the tenant's move-in date.
Electrical | Warehouse high-bay lighting retrofit | Copper Logistics | 180 high-bay LED fixtures; Occupancy sensors by aisle; Utility rebate paperwork handled | Replaced metal-halide fixtures across a 120,000 sq ft distribution center at night, with no downtime for the tenant.
Plumbing | Restaurant kitchen rough-in | Saguaro Grill | 1,500 gal grease interceptor; Floor sinks and trench drains; Backflow preventers tested and tagged | Underground and rough-in plumbing for a 4,000 sq ft full-service restaurant in a new retail shell.
Plumbing | Clinic restroom renovation | Front Range Family Medicine | Six ADA restrooms; Wall-hung carriers; Touchless fixtures | Phased restroom renovation in an occupied clinic, with water shutdowns scheduled after hours.
HVAC | Rooftop unit replacement | Tempe Office Partners | Four 15-ton RTUs; Crane picks on weekends; Test and balance report | Replaced aging rooftop units on an occupied two-story office building and rebalanced the ductwork.
HVAC | Surgery center ventilation upgrade | Alpine Surgical | Dedicated outside-air unit; HEPA filtration; Pressure monitoring | Added filtration and pressure control for two procedure rooms while neighbouring suites stayed open.
Carpentry | Custom millwork reception desk | Harbor Point Hotel | Walnut veneer panels; Integrated LED lighting; ADA-height transaction counter | Designed, built and installed the lobby reception desk and wall paneling for a boutique hotel.
Carpentry | Craftsman porch rebuild | Private homeowner | Vertical-grain fir decking; Turned columns matched to originals; Code-compliant railings | Rebuilt a 1912 front porch with materials and profiles matched to the original house.
Masonry | Custom home garden walls | Desert Ridge Homes | 400 linear feet of CMU walls; Stucco finish with pilasters; Integrated gate columns | Garden walls and entry pilasters for a desert-modern custom home in Scottsdale.
Masonry | Historic facade repointing | Music Row Venues | Lime mortar matched by lab analysis; Brick replacement from salvage; Masonry cleaning | Repointed and repaired the 1930s brick facade of a live music venue.
Roofing | Commercial TPO reroof | Capitol Valley Properties | 30,000 sq ft fully adhered TPO; Tapered insulation for drainage; 20-year manufacturer warranty | Tore off a failing built-up roof and installed a new TPO system over an occupied state office.
Roofing | Hail damage roof replacements | Mile High Renovations | Six homes in three weeks; Class 4 impact-rated shingles; Insurance documentation per home | Storm restoration for six single-family homes, with photos and paperwork for each insurance claim.
Framing | Garden-style apartment framing | Lone Star Contracting | 36 units over three stories; Panelized wall systems; Framing inspection passed first time | Wall and roof framing for a three-story apartment building in Central Texas.
Concrete | Retail pad and sidewalks | Trinity Build Group | 12,000 sq ft slab on grade; ADA ramps and curb cuts; Broom-finished sidewalks | Foundations, slab and site concrete for a new retail building in Dallas.
Glass & Glazing | Retail storefront glazing | Trinity Build Group | Thermally broken aluminum storefront; Two automatic sliding entrances; Low-E insulated glass | Storefront and entrances for a 12,000 sq ft retail shell, installed ahead of the tenant's fit-out.
Tile & Stone | Coffee shop tile and quartz bar | Bean & Barrel Coffee | Porcelain floor tile; Subway tile backsplash; Quartz bar top fabricated in-house | Finishes for a 1,800 sq ft coffee shop, completed in six working days.
Painting | Historic home interior repaint | Private homeowner | Lead-safe prep on original trim; Low-VOC finishes; Color consultation | Interior repaint of a 3,400 sq ft 1920s home, room by room while the family lived in it.
Excavation | Industrial site utilities | Queen City Builders | 2,400 ft of storm pipe; Sanitary sewer tie-in; Erosion control maintained | Mass grading and underground utilities for a 90,000 sq ft flex warehouse site.
Steel & Metal Work | Library seismic bracing | Cascade General Contractors | Steel braced frames; Collector beams; Welding by AWS-certified crew | Fabricated and erected seismic bracing for a 1960s branch library, with the library open throughout.
Insulation | Attic air sealing and insulation | Rose City Renovations | Air-sealed attic bypasses; R-49 blown cellulose; Blower-door test before and after | Cut the air leakage of a 1925 bungalow by a third, verified by blower-door tests.
Drywall | Office floor interiors | Lakeshore Construction | Metal stud framing; Level 5 finish in the lobby; Acoustic ceilings | Framing, drywall and ceilings for a 20,000 sq ft office floor in a downtown high-rise.
Landscaping | Multifamily courtyard landscape | Bridgetown Apartments | Native plantings; Drip irrigation with smart controller; Permeable pavers | A water-wise courtyard for a 60-unit apartment community.
Demolition | Office floor strip-out | Lakeshore Construction | Two floors to core and shell; Raised floor salvaged; Night work in an occupied tower | Selective demolition of two office floors with dust control and noise limits for tenants above and below.
Site Prep | Warehouse pad preparation | Queen City Builders | Clearing of 9 acres; Compacted building pad; Silt fence and inlet protection | Prepared the building pad and erosion control for a flex warehouse.
Flooring | School flooring replacement | Sacramento Unified | Polished concrete corridors; LVT classrooms; Summer-break schedule | Replaced flooring in 14 classrooms and the corridors of an elementary school over the summer break.
Fencing | Ornamental iron perimeter fence | Harbor Point Builders | 800 linear feet of ornamental iron; Automated vehicle gate; Pedestrian gates with access control | Perimeter fencing and gates for a coastal mixed-use project.
`;

type CredentialPlan = { kind: CredentialKind; name: string; issuer: string; number: string; days: number | null };

/** A contractor's wallet; `k` spreads expiry dates so every state shows up across the demo. */
function walletFor(state: string, trade: string | null, k: number, gc: boolean): CredentialPlan[] {
  const insuranceDays = [240, 18, -12, 400, 75, 9][k % 6];
  const licenseDays = [420, 700, 160, 25, 530, -40][k % 6];
  const number = (prefix: string) => `${prefix}-${String(100000 + ((k * 7919) % 899999))}`;
  const plans: CredentialPlan[] = [
    {
      kind: "license",
      name: gc ? `${state} General Contractor License` : `${state} ${trade ?? "Specialty"} Contractor License`,
      issuer: `${state} Registrar of Contractors`,
      number: number(gc ? "B" : "C"),
      days: licenseDays,
    },
    {
      kind: "insurance",
      name: "Certificate of Insurance: General Liability",
      issuer: ["Desert Mutual Insurance", "Front Range Casualty", "Lone Star Indemnity"][k % 3],
      number: number("GL"),
      days: insuranceDays,
    },
  ];
  if (k % 2 === 0) {
    plans.push({
      kind: "w9",
      name: "W-9 (Request for Taxpayer Identification)",
      issuer: "IRS",
      number: "",
      days: null,
    });
  }
  if (!gc && k % 3 === 0) {
    plans.push({
      kind: "certification",
      name: "OSHA 30-Hour Construction Safety",
      issuer: "OSHA Training Institute",
      number: number("OSHA"),
      days: null,
    });
  }
  if (k % 4 === 1) {
    plans.push({ kind: "bond", name: "Contractor License Bond", issuer: "Surety One", number: number("BD"), days: -5 });
  }
  return plans;
}

type Review = "verified" | "refused" | "awaiting";

/**
 * What the admins decided about a license or insurance: a quarter of the contractors are fully checked, a quarter
 * have their license checked and their insurance waiting, a quarter wait entirely, and a quarter had a document
 * refused. Reviewed kinds only; an expired document is refused rather than verified.
 */
function reviewFor(plan: CredentialPlan, k: number): Review {
  const pattern = k % 4;
  if (pattern === 2) return "awaiting";
  if (pattern === 3) return plan.kind === "license" ? "refused" : "awaiting";
  if (pattern === 1 && plan.kind === "insurance") return "awaiting";
  return plan.days !== null && plan.days < 0 ? "refused" : "verified";
}

const REFUSALS: Record<string, string> = {
  license: "The license number does not match the registrar's public lookup. Upload the current license card.",
  insurance: "The insured name on the certificate is not this business. Ask your agent for a corrected certificate.",
};
const EXPIRED = "This document has expired. Upload the renewed one.";

/** Every eighth contractor has uploaded nothing yet. */
const hasNoCredentials = (k: number) => k % 8 === 6;

const rows = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((line) => line.split(" | ").map((cell) => cell.trim()));

/** Seeds logos, credentials and portfolio items for the active demo contractors. Returns how long it took. */
export async function seedProfileMedia(db: DB) {
  const started = performance.now();
  const contractors = (
    await db
      .select({ id: t.users.id, username: t.users.username, role: t.users.role, status: t.users.accountStatus })
      .from(t.users)
      .where(eq(t.users.accountStatus, "active"))
      // In id order on either database: each contractor's place in it picks their logo and credentials.
      .orderBy(t.users.id)
  ).filter((u) => u.role !== "admin");
  const portfolio = rows(PORTFOLIO_TABLE);
  const admin = await first(db.select().from(t.users).where(eq(t.users.role, "admin")).limit(1));
  const reviewer = admin && { id: admin.id, role: admin.role };
  let k = 0;
  for (const { id } of contractors) {
    const user = await getUserRecord(id);
    const profile = user.gcProfile ?? user.subProfile;
    if (!profile) continue;
    const gc = user.role === "general_contractor";
    const name = user.gcProfile?.company_name ?? user.subProfile!.business_name;
    const trade = user.subProfile?.specialty ?? undefined;
    const state = profile.location.split(",").pop()!.trim();
    k++;

    // Most contractors have a logo; a few keep the initial, as real directories do.
    if (k % 7 !== 3) {
      const bytes = await makeLogo({ name, trade, seed: k });
      await setProfilePhoto(user, user.role as "general_contractor" | "subcontractor", { bytes, name: "logo.png" });
    }

    for (const plan of hasNoCredentials(k) ? [] : walletFor(state, trade ?? null, k, gc)) {
      const expiresOn = plan.days === null ? undefined : addDays(today(), plan.days);
      const pdf = await makeCredentialPdf({
        kind: plan.kind,
        name: plan.name,
        issuer: plan.issuer,
        number: plan.number,
        holder: name,
        expiresOn: expiresOn ?? null,
      });
      const credential = await createCredential(
        user,
        {
          kind: plan.kind,
          name: plan.name,
          issuer: plan.issuer,
          number: plan.number || undefined,
          expires_on: expiresOn,
        },
        [{ bytes: pdf, name: `${plan.kind}-${user.username}.pdf` }],
      );
      const review = reviewFor(plan, k);
      if (!reviewer || !["license", "insurance"].includes(plan.kind) || review === "awaiting") continue;
      await reviewCredential(
        reviewer,
        credential.id,
        review === "verified"
          ? { decision: "verified" }
          : { decision: "refused", reason: plan.days !== null && plan.days < 0 ? EXPIRED : REFUSALS[plan.kind] },
      );
    }

    if (gc || k % 5 === 4) continue;
    const mine = portfolio.filter(([tr]) => tr === trade);
    for (const [i, [tr, title, client, features, description]] of mine.entries()) {
      const photos = await Promise.all(
        Array.from({ length: 2 + ((k + i) % 2) }, async (_, p) => ({
          bytes: await makeProjectPhoto({ trade: tr, seed: `${k}-${i}-${p}` }),
          name: `photo-${p + 1}.jpg`,
        })),
      );
      await createPortfolioItem(
        user,
        {
          title,
          client,
          description,
          location: profile.location,
          completion_date: addDays("2026-10-01", -((k * 37 + i * 90) % 400)),
          features: features
            .split(";")
            .map((f) => f.trim())
            .join("\n"),
        },
        photos,
      );
    }
  }
  return Math.round(performance.now() - started);
}
