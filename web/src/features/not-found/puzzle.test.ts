import { seededRandom } from "@ganit/contracts/practice/random";
import { describe, expect, it } from "vitest";
import {
  checkAnswer,
  makePuzzle,
  nextPuzzle,
  OPERAND_MAX,
  OPERAND_MIN,
  OPERATORS,
  type Puzzle,
} from "./puzzle.ts";

/** A deterministic stand-in for Math.random (the practice engine's mulberry32), so a failing draw can be replayed. */
const seeded = (seed: number) => seededRandom(seed).next;

/** Returns the given numbers in turn, for draws chosen by hand. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe("makePuzzle", () => {
  const draws = Array.from({ length: 5000 }, (_, i) => makePuzzle(seeded(i)));

  it("keeps both operands in 1..12", () => {
    for (const { a, b } of draws) {
      expect(Number.isInteger(a) && Number.isInteger(b)).toBe(true);
      expect(a).toBeGreaterThanOrEqual(OPERAND_MIN);
      expect(a).toBeLessThanOrEqual(OPERAND_MAX);
      expect(b).toBeGreaterThanOrEqual(OPERAND_MIN);
      expect(b).toBeLessThanOrEqual(OPERAND_MAX);
    }
  });

  it("uses exactly the operators + − ×, each of them", () => {
    expect(new Set(draws.map((p) => p.operator))).toEqual(new Set(OPERATORS));
  });

  it("reaches both ends of the operand range", () => {
    const operands = new Set(draws.flatMap((p) => [p.a, p.b]));
    expect(operands.has(1) && operands.has(12)).toBe(true);
  });

  it("never gives a negative answer, also with Math.random", () => {
    for (const p of draws) expect(p.answer).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 2000; i++) expect(makePuzzle().answer).toBeGreaterThanOrEqual(0);
  });

  it("swaps the operands of a subtraction so the larger comes first", () => {
    // operator index 1 (−), a = 3, b = 9
    const puzzle = makePuzzle(sequence(0.4, 2 / 12, 8 / 12));
    expect(puzzle).toEqual({ a: 9, b: 3, operator: "−", answer: 6 });
  });

  it("computes the answer of each operator", () => {
    for (const p of draws) {
      const expected = p.operator === "+" ? p.a + p.b : p.operator === "−" ? p.a - p.b : p.a * p.b;
      expect(p.answer).toBe(expected);
    }
  });

  it("handles a random of 0 and of just under 1", () => {
    expect(makePuzzle(() => 0)).toEqual({ a: 1, b: 1, operator: "+", answer: 2 });
    expect(makePuzzle(() => 0.999999)).toEqual({ a: 12, b: 12, operator: "×", answer: 144 });
  });
});

describe("nextPuzzle", () => {
  it("never repeats the previous puzzle", () => {
    const random = seeded(42);
    let previous: Puzzle | null = null;
    for (let i = 0; i < 500; i++) {
      const puzzle = nextPuzzle(previous, random);
      if (previous) expect(puzzle).not.toEqual(previous);
      previous = puzzle;
    }
  });
});

describe("checkAnswer", () => {
  const puzzle: Puzzle = { a: 7, b: 5, operator: "×", answer: 35 };

  it("accepts the answer, with surrounding spaces too", () => {
    expect(checkAnswer(puzzle, "35")).toBe(true);
    expect(checkAnswer(puzzle, " 35 ")).toBe(true);
  });

  it("accepts Devanagari digits", () => {
    expect(checkAnswer(puzzle, "३५")).toBe(true);
  });

  it("rejects wrong, empty and non-numeric answers", () => {
    for (const raw of ["34", "36", "", "  ", "35.0", "3 5", "thirty-five", "35abc", "-35"]) {
      expect(checkAnswer(puzzle, raw)).toBe(false);
    }
  });

  it("accepts zero for a subtraction of equal operands", () => {
    expect(checkAnswer({ a: 4, b: 4, operator: "−", answer: 0 }, "0")).toBe(true);
  });
});
