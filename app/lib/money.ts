/** Money in whole cents (never a float): read from what people type and written back for them. */

/** Cents in "$12,500", "12500.5" or "12,500.50"; null for anything else (negative, more than two decimals, words). */
export function centsIn(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1].replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "$12,500" for whole dollars, "$12,500.50" otherwise; negative amounts as "-$300". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  const rest = abs % 100;
  return `${sign}$${dollars}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

/** The value a money field shows for stored cents ("12500.50", "12500"), or "" for none. */
export function centsFieldValue(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 ? (cents / 100).toFixed(2) : String(cents / 100);
}

/** A line item's total: quantity × unit price, rounded to the cent. */
export const lineTotalCents = (quantity: number, unitPriceCents: number) => Math.round(quantity * unitPriceCents);
