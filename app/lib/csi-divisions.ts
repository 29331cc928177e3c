/**
 * The 50 divisions of CSI MasterFormat (2018 edition), 00 to 49. Reserved divisions are listed so the codes stay
 * complete, but a scope item is tagged only with one in use.
 */
export const CSI_DIVISIONS = [
  { code: "00", title: "Procurement and Contracting Requirements" },
  { code: "01", title: "General Requirements" },
  { code: "02", title: "Existing Conditions" },
  { code: "03", title: "Concrete" },
  { code: "04", title: "Masonry" },
  { code: "05", title: "Metals" },
  { code: "06", title: "Wood, Plastics, and Composites" },
  { code: "07", title: "Thermal and Moisture Protection" },
  { code: "08", title: "Openings" },
  { code: "09", title: "Finishes" },
  { code: "10", title: "Specialties" },
  { code: "11", title: "Equipment" },
  { code: "12", title: "Furnishings" },
  { code: "13", title: "Special Construction" },
  { code: "14", title: "Conveying Equipment" },
  { code: "15", title: "Reserved" },
  { code: "16", title: "Reserved" },
  { code: "17", title: "Reserved" },
  { code: "18", title: "Reserved" },
  { code: "19", title: "Reserved" },
  { code: "20", title: "Reserved" },
  { code: "21", title: "Fire Suppression" },
  { code: "22", title: "Plumbing" },
  { code: "23", title: "Heating, Ventilating, and Air Conditioning (HVAC)" },
  { code: "24", title: "Reserved" },
  { code: "25", title: "Integrated Automation" },
  { code: "26", title: "Electrical" },
  { code: "27", title: "Communications" },
  { code: "28", title: "Electronic Safety and Security" },
  { code: "29", title: "Reserved" },
  { code: "30", title: "Reserved" },
  { code: "31", title: "Earthwork" },
  { code: "32", title: "Exterior Improvements" },
  { code: "33", title: "Utilities" },
  { code: "34", title: "Transportation" },
  { code: "35", title: "Waterway and Marine Construction" },
  { code: "36", title: "Reserved" },
  { code: "37", title: "Reserved" },
  { code: "38", title: "Reserved" },
  { code: "39", title: "Reserved" },
  { code: "40", title: "Process Interconnections" },
  { code: "41", title: "Material Processing and Handling Equipment" },
  { code: "42", title: "Process Heating, Cooling, and Drying Equipment" },
  { code: "43", title: "Process Gas and Liquid Handling, Purification, and Storage Equipment" },
  { code: "44", title: "Pollution and Waste Control Equipment" },
  { code: "45", title: "Industry-Specific Manufacturing Equipment" },
  { code: "46", title: "Water and Wastewater Equipment" },
  { code: "47", title: "Reserved" },
  { code: "48", title: "Electrical Power Generation" },
  { code: "49", title: "Reserved" },
] as const;

/** The divisions a scope item may be tagged with (every one but the reserved). */
export const CSI_DIVISIONS_IN_USE = CSI_DIVISIONS.filter((d) => d.title !== "Reserved");
export const CSI_DIVISION_CODES = CSI_DIVISIONS_IN_USE.map((d) => d.code) as [string, ...string[]];

/** "26 Electrical", or null for a code that is not a division in use. */
export function csiDivisionLabel(code: string | null | undefined): string | null {
  const division = CSI_DIVISIONS_IN_USE.find((d) => d.code === code);
  return division ? `${division.code} ${division.title}` : null;
}
