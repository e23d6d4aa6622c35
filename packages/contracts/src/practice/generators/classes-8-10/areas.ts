import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem, stepQuestion } from "./shared.ts";

/**
 * Areas of plane figures. Bounds: 1 a parallelogram, 2 a triangle, 3 a trapezium; 4 a parallelogram's
 * height from its area, 5 a triangle's base from its area, 6 a trapezium's missing parallel side;
 * 7 a rhombus from its diagonals, 8 a path round a rectangular garden, 9 an L-shaped floor.
 */
export const areas = defineGenerator(about("areas", 1), steps(9), (random, min, max) => {
  const step = random.int(min, max);
  const b = random.int(4, 30);
  const h = 2 * random.int(2, 12);
  const a = random.int(3, 25);
  if (step === 1)
    return {
      values: [step],
      item: numericItem(
        say("parallelogramPrompt", { b, h }),
        b * h,
        say("hint"),
        say("areaSolution", { working: `${b} × ${h}`, answer: b * h }),
        [
          [(b * h) / 2, "forgotHalf"],
          [2 * (b + h), "usedSideNotHeight"],
        ],
      ),
    };
  if (step === 2)
    return {
      values: [step],
      item: numericItem(
        say("trianglePrompt", { b, h }),
        (b * h) / 2,
        say("hint"),
        say("areaSolution", { working: `${b} × ${h} ÷ 2`, answer: (b * h) / 2 }),
        [[b * h, "forgotHalf"]],
      ),
    };
  if (step === 3) {
    const answer = ((a + b) * h) / 2;
    return {
      values: [step],
      item: numericItem(
        say("trapeziumPrompt", { a, b, h }),
        answer,
        say("hint"),
        say("areaSolution", { working: `(${a} + ${b}) × ${h} ÷ 2`, answer }),
        [
          [(a + b) * h, "forgotHalf"],
          [(b * h) / 2, "addedOnlyOneSide"],
        ],
      ),
    };
  }
  if (step === 4) {
    const area = b * h;
    return {
      values: [step],
      item: numericItem(
        say("heightPrompt", { area, b }),
        h,
        say("hint"),
        say("backSolution", { formula: say("parallelogramFormula"), working: `${area} ÷ ${b}`, answer: h }),
        [
          [area * b, "multipliedInstead"],
          [area / b / 2, "forgotHalf"],
        ],
      ),
    };
  }
  if (step === 5) {
    const area = (b * h) / 2;
    return {
      values: [step],
      item: numericItem(
        say("basePrompt", { area, h }),
        b,
        say("hint"),
        say("backSolution", { formula: say("triangleFormula"), working: `2 × ${area} ÷ ${h}`, answer: b }),
        [
          [area / h, "forgotHalf"],
          [area * h, "multipliedInstead"],
        ],
      ),
    };
  }
  if (step === 6) {
    const area = ((a + b) * h) / 2;
    return {
      values: [step],
      item: numericItem(
        say("sidePrompt", { area, h, a }),
        b,
        say("hint"),
        say("backSolution", {
          formula: say("trapeziumFormula"),
          working: `2 × ${area} ÷ ${h} − ${a}`,
          answer: b,
        }),
        [
          [(2 * area) / h, "forgotToSubtract"],
          [area / h - a, "forgotHalf"],
        ],
      ),
    };
  }
  if (step === 7) {
    const [d1, d2] = [2 * random.int(3, 15), random.int(4, 30)];
    const answer = (d1 * d2) / 2;
    return {
      values: [step],
      item: numericItem(
        say("rhombusPrompt", { d1, d2 }),
        answer,
        say("hint"),
        say("areaSolution", { working: `${d1} × ${d2} ÷ 2`, answer }),
        [[d1 * d2, "forgotHalf"]],
      ),
    };
  }
  if (step === 8) {
    const [l, w] = [random.int(10, 40), random.int(1, 3)];
    const outer = (l + 2 * w) * (b + 2 * w);
    const answer = outer - l * b;
    return stepQuestion(
      step,
      "path",
      { l, b, w },
      answer,
      "hint",
      [
        [(l + w) * (b + w) - l * b, "pathOneSide"],
        [outer, "gaveOuter"],
      ],
      { l, b, w, outer, answer },
    );
  }
  const [l, bb] = [random.int(8, 20), random.int(6, 15)];
  const [x, y] = [random.int(2, l - 3), random.int(2, bb - 3)];
  const answer = l * bb - x * y;
  return stepQuestion(step, "floor", { l, b: bb, x, y }, answer, "hint", [[l * bb + x * y, "addedCorner"]], {
    l,
    b: bb,
    x,
    y,
    answer,
  });
});
