import type { Random } from "../../random.ts";
import { defineGenerator, indian, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem, stepQuestion } from "./shared.ts";

/**
 * Euclid's division algorithm for the HCF, as an algorithm to follow and count. Bounds: 1 the HCF of
 * two 2- or 3-digit numbers, 2 of 3-digit numbers, 3 of 4-digit numbers; 4 the remainder of the first
 * division, 5 how many divisions the algorithm takes, 6 the same for larger numbers.
 */
function pair(random: Random, digits: number) {
  for (;;) {
    const g = random.int(2, digits >= 4 ? 60 : 25);
    const low = Math.ceil(10 ** (digits - 1) / g);
    const high = Math.floor((10 ** digits - 1) / g);
    if (high - low < 3) continue;
    let u = random.int(low, high);
    let v = random.int(low, high);
    if (u === v) continue;
    if (u < v) [u, v] = [v, u];
    return [u * g, v * g] as const;
  }
}
function divisions(a: number, b: number) {
  const lines: { a: number; b: number; q: number; r: number }[] = [];
  let [x, y] = [a, b];
  while (y !== 0) {
    const q = Math.floor(x / y);
    const r = x - q * y;
    lines.push({ a: x, b: y, q, r });
    [x, y] = [y, r];
  }
  return { lines, hcf: x };
}

export const euclidAlgorithm = defineGenerator(about("euclidAlgorithm", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  const digits = step === 3 || step === 6 ? 4 : step === 1 ? 2 + random.int(0, 1) : 3;
  const [a, b] = pair(random, digits);
  const { lines, hcf } = divisions(a, b);
  const text = lines.map((l) => `→ ${indian(l.a)} = ${indian(l.b)} × ${l.q} + ${l.r}`).join("\n");
  const params = { a: indian(a), b: indian(b) };
  const first = lines[0] as { q: number; r: number };
  if (step <= 3)
    return {
      values: [step],
      item: numericItem(say("hcfPrompt", params), hcf, say("hint"), say("solution", { lines: text, hcf }), [
        [(lines.at(-1) as { q: number }).q, "gaveLastQuotient"],
        [first.r, "gaveFirstRemainder"],
      ]),
    };
  if (step === 4)
    return {
      values: [step],
      item: numericItem(
        say("remainderPrompt", params),
        first.r,
        say("hint"),
        say("firstSolution", { line: text.split("\n")[0] as string, r: first.r }),
        [
          [first.q, "gaveQuotient"],
          [a - b, "gaveDifference"],
        ],
      ),
    };
  return stepQuestion(
    step,
    "steps",
    params,
    lines.length,
    "hint",
    [
      [lines.length - 1, "forgotLastDivision"],
      [lines.length - 2, "countedRemainders"],
    ],
    { lines: text, count: lines.length },
  );
});
