import type { Draft } from "@ganit/contracts/practice/index";
import { expectBelow, expectSame } from "../seed-loop-expect.ts";
import type { Checked } from "./test-generator-checkers.ts";

/**
 * The checkers of the generators that draw a picture, reading the picture itself: a clock's time
 * from the angles its hands are turned by, a purse's money from the values written on its coins and
 * notes. Never the generator's own numbers.
 */

/** The hands' turns in the SVG, in degrees clockwise from 12. */
export function readHands(svg: string): { hour: number; minute: number } {
  const angle = (hand: string) => {
    const found = new RegExp(`data-hand="${hand}"[^>]*rotate\\(([\\d.]+) 100 100\\)`).exec(svg);
    if (!found) throw new Error(`no ${hand} hand in the clock`);
    return Number(found[1]);
  };
  return { hour: angle("hour"), minute: angle("minute") };
}

/** The time a clock shows, as a child reads it: the minute hand in 5-minute numbers, the hour passed. */
export function readClock(svg: string): {
  hour: number;
  minute: number;
  hourNumber: number;
  minuteNumber: number;
} {
  const hands = readHands(svg);
  const minute = Math.round(hands.minute / 6) % 60;
  // The hour hand has gone past the hour by half a degree a minute: it must agree with the minute hand.
  const passed = Math.floor(hands.hour / 30);
  expectBelow(
    Math.abs(hands.hour - (passed * 30 + minute / 2)),
    0.01,
    `hour hand off its minute: ${hands.hour}`,
  );
  const hour = passed === 0 ? 12 : passed;
  return { hour, minute, hourNumber: hour, minuteNumber: minute === 0 ? 12 : minute / 5 };
}

/** The pieces of money drawn, each one's value as written on it (₹20) and in its data. */
export function readPurse(svg: string): { kind: string; value: number }[] {
  return [...svg.matchAll(/<g data-piece="(coin|note)" data-value="(\d+)">.*?>₹(\d+)<\/text><\/g>/g)].map(
    (found) => {
      expectSame(found[2], found[3]);
      return { kind: found[1] as string, value: Number(found[3]) };
    },
  );
}

const hhmm = (hour: number, minute: number) => `${hour}:${minute < 10 ? "0" : ""}${minute}`;
const figureOf = (draft: Draft) => {
  const svg = draft.figure?.svg;
  if (!svg) throw new Error("no picture drawn");
  return svg;
};

