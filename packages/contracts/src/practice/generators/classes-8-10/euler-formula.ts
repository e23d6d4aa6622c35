import { defineGenerator, say, steps } from "../define.ts";
import { about } from "./about.ts";
import { numericItem, stepQuestion } from "./shared.ts";

/**
 * Solids and fractals. Bounds: 1 the edges from faces and vertices (F + V − E = 2), 2 the faces,
 * 3 the vertices; 4 the faces of an n-sided prism, 5 the edges of an n-sided pyramid, 6 the vertices
 * of an n-sided prism; 7 the shaded triangles of a Sierpinski triangle at stage n, 8 the segments of
 * the Koch curve at stage n, 9 the squares left in a Sierpinski carpet at stage n. From version 2 a
 * fractal's question may instead ask at which stage there are so many pieces, or how many more
 * there are at one stage than at the one before.
 */
export const eulerFormula = defineGenerator(
  { ...about("eulerFormula", 2), oldestVersion: 1 },
  steps(9),
  (random, min, max, version) => {
    const step = random.int(min, max);
    if (step <= 3) {
      // A prism or pyramid on an n-gon, or one of the regular solids.
      const solids = [
        [4, 4, 6],
        [6, 8, 12],
        [8, 6, 12],
        [12, 20, 30],
        [20, 12, 30],
      ];
      const n = random.int(3, 12);
      solids.push([n + 2, 2 * n, 3 * n], [n + 1, n + 1, 2 * n]);
      const [f, v, e] = random.pick(solids) as [number, number, number];
      /**
       * Euler's formula F + V − E = 2 solved for one count from the other two: the slips leave the 2
       * out, or give it the wrong sign.
       */
      const solved = (
        stem: string,
        given: Record<string, number>,
        answer: number,
        withoutTwo: number,
        twoWrongSign: number,
      ) =>
        stepQuestion(
          step,
          stem,
          given,
          answer,
          "hint",
          [
            [withoutTwo, "forgotTwo"],
            [twoWrongSign, "wrongSignOfTwo"],
          ],
          { ...given, answer },
        );
      if (step === 1) return solved("edges", { f, v }, e, f + v, f + v + 2);
      if (step === 2) return solved("faces", { v, e }, f, e - v, e - v - 2);
      return solved("vertices", { f, e }, v, e - f, e - f - 2);
    }
    if (step <= 6) {
      const n = random.int(3, 15);
      if (step === 4)
        return stepQuestion(step, "prismFaces", { n }, n + 2, "hint", [[n + 1, "countedBaseOnce"]], {
          n,
          answer: n + 2,
        });
      if (step === 5)
        return stepQuestion(step, "pyramidEdges", { n }, 2 * n, "hint", [[n, "countedBaseEdgesOnly"]], {
          n,
          answer: 2 * n,
        });
      return stepQuestion(step, "prismVertices", { n }, 2 * n, "hint", [[n, "countedBaseOnce"]], {
        n,
        answer: 2 * n,
      });
    }
    const factor = { 7: 3, 8: 4, 9: 8 }[step] as number;
    const n = random.int(2, step === 9 ? 4 : 6);
    const answer = factor ** n;
    const product = Array.from({ length: n }, () => factor).join(" × ");
    const key = { 7: "sierpinskiPrompt", 8: "kochPrompt", 9: "carpetPrompt" }[step] as string;
    const ask = version >= 2 ? random.int(0, 2) : 0;
    if (ask > 0) {
      const fractal = key.replace("Prompt", "");
      const [intro, pieces] = [say(`${fractal}Intro`), say(`${fractal}Pieces`)];
      if (ask === 1) {
        const chain = Array.from({ length: n + 1 }, (_, i) => factor ** i).join(" → ");
        return stepQuestion(
          step,
          "stage",
          { intro, count: answer, pieces },
          n,
          "fractalHint",
          [
            [n + 1, "countedStart"],
            [n - 1, "oneStageShort"],
          ],
          { chain, count: answer, pieces, answer: n },
        );
      }
      const small = factor ** (n - 1);
      return stepQuestion(
        step,
        "more",
        { intro, pieces, n, m: n - 1 },
        answer - small,
        "fractalHint",
        [
          [answer, "gaveLaterCount"],
          [factor, "usedFactor"],
        ],
        { n, m: n - 1, big: answer, small, answer: answer - small },
      );
    }
    return {
      values: [step],
      item: numericItem(
        say(key, { n }),
        answer,
        say("fractalHint"),
        say("fractalSolution", { n, product, answer }),
        [
          [factor * n, "multipliedByStage"],
          [factor ** (n - 1), "oneStageShort"],
        ],
      ),
    };
  },
);
