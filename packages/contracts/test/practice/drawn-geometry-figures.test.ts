import { GENERATORS, generatorOf, runGenerator } from "@ganit/contracts/practice/index";
import { describe, it } from "vitest";
import { expectAbove, expectSame } from "../seed-loop-expect.ts";
import { expectFigureShown } from "./test-svg-texts.ts";

/**
 * The drawn geometry of Classes 8–10 (the coordinate plane, circles, solids) over 10,000 seeds each,
 * as a phone shows it: every question of these generators has its figure (but the plane's quadrant
 * questions, asked in words); the SVG is well formed and hidden from screen readers, its text
 * alternative written in English and Hindi; every word and number on it is at least 12 px and inside
 * the picture (a 340-unit-wide drawing is shown at 358 px on a 390 px phone), and nothing is drawn at
 * NaN (the text alternative is read at every tenth seed). The answers are worked again from the drawings by the independent checkers
 * (./checkers/read-*.ts, run by engine-generator-checks-even/odd.test.ts).
 */
const SEEDS = 10_000;
const GENERATORS_DRAWN = ["cartesianPlane", "coordinateGeometry", "circleTangents", "solids"] as const;

describe.each(GENERATORS_DRAWN)("the %s generator's drawings over 10,000 seeds", (id) => {
  it("draws every question it should, labelled readably inside the picture, described in both languages", () => {
    const definition = generatorOf(id);
    const { min, max } = GENERATORS[id];
    let drawn = 0;
    for (let i = 0; i < SEEDS; i++) {
      const step = min + (i % (max - min + 1));
      const draft = runGenerator({ generator: id, min: step, max: step }, (i * 2_654_435_761) >>> 0);
      const svg = draft.figure?.svg;
      const where = `${id} step ${step} seed ${i}`;
      if (!svg) {
        // Only the plane's quadrant questions are asked in words alone.
        expectSame(id === "cartesianPlane" && step <= 2, true, where);
        continue;
      }
      drawn += 1;
      // The text alternative in both languages, at every tenth seed: it is written from the same messages.
      expectFigureShown(svg, where, { described: i % 10 === 0 ? { definition, draft } : undefined });
    }
    expectAbove(drawn, SEEDS / 2, id);
  }, 120_000);
});
