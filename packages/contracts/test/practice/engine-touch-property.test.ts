import { practiceItemSchema } from "@ganit/contracts/practice";
import { correctAnswer, generateItem, grade, seededRandom } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/**
 * Touch answers (docs/adr/0651-touch-answers.md) against the grader: random trays, marks, shadings,
 * hands and digit boxes, each worked out here by hand (sums by counting, fractions cross-multiplied
 * in BigInt, times on a twelve-hour face) and held to the grader's verdict — the grader must never
 * call right a value that is not the key's, nor wrong one that is. Made-up pieces, marks off the
 * line, parts shaded twice and hands off the face are refused (null: the server answers 400).
 */
const SEEDS = 3000;
const random = seededRandom(20261127);

type Touch = Record<string, unknown> & { touch: string };
const itemsOf = (generator: string) =>
  Array.from({ length: SEEDS }, (_, seed) =>
    generateItem({ generator: generator as "makeAmount", min: 1, max: 3 }, 0, seed * 2_654_435_761),
  );
/** `a/b` or `a b/c` or `a` as a BigInt fraction, read by hand. */
function fractionOf(text: string): [bigint, bigint] {
  const [head = "", tail] = text.split(" ");
  const part = (t: string): [bigint, bigint] => {
    const [n = "0", d = "1"] = t.split("/");
    return [BigInt(n), BigInt(d)];
  };
  if (tail === undefined) return part(head);
  const [n, d] = part(tail);
  return [BigInt(head) * d + n, d];
}
const same = ([a, b]: [bigint, bigint], [c, d]: [bigint, bigint]) => a * d === b * c;

