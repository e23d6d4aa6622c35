import { r2 } from "./angle-marks.ts";
import { svgOpen } from "./svg.ts";

/**
 * A shape cut into equal parts, or a set of things, some of them coloured: SVG from a pure function.
 * Each part is an element with `data-part` (shaded or plain) and its fill, so a test counts the
 * coloured parts from the drawing. A bar is cut into equal strips, a circle into equal slices.
 */
export const SHADED = "#f59e0b";
const PLAIN = "#ffffff";
export type FractionPicture = { shape: "bar" | "circle" | "set"; parts: number; shaded: readonly boolean[] };

const fill = (on: boolean) => `data-part="${on ? "shaded" : "plain"}" fill="${on ? SHADED : PLAIN}"`;

export function fractionPictureSvg({ shape, parts, shaded }: FractionPicture): string {
  if (shape === "bar") {
    const w = 300 / parts;
    const strips = shaded
      .map(
        (on, i) =>
          `<rect ${fill(on)} x="${r2(20 + i * w)}" y="10" width="${r2(w)}" height="80" stroke="#1f2937" stroke-width="3"/>`,
      )
      .join("");
    return `${svgOpen(340, 100)}${strips}</svg>`;
  }
  if (shape === "circle") {
    const slices = shaded
      .map((on, i) => {
        const a = (2 * Math.PI * i) / parts;
        const b = (2 * Math.PI * (i + 1)) / parts;
        const [x1, y1, x2, y2] = [
          90 + 80 * Math.sin(a),
          90 - 80 * Math.cos(a),
          90 + 80 * Math.sin(b),
          90 - 80 * Math.cos(b),
        ].map(r2);
        return `<path ${fill(on)} d="M90 90 L${x1} ${y1} A80 80 0 0 1 ${x2} ${y2} Z" stroke="#1f2937" stroke-width="3"/>`;
      })
      .join("");
    return `${svgOpen(180, 180)}${slices}</svg>`;
  }
  // A set: up to six in a row, each a round thing (a ladoo, a marble) outlined.
  const rows = Math.ceil(parts / 6);
  const things = shaded
    .map(
      (on, i) =>
        `<circle ${fill(on)} cx="${30 + (i % 6) * 50}" cy="${30 + Math.floor(i / 6) * 50}" r="20" stroke="#1f2937" stroke-width="3"/>`,
    )
    .join("");
  return `${svgOpen(320, rows * 50 + 10)}${things}</svg>`;
}
