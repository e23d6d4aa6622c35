import type { PracticeItem } from "@ganit/contracts";
import { grade } from "@ganit/contracts/practice/index";
import { seededRandom } from "@ganit/contracts/practice/random";
import { afterAll, describe, expect, it } from "vitest";
import {
  AFTER,
  BEFORE,
  type Form,
  gcd,
  type Rules,
  SCRIPTS,
  takes,
  takesBoxes,
  type Unit,
  type Value,
} from "./answer-oracle.ts";

/**
 * Property tests of the grader: per question kind, tens of thousands of answer strings — spellings
 * of the right value and of wrong ones, in every script, with spaces, signs, slashes, grouping,
 * units and percent signs, then mutated token by token — each graded by the engine and by the
 * independent reading in ./answer-oracle.ts. Any answer the grader takes that the rules refuse (a
 * wrong value, a form the question did not ask for) fails the test, and so does the reverse.
 * Seeded (the practice engine's mulberry32, for the draws only), so a failure repeats.
 */
const DRAWS = 10_000;

function random(seed: number) {
  const draw = seededRandom(seed);
  return { ...draw, chance: (p: number) => draw.next() < p };
}
type Random = ReturnType<typeof random>;

const SPACES = ["", "", "", " ", "  ", "\u00a0"];
const MINUS = ["-", "-", "−", "–"];
const UNIT_SPELLINGS = [
  ...new Set([...Object.values(AFTER).flat(), ...Object.values(BEFORE).flat(), "Rs", "RS", "CM²", "Deg"]),
];
const WRONG_UNITS = ["m²", "kg", "$", "paise", "mm", "x", "°C"];
/** Tokens a random answer is mutated with. */
const SOUP = [
  "/",
  ".",
  ",",
  " ",
  "-",
  "−",
  "%",
  "½",
  "²",
  "0",
  "1",
  "5",
  "9",
  "०",
  "৫",
  "٣",
  ...UNIT_SPELLINGS,
  ...WRONG_UNITS,
];

/** Digits written in one script (now and then each digit in its own). */
function inScript(r: Random, digits: string): string {
  const one = r.pick(SCRIPTS);
  const mixed = r.chance(0.1);
  return [...digits].map((d) => (mixed ? r.pick(SCRIPTS) : one)[Number(d)] ?? d).join("");
}

/** A whole number's digits, sometimes grouped with commas, rightly or wrongly, or split by a space. */
function wholeDigits(r: Random, digits: string): string[] {
  const roll = r.next();
  if (digits.length > 3 && roll < 0.15) {
    const western = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    const indian = `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",")},${digits.slice(-3)}`;
    return [r.pick([western, indian])];
  }
  if (digits.length > 1 && roll < 0.25) {
    const at = r.int(1, digits.length - 1);
    return [digits.slice(0, at), r.pick([",", " ", "  "]), digits.slice(at)];
  }
  return [digits];
}

/** How many decimal places a value needs, or null when its decimal never ends (1/3). */
function decimalPlaces(denominator: bigint): number | null {
  let d = denominator;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  return d === 1n ? Math.max(twos, fives) : null;
}

