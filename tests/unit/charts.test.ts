import { describe, expect, it } from "vitest";

import { applicationsChart, bidChart, budgetBounds } from "~/domain/charts.server";
import { columnChart, niceTicks } from "~/infra/charts.server";

describe("chart scales", () => {
  it("tick at round steps from zero past the largest value", () => {
    expect(niceTicks(167_000, 4)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(niceTicks(7, 4)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it("count in whole steps", () => {
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
    expect(niceTicks(9, 4, true)).toEqual([0, 5, 10]);
  });
});

describe("the bid chart", () => {
  const bids = [
    { name: "Low Electric", dollars: 20_000 },
    { name: "Mid Electric", dollars: 40_000 },
    { name: "High Electric", dollars: 48_000 },
    { name: "Outlier Electric", dollars: 140_000 },
  ];

  it("reads a budget range as numbers", () => {
    expect(budgetBounds("$25,000 - $50,000")).toEqual({ from: 25_000, to: 50_000 });
    expect(budgetBounds("Under $1,000")).toEqual({ from: 0, to: 1_000 });
    expect(budgetBounds("$100,000+")).toEqual({ from: 100_000, to: null });
    expect(budgetBounds("whatever")).toBeNull();
  });

  it("puts every bid on the axis with the median and the budget, and says how many fall outside", () => {
    const chart = bidChart({ bids, budgetRange: "$25,000 - $50,000" })!.wide;
    expect(chart.dots.map((d) => d.title)).toEqual([
      "Low Electric: $20k",
      "Mid Electric: $40k",
      "High Electric: $48k",
      "Outlier Electric: $140k",
    ]);
    expect(chart.rules[0].label?.text).toBe("Median $44k");
    expect(chart.description).toContain("2 outside the budget");
    const [band] = chart.bands;
    const inBand = (x: number) => x >= band.x && x <= band.x + band.width;
    expect(chart.dots.map((d) => inBand(d.x))).toEqual([false, true, true, false]);
    expect(chart.table.rows.at(-1)).toEqual(["Budget $25,000 - $50,000", "$25k to $50k"]);
  });

  it("is left out when nobody bid a number", () => {
    expect(bidChart({ bids: [], budgetRange: "$25,000 - $50,000" })).toBeNull();
  });
});

describe("column charts", () => {
  it("stack each column's parts from the axis up, tallest column at the top tick", () => {
    const chart = columnChart({
      width: 560,
      title: "t",
      description: "d",
      columns: [
        { label: "Oct", parts: [1, 2] },
        { label: "Nov", parts: [0, 4] },
      ],
      series: [
        { label: "Accepted", tone: "success" },
        { label: "Pending", tone: "primary" },
      ],
    });
    const [octAccepted, octPending, novPending] = chart.bars;
    expect(octAccepted.y + octAccepted.height).toBe(chart.plot.bottom);
    expect(octPending.y + octPending.height).toBeCloseTo(octAccepted.y, 1);
    expect(novPending.y).toBe(chart.plot.top);
    expect(chart.bars).toHaveLength(3);
    expect(chart.table.rows).toEqual([
      ["Oct", "1", "2", "3"],
      ["Nov", "0", "4", "4"],
    ]);
  });

  it("leave a subcontractor without applications with no chart rather than an empty one", () => {
    expect(applicationsChart([{ month: "2026-11", pending: 0, accepted: 0, rejected: 0 }])).toBeNull();
  });
});
