import type { Random } from "../../random.ts";
import { defineGenerator, say, steps, type Text } from "../define.ts";
import { about } from "./about.ts";
import { fractionItem, fractionText } from "./shared.ts";

/**
 * Classical probability, answers as fractions. Bounds: 1 one throw of a die, 2 a ball from a bag,
 * 3 the sum of two dice; 4 a card from a pack of 52, 5 the chance an event does not happen, 6 a card
 * from cards numbered 1 to n.
 */
type Event = { prompt: Text; favourable: number; total: number; working: Text };
const COLOURS = ["red", "blue", "green", "yellow"] as const;
const CARD_EVENTS = [
  ["redCard", 26],
  ["king", 4],
  ["faceCard", 12],
  ["spade", 13],
  ["redFaceCard", 6],
  ["aceOfHearts", 1],
  ["blackKing", 2],
] as const;
const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

function drawEvent(random: Random, step: number): Event {
  if (step === 1) {
    const kind = random.pick(["greater", "less", "even", "prime", "multiple3"] as const);
    const k = random.int(2, 5);
    const faces = [1, 2, 3, 4, 5, 6].filter((f) =>
      kind === "greater"
        ? f > k
        : kind === "less"
          ? f < k
          : kind === "even"
            ? f % 2 === 0
            : kind === "prime"
              ? isPrime(f)
              : f % 3 === 0,
    );
    return {
      prompt: say("diePrompt", { event: say(kind, { k }) }),
      favourable: faces.length,
      total: 6,
      working: say("listWorking", { list: faces.join(", "), favourable: faces.length, total: 6 }),
    };
  }
  if (step === 2) {
    const counts = COLOURS.slice(0, random.int(2, 4)).map(() => random.int(2, 12));
    const which = random.int(0, counts.length - 1);
    const colours = counts.map((c, i) => say("ballCount", { count: c, colour: say(COLOURS[i] as string) }));
    const list = colours.reduce<Text>(
      (joined, c, i) => (i === 0 ? c : say("and", { a: joined, b: c })),
      say("none"),
    );
    const total = counts.reduce((s, c) => s + c, 0);
    return {
      prompt: say("bagPrompt", { list, colour: say(COLOURS[which] as string) }),
      favourable: counts[which] as number,
      total,
      working: say("countWorking", { favourable: counts[which] as number, total, sum: counts.join(" + ") }),
    };
  }
  if (step === 3) {
    const target = random.int(3, 11);
    const pairs: string[] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) if (a + b === target) pairs.push(`(${a}, ${b})`);
    return {
      prompt: say("dicePrompt", { target }),
      favourable: pairs.length,
      total: 36,
      working: say("pairsWorking", { list: pairs.join(" "), favourable: pairs.length }),
    };
  }
  if (step === 4) {
    const [event, count] = random.pick(CARD_EVENTS);
    return {
      prompt: say("cardPrompt", { event: say(event) }),
      favourable: count,
      total: 52,
      working: say("cardWorking", { event: say(event), favourable: count }),
    };
  }
  const n = random.pick([20, 25, 30, 40, 50, 60, 90, 100]);
  const kind = random.pick(["square", "primeNumber", "multiple"] as const);
  const k = random.int(3, 9);
  const numbers = Array.from({ length: n }, (_, i) => i + 1).filter((v) =>
    kind === "square" ? Number.isInteger(Math.sqrt(v)) : kind === "primeNumber" ? isPrime(v) : v % k === 0,
  );
  return {
    prompt: say("numberedPrompt", { n, event: say(kind, { k }) }),
    favourable: numbers.length,
    total: n,
    working: say("listWorking", { list: numbers.join(", "), favourable: numbers.length, total: n }),
  };
}

export const probability = defineGenerator(
  { ...about("probability", 1), fractions: true },
  steps(6),
  (random, min, max) => {
    const step = random.int(min, max);
    if (step === 5) {
      const [card, favourable] = random.pick(CARD_EVENTS);
      const total = 52;
      const item = fractionItem(
        say("notPrompt", { event: say(card) }),
        [total - favourable, total],
        say("hint"),
        say("notSolution", {
          working: say("cardWorking", { event: say(card), favourable }),
          favourable,
          answer: fractionText(total - favourable, total),
        }),
        [
          [[favourable, total], "gaveEventItself"],
          [[total - favourable, favourable], "usedOdds"],
        ],
      );
      return { values: [step], item };
    }
    const event = drawEvent(random, step);
    const { favourable, total } = event;
    const item = fractionItem(
      event.prompt,
      [favourable, total],
      say("hint"),
      say("solution", { working: event.working, favourable, total, answer: fractionText(favourable, total) }),
      [
        [[total - favourable, total], "gaveNotEvent"],
        [[favourable, total - favourable], "usedOdds"],
        ...(step === 3 ? ([[[1, 11], "sumsEquallyLikely"]] as const) : []),
      ],
    );
    return { values: [step], item };
  },
);
