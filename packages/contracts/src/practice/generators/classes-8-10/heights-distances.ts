import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { isClean, stepQuestion } from "./shared.ts";

/**
 * Heights and distances with angles of 30°, 45° and 60°. A length given as k√3 makes every answer
 * whole. Bounds: 1 a tower's height from the distance, 2 with the observer's eye height, 3 a boat's
 * distance from a cliff (angle of depression); 4 a ladder's length, 5 the distance walked as the angle
 * changes from 30° to 60°, 6 the distance between two boats on either side of a tower.
 */
const SQRT3 = Math.sqrt(3);
const TAN: Record<number, number> = { 30: 1 / SQRT3, 45: 1, 60: SQRT3 };
const SIN: Record<number, number> = { 30: 1 / 2, 45: Math.SQRT1_2, 60: SQRT3 / 2 };
/** A length k√3 (shown as "k√3") or k; with tan 30° or 60° only k√3 gives whole answers. */
const length = (k: number, surd: boolean) => (surd ? `${k}√3` : `${k}`);
const near = (v: number) => Math.round(v * 1e6) / 1e6;

export const heightsDistances = defineGenerator(
  about("heightsDistances", 1),
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    const k = random.int(2, 20);
    if (step === 5 || step === 6) {
      // h = k√3: from 30° the distance is 3k, from 60° it is k.
      const [far, nearD] = [3 * k, k];
      const answer = step === 5 ? far - nearD : far + nearD;
      const params = { h: length(k, true), far, nearD, answer };
      return stepQuestion(
        step,
        step === 5 ? "walk" : "boats",
        params,
        answer,
        "hint",
        step === 5
          ? [
              [far, "gaveFarDistance"],
              [nearD, "gaveNearDistance"],
            ]
          : [
              [far - nearD, "subtractedDistances"],
              [far, "gaveFarDistance"],
            ],
      );
    }
    // 45° only with the eye height: tan 45° = cot 45°, so elsewhere it would name no slip.
    const angle = step === 2 ? random.pick([30, 45, 60]) : random.pick([30, 60]);
    const surd = angle !== 45;
    const given = surd ? k * SQRT3 : k;
    const tan = TAN[angle] as number;
    const sin = SIN[angle] as number;
    if (step === 4) {
      // The wall height is k (30°) or k√3 (60°), so the ladder is 2k either way.
      const h = angle === 30 ? k : k * SQRT3;
      const answer = near(h / sin);
      const params = { angle, h: length(k, angle === 60), answer };
      return stepQuestion(step, "ladder", params, answer, "hint", [
        [near(h / tan), "usedTangent"],
        [near(h * sin), "usedSine"],
      ]);
    }
    if (step === 3) {
      const answer = near(given / tan);
      const params = { h: length(k, surd), angle, answer };
      return stepQuestion(step, "cliff", params, answer, "hint", [
        [near(given * tan), "invertedTan"],
        [near(given / sin), "usedSine"],
      ]);
    }
    const above = near(given * tan);
    if (step === 1) {
      const params = { d: length(k, surd), angle, answer: above };
      return stepQuestion(step, "tower", params, above, "hint", [
        [near(given / tan), "invertedTan"],
        [near(given * sin), "usedSine"],
      ]);
    }
    const eye = random.pick([1.2, 1.5, 1.6]);
    const answer = Math.round((above + eye) * 10) / 10;
    const params = {
      name: say(random.pick(["priya", "fatima", "lakshmi", "meera"])),
      d: length(k, surd),
      eye,
      angle,
      above,
      answer,
    };
    const wrongs: [number, string][] = [[above, "forgotEyeHeight"]];
    const cot = near(given / tan);
    if (isClean(cot)) wrongs.push([Math.round((cot + eye) * 10) / 10, "invertedTan"]);
    return stepQuestion(step, "eye", params, answer, "hint", wrongs);
  },
);
