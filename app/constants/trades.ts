/** Trades and kinds of work. (docs/constants.md lists every constant.) */

export const TRADES = [
  "Plumbing",
  "Electrical",
  "HVAC",
  "Carpentry",
  "Masonry",
  "Roofing",
  "Painting",
  "Flooring",
  "Drywall",
  "Landscaping",
  "Concrete",
  "Excavation",
  "Demolition",
  "Insulation",
  "Glass & Glazing",
  "Steel & Metal Work",
  "Tile & Stone",
  "Framing",
  "Site Prep",
  "Fencing",
] as const;
export type Trade = (typeof TRADES)[number];
/**
 * Trades close enough that a firm of one often does the other's work (a weaker match than the same trade). Pairs, so
 * the relation is symmetric. Electrical has none among TRADES: no other trade here does an electrician's work.
 */
export const RELATED_TRADE_PAIRS: readonly (readonly [Trade, Trade])[] = [
  ["Plumbing", "HVAC"],
  ["HVAC", "Insulation"],
  ["HVAC", "Steel & Metal Work"],
  ["Carpentry", "Framing"],
  ["Carpentry", "Flooring"],
  ["Framing", "Drywall"],
  ["Drywall", "Painting"],
  ["Drywall", "Insulation"],
  ["Insulation", "Roofing"],
  ["Masonry", "Concrete"],
  ["Masonry", "Tile & Stone"],
  ["Tile & Stone", "Flooring"],
  ["Concrete", "Excavation"],
  ["Concrete", "Site Prep"],
  ["Excavation", "Site Prep"],
  ["Excavation", "Demolition"],
  ["Demolition", "Site Prep"],
  ["Site Prep", "Landscaping"],
  ["Landscaping", "Fencing"],
  ["Glass & Glazing", "Steel & Metal Work"],
];
/** Kinds of work a general contractor takes on (gc_profiles.project_types; matching reads them). */
export const PROJECT_TYPES = [
  "Commercial",
  "Residential",
  "Custom Homes",
  "Multi-family",
  "Mixed-use",
  "Tenant Improvement",
  "Renovation",
  "Historic Restoration",
  "Healthcare",
  "Education",
  "Public Works",
  "Industrial",
  "Retail",
  "Restaurant",
  "Hospitality",
  "Entertainment",
  "High-rise",
  "Light Commercial",
] as const;

export const PROJECT_FORM_TRADES = ["Electrical", "Plumbing", "HVAC", "Carpentry", "Masonry"] as const;
