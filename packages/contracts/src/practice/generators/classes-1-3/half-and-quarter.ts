import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { CHILD_NAMES, numericItem, twoNames } from "./shared.ts";

/**
 * Half, a quarter and three quarters of a number of things, shared fairly. The author's range is the
 * range of the whole (an even number for a half, a multiple of 4 for quarters).
 */
const THINGS = ["ladoos", "marbles", "biscuits", "guavas"] as const;
const PARTS = { half: 2, quarter: 4, threeQuarters: 4 } as const;

export const halfAndQuarter = defineGenerator(
  about("halfAndQuarter", 1, CHILD_NAMES),
  { min: 2, max: 100, defaultMin: 2, defaultMax: 20, span: 4 },
  (random, min, max) => {
    let n = random.int(min, max);
    const canQuarter = Math.floor(max / 4) >= Math.ceil(min / 4);
    const part = canQuarter ? random.pick(["half", "quarter", "threeQuarters"] as const) : "half";
    const size = PARTS[part];
    // The nearest whole of the range that shares out fairly.
    n -= n % size;
    if (n < min) n += size;
    const one = n / size;
    const answer = part === "threeQuarters" ? one * 3 : one;
    const mixed = part === "quarter" ? n / 2 : n / 4;
    const [name, other] = twoNames(random);
    const params = { name, other, n, one, answer, things: say(random.pick(THINGS)) };
    return {
      values: [n],
      item: numericItem(say(part, params), answer, say("hint"), say(`${part}Solution`, params), [
        { answer: mixed, misconception: say("halfQuarterMixed") },
        { answer: part === "threeQuarters" ? n - 3 : n - size, misconception: say("tookAway") },
      ]),
    };
  },
);
