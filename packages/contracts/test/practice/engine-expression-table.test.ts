import { type PracticeItem, practiceItemSchema } from "@ganit/contracts";
import {
  correctAnswer,
  grade,
  parseExpression,
  speakExpression,
  toStudentItem,
} from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/**
 * Tables of expression, equation and solution answers as a child types them, graded by the shared
 * engine; the reader's refusals; the forms; the words a screen reader says; negative numbers.
 */
const expression = (answer: string, form?: "factorised" | "expanded" | "simplest"): PracticeItem => ({
  kind: "expression",
  prompt: "?",
  answer,
  ...(form ? { form } : {}),
});
const right = (item: PracticeItem, typed: string) => grade(item, typed, 0)?.correct;

describe("the expression reader", () => {
  it.each([
    "3x + 2",
    "2(x+1)",
    "x^2 - 9",
    "(x-3)(x+3)",
    "x² − 9",
    "-x^2",
    "3 × x + 2",
    "2x + 3 = 11",
    "x/2 + 1/3",
    "xy + 2y",
    "[x+1](x-1)",
    "२x + ३",
    "x^(2)",
  ])("reads %s", (text) => expect(parseExpression(text)).not.toBeNull());

  it.each([
    "x2", // a number after a letter
    "(x+1)2",
    "2 3",
    "2.5.1",
    "x^10", // exponents up to 9
    "x^-1",
    "x^y",
    "x^2^3",
    "x**2",
    "()",
    "(x+1",
    "x+1)",
    "x =",
    "x = 1 = 2",
    "sin x + 2 $",
    "x + 1 ; 2",
    "2 + ",
    "",
    "x".repeat(61), // bounded before anything runs
    "1234567890123x", // more than twelve digits
  ])("refuses %s", (text) => expect(parseExpression(text)).toBeNull());
});

describe("expression answers by value", () => {
  it.each([
    ["3x + 2", "2 + 3x", true],
    ["3x + 2", "x + x + x + 2", true],
    ["3x + 2", "3(x + 1) - 1", true],
    ["3x + 2", "3x + 3", false],
    ["3x + 2", "3x - 2", false],
    ["2(x+1)", "2x + 2", true],
    ["2(x+1)", "2x + 1", false],
    ["x^2 - 9", "(x-3)(x+3)", true],
    ["x^2 - 9", "(x+3)(x-3)", true],
    ["x^2 - 9", "(x-3)^2", false],
    ["x^2 - 9", "x^2 + 9", false],
    ["x^2 - 9", "x^3 - 9", false],
    ["(x+1)^2", "x² + 2x + 1", true],
    ["x + 1", "(x^2 - 1)/(x - 1)", true],
    ["1", "x/x", true],
    ["x/2", "0.5x", true],
    ["x/3", "0.33x", false],
    ["2xy", "2yx", true],
    ["2xy", "2x + y", false],
    ["x + y", "y + x", true],
    ["x + y", "x + 2y", false],
    ["x^9 - 1", "x^9 - 2", false],
    ["2x + 3 = 11", "2x = 8", true],
    ["2x + 3 = 11", "x = 4", true],
    ["2x + 3 = 11", "11 = 3 + 2x", true],
    ["2x + 3 = 11", "x = 5", false],
    ["2x + 3 = 11", "2x + 3", false],
    ["3x + 2", "3x + 2 = 0", false],
    ["3x + 2", "3x+2 garbage", false],
  ] as const)("%s: %s is %s", (answer, typed, expected) =>
    expect(right(expression(answer), typed)).toBe(expected),
  );

  it("never compares strings: one spelling of a wrong value stays wrong however it is typed", () => {
    expect(right(expression("x^2 - 9"), "x^2 - 9 ")).toBe(true);
    expect(right(expression("x^2 - 9"), "x^2 - 9.0000001")).toBe(false);
  });

  it("names the misconception of a foreseen wrong answer, written any equivalent way", () => {
    const item: PracticeItem = {
      ...expression("x^2 - 9"),
      wrongAnswers: [{ answer: "(x-3)^2", misconception: "squared the difference" }],
    } as PracticeItem;
    expect(grade(item, "x^2 - 6x + 9", 0)).toEqual({
      correct: false,
      misconception: "squared the difference",
    });
  });
});

