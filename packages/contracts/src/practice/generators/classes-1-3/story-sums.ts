import type { Random } from "../../random.ts";
import { type Draft, say, type Text } from "../define.ts";
import { addWithoutCarry, numericItem, smallerFromBigger, twoNames } from "./shared.ts";

/**
 * The one story-sum maker behind the counting stories and the measuring stories: two numbers of the
 * author's range, joined ("how many now?"), taken away ("how many are left?") or compared ("how many
 * more?"). Each generator brings its own stories (prompt keys `join`, `takeAway`, `compare`) and the
 * things or units they are about; the arithmetic, the worked solution and the named mistakes are
 * shared. docs/adr/0601-classes-1-3-generators.md.
 */
export const STORY_TEXTS = {
  en: {
    joinHint: "Putting together means adding: count on from the bigger number.",
    takeHint: "Taking away and finding how many more both mean subtracting the smaller from the bigger.",
    joinSolution: "Put together: {a} + {b} = {answer}",
    takeSolution: "Take the smaller from the bigger: {a} − {b} = {answer}\nCheck: {answer} + {b} = {a}",
    wrongOperation:
      "Did the other operation: added when it asked for a difference, or subtracted when it asked for a total",
    noCarry: "Did not carry: wrote only the ones digit of a column that made 10 or more",
    smallerFromBigger: "Took the smaller digit from the bigger in each column instead of borrowing",
  },
  hi: {
    joinHint: "साथ रखने का मतलब है जोड़ना: बड़ी संख्या से आगे गिनो।",
    takeHint: "कम करना हो या पता करना हो कि कितने ज़्यादा हैं, दोनों में बड़ी संख्या में से छोटी घटाओ।",
    joinSolution: "साथ रखो: {a} + {b} = {answer}",
    takeSolution: "बड़ी में से छोटी घटाओ: {a} − {b} = {answer}\nजाँचो: {answer} + {b} = {a}",
    wrongOperation: "उलटी क्रिया कर दी: अंतर पूछा था तो जोड़ दिया, या कुल पूछा था तो घटा दिया",
    noCarry: "हासिल नहीं लिया: जिस स्तंभ का योग 10 या अधिक था, उसका केवल इकाई का अंक लिखा",
    smallerFromBigger: "उधार लेने की जगह हर स्तंभ में बड़े अंक में से छोटा अंक घटा दिया",
  },
} as const;

export type StoryKind = "join" | "takeAway" | "compare";

/** Draws a story sum; `context` gives the things or units the story is told with. */
export function drawStory(
  random: Random,
  min: number,
  max: number,
  context: (random: Random, big: number) => Record<string, Text | string>,
): Draft {
  let a = random.int(Math.max(min, 2), max);
  let b = random.int(Math.max(min, 2), max);
  if (a === b) b = b === max ? b - 1 : b + 1;
  const kind = random.pick(["join", "takeAway", "compare"] as const);
  if (kind !== "join" && a < b) [a, b] = [b, a];
  const join = kind === "join";
  const answer = join ? a + b : a - b;
  const [name, other] = twoNames(random);
  const named = join
    ? [
        { answer: Math.abs(a - b), misconception: say("wrongOperation") },
        { answer: addWithoutCarry(a, b), misconception: say("noCarry") },
      ]
    : [
        { answer: a + b, misconception: say("wrongOperation") },
        { answer: smallerFromBigger(a, b), misconception: say("smallerFromBigger") },
      ];
  return {
    values: [a, b],
    item: numericItem(
      say(kind, { a, b, name, other, ...context(random, Math.max(a, b)) }),
      answer,
      say(join ? "joinHint" : "takeHint"),
      say(join ? "joinSolution" : "takeSolution", { a, b, answer }),
      named,
    ),
  };
}
