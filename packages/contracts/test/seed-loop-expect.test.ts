import { describe, expect, it } from "vitest";
import * as loop from "./seed-loop-expect.ts";

/** Whether a check throws: the seed loops' helpers must throw exactly when `expect` does. */
const throws = (check: () => void) => {
  try {
    check();
    return false;
  } catch {
    return true;
  }
};

/** Expects the seed loops' check to throw exactly when vitest's matcher does; `label` names the case. */
const expectSameVerdict = (seedLoops: () => void, vitests: () => void, label?: string) =>
  expect(throws(seedLoops), label).toBe(throws(vitests));

// Values of every kind the generators' checks compare, and the pairs that trip equality up: −0 and
// 0, NaN, a number and its text, holes, nested arrays, objects with an undefined field.
const values: unknown[] = [
  0,
  -0,
  1,
  Number.NaN,
  "1",
  "3/4",
  "",
  "12 cm",
  "2",
  2,
  3,
  0.5,
  Number.POSITIVE_INFINITY,
  null,
  undefined,
  true,
  [],
  [1],
  [1, 2],
  [2, 1],
  [-0],
  [0],
  [Number.NaN],
  // biome-ignore lint/suspicious/noSparseArray: a hole is one of the cases the helper must defer on
  [1, , 2],
  [1, undefined, 2],
  [1, 3, 2],
  [[1]],
  [[1]],
  { a: 1 },
  { a: 1, b: undefined },
  // Arrays with keys beyond their indices, which `toEqual` compares too: a symbol, a name (a pattern's
  // match carries `index`), and a hole with a name beside it so the count of keys still fits.
  Object.assign([1], { [Symbol("mark")]: 1 }),
  Object.assign([1, 2], { index: 0 }),
  // biome-ignore lint/suspicious/noSparseArray: a hole is one of the cases the helper must defer on
  Object.assign([1, , 2], { foo: 1 }),
  // A list read through an iterator of its own, as `toContain` reads it.
  Object.assign([1, 2], {
    *[Symbol.iterator]() {
      yield 3;
    },
  }),
  Object("1"),
  Object(1),
  new Uint8Array([1]),
  new Uint8Array([1]),
  1n,
  2n,
];

type TwoValueCheck = [
  matcher: string,
  seedLoops: (actual: unknown, other: unknown, where: string) => void,
  vitests: (actual: unknown, other: unknown) => void,
  /** The actual values the check is for (every value when not given). */
  takes?: (actual: unknown) => boolean,
];
/**
 * A comparison with a limit. The test gives every value as the limit, and one that is no number is
 * the matcher's to refuse (a TypeError), the helper's too: the cast is for the types only.
 */
const limitCheck = (
  matcher: "toBeLessThan" | "toBeGreaterThan" | "toBeGreaterThanOrEqual" | "toBeLessThanOrEqual",
  seedLoops: (actual: unknown, limit: number, where: string) => void,
): TwoValueCheck => [
  matcher,
  (actual, other, where) => seedLoops(actual, other as number, where),
  (actual, other) => expect(actual)[matcher](other as number),
];

/** The seed loops' checks of two values beside the matchers they stand for. */
const TWO_VALUE_CHECKS: TwoValueCheck[] = [
  ["toBe", loop.expectSame, (actual, other) => expect(actual).toBe(other)],
  ["not.toBe", loop.expectNotSame, (actual, other) => expect(actual).not.toBe(other)],
  ["toEqual", loop.expectEqual, (actual, other) => expect(actual).toEqual(other)],
  ["not.toEqual", loop.expectNotEqual, (actual, other) => expect(actual).not.toEqual(other)],
  limitCheck("toBeLessThan", loop.expectBelow),
  limitCheck("toBeGreaterThan", loop.expectAbove),
  limitCheck("toBeGreaterThanOrEqual", loop.expectAtLeast),
  limitCheck("toBeLessThanOrEqual", loop.expectAtMost),
  [
    "not.toContain",
    (actual, other, where) => loop.expectNotContained(actual as unknown[], other, where),
    (actual, other) => expect(actual).not.toContain(other),
    Array.isArray,
  ],
  [
    "toContain",
    loop.expectContains,
    (actual, other) => expect(actual).toContain(other),
    (actual) => typeof actual === "string" || Array.isArray(actual),
  ],
];

describe("the seed loops' expect", () => {
  it("fails exactly where vitest's matcher fails, for every pair of values", () => {
    for (const actual of values)
      for (const other of values) {
        const pair = `${String(actual)} / ${String(other)}`;
        for (const [matcher, seedLoops, vitests, takes] of TWO_VALUE_CHECKS)
          if (takes?.(actual) ?? true)
            expectSameVerdict(
              () => seedLoops(actual, other, pair),
              () => vitests(actual, other),
              `${matcher} ${pair}`,
            );
      }
    for (const actual of values) {
      // A pattern is matched against strings only: anything else is the matcher's to refuse.
      expectSameVerdict(
        () => loop.expectMatch(actual, /undefined|1/, "match"),
        () => expect(actual).toMatch(/undefined|1/),
        `toMatch ${String(actual)}`,
      );
      expectSameVerdict(
        () => loop.expectNoMatch(actual, /xyz/, "no match"),
        () => expect(actual).not.toMatch(/xyz/),
        `not.toMatch ${String(actual)}`,
      );
    }
    for (const actual of values)
      expectSameVerdict(
        () => loop.expectDefined(actual, "defined"),
        () => expect(actual).toBeDefined(),
        String(actual),
      );
  });

  it("matches a pattern as toMatch does, a global or sticky one included", () => {
    // A global or sticky pattern keeps its place between uses: each side gets a new one.
    const sources: [string, string][] = [
      ["\\{\\w+\\}|undefined|NaN", ""],
      ["[\\u0900-\\u097f]", ""],
      ["a", "g"],
      ["a", "y"],
    ];
    for (const [source, flags] of sources)
      for (const text of ["", "a", "ba", "{n} left", "NaN", "पाँच", "five"]) {
        const fresh = () => new RegExp(source, flags);
        expectSameVerdict(
          () => loop.expectMatch(text, fresh(), text),
          () => expect(text).toMatch(fresh()),
          `${source} ${text}`,
        );
        expectSameVerdict(
          () => loop.expectNoMatch(text, fresh(), text),
          () => expect(text).not.toMatch(fresh()),
          `not ${source} ${text}`,
        );
      }
  });

  it("reads a pattern given as a string as toMatch does: a part of the text", () => {
    for (const text of ["abc", "", "b"])
      for (const part of ["b", "x", ""]) {
        expectSameVerdict(
          () => loop.expectMatch(text, part, text),
          () => expect(text).toMatch(part),
        );
        expectSameVerdict(
          () => loop.expectNoMatch(text, part, text),
          () => expect(text).not.toMatch(part),
        );
      }
  });

  it("defers to toMatch for a global pattern that has been used (test() starts where it stopped)", () => {
    const used = () => Object.assign(/a/g, { lastIndex: 1 });
    expectSameVerdict(
      () => loop.expectNoMatch("a", used(), "used"),
      () => expect("a").not.toMatch(used()),
    );
    expect(throws(() => loop.expectNoMatch("a", used(), "used"))).toBe(true);
  });

  it("fails with the matcher's own message and the place it was given", () => {
    expect(() => loop.expectSame(3, 4, "seed 7")).toThrow(/seed 7: expected 3 to be 4/);
    expect(() => loop.expectNotEqual([1, 2], [1, 2], "seed 8")).toThrow(/seed 8/);
  });
});
