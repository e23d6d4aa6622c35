import type { SYLLABUS_CLASSES_8_10 } from "@ganit/contracts/practice/generators/classes-8-10/index";
import type { Draft } from "@ganit/contracts/practice/index";
import type { Checked } from "../test-generator-checkers.ts";
import { TOUCH_CHECKERS } from "../test-touch-checkers.ts";
import { CHECKERS_ALGEBRA } from "./classes-8-10-algebra.ts";
import { CHECKER_DIGIT_REMAINDER, CHECKER_MEAN_BALANCE, CHECKERS_CLASS_8 } from "./classes-8-10-class8.ts";
import { CHECKERS_CLASS_9 } from "./classes-8-10-class9.ts";
import { CHECKERS_CLASS_9_RM } from "./classes-8-10-class9-rm.ts";
import { CHECKERS_DATA } from "./classes-8-10-data.ts";
import { CHECKERS_GEOMETRY } from "./classes-8-10-geometry.ts";
import { euclidHcf, match, num, repeatedLcm } from "./classes-8-10-tools.ts";

/**
 * The independent checkers of the syllabus's generators of this class group: each reads the question
 * back from the English prompt (or the figure's own drawing) and works the key and every named wrong
 * answer out again by its own rule, never with the generator's arithmetic.
 */
export const CHECKERS_CLASSES_8_10: Record<
  (typeof SYLLABUS_CLASSES_8_10)[number]["id"],
  (prompt: string, draft: Draft) => Checked
> = {
  ...CHECKERS_ALGEBRA,
  ...CHECKERS_GEOMETRY,
  ...CHECKERS_DATA,
  ...CHECKERS_CLASS_9,
  ...CHECKERS_CLASS_9_RM,
  ...CHECKERS_CLASS_8,
  ...CHECKER_DIGIT_REMAINDER,
  ...CHECKER_MEAN_BALANCE,
  // Plotting a point is a touch answer: its checker lives with the other touch checkers.
  plotPoint: TOUCH_CHECKERS.plotPoint,
  primeFactorHcfLcm(prompt): Checked {
    const [what, a, b] = match(/find the (HCF|LCM) of ([\d,]+) and ([\d,]+)\.$/, prompt) as [
      string,
      string,
      string,
    ];
    const [x, y] = [num(a), num(b)];
    const hcf = euclidHcf(x, y);
    const lcm = repeatedLcm(x, y);
    // Each prime dividing both, once: found by trial division, not from a factor list.
    let once = 1;
    for (let p = 2; p <= hcf; p++) {
      let prime = true;
      for (let q = 2; q * q <= p; q++) if (p % q === 0) prime = false;
      if (prime && hcf % p === 0) once *= p;
    }
    return what === "HCF"
      ? { key: hcf, rules: { usedHighestPowers: lcm, commonPrimesOnce: once } }
      : { key: lcm, rules: { usedLowestPowers: hcf, multipliedNumbers: x * y } };
  },
};
