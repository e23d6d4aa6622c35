import { r2 } from "./angle-marks.ts";
import { svgOpen } from "./svg.ts";

/**
 * A shape cut into equal parts, or a set of things, some of them coloured: SVG from a pure function.
 * Each part is an element with `data-part` (shaded or plain) and its fill, so a test counts the
 * coloured parts from the drawing.
 */
export const SHADED = "#f59e0b";
const PLAIN = "#ffffff";
export type FractionPicture = { shape: "bar" | "circle" | "set"; parts: number; shaded: readonly boolean[] };

const fill = (on: boolean) => `data-part="${on ? "shaded" : "plain"}" fill="${on ? SHADED : PLAIN}"`;

/** One part's element and where it stands: a strip of a bar, a slice of a circle, a thing of a set. */
type PicturePart =
  | { tag: "rect"; x: number; y: number; width: number; height: number }
  | { tag: "path"; d: string }
  | { tag: "circle"; cx: number; cy: number; r: number };

/**
 * The drawing's size and its parts, shared by the printed picture below and the screen where a child
 * shades the parts by touch: a bar of equal strips, a circle of equal slices, or a set of up to six
 * round things (a ladoo, a marble) in a row.
 */
export function pictureParts(shape: FractionPicture["shape"], parts: number) {
  const indices = Array.from({ length: parts }, (_, i) => i);
  if (shape === "bar") {
    const w = 300 / parts;
    return {
      width: 340,
      height: 100,
      parts: indices.map(
        (i): PicturePart => ({ tag: "rect", x: r2(20 + i * w), y: 10, width: r2(w), height: 80 }),
      ),
    };
  }
  if (shape === "circle") {
    const slice = (i: number): PicturePart => {
      const a = (2 * Math.PI * i) / parts;
      const b = (2 * Math.PI * (i + 1)) / parts;
      const [x1, y1, x2, y2] = [
        90 + 80 * Math.sin(a),
        90 - 80 * Math.cos(a),
        90 + 80 * Math.sin(b),
        90 - 80 * Math.cos(b),
      ].map(r2);
      return { tag: "path", d: `M90 90 L${x1} ${y1} A80 80 0 0 1 ${x2} ${y2} Z` };
    };
    return { width: 180, height: 180, parts: indices.map(slice) };
  }
  return {
    width: 320,
    height: Math.ceil(parts / 6) * 50 + 10,
    parts: indices.map(
      (i): PicturePart => ({ tag: "circle", cx: 30 + (i % 6) * 50, cy: 30 + Math.floor(i / 6) * 50, r: 20 }),
    ),
  };
}

export function fractionPictureSvg({ shape, parts, shaded }: FractionPicture): string {
  const picture = pictureParts(shape, parts);
  const drawn = picture.parts.map(({ tag, ...at }, i) => {
    const attributes = Object.entries(at).map(([name, value]) => `${name}="${value}"`);
    return `<${tag} ${fill(shaded[i] ?? false)} ${attributes.join(" ")} stroke="#1f2937" stroke-width="3"/>`;
  });
  return `${svgOpen(picture.width, picture.height)}${drawn.join("")}</svg>`;
}
