/** The current time, in one place so tests can move it (expiry dates, 24-hour windows). */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Today's date as YYYY-MM-DD (UTC). */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

/** ISO date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Tests only: moves the clock by `ms` (0 puts it back). */
export function setClockOffset(ms: number) {
  offsetMs = ms;
}
