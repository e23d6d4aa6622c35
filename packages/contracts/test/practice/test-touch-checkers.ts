import type { Draft } from "@ganit/contracts/practice/index";
import type { Checked } from "./test-generator-checkers.ts";

/**
 * The checkers of the touch generators (docs/adr/0651-touch-answers.md), written apart from them:
 * the numbers are read back from the English prompt and from the touch set-up the widget draws
 * (the tray's pieces, the line's ends and marks, the shape's parts), and the key and each named
 * wrong answer are worked out here by counting, never with the generators' arithmetic.
 */

const read = (pattern: RegExp, text: string) => {
  const found = pattern.exec(text);
  if (!found) throw new Error(`"${text}" does not read as ${pattern}`);
  return found.slice(1);
};
const touchOf = <T>(draft: Draft) => (draft.item as unknown as { touch: T }).touch;

/** A value on a line written as a child writes it: 7, 3/4, 2 1/2 — by counting quarters, not dividing. */
function written(sixtyths: number): string {
  // Every value on these lines is a whole number of sixtieths (halves and quarters divide 60).
  let wholes = 0;
  let rest = sixtyths;
  while (rest >= 60) {
    rest -= 60;
    wholes += 1;
  }
  const part = rest === 0 ? "" : rest === 30 ? "1/2" : rest === 15 ? "1/4" : rest === 45 ? "3/4" : "?";
  if (part === "") return String(wholes);
  return wholes === 0 ? part : `${wholes} ${part}`;
}
function sixtieths(text: string): number {
  const [whole = "0", fraction = ""] = text.includes("/")
    ? text.includes(" ")
      ? text.split(" ")
      : ["0", text]
    : [text, ""];
  const [top = "0", bottom = "1"] = fraction ? fraction.split("/") : ["0", "1"];
  return Number(whole) * 60 + (Number(top) * 60) / Number(bottom);
}

/** `−3` or `3` as a number. */
const signedNumber = (text: string) => (text.startsWith("−") ? -Number(text.slice(1)) : Number(text));
/** A pair as the plane's widget sends it: `(3, -2)`. */
const pairOf = (x: number, y: number) => `(${x + 0}, ${y + 0})`;

