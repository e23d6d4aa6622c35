import { defineGenerator, say } from "../define.ts";
import { CHILD_NAMES, twoNames, wrongAnswers } from "./shared.ts";

/**
 * Half, a quarter and three quarters of a number of things, shared fairly. The author's range is the
 * range of the whole (an even number for a half, a multiple of 4 for quarters).
 */
const THINGS = ["ladoos", "marbles", "biscuits", "guavas"] as const;
const PARTS = { half: 2, quarter: 4, threeQuarters: 4 } as const;

export const halfAndQuarter = defineGenerator({
  id: "halfAndQuarter",
  version: 1,
  name: { en: "Half and quarter of a number of things", hi: "कुछ चीज़ों का आधा और चौथाई" },
  bounds: { min: 2, max: 100, defaultMin: 2, defaultMax: 20, span: 4 },
  classes: [2, 3],
  skills: ["half-and-quarter-of-a-set"],
  families: ["Mathematics"],
  texts: {
    en: {
      ...CHILD_NAMES.en,
      half: "{name} has {n} {things} and gives half of them to {other}. How many {things} does {other} get?",
      quarter:
        "{name} has {n} {things} and gives a quarter of them to {other}. How many {things} does {other} get?",
      threeQuarters:
        "{name} has {n} {things} and gives three quarters of them to {other}. How many {things} does {other} get?",
      hint: "A half is one of 2 equal parts; a quarter is one of 4 equal parts.",
      halfSolution: "Half means 2 equal parts: {n} ÷ 2 = {one}\nCheck: {one} + {one} = {n}",
      quarterSolution:
        "A quarter means 4 equal parts: {n} ÷ 4 = {one}\nCheck: {one} + {one} + {one} + {one} = {n}",
      threeQuartersSolution: "One quarter: {n} ÷ 4 = {one}\nThree quarters: {one} + {one} + {one} = {answer}",
      halfQuarterMixed: "Mixed up a half and a quarter",
      tookAway: "Took away 2 (or 4) instead of cutting into 2 (or 4) equal parts",
      ladoos: "ladoos",
      marbles: "marbles",
      biscuits: "biscuits",
      guavas: "guavas",
    },
    hi: {
      ...CHILD_NAMES.hi,
      half: "{name} के पास {n} {things} हैं। उसने उनमें से आधे {other} को दे दिए। {other} को कितने {things} मिले?",
      quarter: "{name} के पास {n} {things} हैं। उसने उनमें से चौथाई {other} को दे दिए। {other} को कितने {things} मिले?",
      threeQuarters:
        "{name} के पास {n} {things} हैं। उसने उनमें से तीन-चौथाई {other} को दे दिए। {other} को कितने {things} मिले?",
      hint: "आधा यानी 2 बराबर भागों में से एक; चौथाई यानी 4 बराबर भागों में से एक।",
      halfSolution: "आधा यानी 2 बराबर भाग: {n} ÷ 2 = {one}\nजाँचो: {one} + {one} = {n}",
      quarterSolution: "चौथाई यानी 4 बराबर भाग: {n} ÷ 4 = {one}\nजाँचो: {one} + {one} + {one} + {one} = {n}",
      threeQuartersSolution: "एक चौथाई: {n} ÷ 4 = {one}\nतीन-चौथाई: {one} + {one} + {one} = {answer}",
      halfQuarterMixed: "आधे और चौथाई में गड़बड़ कर दी",
      tookAway: "2 (या 4) बराबर भाग करने की जगह 2 (या 4) घटा दिए",
      ladoos: "लड्डू",
      marbles: "कंचे",
      biscuits: "बिस्कुट",
      guavas: "अमरूद",
    },
  },
  generate(random, min, max) {
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
      item: {
        kind: "numeric",
        prompt: say(part, params),
        answer: String(answer),
        hint: say("hint"),
        solution: say(`${part}Solution`, params),
        wrongAnswers: wrongAnswers(answer, [
          { answer: mixed, misconception: say("halfQuarterMixed") },
          { answer: part === "threeQuarters" ? n - 3 : n - size, misconception: say("tookAway") },
        ]),
      },
    };
  },
});
