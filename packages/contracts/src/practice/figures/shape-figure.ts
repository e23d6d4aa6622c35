import { anglePoints, angleSpan, type Pixel, r2, rightAngleMark } from "./angle-marks.ts";
import { svgOpen } from "./svg.ts";
/**
 * A triangle or quadrilateral (or two of them, side by side) drawn from its own coordinates (y up, in
 * the question's units), with the marks a geometry book puts on it: each named point's dot and name
 * (`data-point`), each side a segment carrying its two ends (`data-segment="AB"`), ticks across equal
 * sides (one, two or three, each its own `data-tick="AB"`), arrow heads on parallel sides
 * (`data-arrow`), lengths written beside the sides (`data-length="AB"`: "7 cm", or "?" for the one
 * asked), angle arcs (one, two or three, `data-arc`) with a measure, a letter or "?" (`data-angle`),
 * and right angles as small squares (`data-right`). A checker measures the drawing and compares it
 * with what is written on it (docs/adr/0707-drawn-triangles-and-quadrilaterals.md). The picture is to
 * one scale unless it says "Not to scale": then only the written numbers may differ from the drawing;
 * ticks, arrows, arcs and right angles always say what is true of it.
 */
/** A named point; `nameAt` turns its name to one side (degrees counter-clockwise from east). */
export type ShapePoint = { name: string; x: number; y: number; nameAt?: number };
export type ShapeSide = {
  /** "AB": the two named ends. */
  ends: string;
  /** "7 cm", "?" for the length asked, or none. */
  label?: string;
  /** The length written outside a line beside the side (a whole side whose parts are drawn). */
  far?: boolean;
  /** Where along the side its length is written (0 at its first end, 1 at its second; ½ unless said). */
  along?: number;
  ticks?: number;
  arrows?: number;
};
export type ShapeAngle = {
  /** ∠ABC: the angle at B between BA and BC, the smaller turn unless `reflex`. */
  name: string;
  /** "40°", a letter, "?", or none (an arc that only marks it equal to another). */
  label?: string;
  arcs?: number;
  reflex?: boolean;
};
export type ShapeFigure = {
  points: readonly ShapePoint[];
  sides: readonly ShapeSide[];
  angles?: readonly ShapeAngle[];
  /** Right angles, named as angles: "ABC". */
  right?: readonly string[];
  /** False when a length or angle had to be drawn other than written. */
  toScale?: boolean;
  /** Two shapes in one picture ("ABC", "PQR"): a side's length is written outside its own shape. */
  shapes?: readonly string[];
};

const WIDTH = 340;
/** The tallest picture; a wide, low figure (two triangles side by side) is given less height. */
const HEIGHT = 260;
const LOWEST = 150;
const PAD = 44;
const PAD_Y = 32;
const INK = "#111827";
const BLUE = "#1d4ed8";
const RED = "#b91c1c";

/** A text's left and right ends and its baseline kept inside the picture (about 0.62 em a letter). */
function inside(x: number, y: number, anchor: string, words: string, size: number, height: number): Pixel {
  const across = [...words.replace(/[\u093e-\u094d\u0902]/g, "")].length * size * 0.62;
  const left = anchor === "middle" ? across / 2 : anchor === "end" ? across : 0;
  const right = across - left;
  return {
    x: r2(Math.min(Math.max(x, 3 + left), WIDTH - 3 - right)),
    y: r2(Math.min(Math.max(y, size * 0.8 + 2), height - 4)),
  };
}

const centreOf = (points: readonly Pixel[]) => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

const text = (attributes: string, at: Pixel, anchor: string, words: string, fill = "") =>
  `<text ${attributes} x="${at.x}" y="${at.y}" text-anchor="${anchor}"${fill ? ` fill="${fill}"` : ""}>${words}</text>`;

