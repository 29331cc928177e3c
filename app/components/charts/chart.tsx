import { useId } from "react";

import type { ChartView, ResponsiveChart, Tone } from "~/domain/charts.server";
import { cn } from "~/utils/cn";

const FILL: Record<Tone, string> = {
  primary: "fill-primary",
  muted: "fill-muted-foreground/40",
  success: "fill-success",
  destructive: "fill-destructive",
  accent: "fill-accent-foreground/60",
  foreground: "fill-foreground",
};
const STROKE: Record<Tone, string> = {
  primary: "stroke-primary",
  muted: "stroke-muted-foreground",
  success: "stroke-success",
  destructive: "stroke-destructive",
  accent: "stroke-accent-foreground",
  foreground: "stroke-foreground",
};
const SWATCH: Record<Tone, string> = {
  primary: "bg-primary",
  muted: "bg-muted-foreground/40",
  success: "bg-success",
  destructive: "bg-destructive",
  accent: "bg-accent-foreground/60",
  foreground: "bg-foreground",
};

/**
 * A chart laid out on the server (app/infra/charts.server.ts): this only draws its primitives. The numbers are also in
 * a table under "Show the numbers", which screen readers read instead of the drawing.
 */
export function Chart({ chart: { narrow, wide }, className }: { chart: ResponsiveChart; className?: string }) {
  return (
    <figure className={cn("@container grid gap-2", className)}>
      <Drawing chart={narrow} className="@min-[440px]:hidden" />
      <Drawing chart={wide} className="hidden max-w-[560px] @min-[440px]:block" />
      {wide.legend.length ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
          {wide.legend.map((item) => (
            <li key={item.label} className="flex items-center gap-1.5">
              <span className={cn("size-3 rounded-sm", SWATCH[item.tone])} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <NumbersTable chart={wide} />
    </figure>
  );
}

function Drawing({ chart, className }: { chart: ChartView; className: string }) {
  const id = useId();
  const { plot } = chart;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className={cn("h-auto w-full overflow-visible text-muted-foreground", className)}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>{chart.title}</title>
      <desc id={`${id}-desc`}>{chart.description}</desc>
      {chart.bands.map((band) => (
        <rect key={band.label} {...box(band)} className={FILL[band.tone]} />
      ))}
      {chart.xTicks.length && chart.yTicks.length ? (
        <g className="stroke-border" strokeWidth={1}>
          {chart.yTicks.map((tick) => (
            <line key={tick.text} x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
          ))}
        </g>
      ) : null}
      {chart.xTicks.length ? (
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} className="stroke-muted-foreground" />
      ) : null}
      {chart.bars.map((bar) => (
        <g key={bar.title}>
          <rect {...box(bar)} rx={2} className={FILL[bar.tone]}>
            <title>{bar.title}</title>
          </rect>
          {bar.value ? (
            <text x={bar.x + bar.width + 6} y={bar.y + bar.height / 2} dy="0.35em" className="fill-current text-[12px]">
              {bar.value}
            </text>
          ) : null}
        </g>
      ))}
      {chart.lines.map((line) => (
        <path key={line.d} d={line.d} className={cn("fill-none", STROKE[line.tone])} strokeWidth={2.5} />
      ))}
      {chart.rules.map((rule) => (
        <g key={`${rule.x1}:${rule.y1}`}>
          <line
            x1={rule.x1}
            y1={rule.y1}
            x2={rule.x2}
            y2={rule.y2}
            className={STROKE[rule.tone]}
            strokeWidth={1.5}
            strokeDasharray={rule.dashed ? "4 3" : undefined}
          />
          {rule.label ? <TickLabel label={rule.label} className="fill-foreground font-medium" /> : null}
        </g>
      ))}
      {chart.dots.map((dot) => (
        <circle
          key={dot.title}
          cx={dot.x}
          cy={dot.y}
          r={5}
          className={cn(FILL[dot.tone], "stroke-card")}
          strokeWidth={1.5}
        >
          <title>{dot.title}</title>
        </circle>
      ))}
      {chart.xTicks.map((tick) => (
        <TickLabel key={`x:${tick.text}:${tick.x}`} label={tick} />
      ))}
      {chart.yTicks.map((tick) => (
        <TickLabel key={`y:${tick.text}:${tick.y}`} label={tick} dy="0.35em" />
      ))}
    </svg>
  );
}

function NumbersTable({ chart }: { chart: ChartView }) {
  return (
    <details className="text-sm">
      <summary className="text-xs font-medium text-muted-foreground">Show the numbers</summary>
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">{chart.title}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            {chart.table.columns.map((column, i) => (
              <th key={`${column}:${i}`} scope="col" className="py-1 pr-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.table.rows.map((row) => (
            <tr key={row.join("|")} className="border-b border-border last:border-0">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1 pr-3 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1 pr-3 tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const box = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => ({
  x,
  y,
  width,
  height,
});

function TickLabel({
  label,
  className,
  dy,
}: {
  label: { x: number; y: number; text: string; anchor: "start" | "middle" | "end" };
  className?: string;
  dy?: string;
}) {
  return (
    <text
      x={label.x}
      y={label.y}
      dy={dy}
      textAnchor={label.anchor}
      className={cn("fill-current text-[12px]", className)}
    >
      {label.text}
    </text>
  );
}
