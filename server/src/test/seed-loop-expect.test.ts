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

describe("the seed loops' expect", () => {
  it("fails exactly where vitest's matcher fails, for every pair of values", () => {
    for (const actual of values)
      for (const other of values) {
        const pair = `${String(actual)} / ${String(other)}`;
        expect(
          throws(() => loop.expectSame(actual, other, pair)),
          `toBe ${pair}`,
        ).toBe(throws(() => expect(actual).toBe(other)));
        expect(
          throws(() => loop.expectNotSame(actual, other, pair)),
          `not.toBe ${pair}`,
        ).toBe(throws(() => expect(actual).not.toBe(other)));
        expect(
          throws(() => loop.expectEqual(actual, other, pair)),
          `toEqual ${pair}`,
        ).toBe(throws(() => expect(actual).toEqual(other)));
        expect(
          throws(() => loop.expectNotEqual(actual, other, pair)),
          `not.toEqual ${pair}`,
        ).toBe(throws(() => expect(actual).not.toEqual(other)));
        if (Array.isArray(actual))
          expect(
            throws(() => loop.expectNotContained(actual, other, pair)),
            `not.toContain ${pair}`,
          ).toBe(throws(() => expect(actual).not.toContain(other)));
        if (typeof actual === "string" || Array.isArray(actual))
          expect(
            throws(() => loop.expectContains(actual, other, pair)),
            `toContain ${pair}`,
          ).toBe(throws(() => expect(actual).toContain(other)));
        // A limit that is no number is the matcher's to refuse (a TypeError), the helper's too.
        expect(
          throws(() => loop.expectBelow(actual, other as number, pair)),
          `toBeLessThan ${pair}`,
        ).toBe(throws(() => expect(actual).toBeLessThan(other as number)));
        expect(
          throws(() => loop.expectAbove(actual, other as number, pair)),
          `toBeGreaterThan ${pair}`,
        ).toBe(throws(() => expect(actual).toBeGreaterThan(other as number)));
        expect(
          throws(() => loop.expectAtLeast(actual, other as number, pair)),
          `toBeGreaterThanOrEqual ${pair}`,
        ).toBe(throws(() => expect(actual).toBeGreaterThanOrEqual(other as number)));
        expect(
          throws(() => loop.expectAtMost(actual, other as number, pair)),
          `toBeLessThanOrEqual ${pair}`,
        ).toBe(throws(() => expect(actual).toBeLessThanOrEqual(other as number)));
      }
    for (const actual of values) {
      // A pattern is matched against strings only: anything else is the matcher's to refuse.
      expect(
        throws(() => loop.expectMatch(actual, /undefined|1/, "match")),
        `toMatch ${String(actual)}`,
      ).toBe(throws(() => expect(actual).toMatch(/undefined|1/)));
      expect(
        throws(() => loop.expectNoMatch(actual, /xyz/, "no match")),
        `not.toMatch ${String(actual)}`,
      ).toBe(throws(() => expect(actual).not.toMatch(/xyz/)));
    }
    for (const actual of values)
      expect(
        throws(() => loop.expectDefined(actual, "defined")),
        String(actual),
      ).toBe(throws(() => expect(actual).toBeDefined()));
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
        expect(
          throws(() => loop.expectMatch(text, fresh(), text)),
          `${source} ${text}`,
        ).toBe(throws(() => expect(text).toMatch(fresh())));
        expect(
          throws(() => loop.expectNoMatch(text, fresh(), text)),
          `not ${source} ${text}`,
        ).toBe(throws(() => expect(text).not.toMatch(fresh())));
      }
  });

  it("reads a pattern given as a string as toMatch does: a part of the text", () => {
    for (const text of ["abc", "", "b"])
      for (const part of ["b", "x", ""]) {
        expect(throws(() => loop.expectMatch(text, part, text))).toBe(
          throws(() => expect(text).toMatch(part)),
        );
        expect(throws(() => loop.expectNoMatch(text, part, text))).toBe(
          throws(() => expect(text).not.toMatch(part)),
        );
      }
  });

  it("defers to toMatch for a global pattern that has been used (test() starts where it stopped)", () => {
    const used = () => Object.assign(/a/g, { lastIndex: 1 });
    expect(throws(() => loop.expectNoMatch("a", used(), "used"))).toBe(
      throws(() => expect("a").not.toMatch(used())),
    );
    expect(throws(() => loop.expectNoMatch("a", used(), "used"))).toBe(true);
  });

  it("fails with the matcher's own message and the place it was given", () => {
    expect(() => loop.expectSame(3, 4, "seed 7")).toThrow(/seed 7: expected 3 to be 4/);
    expect(() => loop.expectNotEqual([1, 2], [1, 2], "seed 8")).toThrow(/seed 8/);
  });
});
