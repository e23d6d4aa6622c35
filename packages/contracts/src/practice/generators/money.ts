import { moneySvg, type Piece } from "../figures/money.ts";
import type { Random } from "../random.ts";
import { about } from "./about.ts";
import { defineGenerator, indian, say, steps, type Text } from "./define.ts";

/**
 * Counting money and giving change with Indian coins and notes. Steps of difficulty: 1 coins up to
 * ₹50, 2 coins and notes up to ₹200 (and change), 3 notes up to ₹500 and totals up to ₹1,000 (and
 * change). The purse is drawn from the seed; its text alternative lists the pieces, not the total.
 */
const STEPS: Record<number, { pieces: readonly Piece[]; most: number; count: [number, number] }> = {
  1: {
    pieces: [1, 2, 5, 10].map((value) => ({ kind: "coin", value })),
    most: 50,
    count: [3, 6],
  },
  2: {
    pieces: [
      ...[1, 2, 5, 10, 20].map((value) => ({ kind: "coin" as const, value })),
      ...[10, 20, 50].map((value) => ({ kind: "note" as const, value })),
    ],
    most: 200,
    count: [3, 6],
  },
  3: {
    pieces: [
      ...[5, 10, 20].map((value) => ({ kind: "coin" as const, value })),
      ...[10, 20, 50, 100, 200, 500].map((value) => ({ kind: "note" as const, value })),
    ],
    most: 1000,
    count: [3, 6],
  },
};
const NAMES = ["priya", "rahul", "ayesha", "gurpreet", "anjali", "suresh", "mary", "dorjee"] as const;
const THINGS = ["pencilBox", "mangoes", "kite", "notebook", "bangles", "ball"] as const;

const total = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.value, 0);
const order = (a: Piece, b: Piece) => (a.kind === b.kind ? b.value - a.value : a.kind === "note" ? -1 : 1);

/** A purse with at least one piece repeated and one worth more than ₹1, inside the step's total. */
function drawPurse(random: Random, step: number): Piece[] {
  const { pieces, most, count } = STEPS[step] ?? (STEPS[1] as (typeof STEPS)[1]);
  for (;;) {
    const n = random.int(count[0], count[1]);
    const purse = Array.from({ length: n }, () => random.pick(pieces));
    // A repeat makes "each kind once" a different sum; more than ₹1 makes "count the pieces" one.
    const repeated = new Set(purse.map((p) => `${p.kind}${p.value}`)).size < purse.length;
    if (repeated && purse.some((p) => p.value > 1) && total(purse) <= most) return purse.sort(order);
  }
}

/** The pieces in words, kind by kind: "2 notes of ₹20, 3 coins of ₹5". */
function purseAlt(purse: readonly Piece[]): Text {
  const groups: Text[] = [];
  for (const piece of purse) {
    const count = purse.filter((p) => p.kind === piece.kind && p.value === piece.value).length;
    const key = `${piece.kind}${count === 1 ? "One" : "Many"}`;
    const text = say(key, { count, value: piece.value });
    if (!groups.some((g) => JSON.stringify(g) === JSON.stringify(text))) groups.push(text);
  }
  const list = groups.reduce<Text>(
    (joined, group, i) => (i === 0 ? group : say("and", { a: joined, b: group })),
    say("none"),
  );
  return say("purseAlt", { list });
}

export const money = defineGenerator(about("money", 1), steps(3, 2), (random, min, max) => {
  const step = random.int(min, max);
  const purse = drawPurse(random, step);
  const paid = total(purse);
  const sum = purse.map((p) => `${p.value}`).join(" + ");
  const askChange = step >= 2 && random.next() < 0.5;
  const figure = { svg: moneySvg(purse), alt: purseAlt(purse) };
  if (!askChange) {
    const kinds = [...new Set(purse.map((p) => `${p.kind}${p.value}`))];
    const onceEach = kinds.reduce((s, k) => s + Number(k.replace(/\D/g, "")), 0);
    const wrong = [
      { answer: String(purse.length), misconception: say("countedPieces") },
      { answer: String(onceEach), misconception: say("eachKindOnce") },
    ].filter((w) => w.answer !== String(paid));
    return {
      values: [step],
      figure,
      item: {
        kind: "numeric",
        prompt: say("countPrompt"),
        answer: String(paid),
        unit: "rupee",
        hint: say("countHint"),
        solution: say("countSolution", { sum, answer: indian(paid) }),
        wrongAnswers: wrong,
      },
    };
  }
  // A price below the money, in whole rupees, never exactly half (change ≠ price).
  let price = random.int(Math.max(1, Math.floor(paid / 4)), paid - 1);
  if (price * 2 === paid) price -= 1;
  const change = paid - price;
  const params = {
    name: say(random.pick(NAMES)),
    thing: say(random.pick(THINGS)),
    price: indian(price),
    paid: indian(paid),
    sum,
    answer: indian(change),
  };
  return {
    values: [step],
    figure,
    item: {
      kind: "numeric",
      prompt: say("changePrompt", params),
      answer: String(change),
      unit: "rupee",
      hint: say("changeHint"),
      solution: say("changeSolution", params),
      wrongAnswers: [
        { answer: String(paid + price), misconception: say("addedPrice") },
        { answer: String(price), misconception: say("gavePrice") },
      ],
    },
  };
});