describe("the form a question asks for", () => {
  it.each([
    ["(x-3)(x+3)", "factorised", "(x+3)(x-3)", true],
    ["(x-3)(x+3)", "factorised", "x^2 - 9", false],
    ["2(x+1)", "factorised", "2(x+1)", true],
    ["2(x+1)", "factorised", "(x+1)·2", true],
    ["2(x+1)", "factorised", "2x + 2", false],
    ["2(x+1)^2", "factorised", "(2x+2)(x+1)", false],
    ["2(x+1)^2", "factorised", "2(x+1)(x+1)", true],
    ["x(x+3)", "factorised", "x(3+x)", true],
    ["x^2 - 9", "expanded", "x^2 - 9", true],
    ["x^2 - 9", "expanded", "-9 + x²", true],
    ["x^2 - 9", "expanded", "(x-3)(x+3)", false],
    ["x^2 + 2x + 1", "expanded", "x^2 + x + x + 1", false],
    ["2 - xy", "expanded", "-xy + 2", true],
    ["x", "expanded", "x + 0", false],
    ["x", "expanded", "x + 0y", false],
    ["x - x", "expanded", "0", true],
    ["5x - 1", "simplest", "5x - 1", true],
    ["5x - 1", "simplest", "2(x+1) + 3(x-1)", false],
    ["5x - 1", "simplest", "3x + 2x - 1", false],
    ["5x - 1", "simplest", "x*x/x*5 - 1", false],
    ["x/2 + 1", "simplest", "1 + x/2", true],
  ] as const)("%s asked %s: %s is %s", (answer, form, typed, expected) =>
    expect(right(expression(answer, form), typed)).toBe(expected),
  );

  it("refuses a set whose own answer is not in the form it asks for, or is no expression", () => {
    expect(practiceItemSchema.safeParse(expression("x^2 - 9", "factorised")).success).toBe(false);
    expect(practiceItemSchema.safeParse(expression("(x-3)(x+3)", "factorised")).success).toBe(true);
    expect(practiceItemSchema.safeParse(expression("x2 + 1")).success).toBe(false);
  });
});

describe("an expression read aloud", () => {
  it.each([
    ["x^2 - 9", "x squared minus 9", "x का वर्ग घटा 9"],
    ["3x + 2", "3 x plus 2", "3 x धन 2"],
    ["x^3", "x cubed", "x का घन"],
    ["x^4 - 1", "x to the power 4 minus 1", "x की घात 4 घटा 1"],
    ["2x = 6", "2 x equals 6", "2 x बराबर 6"],
    [
      "(x-3)(x+3)",
      "bracket x minus 3 close bracket times bracket x plus 3 close bracket",
      "कोष्ठक x घटा 3 कोष्ठक बंद गुणा कोष्ठक x धन 3 कोष्ठक बंद",
    ],
    ["x/2", "x over 2", "x बटा 2"],
  ])("%s", (text, english, hindi) => {
    expect(speakExpression(text)).toBe(english);
    expect(speakExpression(text, "hi")).toBe(hindi);
  });

  it("gives the Listen text of an expression question its maths in words", () => {
    const item = { ...expression("(x-3)(x+3)", "factorised"), prompt: "Factorise $x^2 - 9$" };
    const student = toStudentItem({ ...item, id: "f", html: { prompt: "" } } as never, 1, "quiz");
    expect(student.text).toBe("Factorise x squared minus 9");
    expect(student.form).toBe("factorised");
    expect(student.variables).toEqual(["x", "y"]);
    expect(student.key).toBeUndefined();
    const hindi = toStudentItem(
      { ...item, prompt: "$x^2 - 9$ के गुणनखंड कीजिए", id: "f", html: { prompt: "" } } as never,
      1,
      "quiz",
    );
    expect(hindi.text).toBe("x का वर्ग घटा 9 के गुणनखंड कीजिए");
  });

  it("reads a generator's plain-text algebra in words too, and leaves coordinates and function names as written", () => {
    const said = (prompt: string) =>
      toStudentItem(
        { ...expression("x^2 - 1", "factorised"), prompt, id: "g", html: { prompt: "" } } as never,
        1,
        "quiz",
      ).text;
    expect(said("Factorise x² − 1.")).toBe("Factorise x squared minus 1.");
    expect(said("x² − 1 के गुणनखंड करो।")).toBe("x का वर्ग घटा 1 के गुणनखंड करो।");
    expect(said("Expand (x + 3)².")).toBe("Expand bracket x plus 3 close bracket squared.");
    expect(said("(x + 3)² का प्रसार करो।")).toBe("कोष्ठक x धन 3 कोष्ठक बंद का वर्ग का प्रसार करो।");
    expect(said("Find the mid-point of A(3, 4) and B(5, 6).")).toBe(
      "Find the mid-point of A(3, 4) and B(5, 6).",
    );
    expect(said("If p(x) = 2x + 3, find p(1).")).toBe("If p(x) = 2x + 3, find p(1).");
    expect(said("Ravi is x years old; write 2024-25.")).toBe("Ravi is x years old; write 2024-25.");
  });
});

const solution = (shape: "value" | "pair" | "roots" | "none", values: string[], variables?: string[]) =>
  ({
    kind: "solution",
    prompt: "?",
    solution: shape,
    values,
    ...(variables ? { variables } : {}),
  }) as PracticeItem;

