/** Leveling's one rule on what a plug is for (shared by the grid, its exports and its page). */
import type { ScopeItemKind, ScopeLineState } from "~/constants";

export type CellState = ScopeLineState | "missing";

/**
 * Whether a bid's answer leaves the item outside its base, so the owner's plug counts toward the leveled total:
 * an excluded or unanswered scope item. Alternates are priced apart and never leveled.
 */
export const takesPlug = (kind: ScopeItemKind, state: CellState) =>
  kind === "item" && (state === "excluded" || state === "missing");
