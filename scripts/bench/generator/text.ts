/** Word pools and sentence templates for synthetic but plausible marketplace text. */
import { CREDENTIAL_KINDS, PROJECT_TYPES, TRADES } from "../../../app/constants";
import type { Rng } from "./random";

export type Trade = (typeof TRADES)[number];
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

// prettier-ignore
const FIRST_NAMES = [
  "James", "Maria", "Robert", "Linda", "Michael", "Jennifer", "David", "Patricia", "Carlos", "Elizabeth",
  "William", "Ana", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Daniel", "Karen",
  "Jose", "Nancy", "Matthew", "Lisa", "Anthony", "Betty", "Mark", "Sandra", "Luis", "Ashley",
  "Steven", "Kimberly", "Paul", "Emily", "Andrew", "Donna", "Joshua", "Michelle", "Kevin", "Carol",
  "Brian", "Amanda", "George", "Melissa", "Juan", "Deborah", "Ryan", "Stephanie", "Jacob", "Rebecca",
  "Gary", "Laura", "Nicholas", "Sharon", "Eric", "Cynthia", "Jonathan", "Kathleen", "Tyrone", "Mei",
  "Hector", "Priya", "Dmitri", "Aisha", "Tomasz", "Keiko", "Ahmed", "Rosa", "Sean", "Tanya",
];

// prettier-ignore
const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
  "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
  "Kowalski", "O'Brien", "Schmidt", "Novak", "Okafor", "Patel", "Kim", "Chen", "Murphy", "Sullivan",
  "Russo", "Fischer", "Yilmaz", "Haddad", "Larsen", "Ivanov", "Morales", "Castillo", "Brennan", "Dubois",
];

// prettier-ignore
const PLACE_WORDS = [
  "Summit", "Keystone", "Cornerstone", "Pinnacle", "Granite", "Ironwood", "Redwood", "Bluebonnet", "Cascade",
  "Lakeshore", "Riverbend", "Harbor", "Meridian", "Northstar", "Southland", "Westgate", "Eastside", "Frontier",
  "Heritage", "Liberty", "Patriot", "Pioneer", "Sierra", "Timberline", "Copper", "Silver Creek", "Oak Ridge",
  "Cedar", "Magnolia", "Peachtree", "Lone Star", "Golden State", "Empire", "Bay Area", "Mile High", "Gulf Coast",
  "Blue Ridge", "Great Lakes", "Prairie", "Desert Sun", "Mountain View", "Valley", "Crown", "Anchor", "Beacon",
  "Landmark", "Capstone", "Bedrock", "Trident", "Atlas", "Apex", "Benchmark", "True North", "Evergreen", "Sunbelt",
];

// prettier-ignore
const GC_NOUNS = [
  "Builders", "Construction", "Contracting", "Building Group", "Construction Co.", "General Contractors",
  "Development", "Construction Services", "Build Partners", "Constructors", "Homes", "Renovations",
];

const COMPANY_SUFFIXES = ["", "", "", " LLC", " LLC", " Inc.", " Co.", " Group", " & Sons", " Corp."];

const TRADE_NOUNS: Record<Trade, readonly string[]> = {
  Plumbing: ["Plumbing", "Plumbing & Drain", "Pipe Works", "Plumbing Services", "Rooter & Plumbing"],
  Electrical: ["Electric", "Electrical Services", "Power & Light", "Electrical Contractors", "Wiring"],
  HVAC: ["Heating & Air", "Mechanical", "HVAC", "Climate Control", "Air Systems"],
  Carpentry: ["Carpentry", "Woodworks", "Finish Carpentry", "Millwork", "Cabinet & Trim"],
  Masonry: ["Masonry", "Brick & Stone", "Stoneworks", "Masonry Contractors"],
  Roofing: ["Roofing", "Roofing & Gutters", "Roof Systems", "Exteriors"],
  Painting: ["Painting", "Painting Co.", "Coatings", "Paint & Finish"],
  Flooring: ["Flooring", "Floor Covering", "Hardwood Floors", "Floors"],
  Drywall: ["Drywall", "Drywall & Acoustics", "Interiors", "Wall Systems"],
  Landscaping: ["Landscaping", "Landscapes", "Outdoor Living", "Grounds & Irrigation"],
  Concrete: ["Concrete", "Concrete & Flatwork", "Foundations", "Concrete Contractors"],
  Excavation: ["Excavation", "Earthworks", "Grading & Excavating", "Dirt Works"],
  Demolition: ["Demolition", "Wrecking", "Demo & Abatement", "Selective Demo"],
  Insulation: ["Insulation", "Spray Foam", "Energy Solutions", "Insulators"],
  "Glass & Glazing": ["Glass & Glazing", "Glass", "Storefronts", "Glazing Systems"],
  "Steel & Metal Work": ["Steel", "Steel Erectors", "Metal Works", "Ironworks", "Fabrication"],
  "Tile & Stone": ["Tile & Stone", "Tile", "Tile Works", "Stone & Tile Design"],
  Framing: ["Framing", "Framers", "Framing Contractors", "Structural Framing"],
  "Site Prep": ["Site Prep", "Site Works", "Land Clearing", "Site Development"],
  Fencing: ["Fence", "Fencing", "Fence & Gate", "Fence Co."],
};

