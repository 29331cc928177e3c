import { describe, expect, it } from "vitest";

import { appointmentsMap, listMap } from "~/domain/maps.server";
import { lookupZip } from "~/infra/geo.server";
import { baseLayer, drawMap, MAP_HEIGHT, MAP_WIDTH } from "~/infra/maps.server";

const inView = ({ x, y }: { x: number; y: number }) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

describe("maps", () => {
  it("centre a search on its zip with the radius as a circle and every result pinned inside the view", () => {
    const map = listMap({
      title: "Map of these projects",
      noun: "projects",
      items: ["60601", "60614", "60302", "60068"].map((zip, i) => ({ name: `P${i}`, zip, href: `#project-${i}` })),
      origin: { zip: "60601", name: "Zip code 60601", radiusMiles: 25 },
    })!;
    expect(map.origin).toMatchObject({ name: "Zip code 60601" });
    expect(Math.abs(map.origin!.x - MAP_WIDTH / 2)).toBeLessThan(MAP_WIDTH / 10);
    expect(map.circle).toMatch(/^M/);
    expect(map.pins.map((p) => p.label)).toEqual(["1", "2", "3", "4"]);
    expect(map.pins.every(inView)).toBe(true);
    expect(map.base.counties).toBe(true);
    expect(baseLayer(map.base.frame)).toMatch(/<path id="land" d="M[^"]{100,}"\/><path id="states" d="M/);
    expect(map.scale?.label).toMatch(/^\d+ mi$/);
    expect(map.description).toContain("4 projects within 25 miles of Zip code 60601");
  });

  it("number the pins as the list does and say which items have no place", () => {
    const map = listMap({
      title: "t",
      noun: "projects",
      items: [
        { name: "Placed", zip: "85004", href: "#project-1" },
        { name: "Nowhere", zip: null, href: "#project-2" },
        { name: "Placed too", zip: "85281", href: "#project-3" },
      ],
    })!;
    expect(map.pins.map((p) => [p.label, p.name])).toEqual([
      ["1", "Placed"],
      ["3", "Placed too"],
    ]);
    expect(map.description).toContain("1 without a zip code are not on the map");
  });

  it("show the whole country when the places are far apart or outside the lower 48", () => {
    const anchorage = lookupZip("99501")!;
    const map = drawMap({
      title: "t",
      description: "d",
      points: [
        { ...anchorage, label: "1", name: "Anchorage", href: "/profile/1" },
        { ...lookupZip("10001")!, label: "2", name: "New York", href: "/profile/2" },
      ],
    });
    expect(map.scale).toBeNull();
    expect(map.base).toEqual({ frame: "us", counties: false });
    expect(map.pins.every(inView)).toBe(true);
  });

  it("move overlapping pins apart, each remembering where its place is", () => {
    const place = lookupZip("85004")!;
    const map = drawMap({
      title: "t",
      description: "d",
      points: [1, 2, 3].map((i) => ({ ...place, label: String(i), name: `Same spot ${i}`, href: `#p${i}` })),
    });
    const [first, ...moved] = map.pins;
    expect(first.from).toBeUndefined();
    for (const pin of moved) expect(pin.from).toEqual({ x: first.x, y: first.y });
    for (const a of map.pins)
      for (const b of map.pins) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(20);
  });

  it("put an appointment at its zip code's centre, never at the street written before it", () => {
    const map = appointmentsMap([
      { id: 7, title: "Site visit", location: "1200 W Main St, Mesa, AZ 85201" },
      { id: 8, title: "Call", location: "By phone" },
    ])!;
    const centre = lookupZip("85201")!;
    const alone = drawMap({
      title: "t",
      description: "d",
      points: [{ ...centre, label: "1", name: "Site visit", href: "#appointment-7" }],
    });
    expect(map.pins).toEqual(alone.pins);
    expect(map.pins).toHaveLength(1);
  });

  it("send no outline ring that rounding collapsed onto one point (it draws nothing), and keep the rest", () => {
    const country = drawMap({ title: "t", description: "d", points: [] });
    const states = baseLayer(country.base.frame)!.match(/id="states" d="([^"]*)"/)![1];
    const rings = states.match(/M[^MZ]*Z/g) ?? [];
    const onePoint = (ring: string) => new Set(ring.match(/-?\d+,-?\d+/g)).size === 1;
    expect(rings.length).toBeGreaterThan(40);
    expect(rings.filter(onePoint)).toEqual([]);
  });

  it("draw a view's base layer by its name alone, and no name that is not a view's", () => {
    const near = (zip: string) =>
      drawMap({ title: "t", description: "d", points: [{ ...lookupZip(zip)!, label: "1", name: "n", href: "#" }] });
    const [a, b] = [near("10001"), near("10001")];
    expect(a.base).toEqual(b.base);
    const frame = a.base.frame;
    expect(frame).toMatch(/^\d+:-?\d+\.\d{4}:-?\d+\.\d{4}$/);
    expect(baseLayer(frame)).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250">');
    const [zoom, latitude, longitude] = frame.split(":");
    for (const other of [
      `${zoom}:${latitude}0:${longitude}`, // written another way
      `${zoom}:${(Number(latitude) + 0.001).toFixed(4)}:${longitude}`, // off the grid
      `6:${latitude}:${longitude}`, // not one of the zooms
      `${zoom}:91.0000:${longitude}`,
      `${zoom}::`,
      "world",
      "",
    ])
      expect(baseLayer(other), other).toBeNull();
  });
});