export const TOUCH_CHECKERS = {
  /**
   * A point to plot: read from the prompt (or worked out on the line the prompt names, by walking x
   * steps of a from b), every answer checked to lie on the plane the widget draws. The slips: x and
   * y swapped, the minus signs left out, each coordinate one short (the line through O counted as
   * 1), the line's constant left out.
   */
  plotPoint(prompt: string, draft: Draft): Checked {
    const plane = touchOf<{ from: number; to: number }>(draft);
    const onPlane = (v: number) => v >= plane.from && v <= plane.to;
    let x: number;
    let y: number;
    const rules: Record<string, string> = {};
    const line =
      /^On the line y = (−?\d*)x(?: ([+−]) (\d+))?, plot the point P whose x-coordinate is (−?\d+)\.$/.exec(
        prompt,
      );
    if (line) {
      const [, slope = "", sign, constant, at = ""] = line;
      const a = slope === "" ? 1 : slope === "−" ? -1 : signedNumber(slope);
      const b = constant === undefined ? 0 : (sign === "−" ? -1 : 1) * Number(constant);
      x = signedNumber(at);
      // a·x by repeated addition of a, then b added.
      let ax = 0;
      for (let k = 0; k < Math.abs(x); k++) ax += x > 0 ? a : -a;
      y = ax + b;
      rules.swappedCoordinates = pairOf(y, x);
      rules.forgotConstant = pairOf(x, ax);
    } else {
      const [px = "", py = ""] = read(
        /^Plot the point P\((−?\d+), (−?\d+)\) on the coordinate plane\.$/,
        prompt,
      );
      [x, y] = [signedNumber(px), signedNumber(py)];
      rules.swappedCoordinates = pairOf(y, x);
      if (x < 0 || y < 0) rules.droppedMinusSigns = pairOf(Math.abs(x), Math.abs(y));
      if (plane.from === 0) rules.countedOriginAsOne = pairOf(x - 1, y - 1);
    }
    for (const [name, text] of Object.entries({ key: pairOf(x, y), ...rules })) {
      const [rx, ry] = text.slice(1, -1).split(", ").map(Number) as [number, number];
      if (!onPlane(rx) || !onPlane(ry)) throw new Error(`${name} ${text} is off the plane: ${prompt}`);
    }
    return { key: pairOf(x, y), rules };
  },

  setClock(prompt: string): Checked {
    const [hour, minute] = read(/shows (\d{1,2}):(\d\d)\.$/, prompt).map(Number) as [number, number];
    const pad = (m: number) => (m < 10 ? `0${m}` : `${m}`);
    // Swapped: the short hand put where the long one belongs, and the long one on the hour's number.
    const longAt = minute === 0 ? 12 : minute / 5;
    const swappedMinute = hour === 12 ? 0 : hour * 5;
    const rules: Record<string, string> = { swappedHands: `${longAt}:${pad(swappedMinute)}` };
    if (minute > 0) rules.nextHour = `${hour === 12 ? 1 : hour + 1}:${pad(minute)}`;
    return { key: `${hour}:${pad(minute)}`, rules };
  },

  makeAmount(prompt: string, draft: Draft): Checked {
    const amount = Number(read(/make ₹([\d,]+)\.$/, prompt)[0]?.replace(/,/g, ""));
    const tray = touchOf<{ coins: number[]; notes: number[] }>(draft);
    // The amount can be made from the tray: it holds a ₹1 coin.
    if (!tray.coins.includes(1)) throw new Error("a tray without ₹1 cannot make every amount");
    let ones = amount;
    while (ones >= 10) ones -= 10;
    return { key: amount, rules: { droppedOnes: amount - ones } };
  },

  placePoint(prompt: string, draft: Draft): Checked {
    const [value = ""] = read(/point at (.+) on the number line\.$/, prompt);
    const line = touchOf<{ from: number; to: number; gaps: number }>(draft);
    // Walk the marks one by one from the start until the value: the mark after it is one too far.
    const stepSixtieths = ((line.to - line.from) * 60) / line.gaps;
    let at = line.from * 60;
    let mark = 0;
    while (at < sixtieths(value) && mark < line.gaps) {
      at += stepSixtieths;
      mark += 1;
    }
    if (at !== sixtieths(value)) throw new Error(`${value} is on no mark of the line`);
    if (mark === line.gaps) throw new Error(`${value} is at the end: no mark after it`);
    const key = written(at);
    if (key !== value) throw new Error(`${value} is written as ${key}`);
    return { key, rules: { countedFirstMark: written(at + stepSixtieths) } };
  },

  shadeFraction(prompt: string, draft: Draft): Checked {
    const { parts } = touchOf<{ parts: number }>(draft);
    const exact = /exactly (\d+) of the (\d+) parts/.exec(prompt);
    if (exact) {
      const count = Number(exact[1]);
      if (Number(exact[2]) !== parts) throw new Error("the prompt's parts are not the shape's");
      return { key: `${count}/${parts}`, rules: { unshaded: `${parts - count}/${parts}` } };
    }
    const [top, bottom] = read(/colour (\d+)\/(\d+) of/, prompt).map(Number) as [number, number];
    // Deal the parts into `bottom` equal groups one at a time; colour `top` groups.
    const groups = Array.from({ length: bottom }, () => 0);
    for (let p = 0; p < parts; p++) groups[p % bottom] = (groups[p % bottom] as number) + 1;
    if (new Set(groups).size !== 1) throw new Error(`${parts} parts do not split into ${bottom} groups`);
    const coloured = groups.slice(0, top).reduce((s, g) => s + g, 0);
    const rules: Record<string, string> = { unshaded: `${parts - coloured}/${parts}` };
    if (parts !== bottom) rules.topAsParts = `${top}/${parts}`;
    return { key: `${top}/${bottom}`, rules };
  },

  columnSums(prompt: string): Checked {
    const [top = "", op = "", bottom = ""] = read(/columns: (\d+) ([+−×]) (\d+)$/, prompt);
    const width = Math.max(top.length, bottom.length);
    const a = top.padStart(width, "0").split("").map(Number).reverse();
    const b = bottom.padStart(width, "0").split("").map(Number).reverse();
    if (op === "×") {
      // Long multiplication by one digit, column by column from the ones, with a carry.
      const m = Number(bottom);
      let carry = 0;
      let out = "";
      let slip = "";
      for (const digit of top.split("").map(Number).reverse()) {
        let product = 0;
        for (let k = 0; k < m; k++) product += digit;
        out = `${(product + carry) % 10}${out}`;
        carry = Math.floor((product + carry) / 10);
        slip = `${product % 10}${slip}`;
      }
      return { key: Number(`${carry || ""}${out}`), rules: { noCarry: Number(slip) } };
    }
    if (op === "+") {
      let carry = 0;
      let out = "";
      let slip = "";
      a.forEach((x, i) => {
        const s = x + (b[i] as number) + carry;
        out = `${s % 10}${out}`;
        carry = s >= 10 ? 1 : 0;
        slip = `${x + (b[i] as number)}${slip}`;
      });
      return { key: Number(`${carry || ""}${out}`), rules: { noCarry: Number(slip) } };
    }
    let borrow = 0;
    let out = "";
    let slip = "";
    a.forEach((x, i) => {
      const y = b[i] as number;
      let d = x - borrow - y;
      borrow = d < 0 ? 1 : 0;
      if (d < 0) d += 10;
      out = `${d}${out}`;
      slip = `${x > y ? x - y : y - x}${slip}`;
    });
    return { key: Number(out), rules: { smallerFromLarger: Number(slip) } };
  },
} satisfies Record<string, (prompt: string, draft: Draft) => Checked>;
