import { type Solid, solidSvg } from "../../figures/solids.ts";
import type { Random } from "../../random.ts";
import { defineGenerator, type Param, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { isClean, numericItem, type Wrong, written } from "./shared.ts";

/**
 * Volume and surface area of solids, π = 22/7. Bounds: 1 a cuboid's volume, 2 a cylinder's or
 * cone's volume, 3 a sphere's or hemisphere's volume; 4 a cuboid's total surface area, 5 a cylinder's
 * total or a cone's curved surface area (the slant from a whole triple), 6 a sphere's or a
 * hemisphere's total surface area. Radii are multiples of 3.5 (10.5 for spheres' volumes) so the
 * answers end in at most two decimals. Every solid is drawn with its dimensions written on it
 * (figures/solids.ts), marked "not to scale" where a dimension had to be drawn longer to be read.
 */
const PI = 22 / 7;
type Drawn = { prompt: Text; answer: number; hint: Text; solution: Text; wrongs: Wrong[]; solid: Solid };
type Measure = "Volume" | "Surface";

/**
 * A solid's question: its prompt and worked solution are named by the solid and the measure asked
 * (`coneVolumePrompt`, `coneVolumeSolution`), its hint by the measure alone; the solution reads the
 * prompt's numbers unless it is given its own.
 */
function asked(
  solid: Solid,
  measure: Measure,
  params: Record<string, Param>,
  answer: number,
  wrongs: Wrong[],
  solution: Record<string, Param> = params,
): Drawn {
  return {
    solid,
    prompt: say(`${solid.kind}${measure}Prompt`, params),
    answer,
    hint: say(measure === "Volume" ? "volumeHint" : "surfaceHint"),
    solution: say(`${solid.kind}${measure}Solution`, solution),
    wrongs,
  };
}

function draw(random: Random, step: number): Drawn {
  if (step === 1 || step === 4) {
    const [l, b, h] = [random.int(3, 25), random.int(2, 20), random.int(2, 15)];
    const cuboid: Solid = { kind: "cuboid", l, b, h };
    const params = { l, b, h };
    if (step === 1) {
      const answer = l * b * h;
      return asked(
        cuboid,
        "Volume",
        params,
        answer,
        [
          [l + b + h, "addedDimensions"],
          [2 * (l * b + b * h + h * l), "surfaceInstead"],
        ],
        { ...params, answer },
      );
    }
    const answer = 2 * (l * b + b * h + h * l);
    return asked(
      cuboid,
      "Surface",
      params,
      answer,
      [
        [l * b + b * h + h * l, "countedThreeFaces"],
        [2 * h * (l + b), "lateralOnly"],
      ],
      { ...params, answer },
    );
  }
  if (step === 2) {
    const r = 7 * random.int(1, 4);
    const h = 3 * random.int(2, 10);
    const cone = random.next() < 0.5;
    const cylinder = PI * r * r * h;
    const answer = cone ? cylinder / 3 : cylinder;
    const params = { r, h, answer: written(answer) };
    return asked(
      { kind: cone ? "cone" : "cylinder", r, h },
      "Volume",
      params,
      answer,
      cone
        ? [
            [cylinder, "forgotThird"],
            [(PI * r * h) / 3, "forgotSquare"],
          ]
        : [
            [2 * PI * r * h, "usedCurvedArea"],
            [PI * r * h, "forgotSquare"],
          ],
    );
  }
  if (step === 3) {
    const r = 10.5 * random.int(1, 4);
    const half = random.next() < 0.5;
    const sphere = (4 / 3) * PI * r * r * r;
    const answer = half ? sphere / 2 : sphere;
    return asked(
      { kind: half ? "hemisphere" : "sphere", r },
      "Volume",
      { r, answer: written(answer) },
      answer,
      half
        ? [
            [sphere, "wholeSphere"],
            [2 * PI * r * r, "usedSurfaceFormula"],
          ]
        : [
            [4 * PI * r * r, "usedSurfaceFormula"],
            [(4 / 3) * PI * r * r, "forgotCube"],
          ],
    );
  }
  if (step === 5) {
    const cone = random.next() < 0.5;
    if (cone) {
      const [a, b, c] = random.pick([
        [7, 24, 25],
        [21, 20, 29],
        [14, 48, 50],
        [35, 12, 37],
        [21, 28, 35],
      ] as const);
      const answer = PI * a * c;
      const params = { r: a, h: b, l: c, square: c * c, answer: written(answer) };
      return asked({ kind: "cone", r: a, h: b }, "Surface", params, answer, [
        [PI * a * b, "usedHeightNotSlant"],
        [PI * a * c + PI * a * a, "addedBase"],
      ]);
    }
    const r = 7 * random.int(1, 3);
    const h = random.int(3, 30);
    const answer = 2 * PI * r * (r + h);
    return asked({ kind: "cylinder", r, h }, "Surface", { r, h, answer: written(answer) }, answer, [
      [2 * PI * r * h, "curvedOnly"],
      [2 * PI * r * h + PI * r * r, "oneEnd"],
    ]);
  }
  const r = 3.5 * random.int(1, 8);
  const half = random.next() < 0.5;
  const answer = (half ? 3 : 4) * PI * r * r;
  return asked(
    { kind: half ? "hemisphere" : "sphere", r },
    "Surface",
    { r, answer: written(answer) },
    answer,
    half
      ? [
          [2 * PI * r * r, "forgotBase"],
          [4 * PI * r * r, "wholeSphere"],
        ]
      : [
          [2 * PI * r * r, "halfSphere"],
          [PI * r * r, "forgotFour"],
        ],
  );
}

export const solids = defineGenerator(about("solids", 1), steps(6), (random, min, max) => {
  const step = random.int(min, max);
  const { prompt, answer, hint, solution, wrongs, solid } = draw(random, step);
  if (!isClean(answer)) throw new Error(`solids: ${answer} is not a two-decimal answer`);
  const { svg, toScale } = solidSvg(solid);
  return {
    values: [step],
    figure: {
      svg,
      alt: say("solidAlt", { solid: say(solid.kind), scale: say(toScale ? "toScale" : "notToScale") }),
    },
    item: numericItem(prompt, answer, hint, solution, wrongs),
  };
});