/** A spelling of a value as tokens: whole, decimal, fraction (maybe not in lowest terms), mixed. */
function spell(r: Random, value: Value): string[] {
  const negative = value.n < 0n;
  const g = gcd(value.n, value.d) || 1n;
  const top = (negative ? -value.n : value.n) / g;
  const bottom = value.d / g;
  const places = decimalPlaces(bottom);
  const shapes: string[] = ["fraction"];
  if (bottom === 1n) shapes.push("whole", "whole", "whole");
  if (places !== null) shapes.push("decimal", "decimal");
  if (top > bottom && bottom > 1n) shapes.push("mixed", "mixed");
  const shape = r.pick(shapes);
  const scale = r.chance(0.7) ? 1n : BigInt(r.int(2, 4));
  const tokens: string[] = [];
  if (shape === "whole") tokens.push(...wholeDigits(r, String(top)));
  else if (shape === "decimal") {
    const shown = (places ?? 0) + (r.chance(0.2) ? 1 : 0);
    const text = String((top * 10n ** BigInt(shown)) / bottom).padStart(shown + 1, "0");
    const head = text.slice(0, text.length - shown);
    const tail = text.slice(text.length - shown);
    if (shown === 0) tokens.push(...wholeDigits(r, head));
    else tokens.push(...(head === "0" && r.chance(0.3) ? [] : wholeDigits(r, head)), ".", tail);
  } else if (shape === "fraction") {
    tokens.push(
      ...wholeDigits(r, String(top * scale)),
      r.pick(SPACES),
      "/",
      r.pick(SPACES),
      String(bottom * scale),
    );
  } else {
    const rest = (top % bottom) * scale;
    const gap = r.pick([" ", " ", "  ", ""]);
    tokens.push(
      String(top / bottom),
      gap,
      String(rest),
      r.pick(SPACES),
      "/",
      r.pick(SPACES),
      String(bottom * scale),
    );
  }
  if (negative) tokens.unshift(r.pick(MINUS), r.pick(SPACES));
  return tokens;
}

/** A value near the right one: off by one, by a tenth, by a digit's place, or the numerator's slip. */
function wrong(r: Random, value: Value): Value {
  const { n, d } = value;
  switch (r.int(0, 5)) {
    case 0:
      return { n: n + d * BigInt(r.pick([-1, 1])), d };
    case 1:
      return { n: n * 10n, d };
    case 2:
      return { n, d: d * 10n };
    case 3:
      return { n: n + 1n, d };
    case 4:
      return { n: -n, d };
    default:
      return { n: n * 10n + BigInt(r.int(0, 9)) * d, d };
  }
}

function decorate(r: Random, tokens: string[], rules: Rules): string {
  const out = [...tokens];
  const unit = rules.unit;
  const roll = r.next();
  if (unit && roll < 0.3) out.push(r.pick(SPACES), r.pick(AFTER[unit]));
  else if (unit && BEFORE[unit].length > 0 && roll < 0.45) out.unshift(r.pick(BEFORE[unit]), r.pick(SPACES));
  else if (roll < 0.55) out.push(r.pick(SPACES), r.pick([...UNIT_SPELLINGS, ...WRONG_UNITS]));
  else if (rules.form === "percent" && roll < 0.8) out.push(r.pick(SPACES), r.pick(AFTER.percent));
  if (r.chance(0.2)) out.unshift(r.pick(SPACES));
  if (r.chance(0.2)) out.push(r.pick(SPACES));
  // Mutate a few tokens: insert, drop, or replace one.
  for (let k = r.chance(0.3) ? r.int(1, 3) : 0; k > 0; k--) {
    const at = r.int(0, out.length);
    const what = r.int(0, 2);
    if (what === 0) out.splice(at, 0, r.pick(SOUP));
    else if (what === 1) out.splice(at, 1);
    else out.splice(at, 1, r.pick(SOUP));
  }
  return out.map((token) => (/^[0-9]+$/.test(token) ? inScript(r, token) : token)).join("");
}

/** One answer string for a question with these rules and this right value. */
function draw(r: Random, rules: Rules, value: Value): string {
  // A percentage question is sometimes answered with the value itself (0.6 for 60 %): wrong.
  const base = rules.form === "percent" && r.chance(0.2) ? { n: value.n, d: value.d * 100n } : value;
  const target = r.chance(0.5) ? base : wrong(r, base);
  return decorate(r, spell(r, target), rules);
}

