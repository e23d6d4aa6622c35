import { generatorOf, runGenerator, writeDraft } from "@ganit/contracts/practice/index";
import { describe, expect, it } from "vitest";
import * as loop from "../seed-loop-expect.ts";
import { CHECKERS } from "./test-generator-checkers.ts";
import { expectFigureShown } from "./test-svg-texts.ts";

/**
 * The drawn triangles and quadrilaterals (docs/adr/0707-drawn-triangles-and-quadrilaterals.md) over
 * 10,000 seeds a generator, as a phone shows them: every question that should have its drawing has
 * it, well formed, hidden from screen readers and described in English and Hindi; every word on it
 * at least 12 px and inside the picture. The answers are read back from the drawings by the
 * generators' checkers (./checkers/drawn-shapes.ts, run over 10,000 seeds by
 * engine-generator-checks-even/odd.test.ts); here a point of the drawing moved by a few pixels,
 * dot and sides together, must make the checker fail: the drawing, not the words, is what it reads.
 */
const SEEDS = 10_000;
const seedOf = (i: number) => (i * 2_654_435_761) >>> 0;

/** Three angles of a "quadrilateral" adding up to 180°: its fourth is straight, and it cannot be drawn. */
const straightFourth = (prompt: string) =>
  (/are (\d+)°, (\d+)° and (\d+)°/.exec(prompt)?.slice(1) ?? []).reduce((s, x) => s + Number(x), 0) === 180;

const CASES = [
  // Bounds 1–6 draw; 7–9 are polygons, asked in words.
  {
    id: "quadrilaterals",
    min: 1,
    max: 9,
    drawn: (v: number, prompt: string) => v <= 6 && !straightFourth(prompt),
  },
  { id: "similarTriangles", min: 1, max: 6, drawn: (v: number) => v <= 3 },
  { id: "triangleAngles", min: 10, max: 150, drawn: () => true },
  { id: "angleFacts", min: 1, max: 9, drawn: (v: number) => v >= 8 },
  { id: "shapeFacts", min: 1, max: 12, drawn: (v: number) => v >= 9 },
] as const;

/** The drawing with one named point moved by (5, −4) pixels: its dot and every side's end there. */
function moved(svg: string, name: string): string {
  const dot = new RegExp(`<circle data-point="${name}" cx="([-\\d.]+)" cy="([-\\d.]+)"`).exec(svg);
  if (!dot) throw new Error(`no point ${name}`);
  const [x, y] = [dot[1] as string, dot[2] as string];
  const to = (v: string, d: number) => String(Math.round((Number(v) + d) * 100) / 100);
  let out = svg;
  for (const [a, b] of [
    ["cx", "cy"],
    ["x1", "y1"],
    ["x2", "y2"],
  ])
    out = out.replaceAll(`${a}="${x}" ${b}="${y}"`, `${a}="${to(x, 5)}" ${b}="${to(y, -4)}"`);
  return out;
}

describe.each(CASES)("the $id generator's drawn triangles and quadrilaterals", ({ id, min, max, drawn }) => {
  it("draws each question it should, readable inside the picture, described in both languages; a moved point is caught", () => {
    const definition = generatorOf(id);
    let [pictures, caught] = [0, 0];
    for (let i = 0; i < SEEDS; i++) {
      const draft = runGenerator({ generator: id, min, max }, seedOf(i));
      const { item } = writeDraft(definition, draft, "en");
      const where = `${id} seed ${seedOf(i)}: ${item.prompt}`;
      const svg = draft.figure?.svg;
      const value = id === "triangleAngles" ? 0 : (draft.values[0] as number);
      loop.expectSame(Boolean(svg), drawn(value, item.prompt), where);
      if (!svg) continue;
      pictures += 1;
      expectFigureShown(svg, where, {
        slack: 0.01,
        described: i % 10 === 0 ? { definition, draft } : undefined,
      });
      // A drawing that claims no measure (not to scale, no ticks, arrows, equal arcs or right angles)
      // cannot be caught by moving a point; every other one must be, whichever point is moved.
      if (i % 25 !== 0) continue;
      const claims =
        !svg.includes("data-not-to-scale") ||
        /data-(tick|arrow|right)=/.test(svg) ||
        (svg.includes("data-arc") && !svg.includes("data-angle"));
      if (!claims) continue;
      for (const [, name] of svg.matchAll(/<circle data-point="(\w)"/g)) {
        const wrong = {
          ...draft,
          figure: { svg: moved(svg, name as string), alt: draft.figure?.alt ?? { key: "" } },
        };
        expect(() => CHECKERS[id](item.prompt, wrong), `${where}: ${name} moved`).toThrow();
        caught += 1;
      }
    }
    loop.expectAbove(pictures, SEEDS / 10, id);
    loop.expectAbove(caught, SEEDS / 100, id);
  }, 180_000);
});
