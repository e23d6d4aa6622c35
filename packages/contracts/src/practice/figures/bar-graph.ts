/**
 * A bar graph drawn as SVG from a pure function: a scale of numbered lines, and one bar per thing
 * with its picture (an emoji) under it. Each bar is a `data-bar` rect and each numbered line a
 * `data-tick` text, so a test reads a bar's value from its height against the numbered lines.
 */
export type BarGraph = {
  bars: readonly { picture: string; value: number }[];
  /** How much each numbered line goes up by. */
  scale: number;
  /** The highest numbered line. */
  top: number;
};

const LEFT = 44;
const BOTTOM = 230;
const HEIGHT = 200;
const BAR = 40;
const GAP = 24;
const COLOURS = ["#f59e0b", "#10b981", "#3b82f6", "#ef4444", "#8b5cf6"];

export function barGraphSvg({ bars, scale, top }: BarGraph): string {
  const w = LEFT + bars.length * (BAR + GAP) + GAP;
  const perUnit = HEIGHT / top;
  const y = (value: number) => Math.round((BOTTOM - value * perUnit) * 100) / 100;
  const ticks: string[] = [];
  for (let value = 0; value <= top; value += scale)
    ticks.push(
      `<line x1="${LEFT}" y1="${y(value)}" x2="${w - 8}" y2="${y(value)}" stroke="#d1d5db" stroke-width="1"/><text data-tick="${value}" x="${LEFT - 6}" y="${y(value) + 5}" text-anchor="end" font-size="13" fill="#111827">${value}</text>`,
    );
  const drawn = bars
    .map((bar, i) => {
      const x = LEFT + GAP + i * (BAR + GAP);
      return `<rect data-bar="${i}" x="${x}" y="${y(bar.value)}" width="${BAR}" height="${Math.round(bar.value * perUnit * 100) / 100}" fill="${COLOURS[i % COLOURS.length]}" stroke="#111827" stroke-width="1.5"/><text data-picture="${i}" x="${x + BAR / 2}" y="${BOTTOM + 26}" text-anchor="middle" font-size="22">${bar.picture}</text>`;
    })
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 268" width="${w}" height="268" aria-hidden="true" focusable="false">`,
    ticks.join(""),
    `<line x1="${LEFT}" y1="${BOTTOM}" x2="${w - 8}" y2="${BOTTOM}" stroke="#111827" stroke-width="2"/>`,
    `<line x1="${LEFT}" y1="${BOTTOM}" x2="${LEFT}" y2="${BOTTOM - HEIGHT - 10}" stroke="#111827" stroke-width="2"/>`,
    drawn,
    "</svg>",
  ].join("");
}