/** A right value and its key, written in the form the rules ask for. */
function keyFor(
  r: Random,
  form: Form | undefined,
  kind: "whole" | "decimal" | "fraction",
): { value: Value; answer: string } {
  const sign = r.chance(0.15) ? -1n : 1n;
  if (kind === "whole" || form === "percent") {
    const n = BigInt(r.pick([r.int(0, 9), r.int(10, 999), r.int(1000, 999_999)])) * sign;
    return { value: { n, d: 1n }, answer: String(n) };
  }
  if (kind === "decimal") {
    const places = r.int(1, 3);
    const n = BigInt(r.int(1, 99_999)) * sign;
    const d = 10n ** BigInt(places);
    const text = String(n < 0n ? -n : n).padStart(places + 1, "0");
    const answer = `${sign < 0n ? "-" : ""}${text.slice(0, -places)}.${text.slice(-places)}`;
    return { value: { n, d }, answer };
  }
  let d = BigInt(r.int(2, 24));
  let n = BigInt(r.int(1, 80));
  const g = gcd(n, d);
  n /= g;
  d /= g;
  if (d === 1n) d = n + 1n;
  const mixed = form === "mixed" || (!form && r.chance(0.3));
  const answer = mixed && n > d ? `${n / d} ${n % d}/${d}` : `${n}/${d}`;
  return { value: { n: n * sign, d }, answer: `${sign < 0n ? "-" : ""}${answer}` };
}

type Setting = { name: string; form?: Form; unit?: Unit; kind: "whole" | "decimal" | "fraction" };
const SETTINGS: Setting[] = [
  { name: "a whole number", kind: "whole" },
  { name: "a decimal", kind: "decimal" },
  { name: "a decimal, asked as a decimal", kind: "decimal", form: "decimal" },
  { name: "a fraction", kind: "fraction" },
  { name: "a fraction, asked in lowest terms", kind: "fraction", form: "fraction" },
  { name: "a fraction, asked as a mixed number", kind: "fraction", form: "mixed" },
  { name: "a percentage", kind: "whole", form: "percent" },
  { name: "an angle in degrees", kind: "whole", unit: "degree" },
  { name: "an area in cm²", kind: "whole", unit: "cm2" },
  { name: "a length in cm", kind: "whole", unit: "cm" },
  { name: "a price in rupees", kind: "whole", unit: "rupee" },
];

type Tally = { drawn: number; taken: number; wronglyTaken: string[]; wronglyRefused: string[] };
const tally = (): Tally => ({ drawn: 0, taken: 0, wronglyTaken: [], wronglyRefused: [] });
const counts: Record<string, Tally> = {};

function run(kind: "numeric" | "blanks", setting: Setting, seed: number): Tally {
  const r = random(seed);
  const t = tally();
  for (let i = 0; i < DRAWS; i++) {
    const { value, answer } = keyFor(r, setting.form, setting.kind);
    const rules: Rules = {
      answer,
      ...(r.chance(0.5) ? { equivalents: true } : {}),
      ...(setting.form ? { form: setting.form } : {}),
      ...(setting.unit ? { unit: setting.unit } : {}),
    };
    const typed = draw(r, rules, value);
    const question = (
      kind === "numeric"
        ? { kind: "numeric", prompt: "?", ...rules }
        : { kind: "blanks", prompt: "___", blanks: [rules] }
    ) as PracticeItem;
    const given = kind === "numeric" ? typed : [typed];
    const graded = grade(question, given, 0)?.correct ?? false;
    const expected = takes(typed, rules);
    t.drawn++;
    if (graded) t.taken++;
    if (graded && !expected) t.wronglyTaken.push(`${JSON.stringify(typed)} for ${JSON.stringify(rules)}`);
    if (!graded && expected) t.wronglyRefused.push(`${JSON.stringify(typed)} for ${JSON.stringify(rules)}`);
  }
  return t;
}

describe.each(["numeric", "blanks"] as const)("the %s grader, against the independent reading", (kind) => {
  it.each(SETTINGS.map((setting, i) => [setting.name, setting, i] as const))(
    "takes no wrong value and refuses no right one: %s, 10,000 answers",
    (name, setting, i) => {
      const t = run(kind, setting, 1000 * i + (kind === "numeric" ? 1 : 2));
      counts[`${kind}: ${name}`] = t;
      expect(t.wronglyTaken.slice(0, 5)).toEqual([]);
      expect(t.wronglyRefused.slice(0, 5)).toEqual([]);
      expect(t.drawn).toBe(DRAWS);
      // Not vacuous: a share of the answers are right ones.
      expect(t.taken).toBeGreaterThan(DRAWS / 50);
    },
  );
});

