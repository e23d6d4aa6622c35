/**
 * The property tests' own reading of a typed answer, written apart from the grader (no import from
 * the practice engine): digits looked up in literal tables, a hand-written scanner instead of
 * patterns, its own big-integer fractions, its own unit spellings. It states the grading rules a
 * second time; the property tests fail wherever the grader and this reading disagree.
 */

export type Value = { n: bigint; d: bigint };
export type Form = "decimal" | "fraction" | "mixed" | "percent";
export type Unit = "degree" | "cm" | "cm2" | "rupee";
export type Rules = {
  answer: string;
  equivalents?: boolean;
  form?: Form;
  unit?: Unit;
};

/** Zero to nine in each script a child may type in. */
export const SCRIPTS = [
  "0123456789",
  "०१२३४५६७८९",
  "০১২৩৪৫৬৭৮৯",
  "੦੧੨੩੪੫੬੭੮੯",
  "૦૧૨૩૪૫૬૭૮૯",
  "୦୧୨୩୪୫୬୭୮୯",
  "௦௧௨௩௪௫௬௭௮௯",
  "౦౧౨౩౪౫౬౭౮౯",
  "೦೧೨೩೪೫೬೭೮೯",
  "൦൧൨൩൪൫൬൭൮൯",
  "᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙",
  "꯰꯱꯲꯳꯴꯵꯶꯷꯸꯹",
  "٠١٢٣٤٥٦٧٨٩",
  "۰۱۲۳۴۵۶۷۸۹",
  "０１２３４５６７８９",
] as const;

/** The spellings this reading takes beside a number (lower case), per unit. */
export const AFTER: Record<Unit | "percent", string[]> = {
  degree: ["°", "º", "deg", "degrees"],
  cm: ["cm"],
  cm2: ["cm²", "sq cm", "sq. cm", "cm2"],
  rupee: ["₹", "rs", "rs.", "/-", "rupees"],
  percent: ["%", "percent"],
};
export const BEFORE: Record<Unit, string[]> = {
  degree: [],
  cm: [],
  cm2: [],
  rupee: ["₹", "rs", "rs.", "inr"],
};

const abs = (x: bigint) => (x < 0n ? -x : x);
export function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a);
  let y = abs(b);
  while (y > 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}
export const equal = (a: Value, b: Value) => a.n * b.d === b.n * a.d;

function latin(char: string): string {
  for (const script of SCRIPTS) {
    const at = script.indexOf(char);
    if (at >= 0) return String(at);
  }
  return char;
}

const isDigits = (text: string) => text.length > 0 && [...text].every((c) => c >= "0" && c <= "9");

/** Digits, or digits in commas the Indian (12,34,567) or Western (1,234,567) way; null otherwise. */
function grouped(text: string): string | null {
  const groups = text.split(",");
  if (!groups.every(isDigits)) return null;
  if (groups.length === 1) return text;
  const [first = "", ...rest] = groups;
  const last = rest.at(-1) ?? "";
  const western = first.length <= 3 && rest.every((g) => g.length === 3);
  const indian = first.length <= 2 && last.length === 3 && rest.slice(0, -1).every((g) => g.length === 2);
  return western || indian ? groups.join("") : null;
}

export type Reading = {
  shape: "whole" | "decimal" | "fraction" | "mixed";
  /** The spelling with sign, without grouping, spaces or unit. */
  spelling: string;
  value: Value;
  lowest: boolean;
};

function stripOne(text: string, list: string[], where: "start" | "end"): string {
  const sorted = [...list].sort((a, b) => b.length - a.length);
  for (const spelling of sorted) {
    if (where === "start" && text.startsWith(spelling)) return text.slice(spelling.length).trimStart();
    if (where === "end" && text.endsWith(spelling)) return text.slice(0, -spelling.length).trimEnd();
  }
  return text;
}

