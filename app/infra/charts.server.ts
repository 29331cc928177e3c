/**
 * Charts laid out on the server: scales, ticks and marks computed here, so the browser only draws SVG primitives
 * (app/components/charts/chart.tsx) and no chart code ships to it. Every chart carries a table with the same numbers
 * for screen readers and for anyone who wants the figures.
 */

export type Tone = "primary" | "muted" | "success" | "destructive" | "accent" | "foreground";

export type ChartView = {
  width: number;
  height: number;
  title: string;
  description: string;
  bands: { x: number; y: number; width: number; height: number; tone: Tone; label: string }[];
  bars: { x: number; y: number; width: number; height: number; tone: Tone; title: string; value?: string }[];
  lines: { d: string; tone: Tone }[];
  dots: { x: number; y: number; tone: Tone; title: string }[];
  rules: { x1: number; y1: number; x2: number; y2: number; tone: Tone; dashed: boolean; label?: Label }[];
  xTicks: Label[];
  yTicks: Label[];
  /** The plot area, for the axis lines and grid. */
  plot: { left: number; top: number; right: number; bottom: number };
  legend: { tone: Tone; label: string }[];
  table: { columns: string[]; rows: string[][] };
};

type Label = { x: number; y: number; text: string; anchor: "start" | "middle" | "end" };

/**
 * SVG text scales with its drawing, so a chart is laid out twice, narrow and wide, and the page shows the one that fits
 * the space it has (a container query in app/components/charts/chart.tsx): its text stays between 9 and 16 px.
 */
export const CHART_WIDTHS = { narrow: 340, wide: 560 } as const;

export type ResponsiveChart = { narrow: ChartView; wide: ChartView };

export function responsive(layout: (width: number) => ChartView): ResponsiveChart {
  return { narrow: layout(CHART_WIDTHS.narrow), wide: layout(CHART_WIDTHS.wide) };
}