describe("touch answers against the grader", () => {
  it(`a tray is right exactly when its pieces add up to the amount (${SEEDS} questions, random trays)`, () => {
    let right = 0;
    let wrong = 0;
    for (const item of itemsOf("makeAmount")) {
      const tray = (item as { touch: Touch }).touch as unknown as { coins: number[]; notes: number[] };
      const offered = [...tray.coins, ...tray.notes];
      const amount = Number((item as { answer: string }).answer);
      expect(grade(item, correctAnswer(item, 0), 0)?.correct).toBe(true);
      for (let t = 0; t < 6; t++) {
        const pieces: number[] = [];
        // Near the amount half the time: fill greedily from random pieces, then maybe one more.
        let total = 0;
        while (pieces.length < 30 && total < amount) {
          const value = offered[random.int(0, offered.length - 1)] as number;
          if (total + value > amount && random.next() < 0.8) continue;
          pieces.push(value);
          total += value;
        }
        let counted = 0;
        for (const value of pieces) counted += value;
        const verdict = grade(item, { pieces }, 0);
        expect(verdict?.correct, `${item.prompt} ${pieces}`).toBe(counted === amount);
        if (counted === amount) right += 1;
        else wrong += 1;
      }
      expect(grade(item, { pieces: [3] }, 0)).toBeNull();
      expect(grade(item, { pieces: [amount] }, 0)?.correct ?? null).toBe(
        offered.includes(amount) ? true : null,
      );
      // The amount typed is no tray: the prompt names it.
      expect(grade(item, String(amount), 0)).toBeNull();
    }
    expect(right).toBeGreaterThan(SEEDS);
    expect(wrong).toBeGreaterThan(SEEDS);
  });

  it("a point is right exactly on the mark whose value is the number, whatever its spelling", () => {
    for (const item of itemsOf("placePoint")) {
      const line = (item as { touch: Touch }).touch as unknown as { from: number; to: number; gaps: number };
      const key = fractionOf((item as { answer: string }).answer);
      let marksRight = 0;
      for (let tick = 0; tick <= line.gaps; tick++) {
        // The mark's value: from + tick steps of (to − from)/gaps.
        const value: [bigint, bigint] = [
          BigInt(line.from * line.gaps + (line.to - line.from) * tick),
          BigInt(line.gaps),
        ];
        const verdict = grade(item, { tick }, 0);
        expect(verdict?.correct, `${item.prompt} mark ${tick}`).toBe(same(value, key));
        if (verdict?.correct) marksRight += 1;
      }
      expect(marksRight).toBe(1);
      for (const tick of [-1, line.gaps + 1, 0.5]) expect(grade(item, { tick }, 0)).toBeNull();
    }
  });

  it("a shading is right by its value, or by its count where the question asks for a number of parts", () => {
    let equalButOther = 0;
    for (const item of itemsOf("shadeFraction")) {
      const { parts } = (item as { touch: Touch }).touch as unknown as { parts: number };
      const { numerator, denominator } = (item as { answer: { numerator: number; denominator: number } })
        .answer;
      const byValue = (item as { equivalents?: boolean }).equivalents === true;
      for (let t = 0; t < 8; t++) {
        const shaded = Array.from({ length: parts }, (_, i) => i).filter(() => random.next() < 0.5);
        const count = shaded.length;
        const expected = byValue
          ? BigInt(count) * BigInt(denominator) === BigInt(numerator) * BigInt(parts)
          : count === numerator && parts === denominator;
        expect(grade(item, { shaded }, 0)?.correct, `${item.prompt} ${shaded}`).toBe(expected);
        if (expected && parts !== denominator) equalButOther += 1;
      }
      expect(grade(item, { shaded: [0, 0] }, 0)).toBeNull();
      expect(grade(item, { shaded: [parts] }, 0)).toBeNull();
      expect(grade(item, { numerator, denominator }, 0)).toBeNull();
    }
    expect(equalButOther).toBeGreaterThan(50);
  });

  it("hands are right exactly at the key's time on a twelve-hour face; hands off the face are refused", () => {
    for (const item of itemsOf("setClock")) {
      const [h, m] = (item as { answer: string }).answer.split(":").map(Number) as [number, number];
      for (let t = 0; t < 10; t++) {
        const hour = t === 0 ? (h % 12) + 12 : random.int(0, 23);
        const minute = t === 0 ? m : random.pick([m, random.int(0, 59)]);
        const right = hour % 12 === h % 12 && minute === m;
        expect(grade(item, { hour, minute }, 0)?.correct, `${item.prompt} ${hour}:${minute}`).toBe(right);
      }
      for (const hands of [
        { hour: 24, minute: 0 },
        { hour: 3, minute: 60 },
        { hour: 3.5, minute: 0 },
      ])
        expect(grade(item, hands, 0)).toBeNull();
    }
  });

  it("column digits are right exactly when they spell the key; a gap between digits is wrong", () => {
    for (const item of [...itemsOf("columnSums"), ...itemsOf("longDivision")]) {
      const key = (item as { answer: string }).answer;
      const digits = key.split("");
      expect(grade(item, { digits: ["", ...digits] }, 0)?.correct).toBe(true);
      expect(grade(item, key, 0)?.correct).toBe(true);
      for (let t = 0; t < 4; t++) {
        const changed = digits.map((d) => (random.next() < 0.3 ? String(random.int(0, 9)) : d));
        expect(grade(item, { digits: changed }, 0)?.correct).toBe(changed.join("") === key);
      }
      if (digits.length > 2)
        expect(grade(item, { digits: [digits[0], "", ...digits.slice(2)] as string[] }, 0)?.correct).toBe(
          false,
        );
      expect(grade(item, { digits: Array.from({ length: 9 }, () => "1") }, 0)).toBeNull();
    }
  });

  it("a plotted point is right exactly at the key's crossing, and a foreseen slip names its misconception", () => {
    let slips = 0;
    // Checked in plain code and asserted once: every crossing of a thousand planes through `expect`
    // each is too slow on a loaded machine.
    const problems: string[] = [];
    const planeItems = Array.from({ length: 1000 }, (_, seed) =>
      generateItem({ generator: "plotPoint", min: 1, max: 3 }, 0, seed * 2_654_435_761),
    );
    for (const item of planeItems) {
      const {
        answer,
        touch,
        wrongAnswers = [],
      } = item as unknown as {
        answer: string;
        touch: { from: number; to: number };
        wrongAnswers?: { answer: string; misconception: string }[];
      };
      // The key's numbers read by hand from "(x, y)".
      const [kx, ky] = answer
        .replace(/[()\s]/g, "")
        .split(",")
        .map(Number) as [number, number];
      expect(grade(item, correctAnswer(item, 0), 0)?.correct).toBe(true);
      // Every crossing of the grid: right at the key only; a foreseen one names its slip.
      for (let x = touch.from; x <= touch.to; x++)
        for (let y = touch.from; y <= touch.to; y++) {
          const verdict = grade(item, `(${x}, ${y})`, 0);
          const right = x === kx && y === ky;
          const foreseen = wrongAnswers.find((wrong) => wrong.answer === `(${x}, ${y})`);
          if (verdict?.correct !== right || verdict?.misconception !== foreseen?.misconception)
            problems.push(`${item.prompt} (${x}, ${y}): ${JSON.stringify(verdict)}`);
          if (foreseen) slips += 1;
        }
      // Written with a real minus sign or spaced out, the same point.
      const spaced = `( ${kx < 0 ? `−${-kx}` : kx} ,${ky < 0 ? `−${-ky}` : ky} )`;
      expect(grade(item, spaced, 0)?.correct, spaced).toBe(true);
      // Anything that is not one crossing of this plane is refused, never taken for the key.
      for (const made of [
        `(${touch.to + 1}, ${ky})`,
        `(${kx}, ${touch.from - 1})`,
        `(${kx}.5, ${ky})`,
        `(${kx}, ${ky}), (${ky}, ${kx})`,
        `(${kx}, ${ky}, 0)`,
        `${kx}, ${ky}`,
        `(x = ${kx}, y = ${ky})`,
        `(${ky}, ${kx}`,
        { x: kx, y: ky },
        [kx, ky],
        kx,
        "",
      ])
        if (grade(item, made, 0) !== null)
          problems.push(`${item.prompt} ${JSON.stringify(made)} not refused`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(slips).toBeGreaterThan(1000);
  }, 120_000);

  it("refuses an author's touch question its touch cannot make", () => {
    const base = { prompt: "?" };
    const bad = [
      { kind: "numeric", answer: "7", touch: { touch: "money", coins: [2], notes: [] } },
      // A long division is exact, by a divisor above 0.
      { kind: "numeric", answer: "3", touch: { touch: "columns", op: "÷", top: 10, bottom: 3 } },
      { kind: "numeric", answer: "0", touch: { touch: "columns", op: "÷", top: 0, bottom: 0 } },
      { kind: "numeric", answer: "18", touch: { touch: "columns", op: "÷", top: 76, bottom: 4 } },
      { kind: "numeric", answer: "3/8", touch: { touch: "point", from: 0, to: 2, gaps: 4, labelEvery: 2 } },
      { kind: "numeric", answer: "5", touch: { touch: "columns", op: "+", top: 2, bottom: 2 } },
      {
        kind: "fraction",
        answer: { numerator: 1, denominator: 3 },
        equivalents: true,
        touch: { touch: "shade", shape: "bar", parts: 4 },
      },
      {
        kind: "fraction",
        answer: { numerator: 1, denominator: 2 },
        touch: { touch: "shade", shape: "bar", parts: 4 },
      },
      { kind: "time", answer: "13:75" },
      // A point off the plane, a half unit, and a foreseen slip that is the key itself.
      { kind: "plot", answer: "(6, 1)", touch: { touch: "plane", from: -5, to: 5 } },
      { kind: "plot", answer: "(1.5, 1)", touch: { touch: "plane", from: -5, to: 5 } },
      {
        kind: "plot",
        answer: "(2, 1)",
        touch: { touch: "plane", from: -5, to: 5 },
        wrongAnswers: [{ answer: "(2, 1)", misconception: "Swapped" }],
      },
      { kind: "plot", answer: "(2, 1)", touch: { touch: "plane", from: 0, to: 11 } },
    ];
    for (const item of bad)
      expect(practiceItemSchema.safeParse({ ...base, ...item }).success, JSON.stringify(item)).toBe(false);
    const good = [
      { kind: "numeric", answer: "7", touch: { touch: "money", coins: [1, 2, 5], notes: [] } },
      { kind: "numeric", answer: "1 1/2", touch: { touch: "point", from: 0, to: 2, gaps: 4, labelEvery: 2 } },
      { kind: "numeric", answer: "4", touch: { touch: "columns", op: "+", top: 2, bottom: 2 } },
      { kind: "numeric", answer: "19", touch: { touch: "columns", op: "÷", top: 76, bottom: 4 } },
      {
        kind: "fraction",
        answer: { numerator: 1, denominator: 2 },
        equivalents: true,
        touch: { touch: "shade", shape: "circle", parts: 4 },
      },
      {
        kind: "fraction",
        answer: { numerator: 2, denominator: 4 },
        touch: { touch: "shade", shape: "set", parts: 4 },
      },
      { kind: "time", answer: "3:45" },
      {
        kind: "plot",
        answer: "(-3, 2)",
        touch: { touch: "plane", from: -5, to: 5 },
        wrongAnswers: [{ answer: "(2, -3)", misconception: "Swapped" }],
      },
    ];
    for (const item of good)
      expect(practiceItemSchema.safeParse({ ...base, ...item }).success, JSON.stringify(item)).toBe(true);
    const twoOfFour = practiceItemSchema.parse({ ...base, ...good[4] });
    expect(grade(twoOfFour, { shaded: [0, 1] }, 0)?.correct).toBe(true);
    expect(grade(twoOfFour, { shaded: [0, 1, 2, 3].slice(0, 1) }, 0)?.correct).toBe(false);
  });
});