/** A box of a fraction answer: the number in some script, with stray spaces, a minus, or junk. */
function boxText(r: Random, value: bigint): string | number {
  const roll = r.next();
  if (roll < 0.1) return Number(value);
  if (roll < 0.15) return r.pick(["", " ", "x", "1 2", "½", "²", "1/2", "1.5", "-", "0"]);
  const digits = inScript(r, String(value < 0n ? -value : value));
  const sign = value < 0n ? r.pick(MINUS) : "";
  return `${r.pick(SPACES)}${sign}${digits}${r.pick(SPACES)}`;
}

/** Boxes for a value: as a fraction (maybe scaled), as a mixed number, or for a wrong value. */
function boxes(
  r: Random,
  right: Value,
): { whole?: string | number; numerator: string | number; denominator: string | number } {
  const value = r.chance(0.5) ? right : wrong(r, right);
  const scale = r.chance(0.7) ? 1n : BigInt(r.int(2, 3));
  const negative = value.n < 0n;
  const top = (negative ? -value.n : value.n) * scale;
  const bottom = value.d * scale;
  const roll = r.next();
  if (roll < 0.4 && top > bottom) {
    const whole = (top / bottom) * (negative ? -1n : 1n);
    return { whole: boxText(r, whole), numerator: boxText(r, top % bottom), denominator: boxText(r, bottom) };
  }
  if (roll < 0.5) {
    // A whole part with an improper or signed fraction: never a mixed number.
    return {
      whole: boxText(r, BigInt(r.int(-2, 3))),
      numerator: boxText(r, value.n),
      denominator: boxText(r, bottom),
    };
  }
  const plain = {
    numerator: boxText(r, value.n * scale),
    denominator: boxText(r, r.chance(0.05) ? 0n : bottom),
  };
  return r.chance(0.2) ? { whole: r.pick(["", "0", "०"]), ...plain } : plain;
}

describe("the fraction grader (whole part, numerator, denominator), against the independent reading", () => {
  it.each([
    ["either form", undefined],
    ["the fraction in lowest terms", "fraction"],
    ["the mixed number", "mixed"],
  ] as const)("takes no wrong value and refuses no right one: %s, 10,000 answers", (_name, form) => {
    const r = random(form === "fraction" ? 31 : form === "mixed" ? 37 : 41);
    const t = tally();
    for (let i = 0; i < DRAWS; i++) {
      let d = BigInt(r.int(2, 24));
      let n = BigInt(r.int(1, 80)) * (r.chance(0.15) ? -1n : 1n);
      const g = gcd(n, d);
      [n, d] = [n / g, d / g];
      if (d === 1n) d = (n < 0n ? -n : n) + 1n;
      const equivalents = !form && r.chance(0.5);
      const question = {
        kind: "fraction",
        prompt: "?",
        answer: { numerator: Number(n), denominator: Number(d) },
        ...(equivalents ? { equivalents } : {}),
        ...(form ? { form } : {}),
      } as PracticeItem;
      const given = boxes(r, { n, d });
      const graded = grade(question, given, 0)?.correct ?? false;
      const rules: Rules = {
        answer: `${n}/${d}`,
        ...(equivalents ? { equivalents } : {}),
        ...(form ? { form } : {}),
      };
      const expected = takesBoxes(given, rules);
      t.drawn++;
      if (graded) t.taken++;
      if (graded !== expected)
        (graded ? t.wronglyTaken : t.wronglyRefused).push(
          `${JSON.stringify(given)} for ${JSON.stringify(rules)}`,
        );
    }
    counts[`fraction: ${_name}`] = t;
    expect(t.wronglyTaken.slice(0, 5)).toEqual([]);
    expect(t.wronglyRefused.slice(0, 5)).toEqual([]);
    expect(t.taken).toBeGreaterThan(DRAWS / 50);
  });
});

afterAll(() => {
  const lines = Object.entries(counts).map(
    ([name, t]) =>
      `${name}: ${t.drawn} answers, ${t.taken} taken, ${t.wronglyTaken.length} wrongly taken, ${t.wronglyRefused.length} wrongly refused`,
  );
  console.info(`Grader property tests\n${lines.join("\n")}`);
});
