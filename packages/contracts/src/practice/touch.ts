import { answerText } from "./answer-text.ts";

/**
 * Touch answers (docs/adr/0651-touch-answers.md): a child answers by making something — sets a
 * clock's hands, puts notes and coins in a tray, places a point on a number line, shades parts of a
 * shape — or fills a sum's answer digit by digit in columns. Each is the set-up the widget draws (it
 * gives the answer away no more than the prompt does, so a quiz carries it too) and the answer shape
 * the widget sends. Values only, no zod: the phone grades with these.
 */

/** Notes and coins a tray offers, in rupees; the amount is any combination of them. */
export type MoneySetup = { touch: "money"; coins: readonly number[]; notes: readonly number[] };
/** A number line from `from` to `to` cut into `gaps` equal steps, a number written every `labelEvery` marks. */
export type PointSetup = { touch: "point"; from: number; to: number; gaps: number; labelEvery: number };
/** A bar or a circle cut into equal parts, or a set of round things, none shaded at first. */
export type ShadeSetup = { touch: "shade"; shape: "bar" | "circle" | "set"; parts: number };
/**
 * A sum written in columns: the answer filled digit by digit from the right, or typed whole. A
 * division (`÷`) is long division: `top` divided by `bottom`, always exact, the quotient's digits
 * filled from the left above the dividend's, as a child works it.
 */
export type ColumnsSetup = { touch: "columns"; op: "+" | "−" | "×" | "÷"; top: number; bottom: number };
export type NumericTouch = MoneySetup | PointSetup | ColumnsSetup;
/**
 * A coordinate plane from `from` to `to` on both axes, a grid line at every unit and no point at
 * first: the child plots a point on a crossing of the grid (a pair question's answer).
 */
export type PlaneSetup = { touch: "plane"; from: number; to: number };
export type TouchSetup = NumericTouch | ShadeSetup | PlaneSetup;

export const TOUCH_KINDS = ["money", "point", "columns"] as const;
export const SHAPES = ["bar", "circle", "set"] as const;
export const COLUMN_OPS = ["+", "−", "×", "÷"] as const;
/** The coins and notes a tray may offer (the Indian ones in use). */
export const TRAY_COINS = [1, 2, 5, 10, 20] as const;
export const TRAY_NOTES = [10, 20, 50, 100, 200, 500] as const;
/** The most pieces a tray holds, marks a line has, parts a shape has, digits a column answer has. */
export const TOUCH_LIMITS = {
  pieces: 40,
  gaps: 40,
  parts: 12,
  digits: 8,
  amount: 5000,
  lineEnd: 1000,
  /** A plane reaches at most this far from the origin along each axis. */
  planeEnd: 10,
} as const;