/** How common each trade is among subcontractors (every trade appears). */
// prettier-ignore
export const TRADE_WEIGHTS: Record<Trade, number> = {
  Electrical: 12, Plumbing: 11, HVAC: 10, Carpentry: 8, Painting: 7, Roofing: 7, Concrete: 6, Drywall: 6,
  Flooring: 5, Landscaping: 5, Masonry: 4, Framing: 4, "Tile & Stone": 3, Insulation: 2, Excavation: 2,
  Demolition: 2, "Glass & Glazing": 2, "Steel & Metal Work": 2, "Site Prep": 1, Fencing: 1,
};

// prettier-ignore
const STATES_LICENSING: Record<string, string> = {
  CA: "CSLB", TX: "TDLR", FL: "DBPR", AZ: "ROC", NV: "NSCB", NC: "NCLBGC", GA: "Secretary of State", WA: "L&I",
  OR: "CCB", NY: "DOB", IL: "IDFPR", CO: "DORA", MA: "OCABR", NJ: "DCA", VA: "DPOR", TN: "Board for Licensing Contractors",
};

const EMAIL_DOMAINS = ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "aol.com", "proton.me"];

export function personName(rng: Rng): string {
  return `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

function lastName(rng: Rng): string {
  return rng.pick(LAST_NAMES);
}

export function gcCompanyName(rng: Rng): string {
  const r = rng.next();
  const noun = rng.pick(GC_NOUNS);
  const suffix = rng.pick(COMPANY_SUFFIXES);
  if (r < 0.45) return `${rng.pick(PLACE_WORDS)} ${noun}${suffix}`;
  if (r < 0.8) return `${lastName(rng)} ${noun}${suffix}`;
  if (r < 0.92) return `${lastName(rng)} & ${lastName(rng)} ${noun}`;
  return `${rng.pick(PLACE_WORDS)} ${rng.pick(PLACE_WORDS)} ${noun}${suffix}`;
}

export function subBusinessName(rng: Rng, trade: Trade): string {
  const r = rng.next();
  const noun = rng.pick(TRADE_NOUNS[trade]);
  const suffix = rng.pick(COMPANY_SUFFIXES);
  if (r < 0.4) return `${rng.pick(PLACE_WORDS)} ${noun}${suffix}`;
  if (r < 0.75) return `${lastName(rng)} ${noun}${suffix}`;
  if (r < 0.88) return `${rng.pick(FIRST_NAMES)}'s ${noun}`;
  return `${rng.pick(["A-1", "Ace", "Pro", "Precision", "Quality", "Reliable", "All-Pro", "Elite"])} ${noun}${suffix}`;
}

