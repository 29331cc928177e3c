/** Operator settings read from the environment once, when the server starts (README, "Configuration"). */
function flag(name: string, fallback: boolean): boolean {
  const value = process.env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  return !["off", "false", "0", "no"].includes(value);
}

export const config = {
  /** PLAN_LIMITS=off lifts every plan limit (the Free posting limit and the Pro features): for operators who do not sell plans, and load tests. */
  planLimits: flag("PLAN_LIMITS", true),
} as const;
