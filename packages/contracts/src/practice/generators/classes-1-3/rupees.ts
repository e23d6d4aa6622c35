import type { Random } from "../../random.ts";
import { type Draft, defineGenerator, say, type Text } from "../define.ts";
import { CHILD_NAMES, twoNames, wrongAnswers } from "./shared.ts";
import { drawStory, STORY_TEXTS } from "./story-sums.ts";

/**
 * Money in rupees, told in words (no picture, so a chapter's questions stay small on a phone).
 * Steps of difficulty: 1 count the coins in a purse (₹1, ₹2, ₹5, ₹10, up to ₹50), 2 spend, get or
 * compare amounts up to ₹99, 3 the same up to ₹500 (from version 2 a total stays within them too).
 */
const COINS = [1, 2, 5, 10];
const THINGS = ["kite", "ball", "notebook", "toyCar"] as const;

export const rupees = defineGenerator({
  id: "rupees",
  version: 2,
  oldestVersion: 1,
  name: { en: "Rupees: count coins, spend and compare", hi: "रुपये: सिक्के गिनना, खर्च करना, तुलना करना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [1, 2, 3],
  skills: ["count-coins", "spend-and-get-change"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      ...STORY_TEXTS.en,
      coinsPrompt: "{name}'s purse has {list}. How many rupees are there in all?",
      coins: "{count} coins of ₹{value}",
      coin: "1 coin of ₹{value}",
      list2: "{a} and {b}",
      list3: "{a}, {b} and {c}",
      coinsHint: "Find the money each kind of coin makes, then add them up.",
      coinsSolution: "Each kind: {kinds}\nIn all: {sum} = ₹{answer}",
      kind: "{count} × ₹{value} = ₹{total}",
      kinds2: "{a}; {b}",
      kinds3: "{a}; {b}; {c}",
      countedPieces: "Counted the coins instead of adding their values",
      eachKindOnce: "Added each kind of coin only once",
      join: "{name} has ₹{a}. {other} gives {name} ₹{b} more. How many rupees does {name} have now?",
      takeAway: "{name} has ₹{a} and spends ₹{b} on a {thing}. How many rupees are left?",
      compare:
        "A {thing} costs ₹{a} and {name}'s purse has ₹{b}. How many more rupees does {name} need to buy it?",
      kite: "kite",
      ball: "ball",
      notebook: "notebook",
      toyCar: "toy car",
    },
    hi: {
      ...CHILD_NAMES.hi,
      ...STORY_TEXTS.hi,
      coinsPrompt: "{name} के बटुए में {list} हैं। कुल कितने रुपये हैं?",
      coins: "₹{value} के {count} सिक्के",
      coin: "₹{value} का 1 सिक्का",
      list2: "{a} और {b}",
      list3: "{a}, {b} और {c}",
      coinsHint: "हर तरह के सिक्कों से बने पैसे पता करो, फिर सबको जोड़ो।",
      coinsSolution: "हर तरह के: {kinds}\nकुल: {sum} = ₹{answer}",
      kind: "{count} × ₹{value} = ₹{total}",
      kinds2: "{a}; {b}",
      kinds3: "{a}; {b}; {c}",
      countedPieces: "सिक्कों का मूल्य जोड़ने की जगह सिक्के गिन लिए",
      eachKindOnce: "हर तरह का सिक्का केवल एक बार जोड़ा",
      join: "{name} के पास ₹{a} हैं। {other} ने {name} को ₹{b} और दिए। अब {name} के पास कितने रुपये हैं?",
      takeAway: "{name} के पास ₹{a} हैं। उसने ₹{b} की {thing} ख़रीदी। कितने रुपये बचे?",
      compare: "{thing} का दाम ₹{a} है और {name} के बटुए में ₹{b} हैं। उसे ख़रीदने के लिए {name} को कितने रुपये और चाहिए?",
      kite: "पतंग",
      ball: "गेंद",
      notebook: "कॉपी",
      toyCar: "खिलौना कार",
    },
  },
  generate(random, min, max, version) {
    const step = random.int(min, max);
    if (step === 1) return purse(random);
    const top = step === 2 ? 99 : 500;
    // From version 2 two amounts put together stay within the step's top too (₹99, ₹500), as the
    // step promises: a Class 1 or 2 purse never holds more than its class counts to.
    for (;;) {
      const story = drawStory(random, step === 2 ? 10 : 100, top, (r) => ({ thing: say(r.pick(THINGS)) }));
      if (version < 2 || Number((story.item as { answer?: unknown }).answer) <= top)
        return { ...story, values: [step] };
    }
  },
});

function purse(random: Random): Draft {
  for (;;) {
    const kinds = COINS.filter(() => random.next() < 0.6).slice(0, 3);
    if (kinds.length < 2) continue;
    const counts = kinds.map(() => random.int(1, 5));
    const totals = kinds.map((value, i) => value * (counts[i] as number));
    const answer = totals.reduce((s, t) => s + t, 0);
    if (answer > 50 || counts.every((c) => c === 1)) continue;
    const pieces = kinds.map((value, i) =>
      counts[i] === 1 ? say("coin", { value }) : say("coins", { value, count: counts[i] as number }),
    );
    const each = kinds.map((value, i) =>
      say("kind", { value, count: counts[i] as number, total: totals[i] as number }),
    );
    const [a, b, c] = pieces as [Text, Text, Text | undefined];
    const [x, y, z] = each as [Text, Text, Text | undefined];
    const [name] = twoNames(random);
    return {
      values: [1],
      item: {
        kind: "numeric",
        prompt: say("coinsPrompt", {
          name,
          list: c ? say("list3", { a, b, c }) : say("list2", { a, b }),
        }),
        answer: String(answer),
        unit: "rupee",
        hint: say("coinsHint"),
        solution: say("coinsSolution", {
          kinds: z ? say("kinds3", { a: x, b: y, c: z }) : say("kinds2", { a: x, b: y }),
          sum: totals.join(" + "),
          answer,
        }),
        wrongAnswers: wrongAnswers(answer, [
          { answer: counts.reduce((s, n) => s + n, 0), misconception: say("countedPieces") },
          { answer: kinds.reduce((s, v) => s + v, 0), misconception: say("eachKindOnce") },
        ]),
      },
    };
  }
}
