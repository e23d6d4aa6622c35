import { svgOpen } from "./svg.ts";
/**
 * An analogue clock drawn as SVG from a time: a pure function (no DOM, no dependency), so the server
 * draws the same clock from the same seed and a test can read the time back from the hands' angles.
 * Each hand is a line from the centre pointing at 12, turned by `rotate(angle)`; the angle is the
 * whole truth of the figure (`data-hand` names the hand for a test, never for the child).
 */
export const CLOCK_SIZE = 200;
const C = CLOCK_SIZE / 2;

/** Degrees clockwise from 12: the minute hand 6° a minute, the hour hand 30° an hour plus ½° a minute. */
export const handAngles = (hour: number, minute: number) => ({
  hour: ((hour % 12) * 30 + minute / 2) % 360,
  minute: (minute * 6) % 360,
});

const round = (value: number) => Math.round(value * 100) / 100;
const point = (angle: number, radius: number) => {
  const radians = (angle * Math.PI) / 180;
  return { x: round(C + radius * Math.sin(radians)), y: round(C - radius * Math.cos(radians)) };
};

export function clockSvg(hour: number, minute: number): string {
  const angles = handAngles(hour, minute);
  const ticks = Array.from({ length: 60 }, (_, i) => {
    const long = i % 5 === 0;
    const from = point(i * 6, long ? 80 : 85);
    const to = point(i * 6, 90);
    return `<line x1="${from.x}" y1="${from.y}" x2="${to.x}" y2="${to.y}" stroke="#1f2937" stroke-width="${long ? 3 : 1}"/>`;
  }).join("");
  const numerals = Array.from({ length: 12 }, (_, i) => {
    const n = i + 1;
    const at = point(n * 30, 66);
    return `<text x="${at.x}" y="${at.y}" text-anchor="middle" dominant-baseline="central" font-size="20" font-weight="600" fill="#111827">${n}</text>`;
  }).join("");
  const hand = (name: "hour" | "minute", length: number, width: number, colour: string) =>
    `<line data-hand="${name}" x1="${C}" y1="${C}" x2="${C}" y2="${C - length}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" transform="rotate(${round(angles[name])} ${C} ${C})"/>`;
  return [
    svgOpen(CLOCK_SIZE, CLOCK_SIZE),
    `<circle cx="${C}" cy="${C}" r="96" fill="#fffbeb" stroke="#92400e" stroke-width="6"/>`,
    ticks,
    numerals,
    hand("hour", 48, 8, "#1e3a8a"),
    hand("minute", 78, 4, "#b91c1c"),
    `<circle cx="${C}" cy="${C}" r="6" fill="#111827"/>`,
    "</svg>",
  ].join("");
}
