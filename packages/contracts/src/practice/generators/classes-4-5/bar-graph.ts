import { barGraphSvg } from "../../figures/bar-graph.ts";
import { defineGenerator, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { DATA_TEXTS, SETS } from "./data-sets.ts";
import { numericItem } from "./shared.ts";

/**
 * Reading a bar graph. Steps: 1 one bar's number, the scale going up in 1s or 2s; 2 how many more
 * one bar shows than another, in 2s or 5s; 3 the total of all the bars, in 5s or 10s. Named
 * mistakes: the numbered lines counted instead of read (the scale ignored), the line below the top
 * of the bar read, the two bars added instead of compared, a bar left out of the total.
 */
const SCALES: Record<number, readonly number[]> = { 1: [1, 2], 2: [2, 5], 3: [5, 10] };

export const barGraph = defineGenerator(about("barGraph", 1, DATA_TEXTS), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const set = random.pick(SETS);
  const scale = random.pick(SCALES[step] as readonly number[]);
  // Four different values on the numbered lines, none of them 0.
  const picks = new Set<number>();
  while (picks.size < 4) picks.add(random.int(1, 10) * scale);
  const values = [...picks];
  // The numbered lines go up to the tallest bar, and no fewer than five.
  const top = scale * Math.max(5, ...values.map((v) => v / scale));
  const bars = values.map((value, i) => ({ picture: set.pictures[i] as string, value }));
  const names = set.things.map((thing) => say(thing));
  const list = names.slice(1).reduce<Text>((a, b) => say("and", { a, b }), names[0] as Text);
  const figure = { svg: barGraphSvg({ bars, scale, top }), alt: say("alt", { list, scale }) };
  const base = { values: [step], figure };
  const hint = say("hint", { scale });
  if (step === 1) {
    const i = random.int(0, 3);
    const answer = values[i] as number;
    const a = names[i] as Text;
    return {
      ...base,
      item: numericItem(
        say("onePrompt", { a }),
        answer,
        hint,
        say("oneSolution", { a, lines: answer / scale, scale, answer }),
        [
          { answer: answer / scale, misconception: say("countedLines") },
          ...(answer > scale ? [{ answer: answer - scale, misconception: say("lineBelow") }] : []),
        ],
      ),
    };
  }
  if (step === 2) {
    // The bigger bar first, so "how many more" has an answer above 0.
    const order = [0, 1, 2, 3].sort((x, y) => (values[y] as number) - (values[x] as number));
    const at = random.int(0, 2);
    const ia = order[at] as number;
    const ib = order[random.int(at + 1, 3)] as number;
    const [va, vb] = [values[ia] as number, values[ib] as number];
    const answer = va - vb;
    return {
      ...base,
      item: numericItem(
        say("morePrompt", { a: names[ia] as Text, b: names[ib] as Text }),
        answer,
        hint,
        say("moreSolution", { a: names[ia] as Text, b: names[ib] as Text, va, vb, answer }),
        [
          { answer: va + vb, misconception: say("addedBars") },
          { answer: answer / scale, misconception: say("countedLines") },
        ],
      ),
    };
  }
  const answer = values.reduce((s, v) => s + v, 0);
  return {
    ...base,
    item: numericItem(
      say("totalPrompt", { things: say(`${set.key}Things`) }),
      answer,
      hint,
      say("totalSolution", { values: values.join(" + "), answer }),
      [
        { answer: answer / scale, misconception: say("countedLines") },
        { answer: answer - (values[3] as number), misconception: say("leftOutBar") },
      ],
    ),
  };
});