/** Round steps (1, 2, 2.5, 5 × 10ⁿ) from zero past `max`, at most `count` of them; whole steps for counts. */
export function niceTicks(max: number, count = 5, whole = false): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = Math.max(max / count, whole ? 1 : 0);
  const power = 10 ** Math.floor(Math.log10(rough));
  const multipliers = whole && power === 1 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = multipliers.map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let t = 0; t < max + step / 2; t += step) ticks.push(Number(t.toPrecision(12)));
  if (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

const empty = (
  width: number,
  title: string,
  description: string,
  height: number,
  plot: ChartView["plot"],
): ChartView => ({
  width,
  height,
  title,
  description,
  bands: [],
  bars: [],
  lines: [],
  dots: [],
  rules: [],
  xTicks: [],
  yTicks: [],
  plot,
  legend: [],
  table: { columns: [], rows: [] },
});

const r1 = (n: number) => Math.round(n * 10) / 10;

// One formatter for every figure: `toLocaleString` builds a new one on each call, a cost a page pays per label.
const COUNT = new Intl.NumberFormat("en-US");

/** 1,234 (what `n.toLocaleString("en-US")` gives). */
export const formatCount = (n: number) => COUNT.format(n);

/**
 * Values on one horizontal axis (bids): a dot each, a dashed line at the median, and a shaded band (a budget range),
 * so an outlier shows at a glance.
 */
export function stripChart(input: {
  width: number;
  title: string;
  description: string;
  values: { label: string; value: number }[];
  band?: { from: number; to: number | null; label: string } | null;
  format: (n: number) => string;
  valueHeading: string;
}): ChartView {
  const plot = { left: 16, top: 34, right: input.width - 16, bottom: 86 };
  const chart = empty(input.width, input.title, input.description, 120, plot);
  const sorted = [...input.values].sort((a, b) => a.value - b.value);
  const highest = Math.max(...sorted.map((v) => v.value), input.band?.to ?? input.band?.from ?? 0, 1);
  const lowest = Math.min(...sorted.map((v) => v.value), input.band?.from ?? Infinity);
  const ticks = axisTicks(lowest, highest, 4);
  const [bottom, top] = [ticks[0], ticks[ticks.length - 1]];
  const x = (n: number) => r1(plot.left + ((plot.right - plot.left) * (Math.max(n, bottom) - bottom)) / (top - bottom));
  const middle = (plot.top + plot.bottom) / 2;
  if (input.band) {
    const to = input.band.to ?? top;
    chart.bands.push({
      x: x(input.band.from),
      y: plot.top,
      width: r1(x(to) - x(input.band.from)),
      height: plot.bottom - plot.top,
      tone: "success",
      label: input.band.label,
    });
    chart.legend.push({ tone: "success", label: input.band.label });
  }
  // Dots at the same spot stack upwards so each stays visible.
  const seen = new Map<number, number>();
  for (const v of sorted) {
    const at = x(v.value);
    const slot = Math.round(at / 6);
    const stacked = seen.get(slot) ?? 0;
    seen.set(slot, stacked + 1);
    chart.dots.push({
      x: at,
      y: r1(middle - stacked * 9),
      tone: "primary",
      title: `${v.label}: ${input.format(v.value)}`,
    });
  }
  if (sorted.length) {
    const median = medianOf(sorted.map((v) => v.value));
    chart.rules.push({
      x1: x(median),
      y1: plot.top - 6,
      x2: x(median),
      y2: plot.bottom,
      tone: "foreground",
      dashed: true,
      label: { x: x(median), y: plot.top - 10, text: `Median ${input.format(median)}`, anchor: "middle" },
    });
  }
  chart.xTicks = ticks.map((t) => ({ x: x(t), y: plot.bottom + 18, text: input.format(t), anchor: "middle" }));
  chart.table = {
    columns: ["", input.valueHeading],
    rows: [
      ...sorted.map((v) => [v.label, input.format(v.value)]),
      ...(sorted.length ? [["Median", input.format(medianOf(sorted.map((v) => v.value)))]] : []),
      ...(input.band
        ? [
            [
              input.band.label,
              input.band.to === null
                ? `${input.format(input.band.from)} or more`
                : `${input.format(input.band.from)} to ${input.format(input.band.to)}`,
            ],
          ]
        : []),
    ],
  };
  return chart;
}

/** Ticks for values between `low` and `high`: from zero, unless the values sit far from it (bids of $150k to $200k). */
function axisTicks(low: number, high: number, count: number): number[] {
  if (low < high * 0.4) return niceTicks(high, count);
  const span = niceTicks(high - low, count);
  const step = span[1] - span[0];
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < high + step; t += step) ticks.push(t);
  return ticks;
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Horizontal bars, one per category, with the value at the end of each (a rating distribution). */
export function barChart(input: {
  width: number;
  title: string;
  description: string;
  bars: { label: string; value: number; tone?: Tone }[];
  valueHeading: string;
  format?: (n: number) => string;
  /** Room for the labels left of the bars. */
  labelWidth?: number;
}): ChartView {
  const rowHeight = 26;
  const plot = {
    left: input.labelWidth ?? 64,
    top: 8,
    right: input.width - 48,
    bottom: 8 + rowHeight * input.bars.length,
  };
  const chart = empty(input.width, input.title, input.description, plot.bottom + 8, plot);
  const format = input.format ?? formatCount;
  const highest = Math.max(1, ...input.bars.map((b) => b.value));
  input.bars.forEach((bar, i) => {
    const y = plot.top + i * rowHeight;
    const width = r1(((plot.right - plot.left) * bar.value) / highest);
    chart.bars.push({
      x: plot.left,
      y: y + 5,
      width: Math.max(width, bar.value > 0 ? 2 : 0),
      height: rowHeight - 10,
      tone: bar.tone ?? "primary",
      title: `${bar.label}: ${format(bar.value)}`,
      value: format(bar.value),
    });
    chart.yTicks.push({ x: plot.left - 8, y: y + rowHeight / 2, text: bar.label, anchor: "end" });
  });
  chart.table = { columns: ["", input.valueHeading], rows: input.bars.map((b) => [b.label, format(b.value)]) };
  return chart;
}

/**
 * Columns over time or over named things, each split into stacked parts (applications by outcome per month); one
 * series is simply one part.
 */
export function columnChart(input: {
  width: number;
  title: string;
  description: string;
  columns: { label: string; parts: number[]; note?: string }[];
  series: { label: string; tone: Tone }[];
  /** How many column labels to skip between two shown, when there are many columns. */
  labelEvery?: number;
}): ChartView {
  const plot = { left: 40, top: 12, right: input.width - 8, bottom: 176 };
  const chart = empty(input.width, input.title, input.description, 204, plot);
  const totals = input.columns.map((c) => c.parts.reduce((a, b) => a + b, 0));
  const ticks = niceTicks(Math.max(1, ...totals), 4, true);
  const top = ticks[ticks.length - 1];
  const y = (n: number) => r1(plot.bottom - ((plot.bottom - plot.top) * n) / top);
  const slot = (plot.right - plot.left) / Math.max(1, input.columns.length);
  const width = r1(Math.min(48, slot * 0.7));
  const every = input.labelEvery ?? 1;
  input.columns.forEach((column, i) => {
    const x = r1(plot.left + slot * i + (slot - width) / 2);
    let base = 0;
    column.parts.forEach((part, p) => {
      if (part > 0) {
        chart.bars.push({
          x,
          y: y(base + part),
          width,
          height: r1(y(base) - y(base + part)),
          tone: input.series[p].tone,
          title: `${column.label}, ${input.series[p].label}: ${formatCount(part)}`,
        });
      }
      base += part;
    });
    if (i % every === 0 || i === input.columns.length - 1) {
      chart.xTicks.push({ x: r1(x + width / 2), y: plot.bottom + 16, text: column.label, anchor: "middle" });
    }
  });
  chart.yTicks = ticks.map((t) => ({ x: plot.left - 6, y: y(t), text: formatCount(t), anchor: "end" }));
  chart.legend = input.series.length > 1 ? input.series.map((s) => ({ tone: s.tone, label: s.label })) : [];
  const hasNotes = input.columns.some((c) => c.note);
  chart.table = {
    columns: [
      "",
      ...input.series.map((s) => s.label),
      ...(input.series.length > 1 ? ["Total"] : []),
      ...(hasNotes ? [""] : []),
    ],
    rows: input.columns.map((c, i) => [
      c.label,
      ...c.parts.map(formatCount),
      ...(input.series.length > 1 ? [formatCount(totals[i])] : []),
      ...(hasNotes ? [c.note ?? ""] : []),
    ]),
  };
  return chart;
}

/** A line over time (an average rating by month); months without a value leave a gap. */
export function lineChart(input: {
  width: number;
  title: string;
  description: string;
  points: { label: string; value: number | null }[];
  domain: [number, number];
  valueHeading: string;
  format: (n: number) => string;
  labelEvery?: number;
}): ChartView {
  const plot = { left: 40, top: 12, right: input.width - 12, bottom: 136 };
  const chart = empty(input.width, input.title, input.description, 164, plot);
  const [low, high] = input.domain;
  const y = (n: number) => r1(plot.bottom - ((plot.bottom - plot.top) * (n - low)) / (high - low));
  const step = (plot.right - plot.left) / Math.max(1, input.points.length - 1);
  const x = (i: number) => r1(plot.left + step * i);
  let d = "";
  let pen = false;
  input.points.forEach((point, i) => {
    if (point.value === null) {
      pen = false;
      return;
    }
    d += `${pen ? "L" : "M"}${x(i)} ${y(point.value)}`;
    pen = true;
    chart.dots.push({
      x: x(i),
      y: y(point.value),
      tone: "primary",
      title: `${point.label}: ${input.format(point.value)}`,
    });
  });
  if (d) chart.lines.push({ d, tone: "primary" });
  const every = input.labelEvery ?? 1;
  chart.xTicks = input.points.flatMap((p, i) =>
    i % every === 0 || i === input.points.length - 1
      ? [{ x: x(i), y: plot.bottom + 16, text: p.label, anchor: "middle" as const }]
      : [],
  );
  for (let t = low; t <= high; t++) {
    chart.yTicks.push({ x: plot.left - 6, y: y(t), text: String(t), anchor: "end" });
  }
  chart.table = {
    columns: ["", input.valueHeading],
    rows: input.points.map((p) => [p.label, p.value === null ? "None" : input.format(p.value)]),
  };
  return chart;
}
