// How failed sign-ins and reset codes slow down (docs/decisions/0009-growing-delays-not-lockouts.md):
// a few free attempts, then a delay that doubles with each failure up to a cap, never a lock.

/** Failures allowed before any wait: typos and a forgotten caps lock. */
export const FREE_FAILURES = 5;
/** The longest wait between attempts, however many failures came before. */
export const MAX_DELAY_MS = 5 * 60 * 1000;

/** How long after the last failure the next attempt must wait. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
}

/** How much longer an attempt must wait now (0: go ahead). */
export function waitMs(attempts: { failures: number; lastFailure: number } | null, now: number): number {
  if (attempts === null) return 0;
  return Math.max(0, attempts.lastFailure + delayAfter(attempts.failures) - now);
}
