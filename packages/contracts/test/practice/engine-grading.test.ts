import { type PracticeItem, practiceItemSchema } from "@ganit/contracts";
import { correctAnswer, grade, parseNumber, shownOrder } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/** Grading of every question kind, the equivalent forms, and their refusal where the author did not allow them. */
const item = (input: unknown) => practiceItemSchema.parse(input) as PracticeItem;

describe("numeric", () => {
  const strict = item({ kind: "numeric", prompt: "23 × 11", answer: "253", accept: ["253.0"] });
  const lenient = item({ kind: "numeric", prompt: "1 ÷ 2", answer: "0.5", equivalents: true });

  it("takes the answer and the author's accepted forms, written with Devanagari digits or spaces", () => {
    expect(grade(strict, "253", 0)?.correct).toBe(true);
    expect(grade(strict, " 253 ", 0)?.correct).toBe(true);
    expect(grade(strict, "२५३", 0)?.correct).toBe(true);
    expect(grade(strict, "253.0", 0)?.correct).toBe(true);
    expect(grade(strict, 253, 0)?.correct).toBe(true);
  });
  it("refuses other forms of the same value when equivalents are off", () => {
    expect(grade(strict, "253.00", 0)?.correct).toBe(false);
    expect(grade(strict, "506/2", 0)?.correct).toBe(false);
    expect(grade(strict, "252", 0)?.correct).toBe(false);
  });
  it("takes 0.5, .5, 1/2 and 2/4 when equivalents are on", () => {
    for (const form of ["0.5", ".5", "1/2", "2/4", "०.५", "1 / 2"])
      expect(grade(lenient, form, 0)?.correct).toBe(true);
    expect(grade(lenient, "0.55", 0)?.correct).toBe(false);
    expect(grade(lenient, "1/0", 0)?.correct).toBe(false);
  });
  it("names a foreseen wrong answer's misconception, and refuses an answer of the wrong shape", () => {
    const withWrong = item({
      kind: "numeric",
      prompt: "180 − 60 − 70",
      answer: "50",
      wrongAnswers: [{ answer: "230", misconception: "Used 360°" }],
    });
    expect(grade(withWrong, "230", 0)).toEqual({ correct: false, misconception: "Used 360°" });
    expect(grade(withWrong, ["50"], 0)).toBeNull();
    expect(grade(withWrong, { numerator: 1, denominator: 2 }, 0)).toBeNull();
  });
  it("reads grouped and mixed numbers exactly", () => {
    expect(parseNumber("2,53,000")).toEqual({ n: 253000n, d: 1n });
    expect(parseNumber("1 1/2")).toEqual({ n: 3n, d: 2n });
    expect(parseNumber("-.25")).toEqual({ n: -1n, d: 4n });
    expect(parseNumber("abc")).toBeNull();
    expect(parseNumber("1/2/3")).toBeNull();
  });
});

describe("single and multiple choice", () => {
  const single = item({
    kind: "single",
    prompt: "11 × 11",
    options: ["121", "122", "1111"],
    answer: 0,
    misconceptions: [null, null, "Wrote the digits side by side"],
  });
  const multiple = item({
    kind: "multiple",
    prompt: "Even numbers",
    options: ["2", "3", "4", "5"],
    answer: [0, 2],
  });

  it("grades the chosen option and names the misconception of a wrong one", () => {
    expect(grade(single, 0, 0)).toEqual({ correct: true });
    expect(grade(single, 2, 0)).toEqual({ correct: false, misconception: "Wrote the digits side by side" });
    expect(grade(single, 1, 0)).toEqual({ correct: false });
    expect(grade(single, 3, 0)).toBeNull();
    expect(grade(single, "0", 0)).toBeNull();
  });
  it("needs exactly the right set of options in a multiple choice", () => {
    expect(grade(multiple, [2, 0], 0)?.correct).toBe(true);
    expect(grade(multiple, [0], 0)?.correct).toBe(false);
    expect(grade(multiple, [0, 1, 2], 0)?.correct).toBe(false);
    expect(grade(multiple, [0, 0], 0)).toBeNull();
    expect(grade(multiple, [7], 0)).toBeNull();
  });
  it("refuses an answer index outside the options when saved", () => {
    expect(
      practiceItemSchema.safeParse({ kind: "single", prompt: "x", options: ["a", "b"], answer: 2 }).success,
    ).toBe(false);
    expect(
      practiceItemSchema.safeParse({ kind: "multiple", prompt: "x", options: ["a", "b"], answer: [1, 1] })
        .success,
    ).toBe(false);
  });
});

