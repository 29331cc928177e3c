/**
 * The charts pages show, from numbers the viewer may already see; the layout itself is in app/infra/charts.server.ts.
 */
import { BUDGET_RANGES } from "~/constants";
import { responsive, stripChart } from "~/infra/charts.server";

export type { ChartView, ResponsiveChart, Tone } from "~/infra/charts.server";

const dollars = (n: number) =>
  n >= 10_000 ? `$${Math.round(n / 1000).toLocaleString("en-US")}k` : `$${Math.round(n).toLocaleString("en-US")}`;

/** A budget range as numbers: "Under $1,000" is 0 to 1,000; "$100,000+" has no top. */
export function budgetBounds(range: string): { from: number; to: number | null } | null {
  if (!(BUDGET_RANGES as readonly string[]).includes(range)) return null;
  const amounts = [...range.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1].replaceAll(",", "")));
  if (range.startsWith("Under")) return { from: 0, to: amounts[0] };
  if (range.endsWith("+")) return { from: amounts[0], to: null };
  return { from: amounts[0], to: amounts[1] };
}

/** The bids on a project on one axis, with their median and the project's budget range. */
export function bidChart({ bids, budgetRange }: { bids: { name: string; dollars: number }[]; budgetRange: string }) {
  if (bids.length === 0) return null;
  const budget = budgetBounds(budgetRange);
  const outside = budget
    ? bids.filter((b) => b.dollars < budget.from || (budget.to !== null && b.dollars > budget.to))
    : [];
  return responsive((width) =>
    stripChart({
      width,
      title: "Bids compared",
      description:
        `${bids.length} ${bids.length === 1 ? "bid" : "bids"} in dollars on one axis, with their median` +
        (budget ? ` and the project's budget of ${budgetRange}; ${outside.length} outside the budget.` : "."),
      values: bids.map((b) => ({ label: b.name, value: b.dollars })),
      band: budget ? { ...budget, label: `Budget ${budgetRange}` } : null,
      format: dollars,
      valueHeading: "Bid",
    }),
  );
}
