import { r2 } from "./angle-marks.ts";
import { svgOpen } from "./svg.ts";
/**
 * The coordinate plane drawn from its own points: both axes to one scale (a unit is as long across as
 * up), a light grid line at every unit, the axes' numbers at every one, two or five units, and each
 * plotted point named beside its dot. A point's dot carries its coordinates (`data-x`, `data-y`) and
 * each axis number its value (`data-tick`), so a checker reads a point back from where it is drawn
 * against the numbered ticks, never from the generator's numbers (docs/adr/0713-drawn-coordinate-plane-circles-and-solids.md).
 */
export type PlanePoint = { name: string; x: number; y: number };

const SIZE = 340;
const PLOT = 300;
const EDGE = (SIZE - PLOT) / 2;
const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** The range each axis shows: the points and the origin with a unit to spare, both axes as long. */
function rangeOf(points: readonly PlanePoint[]) {
  const xs = [0, ...points.map((p) => p.x)];
  const ys = [0, ...points.map((p) => p.y)];
  const x = [Math.min(...xs) - 1, Math.max(...xs) + 1] as [number, number];
  const y = [Math.min(...ys) - 1, Math.max(...ys) + 1] as [number, number];
  const span = Math.max(x[1] - x[0], y[1] - y[0]);
  for (const axis of [x, y]) {
    const extra = span - (axis[1] - axis[0]);
    axis[0] -= Math.floor(extra / 2);
    axis[1] = axis[0] + span;
  }
  return { x, y, span };
}

