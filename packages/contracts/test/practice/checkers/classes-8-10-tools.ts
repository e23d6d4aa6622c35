/**
 * The Classes 8–10 checkers' own small arithmetic (Euclid's division, repeated addition, exact
 * fractions), written apart from the generators so a slip in one is not copied into the other.
 */
export const num = (text: string) => Number(text.replace(/,/g, "").replace("−", "-"));

export function match(pattern: RegExp, text: string): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
}

/** HCF by Euclid's division lemma: a = bq + r until the remainder is 0. */
export function euclidHcf(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) {
    const r = x - Math.floor(x / y) * y;
    x = y;
    y = r;
  }
  return x;
}

/** LCM by listing multiples of the larger number until the smaller divides one. */
export function repeatedLcm(a: number, b: number): number {
  const [big, small] = a > b ? [a, b] : [b, a];
  let multiple = big;
  while (multiple % small !== 0) multiple += big;
  return multiple;
}

/** A fraction in lowest terms as "n/d", denominator positive. */
export function fraction(numerator: number, denominator: number): string {
  const g = euclidHcf(numerator, denominator) || 1;
  const s = denominator < 0 ? -1 : 1;
  return `${(s * numerator) / g}/${(s * denominator) / g}`;
}

/** A value to two decimal places, as a key written with at most two decimals reads. */
export const rounded = (value: number) => Math.round(value * 100) / 100;

/** A number as a prompt writes it: `−7`, `3`, `7/3`, `−2/3`, `1,200`, `2.5`. */
export function readNumber(text: string): number {
  const clean = text
    .trim()
    .replace(/,/g, "")
    .replace(/^\((.*)\)$/, "$1")
    .replace("−", "-");
  const [top, bottom] = clean.split("/");
  return bottom === undefined ? Number(top) : Number(top) / Number(bottom);
}

/**
 * `2x² − 6x + 4` read back as its coefficients [a, b, c] (missing terms 0), by splitting on the
 * signs between terms, not by the generator's writer.
 */
export function readQuadratic(text: string): [number, number, number] {
  const coefficients: [number, number, number] = [0, 0, 0];
  const terms = text.replace(/ ([+−]) /g, " $1").split(" ");
  for (const term of terms) {
    const sign = term.startsWith("−") ? -1 : 1;
    const body = term.replace(/^[+−]/, "");
    const power = body.includes("x²") ? 0 : body.includes("x") ? 1 : 2;
    const digits = body.replace(/x²|x/, "");
    coefficients[power] += sign * (digits === "" ? 1 : Number(digits));
  }
  return coefficients;
}
