/**
 * The small rules the Classes 4–5 checkers work with: numbers read from a prompt, multiplying by
 * repeated addition, dividing by repeated taking away, and zeros written after a number.
 */
export const num = (text: string) => Number(text.replace(/,/g, ""));
export function read(pattern: RegExp, text: string): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
}
/** a × b as repeated addition. */
export const times = (a: number, b: number) => Array.from({ length: b }, () => a).reduce((s, v) => s + v, 0);
/** How many times b fits in a, by taking b away again and again (and what is left). */
export function fits(a: number, b: number): { count: number; left: number } {
  let [count, left] = [0, a];
  while (left >= b) [count, left] = [count + 1, left - b];
  return { count, left };
}
/** A number with zeros written after it: 3 and 5 places is 3,00,000. */
export const withZeros = (count: number, places: number) => Number(`${count}${"0".repeat(places)}`);
