/**
 * Demo media for the seed, drawn rather than downloaded: company logos (PNG), project photos (JPEG) and credential
 * documents (PDF). Everything is made of shapes and paths (no fonts in the images, no image files, no network) and
 * is deterministic: the same input gives the same bytes.
 */
import type * as Lucide from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type * as PdfLib from "pdf-lib";
import type { PDFFont, PDFPage } from "pdf-lib";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";

import type { CREDENTIAL_KINDS, TRADES } from "../app/constants";
import { MONTHS } from "../app/lib/dates";

export type Trade = (typeof TRADES)[number];
type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
type Seed = number | string;

// lucide-react (thousands of icon modules) and pdf-lib take half a second to load: only a seed that makes logos or
// documents pays for them, not every module that imports this one.
let lucide: typeof Lucide | null = null;
let pdfLib: typeof PdfLib | null = null;

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers: a seeded PRNG, colours, number formatting
// ---------------------------------------------------------------------------------------------------------------

/** FNV-1a over the parts, so that any mix of strings and numbers gives a stable 32-bit seed. */
function hashSeed(...parts: Seed[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.map(String).join("\u0000")) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
};

/** mulberry32: small, fast and good enough for picking colours and positions. */
function makeRng(...parts: Seed[]): Rng {
  let a = hashSeed(...parts);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

/** Darkens (t < 0) or lightens (t > 0) a colour. */
const shade = (color: string, t: number) => (t < 0 ? mix(color, "#000000", -t) : mix(color, "#ffffff", t));

/** One decimal is plenty for pixels and keeps the SVG small. */
const f = (n: number) => String(Math.round(n * 10) / 10);
const pts = (points: [number, number][]) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
const poly = (points: [number, number][], fill: string, extra = "") =>
  `<polygon points="${pts(points)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? " " + extra : ""}/>`;

/** Collects SVG elements and their <defs>, handing out unique ids. */
class Svg {
  private parts: string[] = [];
  private defs: string[] = [];
  private ids = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  add(...elements: string[]) {
    this.parts.push(...elements);
  }
  def(element: string) {
    this.defs.push(element);
  }
  id(prefix: string) {
    return `${prefix}${++this.ids}`;
  }
  /** A vertical linear gradient; returns its url(). */
  vgrad(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id("g");
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
      .join("");
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  rgrad(stops: [number, string, number?][]) {
    const id = this.id("r");
    const s = stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
      .join("");
    this.def(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A clip path from the given shapes; returns the attribute to put on a <g>. */
  clip(shapes: string) {
    const id = this.id("c");
    this.def(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Logos
// ---------------------------------------------------------------------------------------------------------------

/** Icons per trade, the first being the most typical; the seed picks among them so that logos differ. */
type IconName = keyof typeof Lucide;

const TRADE_ICONS: Record<Trade, readonly IconName[]> = {
  Plumbing: ["Droplet", "ShowerHead", "Wrench"],
  Electrical: ["Zap", "PlugZap"],
  HVAC: ["Fan", "Wind", "AirVent", "ThermometerSnowflake"],
  Carpentry: ["Hammer", "Ruler"],
  Masonry: ["BrickWall"],
  Roofing: ["House", "Warehouse"],
  Painting: ["PaintRoller", "PaintBucket"],
  Flooring: ["Layers", "LayoutGrid"],
  Drywall: ["PanelsTopLeft", "Layers"],
  Landscaping: ["Trees", "TreePine", "Sprout"],
  Concrete: ["Cuboid", "Truck"],
  Excavation: ["Shovel", "Tractor"],
  Demolition: ["Pickaxe", "Construction"],
  Insulation: ["Snowflake", "ThermometerSnowflake"],
  "Glass & Glazing": ["AppWindow", "Blinds"],
  "Steel & Metal Work": ["Anvil", "Wrench"],
  "Tile & Stone": ["Grid3x3", "Blocks"],
  Framing: ["Frame", "Ruler"],
  "Site Prep": ["LandPlot", "Tractor"],
  Fencing: ["Fence"],
};
const CONTRACTOR_ICONS: readonly IconName[] = ["Building2", "Building", "HardHat"];

/** Curated pairs: a deep brand colour, an accent that reads on it, and a light ground. */
const LOGO_PALETTES = [
  { primary: "#1e3a5f", accent: "#f5a524", light: "#f4f1ea" },
  { primary: "#14532d", accent: "#a3e635", light: "#f1f5ee" },
  { primary: "#9a3412", accent: "#fde68a", light: "#fbf5ec" },
  { primary: "#0f766e", accent: "#ccfbf1", light: "#effaf8" },
  { primary: "#334155", accent: "#fb923c", light: "#f3f4f6" },
  { primary: "#1d4ed8", accent: "#facc15", light: "#eef3fd" },
  { primary: "#7f1d1d", accent: "#fbbf24", light: "#fbf3ee" },
  { primary: "#1c1917", accent: "#eab308", light: "#f5f5f4" },
  { primary: "#4c1d95", accent: "#c4b5fd", light: "#f5f3ff" },
  { primary: "#075985", accent: "#7dd3fc", light: "#eff8fc" },
  { primary: "#3f6212", accent: "#fef08a", light: "#f7f9ec" },
  { primary: "#b91c1c", accent: "#fff1f2", light: "#fdf2f2" },
  { primary: "#0e7490", accent: "#fde047", light: "#ecfbfd" },
  { primary: "#854d0e", accent: "#fef3c7", light: "#fbf7ee" },
  { primary: "#115e59", accent: "#fdba74", light: "#f0f7f6" },
  { primary: "#312e81", accent: "#fca5a5", light: "#f1f1fb" },
] as const;

/**
 * A monoline geometric alphabet (4×6 units, 5 wide for M and W) drawn with round-capped strokes, for monograms
 * without depending on any font being installed.
 */
const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 4, d: "M0 6L2 0L4 6M0.7 4H3.3" },
  B: { w: 4, d: "M0 6V0H2.2A1.5 1.5 0 0 1 2.2 3H0M2.2 3H2.4A1.5 1.5 0 0 1 2.4 6H0" },
  C: { w: 4.4, d: "M4.4 1.1A2.5 3 0 1 0 4.4 4.9" },
  D: { w: 4, d: "M0 0V6H1.4A2.6 3 0 0 0 1.4 0Z" },
  E: { w: 4, d: "M4 0H0V6H4M0 3H3" },
  F: { w: 4, d: "M4 0H0V6M0 3H3" },
  G: { w: 4.6, d: "M4.4 1.1A2.5 3 0 1 0 4.6 4.6V3.4H2.8" },
  H: { w: 4, d: "M0 0V6M4 0V6M0 3H4" },
  I: { w: 2, d: "M1 0V6M0 0H2M0 6H2" },
  J: { w: 4, d: "M4 0V4A2 2 0 0 1 0 4" },
  K: { w: 4, d: "M0 0V6M4 0L0 3.8M1.4 2.5L4 6" },
  L: { w: 4, d: "M0 0V6H4" },
  M: { w: 5, d: "M0 6V0L2.5 3.8L5 0V6" },
  N: { w: 4, d: "M0 6V0L4 6V0" },
  O: { w: 5, d: "M2.5 0A2.5 3 0 1 0 2.5 6A2.5 3 0 1 0 2.5 0Z" },
  P: { w: 4, d: "M0 6V0H2.4A1.6 1.6 0 0 1 2.4 3.2H0" },
  Q: { w: 5, d: "M2.5 0A2.5 3 0 1 0 2.5 6A2.5 3 0 1 0 2.5 0ZM3.2 4.4L5 6.2" },
  R: { w: 4, d: "M0 6V0H2.4A1.6 1.6 0 0 1 2.4 3.2H0M2.2 3.2L4 6" },
  S: {
    w: 4,
    d: "M3.8 0.9A1.9 1.5 0 0 0 2 0A1.9 1.5 0 0 0 0.1 1.5A1.9 1.5 0 0 0 2 3A1.9 1.5 0 0 1 3.9 4.5A1.9 1.5 0 0 1 2 6A1.9 1.5 0 0 1 0.2 5.1",
  },
  T: { w: 4, d: "M0 0H4M2 0V6" },
  U: { w: 4, d: "M0 0V4A2 2 0 0 0 4 4V0" },
  V: { w: 4, d: "M0 0L2 6L4 0" },
  W: { w: 5, d: "M0 0L1.2 6L2.5 2.2L3.8 6L5 0" },
  X: { w: 4, d: "M0 0L4 6M4 0L0 6" },
  Y: { w: 4, d: "M0 0L2 3L4 0M2 3V6" },
  Z: { w: 4, d: "M0 0H4L0 6H4" },
};

const NAME_STOPWORDS = new Set(["llc", "inc", "co", "corp", "corporation", "company", "ltd", "the", "and", "of", "lp"]);

/** Up to two initials of a company name, skipping legal suffixes: "Bright Spark Electric LLC" → "BS". */
function initialsOf(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[^A-Za-z\s&-]/g, "")
    .split(/[\s&-]+/)
    .filter((w) => w && !NAME_STOPWORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

const GLYPH_GAP = 1.5;

/** Width in pixels of the initials drawn `height` pixels tall. */
function monogramWidth(text: string, height: number) {
  const glyphs = [...text].map((ch) => GLYPHS[ch]).filter(Boolean);
  if (glyphs.length === 0) return 0;
  return ((glyphs.reduce((sum, g) => sum + g.w, 0) + GLYPH_GAP * (glyphs.length - 1)) * height) / 6;
}

/** The initials as stroked paths, centred on (cx, cy), `height` pixels tall. */
function monogram(text: string, cx: number, cy: number, height: number, color: string, weight = 0.16) {
  const glyphs = [...text].map((ch) => GLYPHS[ch]).filter(Boolean);
  if (glyphs.length === 0) return "";
  const gap = GLYPH_GAP;
  const k = height / 6;
  const width = monogramWidth(text, height) / k;
  let x = 0;
  const paths = glyphs.map((g) => {
    const p = `<path transform="translate(${f(x)} 0)" d="${g.d}"/>`;
    x += g.w + gap;
    return p;
  });
  return (
    `<g transform="translate(${f(cx - (width * k) / 2)} ${f(cy - height / 2)}) scale(${f(k)})" ` +
    `fill="none" stroke="${color}" stroke-width="${f(6 * weight)}" stroke-linecap="round" ` +
    `stroke-linejoin="round">${paths.join("")}</g>`
  );
}

/** A lucide icon as SVG markup, `size` pixels square, its top-left corner at (x, y). */
function icon(Icon: LucideIcon, x: number, y: number, size: number, color: string, strokeWidth = 1.75) {
  const markup = renderToStaticMarkup(createElement(Icon, { size, color, strokeWidth }));
  return `<g transform="translate(${f(x)} ${f(y)})">${markup}</g>`;
}

function iconFor(icons: typeof Lucide, trade: string | undefined, rng: Rng): LucideIcon {
  let name: IconName;
  if (trade === undefined) name = rng.pick(CONTRACTOR_ICONS);
  else {
    const choices = (TRADE_ICONS as Record<string, readonly IconName[]>)[trade] ?? ["HardHat"];
    // Most logos of a trade use its most typical icon; some use an alternative so that competitors differ.
    name = rng.chance(0.55) ? choices[0] : rng.pick(choices);
  }
  return icons[name] as LucideIcon;
}

const LOGO = 512;

type LogoParts = { Icon: LucideIcon; initials: string; p: (typeof LOGO_PALETTES)[number]; rng: Rng; svg: Svg };

function hexagon(cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}

const LOGO_LAYOUTS: ((parts: LogoParts) => void)[] = [
  // Round badge on a light ground: ring, icon, a rule and the initials.
  ({ Icon, initials, p, svg }) => {
    const hasText = initials.length > 0;
    svg.add(
      rect(0, 0, LOGO, LOGO, p.light),
      circle(256, 256, 226, p.primary),
      circle(256, 256, 204, "none", `stroke="${p.accent}" stroke-width="7"`),
      circle(256, 256, 186, "none", `stroke="${p.accent}" stroke-width="2" stroke-opacity="0.55"`),
      icon(Icon, 256 - (hasText ? 80 : 105), hasText ? 112 : 151, hasText ? 160 : 210, p.accent, 1.6),
    );
    if (hasText) {
      svg.add(
        rect(196, 300, 120, 5, p.accent, `rx="2.5" opacity="0.85"`),
        circle(176, 302.5, 5, p.accent),
        circle(336, 302.5, 5, p.accent),
        monogram(initials, 256, 362, 58, "#ffffff", 0.15),
      );
    }
  },
  // Full-bleed tile with a diagonal split and hazard stripes along the bottom.
  ({ Icon, initials, p, svg }) => {
    const stripes = Array.from({ length: 14 }, (_, i) =>
      poly(
        [
          [i * 56 - 60, 512],
          [i * 56 - 32, 512],
          [i * 56 + 28, 452],
          [i * 56, 452],
        ],
        p.accent,
      ),
    ).join("");
    svg.add(
      rect(0, 0, LOGO, LOGO, p.primary),
      poly(
        [
          [512, 0],
          [512, 452],
          [60, 452],
        ],
        shade(p.primary, -0.18),
      ),
      rect(0, 452, LOGO, 60, shade(p.primary, -0.35)),
      `<g ${svg.clip(rect(0, 452, LOGO, 60, "#000"))}>${stripes}</g>`,
      rect(0, 446, LOGO, 6, p.accent),
    );
    if (initials) {
      const mono = monogramWidth(initials, 86);
      const x = 256 - (160 + 28 + 6 + 28 + mono) / 2;
      svg.add(
        icon(Icon, x, 143, 160, "#ffffff", 1.7),
        rect(x + 188, 156, 6, 134, p.accent, `rx="3"`),
        monogram(initials, x + 222 + mono / 2, 223, 86, p.accent, 0.16),
      );
    } else {
      svg.add(icon(Icon, 146, 113, 220, "#ffffff", 1.7));
    }
  },
  // Hexagon nut on a dark ground.
  ({ Icon, initials, p, svg }) => {
    const dark = shade(p.primary, -0.55);
    svg.add(
      rect(0, 0, LOGO, LOGO, dark),
      poly(hexagon(256, 256, 236), p.primary),
      poly(hexagon(256, 256, 208), "none", `stroke="${p.accent}" stroke-width="8" stroke-linejoin="round"`),
      icon(Icon, 256 - (initials ? 78 : 100), initials ? 118 : 156, initials ? 156 : 200, p.accent, 1.7),
    );
    if (initials) svg.add(monogram(initials, 256, 352, 60, "#ffffff", 0.15));
  },
  // Shield with a chevron, on a light ground.
  ({ Icon, initials, p, svg }) => {
    const shield = (inset: number) =>
      `M256 ${38 + inset}L${444 - inset} ${100 + inset * 0.6}V${250}C${444 - inset} ${372 - inset * 0.3} ` +
      `${352 - inset * 0.6} ${440 - inset * 0.6} 256 ${478 - inset}C${160 + inset * 0.6} ${440 - inset * 0.6} ` +
      `${68 + inset} ${372 - inset * 0.3} ${68 + inset} 250V${100 + inset * 0.6}Z`;
    svg.add(
      rect(0, 0, LOGO, LOGO, p.light),
      `<path d="${shield(0)}" fill="${p.primary}"/>`,
      `<path d="${shield(20)}" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linejoin="round"/>`,
      `<g ${svg.clip(`<path d="${shield(20)}"/>`)}>` +
        poly(
          [
            [60, 288],
            [256, 372],
            [452, 288],
            [452, 318],
            [256, 402],
            [60, 318],
          ],
          p.accent,
          `opacity="0.9"`,
        ) +
        `</g>`,
    );
    if (initials) {
      // The initials sit between the icon and the chevron.
      svg.add(icon(Icon, 256 - 70, 92, 140, "#ffffff", 1.7), monogram(initials, 256, 296, 50, p.accent, 0.16));
    } else {
      svg.add(icon(Icon, 256 - 85, 100, 170, "#ffffff", 1.7));
    }
  },
  // Roundel over a wordmark band: circle badge with the icon, the initials beneath in the brand colour.
  ({ Icon, initials, p, svg }) => {
    svg.add(rect(0, 0, LOGO, LOGO, p.light));
    if (initials) {
      svg.add(
        circle(256, 196, 150, p.primary),
        circle(256, 196, 150, "none", `stroke="${p.accent}" stroke-width="10"`),
        icon(Icon, 256 - 90, 106, 180, p.accent, 1.6),
        rect(96, 384, 54, 6, p.primary, `rx="3"`),
        rect(362, 384, 54, 6, p.primary, `rx="3"`),
        monogram(initials, 256, 420 - 33, 62, p.primary, 0.16),
      );
    } else {
      svg.add(
        circle(256, 256, 200, p.primary),
        circle(256, 256, 200, "none", `stroke="${p.accent}" stroke-width="12"`),
        icon(Icon, 256 - 110, 146, 220, p.accent, 1.6),
      );
    }
  },
];

/** A 512×512 PNG company logo: a trade icon from lucide in a badge, with the company's initials drawn as paths. */
export async function makeLogo({
  name,
  trade,
  seed,
}: {
  name: string;
  trade?: Trade | string;
  seed: Seed;
}): Promise<Buffer> {
  const rng = makeRng("logo", name, trade ?? "gc", seed);
  const svg = new Svg(LOGO, LOGO);
  const parts: LogoParts = {
    Icon: iconFor((lucide ??= await import("lucide-react")), trade, rng),
    initials: initialsOf(name),
    p: rng.pick(LOGO_PALETTES),
    rng,
    svg,
  };
  rng.pick(LOGO_LAYOUTS)(parts);
  return sharp(Buffer.from(svg.toString())).png({ compressionLevel: 6, palette: false }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// Project photos: flat illustrations of finished jobs
// ---------------------------------------------------------------------------------------------------------------

const W = 1600;
const H = 1067;

type Time = {
  sky: [string, string, string];
  sun: { x: number; y: number; r: number; color: string } | null;
  cloud: string;
  cloudOpacity: number;
  far: string;
  near: string;
  grass: string;
  /** Windows glow and lamps are on. */
  lit: boolean;
  /** A wash over the whole picture: warm at golden hour, blue at dusk. */
  tint: [string, number] | null;
  /** How much walls and roofs are darkened. */
  dim: number;
};

const TIMES: Record<"day" | "morning" | "golden" | "dusk" | "overcast", (rng: Rng) => Time> = {
  day: (rng) => ({
    sky: ["#3f8fd8", "#7fbbe9", "#d8edf8"],
    sun: { x: rng.pick([180, 1380]) + rng.range(-60, 60), y: rng.range(110, 170), r: 46, color: "#fff6d5" },
    cloud: "#ffffff",
    cloudOpacity: 0.92,
    far: "#9fc4a0",
    near: "#7dae6a",
    grass: "#6ea850",
    lit: false,
    tint: null,
    dim: 0,
  }),
  morning: (rng) => ({
    sky: ["#8bb8e2", "#c6ddee", "#f6e9d6"],
    sun: { x: rng.pick([240, 1320]) + rng.range(-60, 60), y: rng.range(330, 400), r: 52, color: "#fff3d0" },
    cloud: "#ffffff",
    cloudOpacity: 0.75,
    far: "#aec8b0",
    near: "#8fb77d",
    grass: "#79ad5a",
    lit: false,
    tint: ["#ffe2b8", 0.06],
    dim: 0,
  }),
  golden: (rng) => ({
    sky: ["#6b8cc6", "#f1b07c", "#fde3b3"],
    sun: { x: rng.pick([220, 1360]) + rng.range(-60, 60), y: rng.range(420, 500), r: 58, color: "#ffe1a1" },
    cloud: "#fff0dc",
    cloudOpacity: 0.7,
    far: "#b3a98a",
    near: "#98a46a",
    grass: "#86a54b",
    lit: false,
    tint: ["#ff9a3c", 0.08],
    dim: 0.04,
  }),
  dusk: () => ({
    sky: ["#1e2a55", "#6d4f86", "#f2a06e"],
    sun: null,
    cloud: "#b98aa6",
    cloudOpacity: 0.45,
    far: "#454868",
    near: "#3d4f4c",
    grass: "#3f5e3e",
    lit: true,
    tint: ["#1b2350", 0.14],
    dim: 0.22,
  }),
  overcast: () => ({
    sky: ["#8fa4b7", "#b8c6d2", "#e2e7ec"],
    sun: null,
    cloud: "#f2f4f6",
    cloudOpacity: 0.8,
    far: "#9aae9c",
    near: "#84a17a",
    grass: "#6f9a5e",
    lit: false,
    tint: null,
    dim: 0.06,
  }),
};

type TimeName = keyof typeof TIMES;

/** Colours of walls, trims and roofs that look like real houses and buildings. */
const SIDINGS = ["#e8e2d4", "#d9d4c7", "#c9d3d6", "#b7c4b0", "#e9dcc4", "#a9b8c6", "#d8c3a5", "#f1ede4", "#8e9ea8"];
const PAINT_COLORS = ["#3f6e8c", "#7a9e7e", "#c46a4a", "#2f4858", "#d9a441", "#5b7f95", "#8b5e83", "#2e6f5e"];
const TRIMS = ["#ffffff", "#f7f4ee", "#2f3437", "#3b4a42"];
const ROOFS = ["#4a4e55", "#5b4636", "#3a3f47", "#6b5a4e", "#2f3a45", "#7a4b3a"];
const DOORS = ["#7a2e2a", "#1f3b57", "#2f4f3a", "#5a3a22", "#333333", "#b5651d"];
const BRICKS = ["#a4553d", "#9b4a35", "#b86b4b", "#8c4a3a", "#a8714f"];
const WOOD = ["#b07a4a", "#a06b3e", "#c08a5a", "#8d5e3a"];

/** A window, its frame `trim`, with reflections by day and a warm glow when lit. */
function windowShape(svg: Svg, x: number, y: number, w: number, h: number, trim: string, time: Time, panes = true) {
  const glass = time.lit
    ? svg.vgrad([
        [0, "#ffe3a3"],
        [1, "#f2b45a"],
      ])
    : svg.vgrad([
        [0, "#b9d6ea"],
        [1, "#55809f"],
      ]);
  const out = [rect(x - 6, y - 6, w + 12, h + 12, trim), rect(x, y, w, h, glass)];
  if (!time.lit) {
    out.push(
      poly(
        [
          [x + w * 0.15, y + h],
          [x + w * 0.55, y],
          [x + w * 0.75, y],
          [x + w * 0.35, y + h],
        ],
        "#ffffff",
        `opacity="0.18"`,
      ),
    );
  }
  if (panes) out.push(line(x + w / 2, y, x + w / 2, y + h, trim, 4), line(x, y + h / 2, x + w, y + h / 2, trim, 4));
  out.push(rect(x - 10, y + h + 4, w + 20, 8, shade(trim, -0.08)));
  return out.join("");
}

function cloud(x: number, y: number, s: number, color: string, opacity: number) {
  return (
    `<g opacity="${opacity}" fill="${color}">` +
    ellipse(x, y, 90 * s, 28 * s, color) +
    ellipse(x - 45 * s, y + 4 * s, 50 * s, 22 * s, color) +
    ellipse(x + 20 * s, y - 18 * s, 55 * s, 30 * s, color) +
    ellipse(x + 70 * s, y + 2 * s, 45 * s, 20 * s, color) +
    `</g>`
  );
}

/** A smooth ridge line across the picture, closed down to `bottom`. */
function ridge(rng: Rng, base: number, amp: number, bottom: number, fill: string) {
  const n = 6;
  const ys = Array.from({ length: n + 1 }, () => base - rng.range(0, amp));
  let d = `M0 ${f(bottom)}L0 ${f(ys[0])}`;
  for (let i = 1; i <= n; i++) {
    const x0 = ((i - 1) * W) / n;
    const x1 = (i * W) / n;
    d += `C${f(x0 + W / n / 2)} ${f(ys[i - 1])} ${f(x1 - W / n / 2)} ${f(ys[i])} ${f(x1)} ${f(ys[i])}`;
  }
  return `<path d="${d}L${W} ${f(bottom)}Z" fill="${fill}"/>`;
}

function tree(x: number, ground: number, s: number, leaf: string, kind: "round" | "pine") {
  const trunk = rect(x - 7 * s, ground - 70 * s, 14 * s, 70 * s, "#6b4a33");
  if (kind === "pine") {
    return (
      trunk +
      poly(
        [
          [x - 60 * s, ground - 50 * s],
          [x, ground - 190 * s],
          [x + 60 * s, ground - 50 * s],
        ],
        shade(leaf, -0.15),
      ) +
      poly(
        [
          [x - 48 * s, ground - 110 * s],
          [x, ground - 240 * s],
          [x + 48 * s, ground - 110 * s],
        ],
        shade(leaf, -0.05),
      )
    );
  }
  return (
    trunk +
    circle(x - 34 * s, ground - 105 * s, 48 * s, shade(leaf, -0.12)) +
    circle(x + 32 * s, ground - 110 * s, 52 * s, shade(leaf, -0.08)) +
    circle(x, ground - 150 * s, 60 * s, leaf) +
    circle(x - 14 * s, ground - 168 * s, 26 * s, shade(leaf, 0.12), `opacity="0.5"`)
  );
}

function bush(x: number, ground: number, s: number, leaf: string, flowers?: string) {
  let out =
    ellipse(x - 26 * s, ground - 18 * s, 34 * s, 26 * s, shade(leaf, -0.1)) +
    ellipse(x + 24 * s, ground - 16 * s, 32 * s, 24 * s, shade(leaf, -0.05)) +
    ellipse(x, ground - 30 * s, 36 * s, 30 * s, leaf);
  if (flowers) {
    for (const [dx, dy] of [
      [-28, -24],
      [-6, -42],
      [18, -30],
      [30, -14],
      [-12, -16],
      [6, -22],
    ]) {
      out += circle(x + dx * s, ground + dy * s, 5 * s, flowers);
    }
  }
  return out;
}

/** Sky, sun, clouds, two ridges (or a skyline) and the ground up to the horizon. */
function landscape(svg: Svg, rng: Rng, time: Time, horizon: number, groundColor: string, far: "hills" | "city") {
  svg.add(
    rect(
      0,
      0,
      W,
      horizon + 40,
      svg.vgrad([
        [0, time.sky[0]],
        [0.55, time.sky[1]],
        [1, time.sky[2]],
      ]),
    ),
  );
  if (time.sun) {
    const glow = svg.rgrad([
      [0, time.sun.color, 0.9],
      [0.25, time.sun.color, 0.35],
      [1, time.sun.color, 0],
    ]);
    svg.add(
      circle(time.sun.x, time.sun.y, time.sun.r * 4.5, glow),
      circle(time.sun.x, time.sun.y, time.sun.r, time.sun.color),
    );
  } else if (time.lit) {
    svg.add(
      ellipse(
        rng.range(400, 1200),
        horizon,
        700,
        200,
        svg.rgrad([
          [0, "#ffcf8a", 0.55],
          [1, "#ffcf8a", 0],
        ]),
      ),
    );
  }
  for (let i = rng.int(2, 4); i > 0; i--) {
    svg.add(
      cloud(rng.range(80, W - 80), rng.range(70, horizon - 280), rng.range(0.7, 1.5), time.cloud, time.cloudOpacity),
    );
  }
  if (far === "city") {
    let x = -20;
    const towers: string[] = [];
    while (x < W) {
      const w = rng.range(60, 140);
      const h = rng.range(60, 260);
      towers.push(rect(x, horizon - h, w, h + 10, mix(time.far, time.sky[2], 0.35)));
      x += w + rng.range(-10, 20);
    }
    svg.add(...towers);
  } else {
    svg.add(ridge(rng, horizon - 60, 110, horizon + 10, mix(time.far, time.sky[2], 0.25)));
  }
  svg.add(ridge(rng, horizon - 8, 50, horizon + 10, time.near));
  svg.add(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.vgrad([
        [0, shade(groundColor, -0.08)],
        [1, shade(groundColor, 0.06)],
      ]),
    ),
  );
}

type HouseOpts = {
  cx: number;
  ground: number;
  width: number;
  stories: 1 | 2;
  roof: "hip" | "gable";
  wall: string;
  trim: string;
  roofColor: string;
  door: string;
  siding: "lap" | "board" | "brick" | "stucco";
  garage: "left" | "right" | null;
  chimney: boolean;
  roofDetail: "plain" | "shingles" | "solar" | "metal";
  /** Draws the porch (a deck with railings) in front of the door. */
  porch: boolean;
  shutters: string | null;
};

function randomHouse(rng: Rng, ground: number, over: Partial<HouseOpts> = {}): HouseOpts {
  return {
    cx: rng.range(700, 900),
    ground,
    width: rng.range(620, 760),
    stories: rng.chance(0.55) ? 2 : 1,
    roof: rng.chance(0.6) ? "hip" : "gable",
    wall: rng.pick(SIDINGS),
    trim: rng.pick(TRIMS.slice(0, 2)),
    roofColor: rng.pick(ROOFS),
    door: rng.pick(DOORS),
    siding: rng.pick(["lap", "lap", "board", "stucco"] as const),
    garage: rng.chance(0.65) ? rng.pick(["left", "right"] as const) : null,
    chimney: rng.chance(0.4),
    roofDetail: "shingles",
    porch: false,
    shutters: rng.chance(0.35) ? rng.pick(DOORS) : null,
    ...over,
  };
}

/**
 * Units laid in a running bond (bricks, subway tiles) or a grid over a rectangle, as two paths of rectangles clipped
 * to it: much faster to render than an SVG pattern.
 */
function bondRects(x: number, y: number, w: number, h: number, uw: number, uh: number, gap: number, stagger: boolean) {
  const rows: [string, string] = ["", ""];
  for (let r = 0, ry = y; ry < y + h; r++, ry += uh) {
    const top = ry;
    const bottom = Math.min(ry + uh - gap, y + h);
    if (bottom <= top) continue;
    const shift = stagger && r % 2 === 1 ? -uw / 2 : 0;
    for (let cx = x + shift; cx < x + w; cx += uw) {
      const left = Math.max(cx, x);
      const right = Math.min(cx + uw - gap, x + w);
      if (right <= left) continue;
      rows[r % 2] += `M${f(left)} ${f(top)}H${f(right)}V${f(bottom)}H${f(left)}Z`;
    }
  }
  return rows;
}

/** Bricks in a running bond over a rectangle, with mortar joints. */
function brickWall(x: number, y: number, w: number, h: number, color: string, scale = 1) {
  const [odd, even] = bondRects(x, y, w, h, 48 * scale, 16 * scale, 3 * scale, true);
  return (
    rect(x, y, w, h, mix(color, "#d8d0c4", 0.65)) +
    `<path d="${odd}" fill="${color}"/><path d="${even}" fill="${shade(color, -0.05)}"/>`
  );
}

/** Horizontal texture lines (lap siding, shingle courses) clipped to a shape. */
function courses(
  svg: Svg,
  clipShape: string,
  y0: number,
  y1: number,
  step: number,
  color: string,
  opacity: number,
  w = 3,
) {
  let out = "";
  for (let y = y0 + step; y < y1; y += step) out += line(0, y, W, y, color, w);
  return `<g ${svg.clip(clipShape)} opacity="${opacity}">${out}</g>`;
}

function house(svg: Svg, rng: Rng, time: Time, o: HouseOpts) {
  const brick = rng.pick(BRICKS);
  const storyH = 170;
  const wallH = storyH * o.stories + 30;
  const x0 = o.cx - o.width / 2;
  const x1 = o.cx + o.width / 2;
  const top = o.ground - wallH;
  const wall = shade(o.wall, -time.dim);
  const roofColor = shade(o.roofColor, -time.dim * 0.6);
  const trim = shade(o.trim, -time.dim * 0.8);
  const roofH = o.roof === "hip" ? 150 : 200;
  const ov = 34;

  // Garage wing, behind the main body.
  if (o.garage) {
    const gw = 300;
    const gx = o.garage === "left" ? x0 - gw + 10 : x1 - 10;
    const gh = 210;
    const gTop = o.ground - gh;
    svg.add(rect(gx, gTop, gw, gh, shade(wall, -0.04)));
    if (o.siding === "brick") svg.add(brickWall(gx, gTop, gw, gh, brick));
    svg.add(
      poly(
        [
          [gx - 24, gTop],
          [gx + gw + 24, gTop],
          [gx + gw - 50, gTop - 90],
          [gx + 50, gTop - 90],
        ],
        shade(roofColor, 0.06),
      ),
      rect(gx - 24, gTop - 4, gw + 48, 12, shade(roofColor, -0.25)),
    );
    // Sectional door.
    const dx = gx + 40;
    const dw = gw - 80;
    const dTop = gTop + 50;
    svg.add(
      rect(dx - 8, dTop - 8, dw + 16, o.ground - dTop + 8, trim),
      rect(dx, dTop, dw, o.ground - dTop, shade(o.trim, -0.12 - time.dim)),
    );
    for (let i = 1; i < 4; i++)
      svg.add(
        line(
          dx,
          dTop + (i * (o.ground - dTop)) / 4,
          dx + dw,
          dTop + (i * (o.ground - dTop)) / 4,
          shade(o.trim, -0.28 - time.dim),
          3,
        ),
      );
    if (time.lit)
      svg.add(circle(dx - 22, dTop + 10, 16, "#ffd98a", `opacity="0.5"`), circle(dx - 22, dTop + 10, 6, "#fff2c8"));
  }

  // Body.
  const body = rect(x0, top, o.width, wallH, wall);
  svg.add(body);
  if (o.siding === "brick") svg.add(brickWall(x0, top, o.width, wallH, brick));
  if (o.siding === "lap") svg.add(courses(svg, body, top, o.ground, 16, shade(wall, -0.25), 0.35, 2));
  if (o.siding === "board") {
    let lines = "";
    for (let x = x0 + 40; x < x1; x += 40) lines += line(x, top, x, o.ground, shade(wall, -0.2), 4);
    svg.add(`<g opacity="0.5">${lines}</g>`);
  }
  if (o.stories === 2) svg.add(rect(x0, top + storyH + 22, o.width, 10, trim, `opacity="0.9"`));

  // Chimney, behind the roof.
  if (o.chimney) {
    const cx = o.cx + (rng.chance(0.5) ? -1 : 1) * o.width * 0.28;
    svg.add(
      brickWall(cx - 28, top - roofH - 40, 56, roofH + 40, rng.pick(BRICKS), 0.7),
      rect(cx - 34, top - roofH - 52, 68, 14, "#4a4a4a"),
    );
  }

  // Roof.
  const roofShape =
    o.roof === "hip"
      ? poly(
          [
            [x0 - ov, top],
            [x1 + ov, top],
            [x1 - 130, top - roofH],
            [x0 + 130, top - roofH],
          ],
          roofColor,
        )
      : poly(
          [
            [x0 - ov, top + 6],
            [o.cx, top - roofH],
            [x1 + ov, top + 6],
          ],
          roofColor,
        );
  svg.add(roofShape);
  if (o.roofDetail === "shingles") {
    svg.add(courses(svg, roofShape, top - roofH, top, 18, shade(roofColor, -0.3), 0.55, 2.5));
    // Staggered joints between shingle tabs.
    let tabs = "";
    let row = 0;
    for (let y = top - roofH + 18; y < top; y += 18, row++) {
      for (let x = x0 - ov + (row % 2) * 24; x < x1 + ov; x += 48)
        tabs += line(x, y - 18, x, y, shade(roofColor, -0.3), 2);
    }
    svg.add(`<g ${svg.clip(roofShape)} opacity="0.35">${tabs}</g>`);
  } else if (o.roofDetail === "metal") {
    let seams = "";
    for (let x = x0 - ov; x < x1 + ov; x += 28) seams += line(x, top - roofH, x, top, shade(roofColor, 0.18), 3);
    svg.add(`<g ${svg.clip(roofShape)} opacity="0.6">${seams}</g>`);
  } else if (o.roofDetail === "solar" && o.roof === "hip") {
    // Two rows of panels on the front slope, clear of the hips.
    const rows = 2;
    const ph = (roofH - 40) / rows;
    for (let r = 0; r < rows; r++) {
      const y = top - roofH + 18 + r * ph;
      const inset = 130 * (1 - (y - (top - roofH)) / roofH) + 40;
      const left = x0 + inset + 10;
      const right = x1 - inset - 10;
      const n = Math.floor((right - left) / 78);
      const start = (left + right) / 2 - (n * 78) / 2;
      for (let i = 0; i < n; i++) {
        const px = start + i * 78;
        svg.add(
          rect(px, y, 74, ph - 6, "#1c2d4a", `stroke="#c9d2dc" stroke-width="2.5"`),
          line(px + 37, y, px + 37, y + ph - 6, "#3d5a80", 1.5),
          line(px, y + (ph - 6) / 2, px + 74, y + (ph - 6) / 2, "#3d5a80", 1.5),
          poly(
            [
              [px + 6, y + ph - 8],
              [px + 40, y + 2],
              [px + 56, y + 2],
              [px + 22, y + ph - 8],
            ],
            "#ffffff",
            `opacity="0.12"`,
          ),
        );
      }
    }
  }
  if (o.roof === "hip") svg.add(rect(x0 - ov, top - 8, o.width + ov * 2, 14, shade(roofColor, -0.3)));
  else {
    svg.add(
      `<polyline points="${pts([
        [x0 - ov, top + 6],
        [o.cx, top - roofH],
        [x1 + ov, top + 6],
      ])}" fill="none" stroke="${trim}" stroke-width="12" stroke-linejoin="round"/>`,
      circle(o.cx, top - roofH * 0.45, 26, trim),
      circle(o.cx, top - roofH * 0.45, 19, shade(wall, -0.35)),
    );
  }

  // Door and windows.
  const doorW = 86;
  const doorX = o.cx + (o.garage === "left" ? o.width * 0.18 : o.garage === "right" ? -o.width * 0.18 : 0) - doorW / 2;
  const doorTop = o.ground - 190;
  svg.add(
    rect(doorX - 10, doorTop - 10, doorW + 20, 200, trim),
    rect(doorX, doorTop, doorW, 190, shade(o.door, -time.dim)),
    rect(doorX + 14, doorTop + 16, doorW - 28, 60, shade(o.door, -0.15 - time.dim)),
    rect(doorX + 14, doorTop + 92, doorW - 28, 80, shade(o.door, -0.15 - time.dim)),
    circle(doorX + doorW - 14, doorTop + 100, 5, "#d4b26a"),
  );
  if (time.lit)
    svg.add(
      circle(doorX - 26, doorTop + 20, 26, "#ffd98a", `opacity="0.45"`),
      circle(doorX - 26, doorTop + 20, 8, "#fff3c8"),
    );
  else svg.add(rect(doorX - 30, doorTop + 8, 10, 20, "#2b2b2b"));
  if (o.porch) svg.add(porch(svg, time, doorX + doorW / 2, o.ground, Math.min(o.width * 0.7, 480), rng.pick(WOOD)));
  else
    svg.add(
      rect(doorX - 30, o.ground - 8, doorW + 60, 12, "#b9b4aa"),
      rect(doorX - 50, o.ground + 4, doorW + 100, 12, "#a8a398"),
    );

  const ww = 96;
  const wh = 112;
  for (let s = 0; s < o.stories; s++) {
    const wy = o.ground - (s + 1) * storyH + 20;
    const slots = [0.16, 0.38, 0.62, 0.84].map((t) => x0 + o.width * t - ww / 2);
    for (const wx of slots) {
      if (s === 0 && wx + ww > doorX - 30 && wx < doorX + doorW + 30) continue;
      if (o.porch && s === 0) continue;
      svg.add(windowShape(svg, wx, wy, ww, wh, trim, time));
      if (o.shutters)
        svg.add(
          rect(wx - 38, wy - 6, 26, wh + 12, shade(o.shutters, -time.dim)),
          rect(wx + ww + 12, wy - 6, 26, wh + 12, shade(o.shutters, -time.dim)),
        );
    }
  }
  if (o.porch) {
    // Windows behind the porch railings.
    for (const t of [0.2, 0.8])
      svg.add(windowShape(svg, x0 + o.width * t - ww / 2, o.ground - storyH + 20 - 10, ww, wh, trim, time));
  }
  // Foundation.
  svg.add(rect(x0 - 4, o.ground - 14, o.width + 8, 18, shade("#a29d94", -time.dim)));
}

/** A raised wooden porch with posts, railings and steps, centred on x. */
function porch(svg: Svg, time: Time, cx: number, ground: number, width: number, wood: string) {
  const w = shade(wood, -time.dim);
  const x0 = cx - width / 2;
  const deckY = ground - 46;
  const out = [
    // Roof over the porch.
    rect(x0 - 20, ground - 262, width + 40, 18, shade(w, -0.2)),
    poly(
      [
        [x0 - 30, ground - 262],
        [x0 + width + 30, ground - 262],
        [x0 + width + 10, ground - 292],
        [x0 - 10, ground - 292],
      ],
      shade(w, -0.35),
    ),
    // Deck boards (front edge) and skirt with lattice.
    rect(x0 - 10, deckY, width + 20, 14, shade(w, 0.1)),
    rect(x0, deckY + 14, width, 32, shade(w, -0.25)),
  ];
  for (let x = x0 + 12; x < x0 + width; x += 24) out.push(line(x, deckY + 14, x + 18, ground, shade(w, -0.4), 2.5));
  // Posts.
  for (const px of [x0, x0 + width / 3 - 6, x0 + (2 * width) / 3 + 6, x0 + width - 16]) {
    out.push(rect(px, ground - 262, 16, 216, shade(w, 0.05)), rect(px + 11, ground - 262, 5, 216, shade(w, -0.12)));
  }
  // Railings with balusters, leaving the stairs open in the middle.
  const gap = 70;
  for (const [a, b] of [
    [x0 + 16, cx - gap],
    [cx + gap, x0 + width - 16],
  ]) {
    out.push(rect(a, deckY - 84, b - a, 9, shade(w, 0.08)), rect(a, deckY - 12, b - a, 7, shade(w, -0.1)));
    for (let x = a + 10; x < b - 6; x += 18) out.push(rect(x, deckY - 76, 6, 66, shade(w, -0.02)));
  }
  // Steps.
  for (let i = 0; i < 3; i++)
    out.push(rect(cx - gap + 6 - i * 8, deckY + 14 + i * 11, (gap - 6 + i * 8) * 2, 11, shade(w, 0.05 - i * 0.08)));
  return out.join("");
}

type CommercialOpts = {
  cx: number;
  ground: number;
  width: number;
  height: number;
  facade: string;
  accent: string;
  glazing: "bands" | "punched" | "curtain";
  brick: boolean;
  rooftop: "none" | "units" | "units+ducts";
  canopy: boolean;
};

function randomCommercial(rng: Rng, ground: number, over: Partial<CommercialOpts> = {}): CommercialOpts {
  return {
    cx: rng.range(700, 900),
    ground,
    width: rng.range(880, 1100),
    height: rng.range(330, 430),
    facade: rng.pick(["#d9d4c8", "#c8ccd0", "#e4ddcf", "#b9b2a6", "#9aa5ad"]),
    accent: rng.pick(["#2f5d7c", "#8a3b2e", "#2e4a3f", "#3b3f46", "#b5652b"]),
    glazing: rng.pick(["bands", "punched", "curtain"] as const),
    brick: rng.chance(0.3),
    rooftop: rng.pick(["none", "units"] as const),
    canopy: rng.chance(0.7),
    ...over,
  };
}

function rooftopUnit(x: number, y: number, w: number, color: string) {
  const h = w * 0.55;
  const out = [
    rect(x, y - h, w, h, color),
    rect(x, y - h, w, 8, shade(color, 0.25)),
    rect(x + w - 10, y - h, 10, h, shade(color, -0.15)),
  ];
  // Condenser fans on top, seen from the front as grilles.
  for (let i = 0; i < 2; i++) {
    const fx = x + w * (0.28 + i * 0.42);
    out.push(ellipse(fx, y - h, w * 0.16, 6, shade(color, -0.35)));
    for (let k = -2; k <= 2; k++)
      out.push(line(fx + k * w * 0.05, y - h + 16, fx + k * w * 0.05, y - 12, shade(color, -0.2), 2));
  }
  return out.join("");
}

function commercial(svg: Svg, rng: Rng, time: Time, o: CommercialOpts) {
  const x0 = o.cx - o.width / 2;
  const top = o.ground - o.height;
  const facade = shade(o.facade, -time.dim);
  const accent = shade(o.accent, -time.dim * 0.6);

  // Rooftop equipment first: it sits behind the parapet.
  if (o.rooftop !== "none") {
    const n = rng.int(2, 3);
    for (let i = 0; i < n; i++) {
      const ux = x0 + 80 + i * ((o.width - 360) / Math.max(1, n - 1)) + rng.range(-20, 20);
      svg.add(rooftopUnit(ux, top + 6, rng.range(170, 210), shade("#c5cbd1", -time.dim)));
    }
    if (o.rooftop === "units+ducts") {
      const dy = top - 40;
      svg.add(
        rect(x0 + 120, dy - 26, o.width - 260, 26, shade("#aab3bb", -time.dim)),
        rect(x0 + 120, dy - 26, o.width - 260, 6, shade("#d7dde2", -time.dim)),
      );
      for (let x = x0 + 180; x < x0 + o.width - 160; x += 120)
        svg.add(line(x, dy - 26, x, dy, shade("#8d979f", -time.dim), 3));
    }
  }

  const body = rect(x0, top, o.width, o.height, facade);
  svg.add(body);
  if (o.brick) svg.add(brickWall(x0, top, o.width, o.height, rng.pick(BRICKS), 0.8));
  // Parapet cap.
  svg.add(
    rect(x0 - 12, top - 18, o.width + 24, 26, accent),
    rect(x0 - 12, top - 18, o.width + 24, 6, shade(accent, 0.2)),
  );

  const entryW = 220;
  const entryX = o.cx - entryW / 2 + rng.range(-200, 200);
  const glass = (gx: number, gy: number, gw: number, gh: number) =>
    windowShape(svg, gx, gy, gw, gh, shade("#3c444c", -time.dim * 0.5), time, false);
  if (o.glazing === "curtain") {
    const gx = x0 + 60;
    const gw = o.width - 120;
    const gy = top + 50;
    const gh = o.height - 250;
    svg.add(glass(gx, gy, gw, gh));
    for (let x = gx + 110; x < gx + gw; x += 110) svg.add(line(x, gy, x, gy + gh, "#3c444c", 5));
    for (let y = gy + 90; y < gy + gh; y += 90) svg.add(line(gx, y, gx + gw, y, "#3c444c", 5));
  } else if (o.glazing === "bands") {
    const floors = Math.floor((o.height - 170) / 110);
    for (let i = 0; i < floors; i++) {
      const gy = top + 50 + i * 110;
      svg.add(glass(x0 + 50, gy, o.width - 100, 64));
      for (let x = x0 + 50 + 120; x < x0 + o.width - 50; x += 120) svg.add(line(x, gy, x, gy + 64, "#3c444c", 5));
    }
  } else {
    const floors = Math.floor((o.height - 170) / 110);
    const cols = Math.floor((o.width - 80) / 130);
    const start = o.cx - (cols * 130) / 2 + 25;
    for (let i = 0; i < floors; i++) {
      for (let c = 0; c < cols; c++)
        svg.add(windowShape(svg, start + c * 130, top + 46 + i * 110, 80, 70, shade("#f1eee8", -time.dim), time));
    }
  }
  // Ground floor storefront and entrance.
  const sfTop = o.ground - 150;
  svg.add(rect(x0, sfTop - 16, o.width, 16, accent));
  const sfGlass = (gx: number, gw: number) => {
    svg.add(glass(gx, sfTop + 12, gw, o.ground - sfTop - 12));
    for (let x = gx + 90; x < gx + gw - 20; x += 90) svg.add(line(x, sfTop + 12, x, o.ground, "#3c444c", 5));
  };
  if (entryX - x0 - 60 > 100) sfGlass(x0 + 40, entryX - x0 - 80);
  if (x0 + o.width - (entryX + entryW) - 60 > 100) sfGlass(entryX + entryW + 40, x0 + o.width - entryX - entryW - 80);
  svg.add(
    glass(entryX, sfTop + 12, entryW, o.ground - sfTop - 12),
    line(entryX + entryW / 2, sfTop + 12, entryX + entryW / 2, o.ground, "#3c444c", 6),
  );
  svg.add(
    line(entryX + entryW / 2 - 16, o.ground - 90, entryX + entryW / 2 - 16, o.ground - 50, "#c9ced3", 4),
    line(entryX + entryW / 2 + 16, o.ground - 90, entryX + entryW / 2 + 16, o.ground - 50, "#c9ced3", 4),
  );
  if (o.canopy) {
    svg.add(
      rect(entryX - 50, sfTop - 40, entryW + 100, 22, shade("#3c444c", -time.dim * 0.5)),
      rect(entryX - 50, sfTop - 40, entryW + 100, 5, shade("#8a949c", -time.dim)),
    );
  }
  // A blank sign panel with a geometric mark: a business sign without letters.
  const sx = o.cx - 150 + (entryX < o.cx ? 200 : -200);
  svg.add(
    rect(sx, sfTop - 78, 300, 48, accent, `rx="4"`),
    circle(sx + 32, sfTop - 54, 14, "#ffffff", `opacity="0.85"`),
    rect(sx + 60, sfTop - 62, 200, 8, "#ffffff", `opacity="0.7" rx="4"`),
    rect(sx + 60, sfTop - 46, 140, 6, "#ffffff", `opacity="0.45" rx="3"`),
  );
  svg.add(rect(x0 - 6, o.ground - 8, o.width + 12, 12, shade("#8f8a82", -time.dim)));
}

function lampPost(x: number, ground: number, lit: boolean, h = 300) {
  const out = [
    rect(x - 5, ground - h, 10, h, "#30353b"),
    rect(x - 5, ground - h, 70, 8, "#30353b"),
    rect(x + 40, ground - h + 4, 40, 12, "#30353b", `rx="4"`),
    rect(x - 14, ground - 14, 28, 14, "#30353b"),
  ];
  if (lit) {
    out.push(
      poly(
        [
          [x + 44, ground - h + 16],
          [x + 76, ground - h + 16],
          [x + 170, ground],
          [x - 50, ground],
        ],
        "#ffe7a8",
        `opacity="0.13"`,
      ),
      ellipse(x + 60, ground - h + 18, 34, 14, "#fff2c2", `opacity="0.8"`),
    );
  } else {
    out.push(rect(x + 44, ground - h + 14, 32, 4, "#e9eef2"));
  }
  return out.join("");
}

/** A street, curb and sidewalk along the bottom edge, with joints. */
function streetFront(svg: Svg, time: Time, y: number) {
  svg.add(
    rect(0, y, W, 26, shade("#cfcac0", -time.dim)),
    rect(0, y + 26, W, 10, shade("#9e998f", -time.dim)),
    rect(0, y + 36, W, H - y - 36, shade("#4d5156", -time.dim)),
  );
  for (let x = 40; x < W; x += 120) svg.add(line(x, y, x - 6, y + 26, shade("#aaa59a", -time.dim), 2));
  if (H - y > 90) {
    for (let x = 60; x < W; x += 220)
      svg.add(rect(x, y + 36 + (H - y - 36) / 2 - 4, 110, 8, "#e8dfb8", `opacity="0.8"`));
  }
}

/** A concrete driveway from (x0..x1 at the house) widening towards the viewer. */
function driveway(svg: Svg, time: Time, x0: number, x1: number, ground: number, bottom: number, joints = true) {
  const spread = 140;
  const c = shade("#cdc8bd", -time.dim);
  svg.add(
    poly(
      [
        [x0, ground],
        [x1, ground],
        [x1 + spread, bottom],
        [x0 - spread, bottom],
      ],
      c,
    ),
  );
  if (joints) {
    const mid = (t: number) => [x0 + (x0 - spread - x0) * t, x1 + (x1 + spread - x1) * t];
    for (const t of [0.3, 0.62]) {
      const [a, b] = mid(t);
      const y = ground + (bottom - ground) * t;
      svg.add(line(a, y, b, y, shade(c, -0.2), 2.5));
    }
    svg.add(line((x0 + x1) / 2, ground, (x0 + x1) / 2, bottom, shade(c, -0.2), 2.5));
  }
}

function yardTrees(svg: Svg, rng: Rng, time: Time, ground: number, avoid: [number, number]) {
  const leafs = ["#5e8f3e", "#6f9d45", "#4d7f3a", "#7ea24c"].map((c) => shade(c, -time.dim));
  for (let i = rng.int(2, 4); i > 0; i--) {
    let x = rng.range(60, W - 60);
    if (x > avoid[0] - 40 && x < avoid[1] + 40)
      x = rng.chance(0.5) ? avoid[0] - rng.range(60, 160) : avoid[1] + rng.range(60, 160);
    svg.add(
      tree(x, ground + rng.range(-30, 0), rng.range(0.8, 1.3), rng.pick(leafs), rng.chance(0.3) ? "pine" : "round"),
    );
  }
}

function foundationPlanting(svg: Svg, rng: Rng, time: Time, x0: number, x1: number, ground: number, flowers: boolean) {
  const leaf = shade("#4f7d3a", -time.dim);
  for (let x = x0 + 40; x < x1 - 20; x += rng.range(90, 140)) {
    svg.add(
      bush(
        x,
        ground + 10,
        rng.range(0.8, 1.1),
        leaf,
        flowers ? rng.pick(["#e86a7a", "#f2c14e", "#ffffff", "#b07cc6"]) : undefined,
      ),
    );
  }
}

function excavator(x: number, ground: number, s: number, color: string, flip = false) {
  const g = [
    // Tracks.
    rect(-150, -60, 300, 60, "#2f3136", `rx="30"`),
    rect(-130, -50, 260, 40, "#4a4d53", `rx="20"`),
    ...[-100, -50, 0, 50, 100].map((dx) => circle(dx, -30, 14, "#2f3136")),
    // House and cab.
    rect(-120, -150, 220, 90, color, `rx="8"`),
    rect(-140, -130, 40, 60, shade(color, -0.25)),
    rect(20, -230, 90, 90, color, `rx="6"`),
    rect(34, -218, 62, 56, "#9fc1d6"),
    // Boom, stick and bucket.
    poly(
      [
        [90, -140],
        [230, -300],
        [262, -282],
        [120, -120],
      ],
      color,
    ),
    poly(
      [
        [232, -300],
        [340, -150],
        [316, -136],
        [214, -276],
      ],
      shade(color, -0.1),
    ),
    `<path d="M300 -150L380 -150L360 -80Q330 -80 300 -110Z" fill="#3a3c40"/>`,
    line(150, -190, 250, -250, "#2f3136", 8),
  ];
  return `<g transform="translate(${f(x)} ${f(ground)}) scale(${flip ? -s : s} ${s})">${g.join("")}</g>`;
}

function bulldozer(x: number, ground: number, s: number, color: string) {
  const g = [
    rect(-140, -56, 260, 56, "#2f3136", `rx="28"`),
    rect(-120, -46, 220, 36, "#4a4d53", `rx="18"`),
    rect(-120, -150, 200, 96, color, `rx="6"`),
    rect(-100, -240, 110, 92, color, `rx="4"`),
    rect(-88, -228, 86, 60, "#9fc1d6"),
    rect(-30, -190, 10, 40, "#2f3136"),
    poly(
      [
        [130, -140],
        [170, -150],
        [176, 0],
        [130, 0],
      ],
      shade(color, -0.15),
    ),
    line(80, -100, 140, -90, "#2f3136", 10),
  ];
  return `<g transform="translate(${f(x)} ${f(ground)}) scale(${s})">${g.join("")}</g>`;
}

/** Dirt ground with ruts and gravel; for excavation, demolition and site prep. */
function dirtGround(svg: Svg, rng: Rng, time: Time, horizon: number, color: string) {
  for (let i = 0; i < 26; i++) {
    const y = rng.range(horizon + 20, H);
    const t = (y - horizon) / (H - horizon);
    svg.add(
      ellipse(
        rng.range(0, W),
        y,
        rng.range(40, 160) * (0.4 + t),
        rng.range(3, 8) * (0.4 + t),
        shade(color, rng.range(-0.15, 0.1) - time.dim),
        `opacity="0.7"`,
      ),
    );
  }
}

function moundOf(x: number, ground: number, w: number, h: number, color: string) {
  return `<path d="M${f(x - w / 2)} ${f(ground)}Q${f(x - w / 4)} ${f(ground - h)} ${f(x)} ${f(ground - h)}Q${f(x + w / 4)} ${f(ground - h)} ${f(x + w / 2)} ${f(ground)}Z" fill="${color}"/>`;
}

function siteFence(svg: Svg, y: number, color = "#9aa3a8") {
  for (let x = 0; x < W; x += 160) svg.add(rect(x, y - 120, 8, 120, color));
  svg.add(line(0, y - 118, W, y - 118, color, 4), line(0, y - 4, W, y - 4, color, 4));
  // Chain link as a light cross-hatch.
  let mesh = "";
  for (let x = -120; x < W + 120; x += 22)
    mesh += line(x, y - 118, x + 114, y - 4, color, 1.2) + line(x + 114, y - 118, x, y - 4, color, 1.2);
  svg.add(`<g opacity="0.55">${mesh}</g>`);
}

/** A tower crane, its mast at x. */
function crane(x: number, ground: number, h: number, color: string, jibLeft: boolean) {
  const out: string[] = [];
  const mw = 34;
  out.push(
    line(x - mw / 2, ground, x - mw / 2, ground - h, color, 5),
    line(x + mw / 2, ground, x + mw / 2, ground - h, color, 5),
  );
  for (let y = ground; y > ground - h; y -= mw)
    out.push(line(x - mw / 2, y, x + mw / 2, y - mw, color, 3), line(x - mw / 2, y - mw, x + mw / 2, y - mw, color, 3));
  const jl = jibLeft ? -620 : 620;
  const top = ground - h;
  out.push(line(x - 0.3 * jl, top, x + jl, top, color, 7), line(x - 0.3 * jl, top - 18, x + jl, top - 18, color, 3));
  for (let i = 0; i < 12; i++) {
    const a = x - 0.3 * jl + (i * 1.3 * jl) / 12;
    out.push(line(a, top, a + (1.3 * jl) / 24, top - 18, color, 2));
  }
  out.push(
    poly(
      [
        [x - 18, top - 18],
        [x, top - 90],
        [x + 18, top - 18],
      ],
      color,
    ),
    rect(x - 0.3 * jl - (jibLeft ? 0 : 60), top + 4, 60, 40, "#5a5f66"),
  );
  out.push(rect(x - 24, top + 4, 48, 36, color), line(x + jl * 0.7, top, x + jl * 0.7, top + 220, "#3a3f45", 2));
  return out.join("");
}

// ---- Interiors: a one-point perspective room measured in metres ----

/** A point in the room: x metres from the left wall, y metres above the floor, d metres behind the picture plane. */
type V3 = [number, number, number];

/** Pixels per metre in the picture plane of a 4 m wide room; sizes of small things are given at this scale. */
const PX_PER_M = W / 4.05;
/** The walls, floor and ceiling start this far in front of the picture plane, so that they reach its edges. */
const NEAR = -0.6;
/** The camera stands this far in front of the picture plane. */
const CAMERA_M = 3.2;

type Room = {
  width: number;
  height: number;
  depth: number;
  /** Where the eye is: x across the room and height above the floor, in metres. */
  eyeX: number;
  eyeY: number;
  p: (v: V3) => [number, number];
  /** Scale (pixels per metre) at depth d. */
  k: (d: number) => number;
};

/** A room `widthM` metres wide (filling the picture's width) and `depth` metres deep, seen from eye height. */
function makeRoom(rng: Rng, depth: number, widthM = 4.05, camera = CAMERA_M, horizon = 0.445): Room {
  const pxm = W / widthM;
  const eyeX = widthM / 2 + rng.range(-0.1, 0.1) * widthM;
  const eyeY = rng.range(1.45, 1.6);
  const vx = eyeX * pxm;
  const vy = H * (horizon + rng.range(-0.015, 0.015));
  const p = ([x, y, d]: V3): [number, number] => {
    const z = 1 + d / camera;
    return [vx + ((x - eyeX) * pxm) / z, vy - ((y - eyeY) * pxm) / z];
  };
  return { width: widthM, height: 2.7, depth, eyeX, eyeY, p, k: (d) => pxm / (1 + d / camera) };
}

const face = (r: Room, corners: V3[], fill: string, extra = "") => poly(corners.map(r.p), fill, extra);

/** A rectangle on the back wall, in metres; returns [x, y, width, height] in pixels. */
function onBackWall(r: Room, x: number, y: number, w: number, h: number): [number, number, number, number] {
  const [ax, ay] = r.p([x, y + h, r.depth]);
  const [bx, by] = r.p([x + w, y, r.depth]);
  return [ax, ay, bx - ax, by - ay];
}

/** Ceiling, side walls, back wall and floor, lit from the window side. */
function roomShell(svg: Svg, r: Room, o: { wall: string; side: string; ceiling: string; floor: string }) {
  const { width: w, height: h, depth: d } = r;
  svg.add(
    face(
      r,
      [
        [0, h, NEAR],
        [w, h, NEAR],
        [w, h, d],
        [0, h, d],
      ],
      svg.vgrad([
        [0, shade(o.ceiling, -0.05)],
        [1, o.ceiling],
      ]),
    ),
    face(
      r,
      [
        [0, h, NEAR],
        [0, h, d],
        [0, 0, d],
        [0, 0, NEAR],
      ],
      svg.vgrad(
        [
          [0, shade(o.side, 0.04)],
          [1, shade(o.side, -0.03)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    face(
      r,
      [
        [w, h, NEAR],
        [w, h, d],
        [w, 0, d],
        [w, 0, NEAR],
      ],
      svg.vgrad(
        [
          [0, shade(o.side, -0.05)],
          [1, shade(o.side, 0.02)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    rect(
      ...onBackWall(r, 0, 0, w, h),
      svg.vgrad([
        [0, shade(o.wall, 0.05)],
        [1, shade(o.wall, -0.03)],
      ]),
    ),
    face(
      r,
      [
        [0, 0, d],
        [w, 0, d],
        [w, 0, NEAR],
        [0, 0, NEAR],
      ],
      o.floor,
    ),
  );
}

/** A box standing in the room: x0..x1 across, y0..y1 high, d0 (front)..d1 (back); only the faces one sees. */
function box(r: Room, x0: number, x1: number, y0: number, y1: number, d0: number, d1: number, color: string) {
  const out = [];
  if (y1 < r.eyeY) {
    out.push(
      face(
        r,
        [
          [x0, y1, d0],
          [x1, y1, d0],
          [x1, y1, d1],
          [x0, y1, d1],
        ],
        shade(color, 0.1),
      ),
    );
  } else if (y0 > r.eyeY) {
    out.push(
      face(
        r,
        [
          [x0, y0, d0],
          [x1, y0, d0],
          [x1, y0, d1],
          [x0, y0, d1],
        ],
        shade(color, -0.2),
      ),
    );
  }
  if (x1 < r.eyeX) {
    out.push(
      face(
        r,
        [
          [x1, y1, d0],
          [x1, y1, d1],
          [x1, y0, d1],
          [x1, y0, d0],
        ],
        shade(color, -0.12),
      ),
    );
  }
  if (x0 > r.eyeX) {
    out.push(
      face(
        r,
        [
          [x0, y1, d0],
          [x0, y1, d1],
          [x0, y0, d1],
          [x0, y0, d0],
        ],
        shade(color, -0.12),
      ),
    );
  }
  out.push(
    face(
      r,
      [
        [x0, y1, d0],
        [x1, y1, d0],
        [x1, y0, d0],
        [x0, y0, d0],
      ],
      color,
    ),
  );
  return out.join("");
}

/** A soft shadow on the floor under a piece of furniture. */
function floorShadow(r: Room, x0: number, x1: number, d0: number, d1: number) {
  return face(
    r,
    [
      [x0 - 0.05, 0, d0 - 0.08],
      [x1 + 0.05, 0, d0 - 0.08],
      [x1 + 0.05, 0, d1],
      [x0 - 0.05, 0, d1],
    ],
    "#000000",
    `opacity="0.12"`,
  );
}

/** Floor boards running away from the viewer, each a slightly different tone, with staggered butt joints. */
function woodFloor(r: Room, rng: Rng, wood: string) {
  const out: string[] = [];
  const plank = 0.19;
  for (let x = 0; x < r.width; x += plank) {
    out.push(
      face(
        r,
        [
          [x, 0, NEAR],
          [x + plank, 0, NEAR],
          [x + plank, 0, r.depth],
          [x, 0, r.depth],
        ],
        shade(wood, rng.range(-0.07, 0.07)),
      ),
    );
    const [ax, ay] = r.p([x, 0, NEAR]);
    const [bx, by] = r.p([x, 0, r.depth]);
    out.push(line(ax, ay, bx, by, shade(wood, -0.3), 2));
    for (let d = NEAR + rng.range(0, 1.2); d < r.depth; d += rng.range(1.1, 1.8)) {
      const [cx, cy] = r.p([x, 0, d]);
      const [ex, ey] = r.p([x + plank, 0, d]);
      out.push(line(cx, cy, ex, ey, shade(wood, -0.25), 1.5));
    }
  }
  // A sheen from the window.
  out.push(
    face(
      r,
      [
        [r.width * 0.3, 0, r.depth * 0.2],
        [r.width * 0.6, 0, r.depth * 0.2],
        [r.width * 0.62, 0, r.depth],
        [r.width * 0.38, 0, r.depth],
      ],
      "#ffffff",
      `opacity="0.07"`,
    ),
  );
  return out.join("");
}

/** A tiled floor: a grid of `size`-metre tiles in perspective. */
function tileFloor(r: Room, tile: string, grout: string, size: number) {
  const out = [
    face(
      r,
      [
        [0, 0, NEAR],
        [r.width, 0, NEAR],
        [r.width, 0, r.depth],
        [0, 0, r.depth],
      ],
      tile,
    ),
  ];
  for (let x = 0; x <= r.width; x += size) {
    const [ax, ay] = r.p([x, 0, NEAR]);
    const [bx, by] = r.p([x, 0, r.depth]);
    out.push(line(ax, ay, bx, by, grout, 2.5));
  }
  for (let d = r.depth; d > NEAR; d -= size) {
    const [ax, ay] = r.p([0, 0, d]);
    const [bx] = r.p([r.width, 0, d]);
    out.push(line(ax, ay, bx, ay, grout, 2.5));
  }
  return out.join("");
}

/** A window in the back wall with a view of sky, a lawn and a tree. */
function backWindow(svg: Svg, r: Room, x: number, y: number, w: number, h: number, trim: string) {
  const [ax, ay, pw, ph] = onBackWall(r, x, y, w, h);
  const view = svg.vgrad([
    [0, "#8fc0e6"],
    [0.68, "#d5ebf7"],
    [0.69, "#8db36f"],
    [1, "#6f9a55"],
  ]);
  const t = r.k(r.depth) * 0.05;
  return [
    rect(ax - t, ay - t, pw + 2 * t, ph + 2 * t, trim),
    rect(ax, ay, pw, ph, view),
    ellipse(ax + pw * 0.28, ay + ph * 0.64, pw * 0.16, ph * 0.14, "#5f8f45"),
    ellipse(ax + pw * 0.8, ay + ph * 0.7, pw * 0.12, ph * 0.08, "#6f9f50"),
    rect(ax + pw / 2 - t / 3, ay, (2 * t) / 3, ph, trim),
    rect(ax - t * 1.6, ay + ph + t * 0.6, pw + t * 3.2, t * 0.9, shade(trim, -0.06)),
    poly(
      [
        [ax + pw * 0.1, ay + ph],
        [ax + pw * 0.42, ay],
        [ax + pw * 0.56, ay],
        [ax + pw * 0.24, ay + ph],
      ],
      "#ffffff",
      `opacity="0.2"`,
    ),
  ].join("");
}

/** Recessed lights in the ceiling. */
function ceilingLights(r: Room) {
  const out: string[] = [];
  for (const d of [r.depth * 0.3, r.depth * 0.7]) {
    for (const x of [r.width * 0.3, r.width * 0.7]) {
      const [cx, cy] = r.p([x, r.height, d]);
      const k = r.k(d) / PX_PER_M;
      out.push(ellipse(cx, cy, 34 * k, 9 * k, "#d8d2c4"), ellipse(cx, cy, 26 * k, 6 * k, "#fffbea"));
    }
  }
  return out.join("");
}

/** Baseboards along the back and side walls. */
function baseboards(r: Room, color: string) {
  const b = 0.1;
  return [
    rect(...onBackWall(r, 0, 0, r.width, b), color),
    face(
      r,
      [
        [0, b, NEAR],
        [0, b, r.depth],
        [0, 0, r.depth],
        [0, 0, NEAR],
      ],
      shade(color, -0.04),
    ),
    face(
      r,
      [
        [r.width, b, NEAR],
        [r.width, b, r.depth],
        [r.width, 0, r.depth],
        [r.width, 0, NEAR],
      ],
      shade(color, -0.08),
    ),
  ].join("");
}

function sofa(r: Room, x: number, w: number, color: string) {
  const d1 = r.depth - 0.05;
  const d0 = d1 - 0.95;
  return [
    floorShadow(r, x - 0.2, x + w + 0.2, d0, d1),
    box(r, x, x + w, 0.4, 0.85, d1 - 0.22, d1, shade(color, -0.06)),
    box(r, x, x + w, 0.1, 0.44, d0, d1 - 0.2, color),
    box(r, x, x + w / 2 - 0.01, 0.44, 0.5, d0, d1 - 0.22, shade(color, 0.04)),
    box(r, x + w / 2 + 0.01, x + w, 0.44, 0.5, d0, d1 - 0.22, shade(color, 0.04)),
    box(r, x - 0.2, x, 0.1, 0.62, d0, d1, shade(color, -0.03)),
    box(r, x + w, x + w + 0.2, 0.1, 0.62, d0, d1, shade(color, -0.03)),
    box(r, x - 0.1, x + w + 0.1, 0, 0.1, d0 + 0.05, d1 - 0.05, "#3b3029"),
  ].join("");
}

function rug(r: Room, x0: number, x1: number, d0: number, d1: number, color: string) {
  return (
    face(
      r,
      [
        [x0, 0, d0],
        [x1, 0, d0],
        [x1, 0, d1],
        [x0, 0, d1],
      ],
      color,
    ) +
    face(
      r,
      [
        [x0 + 0.12, 0, d0 + 0.12],
        [x1 - 0.12, 0, d0 + 0.12],
        [x1 - 0.12, 0, d1 - 0.12],
        [x0 + 0.12, 0, d1 - 0.12],
      ],
      "none",
      `stroke="${shade(color, -0.15)}" stroke-width="4"`,
    )
  );
}

function plant(r: Room, x: number, d: number, pot: string) {
  const [cx, cy] = r.p([x, 0.5, d]);
  const k = r.k(d) / PX_PER_M;
  return [
    box(r, x - 0.17, x + 0.17, 0, 0.42, d - 0.17, d + 0.17, pot),
    ellipse(cx - 60 * k, cy - 70 * k, 70 * k, 95 * k, "#4e7f3c"),
    ellipse(cx + 55 * k, cy - 60 * k, 65 * k, 85 * k, "#5b8f45"),
    ellipse(cx, cy - 130 * k, 70 * k, 100 * k, "#68a04f"),
  ].join("");
}

/** Framed abstract art on the back wall. */
function wallArt(r: Room, x: number, y: number, w: number, h: number, colors: string[]) {
  const [ax, ay, pw, ph] = onBackWall(r, x, y, w, h);
  return [
    rect(ax - 6, ay - 6, pw + 12, ph + 12, "#2b2b2b"),
    rect(ax, ay, pw, ph, "#f4f1ea"),
    circle(ax + pw * 0.35, ay + ph * 0.45, Math.min(pw, ph) * 0.24, colors[0]),
    rect(ax + pw * 0.45, ay + ph * 0.3, pw * 0.4, ph * 0.5, colors[1], `opacity="0.85"`),
    rect(ax + pw * 0.15, ay + ph * 0.75, pw * 0.7, ph * 0.06, colors[2]),
  ].join("");
}

/** Subway tiles over a rectangle in pixels, tiles `tw` pixels wide. */
function subwayTile(x: number, y: number, w: number, h: number, tile: string, tw: number) {
  const [odd, even] = bondRects(x, y, w, h, tw, tw / 2, Math.max(1.5, tw / 40), true);
  return (
    rect(x, y, w, h, shade(tile, -0.14)) +
    `<path d="${odd}" fill="${tile}"/><path d="${even}" fill="${shade(tile, -0.02)}"/>`
  );
}

/** Square tiles over a rectangle in pixels. */
function gridTile(x: number, y: number, w: number, h: number, tile: string, size: number) {
  const [odd, even] = bondRects(x, y, w, h, size, size, Math.max(1.5, size / 24), false);
  return rect(x, y, w, h, shade(tile, -0.15)) + `<path d="${odd + even}" fill="${tile}"/>`;
}

/** A living room: the scene for painters, flooring and drywall crews. */
function livingRoom(
  svg: Svg,
  rng: Rng,
  o: { wall: string; side: string; floor: "wood" | "carpet" | "concrete"; wood?: string; sofa: boolean },
) {
  const r = makeRoom(rng, rng.range(3.6, 4.4), 4.05, 4.2);
  const floorColor =
    o.floor === "carpet" ? rng.pick(["#b9afa0", "#a7a9a4"]) : o.floor === "concrete" ? "#a8a39a" : "#a67c52";
  roomShell(svg, r, { wall: o.wall, side: o.side, ceiling: "#fbfaf7", floor: floorColor });
  if (o.floor === "wood") svg.add(woodFloor(r, rng, o.wood ?? rng.pick(WOOD)));
  const winLeft = rng.chance(0.5);
  const winX = winLeft ? rng.range(0.35, 0.8) : rng.range(2.2, 2.6);
  svg.add(baseboards(r, "#ffffff"), backWindow(svg, r, winX, 0.85, 1.25, 1.45, "#ffffff"), ceilingLights(r));
  const artX = winLeft ? rng.range(2.45, 2.8) : rng.range(0.5, 0.9);
  svg.add(wallArt(r, artX, 1.35, 0.8, 0.6, [rng.pick(PAINT_COLORS), rng.pick(PAINT_COLORS), "#2b2b2b"]));
  if (o.sofa) {
    const sx = winLeft ? 2.1 : 0.45;
    svg.add(rug(r, sx - 0.3, sx + 2.0, r.depth - 2.6, r.depth - 0.4, rng.pick(["#d9cbb5", "#c9d3d9", "#b9a99a"])));
    svg.add(sofa(r, sx, 1.7, rng.pick(["#d8d2c8", "#5d6d7e", "#c2a77f", "#7a8c6e"])));
    svg.add(
      floorShadow(r, sx + 0.35, sx + 1.35, r.depth - 2.1, r.depth - 1.5),
      box(r, sx + 0.35, sx + 1.35, 0.36, 0.42, r.depth - 2.1, r.depth - 1.5, "#6b4f3a"),
    );
    svg.add(
      box(r, sx + 0.4, sx + 0.46, 0, 0.36, r.depth - 2.05, r.depth - 1.99, "#4a3828"),
      box(r, sx + 1.24, sx + 1.3, 0, 0.36, r.depth - 2.05, r.depth - 1.99, "#4a3828"),
    );
  }
  svg.add(plant(r, winLeft ? 0.35 : r.width - 0.35, r.depth - 0.4, rng.pick(["#e9e6df", "#c46a4a", "#2f3437"])));
  return r;
}

// ---- One scene per trade ----

/** Draws a scene; says "interior" for rooms, which the time of day does not tint. */
type Scene = (svg: Svg, rng: Rng, time: Time) => "interior" | void;

/** A house in a yard, drawn a little larger than life-size coordinates so that it fills the frame. */
function houseScene(
  svg: Svg,
  rng: Rng,
  time: Time,
  over: Partial<HouseOpts> = {},
  extras: { flowers?: boolean; lamp?: boolean; sidewalk?: boolean; inside?: (o: HouseOpts) => void } = {},
) {
  const horizon = rng.range(600, 650);
  landscape(svg, rng, time, horizon, time.grass, "hills");
  const ground = rng.range(890, 920);
  const o = randomHouse(rng, ground, over);
  const s = rng.range(1.12, 1.24);
  // Picture x of a point given in the house's own coordinates.
  const X = (x: number) => o.cx + (x - o.cx) * s;
  const x0 = X(o.cx - o.width / 2);
  const x1 = X(o.cx + o.width / 2);
  const garage: [number, number] | null = o.garage
    ? o.garage === "left"
      ? [X(o.cx - o.width / 2 - 290), X(o.cx - o.width / 2)]
      : [x1, X(o.cx + o.width / 2 + 290)]
    : null;
  yardTrees(svg, rng, time, horizon + 40, [
    Math.min(x0, garage?.[0] ?? x0) - 180,
    Math.max(x1, garage?.[1] ?? x1) + 180,
  ]);
  svg.add(
    `<g transform="translate(${f(o.cx)} ${f(ground)}) scale(${Math.round(s * 100) / 100}) translate(${f(-o.cx)} ${f(-ground)})">`,
  );
  house(svg, rng, time, o);
  extras.inside?.(o);
  svg.add(`</g>`);
  const sidewalk = extras.sidewalk ?? rng.chance(0.6);
  if (sidewalk) {
    svg.add(rect(0, H - 86, W, 40, shade("#d3cec4", -time.dim)), rect(0, H - 88, W, 3, shade("#aaa59a", -time.dim)));
    for (let x = 70; x < W; x += 150) svg.add(line(x, H - 86, x - 4, H - 46, shade("#aaa59a", -time.dim), 2));
  }
  if (garage) driveway(svg, time, garage[0] + 34 * s, garage[1] - 34 * s, ground, H);
  const doorCx = X(o.cx + (o.garage === "left" ? o.width * 0.18 : o.garage === "right" ? -o.width * 0.18 : 0));
  svg.add(
    poly(
      [
        [doorCx - 48, ground + 18],
        [doorCx + 48, ground + 18],
        [doorCx + 78, H],
        [doorCx - 78, H],
      ],
      shade("#c9bfae", -time.dim),
    ),
  );
  foundationPlanting(svg, rng, time, x0, doorCx - 100, ground, extras.flowers ?? rng.chance(0.4));
  foundationPlanting(svg, rng, time, doorCx + 100, x1, ground, extras.flowers ?? rng.chance(0.4));
  if (extras.lamp || time.lit) {
    const lx = garage ? (o.garage === "left" ? Math.min(x1 + 110, W - 120) : Math.max(x0 - 130, 40)) : x1 + 110;
    svg.add(lampPost(lx, H - 30, time.lit, 280));
  }
  return { o, ground, horizon, s, X, x0, x1, garage, doorCx };
}

function commercialScene(svg: Svg, rng: Rng, time: Time, over: Partial<CommercialOpts> = {}) {
  const horizon = rng.range(620, 680);
  landscape(svg, rng, time, horizon, time.grass, rng.chance(0.5) ? "city" : "hills");
  const ground = rng.range(880, 910);
  const o = randomCommercial(rng, ground, over);
  yardTrees(svg, rng, time, horizon + 30, [o.cx - o.width / 2 - 200, o.cx + o.width / 2 + 200]);
  commercial(svg, rng, time, o);
  streetFront(svg, time, ground + 4);
  for (const x of [o.cx - o.width / 2 - 100, o.cx + o.width / 2 + 60]) svg.add(lampPost(x, ground + 14, time.lit, 320));
  return { o, ground, horizon };
}

const CHROME = "#c3c9cf";

/** A finished bathroom: tiled floor and walls, a wall-hung sink with its chrome trap, a toilet, a glass shower. */
function bathroom(svg: Svg, rng: Rng) {
  const r = makeRoom(rng, rng.range(2.5, 2.9), rng.range(3.0, 3.3), 5, 0.37);
  const w = r.width;
  const d = r.depth;
  const wall = rng.pick(["#eef0ec", "#e9edf0", "#f1ede6"]);
  const tile = rng.pick(["#ffffff", "#d6e6ec", "#e9e3d8", "#cfe0d6", "#dfe4e8"]);
  roomShell(svg, r, { wall, side: shade(wall, -0.04), ceiling: "#f8f8f6", floor: "#cfd3d6" });
  svg.add(tileFloor(r, rng.pick(["#bfc5ca", "#c9c2b6", "#9aa3ab", "#d8d2c6"]), "#eceeef", 0.4));
  const tileW = r.k(d) * 0.2;
  const showerX = w - 1.1;
  svg.add(
    subwayTile(...onBackWall(r, 0, 0, w, 1.2), tile, tileW),
    subwayTile(...onBackWall(r, showerX, 0, w - showerX, 2.2), tile, tileW),
    face(
      r,
      [
        [w, 2.2, d - 1.0],
        [w, 2.2, d],
        [w, 0, d],
        [w, 0, d - 1.0],
      ],
      shade(tile, -0.05),
    ),
  );
  // Grout lines of the shower's side wall, in perspective.
  for (let y = 0.1; y < 2.2; y += 0.1)
    svg.add(line(...r.p([w, y, d - 1.0]), ...r.p([w, y, d]), shade(tile, -0.2), 1.5));
  for (let z = d - 1.0; z < d; z += 0.2) svg.add(line(...r.p([w, 0, z]), ...r.p([w, 2.2, z]), shade(tile, -0.2), 1.5));
  // Shower head, arm and valve, then the tray.
  const k = r.k(d);
  const [hx, hy] = r.p([showerX + 0.6, 2.05, d]);
  const [, vy] = r.p([showerX + 0.6, 1.1, d]);
  svg.add(
    line(hx, hy, hx, vy, CHROME, 0.03 * k),
    rect(hx - 0.22 * k, hy - 0.02 * k, 0.24 * k, 0.03 * k, CHROME),
    ellipse(hx - 0.22 * k, hy + 0.03 * k, 0.12 * k, 0.035 * k, "#dfe3e6"),
    circle(hx, vy, 0.07 * k, CHROME),
    rect(hx - 0.01 * k, vy - 0.02 * k, 0.12 * k, 0.03 * k, "#dfe3e6"),
    box(r, showerX, w, 0, 0.05, d - 1.0, d, "#f4f4f2"),
  );
  // Mirror with a light bar over the sink.
  const sx = 0.75;
  const [mx, my, mw, mh] = onBackWall(r, sx - 0.38, 1.25, 0.76, 0.72);
  svg.add(
    rect(mx - 5, my - 5, mw + 10, mh + 10, "#8c9399", `rx="10"`),
    rect(
      mx,
      my,
      mw,
      mh,
      svg.vgrad([
        [0, "#e3ecf0"],
        [1, "#b7c6cf"],
      ]),
      `rx="8"`,
    ),
    poly(
      [
        [mx + mw * 0.15, my + mh],
        [mx + mw * 0.55, my],
        [mx + mw * 0.7, my],
        [mx + mw * 0.3, my + mh],
      ],
      "#ffffff",
      `opacity="0.35"`,
    ),
    rect(...onBackWall(r, sx - 0.3, 2.06, 0.6, 0.05), "#f7f1dc"),
  );
  // Exposed chrome supply lines with stop valves, and the P-trap, under a wall-hung basin.
  const pd = d - 0.12;
  const P = (x: number, y: number) => r.p([x, y, pd]).map(f).join(" ");
  const pk = r.k(pd);
  svg.add(
    `<path d="M${P(sx, 0.8)}L${P(sx, 0.5)}Q${P(sx, 0.4)} ${P(sx + 0.09, 0.4)}Q${P(sx + 0.18, 0.4)} ${P(sx + 0.18, 0.5)}` +
      `L${P(sx + 0.18, 0.56)}L${P(sx + 0.4, 0.56)}" fill="none" stroke="${CHROME}" stroke-width="${f(0.045 * pk)}" ` +
      `stroke-linecap="round" stroke-linejoin="round"/>`,
    line(...r.p([sx - 0.2, 0.8, pd]), ...r.p([sx - 0.2, 0.42, pd]), CHROME, 0.014 * pk),
    line(...r.p([sx + 0.22, 0.8, pd]), ...r.p([sx + 0.22, 0.66, pd]), CHROME, 0.014 * pk),
    circle(...r.p([sx - 0.2, 0.4, pd]), 0.03 * pk, "#dfe3e6"),
    circle(...r.p([sx + 0.22, 0.64, pd]), 0.03 * pk, "#dfe3e6"),
    box(r, sx - 0.35, sx + 0.35, 0.78, 0.9, d - 0.48, d, "#fbfbfb"),
    face(
      r,
      [
        [sx - 0.28, 0.9, d - 0.42],
        [sx + 0.28, 0.9, d - 0.42],
        [sx + 0.28, 0.9, d - 0.1],
        [sx - 0.28, 0.9, d - 0.1],
      ],
      "#e4e8eb",
    ),
    line(...r.p([sx, 0.9, d - 0.06]), ...r.p([sx, 1.08, d - 0.06]), CHROME, 0.03 * k),
    line(...r.p([sx, 1.08, d - 0.06]), ...r.p([sx, 1.08, d - 0.2]), CHROME, 0.025 * k),
  );
  // Toilet: the tank against the wall, a pedestal and an oval seat.
  const tc = (sx + 0.35 + showerX) / 2;
  const [seatX, seatY] = r.p([tc, 0.42, d - 0.43]);
  const [, seatFront] = r.p([tc, 0.42, d - 0.68]);
  const [, seatBack] = r.p([tc, 0.42, d - 0.18]);
  const sk = r.k(d - 0.43);
  svg.add(
    floorShadow(r, tc - 0.2, tc + 0.2, d - 0.7, d),
    box(r, tc - 0.21, tc + 0.21, 0.42, 0.8, d - 0.2, d, "#fbfbfb"),
    box(r, tc - 0.22, tc + 0.22, 0.8, 0.83, d - 0.22, d, "#ffffff"),
    poly(
      [
        r.p([tc - 0.17, 0.4, d - 0.5]),
        r.p([tc + 0.17, 0.4, d - 0.5]),
        r.p([tc + 0.11, 0, d - 0.42]),
        r.p([tc - 0.11, 0, d - 0.42]),
      ],
      "#eeeeee",
    ),
    ellipse(seatX, seatY, 0.2 * sk, (seatFront - seatBack) / 2, "#ffffff", `stroke="#d5d9dc" stroke-width="2"`),
    ellipse(seatX, seatY + 2, 0.13 * sk, (seatFront - seatBack) / 3.2, "#e2e7ea"),
    rect(...onBackWall(r, tc + 0.08, 0.74, 0.08, 0.02), CHROME),
  );
  // Glass panels of the shower, and a bath mat.
  svg.add(
    face(
      r,
      [
        [showerX + 0.45, 2.0, d - 1.0],
        [w, 2.0, d - 1.0],
        [w, 0.05, d - 1.0],
        [showerX + 0.45, 0.05, d - 1.0],
      ],
      "#d6ecf3",
      `opacity="0.35" stroke="#a9b4bb" stroke-width="5"`,
    ),
    face(
      r,
      [
        [showerX, 2.0, d - 1.0],
        [showerX, 2.0, d],
        [showerX, 0.05, d],
        [showerX, 0.05, d - 1.0],
      ],
      "#d6ecf3",
      `opacity="0.3" stroke="#a9b4bb" stroke-width="4"`,
    ),
    rug(r, showerX - 0.05, showerX + 0.6, d - 1.7, d - 1.15, rng.pick(["#7a9e9f", "#c9b79c", "#8b9dc3"])),
  );
}

/** A kitchen: tiled floor, a tiled backsplash, stone counters and an island. */
function kitchen(svg: Svg, rng: Rng) {
  const r = makeRoom(rng, rng.range(3.6, 4.2), 3.6, 4.5);
  const w = r.width;
  const d = r.depth;
  const wall = rng.pick(["#f0ede7", "#e7ebec", "#ecebe5"]);
  roomShell(svg, r, { wall, side: shade(wall, -0.04), ceiling: "#fbfaf7", floor: "#cfc7ba" });
  svg.add(
    tileFloor(
      r,
      rng.pick(["#d7cfc2", "#c3c7c9", "#b9ad9c", "#e3ddd2"]),
      rng.pick(["#f1ede6", "#8f8a82"]),
      rng.pick([0.45, 0.6]),
    ),
  );
  const tile = rng.pick(["#ffffff", "#cfe0e6", "#2f5d6e", "#e6dccb", "#9bb3a6"]);
  const cab = rng.pick(["#3e5566", "#f2f0ea", "#6e7f63", "#2f3437", "#d9d4c8"]);
  const stone = rng.pick(["#efefec", "#2b2d31", "#d8d3ca"]);
  const splash = onBackWall(r, 0, 0.92, w, 0.55);
  svg.add(
    rng.chance(0.6) ? subwayTile(...splash, tile, r.k(d) * 0.15) : gridTile(...splash, tile, r.k(d) * 0.1),
    backWindow(svg, r, w / 2 - 0.475, 1.1, 0.95, 0.9, "#ffffff"),
  );
  // Upper cabinets either side of the window.
  for (const [a, b] of [
    [0, w / 2 - 0.65],
    [w / 2 + 0.65, w],
  ]) {
    svg.add(box(r, a, b, 1.5, 2.25, d - 0.35, d, cab));
    for (let x = a; x < b - 0.05; x += (b - a) / Math.round((b - a) / 0.45)) {
      const dw = (b - a) / Math.round((b - a) / 0.45);
      const [ax, ay] = r.p([x + 0.02, 2.23, d - 0.35]);
      const [bx, by] = r.p([x + dw - 0.02, 1.52, d - 0.35]);
      svg.add(rect(ax, ay, bx - ax, by - ay, "none", `stroke="${shade(cab, -0.18)}" stroke-width="2.5"`));
    }
  }
  // Base cabinets, doors and pulls, the counter and the sink.
  svg.add(box(r, 0, w, 0, 0.1, d - 0.55, d, "#2f2a26"), box(r, 0, w, 0.1, 0.88, d - 0.6, d, cab));
  const n = Math.round(w / 0.5);
  for (let i = 0; i < n; i++) {
    const [ax, ay] = r.p([(i * w) / n + 0.02, 0.86, d - 0.6]);
    const [bx, by] = r.p([((i + 1) * w) / n - 0.02, 0.12, d - 0.6]);
    svg.add(
      rect(ax, ay, bx - ax, by - ay, shade(cab, 0.04), `stroke="${shade(cab, -0.18)}" stroke-width="2"`),
      rect(ax + (bx - ax) * 0.3, ay + 12, (bx - ax) * 0.4, 5, "#b9bec3", `rx="2"`),
    );
  }
  svg.add(
    box(r, 0, w, 0.88, 0.92, d - 0.63, d, stone),
    face(
      r,
      [
        [w / 2 - 0.3, 0.92, d - 0.5],
        [w / 2 + 0.3, 0.92, d - 0.5],
        [w / 2 + 0.3, 0.92, d - 0.12],
        [w / 2 - 0.3, 0.92, d - 0.12],
      ],
      "#9aa1a7",
    ),
    `<path d="M${r
      .p([w / 2, 0.92, d - 0.06])
      .map(f)
      .join(" ")}L${r
      .p([w / 2, 1.25, d - 0.06])
      .map(f)
      .join(" ")}Q${r
      .p([w / 2, 1.33, d - 0.06])
      .map(f)
      .join(" ")} ${r
      .p([w / 2, 1.33, d - 0.2])
      .map(f)
      .join(" ")}L${r
      .p([w / 2, 1.22, d - 0.3])
      .map(f)
      .join(" ")}" fill="none" stroke="${CHROME}" stroke-width="${f(0.025 * r.k(d))}" stroke-linecap="round"/>`,
  );
  // Island with a stone top, and pendant lights over it.
  const i0 = d - 2.4;
  const i1 = d - 1.5;
  svg.add(
    floorShadow(r, w / 2 - 0.92, w / 2 + 0.92, i0, i1),
    box(r, w / 2 - 0.92, w / 2 + 0.92, 0, 0.1, i0 + 0.05, i1 - 0.05, "#2f2a26"),
    box(r, w / 2 - 0.92, w / 2 + 0.92, 0.1, 0.9, i0, i1, cab),
    box(r, w / 2 - 0.97, w / 2 + 0.97, 0.9, 0.94, i0 - 0.05, i1 + 0.05, stone),
  );
  for (const x of [w / 2 - 0.5, w / 2 + 0.5]) {
    const [ax, ay] = r.p([x, 2.7, (i0 + i1) / 2]);
    const [bx, by] = r.p([x, 1.75, (i0 + i1) / 2]);
    const pk = r.k((i0 + i1) / 2);
    svg.add(
      line(ax, ay, bx, by, "#333333", 2),
      `<path d="M${f(bx - 0.14 * pk)} ${f(by + 0.14 * pk)}Q${f(bx - 0.14 * pk)} ${f(by)} ${f(bx)} ${f(by)}Q${f(bx + 0.14 * pk)} ${f(by)} ${f(bx + 0.14 * pk)} ${f(by + 0.14 * pk)}Z" fill="${rng.pick(["#2f3437", "#c9a227"])}"/>`,
      ellipse(bx, by + 0.14 * pk, 0.14 * pk, 0.025 * pk, "#fff4cf"),
    );
  }
}

/** A level excavated pit with an excavator on its rim and a spoil pile. */
function pitScene(svg: Svg, rng: Rng, time: Time) {
  const horizon = rng.range(600, 640);
  const dirt = rng.pick(["#b48a5e", "#a47b52", "#c09a6c"]);
  landscape(svg, rng, time, horizon, dirt, "hills");
  dirtGround(svg, rng, time, horizon, dirt);
  const far = rng.range(730, 760);
  const near = rng.range(960, 990);
  const a = rng.range(300, 420);
  const b = a + rng.range(680, 760);
  const depth = 130;
  const wallC = shade(dirt, -0.28 - time.dim);
  svg.add(
    // Pit floor and its far wall (the wall facing us), then the side walls.
    poly(
      [
        [a - 40, near],
        [b + 40, near],
        [b, far],
        [a, far],
      ],
      shade(dirt, -0.38 - time.dim),
    ),
    poly(
      [
        [a, far],
        [b, far],
        [b - 30, far + depth],
        [a + 30, far + depth],
      ],
      wallC,
    ),
    poly(
      [
        [a, far],
        [a + 30, far + depth],
        [a + 10, near],
        [a - 40, near],
      ],
      shade(dirt, -0.2 - time.dim),
    ),
    poly(
      [
        [b, far],
        [b - 30, far + depth],
        [b - 10, near],
        [b + 40, near],
      ],
      shade(dirt, -0.33 - time.dim),
    ),
    poly(
      [
        [a + 30, far + depth],
        [b - 30, far + depth],
        [b - 10, near],
        [a + 10, near],
      ],
      shade("#b7b1a5", -0.15 - time.dim),
    ),
  );
  // Gravel base in the pit, and forms along its bottom edge.
  for (let x = a + 60; x < b - 40; x += 46)
    svg.add(
      circle(
        x + rng.range(-10, 10),
        rng.range(far + depth + 30, near - 20),
        rng.range(3, 6),
        shade("#8d877b", -time.dim),
      ),
    );
  svg.add(line(a + 30, far + depth, b - 30, far + depth, shade("#d9b98a", -time.dim), 8));
  svg.add(moundOf(Math.max(a - 120, 180), far + 10, 440, 170, shade(dirt, -0.04 - time.dim)));
  // The excavator stands on the right rim, its bucket down in the pit.
  svg.add(excavator(b + 200, near - 30, 1.05, rng.pick(["#f2b51d", "#e8a317"]), true));
  svg.add(rect(0, H - 30, W, 30, shade(dirt, -0.1 - time.dim)));
  // Safety cones along the near edge.
  for (const x of [a - 60, b + 60]) {
    svg.add(
      poly(
        [
          [x - 22, near + 40],
          [x + 22, near + 40],
          [x + 6, near - 20],
          [x - 6, near - 20],
        ],
        "#ff6a2b",
      ),
      rect(x - 14, near + 6, 28, 10, "#ffffff"),
      rect(x - 30, near + 38, 60, 8, "#333333"),
    );
  }
}

const SCENES: Record<Trade | "General", Scene> = {
  General: (svg, rng, time) => {
    if (rng.chance(0.5)) commercialScene(svg, rng, time);
    else houseScene(svg, rng, time);
  },
  Electrical: (svg, rng, time) => {
    if (rng.chance(0.6)) {
      const { ground, garage, x1 } = houseScene(
        svg,
        rng,
        time,
        { roof: "hip", roofDetail: "solar", stories: 2 },
        { lamp: true },
      );
      // EV charger on a post by the drive.
      const cx = garage ? (garage[0] < x1 ? garage[0] - 60 : garage[1] + 20) : x1 + 40;
      svg.add(
        rect(cx, ground - 130, 44, 120, "#e8ecef", `rx="8"`),
        rect(cx + 9, ground - 112, 26, 34, "#2aa36b", `rx="3"`),
        rect(cx + 14, ground - 60, 16, 24, "#30353b", `rx="3"`),
      );
    } else {
      const { o, ground } = commercialScene(svg, rng, time, { canopy: true });
      for (let x = o.cx - o.width / 2 + 80; x < o.cx + o.width / 2 - 40; x += 340)
        svg.add(lampPost(x, ground + 120, time.lit, 360));
    }
  },
  Plumbing: (svg, rng) => {
    bathroom(svg, rng);
    return "interior";
  },
  HVAC: (svg, rng, time) => {
    if (rng.chance(0.65)) {
      commercialScene(svg, rng, time, { rooftop: "units+ducts", height: rng.range(300, 360) });
    } else {
      houseScene(
        svg,
        rng,
        time,
        { garage: null, porch: false },
        {
          inside: (o) => {
            // Condenser on a pad beside the house, its line set running up the wall.
            const x = o.cx + o.width / 2 + 30;
            const g = o.ground;
            svg.add(
              rect(x - 10, g - 8, 190, 18, "#bdb8ae"),
              rect(x, g - 150, 170, 144, shade("#d9dde0", -time.dim), `rx="6"`),
              ellipse(x + 85, g - 150, 66, 8, "#4a4f55"),
            );
            for (let i = 1; i < 13; i++)
              svg.add(line(x + 6, g - 150 + i * 11, x + 164, g - 150 + i * 11, "#aab1b7", 2));
            svg.add(
              `<path d="M${f(x + 6)} ${f(g - 50)}H${f(x - 30)}V${f(g - 230)}" fill="none" stroke="#7c6a55" stroke-width="10"/>`,
            );
          },
        },
      );
    }
  },
  Carpentry: (svg, rng, time) => {
    houseScene(svg, rng, time, {
      porch: true,
      siding: rng.pick(["board", "lap"] as const),
      garage: null,
      stories: 1,
      roof: "gable",
    });
  },
  Masonry: (svg, rng, time) => {
    if (rng.chance(0.6)) {
      houseScene(svg, rng, time, { siding: "brick", chimney: true }, { sidewalk: false });
      // A low brick garden wall with a stone cap along the front, open at the walk and the drive.
      const brick = rng.pick(BRICKS);
      const y = H - 30;
      for (const [a, b] of [
        [-20, rng.range(380, 520)],
        [rng.range(1100, 1240), W + 20],
      ]) {
        svg.add(
          brickWall(a, y - 90, b - a, 90, brick, 1.1),
          rect(a - 10, y - 106, b - a + 20, 18, shade("#c9c1b4", -time.dim)),
        );
      }
    } else {
      commercialScene(svg, rng, time, { brick: true, glazing: "punched" });
    }
  },
  Roofing: (svg, rng, time) => {
    houseScene(svg, rng, time, {
      roofDetail: rng.chance(0.75) ? "shingles" : "metal",
      stories: 1,
      roof: rng.chance(0.6) ? "hip" : "gable",
      chimney: rng.chance(0.5),
    });
  },
  Painting: (svg, rng, time) => {
    if (rng.chance(0.55)) {
      houseScene(
        svg,
        rng,
        time,
        { wall: rng.pick(PAINT_COLORS), trim: "#ffffff", siding: rng.pick(["lap", "board"] as const), shutters: null },
        { flowers: true },
      );
      return;
    }
    // A freshly painted living room: an accent wall in a strong colour.
    livingRoom(svg, rng, {
      wall: rng.pick(PAINT_COLORS),
      side: rng.pick(["#f1eee8", "#eaeeea", "#f3efe7"]),
      floor: "wood",
      sofa: true,
    });
    return "interior";
  },
  Flooring: (svg, rng) => {
    const wall = rng.pick(["#ece8e1", "#e6e9e6", "#efe9df"]);
    livingRoom(svg, rng, { wall, side: shade(wall, -0.03), floor: "wood", sofa: rng.chance(0.6) });
    return "interior";
  },
  Drywall: (svg, rng) => {
    const wall = rng.pick(["#f2f0eb", "#eceee9", "#f0ece6"]);
    const r = livingRoom(svg, rng, {
      wall,
      side: shade(wall, -0.03),
      floor: rng.chance(0.5) ? "wood" : "concrete",
      sofa: false,
    });
    // A cased opening in the left wall.
    svg.add(
      face(
        r,
        [
          [0, 2.1, 0.9],
          [0, 2.1, 1.9],
          [0, 0, 1.9],
          [0, 0, 0.9],
        ],
        "#d9d3c7",
      ),
      face(
        r,
        [
          [0, 2.1, 0.85],
          [0, 2.1, 0.9],
          [0, 0, 0.9],
          [0, 0, 0.85],
        ],
        "#ffffff",
      ),
      face(
        r,
        [
          [0, 2.15, 0.85],
          [0, 2.15, 1.95],
          [0, 2.1, 1.95],
          [0, 2.1, 0.85],
        ],
        "#ffffff",
      ),
    );
    return "interior";
  },
  Landscaping: (svg, rng, time) => {
    const { ground, doorCx } = houseScene(svg, rng, time, { garage: null }, { flowers: true, sidewalk: false });
    // Mowing stripes, a curved stepping-stone path, and flower beds.
    let stripes = "";
    for (let i = 0; i < 14; i++) {
      const x = i * 160 - 300;
      stripes += poly(
        [
          [x, ground + 30],
          [x + 80, ground + 30],
          [x + 40 + 80 * 2.2, H],
          [x - 40 + 80 * 1.2, H],
        ],
        shade(time.grass, 0.08),
        `opacity="0.5"`,
      );
    }
    svg.add(`<g ${svg.clip(rect(0, ground + 30, W, H, "#000"))}>${stripes}</g>`);
    svg.add(rect(doorCx - 100, ground + 18, 200, H - ground, time.grass));
    let path = "";
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      const y = ground + 34 + t * (H - ground - 40);
      const x = doorCx + Math.sin(t * 3) * 120;
      path +=
        ellipse(x, y + 3, 50 + t * 40, 12 + t * 10, "#b8ae9d") + ellipse(x, y, 48 + t * 38, 10 + t * 9, "#d9d1c3");
    }
    svg.add(path);
    for (const x of [180, W - 180]) {
      svg.add(
        ellipse(x, H - 90, 200, 56, shade("#6b4a33", -time.dim)),
        bush(x - 90, H - 84, 0.9, "#4f7d3a", "#e86a7a"),
        bush(x + 80, H - 88, 0.9, "#4f7d3a", "#f2c14e"),
        bush(x, H - 70, 1, "#4f7d3a", "#ffffff"),
      );
    }
  },
  Concrete: (svg, rng, time) => {
    if (rng.chance(0.5)) {
      const { ground } = commercialScene(svg, rng, time, { canopy: true });
      // A wide plaza of saw-cut slabs in front of the building.
      const c = shade("#d2cdc3", -time.dim);
      svg.add(rect(0, ground + 4, W, H - ground, c));
      for (let i = -8; i < 18; i++)
        svg.add(line(800 + (i - 5) * 70, ground + 4, 800 + (i - 5) * 260, H, shade(c, -0.18), 2.5));
      for (const y of [ground + 40, ground + 100, H - 30]) svg.add(line(0, y, W, y, shade(c, -0.18), 2.5));
    } else {
      houseScene(svg, rng, time, { garage: rng.pick(["left", "right"] as const) }, { sidewalk: true });
    }
  },
  Excavation: pitScene,
  Demolition: (svg, rng, time) => {
    const horizon = rng.range(640, 680);
    const dirt = rng.pick(["#a89a86", "#9c8f7d"]);
    landscape(svg, rng, time, horizon, dirt, "city");
    // Neighbouring buildings on both sides, the lot between them cleared and graded.
    svg.add(
      rect(-20, 380, 340, 560, shade("#b9a48c", -time.dim)),
      rect(1290, 420, 340, 520, shade("#9aa5ad", -time.dim)),
    );
    for (let y = 420; y < 860; y += 90)
      for (let x = 20; x < 300; x += 90) svg.add(windowShape(svg, x, y, 50, 56, "#e9e4da", time));
    for (let y = 460; y < 860; y += 90)
      for (let x = 1330; x < 1600; x += 90) svg.add(windowShape(svg, x, y, 50, 56, "#e9e4da", time));
    svg.add(rect(0, 880, W, H - 880, shade(dirt, -0.05 - time.dim)));
    dirtGround(svg, rng, time, 890, dirt);
    svg.add(
      moundOf(560, 930, 380, 110, shade("#8a8478", -time.dim)),
      moundOf(1060, 940, 280, 80, shade("#9a9286", -time.dim)),
    );
    for (let i = 0; i < 14; i++)
      svg.add(
        rect(
          rng.range(420, 700),
          rng.range(850, 920),
          rng.range(16, 40),
          rng.range(8, 16),
          shade("#7d776c", rng.range(-0.1, 0.1) - time.dim),
          `transform="rotate(${f(rng.range(-30, 30))} 560 900)"`,
        ),
      );
    svg.add(excavator(880, 990, 1.05, rng.pick(["#f2b51d", "#e8a317"]), true));
    siteFence(svg, H - 4);
  },
  Insulation: (svg, rng, time) => {
    // A house cut open on one side: pink batts between studs, blown-in insulation in the attic.
    houseScene(
      svg,
      rng,
      time,
      { roof: "gable", stories: 1, garage: null, siding: "lap", chimney: false, porch: false },
      {
        inside: (o) => {
          const x1 = o.cx + o.width / 2;
          const top = o.ground - 200;
          const cutX = x1 - o.width * 0.36;
          const pink = "#f2a7b4";
          svg.add(rect(cutX, top + 4, x1 - cutX - 4, 182, "#8d6b4a"));
          for (let x = cutX + 6; x < x1 - 30; x += 56) {
            svg.add(rect(x + 10, top + 10, 40, 170, pink));
            for (let y = top + 20; y < top + 175; y += 22) {
              svg.add(`<path d="M${f(x + 12)} ${f(y)}q9 -8 18 0t18 0" fill="none" stroke="#d9818f" stroke-width="3"/>`);
            }
          }
          // The attic above the cut, under the roof line.
          const peak = top - 200;
          const yAt = (x: number) => top + 6 + ((peak - top - 6) * (x1 + 34 - x)) / (x1 + 34 - o.cx);
          svg.add(
            poly(
              [
                [cutX, top + 2],
                [x1 + 20, top + 2],
                [cutX, yAt(cutX) + 10],
              ],
              "#8d6b4a",
            ),
          );
          const bumps = Array.from({ length: 10 }, (_, i) => {
            const xa = cutX + ((i + 0.5) * (x1 - cutX)) / 10;
            const xb = cutX + ((i + 1) * (x1 - cutX)) / 10;
            return `Q${f(xa)} ${f(top - 44)} ${f(xb)} ${f(top - 26)}`;
          }).join("");
          svg.add(
            `<path d="M${f(cutX)} ${f(top + 2)}L${f(cutX)} ${f(top - 26)}${bumps}L${f(x1 + 10)} ${f(top + 2)}Z" fill="${pink}"/>`,
          );
          for (let x = cutX + 50; x < x1; x += 60)
            svg.add(line(x, top + 2, x, Math.max(yAt(x) + 12, top - 200), "#6b4f36", 6, `opacity="0.8"`));
          svg.add(
            line(cutX, top + 2, cutX, yAt(cutX) + 10, "#6b4f36", 10),
            line(cutX, top + 2, x1, top + 2, "#6b4f36", 10),
          );
        },
      },
    );
  },
  "Glass & Glazing": (svg, rng, time) => {
    commercialScene(svg, rng, time, {
      glazing: "curtain",
      height: rng.range(420, 480),
      brick: false,
      canopy: true,
      facade: rng.pick(["#c8ccd0", "#9aa5ad", "#3b4148"]),
    });
  },
  "Steel & Metal Work": (svg, rng, time) => {
    const horizon = rng.range(640, 680);
    landscape(svg, rng, time, horizon, "#a9a294", "city");
    const ground = rng.range(890, 920);
    svg.add(rect(0, ground - 10, W, H - ground + 10, shade("#b9b3a7", -time.dim)));
    const steel = rng.pick(["#8a3b2e", "#4a5561", "#2f5d7c"]);
    const bays = rng.int(5, 6);
    const floors = rng.int(3, 4);
    const bw = 180;
    const fh = 140;
    const x0 = (W - bays * bw) / 2 - rng.range(40, 120);
    svg.add(crane(x0 + bays * bw + rng.range(60, 140), ground, floors * fh + 180, "#f2b51d", true));
    svg.add(rect(x0 - 40, ground - 14, bays * bw + 80, 24, "#a9a49a"));
    for (let fl = 1; fl <= floors; fl++) {
      const y = ground - fl * fh;
      svg.add(
        rect(x0 - 10, y - 10, bays * bw + 20, 20, steel),
        rect(x0 - 10, y - 10, bays * bw + 20, 4, shade(steel, 0.25)),
      );
      if (fl < floors) svg.add(rect(x0, y + 10, bays * bw, 8, "#9aa0a6", `opacity="0.6"`));
    }
    for (let b = 0; b <= bays; b++) {
      svg.add(
        rect(x0 + b * bw - 10, ground - floors * fh - 10, 20, floors * fh + 10, shade(steel, -0.1)),
        rect(x0 + b * bw - 3, ground - floors * fh - 10, 6, floors * fh + 10, shade(steel, -0.3)),
      );
    }
    for (const b of [0, bays - 1]) {
      for (let fl = 0; fl < floors; fl++) {
        const y = ground - fl * fh;
        svg.add(
          line(x0 + b * bw + 10, y, x0 + (b + 1) * bw - 10, y - fh, shade(steel, 0.1), 6),
          line(x0 + (b + 1) * bw - 10, y, x0 + b * bw + 10, y - fh, shade(steel, 0.1), 6),
        );
      }
    }
    // A beam on its way up, hanging from the crane hook.
    svg.add(rect(x0 + bays * bw - 420, ground - floors * fh - 150, 200, 14, steel));
    siteFence(svg, H - 6);
  },
  "Tile & Stone": (svg, rng) => {
    if (rng.chance(0.65)) kitchen(svg, rng);
    else bathroom(svg, rng);
    return "interior";
  },
  Framing: (svg, rng, time) => {
    const horizon = rng.range(620, 660);
    landscape(svg, rng, time, horizon, time.grass, "hills");
    const ground = rng.range(900, 930);
    const wood = rng.pick(["#d9b98a", "#cfae7c", "#e0c294"]);
    const width = rng.range(1000, 1120);
    const x0 = (W - width) / 2 + rng.range(-60, 60);
    const wallH = 330;
    const top = ground - wallH;
    yardTrees(svg, rng, time, horizon + 40, [x0 - 160, x0 + width + 160]);
    svg.add(rect(x0 - 30, ground - 6, width + 60, 40, "#b8b3aa"), rect(x0 - 30, ground + 30, width + 60, 6, "#9d988f"));
    // Gable end: top chord and vertical webs.
    const peak = top - 240;
    svg.add(
      `<polyline points="${pts([
        [x0 - 30, top + 10],
        [x0 + width / 2, peak],
        [x0 + width + 30, top + 10],
      ])}" fill="none" stroke="${shade(wood, -0.05)}" stroke-width="18" stroke-linejoin="round"/>`,
    );
    for (let k = 1; k < 10; k++) {
      const t = k / 10;
      const xl = x0 - 30 + (width / 2 + 30) * t;
      const xr = x0 + width + 30 - (width / 2 + 30) * t;
      const y = top + 10 + (peak - top - 10) * t;
      svg.add(line(xl, y, xl, top, shade(wood, -0.1), 9), line(xr, y, xr, top, shade(wood, -0.1), 9));
    }
    // Studs at 16" centres, with openings for two windows and a door.
    const openings = [
      [x0 + width * 0.12, x0 + width * 0.3, ground - 270, ground - 130],
      [x0 + width * 0.45, x0 + width * 0.56, ground - 270, ground],
      [x0 + width * 0.7, x0 + width * 0.88, ground - 270, ground - 130],
    ];
    for (let x = x0; x <= x0 + width; x += 44) {
      const o = openings.find(([a, b]) => x > a && x < b);
      if (o) {
        svg.add(rect(x - 6, top, 12, o[2] - top, shade(wood, -0.05)));
        if (o[3] < ground) svg.add(rect(x - 6, o[3], 12, ground - o[3], shade(wood, -0.05)));
      } else svg.add(rect(x - 6, top, 12, wallH, wood), rect(x + 2, top, 4, wallH, shade(wood, -0.2)));
    }
    for (const [a, b, t, bottom] of openings) {
      svg.add(
        rect(a - 10, t - 28, b - a + 20, 28, shade(wood, -0.1)),
        rect(a - 6, t, 12, (bottom < ground ? bottom : ground) - t, wood),
        rect(b - 6, t, 12, (bottom < ground ? bottom : ground) - t, wood),
      );
      if (bottom < ground) svg.add(rect(a - 10, bottom, b - a + 20, 12, shade(wood, -0.1)));
    }
    svg.add(rect(x0 - 8, top - 10, width + 16, 20, wood), rect(x0 - 8, ground - 16, width + 16, 16, shade(wood, -0.1)));
    // Sheathing already on one corner, and a lumber stack.
    svg.add(rect(x0 - 8, top + 10, 200, wallH - 26, shade("#c9a86f", -time.dim), `opacity="0.95"`));
    for (let i = 0; i < 7; i++)
      svg.add(rect(rng.chance(0.5) ? 60 : 1240, H - 60 - i * 14, 300, 12, shade(wood, i % 2 ? 0 : -0.08)));
  },
  "Site Prep": (svg, rng, time) => {
    const horizon = rng.range(600, 640);
    const dirt = rng.pick(["#b8976c", "#a98a63"]);
    landscape(svg, rng, time, horizon, time.grass, "hills");
    // A level gravel pad staked out in the cleared field.
    const padTop = horizon + 110;
    svg.add(
      poly(
        [
          [220, padTop],
          [1380, padTop],
          [1640, H],
          [-40, H],
        ],
        shade(dirt, -time.dim),
      ),
    );
    dirtGround(svg, rng, time, padTop, dirt);
    const g: [number, number][] = [
      [380, padTop + 50],
      [1220, padTop + 50],
      [1330, padTop + 210],
      [270, padTop + 210],
    ];
    svg.add(
      poly(g, shade("#b5b1aa", -time.dim)),
      poly(g, "none", `stroke="${shade("#8f8a80", -time.dim)}" stroke-width="4"`),
    );
    for (const [x, y] of g)
      svg.add(
        rect(x - 4, y - 64, 8, 68, "#d9b98a"),
        poly(
          [
            [x + 4, y - 64],
            [x + 38, y - 54],
            [x + 4, y - 44],
          ],
          "#ff6a2b",
        ),
      );
    svg.add(line(380, padTop + 20, 1220, padTop + 20, "#ff6a2b", 2.5, `stroke-dasharray="12 10"`));
    svg.add(bulldozer(rng.range(1120, 1280), H - 70, 1.25, rng.pick(["#f2b51d", "#e8a317"])));
    // Silt fence along the front.
    svg.add(rect(0, H - 40, W, 26, "#2f3136", `opacity="0.85"`));
    for (let x = 30; x < W; x += 140) svg.add(rect(x, H - 56, 8, 56, "#8d6b4a"));
  },
  Fencing: (svg, rng, time) => {
    houseScene(svg, rng, time, { garage: null }, { sidewalk: false });
    const style = rng.pick(["picket", "privacy", "horizontal"] as const);
    const y = H - 16;
    const color = style === "picket" ? "#f7f7f2" : rng.pick(WOOD);
    const gateX = rng.range(640, 820);
    if (style === "picket") {
      for (let x = 0; x < W; x += 36) {
        if (x > gateX - 10 && x < gateX + 130) continue;
        svg.add(
          poly(
            [
              [x, y],
              [x + 24, y],
              [x + 24, y - 130],
              [x + 12, y - 146],
              [x, y - 130],
            ],
            shade(color, -time.dim),
          ),
        );
      }
      svg.add(
        rect(0, y - 112, gateX - 10, 12, shade(color, -0.1 - time.dim)),
        rect(0, y - 44, gateX - 10, 12, shade(color, -0.1 - time.dim)),
      );
      svg.add(
        rect(gateX + 130, y - 112, W, 12, shade(color, -0.1 - time.dim)),
        rect(gateX + 130, y - 44, W, 12, shade(color, -0.1 - time.dim)),
      );
      svg.add(
        rect(gateX - 14, y - 170, 22, 170, shade(color, -0.05 - time.dim)),
        rect(gateX + 120, y - 170, 22, 170, shade(color, -0.05 - time.dim)),
      );
    } else if (style === "privacy") {
      svg.add(rect(0, y - 180, W, 180, shade(color, -time.dim)));
      for (let x = 0; x < W; x += 24) svg.add(line(x, y - 180, x, y, shade(color, -0.22 - time.dim), 2));
      for (let x = 0; x < W; x += 240)
        svg.add(
          rect(x, y - 196, 20, 196, shade(color, -0.12 - time.dim)),
          rect(x - 4, y - 202, 28, 10, shade(color, -0.2 - time.dim)),
        );
      svg.add(rect(0, y - 150, W, 8, shade(color, -0.15 - time.dim), `opacity="0.6"`));
    } else {
      for (let k = 0; k < 7; k++)
        svg.add(rect(0, y - 180 + k * 26, W, 22, shade(color, (k % 2 ? -0.05 : 0.03) - time.dim)));
      for (let x = 0; x < W; x += 260) svg.add(rect(x, y - 192, 18, 192, shade("#2f3437", -time.dim)));
    }
  },
};

/**
 * A 1600×1067 JPEG illustrating a finished job of the trade (a general contractor's job when trade is undefined):
 * sky, landscape, the building and the trade's work, with the time of day and composition picked by the seed.
 */
export async function makeProjectPhoto({ trade, seed }: { trade?: Trade | string; seed: Seed }): Promise<Buffer> {
  const rng = makeRng("photo", trade ?? "gc", seed);
  const timeName: TimeName =
    trade === "Electrical" && rng.chance(0.5)
      ? "dusk"
      : rng.pick(["day", "day", "day", "morning", "golden", "golden", "dusk", "overcast"] as const);
  const time = TIMES[timeName](rng);
  const svg = new Svg(W, H);
  const scene = (SCENES as Record<string, Scene>)[trade ?? "General"] ?? SCENES.General;
  const interior = scene(svg, rng, time) === "interior";
  if (time.tint && !interior) svg.add(rect(0, 0, W, H, time.tint[0], `opacity="${time.tint[1]}"`));
  // A soft vignette, as a camera would give (two linear gradients: a radial one costs a third of the render).
  const edge = interior ? 0.08 : 0.12;
  for (const [x2, y2] of [
    [1, 0],
    [0, 1],
  ]) {
    svg.add(
      rect(
        0,
        0,
        W,
        H,
        svg.vgrad(
          [
            [0, "#000000", edge],
            [0.18, "#000000", 0],
            [0.82, "#000000", 0],
            [1, "#000000", edge],
          ],
          0,
          0,
          x2,
          y2,
        ),
      ),
    );
  }
  return sharp(Buffer.from(svg.toString())).jpeg({ quality: 82, chromaSubsampling: "4:2:0" }).toBuffer();
}

// ---------------------------------------------------------------------------------------------------------------
// Credential documents
// ---------------------------------------------------------------------------------------------------------------

export type CredentialPdfInput = {
  kind: CredentialKind;
  /** What the credential is, e.g. "C-11 Electrical Contractor" or "OSHA 30-Hour Construction". */
  name: string;
  issuer: string;
  number: string;
  /** The company or person the credential belongs to. */
  holder: string;
  /** ISO date (YYYY-MM-DD) or Date; null or undefined when it does not expire (a W-9). */
  expiresOn?: string | Date | null;
};

/** Helvetica (a standard font, no file needed) covers WinAnsi only: fold accents and replace anything else. */
function winAnsi(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

const longDate = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
const shortDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, "0")}/${String(d.getUTCDate()).padStart(2, "0")}/${d.getUTCFullYear()}`;

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Years a credential of each kind usually runs, to derive its issue date from its expiry. */
const TERM_YEARS: Record<CredentialKind, number> = {
  license: 2,
  insurance: 1,
  bond: 1,
  certification: 3,
  w9: 0,
  other: 1,
};

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

type Color = ReturnType<typeof PdfLib.rgb>;

function rgb(r: number, g: number, b: number): Color {
  if (!pdfLib) throw new Error("pdf-lib is loaded by makeCredentialPdf");
  return pdfLib.rgb(r, g, b);
}

const INK = () => rgb(0.12, 0.14, 0.17);
const MUTED = () => rgb(0.42, 0.45, 0.5);
const RULE = () => rgb(0.75, 0.77, 0.8);

/** Accent colours for the documents, by kind. */
const DOC_ACCENTS: Record<CredentialKind, [number, number, number]> = {
  license: [0.09, 0.27, 0.45],
  insurance: [0.1, 0.36, 0.33],
  bond: [0.35, 0.2, 0.1],
  certification: [0.55, 0.38, 0.08],
  w9: [0.15, 0.15, 0.15],
  other: [0.25, 0.25, 0.4],
};

type Doc = {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  accent: Color;
  width: number;
  height: number;
};

type TextOpts = { size?: number; font?: PDFFont; color?: Color; maxWidth?: number };

/** Draws one line of text, shrinking it to fit maxWidth; align left (x is the left edge), center or right. */
function text(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  o: TextOpts & { align?: "left" | "center" | "right" } = {},
) {
  const font = o.font ?? doc.regular;
  const t = winAnsi(value);
  let size = o.size ?? 10;
  if (o.maxWidth) while (size > 5 && font.widthOfTextAtSize(t, size) > o.maxWidth) size -= 0.5;
  const w = font.widthOfTextAtSize(t, size);
  const left = o.align === "center" ? x - w / 2 : o.align === "right" ? x - w : x;
  doc.page.drawText(t, { x: left, y, size, font, color: o.color ?? INK() });
}

/** Wraps a paragraph into lines of at most maxWidth; returns the y below the last line. */
function paragraph(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  maxWidth: number,
  o: TextOpts & { leading?: number } = {},
) {
  const font = o.font ?? doc.regular;
  const size = o.size ?? 10;
  const words = winAnsi(value).split(/\s+/);
  let lineText = "";
  let cy = y;
  const flush = () => {
    doc.page.drawText(lineText, { x, y: cy, size, font, color: o.color ?? INK() });
    cy -= o.leading ?? size * 1.4;
    lineText = "";
  };
  for (const word of words) {
    const next = lineText ? `${lineText} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > maxWidth && lineText) {
      flush();
      lineText = word;
    } else lineText = next;
  }
  if (lineText) flush();
  return cy;
}

/** A labelled box as on printed forms: a small caption at the top and the value below it. */
function field(doc: Doc, label: string, value: string, x: number, y: number, w: number, h: number, size = 10) {
  doc.page.drawRectangle({ x, y, width: w, height: h, borderColor: RULE(), borderWidth: 0.75 });
  text(doc, label.toUpperCase(), x + 5, y + h - 10, { size: 6.5, font: doc.bold, color: MUTED(), maxWidth: w - 10 });
  text(doc, value, x + 5, y + (h < 34 ? 4 : 8), { size, maxWidth: w - 10 });
}

/** A handwritten-looking signature over a line, with a caption. */
function signature(doc: Doc, x: number, y: number, w: number, caption: string, seed: number) {
  const rng = makeRng("signature", seed);
  let d = `M0 ${f(rng.range(-4, 4))}`;
  for (let i = 1; i <= 7; i++) {
    d += ` S${f(i * 16 - 8)} ${f(rng.range(-16, 12))} ${f(i * 16)} ${f(rng.range(-6, 6))}`;
  }
  d += ` L${f(128)} ${f(rng.range(-2, 2))}`;
  doc.page.drawSvgPath(d, {
    x: x + 8,
    y: y + 16,
    scale: Math.min(1, (w - 20) / 130),
    borderColor: rgb(0.1, 0.16, 0.4),
    borderWidth: 1.1,
  });
  doc.page.drawLine({ start: { x, y }, end: { x: x + w, y }, thickness: 0.75, color: INK() });
  text(doc, caption, x, y - 11, { size: 7.5, color: MUTED(), maxWidth: w });
}

/** A round embossed-looking seal with a starburst edge and a star. */
function seal(doc: Doc, cx: number, cy: number, r: number) {
  const points = 28;
  let burst = "";
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points;
    const rr = i % 2 === 0 ? r : r * 0.9;
    burst += `${i === 0 ? "M" : "L"}${f(rr * Math.cos(a))} ${f(rr * Math.sin(a))}`;
  }
  doc.page.drawSvgPath(burst + "Z", { x: cx, y: cy, color: doc.accent });
  doc.page.drawCircle({ x: cx, y: cy, size: r * 0.78, borderColor: rgb(1, 1, 1), borderWidth: 1.2 });
  doc.page.drawCircle({ x: cx, y: cy, size: r * 0.68, borderColor: rgb(1, 1, 1), borderWidth: 0.6 });
  let star = "";
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    const rr = i % 2 === 0 ? r * 0.42 : r * 0.18;
    star += `${i === 0 ? "M" : "L"}${f(rr * Math.cos(a))} ${f(rr * Math.sin(a))}`;
  }
  doc.page.drawSvgPath(star + "Z", { x: cx, y: cy, color: rgb(1, 1, 1) });
}

/** Double border with corner marks. */
function border(doc: Doc, inset = 24) {
  const { page, width, height, accent } = doc;
  page.drawRectangle({
    x: inset,
    y: inset,
    width: width - inset * 2,
    height: height - inset * 2,
    borderColor: accent,
    borderWidth: 2.5,
  });
  page.drawRectangle({
    x: inset + 6,
    y: inset + 6,
    width: width - inset * 2 - 12,
    height: height - inset * 2 - 12,
    borderColor: accent,
    borderWidth: 0.6,
  });
  for (const [x, y] of [
    [inset + 2, inset + 2],
    [width - inset - 10, inset + 2],
    [inset + 2, height - inset - 10],
    [width - inset - 10, height - inset - 10],
  ]) {
    page.drawRectangle({ x, y, width: 8, height: 8, color: accent });
  }
}

function demoFooter(doc: Doc, y = 34) {
  text(doc, "Sample document generated for the TradeLink demo. Not a valid credential.", doc.width / 2, y, {
    size: 6.5,
    color: MUTED(),
    align: "center",
  });
}

type DocInput = CredentialPdfInput & { issued: Date; expires: Date | null; h: number };

function licenseDoc(doc: Doc, c: DocInput, title: string, lead: string) {
  const { width: W2, height: H2 } = doc;
  const cx = W2 / 2;
  border(doc);
  seal(doc, 96, H2 - 100, 34);
  text(doc, c.issuer.toUpperCase(), cx + 30, H2 - 88, {
    size: 11,
    font: doc.bold,
    color: doc.accent,
    align: "center",
    maxWidth: 380,
  });
  text(doc, "Official record of licensure", cx + 30, H2 - 104, {
    size: 9,
    font: doc.italic,
    color: MUTED(),
    align: "center",
  });
  doc.page.drawLine({
    start: { x: 60, y: H2 - 150 },
    end: { x: W2 - 60, y: H2 - 150 },
    thickness: 1,
    color: doc.accent,
  });
  text(doc, title, cx, H2 - 200, { size: 26, font: doc.bold, color: doc.accent, align: "center", maxWidth: W2 - 120 });
  text(doc, "This is to certify that", cx, H2 - 250, { size: 12, font: doc.italic, color: MUTED(), align: "center" });
  text(doc, c.holder, cx, H2 - 290, { size: 24, font: doc.bold, align: "center", maxWidth: W2 - 140 });
  doc.page.drawLine({
    start: { x: 120, y: H2 - 300 },
    end: { x: W2 - 120, y: H2 - 300 },
    thickness: 0.5,
    color: RULE(),
  });
  text(doc, lead, cx, H2 - 330, { size: 11, color: MUTED(), align: "center", maxWidth: W2 - 140 });
  text(doc, c.name, cx, H2 - 360, { size: 16, font: doc.bold, align: "center", maxWidth: W2 - 140 });
  const y = H2 - 470;
  const colW = (W2 - 120) / 4;
  field(doc, "Number", c.number, 60, y, colW, 40, 11);
  field(doc, "Status", "ACTIVE", 60 + colW, y, colW, 40, 11);
  field(doc, "Issued", longDate(c.issued), 60 + colW * 2, y, colW, 40, 10);
  field(doc, "Expires", c.expires ? longDate(c.expires) : "Does not expire", 60 + colW * 3, y, colW, 40, 10);
  paragraph(
    doc,
    `This ${title.toLowerCase()} must be displayed at the holder's principal place of business and presented on request. ` +
      `It is not transferable. Verify its current standing with ${c.issuer}.`,
    60,
    y - 36,
    W2 - 120,
    { size: 8.5, color: MUTED() },
  );
  signature(doc, 60, 130, 200, "Registrar", c.h);
  signature(doc, W2 - 260, 130, 200, `Issued ${shortDate(c.issued)}`, c.h + 1);
  demoFooter(doc, 42);
}

function insuranceDoc(doc: Doc, c: DocInput) {
  const { width: W2, height: H2 } = doc;
  const rng = makeRng("insurance", c.h);
  const left = 36;
  const full = W2 - 72;
  doc.page.drawRectangle({ x: left, y: H2 - 78, width: full, height: 42, color: doc.accent });
  text(doc, "CERTIFICATE OF LIABILITY INSURANCE", left + 12, H2 - 62, {
    size: 16,
    font: doc.bold,
    color: rgb(1, 1, 1),
  });
  text(doc, `DATE (MM/DD/YYYY)  ${shortDate(c.issued)}`, W2 - 48, H2 - 62, {
    size: 8.5,
    font: doc.bold,
    color: rgb(1, 1, 1),
    align: "right",
  });
  let y = paragraph(
    doc,
    "THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. " +
      "THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW.",
    left,
    H2 - 94,
    full,
    { size: 6.8, color: MUTED(), leading: 9 },
  );
  y -= 68;
  field(doc, "Producer", "", left, y, full / 2, 64);
  text(doc, c.issuer, left + 5, y + 32, { size: 11, maxWidth: full / 2 - 10 });
  text(doc, "Commercial Lines Service Center", left + 5, y + 14, { size: 8.5, color: MUTED() });
  field(doc, "Insurer(s) affording coverage", "", left + full / 2, y + 32, full / 2, 32);
  text(doc, `INSURER A:  ${c.issuer}`, left + full / 2 + 5, y + 38, { size: 9, maxWidth: full / 2 - 10 });
  field(doc, "", "", left + full / 2, y, full / 2, 32);
  text(doc, `INSURER B:  ${c.issuer} Casualty Co.`, left + full / 2 + 5, y + 12, { size: 9, maxWidth: full / 2 - 10 });
  y -= 64;
  field(doc, "Insured", c.holder, left, y, full, 60, 13);
  y -= 30;
  text(doc, "COVERAGES", left, y + 8, { size: 9, font: doc.bold, color: doc.accent });
  text(doc, `CERTIFICATE NUMBER: ${c.number}`, W2 - 36, y + 8, { size: 8, font: doc.bold, align: "right" });
  const cols = [
    ["Type of insurance", 150],
    ["Policy number", 100],
    ["Policy eff", 66],
    ["Policy exp", 66],
    ["Limits", full - 382],
  ] as const;
  y -= 16;
  let x = left;
  doc.page.drawRectangle({ x: left, y, width: full, height: 16, color: rgb(0.93, 0.94, 0.95) });
  for (const [label, w] of cols) {
    text(doc, label.toUpperCase(), x + 4, y + 5, { size: 6.5, font: doc.bold, color: MUTED() });
    x += w;
  }
  const occurrence = rng.pick([1_000_000, 2_000_000]);
  const rows: [string, string, string[]][] = [
    [
      "A",
      "Commercial general liability",
      [
        `Each occurrence ${money(occurrence)}`,
        `General aggregate ${money(occurrence * 2)}`,
        `Products - comp/op agg ${money(occurrence * 2)}`,
      ],
    ],
    ["A", "Automobile liability", [`Combined single limit ${money(1_000_000)}`, "Any auto, hired and non-owned"]],
    ["A", "Umbrella liability (occurrence)", [`Each occurrence ${money(rng.pick([2_000_000, 5_000_000]))}`]],
    ["B", "Workers compensation and employers' liability", ["Per statute", `E.L. each accident ${money(1_000_000)}`]],
  ];
  for (const [i, [ins, type, limits]] of rows.entries()) {
    const rowH = Math.max(40, limits.length * 12 + 16);
    y -= rowH;
    doc.page.drawRectangle({ x: left, y, width: full, height: rowH, borderColor: RULE(), borderWidth: 0.5 });
    text(doc, ins, left + 4, y + rowH - 12, { size: 8, font: doc.bold, color: doc.accent });
    paragraph(doc, type, left + 16, y + rowH - 12, cols[0][1] - 20, { size: 8, leading: 10 });
    text(doc, `${c.number}-${String.fromCharCode(65 + i)}`, left + 154, y + rowH - 12, { size: 8, maxWidth: 92 });
    text(doc, shortDate(c.issued), left + 254, y + rowH - 12, { size: 8 });
    text(doc, c.expires ? shortDate(c.expires) : "-", left + 320, y + rowH - 12, { size: 8 });
    limits.forEach((l, k) => text(doc, l, left + 386, y + rowH - 12 - k * 12, { size: 8, maxWidth: cols[4][1] - 8 }));
  }
  y -= 90;
  field(doc, "Description of operations / locations / vehicles", "", left, y, full, 80);
  text(doc, c.name, left + 5, y + 46, { size: 10, maxWidth: full - 10 });
  text(
    doc,
    "Certificate holder is included as additional insured where required by written contract.",
    left + 5,
    y + 20,
    {
      size: 8.5,
      color: MUTED(),
      maxWidth: full - 10,
    },
  );
  y -= 100;
  doc.page.drawRectangle({ x: left, y, width: full / 2, height: 80, borderColor: RULE(), borderWidth: 0.75 });
  text(doc, "CERTIFICATE HOLDER", left + 5, y + 68, { size: 6.5, font: doc.bold, color: MUTED() });
  text(doc, "TradeLink Marketplace", left + 5, y + 48, { size: 10, font: doc.bold });
  text(doc, "Verification on behalf of prospective clients", left + 5, y + 34, { size: 8.5, color: MUTED() });
  doc.page.drawRectangle({
    x: left + full / 2,
    y,
    width: full / 2,
    height: 80,
    borderColor: RULE(),
    borderWidth: 0.75,
  });
  paragraph(
    doc,
    "SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.",
    left + full / 2 + 6,
    y + 68,
    full / 2 - 12,
    { size: 6.3, color: MUTED(), leading: 8 },
  );
  signature(doc, left + full / 2 + 10, y + 14, full / 2 - 20, "AUTHORIZED REPRESENTATIVE", c.h);
  demoFooter(doc, 28);
}

function bondDoc(doc: Doc, c: DocInput) {
  const { width: W2, height: H2 } = doc;
  const rng = makeRng("bond", c.h);
  const amount = rng.pick([10_000, 15_000, 25_000, 50_000]);
  border(doc);
  text(doc, c.issuer.toUpperCase(), W2 / 2, H2 - 84, {
    size: 11,
    font: doc.bold,
    color: doc.accent,
    align: "center",
    maxWidth: 440,
  });
  text(doc, "SURETY BOND", W2 / 2, H2 - 130, { size: 28, font: doc.bold, color: doc.accent, align: "center" });
  text(doc, c.name, W2 / 2, H2 - 156, { size: 13, font: doc.italic, align: "center", maxWidth: W2 - 140 });
  const colW = (W2 - 120) / 3;
  field(doc, "Bond number", c.number, 60, H2 - 218, colW, 38, 11);
  field(doc, "Penal sum", money(amount), 60 + colW, H2 - 218, colW, 38, 11);
  field(
    doc,
    "Term",
    `${shortDate(c.issued)} - ${c.expires ? shortDate(c.expires) : "continuous"}`,
    60 + colW * 2,
    H2 - 218,
    colW,
    38,
    10,
  );
  let y = paragraph(
    doc,
    `KNOW ALL PERSONS BY THESE PRESENTS, that ${c.holder}, as Principal, and ${c.issuer}, as Surety, are held and firmly ` +
      `bound unto the Obligee in the penal sum of ${money(amount)}, for the payment of which the Principal and Surety bind ` +
      `themselves, their heirs, executors, administrators, successors and assigns, jointly and severally.`,
    60,
    H2 - 256,
    W2 - 120,
    { size: 10.5, leading: 15 },
  );
  y = paragraph(
    doc,
    `THE CONDITION OF THIS OBLIGATION is such that the Principal has applied for a contractor's license and shall ` +
      `faithfully comply with all applicable laws and regulations governing such license from ${longDate(c.issued)}` +
      `${c.expires ? ` to ${longDate(c.expires)}` : ""}. If the Principal so complies, this obligation shall be void; ` +
      `otherwise it shall remain in full force and effect.`,
    60,
    y - 10,
    W2 - 120,
    { size: 10.5, leading: 15 },
  );
  text(doc, `Signed, sealed and dated ${longDate(c.issued)}.`, 60, y - 14, { size: 10.5, font: doc.italic });
  seal(doc, W2 / 2, 200, 40);
  signature(doc, 60, 150, 190, `${c.holder} - Principal`, c.h);
  signature(doc, W2 - 250, 150, 190, `${c.issuer} - Attorney-in-Fact`, c.h + 1);
  demoFooter(doc, 42);
}

function certificationDoc(doc: Doc, c: DocInput) {
  const { width: W2, height: H2 } = doc;
  const cx = W2 / 2;
  border(doc, 20);
  doc.page.drawRectangle({ x: 40, y: 40, width: W2 - 80, height: H2 - 80, borderColor: doc.accent, borderWidth: 0.4 });
  text(doc, "CERTIFICATE", cx, H2 - 110, { size: 40, font: doc.bold, color: doc.accent, align: "center" });
  text(doc, "OF COMPLETION", cx, H2 - 136, { size: 14, font: doc.bold, color: MUTED(), align: "center" });
  text(doc, "This certifies that", cx, H2 - 190, { size: 13, font: doc.italic, color: MUTED(), align: "center" });
  text(doc, c.holder, cx, H2 - 232, { size: 28, font: doc.bold, align: "center", maxWidth: W2 - 160 });
  doc.page.drawLine({
    start: { x: 150, y: H2 - 244 },
    end: { x: W2 - 150, y: H2 - 244 },
    thickness: 0.6,
    color: doc.accent,
  });
  text(doc, "has successfully completed the requirements of", cx, H2 - 274, {
    size: 12,
    color: MUTED(),
    align: "center",
  });
  text(doc, c.name, cx, H2 - 304, { size: 18, font: doc.bold, align: "center", maxWidth: W2 - 160 });
  text(doc, `awarded by ${c.issuer}`, cx, H2 - 328, {
    size: 12,
    font: doc.italic,
    align: "center",
    maxWidth: W2 - 160,
  });
  text(doc, `Certificate No. ${c.number}`, cx, H2 - 372, { size: 10, font: doc.bold, align: "center" });
  text(
    doc,
    `Issued ${longDate(c.issued)}${c.expires ? `   |   Valid through ${longDate(c.expires)}` : ""}`,
    cx,
    H2 - 388,
    {
      size: 10,
      color: MUTED(),
      align: "center",
    },
  );
  doc.page.drawSvgPath("M-20 0 L-34 -52 L-20 -44 L-8 -56 L4 -4 Z", {
    x: cx - 6,
    y: 100,
    color: doc.accent,
    opacity: 0.85,
  });
  doc.page.drawSvgPath("M20 0 L34 -52 L20 -44 L8 -56 L-4 -4 Z", {
    x: cx + 6,
    y: 100,
    color: doc.accent,
    opacity: 0.85,
  });
  seal(doc, cx, 126, 44);
  signature(doc, 90, 100, 200, "Program Director", c.h);
  signature(doc, W2 - 290, 100, 200, "Lead Instructor", c.h + 1);
  demoFooter(doc, 48);
}

function w9Doc(doc: Doc, c: DocInput) {
  const { width: W2, height: H2 } = doc;
  const left = 40;
  const full = W2 - 80;
  // Heading: form number box, title, and the requester.
  doc.page.drawRectangle({ x: left, y: H2 - 96, width: 110, height: 56, borderColor: INK(), borderWidth: 1.2 });
  text(doc, "Form", left + 8, H2 - 58, { size: 8 });
  text(doc, "W-9", left + 8, H2 - 86, { size: 28, font: doc.bold });
  text(doc, "Request for Taxpayer", left + 124, H2 - 60, { size: 15, font: doc.bold });
  text(doc, "Identification Number and Certification", left + 124, H2 - 78, { size: 15, font: doc.bold });
  text(doc, "Summary of the form on file", left + 124, H2 - 92, { size: 8.5, font: doc.italic, color: MUTED() });
  doc.page.drawRectangle({ x: W2 - 150, y: H2 - 96, width: 110, height: 56, borderColor: INK(), borderWidth: 1.2 });
  text(doc, "Give form to the", W2 - 142, H2 - 60, { size: 8 });
  text(doc, "requester. Do not", W2 - 142, H2 - 71, { size: 8 });
  text(doc, "send to the IRS.", W2 - 142, H2 - 82, { size: 8, font: doc.bold });
  doc.page.drawLine({
    start: { x: left, y: H2 - 104 },
    end: { x: W2 - left, y: H2 - 104 },
    thickness: 2,
    color: INK(),
  });
  let y = H2 - 148;
  field(doc, "1  Name of entity/individual", c.holder, left, y, full, 36, 11);
  y -= 36;
  field(doc, "2  Business name/disregarded entity name, if different from above", c.name, left, y, full, 36, 11);
  y -= 70;
  doc.page.drawRectangle({ x: left, y, width: full, height: 70, borderColor: RULE(), borderWidth: 0.75 });
  text(doc, "3  FEDERAL TAX CLASSIFICATION (CHECK ONLY ONE)", left + 5, y + 58, {
    size: 6.5,
    font: doc.bold,
    color: MUTED(),
  });
  const rng = makeRng("w9", c.h);
  const choices = [
    "Individual/sole proprietor",
    "C corporation",
    "S corporation",
    "Partnership",
    "Trust/estate",
    "LLC (tax classification: S)",
  ];
  const checked = rng.pick([0, 2, 5, 5, 5]);
  choices.forEach((label, i) => {
    const bx = left + 10 + (i % 3) * 175;
    const by = y + 36 - Math.floor(i / 3) * 20;
    doc.page.drawRectangle({ x: bx, y: by, width: 9, height: 9, borderColor: INK(), borderWidth: 0.8 });
    if (i === checked)
      doc.page.drawSvgPath("M1 5 L4 8 L9 0", { x: bx, y: by + 9, borderColor: INK(), borderWidth: 1.4 });
    text(doc, label, bx + 14, by + 1, { size: 8.5 });
  });
  y -= 36;
  field(
    doc,
    "5  Address (number, street, and apt. or suite no.)",
    "On file with the requester",
    left,
    y,
    full * 0.6,
    36,
  );
  field(doc, "Requester's name", c.issuer, left + full * 0.6, y, full * 0.4, 36);
  y -= 36;
  field(doc, "6  City, state, and ZIP code", "On file with the requester", left, y, full * 0.6, 36);
  field(doc, "7  Account number(s)", c.number, left + full * 0.6, y, full * 0.4, 36);
  // Part I: the TIN, masked but for its last four digits.
  y -= 34;
  doc.page.drawRectangle({ x: left, y, width: 60, height: 16, color: INK() });
  text(doc, "Part I", left + 8, y + 4, { size: 9, font: doc.bold, color: rgb(1, 1, 1) });
  text(doc, "Taxpayer Identification Number (TIN)", left + 70, y + 4, { size: 10, font: doc.bold });
  const digits = (c.number.replace(/\D/g, "") + String(c.h)).slice(-4);
  const ein = ["X", "X", "-", "X", "X", "X", ...digits.split("")];
  y -= 42;
  text(doc, "Employer identification number", left, y + 30, { size: 8, color: MUTED() });
  ein.forEach((ch, i) => {
    const bx = left + i * 22;
    if (ch === "-") text(doc, "-", bx + 6, y + 6, { size: 14, font: doc.bold });
    else {
      doc.page.drawRectangle({ x: bx, y, width: 20, height: 24, borderColor: INK(), borderWidth: 0.8 });
      text(doc, ch, bx + 10, y + 7, { size: 12, font: doc.bold, align: "center", color: ch === "X" ? MUTED() : INK() });
    }
  });
  // Part II: certification and signature.
  y -= 40;
  doc.page.drawRectangle({ x: left, y, width: 60, height: 16, color: INK() });
  text(doc, "Part II", left + 8, y + 4, { size: 9, font: doc.bold, color: rgb(1, 1, 1) });
  text(doc, "Certification", left + 70, y + 4, { size: 10, font: doc.bold });
  y = paragraph(
    doc,
    "Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification " +
      "number; 2. I am not subject to backup withholding; 3. I am a U.S. citizen or other U.S. person; and 4. The FATCA " +
      "code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.",
    left,
    y - 18,
    full,
    { size: 8.5, leading: 12 },
  );
  signature(doc, left + 60, y - 44, 260, "Signature of U.S. person", c.h);
  text(doc, "Sign Here", left, y - 40, { size: 10, font: doc.bold });
  text(doc, `Date  ${shortDate(c.issued)}`, W2 - left - 150, y - 40, { size: 10 });
  doc.page.drawLine({ start: { x: left, y: 60 }, end: { x: W2 - left, y: 60 }, thickness: 1, color: INK() });
  demoFooter(doc, 44);
}

const CREDENTIAL_TITLES: Record<CredentialKind, string> = {
  license: "Contractor License",
  insurance: "Certificate of Liability Insurance",
  bond: "Surety Bond",
  certification: "Certificate of Completion",
  w9: "Form W-9 Summary",
  other: "Certificate of Standing",
};

/**
 * A one-page PDF that looks like the credential: a license or other certificate, a certificate of liability
 * insurance, a surety bond, a certificate of completion or a W-9 summary. Standard Helvetica fonts only.
 */
export async function makeCredentialPdf(input: CredentialPdfInput): Promise<Buffer> {
  const h = hashSeed("pdf", input.kind, input.name, input.issuer, input.number, input.holder);
  const expires = input.kind === "w9" ? null : toDate(input.expiresOn);
  let issued: Date;
  if (expires && TERM_YEARS[input.kind] > 0) {
    issued = new Date(expires.getTime());
    issued.setUTCFullYear(issued.getUTCFullYear() - TERM_YEARS[input.kind]);
  } else {
    // No expiry to count back from: a fixed date in 2025 picked by the input.
    issued = new Date(Date.UTC(2025, 0, 6) + (h % 300) * 86_400_000);
  }
  const { PDFDocument, StandardFonts } = (pdfLib ??= await import("pdf-lib"));
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${CREDENTIAL_TITLES[input.kind]} - ${input.holder}`));
  pdf.setAuthor(winAnsi(input.issuer));
  pdf.setSubject(winAnsi(input.name));
  pdf.setProducer("TradeLink demo seed");
  pdf.setCreator("TradeLink demo seed");
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const landscape = input.kind === "certification";
  const page = pdf.addPage(landscape ? [792, 612] : [612, 792]);
  const [ar, ag, ab] = DOC_ACCENTS[input.kind];
  const doc: Doc = {
    page,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    accent: rgb(ar, ag, ab),
    width: page.getWidth(),
    height: page.getHeight(),
  };
  const c: DocInput = { ...input, issued, expires, h };
  if (input.kind === "license")
    licenseDoc(doc, c, "CONTRACTOR LICENSE", "is duly licensed to engage in contracting under the classification");
  else if (input.kind === "insurance") insuranceDoc(doc, c);
  else if (input.kind === "bond") bondDoc(doc, c);
  else if (input.kind === "certification") certificationDoc(doc, c);
  else if (input.kind === "w9") w9Doc(doc, c);
  else licenseDoc(doc, c, "CERTIFICATE OF STANDING", "is recorded as holding the following credential");
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
