import { defineGenerator, indian, steps } from "../define.ts";
import { about } from "./about.ts";
import { stepQuestion } from "./shared.ts";

/**
 * Squares and cubes. Bounds: 1 a square, 2 a square root, 3 a larger square root; 4 a cube, 5 a cube
 * root, 6 a larger cube root; 7 the sum of the first n odd numbers, 8 how many numbers lie between n²
 * and (n + 1)², 9 the smallest number to multiply by to make a perfect square.
 */
export const squaresCubes = defineGenerator(about("squaresCubes", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  if (step <= 3) {
    const n = step === 1 ? random.int(11, 40) : step === 2 ? random.int(11, 40) : random.int(41, 99);
    const square = n * n;
    if (step === 1)
      return stepQuestion(step, "square", { n }, square, "hint", [[2 * n, "doubled"]], {
        n,
        answer: square,
      });
    return stepQuestion(step, "root", { square: indian(square) }, n, "hint", [[square / 2, "halved"]], {
      square: indian(square),
      answer: n,
    });
  }
  if (step <= 6) {
    const n = step === 4 ? random.int(4, 15) : step === 5 ? random.int(4, 15) : random.int(16, 40);
    const cube = n * n * n;
    if (step === 4)
      return stepQuestion(
        step,
        "cube",
        { n },
        cube,
        "hint",
        [
          [3 * n, "tripled"],
          [n * n, "doubled"],
        ],
        { n, answer: cube },
      );
    return stepQuestion(step, "cubeRoot", { cube: indian(cube) }, n, "hint", [[cube / 3, "thirdOf"]], {
      cube: indian(cube),
      answer: n,
    });
  }
  if (step === 7) {
    const n = random.int(5, 40);
    return stepQuestion(
      step,
      "odd",
      { n },
      n * n,
      "patternHint",
      [
        [(n * (n + 1)) / 2, "sumOfNumbers"],
        [2 * n, "doubled"],
      ],
      { n, answer: n * n },
    );
  }
  if (step === 8) {
    const n = random.int(5, 60);
    const params = { n, next: n + 1, answer: 2 * n };
    return stepQuestion(step, "between", params, 2 * n, "patternHint", [
      [2 * n + 2, "countedEnds"],
      [n, "usedN"],
    ]);
  }
  // A square times one lonely prime: 2² × 3² × 5 needs one more 5.
  const base = random.int(2, 12);
  const lonely = random.pick([2, 3, 5, 7, 11].filter((p) => base % p !== 0));
  const value = base * base * lonely;
  const factors: number[] = [];
  let rest = value;
  for (let p = 2; rest > 1; p++)
    while (rest % p === 0) {
      factors.push(p);
      rest /= p;
    }
  const params = {
    value: indian(value),
    factors: factors.join(" × "),
    answer: lonely,
    square: indian(value * lonely),
  };
  return stepQuestion(step, "makeSquare", params, lonely, "patternHint", [
    [Math.max(...factors), "gaveLargestPrime"],
    [base, "gaveSquareRoot"],
  ]);
});