describe("solutions of equations", () => {
  it.each([
    [solution("value", ["3"]), "x = 3", true],
    [solution("value", ["3"]), "3", true],
    [solution("value", ["3"]), "x=3", true],
    [solution("value", ["3"]), "३", true],
    [solution("value", ["3"]), "6/2", true],
    [solution("value", ["3"]), "y = 3", false],
    [solution("value", ["3"]), "-3", false],
    [solution("value", ["3"]), "3, 3", false],
    [solution("value", ["-1/2"]), "x = -0.5", true],
    [solution("value", ["-1/2"]), "x = −1/2", true],
    [solution("value", ["5"], ["t"]), "t = 5", true],
    [solution("value", ["5"], ["t"]), "x = 5", false],
    [solution("pair", ["2", "-1"]), "(2, -1)", true],
    [solution("pair", ["2", "-1"]), "x=2, y=-1", true],
    [solution("pair", ["2", "-1"]), "y = -1 and x = 2", true],
    [solution("pair", ["2", "-1"]), "x = 2 और y = -1", true],
    [solution("pair", ["2", "-1"]), "(-1, 2)", false],
    [solution("pair", ["2", "-1"]), "x=-1, y=2", false],
    [solution("pair", ["2", "-1"]), "x=2, x=-1", false],
    [solution("pair", ["2", "-1"]), "x=2, -1", false],
    [solution("pair", ["2", "-1"]), "(2, -1, 3)", false],
    [solution("roots", ["-3", "3"]), "-3, 3", true],
    [solution("roots", ["-3", "3"]), "3 and -3", true],
    [solution("roots", ["-3", "3"]), "x = 3 or x = -3", true],
    [solution("roots", ["-3", "3"]), "x = ±3", true],
    [solution("roots", ["-3", "3"]), "3 या -3", true],
    [solution("roots", ["-3", "3"]), "3", false],
    [solution("roots", ["-3", "3"]), "3, 3", false],
    [solution("roots", ["-3", "3"]), "-3, 3, 3", false],
    [solution("roots", ["2", "2"]), "x = 2", true],
    [solution("roots", ["2", "2"]), "2, 2", true],
    [solution("roots", ["2", "5"]), "2", false],
    [solution("none", []), "no solution", true],
    [solution("none", []), "No Solution", true],
    [solution("none", []), "कोई हल नहीं", true],
    [solution("none", []), "0", false],
    [solution("value", ["0"]), "कोई हल नहीं", false],
    [solution("value", ["0"]), "no solution", false],
  ] as const)("%#: %s", (item, typed, expected) => expect(right(item, typed)).toBe(expected));

  it("answers its own key with correctAnswer", () => {
    for (const item of [
      solution("value", ["3"]),
      solution("pair", ["2", "-1"]),
      solution("roots", ["-3", "3"]),
      solution("none", []),
    ])
      expect(right(item, correctAnswer(item, 0) as string)).toBe(true);
  });

  it("refuses a key whose values do not fit its shape", () => {
    expect(practiceItemSchema.safeParse(solution("pair", ["2"])).success).toBe(false);
    expect(practiceItemSchema.safeParse(solution("roots", ["2", "3"], ["x", "y"])).success).toBe(false);
    expect(practiceItemSchema.safeParse(solution("none", ["1"])).success).toBe(false);
    expect(practiceItemSchema.safeParse(solution("value", ["x"])).success).toBe(false);
    expect(practiceItemSchema.safeParse(solution("pair", ["2", "-1"], ["p", "q"])).success).toBe(true);
  });
});

describe("integers and rational numbers", () => {
  const numeric = (answer: string): PracticeItem => ({ kind: "numeric", prompt: "?", answer });
  it.each([
    ["-7", "-7", true],
    ["-7", "−7", true],
    ["-7", "- 7", true],
    ["-7", "-७", true],
    ["-7", "7", false],
    ["-3/4", "-3/4", true],
    ["-3/4", "3/-4", false],
    ["-3/4", "3/4", false],
    ["-1 1/2", "-1 1/2", true],
    ["-1 1/2", "-3/2", true],
    ["-1 1/2", "-1/2", false],
  ] as const)("%s: %s is %s", (answer, typed, expected) =>
    expect(right(numeric(answer), typed)).toBe(expected),
  );

  it("a fraction question takes a negative numerator", () => {
    const item: PracticeItem = { kind: "fraction", prompt: "?", answer: { numerator: -3, denominator: 4 } };
    expect(right(item, { numerator: "-3", denominator: "4" } as never)).toBe(true);
    expect(right(item, { numerator: "3", denominator: "4" } as never)).toBe(false);
  });
});