export const FIGURE_CHECKERS = {
  clock(prompt: string, draft: Draft): Checked {
    const shown = readClock(figureOf(draft));
    const item = draft.item as { kind: string; options?: string[] };
    if (item.kind === "single") {
      const options = item.options ?? [];
      const at = (text: string) => options.indexOf(text);
      const rules: Record<string, number> = {
        swappedHands: at(hhmm(shown.minuteNumber, (shown.hour % 12) * 5)),
        pointedNumber: at(`${shown.hour}:${String(shown.minuteNumber).padStart(2, "0")}`),
      };
      if (shown.minute > 0) rules.nextHour = at(hhmm(shown.hour === 12 ? 1 : shown.hour + 1, shown.minute));
      return { key: [at(hhmm(shown.hour, shown.minute))], rules };
    }
    // Time taken: counted on minute by minute from the clock's time to the end the prompt names.
    const [endHour, endMinute] = (/finished at (\d+):(\d\d)\./.exec(prompt)?.slice(1) ?? []).map(Number) as [
      number,
      number,
    ];
    let [h, m, minutes] = [shown.hour, shown.minute, 0];
    while (h !== endHour || m !== endMinute) {
      m += 1;
      if (m === 60) [h, m] = [h + 1, 0];
      minutes += 1;
      expectBelow(minutes, 12 * 60, prompt);
    }
    return {
      key: minutes,
      rules: {
        hundredMinutes:
          Number(`${endHour}${String(endMinute).padStart(2, "0")}`) -
          Number(`${shown.hour}${String(shown.minute).padStart(2, "0")}`),
        minutesOnly: Math.abs(endMinute - shown.minute),
      },
    };
  },
  money(prompt: string, draft: Draft): Checked {
    const purse = readPurse(figureOf(draft));
    let paid = 0;
    for (const piece of purse) for (let r = 0; r < piece.value; r++) paid += 1;
    const kinds = new Map(purse.map((p) => [`${p.kind}${p.value}`, p.value]));
    const price = /for ₹([\d,]+) /.exec(prompt)?.[1];
    if (price === undefined)
      return {
        key: paid,
        rules: { countedPieces: purse.length, eachKindOnce: [...kinds.values()].reduce((s, v) => s + v, 0) },
      };
    const cost = Number(price.replace(/,/g, ""));
    let change = 0;
    while (cost + change < paid) change += 1;
    return { key: change, rules: { addedPrice: paid + cost, gavePrice: cost } };
  },
  fractionPicture(_prompt: string, draft: Draft): Checked {
    const parts = [...figureOf(draft).matchAll(/data-part="(shaded|plain)" fill="(#[0-9a-f]{6})"/g)];
    // The colour is what a child sees: every part said to be coloured is filled, every other white.
    for (const part of parts) expectSame(part[2] === "#ffffff", part[1] === "plain", part[0]);
    const coloured = parts.filter((part) => part[1] === "shaded").length;
    const all = parts.length;
    return {
      key: `${coloured}/${all}`,
      rules: { overUnshaded: `${coloured}/${all - coloured}`, unshaded: `${all - coloured}/${all}` },
    };
  },
  numberLine(_prompt: string, draft: Draft): Checked {
    const line = readNumberLine(figureOf(draft));
    const item = draft.item as { kind: string; options?: string[] };
    const per = line.perMark;
    if (item.kind === "numeric") {
      const key = line.first + line.point * per;
      const labelled = line.labelled.reduce((best, mark) =>
        Math.abs(mark.index - line.point) < Math.abs(best.index - line.point) ? mark : best,
      );
      return {
        key,
        rules: {
          countedFirstMark: key + per,
          nearestLabel: labelled.value,
          countedOnes: line.first + line.point,
        },
      };
    }
    // Halves and quarters: the point's place in marks, each mark 1/parts of a whole.
    const parts = line.marksPerLabel;
    const whole = Math.floor(line.point / parts);
    const part = line.point - whole * parts;
    const options = item.options ?? [];
    const at = (value: [number, number]) => options.indexOf(writeMixed(value[0], value[1]));
    const rules: Record<string, number> = { countedFirstMark: at([line.point + 1, parts]) };
    if (whole > 0) rules.forgotWhole = at([part, parts]);
    if (parts > 2) rules.marksAsParts = at([whole * (parts - 1) + part, parts - 1]);
    return { key: [at([line.point, parts])], rules };
  },
};

/** A number line's marks read from its drawing: the labelled ones, the point's mark, the step. */
export function readNumberLine(svg: string) {
  const ticks = [...svg.matchAll(/data-tick="(\d+)" x1="([\d.]+)"/g)].map((m) => ({
    index: Number(m[1]),
    x: Number(m[2]),
  }));
  const labels = [...svg.matchAll(/<text x="([\d.]+)" y="72"[^>]*>(\d+)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    value: Number(m[2]),
  }));
  const labelled = labels.map((label) => {
    const tick = ticks.find((t) => Math.abs(t.x - label.x) < 0.01);
    if (!tick) throw new Error(`a label off its mark at ${label.x}`);
    return { index: tick.index, value: label.value };
  });
  const cx = Number(/data-point="1" cx="([\d.]+)"/.exec(svg)?.[1]);
  const point = ticks.find((t) => Math.abs(t.x - cx) < 0.01)?.index;
  if (point === undefined || labelled.length < 2) throw new Error("no point on a mark, or too few labels");
  const [a, b] = labelled as [{ index: number; value: number }, { index: number; value: number }];
  // Equal gaps: every mark the same distance from the next.
  const gap = (ticks[1]?.x ?? 0) - (ticks[0]?.x ?? 0);
  for (const [i, t] of ticks.entries()) expectBelow(Math.abs(t.x - (ticks[0]?.x ?? 0) - i * gap), 0.02);
  const marksPerLabel = b.index - a.index;
  return {
    labelled,
    point,
    first: a.value - a.index * ((b.value - a.value) / marksPerLabel),
    perMark: (b.value - a.value) / marksPerLabel,
    marksPerLabel,
  };
}

/** n/d as a child writes it, worked by repeated subtraction: 2, 3/4, 1 1/2. */
function writeMixed(n: number, d: number): string {
  let [top, bottom] = [n, d];
  for (let k = bottom; k > 1; k--)
    if (top % k === 0 && bottom % k === 0) {
      top /= k;
      bottom /= k;
    }
  let whole = 0;
  while (top >= bottom) {
    top -= bottom;
    whole += 1;
  }
  if (top === 0) return String(whole);
  return whole === 0 ? `${top}/${bottom}` : `${whole} ${top}/${bottom}`;
}
