/**
 * The 404 page's math puzzle: a random operator among + − ×, operands 1 to 12,
 * and a subtraction whose answer is never negative. Pure, so tests can drive it with any `random`.
 */
export const OPERAND_MIN = 1;
export const OPERAND_MAX = 12;
export const OPERATORS = ["+", "−", "×"] as const;
export type Operator = (typeof OPERATORS)[number];

export type Puzzle = { a: number; b: number; operator: Operator; answer: number };

type Random = () => number;

/** An integer in [min, max] from a random number in [0, 1). */
function pick(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function solve(a: number, b: number, operator: Operator): number {
  if (operator === "+") return a + b;
  if (operator === "−") return a - b;
  return a * b;
}

export function makePuzzle(random: Random = Math.random): Puzzle {
  const operator = OPERATORS[pick(random, 0, OPERATORS.length - 1)] ?? "+";
  let a = pick(random, OPERAND_MIN, OPERAND_MAX);
  let b = pick(random, OPERAND_MIN, OPERAND_MAX);
  // Children in the early classes have not met negative numbers: put the larger operand first.
  if (operator === "−" && a < b) [a, b] = [b, a];
  return { a, b, operator, answer: solve(a, b, operator) };
}

/** A puzzle other than `previous`, so the child sees that a new one has arrived. */
export function nextPuzzle(previous: Puzzle | null, random: Random = Math.random): Puzzle {
  for (let attempt = 0; attempt < 20; attempt++) {
    const puzzle = makePuzzle(random);
    if (!previous || !samePuzzle(puzzle, previous)) return puzzle;
  }
  return makePuzzle(random);
}

function samePuzzle(x: Puzzle, y: Puzzle): boolean {
  return x.a === y.a && x.b === y.b && x.operator === y.operator;
}

/** Devanagari digits (०–९), which a Hindi keyboard types, read as the same numbers. */
const toAsciiDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - "०".charCodeAt(0)));

/** True when `raw` (what was typed, spaces allowed) is the puzzle's answer as a whole number. */
export function checkAnswer(puzzle: Puzzle, raw: string): boolean {
  const text = toAsciiDigits(raw.trim());
  if (!/^-?\d+$/.test(text)) return false;
  return Number.parseInt(text, 10) === puzzle.answer;
}

export const formatPuzzle = (puzzle: Puzzle) => `${puzzle.a} ${puzzle.operator} ${puzzle.b}`;

/** How long the "correct" message stays before the next puzzle: 2 seconds. */
export const NEW_PUZZLE_DELAY_MS = 2000;
