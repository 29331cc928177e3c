/** How a firm's trade fits the trades wanted (RELATED_TRADE_PAIRS in constants): the same, a related one, or neither. */
import { RELATED_TRADE_PAIRS } from "~/constants";

export type TradeFit = "same" | "related" | "other";

/** The trades related to one trade (not the trade itself). */
export function relatedTrades(trade: string): string[] {
  return RELATED_TRADE_PAIRS.flatMap(([a, b]) => (a === trade ? [b] : b === trade ? [a] : []));
}

/** The wanted trades and every trade related to one of them: what a trade filter lets through. */
export function fittingTrades(wanted: readonly string[]): string[] {
  return [...new Set([...wanted, ...wanted.flatMap(relatedTrades)])];
}

/** `trade` against the wanted trades; a missing trade fits nothing. */
export function tradeFit(trade: string | null, wanted: readonly string[]): TradeFit {
  if (trade === null) return "other";
  if (wanted.includes(trade)) return "same";
  return wanted.some((w) => relatedTrades(w).includes(trade)) ? "related" : "other";
}

/** The wanted trade a related trade is closest to (for "Drywall, related to Framing"). */
export function relatedTo(trade: string, wanted: readonly string[]): string | undefined {
  return wanted.find((w) => relatedTrades(w).includes(trade));
}
