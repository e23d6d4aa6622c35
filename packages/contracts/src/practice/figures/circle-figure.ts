import { anglePoints, angleSpan, r2, rightAngleMark } from "./angle-marks.ts";
import { svgOpen } from "./svg.ts";
/**
 * A circle and the points, segments and angles a question about it names, drawn to scale from their
 * own coordinates (y up, in the question's centimetres; any unit for angle questions). Each point's
 * dot is named (`data-point`), each segment carries its two ends (`data-segment="OP"`) and each
 * written length or angle names what it measures (`data-length="OP"`, `data-angle="AOB"`), so a
 * checker measures the drawing and compares it with what is written on it
 * (docs/adr/0713-drawn-coordinate-plane-circles-and-solids.md). A right angle is a small square.
 */
/** A point; an unnamed one (the foot of a perpendicular) is drawn without a dot or a name. */
export type CirclePoint = { name: string; x: number; y: number; unnamed?: boolean };
export type CircleFigure = {
  /** The circle's centre; a point drawn there (O) is named below and to its left. */
  centre: { x: number; y: number };
  radius: number;
  points: readonly CirclePoint[];
  /** "OP", optionally with what is written along it: "13 cm", or "?" for the length asked. */
  segments: readonly { ends: string; label?: string; along?: number }[];
  /** ∠ from–at–to, the smaller turn, with "40°" or "?" written in it. */
  angles?: readonly { name: string; label: string }[];
  /** Right angles, named as angles: "OTP". */
  right?: readonly string[];
};

const WIDTH = 340;
const HEIGHT = 280;
const PAD = 30;

export function circleFigureSvg(figure: CircleFigure): string {
  const named = new Map(figure.points.map((p) => [p.name, p]));
  const centre = figure.centre;
  const xs = [centre.x - figure.radius, centre.x + figure.radius, ...figure.points.map((p) => p.x)];
  const ys = [centre.y - figure.radius, centre.y + figure.radius, ...figure.points.map((p) => p.y)];
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH - 2 * PAD) / (x1 - x0), (HEIGHT - 2 * PAD) / (y1 - y0));
  // Centred in the box, one scale both ways.
  const [ox, oy] = [(WIDTH - (x1 - x0) * scale) / 2, (HEIGHT - (y1 - y0) * scale) / 2];
  const px = (p: { x: number; y: number }) => ({
    x: r2(ox + (p.x - x0) * scale),
    y: r2(HEIGHT - oy - (p.y - y0) * scale),
  });
  const at = (name: string) => px(named.get(name) as CirclePoint);
  const middle = px({
    x: figure.points.reduce((s, p) => s + p.x, 0) / figure.points.length,
    y: figure.points.reduce((s, p) => s + p.y, 0) / figure.points.length,
  });
  const c = px(centre);
  /** Of eight directions from a point, the one furthest in turn from every segment leaving it. */
  const clearest = (name: string) => {
    const from = at(name);
    const leaving = figure.segments
      .filter((s) => s.ends.includes(name))
      .map((s) => at(s.ends.replace(name, "")))
      .map((q) => Math.atan2(q.y - from.y, q.x - from.x));
    let best = { turn: (3 * Math.PI) / 4, gap: -1 };
    for (let k = 0; k < 8; k++) {
      const turn = (k * Math.PI) / 4 + Math.PI / 8;
      const gap = Math.min(
        ...leaving.map((l) => Math.abs(Math.atan2(Math.sin(turn - l), Math.cos(turn - l)))),
        Math.PI,
      );
      if (gap > best.gap) best = { turn, gap };
    }
    return { x: Math.cos(best.turn), y: Math.sin(best.turn) };
  };
  const parts = [
    svgOpen(WIDTH, HEIGHT),
    `<circle data-circle="" cx="${c.x}" cy="${c.y}" r="${r2(figure.radius * scale)}" fill="none" stroke="#111827" stroke-width="2"/>`,
  ];
  const labels: string[] = [];
  for (const segment of figure.segments) {
    const [a, b] = [at(segment.ends[0] as string), at(segment.ends[1] as string)];
    parts.push(
      `<line data-segment="${segment.ends}" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#1d4ed8" stroke-width="2"/>`,
    );
    if (!segment.label) continue;
    // The length is written beside the middle of the segment, on the side away from the figure's middle.
    const along = segment.along ?? 0.5;
    const mid = { x: a.x + (b.x - a.x) * along, y: a.y + (b.y - a.y) * along };
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    let normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
    const side = normal.x * (mid.x - middle.x) + normal.y * (mid.y - middle.y);
    // Level with the middle, the length goes to the right.
    if (side < -1 || (Math.abs(side) <= 1 && normal.x < 0)) normal = { x: -normal.x, y: -normal.y };
    // Written away from the segment: to its left or right ends there, above or below it centres there.
    const anchor = normal.x < -0.5 ? "end" : normal.x > 0.5 ? "start" : "middle";
    labels.push(
      `<text data-length="${segment.ends}" x="${r2(mid.x + normal.x * 10)}" y="${r2(mid.y + normal.y * 14 + 5)}" text-anchor="${anchor}"${segment.label === "?" ? ' fill="#b91c1c"' : ""}>${segment.label}</text>`,
    );
  }
  for (const name of figure.right ?? []) {
    const [from, vertex, to] = anglePoints(name, at);
    parts.push(rightAngleMark(name, vertex, from, to, 10, "#111827"));
  }
  for (const angle of figure.angles ?? []) {
    const [from, vertex, to] = anglePoints(angle.name, at);
    const { start, sweep } = angleSpan(vertex, from, to);
    const arc = 22;
    const point = (turn: number, radius: number) => ({
      x: r2(vertex.x + radius * Math.cos(turn)),
      y: r2(vertex.y + radius * Math.sin(turn)),
    });
    const [p, q] = [point(start, arc), point(start + sweep, arc)];
    const asked = angle.label === "?";
    const colour = asked ? "#b91c1c" : "#1d4ed8";
    // A narrow angle's number sits further out, clear of its two arms.
    const out = point(start + sweep / 2, arc + (sweep < 0.7 ? 30 : 16));
    parts.push(
      `<path d="M${p.x} ${p.y}A${arc} ${arc} 0 0 1 ${q.x} ${q.y}" fill="none" stroke="${colour}" stroke-width="2"/>`,
    );
    labels.push(
      `<text data-angle="${angle.name}" x="${out.x}" y="${r2(out.y + 5)}" text-anchor="middle" fill="${colour}">${angle.label}</text>`,
    );
  }
  for (const p of figure.points) {
    const dot = px(p);
    if (p.unnamed) continue;
    // A name sits outside the circle (away from the centre); the centre's, where no segment leaves it.
    const d = Math.hypot(dot.x - c.x, dot.y - c.y);
    const away = d < 1 ? clearest(p.name) : { x: (dot.x - c.x) / d, y: (dot.y - c.y) / d };
    parts.push(
      `<circle data-point="${p.name}" cx="${dot.x}" cy="${dot.y}" r="3.5" fill="#111827"/>`,
      `<text x="${r2(dot.x + away.x * 16)}" y="${r2(dot.y + away.y * 16 + 5)}" text-anchor="middle" font-size="15" font-weight="700" fill="#111827">${p.name}</text>`,
    );
  }
  parts.push(`<g font-size="14" font-weight="700" fill="#1d4ed8">${labels.join("")}</g>`, "</svg>");
  return parts.join("");
}