/** The answers the widgets send. */
export type ClockAnswer = { hour: number; minute: number };
export type TrayAnswer = { pieces: readonly number[] };
export type PointAnswer = { tick: number };
export type ShadeAnswer = { shaded: readonly number[] };
export type ColumnsAnswer = { digits: readonly string[] };
/** A point plotted on a plane, sent as the pair a child writes: `(3, -2)`. */
export type PlaneAnswer = string;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const whole = (value: unknown, low: number, high: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= low && value <= high;

/** A clock's hands as a time: an hour 0–23 (an analogue clock shows 15:45 as 3:45) and a minute 0–59. */
export function clockAnswer(answer: unknown): ClockAnswer | null {
  const given = record(answer);
  if (!given || !whole(given.hour, 0, 23) || !whole(given.minute, 0, 59)) return null;
  return { hour: given.hour, minute: given.minute };
}

/** The pieces in the tray, each one the tray offers; null when any is not (a made-up ₹3 coin). */
export function trayAnswer(answer: unknown, setup: MoneySetup): TrayAnswer | null {
  const pieces = record(answer)?.pieces;
  if (!Array.isArray(pieces) || pieces.length > TOUCH_LIMITS.pieces) return null;
  const offered = new Set([...setup.coins, ...setup.notes]);
  return pieces.every((value) => typeof value === "number" && offered.has(value)) ? { pieces } : null;
}

export const trayTotal = (answer: TrayAnswer) => answer.pieces.reduce((sum, value) => sum + value, 0);

/** The mark a point was placed on: one of the line's marks, 0 at `from`. */
export function pointAnswer(answer: unknown, setup: PointSetup): PointAnswer | null {
  const tick = record(answer)?.tick;
  return whole(tick, 0, setup.gaps) ? { tick } : null;
}

/** The value at a mark, as a fraction `n/d` (a whole number when it is one). */
export function pointValue(setup: PointSetup, tick: number): { n: number; d: number } {
  const n = setup.from * setup.gaps + (setup.to - setup.from) * tick;
  const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
  const g = gcd(n, setup.gaps) || 1;
  return { n: n / g, d: setup.gaps / g };
}

/**
 * The point a plane's answer names, `(x, y)` with whole numbers (a minus sign or a hyphen), on the
 * plane's grid: null when it is no such pair (a point off the plane, a half unit, a word).
 */
export function planePoint(answer: unknown, setup: PlaneSetup): { x: number; y: number } | null {
  if (typeof answer !== "string" || answer.length > 24) return null;
  const found = /^\(\s*([-−]?\d{1,2})\s*,\s*([-−]?\d{1,2})\s*\)$/.exec(answer.trim());
  if (!found) return null;
  const [x, y] = [found[1], found[2]].map((text) => Number((text as string).replace("−", "-")));
  return whole(x, setup.from, setup.to) && whole(y, setup.from, setup.to) ? { x, y } : null;
}

/** A point as the pair a plane's widget sends (a hyphen for minus, as a keyboard types it). */
export const planeText = (point: { x: number; y: number }) => `(${point.x}, ${point.y})`;

/** The parts shaded, each once. */
export function shadeAnswer(answer: unknown, setup: ShadeSetup): ShadeAnswer | null {
  const shaded = record(answer)?.shaded;
  if (!Array.isArray(shaded) || shaded.length > setup.parts) return null;
  if (!shaded.every((part) => whole(part, 0, setup.parts - 1))) return null;
  return new Set(shaded).size === shaded.length ? { shaded } : null;
}

/**
 * The digits of a column answer, most significant first; each box one digit (any script) or empty.
 * Empty boxes on the left are no digits; an empty box between digits leaves a gap no number has,
 * so the answer reads as no number (wrong, not refused).
 */
export function columnsText(answer: unknown): string | null {
  const digits = record(answer)?.digits;
  if (!Array.isArray(digits) || digits.length > TOUCH_LIMITS.digits) return null;
  if (!digits.every((digit) => typeof digit === "string" && digit.length <= 2)) return null;
  const text = (digits as string[]).map((digit) => digit.trim() || " ").join("");
  return text.trim() === "" ? null : text.trim();
}

/** The sum a column question sets, worked the ordinary way (the answer key's own recomputation). */
export function columnsResult(setup: ColumnsSetup): number {
  if (setup.op === "+") return setup.top + setup.bottom;
  if (setup.op === "−") return setup.top - setup.bottom;
  if (setup.op === "÷") return setup.top / setup.bottom;
  return setup.top * setup.bottom;
}

/**
 * How many answer boxes a column sum has: one per column the answer may reach (a long division's
 * quotient, one above each digit of the dividend).
 */
export function columnBoxes(setup: ColumnsSetup): number {
  const top = String(setup.top).length;
  const bottom = String(setup.bottom).length;
  if (setup.op === "×") return top + bottom;
  if (setup.op === "+") return Math.max(top, bottom) + 1;
  if (setup.op === "÷") return top;
  return Math.max(top, bottom);
}

/** A long division is filled from the left (the highest place first); every other sum from the ones. */
export const fillsFromLeft = (setup: ColumnsSetup) => setup.op === "÷";

/** The fewest notes and coins making an amount, biggest first (the right answer a child is shown). */
export function fewestPieces(amount: number, setup: MoneySetup): number[] {
  const values = [...new Set([...setup.notes, ...setup.coins])].sort((a, b) => b - a);
  const pieces: number[] = [];
  let left = amount;
  for (const value of values)
    while (left >= value && pieces.length < TOUCH_LIMITS.pieces) {
      pieces.push(value);
      left -= value;
    }
  return pieces;
}

/** A time written `h:mm` (or `h.mm`), the hour 0–23: null when it is not one. */
export function readTime(text: string): ClockAnswer | null {
  const plain = answerText(text);
  const found = plain === null ? null : /^(\d{1,2})[:.](\d{2})$/.exec(plain);
  if (!found) return null;
  return clockAnswer({ hour: Number(found[1]), minute: Number(found[2]) });
}

/** Two times the same on a clock face: the same minute, the same hour of the twelve. */
export const sameClockTime = (a: ClockAnswer, b: ClockAnswer) =>
  a.minute === b.minute && a.hour % 12 === b.hour % 12;
