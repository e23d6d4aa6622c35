import { type Solid, solidSvg } from "../../figures/solids.ts";
import type { Random } from "../../random.ts";
import { defineGenerator, say, steps, type Text } from "../define.ts";
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

function draw(random: Random, step: number): Drawn {
  if (step === 1 || step === 4) {
    const [l, b, h] = [random.int(3, 25), random.int(2, 20), random.int(2, 15)];
    const params = { l, b, h };
    if (step === 1) {
      const answer = l * b * h;
      return {
        solid: { kind: "cuboid", l, b, h },
        prompt: say("cuboidVolumePrompt", params),
        answer,
        hint: say("volumeHint"),
        solution: say("cuboidVolumeSolution", { ...params, answer }),
        wrongs: [
          [l + b + h, "addedDimensions"],
          [2 * (l * b + b * h + h * l), "surfaceInstead"],
        ],
      };
    }
    const answer = 2 * (l * b + b * h + h * l);
    return {
      solid: { kind: "cuboid", l, b, h },
      prompt: say("cuboidSurfacePrompt", params),
      answer,
      hint: say("surfaceHint"),
      solution: say("cuboidSurfaceSolution", { ...params, answer }),
      wrongs: [
        [l * b + b * h + h * l, "countedThreeFaces"],
        [2 * h * (l + b), "lateralOnly"],
      ],
    };
  }
  if (step === 2) {
    const r = 7 * random.int(1, 4);
    const h = 3 * random.int(2, 10);
    const cone = random.next() < 0.5;
    const cylinder = PI * r * r * h;
    const answer = cone ? cylinder / 3 : cylinder;
    const params = { r, h, answer: written(answer) };
    return {
      solid: { kind: cone ? "cone" : "cylinder", r, h },
      prompt: say(cone ? "coneVolumePrompt" : "cylinderVolumePrompt", params),
      answer,
      hint: say("volumeHint"),
      solution: say(cone ? "coneVolumeSolution" : "cylinderVolumeSolution", params),
      wrongs: cone
        ? [
            [cylinder, "forgotThird"],
            [(PI * r * h) / 3, "forgotSquare"],
          ]
        : [
            [2 * PI * r * h, "usedCurvedArea"],
            [PI * r * h, "forgotSquare"],
          ],
    };
  }
  if (step === 3) {
    const r = 10.5 * random.int(1, 4);
    const half = random.next() < 0.5;
    const sphere = (4 / 3) * PI * r * r * r;
    const answer = half ? sphere / 2 : sphere;
    const params = { r, answer: written(answer) };
    return {
      solid: { kind: half ? "hemisphere" : "sphere", r },
      prompt: say(half ? "hemisphereVolumePrompt" : "sphereVolumePrompt", params),
      answer,
      hint: say("volumeHint"),
      solution: say(half ? "hemisphereVolumeSolution" : "sphereVolumeSolution", params),
      wrongs: half
        ? [
            [sphere, "wholeSphere"],
            [2 * PI * r * r, "usedSurfaceFormula"],
          ]
        : [
            [4 * PI * r * r, "usedSurfaceFormula"],
            [(4 / 3) * PI * r * r, "forgotCube"],
          ],
    };
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
      return {
        solid: { kind: "cone", r: a, h: b },
        prompt: say("coneSurfacePrompt", params),
        answer,
        hint: say("surfaceHint"),
        solution: say("coneSurfaceSolution", params),
        wrongs: [
          [PI * a * b, "usedHeightNotSlant"],
          [PI * a * c + PI * a * a, "addedBase"],
        ],
      };
    }
    const r = 7 * random.int(1, 3);
    const h = random.int(3, 30);
    const answer = 2 * PI * r * (r + h);
    const params = { r, h, answer: written(answer) };
    return {
      solid: { kind: "cylinder", r, h },
      prompt: say("cylinderSurfacePrompt", params),
      answer,
      hint: say("surfaceHint"),
      solution: say("cylinderSurfaceSolution", params),
      wrongs: [
        [2 * PI * r * h, "curvedOnly"],
        [2 * PI * r * h + PI * r * r, "oneEnd"],
      ],
    };
  }
  const r = 3.5 * random.int(1, 8);
  const half = random.next() < 0.5;
  const answer = (half ? 3 : 4) * PI * r * r;
  const params = { r, answer: written(answer) };
  return {
    solid: { kind: half ? "hemisphere" : "sphere", r },
    prompt: say(half ? "hemisphereSurfacePrompt" : "sphereSurfacePrompt", params),
    answer,
    hint: say("surfaceHint"),
    solution: say(half ? "hemisphereSurfaceSolution" : "sphereSurfaceSolution", params),
    wrongs: half
      ? [
          [2 * PI * r * r, "forgotBase"],
          [4 * PI * r * r, "wholeSphere"],
        ]
      : [
          [2 * PI * r * r, "halfSphere"],
          [PI * r * r, "forgotFour"],
        ],
  };
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
