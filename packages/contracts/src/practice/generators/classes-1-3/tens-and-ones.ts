import { defineGenerator, say, type Text } from "../define.ts";
import { wrongAnswers } from "./shared.ts";

/**
 * Making a number from bundles: tens and ones (10–99), and hundreds, tens and ones (100–999). The
 * author's range is the number's range. The parts are sometimes named ones first, as a child hears
 * "4 ones and 3 tens", so writing the digits in the order heard is a mistake the question can show.
 */
export const tensAndOnes = defineGenerator({
  id: "tensAndOnes",
  version: 1,
  name: { en: "Tens and ones make a number", hi: "दहाई और इकाई से संख्या बनाना" },
  bounds: { min: 10, max: 999, defaultMin: 10, defaultMax: 99 },
  classes: [1, 2, 3],
  skills: ["tens-and-ones", "hundreds-tens-and-ones"],
  families: ["Mathematics"],
  texts: {
    en: {
      two: "{first} and {second} make which number?",
      three: "{first}, {second} and {third} make which number?",
      hundreds: "{n} hundreds",
      hundred: "{n} hundred",
      tens: "{n} tens",
      ten: "{n} ten",
      ones: "{n} ones",
      one: "{n} one",
      hint: "A ten is a bundle of 10 sticks; a hundred is 10 tens. Put each part in its own place.",
      solutionTwo: "Tens: {t} × 10 = {tensValue}\nAdd the ones: {tensValue} + {o} = {answer}",
      solutionThree:
        "Hundreds: {h} × 100 = {hundredsValue}\nTens: {t} × 10 = {tensValue}\nAdd them and the ones: {hundredsValue} + {tensValue} + {o} = {answer}",
      addedParts: "Added the counts of bundles and ones as if they were all ones",
      orderHeard: "Wrote the digits in the order they were said, not in their places",
      skippedZero: "Left out the zero of an empty place",
    },
    hi: {
      two: "{first} और {second} से कौन-सी संख्या बनती है?",
      three: "{first}, {second} और {third} से कौन-सी संख्या बनती है?",
      hundreds: "{n} सैकड़े",
      hundred: "{n} सैकड़ा",
      tens: "{n} दहाई",
      ten: "{n} दहाई",
      ones: "{n} इकाई",
      one: "{n} इकाई",
      hint: "एक दहाई 10 तीलियों का बंडल है; एक सैकड़ा 10 दहाई है। हर भाग को उसके अपने स्थान पर रखो।",
      solutionTwo: "दहाई: {t} × 10 = {tensValue}\nइकाई जोड़ो: {tensValue} + {o} = {answer}",
      solutionThree:
        "सैकड़े: {h} × 100 = {hundredsValue}\nदहाई: {t} × 10 = {tensValue}\nइकाई के साथ जोड़ो: {hundredsValue} + {tensValue} + {o} = {answer}",
      addedParts: "बंडलों और इकाइयों की गिनती को ऐसे जोड़ा जैसे सब इकाइयाँ हों",
      orderHeard: "अंकों को उनके स्थान पर नहीं, सुने गए क्रम में लिखा",
      skippedZero: "खाली स्थान का शून्य छोड़ दिया",
    },
  },
  generate(random, min, max) {
    const number = random.int(min, max);
    const [h, t, o] = [Math.floor(number / 100), Math.floor(number / 10) % 10, number % 10];
    const onesFirst = random.next() < 0.4;
    const part = (n: number, one: string, many: string) => say(n === 1 ? one : many, { n });
    const tensPart = part(t, "ten", "tens");
    const onesPart = part(o, "one", "ones");
    const parts = h > 0 ? [part(h, "hundred", "hundreds"), tensPart, onesPart] : [tensPart, onesPart];
    const digits = h > 0 ? [h, t, o] : [t, o];
    if (onesFirst) {
      parts.reverse();
      digits.reverse();
    }
    const heard = Number(digits.join(""));
    const named = [
      { answer: h + t + o, misconception: say("addedParts") },
      ...(onesFirst ? [{ answer: heard, misconception: say("orderHeard") }] : []),
      ...(h > 0 && t === 0 ? [{ answer: h * 10 + o, misconception: say("skippedZero") }] : []),
    ];
    const [first, second, third] = parts as [Text, Text, Text];
    const params = { h, t, o, hundredsValue: h * 100, tensValue: t * 10, answer: number };
    return {
      values: [number],
      item: {
        kind: "numeric",
        prompt: h > 0 ? say("three", { first, second, third }) : say("two", { first, second }),
        answer: String(number),
        hint: say("hint"),
        solution: say(h > 0 ? "solutionThree" : "solutionTwo", params),
        wrongAnswers: wrongAnswers(number, named),
      },
    };
  },
});
