import { defineGenerator } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Perimeter, area and circles: 1–3 a square's perimeter, a rectangle's missing side from its
 * perimeter, a square's side from its perimeter; 4–6 a square's area, a triangle's area, a
 * rectangle's missing side from its area; 7–9 diameter from radius, radius from diameter, the
 * distance between the centres of two touching circles.
 */
export const measures = defineGenerator(about("measures", 1), kindBounds(3), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  const cm = { unit: "cm" } as const;
  const cm2 = { unit: "cm2" } as const;
  if (kind === 0) {
    if (level === 1) {
      const s = random.int(3, 25);
      return numeric(
        value,
        texts("squarePerimeterPrompt", "squarePerimeterHint", "squarePerimeterSolution", {
          s,
          answer: 4 * s,
        }),
        4 * s,
        [
          ["addedTwoSides", 2 * s],
          ["areaForPerimeter", s * s],
        ],
        cm,
      );
    }
    if (level === 2) {
      const l = random.int(6, 40);
      const w = random.int(2, l - 1);
      const p = 2 * (l + w);
      return numeric(
        value,
        texts("missingSidePrompt", "missingSideHint", "missingSideSolution", {
          p,
          l,
          half: l + w,
          answer: w,
        }),
        w,
        [["forgotHalf", p - l]],
        cm,
      );
    }
    const s = random.int(3, 40);
    return numeric(
      value,
      texts("sideFromPerimeterPrompt", "sideFromPerimeterHint", "sideFromPerimeterSolution", {
        p: 4 * s,
        answer: s,
      }),
      s,
      [["halved", 2 * s]],
      cm,
    );
  }
  if (kind === 1) {
    if (level === 1) {
      const s = random.int(3, 20);
      return numeric(
        value,
        texts("squareAreaPrompt", "squareAreaHint", "squareAreaSolution", { s, answer: s * s }),
        s * s,
        [
          ["perimeterForArea", 4 * s],
          ["addedSides", 2 * s],
        ],
        cm2,
      );
    }
    if (level === 2) {
      let b = random.int(3, 30);
      const h = random.int(3, 30);
      if ((b * h) % 2 === 1) b += 1;
      return numeric(
        value,
        texts("triangleAreaPrompt", "triangleAreaHint", "triangleAreaSolution", {
          b,
          h,
          answer: (b * h) / 2,
        }),
        (b * h) / 2,
        [
          ["noHalf", b * h],
          ["addedSides", b + h],
        ],
        cm2,
      );
    }
    const l = random.int(4, 25);
    const w = random.int(2, 25);
    return numeric(
      value,
      texts("sideFromAreaPrompt", "sideFromAreaHint", "sideFromAreaSolution", { a: l * w, l, answer: w }),
      w,
      [["subtracted", l * w - l]],
      cm,
    );
  }
  if (level === 1) {
    const r = random.int(2, 15);
    return numeric(
      value,
      texts("diameterPrompt", "diameterHint", "diameterSolution", { r, answer: 2 * r }),
      2 * r,
      [
        ["radiusForDiameter", r],
        ["halvedInstead", r % 2 === 0 ? r / 2 : Number.NaN],
      ],
      cm,
    );
  }
  if (level === 2) {
    const r = random.int(2, 15);
    return numeric(
      value,
      texts("radiusPrompt", "radiusHint", "radiusSolution", { d: 2 * r, answer: r }),
      r,
      [["doubledInstead", 4 * r]],
      cm,
    );
  }
  const r = random.int(2, 12);
  let q = random.int(2, 12);
  if (q === r) q += 1;
  return numeric(
    value,
    texts("touchingPrompt", "touchingHint", "touchingSolution", { r, q, answer: r + q }),
    r + q,
    [
      ["usedDiameters", 2 * (r + q)],
      ["subtractedRadii", Math.abs(r - q)],
    ],
    cm,
  );
});
