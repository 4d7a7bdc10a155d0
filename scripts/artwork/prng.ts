/**
 * A small seeded PRNG. Every random choice in the artwork comes from one of these, seeded by the
 * slot's inputs, so the same product always gets the same picture on every machine.
 */

/** FNV-1a, 32 bit: a stable string hash for seeding. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Roughly normal, mean 0, via the sum of uniforms. */
  gauss(sd?: number): number;
  /** A child generator whose sequence does not depend on how much the parent was used. */
  fork(label: string): Rng;
};

export function createRng(seed: string | number): Rng {
  const base = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  // mulberry32: fast, good enough for art, and trivially portable.
  let state = base || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() from an empty list");
      return item;
    },
    chance: (p) => next() < p,
    gauss: (sd = 1) => (next() + next() + next() + next() - 2) * sd * 1.732,
    fork: (label) => createRng(hashString(`${base}:${label}`)),
  };
  return rng;
}
