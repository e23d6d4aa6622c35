import { shuffle } from "../../random.ts";
import { defineGenerator, say } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Data from a list: 1–3 counting answers in a survey (and how many more), 4–6 reading a
 * pictograph's key, 7–9 the mode, 10–12 the median, 13–15 the range.
 */
const FRUITS = ["mango", "banana", "guava", "apple", "orange"] as const;
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;

export const dataLists = defineGenerator(about("dataLists", 1), kindBounds(5), (random, min, max) => {
  const { value, kind, level } = drawKind(random, min, max);
  if (kind === 0) {
    const kinds = FRUITS.slice(0, level + 2);
    const list = Array.from({ length: [10, 15, 20][level - 1] as number }, () => random.pick(kinds));
    const fruit = list[0] as (typeof FRUITS)[number];
    const countOf = (f: string) => list.filter((x) => x === f).length;
    // The list in the question's own language: each fruit a message, joined one by one.
    const names = list.map((f) => say(f)).reduce((text, next) => say("join", { a: text, b: next }));
    if (level < 3) {
      const params = { list: names, fruit: say(fruit), count: countOf(fruit) };
      return numeric(value, texts("countPrompt", "countHint", "countSolution", params), countOf(fruit), [
        ["countedAll", list.length],
      ]);
    }
    const other = kinds.filter((f) => f !== fruit).sort((a, b) => countOf(a) - countOf(b))[0] as string;
    const [big, small] = countOf(fruit) >= countOf(other) ? [fruit, other] : [other, fruit];
    const answer = countOf(big) - countOf(small);
    const params = {
      list: names,
      fruit: say(big),
      other: say(small),
      count: countOf(big),
      otherCount: countOf(small),
      answer,
    };
    return numeric(value, texts("morePrompt", "countHint", "moreSolution", params), answer, [
      ["gaveCount", countOf(big)],
      ["addedCounts", countOf(big) + countOf(small)],
    ]);
  }
  if (kind === 1) {
    const key = random.pick(level === 1 ? [2, 5, 10] : level === 2 ? [4, 5, 10, 20] : [4, 6, 10, 20]);
    const whole = random.int(2, [6, 9, 12][level - 1] as number);
    const half = level === 3;
    const answer = whole * key + (half ? key / 2 : 0);
    const params = {
      key,
      whole,
      day: say(random.pick(DAYS)),
      half: half ? say("halfSymbol") : "",
      wholeBooks: whole * key,
      halfStep: half ? say("halfStep", { key, halfBooks: key / 2, wholeBooks: whole * key, answer }) : "",
      answer,
    };
    return numeric(value, texts("pictoPrompt", "pictoHint", "pictoSolution", params), answer, [
      ["countedSymbols", whole],
      ["addedKey", whole + key],
      ["halfAsWhole", half ? (whole + 1) * key : Number.NaN],
    ]);
  }
  const count = [7, 9, 11][level - 1] as number;
  const most = [20, 50, 100][level - 1] as number;
  if (kind === 2) {
    // One value three times, the others at most twice, in a shuffled list.
    const mode = random.int(1, most);
    const list = [mode, mode, mode];
    while (list.length < count) {
      const v = random.int(1, most);
      if (list.filter((x) => x === v).length < 2 && v !== mode) list.push(v);
    }
    shuffle(random, list);
    const params = { list: list.join(", "), value: mode, times: 3 };
    return numeric(value, texts("modePrompt", "modeHint", "modeSolution", params), mode, [
      ["tookLargest", Math.max(...list)],
      ["gaveFrequency", list.includes(3) ? Number.NaN : 3],
    ]);
  }
  const list = Array.from({ length: kind === 3 ? count - 2 : count - 2 }, () => random.int(1, most));
  const sorted = [...list].sort((a, b) => a - b);
  if (kind === 3) {
    const answer = sorted[(list.length - 1) / 2] as number;
    const params = {
      list: list.join(", "),
      sorted: sorted.join(", "),
      place: (list.length + 1) / 2,
      count: list.length,
      answer,
    };
    return numeric(value, texts("medianPrompt", "medianHint", "medianSolution", params), answer, [
      ["unsortedMiddle", list[(list.length - 1) / 2] as number],
      ["tookLargest", sorted.at(-1) as number],
    ]);
  }
  const high = sorted.at(-1) as number;
  const low = sorted[0] as number;
  const params = { list: list.join(", "), high, low, answer: high - low };
  return numeric(value, texts("rangePrompt", "rangeHint", "rangeSolution", params), high - low, [
    ["tookLargest", high],
    ["firstMinusLast", Math.abs((list[0] as number) - (list.at(-1) as number))],
  ]);
});
