import { describe, expect, it } from "vitest";

import {
  failuresRelevantSince,
  lockedUntil,
  reserveSlot,
  signInThrottle,
  type FailureRecord,
  type SlotRequest,
} from "./sign-in-throttle";

const second = 1000;
const minute = 60 * second;
const start = new Date("2025-03-10T15:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const failuresAt = (...offsets: number[]): FailureRecord[] =>
  offsets.map((ms) => ({ at: at(ms), count: 1 }));

describe("the settings", () => {
  it("lock for 15 minutes after 5 failures and space checks 1.5 s apart, 3 minutes at most", () => {
    expect(signInThrottle).toEqual({
      maxFailures: 5,
      lockMs: 15 * minute,
      slotSpacingMs: 1.5 * second,
      maxWaitMs: 3 * minute,
      maxWaitingPerAddress: 2,
      knownAddressMs: 30 * 24 * 60 * minute,
    });
  });
});

describe("the address lock", () => {
  it("is off below five failures", () => {
    expect(lockedUntil([], start)).toBeUndefined();
    expect(lockedUntil(failuresAt(0, 1, 2, 3), at(4))).toBeUndefined();
  });

  it("lasts until 15 minutes after the last failure, not to a window's end", () => {
    const failures = failuresAt(0, 10 * minute, 11 * minute, 12 * minute, 13 * minute);
    expect(lockedUntil(failures, at(13 * minute))).toEqual(at(28 * minute));
    expect(lockedUntil(failures, at(28 * minute - 1))).toEqual(at(28 * minute));
    expect(lockedUntil(failures, at(28 * minute))).toBeUndefined();
  });

  it("counts only the failures within 15 minutes up to the last one", () => {
    // The first of these is 15 minutes before the last: four count.
    const failures = failuresAt(0, 5 * minute, 10 * minute, 14 * minute, 15 * minute);
    expect(lockedUntil(failures, at(15 * minute))).toBeUndefined();
    expect(
      lockedUntil(
        failuresAt(1, 5 * minute, 10 * minute, 14 * minute, 15 * minute),
        at(15 * minute),
      ),
    ).toEqual(at(30 * minute));
  });

  it("adds up failures recorded at the same instant", () => {
    expect(lockedUntil([{ at: start, count: 5 }], start)).toEqual(at(15 * minute));
  });

  it("opens with a clean slate: one new failure after the lock does not lock again", () => {
    expect(lockedUntil(failuresAt(0, 0, 0, 0, 0, 15 * minute), at(15 * minute))).toBeUndefined();
  });

  it("looks back twice the lock, which is all that can matter", () => {
    expect(failuresRelevantSince(at(30 * minute))).toEqual(start);
    // The oldest failure that still counts is just inside that bound while the lock holds.
    const failures = failuresAt(1, 2, 3, 4, 15 * minute);
    expect(lockedUntil(failures, at(30 * minute - 1))).toEqual(at(30 * minute));
    expect(failures.every((f) => f.at > failuresRelevantSince(at(30 * minute - 1)))).toBe(true);
  });
});

describe("the shared queue", () => {
  const idle: SlotRequest = {
    nextSlot: undefined,
    now: start,
    waiting: { count: 0, lastSlot: undefined },
    knownAddress: false,
  };

  it("gives the first attempt after a quiet spell its slot at once", () => {
    expect(reserveSlot(idle)).toEqual({ admitted: true, slot: start, nextSlot: at(1500) });
    expect(reserveSlot({ ...idle, nextSlot: at(-5 * minute) })).toEqual({
      admitted: true,
      slot: start,
      nextSlot: at(1500),
    });
  });

  it("puts attempts one after another, 1.5 s apart", () => {
    let nextSlot: Date | undefined;
    const slots: number[] = [];
    for (let i = 0; i < 100; i++) {
      const decision = reserveSlot({ ...idle, nextSlot });
      if (!decision.admitted) throw new Error(`attempt ${i} refused`);
      slots.push(decision.slot.getTime() - start.getTime());
      nextSlot = decision.nextSlot;
    }
    expect(slots).toEqual(Array.from({ length: 100 }, (_, i) => i * 1500));
    expect(nextSlot).toEqual(at(150 * second));
  });

  it("refuses a slot more than 3 minutes ahead and says when there is room again", () => {
    expect(reserveSlot({ ...idle, nextSlot: at(3 * minute) })).toMatchObject({
      admitted: true,
      slot: at(3 * minute),
    });
    expect(reserveSlot({ ...idle, nextSlot: at(3 * minute + 4500) })).toEqual({
      admitted: false,
      reason: "queue_full",
      retryAfterMs: 4500,
    });
  });

  it("queues an address the owner signed in from even past 3 minutes", () => {
    expect(reserveSlot({ ...idle, nextSlot: at(10 * minute), knownAddress: true })).toMatchObject({
      admitted: true,
      slot: at(10 * minute),
    });
  });

  it("lets one address hold two waiting slots at most, known or not", () => {
    const waiting = { count: 1, lastSlot: at(3000) };
    expect(reserveSlot({ ...idle, nextSlot: at(4500), waiting })).toMatchObject({
      admitted: true,
    });
    const full = { count: 2, lastSlot: at(6000) };
    for (const knownAddress of [false, true]) {
      expect(reserveSlot({ ...idle, nextSlot: at(7500), waiting: full, knownAddress })).toEqual({
        admitted: false,
        reason: "address_busy",
        retryAfterMs: 6000,
      });
    }
  });
});