/** A username of at most 30 characters, unique through the id suffix (base 36). */
export function username(rng: Rng, business: string, id: number): string {
  const words = business
    .replace(/[^A-Za-z0-9 ]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const style = rng.next();
  let base: string;
  if (style < 0.5) base = words.slice(0, 2).join("_").toLowerCase();
  else if (style < 0.7) base = words.slice(0, 2).join("");
  else if (style < 0.9)
    base = `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES).replace(/[^A-Za-z]/g, "")}`.toLowerCase();
  else base = words[0].toLowerCase();
  return `${base.slice(0, 24)}_${id.toString(36)}`;
}

export function email(rng: Rng, user: string, business: string): string {
  const local = user.toLowerCase();
  if (rng.chance(0.35)) {
    const domain = business
      .toLowerCase()
      .replace(/\b(llc|inc|co|corp)\b/g, "")
      .replace(/[^a-z0-9]/g, "")
      .slice(0, 28);
    return `${local}@${domain || "contractor"}.com`;
  }
  return `${local}@${rng.pick(EMAIL_DOMAINS)}`;
}

export function phone(rng: Rng): string {
  return `(${rng.range(201, 989)}) ${rng.range(200, 999)}-${String(rng.int(10000)).padStart(4, "0")}`;
}

// prettier-ignore
const GC_CERTS = [
  "OSHA 30", "OSHA 10", "LEED AP", "LEED AP BD+C", "LEED Green Associate", "DBIA Associate", "NAHB Certified Green Professional",
  "EPA Lead-Safe RRP", "NARI CR", "CCM", "PMP", "AGC Member", "ABC Member", "Unlimited GC License", "Class A License",
];
const SUB_CERTS: Partial<Record<Trade, readonly string[]>> = {
  Electrical: ["Master Electrician", "Journeyman Electrician", "NABCEP PV Installer", "NFPA 70E"],
  Plumbing: ["Master Plumber", "Backflow Tester", "Med Gas Installer", "Journeyman Plumber"],
  HVAC: ["NATE Certified", "EPA 608 Universal", "TAB Certified", "BPI Building Analyst"],
  Roofing: ["GAF Master Elite", "Owens Corning Preferred", "CertainTeed SELECT ShingleMaster"],
  Concrete: ["ACI Flatwork Finisher", "ACI Field Testing Technician"],
  "Steel & Metal Work": ["AWS D1.1 Certified Welders", "AISC Certified Erector"],
  "Tile & Stone": ["CTEF Certified Installer", "NTCA Five Star"],
  Landscaping: ["ISA Certified Arborist", "Irrigation Association CLIA"],
  Demolition: ["Asbestos Abatement Contractor", "Lead Abatement Supervisor"],
};
const COMMON_CERTS = ["OSHA 10", "OSHA 30", "Licensed and insured", "Bonded", "EPA Lead-Safe RRP", "First Aid/CPR"];

export function gcCertifications(rng: Rng): string | null {
  if (rng.chance(0.25)) return null;
  return rng.sample(GC_CERTS, rng.range(1, 4)).join(", ");
}

export function subCertifications(rng: Rng, trade: Trade): string | null {
  if (rng.chance(0.25)) return null;
  return rng.sample([...(SUB_CERTS[trade] ?? []), ...COMMON_CERTS], rng.range(1, 4)).join(", ");
}

/** `k` items of `list`, comma-separated as the profile forms save them. */
export function commaList(rng: Rng, list: readonly string[], lo: number, hi: number): string {
  return rng.sample(list, rng.range(lo, hi)).join(", ");
}

// prettier-ignore
const GC_SENTENCES = [
  "{company} is a {city} general contractor delivering {type} projects on time and on budget.",
  "We have been building across {state} for {years} years.",
  "Our superintendents run clean, safe sites and keep owners informed every week.",
  "We pay our subcontractors on time, every time, and repeat partners get the first look at new bid packages.",
  "Recent work includes {type} projects from $500K to $25M.",
  "We self-perform concrete and carpentry and rely on trusted trade partners for everything else.",
  "Safety comes first: our EMR has been below 0.8 for the last five years.",
  "We are always looking for reliable {trade} and {trade2} subcontractors in the {city} area.",
  "Family owned and operated since {since}.",
  "We specialize in occupied-building renovations where schedules and logistics are tight.",
  "Preconstruction services include budgeting, value engineering and constructability reviews.",
  "Union and open-shop crews available depending on the project.",
  "Our project managers use modern scheduling and document tools so nothing falls through the cracks.",
  "Bonding capacity up to $40M single / $80M aggregate.",
];

// prettier-ignore
const SUB_SENTENCES = [
  "{company} provides {trade} services throughout the {city} area.",
  "Licensed, bonded and insured, with {years} years in the trade.",
  "We work with general contractors on {type} projects of every size.",
  "Our crews show up on time, keep the site clean and finish punch lists fast.",
  "We carry full general liability and workers' compensation coverage and send certificates on request.",
  "Free estimates, usually within 48 hours of receiving drawings.",
  "We handle everything from small service calls to full new-construction packages.",
  "Family owned since {since}, and most of our crew has been with us for over a decade.",
  "Bilingual crew leads (English and Spanish).",
  "We stand behind our work with a two-year workmanship warranty.",
  "Available for night and weekend work in occupied buildings.",
  "Our estimators read plans carefully and call out exclusions up front, so there are no surprises.",
  "Serving {state} and neighboring states.",
];

function fill(rng: Rng, template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "years") return String(rng.range(3, 40));
    if (key === "since") return String(rng.range(1962, 2022));
    if (key === "trade") return vars.trade ?? rng.pick(TRADES);
    if (key === "trade2") return rng.pick(TRADES);
    if (key === "type") return (vars.type ?? rng.pick(PROJECT_TYPES)).toLowerCase();
    return vars[key] ?? "";
  });
}

