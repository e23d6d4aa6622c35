import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { type Lengths, numericItem, stepQuestion, type Wrong } from "./shared.ts";

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
  /** A shape's area by its formula: `<shape>Prompt` gives its lengths, the solution shows the working. */
  const areaOf = (shape: string, given: Lengths, working: string, answer: number, wrongs: Wrong[]) => ({
    values: [step],
    item: numericItem(
      say(`${shape}Prompt`, given),
      answer,
      say("hint"),
      say("areaSolution", { working, answer }),
      wrongs,
    ),
  });
  /**
   * A length found back from a shape's area: the solution names the shape's formula, then works it
   * backwards.
   */
  const lengthFromArea = (
    prompt: string,
    given: Lengths,
    shape: string,
    working: string,
    answer: number,
    wrongs: Wrong[],
  ) => ({
    values: [step],
    item: numericItem(
      say(prompt, given),
      answer,
      say("hint"),
      say("backSolution", { formula: say(`${shape}Formula`), working, answer }),
      wrongs,
    ),
  });
  if (step === 1)
    return areaOf("parallelogram", { b, h }, `${b} × ${h}`, b * h, [
      [(b * h) / 2, "forgotHalf"],
      [2 * (b + h), "usedSideNotHeight"],
    ]);
  if (step === 2)
    return areaOf("triangle", { b, h }, `${b} × ${h} ÷ 2`, (b * h) / 2, [[b * h, "forgotHalf"]]);
  if (step === 3) {
    const answer = ((a + b) * h) / 2;
    return areaOf("trapezium", { a, b, h }, `(${a} + ${b}) × ${h} ÷ 2`, answer, [
      [(a + b) * h, "forgotHalf"],
      [(b * h) / 2, "addedOnlyOneSide"],
    ]);
  }
  if (step === 4) {
    const area = b * h;
    return lengthFromArea("heightPrompt", { area, b }, "parallelogram", `${area} ÷ ${b}`, h, [
      [area * b, "multipliedInstead"],
      [area / b / 2, "forgotHalf"],
    ]);
  }
  if (step === 5) {
    const area = (b * h) / 2;
    return lengthFromArea("basePrompt", { area, h }, "triangle", `2 × ${area} ÷ ${h}`, b, [
      [area / h, "forgotHalf"],
      [area * h, "multipliedInstead"],
    ]);
  }
  if (step === 6) {
    const area = ((a + b) * h) / 2;
    return lengthFromArea("sidePrompt", { area, h, a }, "trapezium", `2 × ${area} ÷ ${h} − ${a}`, b, [
      [(2 * area) / h, "forgotToSubtract"],
      [area / h - a, "forgotHalf"],
    ]);
  }
  if (step === 7) {
    const [d1, d2] = [2 * random.int(3, 15), random.int(4, 30)];
    return areaOf("rhombus", { d1, d2 }, `${d1} × ${d2} ÷ 2`, (d1 * d2) / 2, [[d1 * d2, "forgotHalf"]]);
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
