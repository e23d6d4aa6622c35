import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";
import { exteriorAngleFigure, isoscelesFigure } from "./triangle-figures.ts";

/**
 * Angle facts in words, without a picture (a light question for phones offline; ./angle-figures.ts
 * draws the same facts): 1–3 a linear pair, angles round a point, a complement; 4–6 vertically
 * opposite, corresponding, alternate; 7–9 co-interior, an exterior angle, an isosceles triangle. The
 * two triangle questions (8, 9) show their triangle, marked as the words say (./triangle-figures.ts):
 * Class 7 learns these from the drawn triangle; the line and parallel facts stay in words.
 */
const unit = { unit: "degree" } as const;

export const angleFacts = defineGenerator(about("angleFacts", 1), kindBounds(3), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  const g = random.int(20, 160);
  /**
   * The angle that makes 180° with g (a linear pair, co-interior angles): the slips copy g or take
   * it from 360°.
   */
  const supplement = (prompt: string) =>
    numeric(
      value,
      texts(prompt, "hint", "from180", { g, answer: 180 - g }),
      180 - g,
      [
        ["copiedAngle", g],
        ["usedFullTurn", 360 - g],
      ],
      unit,
    );
  if (kind === 0) {
    if (level === 1) return supplement("pairPrompt");
    if (level === 2) {
      const [a, h, k] = [random.int(50, 110), random.int(50, 110), random.int(50, 110)];
      const x = 360 - a - h - k;
      return numeric(
        value,
        texts("roundPrompt", "hint", "from360", { g: a, h, k, answer: x }),
        x,
        [["usedStraight", 180 - a - h - k > 0 ? 180 - a - h - k : Number.NaN]],
        unit,
      );
    }
    const c = random.int(10, 80);
    return numeric(
      value,
      texts("complementPrompt", "hint", "from90", { g: c, answer: 90 - c }),
      90 - c,
      [
        ["used180", 180 - c],
        ["copiedAngle", c],
      ],
      unit,
    );
  }
  if (kind === 1) {
    const key = (["oppositePrompt", "correspondingPrompt", "alternatePrompt"] as const)[level - 1] as string;
    return numeric(
      value,
      texts(key, "hint", "equal", { g, answer: g }),
      g,
      [["tookSupplement", 180 - g]],
      unit,
    );
  }
  if (level === 1) return supplement("coInteriorPrompt");
  if (level === 2) {
    const a = random.int(25, 80);
    const h = random.int(25, 80);
    return {
      ...numeric(
        value,
        texts("exteriorPrompt", "triangleHint", "added", { g: a, h, answer: a + h }),
        a + h,
        [["gaveInside", 180 - a - h]],
        unit,
      ),
      figure: exteriorAngleFigure(a, h),
    };
  }
  const apex = 2 * random.int(10, 70);
  return {
    ...numeric(
      value,
      texts("isoscelesPrompt", "triangleHint", "halved", { g: apex, answer: (180 - apex) / 2 }),
      (180 - apex) / 2,
      [
        ["noHalf", 180 - apex],
        ["copiedAngle", apex],
      ],
      unit,
    ),
    figure: isoscelesFigure(apex),
  };
});
