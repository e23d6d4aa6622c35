import { defineGenerator, say } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Fractions as equal shares. Steps: 1 a unit fraction of a number (1/4 of 20), 2 any fraction of a
 * number (3/4 of 24), 3 the missing number of an equivalent fraction (2/3 = ?/12). Named mistakes:
 * multiplied by the bottom number instead of dividing, took the bottom number away, found one share
 * only, divided by the top number, added the same number to top and bottom, kept the top number.
 */
export const fractionOf = defineGenerator({
  id: "fractionOf",
  version: 1,
  name: { en: "A fraction of a number; equal fractions", hi: "किसी संख्या का भिन्न भाग; तुल्य भिन्न" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [4, 5],
  skills: ["fraction-of-a-number", "equivalent-fractions"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      ofPrompt: "{name} has {whole} {thing} to share equally. What is {top}/{bottom} of {whole}?",
      ofHint: "Make {bottom} equal shares of {whole}; {top}/{bottom} is {top} of those shares.",
      unitSolution: "One share: {whole} ÷ {bottom} = {answer}.",
      ofSolution: "One share: {whole} ÷ {bottom} = {share}; {top} shares: {top} × {share} = {answer}.",
      equalPrompt: "Fill in the missing number: {top}/{bottom} = ?/{newBottom}",
      equalHint: "What was {bottom} multiplied by to make {newBottom}? Multiply {top} by the same number.",
      equalSolution: "{bottom} × {times} = {newBottom}, so the top is {top} × {times} = {answer}.",
      rotis: "rotis",
      laddoos: "laddoos",
      marbles: "marbles",
      bangles: "bangles",
      meena: "Meena",
      arjun: "Arjun",
      fatima: "Fatima",
      tenzing: "Tenzing",
      multipliedByBottom: "Multiplied by the bottom number instead of dividing",
      tookAwayBottom: "Took the bottom number away instead of sharing",
      oneShareOnly: "Found one share but did not take enough shares",
      dividedByTop: "Divided by the top number",
      addedSame: "Added the same number to the top and the bottom",
      keptTop: "Kept the top number the same",
    },
    hi: {
      ofPrompt: "{name} के पास बराबर-बराबर बाँटने के लिए {whole} {thing} हैं। {whole} का {top}/{bottom} कितना है?",
      ofHint: "{whole} के {bottom} बराबर हिस्से करो; {top}/{bottom} यानी उन {bottom} हिस्सों में से {top}।",
      unitSolution: "एक हिस्सा: {whole} ÷ {bottom} = {answer}।",
      ofSolution: "एक हिस्सा: {whole} ÷ {bottom} = {share}; {top} हिस्से: {top} × {share} = {answer}।",
      equalPrompt: "खाली जगह की संख्या भरो: {top}/{bottom} = ?/{newBottom}",
      equalHint: "{newBottom} बनाने के लिए {bottom} को किससे गुणा किया? {top} को भी उसी संख्या से गुणा करो।",
      equalSolution: "{bottom} × {times} = {newBottom}, इसलिए ऊपर की संख्या {top} × {times} = {answer}।",
      rotis: "रोटियाँ",
      laddoos: "लड्डू",
      marbles: "कंचे",
      bangles: "चूड़ियाँ",
      meena: "मीना",
      arjun: "अर्जुन",
      fatima: "फ़ातिमा",
      tenzing: "तेनज़िंग",
      multipliedByBottom: "भाग देने की जगह नीचे की संख्या से गुणा कर दिया",
      tookAwayBottom: "बाँटने की जगह नीचे की संख्या घटा दी",
      oneShareOnly: "एक हिस्सा निकाला पर उतने हिस्से नहीं लिए",
      dividedByTop: "ऊपर की संख्या से भाग दे दिया",
      addedSame: "ऊपर और नीचे एक ही संख्या जोड़ दी",
      keptTop: "ऊपर की संख्या वैसी ही रख दी",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 3) {
      const bottom = random.int(3, 10);
      const top = random.int(1, bottom - 1);
      const times = random.int(2, 6);
      const newBottom = bottom * times;
      const answer = top * times;
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("equalPrompt", { top, bottom, newBottom }),
          answer: String(answer),
          hint: say("equalHint", { top, bottom, newBottom }),
          solution: say("equalSolution", { top, bottom, newBottom, times, answer }),
          wrongAnswers: wrongAnswers(String(answer), [
            { answer: top + newBottom - bottom, misconception: say("addedSame") },
            { answer: top, misconception: say("keptTop") },
          ]),
        },
      };
    }
    const bottom = step === 1 ? random.int(2, 5) : random.int(3, 10);
    const top = step === 1 ? 1 : random.int(2, bottom - 1);
    const share = random.int(2, step === 1 ? 10 : 12);
    const whole = bottom * share;
    const answer = top * share;
    const params = {
      name: say(random.pick(["meena", "arjun", "fatima", "tenzing"])),
      thing: say(random.pick(["rotis", "laddoos", "marbles", "bangles"])),
      whole,
      top,
      bottom,
      share,
      answer,
    };
    const wrong =
      step === 1
        ? [
            { answer: whole * bottom, misconception: say("multipliedByBottom") },
            { answer: whole - bottom, misconception: say("tookAwayBottom") },
          ]
        : [
            { answer: share, misconception: say("oneShareOnly") },
            ...(whole % top === 0 ? [{ answer: whole / top, misconception: say("dividedByTop") }] : []),
          ];
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("ofPrompt", params),
        answer: String(answer),
        hint: say("ofHint", params),
        solution: say(step === 1 ? "unitSolution" : "ofSolution", params),
        wrongAnswers: wrongAnswers(String(answer), wrong),
      },
    };
  },
});
