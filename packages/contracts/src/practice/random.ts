/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers on the server
 * and on a phone, so the server checks an answer by generating the question again. Not for secrets.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
};

export const SEED_MAX = 0xffff_ffff;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}

/**
 * The list shuffled in place and returned (Fisher–Yates, from the last place down, one draw a
 * place): the same draws give the same order on the server and on a phone.
 */
export function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/**
 * The order in which a list of `n` is shown for one seed: `order[shown] = original`. Never the
 * original order when n ≥ 2, so an ordering or matching question is never already solved.
 */
export function shownOrder(n: number, seed: number): number[] {
  const order = shuffle(
    seededRandom(seed ^ 0x5bd1e995),
    Array.from({ length: n }, (_, i) => i),
  );
  if (n >= 2 && order.every((value, i) => value === i)) order.push(order.shift() as number);
  return order;
}

/** A fresh seed for a new question (not secret: it only varies the numbers). */
export const freshSeed = () => Math.floor(Math.random() * SEED_MAX);