/** A description of 0 (null) to several sentences: most short, a few long. */
function paragraph(rng: Rng, pool: readonly string[], vars: Record<string, string>, nullShare: number): string | null {
  if (rng.chance(nullShare)) return null;
  const n = rng.chance(0.15) ? rng.range(5, 10) : rng.range(1, 4);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(fill(rng, rng.pick(pool), vars));
  return parts.join(" ");
}

export function gcDescription(rng: Rng, vars: { company: string; city: string; state: string }) {
  return paragraph(rng, GC_SENTENCES, vars, 0.1);
}

export function subDescription(rng: Rng, vars: { company: string; city: string; state: string; trade: Trade }) {
  return paragraph(rng, SUB_SENTENCES, vars, 0.1);
}

// prettier-ignore
const WORK_BY_TRADE: Record<Trade, readonly string[]> = {
  Plumbing: ["plumbing rough-in", "restroom renovation", "water heater replacement", "sewer line repair", "domestic water repiping"],
  Electrical: ["electrical rough-in", "service upgrade to 400A", "lighting retrofit", "EV charger installation", "panel replacement"],
  HVAC: ["rooftop unit replacement", "ductwork installation", "VRF system install", "HVAC retrofit", "boiler replacement"],
  Carpentry: ["finish carpentry", "custom cabinetry", "trim and door package", "millwork install", "built-ins"],
  Masonry: ["CMU walls", "brick veneer", "stone facade", "retaining wall", "chimney rebuild"],
  Roofing: ["TPO reroof", "shingle replacement", "storm damage roof repair", "metal roof install", "roof coating"],
  Painting: ["interior repaint", "exterior painting", "epoxy floor coating", "wallcovering install", "parking garage striping"],
  Flooring: ["LVT installation", "hardwood refinishing", "carpet tile install", "polished concrete", "sports flooring"],
  Drywall: ["metal stud and drywall", "Level 5 finish", "acoustic ceiling", "demising walls", "fire-rated assemblies"],
  Landscaping: ["landscape and irrigation", "native plantings", "hardscape patio", "tree removal", "sod installation"],
  Concrete: ["slab on grade", "foundation pour", "sidewalks and curbs", "tilt-up panels", "parking lot paving"],
  Excavation: ["mass grading", "utility trenching", "basement excavation", "storm drain install", "pond excavation"],
  Demolition: ["interior demolition", "selective demo", "building teardown", "concrete removal", "strip-out"],
  Insulation: ["spray foam insulation", "blown cellulose", "air sealing", "attic insulation", "rigid board insulation"],
  "Glass & Glazing": ["storefront install", "curtain wall", "window replacement", "shower enclosures", "automatic doors"],
  "Steel & Metal Work": ["structural steel erection", "stair and railing fabrication", "miscellaneous metals", "seismic bracing", "canopy steel"],
  "Tile & Stone": ["tile installation", "stone countertops", "shower tile", "lobby stone floors", "backsplash"],
  Framing: ["wood framing", "light-gauge framing", "truss installation", "panelized wall framing", "framing repairs"],
  "Site Prep": ["site clearing", "erosion control", "building pad prep", "lot grading", "soil stabilization"],
  Fencing: ["chain-link fence", "ornamental iron fence", "privacy fence", "gate operators", "temporary fencing"],
};

// prettier-ignore
const PROJECT_SUBJECTS = [
  "24-unit apartment building", "medical office", "elementary school", "restaurant build-out", "retail center",
  "custom home", "warehouse", "office tenant improvement", "hotel renovation", "church addition", "fire station",
  "duplex", "dental clinic", "brewery taproom", "parking structure", "community center", "library", "gym",
  "historic bungalow", "mixed-use building", "distribution center", "townhome community", "bank branch",
];

