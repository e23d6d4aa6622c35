import { defineGenerator, say } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Metres and centimetres, kilograms and grams, litres and millilitres. Steps of difficulty: 1 whole
 * metres, kilograms or litres in the small unit, 2 a half, a quarter or three quarters of one, 3 a
 * mixed measure such as 2 m 5 cm in the small unit, 4 a half, a quarter or three quarters of a metre
 * in centimetres, or the centimetres that make a ribbon a metre long (the numbers of Class 2, to 100).
 */
const UNITS = [
  { big: "metre", small: "cm", per: 100, wrongPer: 10 },
  { big: "kilogram", small: "g", per: 1000, wrongPer: 100 },
  { big: "litre", small: "mL", per: 1000, wrongPer: 100 },
] as const;
const PARTS = [
  { part: "half", top: 1, bottom: 2 },
  { part: "quarter", top: 1, bottom: 4 },
  { part: "threeQuarters", top: 3, bottom: 4 },
] as const;

export const measureUnits = defineGenerator({
  id: "measureUnits",
  version: 1,
  name: {
    en: "Metres and centimetres, kilograms and grams, litres and millilitres",
    hi: "मीटर-सेंटीमीटर, किलोग्राम-ग्राम, लीटर-मिलीलीटर",
  },
  bounds: { min: 1, max: 4, defaultMin: 1, defaultMax: 2 },
  classes: [2, 3],
  skills: ["metres-and-centimetres", "kilograms-and-litres"],
  families: ["Mathematics"],
  texts: {
    en: {
      wholePrompt: "How many {small} are there in {n} {bigMany}?",
      partPrompt: "How many {small} are there in {part} {big}?",
      mixedPrompt: "{n} {bigShort} {rest} {small} is how many {small} in all?",
      hint: "1 {big} = {per} {small}.",
      wholeSolution: "1 {big} = {per} {small}\n{n} × {per} = {answer}\nSo {n} {bigMany} = {answer} {small}.",
      partSolution:
        "1 {big} = {per} {small}\nOne part: {per} ÷ {bottom} = {one} {small}\nTake {top}: {top} × {one} = {answer}\nSo {part} {big} = {answer} {small}.",
      mixedSolution: "{n} {bigShort} = {n} × {per} = {whole} {small}\n{whole} + {rest} = {answer}",
      half: "half a",
      quarter: "a quarter of a",
      threeQuarters: "three quarters of a",
      metre: "metre",
      kilogram: "kilogram",
      litre: "litre",
      metreMany: "metres",
      kilogramMany: "kilograms",
      litreMany: "litres",
      metreShort: "m",
      kilogramShort: "kg",
      litreShort: "L",
      cm: "cm",
      g: "g",
      mL: "mL",
      tenPerUnit:
        "Used the wrong number of small units in one big unit (10 cm in a metre, 100 g in a kilogram)",
      halfQuarterMixed: "Mixed up a half and a quarter",
      sideBySide: "Wrote the two numbers side by side instead of changing the big unit",
      addedNumbers: "Added the two numbers without changing the big unit",
      toMetrePrompt: "A ribbon is {rest} cm long. How many more cm make it 1 metre long?",
      toMetreSolution: "1 metre = 100 cm\n100 − {rest} = {answer}\nSo {answer} cm more make 1 metre.",
      forgotBorrowedTen: "Took the ones from 10 but forgot to take that ten from the tens",
      tensOnly: "Took away only the tens of {rest}",
    },
    hi: {
      wholePrompt: "{n} {bigMany} में कितने {small} होते हैं?",
      partPrompt: "{part} {big} में कितने {small} होते हैं?",
      mixedPrompt: "{n} {bigShort} {rest} {small} कुल कितने {small} हैं?",
      hint: "1 {big} = {per} {small}।",
      wholeSolution:
        "1 {big} = {per} {small}\n{n} × {per} = {answer}\nइसलिए {n} {bigMany} = {answer} {small}।",
      partSolution:
        "1 {big} = {per} {small}\nएक भाग: {per} ÷ {bottom} = {one} {small}\n{top} भाग: {top} × {one} = {answer}\nइसलिए {part} {big} = {answer} {small}।",
      mixedSolution: "{n} {bigShort} = {n} × {per} = {whole} {small}\n{whole} + {rest} = {answer}",
      half: "आधे",
      quarter: "चौथाई",
      threeQuarters: "पौन",
      metre: "मीटर",
      kilogram: "किलोग्राम",
      litre: "लीटर",
      metreMany: "मीटर",
      kilogramMany: "किलोग्राम",
      litreMany: "लीटर",
      metreShort: "मी",
      kilogramShort: "किग्रा",
      litreShort: "ली",
      cm: "सेमी",
      g: "ग्राम",
      mL: "मिली",
      tenPerUnit: "एक बड़ी इकाई में छोटी इकाइयाँ गलत मानीं (1 मीटर में 10 सेमी, 1 किलोग्राम में 100 ग्राम)",
      halfQuarterMixed: "आधे और चौथाई में गड़बड़ कर दी",
      sideBySide: "बड़ी इकाई बदले बिना दोनों संख्याएँ पास-पास लिख दीं",
      addedNumbers: "बड़ी इकाई बदले बिना दोनों संख्याएँ जोड़ दीं",
      toMetrePrompt: "एक रिबन {rest} सेमी लंबा है। उसे 1 मीटर लंबा करने के लिए कितने सेमी और चाहिए?",
      toMetreSolution: "1 मीटर = 100 सेमी\n100 − {rest} = {answer}\nइसलिए 1 मीटर के लिए {answer} सेमी और चाहिए।",
      forgotBorrowedTen: "इकाई 10 में से घटाई, पर वह दहाई, दहाइयों में से घटाना भूल गए",
      tensOnly: "{rest} की केवल दहाइयाँ घटाईं",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    // Step 4 is step 2 with metres only: a half, a quarter or three quarters of a metre (Class 2).
    const unit = step === 4 ? UNITS[0] : random.pick(UNITS);
    const names = {
      big: say(unit.big),
      bigMany: say(`${unit.big}Many`),
      bigShort: say(`${unit.big}Short`),
      small: say(unit.small),
      per: unit.per,
    };
    if (step === 1) {
      const n = random.int(2, 9);
      const answer = n * unit.per;
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("wholePrompt", { ...names, n }),
          answer: String(answer),
          hint: say("hint", names),
          solution: say("wholeSolution", { ...names, n, answer }),
          wrongAnswers: wrongAnswers(answer, [
            { answer: n * unit.wrongPer, misconception: say("tenPerUnit") },
          ]),
        },
      };
    }
    if (step === 4 && random.next() < 0.5) {
      // The centimetres a ribbon lacks to be a metre: a take-away from 100 with a borrowed ten.
      let rest = random.int(11, 89);
      if (rest % 10 === 0) rest += random.int(1, 9);
      const answer = 100 - rest;
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("toMetrePrompt", { rest }),
          answer: String(answer),
          hint: say("hint", names),
          solution: say("toMetreSolution", { rest, answer }),
          wrongAnswers: wrongAnswers(answer, [
            { answer: answer + 10, misconception: say("forgotBorrowedTen") },
            { answer: 100 - rest + (rest % 10), misconception: say("tensOnly", { rest }) },
          ]),
        },
      };
    }
    if (step === 2 || step === 4) {
      const { part, top, bottom } = random.pick(PARTS);
      const one = unit.per / bottom;
      const answer = top * one;
      // A half taken for a quarter and a quarter for a half; three quarters read as one quarter.
      const mixed = part === "half" ? unit.per / 4 : part === "quarter" ? unit.per / 2 : unit.per / 4;
      return {
        values: [step],
        item: {
          kind: "numeric",
          prompt: say("partPrompt", { ...names, part: say(part) }),
          answer: String(answer),
          hint: say("hint", names),
          solution: say("partSolution", { ...names, part: say(part), top, bottom, one, answer }),
          wrongAnswers: wrongAnswers(answer, [
            { answer: (top * unit.wrongPer) / bottom, misconception: say("tenPerUnit") },
            { answer: mixed, misconception: say("halfQuarterMixed") },
          ]),
        },
      };
    }
    const n = random.int(1, 9);
    // Half the time fewer than ten small units, where writing side by side loses a zero.
    const rest = random.next() < 0.5 ? random.int(1, 9) : random.int(10, unit.per - 1);
    const whole = n * unit.per;
    const answer = whole + rest;
    return {
      values: [step],
      item: {
        kind: "numeric",
        prompt: say("mixedPrompt", { ...names, n, rest }),
        answer: String(answer),
        hint: say("hint", names),
        solution: say("mixedSolution", { ...names, n, rest, whole, answer }),
        wrongAnswers: wrongAnswers(answer, [
          { answer: Number(`${n}${rest}`), misconception: say("sideBySide") },
          { answer: n + rest, misconception: say("addedNumbers") },
        ]),
      },
    };
  },
});
