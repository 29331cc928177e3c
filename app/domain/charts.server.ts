/**
 * The charts pages show, from numbers the viewer may already see; the layout itself is in app/infra/charts.server.ts.
 */
import { BUDGET_RANGES, RATING_LABELS, REPORT_REASON_LABELS } from "~/constants";
import { MONTHS } from "~/lib/dates";
import {
  barChart,
  columnChart,
  formatCount,
  lineChart,
  responsive,
  stripChart,
  CHART_WIDTHS,
} from "~/infra/charts.server";
import type { RatingOverview } from "~/domain/reviews.server";

export type { ChartView, ResponsiveChart, Tone } from "~/infra/charts.server";

const dollars = (n: number) =>
  n >= 10_000 ? `$${formatCount(Math.round(n / 1000))}k` : `$${formatCount(Math.round(n))}`;

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

/** "2026-11" as "Nov", or "Jan 2027" for a January, so a year's turn shows. */
const monthLabel = (month: string) => {
  const name = MONTHS[Number(month.slice(5, 7)) - 1].slice(0, 3);
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

/** A subcontractor's applications per month over the last months, split by where they stand now. */
export function applicationsChart(months: { month: string; pending: number; accepted: number; rejected: number }[]) {
  const total = months.reduce((a, m) => a + m.pending + m.accepted + m.rejected, 0);
  if (total === 0) return null;
  const accepted = months.reduce((a, m) => a + m.accepted, 0);
  return responsive((width) =>
    columnChart({
      width,
      title: `Your applications over the last ${months.length} months`,
      description: `${total} applications sent, ${accepted} accepted; each month split into accepted, pending and rejected.`,
      columns: months.map((m) => ({ label: monthLabel(m.month), parts: [m.accepted, m.pending, m.rejected] })),
      series: [
        { label: "Accepted", tone: "success" },
        { label: "Pending", tone: "primary" },
        { label: "Rejected", tone: "muted" },
      ],
    }),
  );
}

// Built once: `toLocaleDateString` makes a new formatter on every call (it was 7% of a dashboard view's CPU).
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const shortDate = (iso: string) => SHORT_DATE.format(new Date(`${iso}T00:00:00Z`));

/** A contractor's open projects, soonest start first, by the number of bids each has received. */
export function bidsReceivedChart(projects: { title: string; startDate: string; bids: number }[]) {
  if (projects.length === 0) return null;
  return responsive((width) => {
    const room = width <= CHART_WIDTHS.narrow ? 20 : 34;
    return barChart({
      width,
      title: "Bids on your open projects",
      description:
        projects.map((p) => `${p.title}, starting ${shortDate(p.startDate)}: ${p.bids} bids`).join("; ") + ".",
      bars: projects.map((p) => ({
        label: `${p.title.length > room ? `${p.title.slice(0, room - 1)}…` : p.title} · ${shortDate(p.startDate)}`,
        value: p.bids,
      })),
      valueHeading: "Bids",
      labelWidth: width <= CHART_WIDTHS.narrow ? 170 : 290,
    });
  });
}

const REPORTED_TYPES: Record<string, string> = {
  profile: "Profiles",
  project: "Projects",
  review: "Reviews",
  message: "Messages",
  portfolio_item: "Portfolio items",
};

/** The admin dashboard's charts: reports by type and by reason, sign-ups and projects posted per week. */
export function adminDashboardCharts(data: {
  reportsByType: Record<string, number>;
  reportsByReason: Record<string, number>;
  weeks_start: string;
  signupsPerWeek: number[];
  projectsPerWeek: number[];
}) {
  const weekOf = (i: number) =>
    shortDate(new Date(new Date(data.weeks_start).getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10));
  const bars = (title: string, items: { label: string; value: number }[]) =>
    responsive((width) =>
      barChart({
        width,
        title,
        description: items.map((i) => `${i.label}: ${i.value}`).join(", ") + ".",
        bars: items,
        valueHeading: "Reports",
        labelWidth: 120,
      }),
    );
  const weekly = (title: string, values: number[]) =>
    responsive((width) =>
      columnChart({
        width,
        title,
        description: `${values.reduce((a, b) => a + b, 0)} in ${values.length} weeks from the week of ${weekOf(0)}; ${values.at(-1) ?? 0} this week.`,
        columns: values.map((value, i) => ({ label: weekOf(i), parts: [value] })),
        series: [{ label: title, tone: "primary" }],
        labelEvery: width <= CHART_WIDTHS.narrow ? 4 : 2,
      }),
    );
  return {
    reportsByType: bars(
      "Reports by type",
      Object.keys(REPORTED_TYPES)
        .filter((type) => type !== "portfolio_item" || data.reportsByType[type])
        .map((type) => ({ label: REPORTED_TYPES[type], value: data.reportsByType[type] ?? 0 })),
    ),
    reportsByReason: bars(
      "Reports by reason",
      Object.entries(REPORT_REASON_LABELS).map(([reason, label]) => ({
        label,
        value: data.reportsByReason[reason] ?? 0,
      })),
    ),
    signups: weekly("Sign-ups per week", data.signupsPerWeek),
    projects: weekly("Projects posted per week", data.projectsPerWeek),
  };
}