export function projectTitle(rng: Rng, trade: Trade): string {
  const work = rng.pick(WORK_BY_TRADE[trade]);
  return `${work[0].toUpperCase()}${work.slice(1)} for ${rng.pick(PROJECT_SUBJECTS)}`;
}

// prettier-ignore
const PROJECT_SENTENCES = [
  "We need a qualified {trade} subcontractor for this project in {city}.",
  "Scope includes all labor, material and equipment per plans and specs.",
  "Drawings and specifications are available on request.",
  "Work must be coordinated with other trades on a tight schedule.",
  "The building will remain occupied during construction; after-hours work may be required.",
  "Prevailing wage applies.",
  "Owner is looking to break ground as soon as permits are issued.",
  "Please include a schedule of values and your exclusions with your bid.",
  "Site walk available most weekday mornings; contact us to schedule.",
  "Budget is firm; value-engineering suggestions are welcome.",
  "Phased work: phase one starts immediately, phase two in about three months.",
  "Prior experience with {type} projects strongly preferred.",
];

export function projectDescription(rng: Rng, vars: { trade: string; city: string }): string {
  const n = rng.chance(0.2) ? rng.range(4, 8) : rng.range(2, 3);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(fill(rng, rng.pick(PROJECT_SENTENCES), vars));
  return parts.join(" ");
}

// prettier-ignore
const REQUIREMENTS = [
  "Valid state license", "Certificate of insurance naming the GC as additional insured", "OSHA 10 for all workers",
  "OSHA 30 for the foreman", "References from three recent projects", "Bonding for 100% of the contract value",
  "Experience with occupied buildings", "Background checks for all workers", "Own tools and equipment",
  "Able to start within two weeks", "Daily reports and photos", "Union labor", "W-9 before the first payment",
];

export function projectRequirements(rng: Rng): string {
  return rng.sample(REQUIREMENTS, rng.range(1, 5)).join("; ");
}

