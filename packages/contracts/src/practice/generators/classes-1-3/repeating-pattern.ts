import type { Random } from "../../random.ts";
import { type Draft, type Label, say } from "../define.ts";
import { shuffle, singleChoice } from "./shared.ts";

/**
 * The one repeating-pattern maker behind the shape patterns and the line patterns: a group of
 * symbols repeated (AB, then ABC, AAB, ABB, then AABB, ABCD, AABC) and cut off part-way through a
 * group, so the next symbol is never simply the group's first. Steps of difficulty choose the
 * group. Each generator brings its symbols and how an option names one.
 * docs/adr/0601-classes-1-3-generators.md.
 */
export const PATTERN_TEXTS = {
  en: {
    prompt: "What comes next? {shown} …",
    hint: "Find the group that repeats, then see where the last group stopped.",
    solution:
      "The group that repeats is: {unit}\nThere are {count} so far: {count} = {parts}\nSo the next one is number {place} of the group: {answer}.",
    repeatedLast: "Repeated the last one shown",
    restartedGroup: "Started the group again too early",
    skippedOne: "Skipped one place in the group",
  },
  hi: {
    prompt: "आगे क्या आएगा? {shown} …",
    hint: "वह समूह ढूँढो जो बार-बार आता है, फिर देखो आख़िरी समूह कहाँ रुका।",
    solution:
      "बार-बार आने वाला समूह है: {unit}\nअब तक {count} हैं: {count} = {parts}\nइसलिए अगला, समूह का नंबर {place} है: {answer}।",
    repeatedLast: "आख़िर में दिखाई चीज़ को ही दोहरा दिया",
    restartedGroup: "समूह को बहुत जल्दी फिर से शुरू कर दिया",
    skippedOne: "समूह में एक जगह छोड़ दी",
  },
} as const;

/** Groups by step, as places in a list of different symbols: [0, 1] is AB, [0, 0, 1] is AAB. */
const GROUPS: Record<number, number[][]> = {
  1: [[0, 1]],
  2: [
    [0, 1, 2],
    [0, 0, 1],
    [0, 1, 1],
  ],
  3: [
    [0, 0, 1, 1],
    [0, 1, 2, 3],
    [0, 0, 1, 2],
  ],
};

export function drawPattern(
  random: Random,
  min: number,
  max: number,
  symbols: readonly string[],
  label: (symbol: string) => Label,
): Draft {
  const step = random.int(min, max);
  const group = random.pick(GROUPS[step] ?? (GROUPS[1] as number[][]));
  const chosen = shuffle(random, [...symbols]).slice(0, 4);
  const unit = group.map((i) => chosen[i] as string);
  const size = unit.length;
  // Two or three whole groups and part of the next, never a whole number of groups.
  const count = size * random.int(2, 3) + random.int(1, size - 1);
  const shown = Array.from({ length: count }, (_, i) => unit[i % size] as string);
  const key = unit[count % size] as string;
  const choice = singleChoice(
    random,
    label(key),
    [
      { label: label(shown[count - 1] as string), misconception: say("repeatedLast") },
      { label: label(unit[0] as string), misconception: say("restartedGroup") },
      { label: label(unit[(count + 1) % size] as string), misconception: say("skippedOne") },
    ].filter((w) => JSON.stringify(w.label) !== JSON.stringify(label(key))),
    chosen.map(label),
  );
  const whole = Math.floor(count / size);
  const parts = [...Array.from({ length: whole }, () => String(size)), String(count % size)].join(" + ");
  return {
    values: [step],
    item: {
      ...choice,
      prompt: say("prompt", { shown: shown.join(" ") }),
      hint: say("hint"),
      solution: say("solution", {
        unit: unit.join(" "),
        count,
        parts,
        place: (count % size) + 1,
        answer: label(key),
      }),
    },
  };
}
