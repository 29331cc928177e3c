/**
 * The charts pages show, from numbers the viewer may already see; the layout itself is in app/infra/charts.server.ts.
 */
import { BUDGET_RANGES, RATING_LABELS } from "~/constants";
import { barChart, lineChart, responsive, stripChart, CHART_WIDTHS } from "~/infra/charts.server";
import type { RatingOverview } from "~/domain/reviews.server";

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

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-11" as "Nov", or "Jan 2027" for a January, so a year's turn shows. */
const monthLabel = (month: string) => {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1];
  return name === "Jan" ? `${name} ${month.slice(2, 4)}` : name;
};
const everyOther = (width: number) => (width <= CHART_WIDTHS.narrow ? 2 : 1);

/** A profile's reputation: how many reviews gave each star, and the average as it moved month by month. */
export function reputationCharts(overview: RatingOverview, history: { month: string; average: number | null }[]) {
  const stars = [5, 4, 3, 2, 1] as const;
  const distribution = responsive((width) =>
    barChart({
      width,
      title: "Reviews by rating",
      description: stars.map((star) => `${star} stars: ${overview.buckets[star]}`).join(", ") + ".",
      bars: stars.map((star) => ({ label: `${star} ★`, value: overview.buckets[star] })),
      valueHeading: "Reviews",
    }),
  );
  const rated = history.filter((h) => h.average !== null);
  const trend = rated.length
    ? responsive((width) =>
        lineChart({
          width,
          title: "Average rating over the last 12 months",
          description: `From ${rated[0].average!.toFixed(1)} in ${monthLabel(rated[0].month)} to ${rated[rated.length - 1].average!.toFixed(1)} in ${monthLabel(rated[rated.length - 1].month)}, on a scale of 1 to 5.`,
          points: history.map((h) => ({ label: monthLabel(h.month), value: h.average })),
          domain: [1, 5],
          valueHeading: "Average rating",
          format: (n) => `${n.toFixed(1)} (${RATING_LABELS[Math.round(n) as 1 | 2 | 3 | 4 | 5]})`,
          labelEvery: everyOther(width),
        }),
      )
    : null;
  return { distribution, trend };
}