/** Money as the forms show it: "$12,500". */
export function money(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

/** A bid within a budget range (BUDGET_RANGES order), rounded like people bid. */
export function bidAmount(rng: Rng, budgetIndex: number): string | null {
  if (rng.chance(0.08)) return null;
  const bounds = [
    [300, 1000],
    [1000, 5000],
    [5000, 10000],
    [10000, 25000],
    [25000, 50000],
    [50000, 100000],
    [100000, 750000],
  ][budgetIndex];
  const raw = bounds[0] + rng.next() * (bounds[1] - bounds[0]) * rng.range(85, 115) * 0.01;
  const step = raw < 5000 ? 50 : raw < 50000 ? 250 : 1000;
  return money(Math.max(step, Math.round(raw / step) * step));
}

// prettier-ignore
const COVER_SENTENCES = [
  "We'd love to bid this job.",
  "Our crew has completed several similar {trade} projects in the last year.",
  "We can start within two weeks of award.",
  "Pricing includes all labor and material; permits are excluded.",
  "Happy to walk the site any morning this week.",
  "References and our certificate of insurance are attached to our profile.",
  "We have {n} crew members available for this project.",
  "We've worked with your team before and would welcome the chance again.",
  "Our bid assumes normal working hours; night work would be extra.",
  "Let me know if you need a breakdown by phase.",
  "We are licensed, bonded and insured in this state.",
  "Schedule looks achievable; we'd plan two crews to keep it on track.",
];

export function coverLetter(rng: Rng, trade: string): string {
  const n = rng.chance(0.2) ? rng.range(4, 7) : rng.range(2, 3);
  const parts = ["Hello,"];
  for (let i = 0; i < n; i++)
    parts.push(
      rng
        .pick(COVER_SENTENCES)
        .replace("{trade}", trade.toLowerCase())
        .replace("{n}", String(rng.range(2, 24))),
    );
  parts.push(rng.chance(0.5) ? "Thanks for considering us." : "Thank you!");
  return parts.join(" ");
}

// prettier-ignore
const CONNECTION_NOTES = [
  "Hi, I'd like to connect. We work in the same area and might team up on projects.",
  "Great working with you on the last job, let's stay in touch.",
  "Saw your profile and would like to add you to our bid list.",
  "Looking for reliable partners for upcoming projects.",
  "Met you at the site walk last week.",
  "Referred by a mutual contact.",
];

export function connectionNote(rng: Rng): string | null {
  return rng.chance(0.4) ? rng.pick(CONNECTION_NOTES) : null;
}

// prettier-ignore
const MESSAGE_SHORT = [
  "Sounds good.", "Thanks!", "Will do.", "See you Monday.", "Got it, thanks.", "Can you send the drawings?",
  "On my way.", "Running 15 minutes late.", "Invoice sent.", "Payment went out today.", "Approved.",
  "Let's talk tomorrow morning.", "Any update on the schedule?", "Looks great!", "Perfect, thank you.",
  "Crew will be there at 7.", "Inspection passed.", "Can we push to Thursday?", "Received, thanks.", "Call me when you can.",
];

// prettier-ignore
const MESSAGE_SENTENCES = [
  "The inspector is coming Thursday at 9, so we need the rough-in finished by Wednesday afternoon.",
  "Can you send over an updated quote with the change order for the extra outlets?",
  "We're short two guys this week, but we should still hit the milestone.",
  "The owner asked whether we can use the alternate fixture; I've attached the spec sheet.",
  "Material delivery slipped to next Tuesday because of the supplier backlog.",
  "Please make sure your crew signs in at the trailer every morning.",
  "I walked the site today and the punch list is about 80% done.",
  "Do you have availability for a small job next month in {city}?",
  "The concrete cure is taking longer with the cold weather, so framing starts a few days late.",
  "Attached is the revised schedule; let me know if your dates still work.",
  "We need your certificate of insurance renewed before the end of the month.",
  "Thanks for the quick turnaround on the bid, we're reviewing it with the owner now.",
  "There's a conflict between the mechanical and electrical drawings at grid line C; can you take a look?",
  "Retainage will be released after final inspection and the closeout documents.",
  "The client loved the finish work. Great job to your team.",
  "Could you price out the alternate for the second floor as well?",
  "Gate code changed to 4471, the old one no longer works.",
  "Your pay application is approved and should process on the 15th.",
];

const CITIES_FOR_TEXT = ["Phoenix", "Denver", "Austin", "Atlanta", "Chicago", "Seattle", "Dallas", "Tampa", "Boston"];

export function messageContent(rng: Rng): string {
  const r = rng.next();
  if (r < 0.35) return rng.pick(MESSAGE_SHORT);
  const n = r < 0.9 ? 1 : r < 0.98 ? rng.range(2, 3) : rng.range(4, 8);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(rng.pick(MESSAGE_SENTENCES).replace("{city}", rng.pick(CITIES_FOR_TEXT)));
  return parts.join(" ");
}

// prettier-ignore
const REVIEW_GOOD = [
  "Great to work with. Showed up on time and did quality work.",
  "Excellent communication and very professional crew.",
  "Finished ahead of schedule and the site was left spotless.",
  "Would hire again without hesitation.",
  "Fair pricing and no surprise change orders.",
  "Pays on time and runs an organized job site.",
  "Knew the code inside out; passed inspection the first time.",
];
// prettier-ignore
const REVIEW_MIXED = [
  "Good work overall, but communication could be better.",
  "Quality was fine, though the schedule slipped a couple of weeks.",
  "Decent job. A few punch list items took a while to close out.",
];
// prettier-ignore
const REVIEW_BAD = [
  "Missed several scheduled days without notice.",
  "Work had to be redone after inspection.",
  "Payment was late and change orders were disputed.",
  "Would not hire again.",
];

export function reviewComment(rng: Rng, rating: number): string | null {
  if (rng.chance(0.15)) return null;
  const pool = rating >= 4 ? REVIEW_GOOD : rating === 3 ? REVIEW_MIXED : REVIEW_BAD;
  const n = rng.chance(0.25) ? 2 : 1;
  return rng.sample(pool, n).join(" ");
}

export type CredentialText = { name: string; issuer: string | null; number: string | null };

const INSURERS = ["The Hartford", "Travelers", "Liberty Mutual", "Nationwide", "Hiscox", "Next Insurance", "Zurich"];
const SURETIES = ["Merchants Bonding Company", "CNA Surety", "Old Republic Surety", "Lexon Insurance"];

export function credentialText(rng: Rng, kind: CredentialKind, trade: string, state: string): CredentialText {
  const number = () => `${state}-${rng.range(100000, 999999)}${rng.chance(0.3) ? `-${rng.range(10, 99)}` : ""}`;
  switch (kind) {
    case "license":
      return {
        name: `${state} ${trade} Contractor License`,
        issuer: `${state} ${STATES_LICENSING[state] ?? "Contractors Board"}`,
        number: number(),
      };
    case "insurance":
      return {
        name: rng.pick(["General Liability Insurance", "Workers' Compensation", "Commercial Auto", "Umbrella Policy"]),
        issuer: rng.pick(INSURERS),
        number: `POL-${rng.range(1000000, 9999999)}`,
      };
    case "bond":
      return {
        name: rng.pick(["Contractor License Bond", "Performance Bond", "Payment Bond"]),
        issuer: rng.pick(SURETIES),
        number: `BND-${rng.range(100000, 999999)}`,
      };
    case "certification":
      return {
        name: rng.pick([...(SUB_CERTS[trade as Trade] ?? []), ...COMMON_CERTS, ...GC_CERTS.slice(0, 5)]),
        issuer: rng.pick(["OSHA", "NCCER", "USGBC", "NATE", "EPA", "American Red Cross", null]),
        number: rng.chance(0.6) ? `C-${rng.range(10000, 99999)}` : null,
      };
    case "w9":
      return { name: `W-9 (${rng.range(2022, 2026)})`, issuer: null, number: null };
    default:
      return {
        name: rng.pick(["Business License", "DBE Certification", "Safety Program Manual", "EMR Letter"]),
        issuer: rng.chance(0.5) ? `City of ${rng.pick(CITIES_FOR_TEXT)}` : null,
        number: rng.chance(0.5) ? String(rng.range(10000, 999999)) : null,
      };
  }
}

export function credentialFileName(rng: Rng, name: string, pdf: boolean): string {
  const base = name.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "");
  return `${base}${rng.chance(0.3) ? `_${rng.range(2022, 2026)}` : ""}.${pdf ? "pdf" : "jpg"}`;
}

