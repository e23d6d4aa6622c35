import { type PracticeItem, practiceItemSchema } from "@ganit/contracts";

import {
  type GeneratorId,
  generatorOf,
  grade,
  runGenerator,
  writeDraft,
} from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";

/**
 * Every spelling of an answer a child may type, against the question's rules: the spaces that may
 * change a value, the form a question asks for, mixed numbers, the digits of every Indian script,
 * and units. Each row is a spelling and whether the question takes it.
 */
const item = (input: unknown) => practiceItemSchema.parse(input) as PracticeItem;
const numeric = (answer: string, more: object = {}) =>
  item({ kind: "numeric", prompt: "?", answer, ...more });

type Row = [spelling: string, taken: boolean];
const check = (question: PracticeItem, rows: Row[]) => {
  for (const [spelling, taken] of rows)
    expect(grade(question, spelling, 0)?.correct ?? false, `${JSON.stringify(spelling)}`).toBe(taken);
};

/** A generated question as a child reads it (English). */
function written(generator: GeneratorId, seed: number): PracticeItem {
  const definition = generatorOf(generator);
  if (!definition) throw new Error(`no generator ${generator}`);
  return writeDraft(definition, runGenerator({ generator }, seed), "en").item as PracticeItem;
}

describe("spaces count only where they cannot change the value", () => {
  it("never reads 1 1/2 as 11/2, nor the reverse", () => {
    check(numeric("11/2"), [
      ["11/2", true],
      [" 11 / 2 ", true],
      ["1 1/2", false],
      ["1 1 / 2", false],
    ]);
    check(numeric("1 1/2"), [
      ["1 1/2", true],
      ["1  1/2", true],
      ["11/2", false],
      ["3/2", true], // the improper twin of the mixed number
    ]);
  });
  it("never reads 4 0 as 40, and refuses digit grouping with spaces unless the author lists it", () => {
    check(numeric("40"), [
      ["40", true],
      ["  40 ", true],
      ["4 0", false],
      ["4\u00a00", false],
    ]);
    check(numeric("-40"), [
      ["-40", true],
      ["- 40", true],
      ["-4 0", false],
    ]);
    check(numeric("253000"), [
      ["2,53,000", true],
      ["253,000", true],
      ["2 53 000", false],
      ["253 000", false],
      ["25,3000", false],
      ["2,5,3000", false],
    ]);
    check(numeric("253000", { accept: ["2 53 000"] }), [
      ["2 53 000", true],
      ["253 000", false],
    ]);
    // A comma is a separator of thousands in India, never a decimal point.
    check(numeric("15"), [
      ["1,5", false],
      ["15", true],
    ]);
  });
  it("ignores spaces around the slash of a fraction when any equal value counts", () => {
    check(numeric("0.5", { equivalents: true }), [
      ["1 / 2", true],
      ["1/ 2", true],
      ["1 /2", true],
      ["1 0/20", false],
    ]);
  });
});

describe("a question that asks for a form takes only that form", () => {
  it("decimal: 0.6, never 3/5 or 6/10", () => {
    check(numeric("0.6", { equivalents: true, form: "decimal" }), [
      ["0.6", true],
      [".6", true],
      ["0.60", true],
      ["०.६", true],
      ["3/5", false],
      ["6/10", false],
      ["60%", false],
      ["0.06", false],
    ]);
    check(numeric("0.6", { form: "decimal" }), [
      ["0.6", true],
      ["0.60", false],
    ]);
  });
  it("fraction in lowest terms: 3/5, never 6/10 or 0.6", () => {
    check(numeric("3/5", { form: "fraction" }), [
      ["3/5", true],
      ["3 / 5", true],
      ["6/10", false],
      ["0.6", false],
    ]);
    check(numeric("23/18", { form: "fraction" }), [
      ["23/18", true],
      ["1 5/18", false],
      ["46/36", false],
    ]);
  });
  it("mixed number: 1 5/18, never 23/18 or 1 10/36", () => {
    check(numeric("1 5/18", { form: "mixed" }), [
      ["1 5/18", true],
      ["1 5 / 18", true],
      ["23/18", false],
      ["1 10/36", false],
      ["15/18", false],
    ]);
  });
  it("percentage: 60 or 60%, never 0.6 or 3/5", () => {
    check(numeric("60", { form: "percent" }), [
      ["60", true],
      ["60%", true],
      ["60 %", true],
      ["60 percent", true],
      ["60 per cent", true],
      ["६०%", true],
      ["60 प्रतिशत", true],
      ["0.6", false],
      ["3/5", false],
      ["6%", false],
    ]);
  });
  it("refuses, when saved, an answer that is not in the form its question asks for", () => {
    const bad = { kind: "numeric", prompt: "Write 3/5 as a decimal", answer: "3/5", form: "decimal" };
    expect(practiceItemSchema.safeParse(bad).success).toBe(false);
    const goodFraction = { kind: "fraction", prompt: "?", answer: { numerator: 23, denominator: 18 } };
    expect(practiceItemSchema.safeParse({ ...goodFraction, form: "mixed" }).success).toBe(true);
    const whole = { ...goodFraction, answer: { numerator: 4, denominator: 2 }, form: "mixed" };
    expect(practiceItemSchema.safeParse(whole).success).toBe(false);
    expect(practiceItemSchema.safeParse({ ...goodFraction, form: "percent" }).success).toBe(false);
  });
});

