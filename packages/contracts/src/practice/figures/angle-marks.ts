/** A point of a drawing, in the SVG's pixels. */
export type Pixel = { x: number; y: number };

/** A pixel value to two decimals: short SVG text, and the same text for the same figure. */
export const r2 = (v: number) => Math.round(v * 100) / 100;

/** The points of an angle named by three letters (`ABC`: the arm to A, the vertex B, the arm to C). */
export const anglePoints = (
  name: string,
  at: (point: string) => Pixel,
): [from: Pixel, vertex: Pixel, to: Pixel] => [
  at(name[0] as string),
  at(name[1] as string),
  at(name[2] as string),
];

/**
 * The angle at `vertex` between its arms to `from` and `to`, as its arc is drawn: the heading it
 * starts from and how far it sweeps (0 to π), clockwise on the screen (y grows downwards).
 */
export function angleSpan(vertex: Pixel, from: Pixel, to: Pixel): { start: number; sweep: number } {
  const heading = (p: Pixel) => Math.atan2(p.y - vertex.y, p.x - vertex.x);
  let start = heading(from);
  let sweep = heading(to) - start;
  while (sweep <= -Math.PI) sweep += 2 * Math.PI;
  while (sweep > Math.PI) sweep -= 2 * Math.PI;
  if (sweep < 0) [start, sweep] = [start + sweep, -sweep];
  return { start, sweep };
}

/**
 * The small square that marks the right angle `name` at `vertex`, its sides `size` pixels along
 * each arm (`data-right`, which the drawings' checkers read back).
 */
export function rightAngleMark(
  name: string,
  vertex: Pixel,
  from: Pixel,
  to: Pixel,
  size: number,
  ink: string,
) {
  const unit = (p: Pixel) => {
    const d = Math.hypot(p.x - vertex.x, p.y - vertex.y);
    return { x: ((p.x - vertex.x) / d) * size, y: ((p.y - vertex.y) / d) * size };
  };
  const [u, v] = [unit(from), unit(to)];
  return `<path data-right="${name}" d="M${r2(vertex.x + u.x)} ${r2(vertex.y + u.y)}L${r2(vertex.x + u.x + v.x)} ${r2(vertex.y + u.y + v.y)}L${r2(vertex.x + v.x)} ${r2(vertex.y + v.y)}" fill="none" stroke="${ink}" stroke-width="1.5"/>`;
}