/** A typed answer read under a question's unit and form, or null when it is not a number there. */
export function read(raw: string, rules: Pick<Rules, "unit" | "form">): Reading | null {
  if (raw.length > 60) return null;
  let text = "";
  for (const char of raw) {
    if (char === "−" || char === "–") text += "-";
    else if (char === "\u00a0") text += " ";
    else if (char === "½") text += " 1/2 ";
    else text += latin(char);
  }
  text = text.toLowerCase().split(" ").filter(Boolean).join(" ");
  let negative = false;
  if (text.startsWith("-")) {
    negative = true;
    text = text.slice(1).trimStart();
  }
  if (rules.unit) text = stripOne(text, BEFORE[rules.unit], "start");
  const after = [
    ...(rules.unit ? AFTER[rules.unit] : []),
    ...(rules.form === "percent" ? AFTER.percent : []),
  ];
  text = stripOne(text, after, "end");
  if (text.startsWith("-")) {
    if (negative) return null;
    negative = true;
    text = text.slice(1).trimStart();
  }
  const sign = negative ? "-" : "";
  const signed = (v: Value): Value => (negative ? { n: -v.n, d: v.d } : v);
  const slashes = text.split("/");
  if (slashes.length === 1) {
    if (text.includes(" ")) return null;
    const points = text.split(".");
    if (points.length > 2) return null;
    if (points.length === 1) {
      const whole = grouped(text);
      if (whole === null) return null;
      return {
        shape: "whole",
        spelling: sign + whole,
        value: signed({ n: BigInt(whole), d: 1n }),
        lowest: true,
      };
    }
    const [head = "", tail = ""] = points;
    const whole = head === "" ? "" : grouped(head);
    if (whole === null || !isDigits(tail)) return null;
    const value = { n: BigInt(whole + tail), d: 10n ** BigInt(tail.length) };
    return { shape: "decimal", spelling: `${sign}${whole}.${tail}`, value: signed(value), lowest: true };
  }
  if (slashes.length !== 2) return null;
  let [left = "", right = ""] = slashes;
  if (left.endsWith(" ")) left = left.slice(0, -1);
  if (right.startsWith(" ")) right = right.slice(1);
  const bottom = grouped(right);
  if (bottom === null || BigInt(bottom) === 0n) return null;
  const d = BigInt(bottom);
  const words = left.split(" ");
  if (words.length === 1) {
    const top = grouped(left);
    if (top === null) return null;
    const n = BigInt(top);
    return {
      shape: "fraction",
      spelling: `${sign}${n}/${d}`,
      value: signed({ n, d }),
      lowest: gcd(n, d) === 1n,
    };
  }
  if (words.length !== 2) return null;
  const wholeText = grouped(words[0] ?? "");
  const topText = grouped(words[1] ?? "");
  if (wholeText === null || topText === null) return null;
  const whole = BigInt(wholeText);
  const n = BigInt(topText);
  if (whole === 0n || n === 0n || n >= d) return null;
  return {
    shape: "mixed",
    spelling: `${sign}${whole} ${n}/${d}`,
    value: signed({ n: whole * d + n, d }),
    lowest: gcd(n, d) === 1n,
  };
}

function fitsForm(reading: Reading, form: Form): boolean {
  if (form === "decimal" || form === "percent")
    return reading.shape === "whole" || reading.shape === "decimal";
  if (form === "fraction") return reading.shape === "fraction" && reading.lowest;
  const { n, d } = reading.value;
  const g = gcd(n, d);
  if (d / g === 1n) return reading.shape === "whole";
  if (abs(n) < d) return reading.shape === "fraction" && reading.lowest;
  return reading.shape === "mixed" && reading.lowest;
}

/** The improper fraction of a mixed number, and the mixed number of an improper fraction. */
function other(reading: Reading): string | null {
  const sign = reading.value.n < 0n ? "-" : "";
  const n = abs(reading.value.n);
  const { d } = reading.value;
  if (reading.shape === "mixed") {
    const [, fractionPart = ""] = reading.spelling.replace("-", "").split(" ");
    const denominator = BigInt(fractionPart.split("/")[1] ?? "1");
    const top = (n * denominator) / d;
    return `${sign}${top}/${denominator}`;
  }
  if (reading.shape === "fraction") {
    const [topText = "", bottomText = ""] = reading.spelling.replace("-", "").split("/");
    const top = BigInt(topText);
    const bottom = BigInt(bottomText);
    if (top <= bottom || top % bottom === 0n) return null;
    return `${sign}${top / bottom} ${top % bottom}/${bottom}`;
  }
  return null;
}

/** Whether a question with these rules takes this typed answer. */
export function takes(raw: string, rules: Rules): boolean {
  const given = read(raw, rules);
  const key = read(rules.answer, rules);
  if (!given || !key) return false;
  if (rules.form) {
    if (!fitsForm(given, rules.form)) return false;
    if (rules.form === "fraction" || rules.form === "mixed") return equal(given.value, key.value);
  }
  if (given.spelling === key.spelling) return true;
  if (!rules.form && other(key) === given.spelling) return true;
  return !!rules.equivalents && equal(given.value, key.value);
}

/** One box of a fraction answer: a whole number of at most nine digits, in any script, or null. */
function box(raw: unknown): bigint | null {
  const text =
    typeof raw === "number" ? String(raw) : typeof raw === "string" && raw.length <= 12 ? raw : null;
  if (text === null) return null;
  let plain = "";
  for (const char of text)
    plain += char === "−" || char === "–" ? "-" : char === "\u00a0" ? " " : latin(char);
  plain = plain.trim();
  const digits = plain.startsWith("-") ? plain.slice(1) : plain;
  return isDigits(digits) && digits.length <= 9 ? BigInt(plain) : null;
}

/** Whether a fraction question takes these boxes: graded as the mixed number or fraction they spell. */
export function takesBoxes(
  answer: { whole?: unknown; numerator: unknown; denominator: unknown },
  rules: Rules,
): boolean {
  const n = box(answer.numerator);
  const d = box(answer.denominator);
  const empty = answer.whole === undefined || answer.whole === "";
  const w = empty ? 0n : box(answer.whole);
  if (n === null || d === null || w === null) return false;
  if (w === 0n) return takes(`${n}/${d}`, rules);
  return n >= 0n && takes(`${w} ${n}/${d}`, rules);
}
