/**
 * What a map adds to a page and costs the server (`npm run measure:maps`): for the views the product draws, the
 * gzipped bytes of the map's SVG in the HTML plus its copy in the page's data, of the base layer file it links (fetched
 * once per view and kept), and the time to draw it the first time (cold: the base layer is made) and again (warm: the
 * base layer comes from the cache).
 */
import { gzipSync } from "node:zlib";

import { renderToStaticMarkup } from "react-dom/server";

import { PlaceMap } from "~/components/maps/place-map";
import { lookupZip } from "~/infra/geo.server";
import { baseLayer, drawMap, warmMaps, type MapRequest } from "~/infra/maps.server";

const near = (zip: string, count: number, miles: number) => {
  const center = lookupZip(zip)!;
  return Array.from({ length: count }, (_, i) => ({
    latitude: center.latitude + (Math.sin(i * 2.4) * miles) / 69 / 1.5,
    longitude: center.longitude + (Math.cos(i * 2.4) * miles) / 55 / 1.5,
    label: String(i + 1),
    name: `Result ${i + 1}`,
    href: `#project-${i + 1}`,
  }));
};

const CASES: [string, MapRequest][] = [
  ...(
    [
      ["60601", 10],
      ["60601", 25],
      ["85004", 50],
      ["98101", 100],
      ["78701", 150],
    ] as const
  ).map(([zip, miles]): [string, MapRequest] => [
    `search ${zip}, ${miles} mi, 20 pins`,
    {
      title: "Map of these projects",
      description: "Projects around the searched zip code.",
      origin: { ...lookupZip(zip)!, name: `Zip code ${zip}`, radiusMiles: miles },
      points: near(zip, 20, miles * 0.8),
    },
  ]),
  [
    "applicants across the country, 24 pins",
    {
      title: "Where the project is",
      description: "The project site and where its applicants are based.",
      origin: { ...lookupZip("85004")!, name: "Project site" },
      points: [
        "98101",
        "97201",
        "94103",
        "90012",
        "84101",
        "80202",
        "75201",
        "77002",
        "70112",
        "60601",
        "48226",
        "44113",
        "30303",
        "33130",
        "28202",
        "20001",
        "19103",
        "10001",
        "02108",
        "55401",
        "63101",
        "64105",
        "73102",
        "87102",
      ].map((zip, i) => ({
        ...lookupZip(zip)!,
        label: String(i + 1),
        name: `Applicant ${i + 1}`,
        href: `/profile/${i}`,
      })),
    },
  ],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const startup = performance.now();
warmMaps();
console.log(
  `Geometry read and national frame drawn (once per process, at start): ${(performance.now() - startup).toFixed(0)} ms\n`,
);
console.log(
  "| view | SVG in HTML (gzip) | SVG + its page data (gzip) | base layer file (gzip) | cold draw | warm draw (median of 200) |",
);
console.log("|---|---|---|---|---|---|");
for (const [name, request] of CASES) {
  const start = performance.now();
  const map = drawMap(request);
  const cold = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    drawMap(request);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const svg = renderToStaticMarkup(<PlaceMap map={map} />);
  // Counted apart: in a page the SVG and the data the page hydrates from sit too far apart for gzip to share them.
  const both = gzipSync(svg).length + gzipSync(JSON.stringify(map)).length;
  console.log(
    `| ${name} | ${kb(gzipSync(svg).length)} | ${kb(both)} | ${kb(gzipSync(baseLayer(map.base.frame)!).length)} | ${cold.toFixed(1)} ms | ${times[100].toFixed(2)} ms |`,
  );
}
