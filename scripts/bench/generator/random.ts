/** Deterministic randomness for the benchmark generator: a seeded sfc32 stream and a few distributions. */

/** sfc32 (128-bit state): fast, good enough for synthetic data, the same numbers on every machine. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    // splitmix32 spreads the seed over the state.
    let s = (seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
    const mix = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.u32();
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Index drawn with the given cumulative weights (see `cumulative`). */
  weighted(cum: Float64Array): number {
    return searchCumulative(cum, this.next() * cum[cum.length - 1]);
  }

  /** Pareto with minimum 1 and the given shape: small values common, a long tail of large ones. */
  pareto(alpha: number): number {
    return Math.pow(1 - this.next(), -1 / alpha);
  }

  /** Geometric count >= 0 with the given mean. */
  geometric(mean: number): number {
    return Math.floor(Math.log(1 - this.next()) / Math.log(mean / (mean + 1)));
  }

  /** Exponential with the given mean. */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** 32 lowercase hex digits, the shape of an upload id. */
  hex32(): string {
    return (
      this.u32().toString(16).padStart(8, "0") +
      this.u32().toString(16).padStart(8, "0") +
      this.u32().toString(16).padStart(8, "0") +
      this.u32().toString(16).padStart(8, "0")
    );
  }

  /** `k` distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }
}

export function cumulative(weights: ArrayLike<number>): Float64Array {
  const cum = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    total += weights[i];
    cum[i] = total;
  }
  return cum;
}

function searchCumulative(cum: Float64Array, x: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** A weighted choice among fixed values, e.g. `weightedChoice([["a", 3], ["b", 1]])`. */
export function weightedChoice<T>(entries: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = entries.map(([v]) => v);
  const cum = cumulative(entries.map(([, w]) => w));
  return (rng) => values[rng.weighted(cum)];
}