export function coordinatePlaneSvg(figure: {
  points: readonly PlanePoint[];
  /** Segments drawn between named points: "AB". */
  segments?: readonly string[];
  /** The whole line through two named points, drawn dashed across the plane. */
  line?: string;
  /** A shaded shape through named points in order: "ABCD". */
  shape?: string;
  /** Both axes from `from` to `to` instead of around the points: a blank plane to plot on, on paper. */
  range?: { from: number; to: number };
}): string {
  const {
    x: xr,
    y: yr,
    span,
  } = figure.range
    ? {
        x: [figure.range.from, figure.range.to] as [number, number],
        y: [figure.range.from, figure.range.to] as [number, number],
        span: figure.range.to - figure.range.from,
      }
    : rangeOf(figure.points);
  const unit = PLOT / span;
  const px = (x: number) => r2(EDGE + (x - xr[0]) * unit);
  const py = (y: number) => r2(EDGE + PLOT - (y - yr[0]) * unit);
  const named = new Map(figure.points.map((p) => [p.name, p]));
  const at = (name: string) => named.get(name) as PlanePoint;
  // Numbers every 1, 2, 5 or 10 units, as far apart as the widest number needs (7 px a character at
  // 12 px, and a gap) so each stays readable on a phone; a grid line at every unit while units are
  // at least 8 px apart, else at every number.
  const widest = Math.max(...[...xr, ...yr].map((v) => minus(v).length));
  const every = [1, 2, 5, 10].find((n) => n * unit >= widest * 7 + 6) ?? 10;
  const gridEvery = unit >= 8 ? 1 : every;
  const parts: string[] = [svgOpen(SIZE, SIZE)];
  const grid: string[] = [];
  for (let v = xr[0]; v <= xr[1]; v++) if (v % gridEvery === 0) grid.push(`M${px(v)} ${EDGE}V${EDGE + PLOT}`);
  for (let v = yr[0]; v <= yr[1]; v++) if (v % gridEvery === 0) grid.push(`M${EDGE} ${py(v)}H${EDGE + PLOT}`);
  parts.push(`<path d="${grid.join("")}" stroke="#e5e7eb" stroke-width="1" fill="none"/>`);
  if (figure.shape) {
    const corners = [...figure.shape].map((n) => `${px(at(n).x)},${py(at(n).y)}`).join(" ");
    parts.push(
      `<polygon data-shape="${figure.shape}" points="${corners}" fill="#dbeafe" stroke="#1d4ed8" stroke-width="2"/>`,
    );
  }
  // The axes, with the origin O where they cross.
  parts.push(
    `<g stroke="#111827" stroke-width="1.5"><line data-axis="x" x1="${EDGE}" y1="${py(0)}" x2="${EDGE + PLOT}" y2="${py(0)}"/><line data-axis="y" x1="${px(0)}" y1="${EDGE}" x2="${px(0)}" y2="${EDGE + PLOT}"/></g>`,
  );
  const ticks: string[] = [];
  const numbers: string[] = [];
  for (let v = xr[0]; v <= xr[1]; v++) {
    if (v === 0 || v % every !== 0) continue;
    ticks.push(`M${px(v)} ${py(0) - 3}v6`);
    numbers.push(
      `<text data-tick="x" data-at="${v}" x="${px(v)}" y="${r2(py(0) + 15)}" text-anchor="middle">${minus(v)}</text>`,
    );
  }
  for (let v = yr[0]; v <= yr[1]; v++) {
    if (v === 0 || v % every !== 0) continue;
    ticks.push(`M${px(0) - 3} ${py(v)}h6`);
    numbers.push(
      `<text data-tick="y" data-at="${v}" x="${r2(px(0) - 5)}" y="${r2(py(v) + 4)}" text-anchor="end">${minus(v)}</text>`,
    );
  }
  parts.push(`<path d="${ticks.join("")}" stroke="#111827" stroke-width="1.5"/>`);
  parts.push(
    `<g font-size="12" fill="#374151">${numbers.join("")}<text x="${r2(px(0) - 5)}" y="${r2(py(0) + 15)}" text-anchor="end">O</text><text x="${EDGE + PLOT + 8}" y="${r2(py(0) + 4)}" font-size="14" font-style="italic">x</text><text x="${r2(px(0) + 6)}" y="${EDGE - 6}" font-size="14" font-style="italic">y</text></g>`,
  );
  if (figure.line) {
    const [a, b] = [...figure.line].map(at) as [PlanePoint, PlanePoint];
    // Where the line through A and B enters and leaves the plotted box (each axis's range).
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    let [from, to] = [-Infinity, Infinity];
    for (const [start, step, [lo, hi]] of [
      [a.x, dx, xr],
      [a.y, dy, yr],
    ] as const) {
      if (step === 0) continue;
      const [t1, t2] = [(lo - start) / step, (hi - start) / step];
      from = Math.max(from, Math.min(t1, t2));
      to = Math.min(to, Math.max(t1, t2));
    }
    parts.push(
      `<line data-line="${figure.line}" x1="${px(a.x + dx * from)}" y1="${py(a.y + dy * from)}" x2="${px(a.x + dx * to)}" y2="${py(a.y + dy * to)}" stroke="#6b7280" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    );
  }
  for (const segment of figure.segments ?? []) {
    const [a, b] = [...segment].map(at) as [PlanePoint, PlanePoint];
    parts.push(
      `<line data-segment="${segment}" x1="${px(a.x)}" y1="${py(a.y)}" x2="${px(b.x)}" y2="${py(b.y)}" stroke="#1d4ed8" stroke-width="2.5"/>`,
    );
  }
  for (const p of figure.points) {
    // The name sits away from the origin's side, so it never covers the axes' numbers.
    const [ox, oy] = [p.x < 0 ? -7 : 7, p.y < 0 ? 17 : -7];
    parts.push(
      `<circle data-point="${p.name}" data-x="${p.x}" data-y="${p.y}" cx="${px(p.x)}" cy="${py(p.y)}" r="4.5" fill="#b91c1c"/>`,
      `<text x="${r2(px(p.x) + ox)}" y="${r2(py(p.y) + oy)}" text-anchor="${p.x < 0 ? "end" : "start"}" font-size="15" font-weight="700" fill="#b91c1c">${p.name}</text>`,
    );
  }
  parts.push("</svg>");
  return parts.join("");
}
