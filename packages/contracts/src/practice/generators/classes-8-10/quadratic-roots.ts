import { bracketed, defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { polynomialText } from "./polynomial-text.ts";
import { choiceItem, stepQuestion } from "./shared.ts";

/**
 * Quadratic equations ax² + bx + c = 0: roots by the quadratic formula (bounds 1 the larger root with
 * a = 1, 2 with a = 2 or 3, 3 the smaller root with a up to 4), the discriminant (4), the nature of
 * the roots (5) and the value of k for equal roots (6). Roots are whole, so the formula's square root
 * is exact.
 */
export const ROOT_NATURES = ["distinct", "equal", "noReal"] as const;
const natureOf = (d: number) => (d > 0 ? 0 : d === 0 ? 1 : 2);
const nonZero = (random: { int(a: number, b: number): number; next(): number }, most: number) => {
  const v = random.int(1, most);
  return random.next() < 0.5 ? -v : v;
};

export const quadraticRoots = defineGenerator(about("quadraticRoots", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  if (step <= 3) {
    const a = step === 1 ? 1 : random.int(2, step === 2 ? 3 : 4);
    const p = nonZero(random, 9);
    let q = nonZero(random, 9);
    // Two different roots whose sum is not 0, so every term of the equation is there.
    while (q === p || q === -p) q = nonZero(random, 9);
    const [b, c] = [-a * (p + q), a * p * q];
    const larger = step !== 3;
    const answer = larger ? Math.max(p, q) : Math.min(p, q);
    const d = b * b - 4 * a * c;
    const root = Math.round(Math.sqrt(d));
    const sign = larger ? 1 : -1;
    const params = {
      poly: polynomialText([a, b, c]),
      which: say(larger ? "larger" : "smaller"),
      a,
      b: bracketed(b),
      c: bracketed(c),
      d,
      root,
      pm: larger ? "+" : "−",
      minusB: b > 0 ? `−${b}` : `${-b}`,
      answer,
    };
    return stepQuestion(step, "root", params, answer, "formulaHint", [
      [(b + sign * root) / (2 * a), "droppedMinusB"],
      [(-b + sign * root) / a, "forgotTwoInDenominator"],
    ]);
  }
  if (step === 6) {
    const u = random.int(1, 3);
    const v = random.int(2, 9);
    const [a, c] = [u * u, v * v];
    const answer = 2 * u * v;
    const params = { a: a === 1 ? "" : a, c, square: 4 * a * c, answer };
    return stepQuestion(
      step,
      "k",
      params,
      answer,
      "discriminantHint",
      [
        [u * v, "droppedFour"],
        [4 * a * c, "forgotSquareRoot"],
      ],
      { ...params, a },
    );
  }
  const want = random.int(0, 2);
  let [a, b, c] = [1, 1, 1];
  for (;;) {
    [a, b, c] = [random.int(1, 5), nonZero(random, 12), nonZero(random, 12)];
    if (want === 1) {
      const p = nonZero(random, 6);
      [b, c] = [-2 * a * p, a * p * p];
    }
    if (natureOf(b * b - 4 * a * c) === want) break;
  }
  const d = b * b - 4 * a * c;
  const params = { poly: polynomialText([a, b, c]), a, b: bracketed(b), c: bracketed(c), d };
  if (step === 4)
    return stepQuestion(step, "discriminant", params, d, "discriminantHint", [
      [b * b + 4 * a * c, "signOf4ac"],
      [b - 4 * a * c, "forgotToSquareB"],
    ]);
  const item = choiceItem(
    say("naturePrompt", params),
    ROOT_NATURES,
    want,
    say("discriminantHint"),
    say("natureSolution", { ...params, reason: say(["positive", "zero", "negative"][want] as string) }),
    [
      [natureOf(b * b + 4 * a * c), "signOf4ac"],
      [natureOf(b - 4 * a * c), "forgotToSquareB"],
    ],
  );
  return { values: [step], item };
});