describe("mixed numbers", () => {
  it("take 1 5/18 wherever 23/18 is right, and the reverse, unless the question asks for one form", () => {
    check(numeric("23/18"), [
      ["23/18", true],
      ["1 5/18", true],
      ["1 5/18 ", true],
      ["15/18", false],
      ["1 23/18", false],
      ["46/36", false],
    ]);
    check(numeric("-23/18"), [
      ["-1 5/18", true],
      ["1 5/18", false],
    ]);
  });
  it("are typed into a fraction question with a whole part", () => {
    const key = { kind: "fraction", prompt: "?", answer: { numerator: 23, denominator: 18 } };
    const strict = item(key);
    const improper = { numerator: 23, denominator: 18 };
    const mixed = { whole: 1, numerator: 5, denominator: 18 };
    expect(grade(strict, improper, 0)?.correct).toBe(true);
    expect(grade(strict, mixed, 0)?.correct).toBe(true);
    expect(grade(strict, { whole: "१", numerator: "५", denominator: "१८" }, 0)?.correct).toBe(true);
    expect(grade(strict, { whole: "", ...improper }, 0)?.correct).toBe(true);
    expect(grade(strict, { whole: 1, numerator: 10, denominator: 36 }, 0)?.correct).toBe(false);
    expect(grade(strict, { whole: 1, numerator: 23, denominator: 18 }, 0)?.correct).toBe(false);
    expect(grade(strict, { whole: 15, numerator: 0, denominator: 18 }, 0)?.correct).toBe(false);
    expect(grade(strict, { whole: 1, numerator: -5, denominator: 18 }, 0)?.correct).toBe(false);
    expect(grade(strict, { whole: "x", ...improper }, 0)).toBeNull();
    const any = item({ ...key, equivalents: true });
    expect(grade(any, { whole: 1, numerator: 10, denominator: 36 }, 0)?.correct).toBe(true);
    expect(grade(any, { numerator: 46, denominator: 36 }, 0)?.correct).toBe(true);
    const onlyMixed = item({ ...key, form: "mixed" });
    expect(grade(onlyMixed, mixed, 0)?.correct).toBe(true);
    expect(grade(onlyMixed, improper, 0)?.correct).toBe(false);
    const onlyFraction = item({ ...key, form: "fraction" });
    expect(grade(onlyFraction, improper, 0)?.correct).toBe(true);
    expect(grade(onlyFraction, mixed, 0)?.correct).toBe(false);
    const negative = item({ ...key, answer: { numerator: -23, denominator: 18 } });
    expect(grade(negative, { whole: -1, numerator: 5, denominator: 18 }, 0)?.correct).toBe(true);
    expect(grade(negative, { whole: 1, numerator: 5, denominator: 18 }, 0)?.correct).toBe(false);
  });
});