describe("fill in the blanks", () => {
  const blanks = item({
    kind: "blanks",
    prompt: "Half is ___ and a quarter is ___",
    blanks: [
      { answer: "0.5", accept: ["1/2"] },
      { answer: "0.25", equivalents: true },
    ],
  });
  it("grades each blank with its own forms and its own equivalents switch", () => {
    expect(grade(blanks, ["0.5", "0.25"], 0)?.correct).toBe(true);
    expect(grade(blanks, ["1/2", "1/4"], 0)?.correct).toBe(true);
    expect(grade(blanks, ["1/2", ".25"], 0)?.correct).toBe(true);
    // ".5" is the same value as 0.5, but the first blank allows only its listed forms.
    expect(grade(blanks, [".5", "0.25"], 0)?.correct).toBe(false);
    expect(grade(blanks, ["0.5"], 0)).toBeNull();
  });
  it("needs one ___ in the prompt per blank", () => {
    expect(
      practiceItemSchema.safeParse({ kind: "blanks", prompt: "No blank", blanks: [{ answer: "1" }] }).success,
    ).toBe(false);
  });
});

describe("matching and ordering", () => {
  const matching = item({
    kind: "matching",
    prompt: "Match",
    pairs: [
      { left: "½", right: "0.5" },
      { left: "¼", right: "0.25" },
      { left: "¾", right: "0.75" },
    ],
  });
  const ordering = item({ kind: "ordering", prompt: "Smallest first", items: ["1", "5", "9", "12"] });

  it("never shows the items in the right order, and the same seed shows the same order", () => {
    for (let seed = 0; seed < 200; seed++) {
      const order = shownOrder(4, seed);
      expect(order).not.toEqual([0, 1, 2, 3]);
      expect(shownOrder(4, seed)).toEqual(order);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
    }
  });
  it("grades in the order shown for the seed", () => {
    for (const seed of [1, 42, 99_999]) {
      expect(grade(matching, correctAnswer(matching, seed), seed)?.correct).toBe(true);
      expect(grade(ordering, correctAnswer(ordering, seed), seed)?.correct).toBe(true);
      expect(grade(ordering, [0, 1, 2, 3], seed)?.correct).toBe(false);
    }
    expect(grade(ordering, [0, 1, 2], 1)).toBeNull();
    expect(grade(matching, [0, 0, 1], 1)).toBeNull();
  });
});

describe("fraction", () => {
  const lowest = item({ kind: "fraction", prompt: "1/4 + 1/4", answer: { numerator: 1, denominator: 2 } });
  const any = { ...lowest, equivalents: true } as PracticeItem;
  it("takes the exact fraction; an equal one only when equivalents are on", () => {
    expect(grade(lowest, { numerator: 1, denominator: 2 }, 0)?.correct).toBe(true);
    expect(grade(lowest, { numerator: "१", denominator: "२" }, 0)?.correct).toBe(true);
    expect(grade(lowest, { numerator: 2, denominator: 4 }, 0)?.correct).toBe(false);
    expect(grade(any, { numerator: 2, denominator: 4 }, 0)?.correct).toBe(true);
    expect(grade(any, { numerator: 2, denominator: 0 }, 0)?.correct).toBe(false);
    expect(grade(lowest, "1/2", 0)).toBeNull();
  });
  it("refuses a zero denominator when saved", () => {
    expect(
      practiceItemSchema.safeParse({
        kind: "fraction",
        prompt: "x",
        answer: { numerator: 1, denominator: 0 },
      }).success,
    ).toBe(false);
  });
});