export function shapeFigureSvg(figure: ShapeFigure): string {
  const toScale = figure.toScale !== false;
  const xs = figure.points.map((p) => p.x);
  const ys = figure.points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const bottom = toScale ? 0 : 16;
  const scale = Math.min((WIDTH - 2 * PAD) / (x1 - x0 || 1), (HEIGHT - 2 * PAD_Y - bottom) / (y1 - y0 || 1));
  const height = Math.round(Math.max(LOWEST, Math.min(HEIGHT, (y1 - y0) * scale + 2 * PAD_Y + bottom)));
  const [ox, oy] = [(WIDTH - (x1 - x0) * scale) / 2, (height - bottom - (y1 - y0) * scale) / 2];
  const named = new Map(
    figure.points.map((p) => [
      p.name,
      { x: r2(ox + (p.x - x0) * scale), y: r2(height - bottom - oy - (p.y - y0) * scale) },
    ]),
  );
  const at = (name: string) => {
    const p = named.get(name);
    if (!p) throw new Error(`no point ${name} in the figure`);
    return p;
  };
  const middle = {
    x: [...named.values()].reduce((s, p) => s + p.x, 0) / named.size,
    y: [...named.values()].reduce((s, p) => s + p.y, 0) / named.size,
  };
  const lines: string[] = [];
  const marks: string[] = [];
  const labels: string[] = [];
  for (const side of figure.sides) {
    const [a, b] = [at(side.ends[0] as string), at(side.ends[1] as string)];
    // A whole side written far out is drawn by its parts: only its length line is its own.
    if (!side.far)
      lines.push(
        `<line data-segment="${side.ends}" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${INK}" stroke-width="2"/>`,
      );
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const u = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    let normal = { x: -u.y, y: u.x };
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const own = figure.shapes?.find((shape) => [...side.ends].every((end) => shape.includes(end)));
    const centre = own ? centreOf([...own].map(at)) : middle;
    const t = side.along ?? 0.5;
    const spot = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    // Outward: away from the middle of the figure (level with it, to the right).
    const side0 = normal.x * (mid.x - centre.x) + normal.y * (mid.y - centre.y);
    if (side0 < -1 || (Math.abs(side0) <= 1 && normal.x < 0)) normal = { x: -normal.x, y: -normal.y };
    const ticks = side.ticks ?? 0;
    for (let i = 0; i < ticks; i++) {
      const c = { x: mid.x + u.x * (i - (ticks - 1) / 2) * 5, y: mid.y + u.y * (i - (ticks - 1) / 2) * 5 };
      marks.push(
        `<line data-tick="${side.ends}" x1="${r2(c.x + normal.x * 6)}" y1="${r2(c.y + normal.y * 6)}" x2="${r2(c.x - normal.x * 6)}" y2="${r2(c.y - normal.y * 6)}" stroke="${INK}" stroke-width="2"/>`,
      );
    }
    const arrows = side.arrows ?? 0;
    for (let i = 0; i < arrows; i++) {
      const c = { x: mid.x + u.x * (i - (arrows - 1) / 2) * 7, y: mid.y + u.y * (i - (arrows - 1) / 2) * 7 };
      const back = { x: c.x - u.x * 7, y: c.y - u.y * 7 };
      marks.push(
        `<path data-arrow="${side.ends}" d="M${r2(back.x + normal.x * 5)} ${r2(back.y + normal.y * 5)}L${r2(c.x)} ${r2(c.y)}L${r2(back.x - normal.x * 5)} ${r2(back.y - normal.y * 5)}" fill="none" stroke="${INK}" stroke-width="2"/>`,
      );
    }
    if (!side.label) continue;
    let out = ticks + arrows > 0 ? 14 : 10;
    if (side.far) {
      // A thin line beside the side, with short bars at its ends: the whole side's length.
      const [p, q] = [
        { x: a.x + normal.x * 22, y: a.y + normal.y * 22 },
        { x: b.x + normal.x * 22, y: b.y + normal.y * 22 },
      ];
      marks.push(
        `<path data-dimension="${side.ends}" d="M${r2(p.x)} ${r2(p.y)}L${r2(q.x)} ${r2(q.y)}M${r2(p.x - normal.x * 5)} ${r2(p.y - normal.y * 5)}L${r2(p.x + normal.x * 5)} ${r2(p.y + normal.y * 5)}M${r2(q.x - normal.x * 5)} ${r2(q.y - normal.y * 5)}L${r2(q.x + normal.x * 5)} ${r2(q.y + normal.y * 5)}" fill="none" stroke="#6b7280" stroke-width="1"/>`,
      );
      out = 30;
    }
    const anchor = normal.x < -0.5 ? "end" : normal.x > 0.5 ? "start" : "middle";
    const place = inside(
      spot.x + normal.x * out,
      spot.y + normal.y * (out + 4) + 5,
      anchor,
      side.label,
      14,
      height,
    );
    labels.push(text(`data-length="${side.ends}"`, place, anchor, side.label, side.label === "?" ? RED : ""));
  }
  for (const name of figure.right ?? []) {
    const [from, vertex, to] = anglePoints(name, at);
    const size = Math.min(
      11,
      0.3 * Math.hypot(from.x - vertex.x, from.y - vertex.y),
      0.3 * Math.hypot(to.x - vertex.x, to.y - vertex.y),
    );
    marks.push(rightAngleMark(name, vertex, from, to, size, INK));
  }
  for (const angle of figure.angles ?? []) {
    const [from, vertex, to] = anglePoints(angle.name, at);
    let { start, sweep } = angleSpan(vertex, from, to);
    // The reflex angle is the other way round, from the far arm.
    if (angle.reflex) [start, sweep] = [start + sweep, 2 * Math.PI - sweep];
    const arm = Math.min(
      Math.hypot(from.x - vertex.x, from.y - vertex.y),
      Math.hypot(to.x - vertex.x, to.y - vertex.y),
    );
    const arcs = angle.arcs ?? 1;
    const first = Math.min(20, 0.4 * arm);
    const colour = angle.label === "?" ? RED : BLUE;
    const point = (turn: number, radius: number) => ({
      x: r2(vertex.x + radius * Math.cos(turn)),
      y: r2(vertex.y + radius * Math.sin(turn)),
    });
    for (let k = 0; k < arcs; k++) {
      const radius = first + 4 * k;
      const [p, q] = [point(start, radius), point(start + sweep, radius)];
      marks.push(
        `<path data-arc="${angle.name}" d="M${p.x} ${p.y}A${r2(radius)} ${r2(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${q.x} ${q.y}" fill="none" stroke="${colour}" stroke-width="2"/>`,
      );
    }
    if (!angle.label) continue;
    // A narrow angle's words sit further out, clear of its two arms.
    const spot = point(start + sweep / 2, first + 4 * (arcs - 1) + (sweep < 0.8 ? 26 : 15));
    const place = inside(spot.x, spot.y + 5, "middle", angle.label, 14, height);
    labels.push(
      text(
        `data-angle="${angle.name}"${angle.reflex ? ' data-reflex=""' : ""}`,
        place,
        "middle",
        angle.label,
        colour,
      ),
    );
  }
  const names: string[] = [];
  for (const [name, p] of named) {
    // The name sits in the widest gap between the segments leaving the point.
    const leaving = figure.sides
      .filter((s) => !s.far && s.ends.includes(name))
      .map((s) => at(s.ends.replace(name, "")))
      .map((q) => Math.atan2(q.y - p.y, q.x - p.x))
      .sort((m, n) => m - n);
    const chosen = figure.points.find((q) => q.name === name)?.nameAt;
    let turn = Math.atan2(p.y - middle.y, p.x - middle.x);
    if (chosen !== undefined) turn = (-chosen * Math.PI) / 180;
    else if (leaving.length > 0) {
      let best = -1;
      leaving.forEach((h, i) => {
        const next =
          i + 1 < leaving.length ? (leaving[i + 1] as number) : (leaving[0] as number) + 2 * Math.PI;
        if (next - h > best) [best, turn] = [next - h, h + (next - h) / 2];
      });
    }
    const place = inside(
      p.x + 15 * Math.cos(turn),
      p.y + 15 * Math.sin(turn) + 5,
      "middle",
      name,
      15,
      height,
    );
    names.push(
      `<circle data-point="${name}" cx="${p.x}" cy="${p.y}" r="2.5" fill="${INK}"/>`,
      text(`data-name="${name}"`, place, "middle", name),
    );
  }
  return [
    svgOpen(WIDTH, height),
    ...lines,
    ...marks,
    `<g font-size="15" font-weight="700" fill="${INK}">${names.join("")}</g>`,
    `<g font-size="14" font-weight="700" fill="${BLUE}">${labels.join("")}</g>`,
    toScale
      ? ""
      : `<text data-not-to-scale="" x="8" y="${height - 8}" font-size="13" fill="#374151">Not to scale · पैमाने पर नहीं</text>`,
    "</svg>",
  ].join("");
}