describe("digits of every script, and the signs phones type", () => {
  const key = numeric("253");
  it.each([
    ["Devanagari", "२५३"],
    ["Bengali", "২৫৩"],
    ["Gurmukhi", "੨੫੩"],
    ["Gujarati", "૨૫૩"],
    ["Odia", "୨୫୩"],
    ["Tamil", "௨௫௩"],
    ["Telugu", "౨౫౩"],
    ["Kannada", "೨೫೩"],
    ["Malayalam", "൨൫൩"],
    ["Ol Chiki", "᱒᱕᱓"],
    ["Meetei Mayek", "꯲꯵꯳"],
    ["Arabic-Indic", "٢٥٣"],
    ["extended Arabic-Indic (Urdu)", "۲۵۳"],
    ["full-width", "２５３"],
  ])("reads %s digits", (_script, spelling) => {
    expect(grade(key, spelling, 0)?.correct).toBe(true);
    expect(grade(key, spelling.slice(0, 2), 0)?.correct).toBe(false);
  });
  it("reads U+2212 and the dashes as minus", () => {
    check(numeric("-5"), [
      ["\u22125", true],
      ["\u20135", true],
      ["-5", true],
      ["\uff0d5", true],
      ["5", false],
    ]);
  });
  it("never lets NFKC turn a sign into a digit that changes the value", () => {
    check(numeric("11/2"), [["1½", false]]);
    check(numeric("3/2", { equivalents: true }), [
      ["1½", true],
      ["1 ½", true],
    ]);
    check(numeric("25"), [
      ["5²", false],
      ["²⁵", false],
      ["⑵⑸", false],
      ["①②", false],
    ]);
    check(numeric("12"), [
      ["①②", false],
      ["Ⅻ", false],
    ]);
  });
  it("reads nothing longer than the longest answer, whatever its value", () => {
    check(numeric("253"), [
      [`${"0".repeat(50)}253`, false],
      [`${" ".repeat(40)}253${" ".repeat(40)}`, false],
    ]);
  });
});

describe("units and signs", () => {
  it("degrees: 33º (the ordinal sign), 33°, 33 deg; another unit is wrong", () => {
    check(numeric("33", { unit: "degree" }), [
      ["33", true],
      ["33°", true],
      ["33º", true],
      ["33 °", true],
      ["33˚", true],
      ["33 deg", true],
      ["33 degrees", true],
      ["३३°", true],
      ["33 cm", false],
      ["33%", false],
      ["3 3°", false],
      ["33°°", false],
      ["34°", false],
    ]);
  });
  it("square centimetres: 120 cm², 120 sq cm, 120 ㎠; cm or m² are wrong", () => {
    check(numeric("120", { unit: "cm2" }), [
      ["120 cm²", true],
      ["120cm²", true],
      ["120 sq cm", true],
      ["120 sq. cm", true],
      ["120 cm^2", true],
      ["120 cm2", true],
      ["120 ㎠", true],
      ["120 square cm", true],
      ["120 CM²", true],
      ["120 cm", false],
      ["120 m²", false],
      ["120 sq m", false],
      ["1202", false],
      ["12 0 cm²", false],
    ]);
  });
  it("rupees: Rs 42, ₹42, 42 rupees, Rs 42/-; dollars or paise are wrong", () => {
    check(numeric("42", { unit: "rupee" }), [
      ["₹42", true],
      ["₹ 42", true],
      ["Rs 42", true],
      ["Rs. 42", true],
      ["rs42", true],
      ["RS 42", true],
      ["INR 42", true],
      ["42 rupees", true],
      ["Rs 42/-", true],
      ["42/-", true],
      ["₨42", true],
      ["रु 42", true],
      ["$42", false],
      ["42 paise", false],
      ["Rs 4 2", false],
      ["₹43", false],
    ]);
  });
  it("a question without a unit takes none", () => {
    check(numeric("42"), [
      ["42", true],
      ["₹42", false],
      ["42 cm", false],
    ]);
  });
  it("names a foreseen wrong answer's misconception with the unit written", () => {
    const question = numeric("50", {
      unit: "degree",
      wrongAnswers: [{ answer: "230", misconception: "Used 360°" }],
    });
    expect(grade(question, "230º", 0)).toEqual({ correct: false, misconception: "Used 360°" });
  });
  it("the generators name their unit: a triangle's angle in degrees, an area in cm², a price in rupees", () => {
    const angle = written("triangleAngles", 7);
    const answer = angle.kind === "numeric" ? angle.answer : "";
    expect(grade(angle, `${answer}º`, 7)?.correct).toBe(true);
    expect(grade(angle, `${answer} cm`, 7)?.correct).toBe(false);
    for (let seed = 0; seed < 40; seed++) {
      const shape = written("rectangle", seed);
      if (shape.kind !== "numeric") throw new Error("rectangle is numeric");
      const area = shape.prompt.includes("area");
      expect(grade(shape, `${shape.answer} ${area ? "sq cm" : "cm"}`, seed)?.correct).toBe(true);
      expect(grade(shape, `${shape.answer} ${area ? "cm" : "cm²"}`, seed)?.correct).toBe(false);
    }
    const price = written("unitary", 3);
    const rupees = price.kind === "numeric" ? price.answer : "";
    expect(grade(price, `Rs ${rupees}`, 3)?.correct).toBe(true);
    expect(grade(price, `₹${rupees}`, 3)?.correct).toBe(true);
  });
});
