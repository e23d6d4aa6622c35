import { svgOpen } from "./svg.ts";
/**
 * A bar graph drawn as SVG from a pure function, kept small so a chapter's questions fit offline:
 * numbered lines going up by the scale, and one bar per thing with its picture (an emoji) under it.
 * Each bar is a rect, each number a text at its line's height and each picture a text
 * under its bar, so a test reads a bar's value from its height against the numbered lines.
 */
export type BarGraph = {
  bars: readonly { picture: string; value: number }[];
  /** How much each numbered line goes up by. */
  scale: number;
  /** The highest numbered line. */
  top: number;
};

const LEFT = 36;
const BOTTOM = 210;
const HEIGHT = 200;
const BAR = 36;
const GAP = 18;

export function barGraphSvg({ bars, scale, top }: BarGraph): string {
  const w = LEFT + bars.length * (BAR + GAP) + GAP;
  const perUnit = HEIGHT / top;
  const y = (value: number) => Math.round((BOTTOM - value * perUnit) * 100) / 100;
  const lines: string[] = [];
  const numbers: string[] = [];
  for (let value = 0; value <= top; value += scale) {
    lines.push(`M${LEFT} ${y(value)}h${w - LEFT}`);
    numbers.push(`<text y="${y(value)}">${value}</text>`);
  }
  const drawn = bars.map((bar, i) => {
    const x = LEFT + GAP + i * (BAR + GAP);
    return `<rect x="${x}" y="${y(bar.value)}" width="${BAR}" height="${Math.round(bar.value * perUnit * 100) / 100}"/>`;
  });
  const pictures = bars.map(
    (bar, i) => `<text x="${LEFT + GAP + i * (BAR + GAP) + BAR / 2}">${bar.picture}</text>`,
  );
  return [
    svgOpen(w, 240),
    `<path d="${lines.join("")}" stroke="#d1d5db"/>`,
    `<g font-size="12" text-anchor="end" dominant-baseline="middle" transform="translate(${LEFT - 4} 0)">${numbers.join("")}</g>`,
    `<path d="M${LEFT} ${BOTTOM}H${w}M${LEFT} ${BOTTOM}V0" stroke="#111827" stroke-width="2"/>`,
    `<g stroke="#111827" fill="#f90">${drawn.join("")}</g>`,
    `<g font-size="20" text-anchor="middle" transform="translate(0 ${BOTTOM + 24})">${pictures.join("")}</g>`,
    "</svg>",
  ].join("");
}
