import { expectBelow } from "../../seed-loop-expect.ts";

/**
 * What the Classes 6–7 checkers read and work with, each by its own rule: a prompt read by a pattern,
 * integers walked along the number line, factors by trial division, decimals as whole millionths,
 * expressions by precedence or strictly left to right, like terms collected, and a drawn angle
 * figure measured from its coordinates.
 */

export function read(pattern: RegExp, text: string): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
}
/** "(−7)", "−7", "7" or "1,20,000" as a number. */
export const int = (text: string) => {
  const plain = text.replace(/[(),]/g, "");
  return plain.startsWith("−") ? -Number(plain.slice(1)) : Number(plain);
};
export const INT = "(\\(−\\d+\\)|−?\\d+)";
/** Adding integers by walking the number line one step at a time from a, b steps. */
export function walk(a: number, b: number) {
  let at = a;
  for (let k = 0; k < Math.abs(b); k++) at += b > 0 ? 1 : -1;
  return at;
}
/** Multiplying by repeated addition of sizes; the sign from counting the negative factors. */
export function times(a: number, b: number) {
  let size = 0;
  for (let k = 0; k < Math.abs(b); k++) size += Math.abs(a);
  const negatives = (a < 0 ? 1 : 0) + (b < 0 ? 1 : 0);
  return negatives === 1 ? -size : size;
}

/** Trial division from 1 to n: the factors as a child lists them. */
export const factorList = (n: number) => {
  const list: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) list.push(d);
  return list;
};
export const prime = (n: number) => factorList(n).length === 2;
/** The first multiple of a that b divides, by counting on in a's. */
export const firstCommonMultiple = (a: number, b: number) => {
  let m = a;
  while (m % b !== 0) m += a;
  return m;
};
/** The biggest number dividing both, searched downwards. */
export const biggestCommonFactor = (a: number, b: number) => {
  let d = Math.min(a, b);
  while (a % d !== 0 || b % d !== 0) d -= 1;
  return d;
};
/** A fraction written in lowest terms, "n/d". */
export const lowest = (n: number, d: number) => {
  const g = biggestCommonFactor(Math.abs(n) || d, d);
  return `${n / g}/${d / g}`;
};

/** A decimal as whole millionths, read digit by digit from its text. */
export function millionths(text: string): number {
  const [whole = "0", part = ""] = text.split(".");
  return Number(whole + part.padEnd(6, "0"));
}
/** Millionths written back as the shortest decimal. */
export function fromMillionths(n: number): number {
  const digits = String(Math.abs(n)).padStart(7, "0");
  return (n < 0 ? -1 : 1) * Number(`${digits.slice(0, -6)}.${digits.slice(-6)}`);
}
export const placesOf = (text: string) => (text.split(".")[1] ?? "").length;
/** A decimal text with its point moved: positive steps to the right. */
export function movePoint(text: string, steps: number): number {
  const places = placesOf(text) - steps;
  const digits = text.replace(".", "");
  if (places <= 0) return Number(digits + "0".repeat(-places));
  const padded = digits.padStart(places + 1, "0");
  return Number(`${padded.slice(0, -places)}.${padded.slice(-places)}`);
}

/** An arithmetic expression worked by precedence (× before + and −, brackets first). */
export function precedence(text: string): number {
  const tokens = text.match(/\d+|[+−×÷()]/g) ?? [];
  let at = 0;
  const atom = (): number => {
    const token = tokens[at++] as string;
    if (token === "(") {
      const inner = sum();
      at += 1;
      return inner;
    }
    return Number(token);
  };
  const product = (): number => {
    let v = atom();
    while (tokens[at] === "×" || tokens[at] === "÷") v = tokens[at++] === "×" ? v * atom() : v / atom();
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[at] === "+" || tokens[at] === "−") v = tokens[at++] === "+" ? v + product() : v - product();
    return v;
  };
  return sum();
}
/** The same worked strictly from left to right, as a child who ignores precedence does. */
export function leftToRight(text: string): number {
  const tokens = text.match(/\d+|[+−×÷]/g) ?? [];
  let v = Number(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) {
    const n = Number(tokens[i + 1]);
    const op = tokens[i];
    v = op === "+" ? v + n : op === "−" ? v - n : op === "×" ? v * n : v / n;
  }
  return v;
}

/** The terms of a sum of letter terms: sign, number and letter ("" for a number alone). */
export function termsOf(text: string) {
  return [...text.matchAll(/([+−]?) ?(\d+)([a-z]?)/g)].map((m) => ({
    sign: m[1] === "−" ? -1 : 1,
    number: Number(m[2]),
    letter: m[3] as string,
  }));
}
/** Like terms collected into "7x + 3", letters first in the order met, the number last. */
export function collect(terms: { sign: number; number: number; letter: string }[], square = false): string {
  const by = new Map<string, number>();
  for (const t of terms) by.set(t.letter, (by.get(t.letter) ?? 0) + t.sign * t.number);
  const letters = [...by.keys()].filter((l) => l !== "");
  const parts = letters.map((l) => `${by.get(l)}*${l}${square ? "^2" : ""}`);
  if (by.has("")) parts.push(String(by.get("")));
  return parts.join(" + ");
}

/**
 * A drawn angle figure read back: every ray's drawn ends, and each marked angle measured from the two
 * rays it names, counter-clockwise from the first (SVG's y grows downwards).
 */
export function measureAngles(svg: string) {
  const rays = new Map<string, { x1: number; y1: number; x2: number; y2: number }>();
  for (const m of svg.matchAll(
    /<line data-ray="(\w+)" x1="([\d.-]+)" y1="([\d.-]+)" x2="([\d.-]+)" y2="([\d.-]+)"/g,
  ))
    rays.set(m[1] as string, { x1: Number(m[2]), y1: Number(m[3]), x2: Number(m[4]), y2: Number(m[5]) });
  const heading = (id: string) => {
    const r = rays.get(id);
    if (!r) throw new Error(`no ray ${id}`);
    return (Math.atan2(r.y1 - r.y2, r.x2 - r.x1) * 180) / Math.PI;
  };
  return [
    ...svg.matchAll(/<text data-angle="(given|unknown)" data-rays="(\w+) (\w+)"[^>]*>([^<]+)<\/text>/g),
  ].map((m) => {
    const [first, second] = [rays.get(m[2] as string), rays.get(m[3] as string)];
    // The two rays of an angle leave the same point.
    expectBelow(Math.hypot((first?.x1 ?? 0) - (second?.x1 ?? 1), (first?.y1 ?? 0) - (second?.y1 ?? 1)), 0.01);
    const span = (((heading(m[3] as string) - heading(m[2] as string)) % 360) + 360) % 360;
    expectBelow(Math.abs(span - Math.round(span)), 0.05, `angle ${m[2]} ${m[3]} is ${span}`);
    return { unknown: m[1] === "unknown", degrees: Math.round(span), label: m[4] as string };
  });
}
