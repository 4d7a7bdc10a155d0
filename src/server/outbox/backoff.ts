import "server-only";

export const retryPolicy = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  retryForMs: 24 * 60 * 60_000,
  /** Each delay is spread by up to ±20% so a backlog after an outage does not retry in step. */
  jitter: 0.2,
} as const;

/**
 * The wait after the n-th failed attempt (n from 1): 1 minute, doubling, at most an hour, with
 * jitter; never shorter than the first delay nor longer than the cap.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const base = Math.min(retryPolicy.firstDelayMs * 2 ** exponent, retryPolicy.maxDelayMs);
  const spread = 1 + retryPolicy.jitter * (2 * random() - 1);
  return Math.round(
    Math.min(Math.max(base * spread, retryPolicy.firstDelayMs), retryPolicy.maxDelayMs),
  );
}