// prettier-ignore
const PORTFOLIO_SENTENCES = [
  "Completed on schedule for a repeat client.",
  "Scope covered {work} from start to finish.",
  "The building stayed open throughout, so we worked nights and weekends.",
  "We coordinated closely with the GC and five other trades.",
  "Passed final inspection with no corrections.",
  "Tight urban site with no laydown area; deliveries were scheduled daily.",
  "Owner-supplied materials required careful tracking and storage.",
  "Value engineering saved the owner about 8% without changing the design intent.",
];

// prettier-ignore
const FEATURES = [
  "Completed ahead of schedule", "Zero safety incidents", "LEED Silver", "Occupied building", "Night work",
  "Design-build", "Prevailing wage", "Historic district review", "Energy Star certified", "Fast-track schedule",
  "Budget under $100K", "Budget $1M+", "Seismic upgrade", "ADA compliance", "Phased construction",
];

export function portfolioTitle(rng: Rng, trade: Trade, city: string): string {
  const work = rng.pick(WORK_BY_TRADE[trade]);
  return `${work[0].toUpperCase()}${work.slice(1)}, ${rng.pick(PROJECT_SUBJECTS)} in ${city}`;
}

export function portfolioDescription(rng: Rng, trade: Trade): string | null {
  if (rng.chance(0.15)) return null;
  const n = rng.chance(0.2) ? rng.range(4, 7) : rng.range(1, 3);
  const parts: string[] = [];
  for (let i = 0; i < n; i++)
    parts.push(rng.pick(PORTFOLIO_SENTENCES).replace("{work}", rng.pick(WORK_BY_TRADE[trade])));
  return parts.join(" ");
}

export function portfolioFeatures(rng: Rng): string | null {
  if (rng.chance(0.3)) return null;
  return rng.sample(FEATURES, rng.range(1, 6)).join("\n");
}

export function photoCaption(rng: Rng): string | null {
  if (rng.chance(0.5)) return null;
  return rng.pick([
    "Before",
    "After",
    "During construction",
    "Finished space",
    "Detail",
    "Exterior",
    "Interior",
    "Site overview",
  ]);
}

export function suspensionReason(rng: Rng): string {
  return rng.pick([
    "Repeated spam messages",
    "Misleading profile information",
    "Harassment reported by several users",
    "Unpaid subcontractors reported",
    "Fraudulent credential documents",
  ]);
}
