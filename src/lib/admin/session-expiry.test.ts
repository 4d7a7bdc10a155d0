import { describe, expect, it } from "vitest";

import {
  isSessionExpired,
  sessionAbsoluteMs,
  sessionExpiresAt,
  sessionIdleMs,
  shouldTouchSession,
} from "./session-expiry";

const hour = 60 * 60 * 1000;
const start = new Date("2025-03-10T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("session expiry", () => {
  it("lasts 8 hours idle and 7 days at most", () => {
    expect(sessionIdleMs).toBe(8 * hour);
    expect(sessionAbsoluteMs).toBe(7 * 24 * hour);
  });

  it("ends 8 hours after the last request", () => {
    const times = { createdAt: start, lastSeenAt: start };
    expect(isSessionExpired(times, at(8 * hour - 1))).toBe(false);
    expect(isSessionExpired(times, at(8 * hour))).toBe(true);
  });

  it("activity moves the idle limit forward", () => {
    const times = { createdAt: start, lastSeenAt: at(6 * hour) };
    expect(isSessionExpired(times, at(13 * hour))).toBe(false);
    expect(sessionExpiresAt(times)).toEqual(at(14 * hour));
  });

  it("ends 7 days after sign-in however active the owner is", () => {
    const times = { createdAt: start, lastSeenAt: at(7 * 24 * hour - hour) };
    expect(sessionExpiresAt(times)).toEqual(at(7 * 24 * hour));
    expect(isSessionExpired(times, at(7 * 24 * hour - 1))).toBe(false);
    expect(isSessionExpired(times, at(7 * 24 * hour))).toBe(true);
  });

  it("records activity at most once a minute", () => {
    const times = { createdAt: start, lastSeenAt: start };
    expect(shouldTouchSession(times, at(59_999))).toBe(false);
    expect(shouldTouchSession(times, at(60_000))).toBe(true);
  });
});
