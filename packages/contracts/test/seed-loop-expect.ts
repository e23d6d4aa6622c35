import { expect } from "vitest";

/**
 * `expect` for loops over thousands of seeds. Each call of vitest's `expect` records its state
 * (`setState`) and builds chai's assertion: in the generators' independent checks that was a third of
 * the file's CPU, for millions of comparisons that pass. These compare first, the way the matcher
 * does (`Object.is` for a primitive, element by element for an array of primitives), and hand the
 * values to the matcher itself only when it would fail — or when a value is of any other kind — so
 * a failure's message is the one `expect` writes (its code frame points here; the caller is the next
 * frame of the stack) and no verdict differs: seed-loop-expect.test.ts holds each helper against its
 * matcher over a table of awkward values.
 */
type Primitive = string | number | boolean | bigint | symbol | null | undefined;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== "object" && typeof value !== "function");

/** Whether `toEqual` is sure to decide as `Object.is` element by element: primitives, or flat arrays of them. */
function plainlyEqual(actual: unknown, expected: unknown): boolean | undefined {
  if (isPrimitive(actual) && isPrimitive(expected)) return Object.is(actual, expected);
  if (!Array.isArray(actual) || !Array.isArray(expected)) return undefined;
  if (!onlyIndices(actual) || !onlyIndices(expected)) return undefined;
  if (!actual.every(isPrimitive) || !expected.every(isPrimitive)) return undefined;
  return actual.length === expected.length && actual.every((value, at) => Object.is(value, expected[at]));
}

/**
 * An array whose own keys are exactly its indices: no hole (a hole reads as undefined but is not the
 * same to `toEqual` as a written undefined), no other key, no symbol key (`toEqual` compares those
 * too). Index keys come first and in order, so any other key would stand last.
 */
function onlyIndices(list: readonly unknown[]): boolean {
  const keys = Object.keys(list);
  return (
    keys.length === list.length &&
    (list.length === 0 || keys[list.length - 1] === String(list.length - 1)) &&
    Object.getOwnPropertySymbols(list).length === 0
  );
}

/** `expect(actual, where).toBe(expected)`. */
export function expectSame(actual: unknown, expected: unknown, where?: string): void {
  if (!Object.is(actual, expected)) expect(actual, where).toBe(expected);
}

/** `expect(actual, where).toEqual(expected)`. */
export function expectEqual(actual: unknown, expected: unknown, where?: string): void {
  if (plainlyEqual(actual, expected) !== true) expect(actual, where).toEqual(expected);
}

/** `expect(actual, where).not.toEqual(unexpected)`. */
export function expectNotEqual(actual: unknown, unexpected: unknown, where?: string): void {
  if (plainlyEqual(actual, unexpected) !== false) expect(actual, where).not.toEqual(unexpected);
}

/** `expect(actual, where).not.toBe(unexpected)`. */
export function expectNotSame(actual: unknown, unexpected: unknown, where?: string): void {
  if (Object.is(actual, unexpected)) expect(actual, where).not.toBe(unexpected);
}

/** `expect(actual, where).toBeDefined()`. */
export function expectDefined(actual: unknown, where?: string): void {
  if (actual === undefined) expect(actual, where).toBeDefined();
}

/** `expect(value, where).toBeLessThan(limit)`. */
export function expectBelow(value: unknown, limit: number, where?: string): void {
  if (!(typeof value === "number" && typeof limit === "number" && value < limit))
    expect(value, where).toBeLessThan(limit);
}

/** `expect(value, where).toBeGreaterThan(limit)`. */
export function expectAbove(value: unknown, limit: number, where?: string): void {
  if (!(typeof value === "number" && typeof limit === "number" && value > limit))
    expect(value, where).toBeGreaterThan(limit);
}

/** `expect(value, where).toBeGreaterThanOrEqual(limit)`. */
export function expectAtLeast(value: unknown, limit: number, where?: string): void {
  if (!(typeof value === "number" && typeof limit === "number" && value >= limit))
    expect(value, where).toBeGreaterThanOrEqual(limit);
}

/** `expect(value, where).toBeLessThanOrEqual(limit)`. */
export function expectAtMost(value: unknown, limit: number, where?: string): void {
  if (!(typeof value === "number" && typeof limit === "number" && value <= limit))
    expect(value, where).toBeLessThanOrEqual(limit);
}

/** `expect(text, where).toContain(part)`: a string in a string; anything else goes to the matcher. */
export function expectContains(text: unknown, part: unknown, where?: string): void {
  if (!(typeof text === "string" && typeof part === "string" && text.includes(part)))
    expect(text, where).toContain(part);
}

/** `expect(list, where).not.toContain(item)` for a list of primitives. */
export function expectNotContained(list: readonly unknown[], item: unknown, where: string): void {
  // `toContain` reads the list through its iterator, then `indexOf`; `includes` finds whatever that
  // finds (and NaN besides, which only defers to the matcher). A list of its own iterator goes there too.
  if (
    !Array.isArray(list) ||
    list[Symbol.iterator] !== Array.prototype[Symbol.iterator] ||
    list.includes(item)
  )
    expect(list, where).not.toContain(item);
}

/** A string and a pattern that keeps no place between uses (no g or y flag): `test` decides as `toMatch`. */
const decidable = (text: unknown, pattern: RegExp | string): pattern is RegExp =>
  typeof text === "string" && pattern instanceof RegExp && !pattern.global && !pattern.sticky;

/** `expect(text, where).toMatch(pattern)`: decided here for a string and a pattern without the g or y flag. */
export function expectMatch(text: unknown, pattern: RegExp | string, where?: string): void {
  if (!decidable(text, pattern) || !pattern.test(text as string)) expect(text, where).toMatch(pattern);
}

/** `expect(text, where).not.toMatch(pattern)`: decided here for a string and a pattern without the g or y flag. */
export function expectNoMatch(text: unknown, pattern: RegExp | string, where?: string): void {
  if (!decidable(text, pattern) || pattern.test(text as string)) expect(text, where).not.toMatch(pattern);
}
