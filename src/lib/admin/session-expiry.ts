/**
 * When an owner's session ends: after 8 hours without a request (a laptop left open in the
 * showroom) or 7 days after sign-in, whichever comes first, so a stolen cookie does not last.
 */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;

export type SessionTimes = { createdAt: Date; lastSeenAt: Date };

export function sessionExpiresAt(times: SessionTimes): Date {
  return new Date(
    Math.min(
      times.lastSeenAt.getTime() + sessionIdleMs,
      times.createdAt.getTime() + sessionAbsoluteMs,
    ),
  );
}

export function isSessionExpired(times: SessionTimes, now: Date): boolean {
  return now.getTime() >= sessionExpiresAt(times).getTime();
}

/**
 * Whether a request should move `lastSeenAt` forward. Once a minute is enough for an 8-hour idle
 * limit and saves a write on every page view.
 */
export function shouldTouchSession(times: SessionTimes, now: Date): boolean {
  return now.getTime() - times.lastSeenAt.getTime() >= 60_000;
}
