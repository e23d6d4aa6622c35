import type { Random } from "../../random.ts";
import { bracketed, defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Linear polynomials and lines. Bounds: 1 the value p(k) of ax + b, 2 the zero of ax + b, 3 the next
 * value of a linear pattern from a table; 4 y on the line ax + by = c for a given x, 5 the slope of the
 * line through two points, 6 where the line ax + by = c crosses the y-axis.
 */
const nonZero = (random: Random, most: number) => (random.next() < 0.5 ? -1 : 1) * random.int(1, most);
const signedTerm = (v: number) => (v < 0 ? `− ${-v}` : `+ ${v}`);
const show = (v: number) => (v < 0 ? `−${-v}` : `${v}`);
/** `3x + 2`, `-x - 4`, `5x`: ax + b as an expression answer is written (a plain hyphen for minus). */
const polynomial = (a: number, b: number) => {
  const ax = a === 1 ? "x" : a === -1 ? "-x" : `${a}x`;
  return b === 0 ? ax : `${ax} ${b < 0 ? "-" : "+"} ${Math.abs(b)}`;
};

export const linearPolynomial = defineGenerator({
  id: "linearPolynomial",
  version: 1,
  name: { en: "Linear polynomials and straight lines", hi: "रैखिक बहुपद और सरल रेखाएँ" },
  bounds: { min: 1, max: 8, defaultMin: 1, defaultMax: 6 },
  classes: [9],
  skills: ["value-and-zero-of-linear-polynomial", "points-and-slope-of-a-line", "rule-of-a-linear-pattern"],
  families: ["Mathematics"],
  texts: {
    en: {
      valuePrompt: "If p(x) = {a}x {b}, find p({k}).",
      zeroPrompt: "Find the zero of the polynomial p(x) = {a}x {b}.",
      patternPrompt:
        "A linear pattern: when x is 1, 2, 3, 4 the value is {values}. What is the value when x is {k}?",
      linePrompt: "The point (x, y) lies on the line {a}x {b}y = {c}. If x = {x}, find y.",
      slopePrompt: "Find the slope of the line through the points ({x1}, {y1}) and ({x2}, {y2}).",
      interceptPrompt: "At what value of y does the line {a}x {b}y = {c} cross the y-axis?",
      rulePrompt:
        "A linear pattern: when x is 1, 2, 3, 4 the value is {values}. Write the linear polynomial p(x) = ax + b that gives it.",
      ruleHint: "a is what each step adds. b is the value at x = 0: one step back from the value at x = 1.",
      ruleSolution:
        "Each step adds {d}: {second} − {first} = {d}, so a = {d}.\nAt x = 0 the value is one step back: {first} − {db} = {c}, so b = {c}.\np(x) = {answer}",
      firstAsConstant: "Took the value at x = 1 as b instead of the value at x = 0",
      swappedCoefficients: "Swapped a and b: wrote the constant as the coefficient of x",
      hint: "Put the number in place of x. The zero of ax + b is −b ÷ a.",
      lineHint: "Put in the known value and solve. Slope = (y₂ − y₁) ÷ (x₂ − x₁); on the y-axis x is 0.",
      valueSolution: "p({k}) is {a} × {kb} {b}: {a} × {kb} {b} = {answer}",
      zeroSolution:
        "The zero makes {a}x {b} equal 0, so {a}x equals {minusB}.\nx: {minusB} ÷ {ab} = {answer}",
      patternSolution:
        "Each step adds {d}: {second} − {first} = {d}\nValue at x = {k}: {first} + ({k} − 1) × {db} = {answer}",
      lineSolution:
        "Put x = {x}: {a} × {xb} {b}y equals {c}, so {bs}y equals {c} − {a} × {xb} = {rest}\ny: {rest} ÷ {bb} = {answer}",
      slopeSolution: "Slope: ({y2} − {y1b}) ÷ ({x2} − {x1b}) = {rise} ÷ {run} = {answer}",
      interceptSolution: "On the y-axis x is 0, so {bs}y equals {c}.\ny: {c} ÷ {bb} = {answer}",
      forgotConstant: "Multiplied a by the number but forgot to add b",
      addedNotMultiplied: "Added a and the number instead of multiplying",
      signOfZero: "Took b/a instead of −b/a",
      forgotDivide: "Moved b across but did not divide by a",
      usedXAsStep: "Multiplied the step by x instead of by x − 1",
      keptSign: "Moved a term across without changing its sign",
      invertedSlope: "Divided the change in x by the change in y",
      riseOnly: "Gave the change in y without dividing by the change in x",
      gaveXIntercept: "Found where the line crosses the x-axis instead",
    },
    hi: {
      valuePrompt: "यदि p(x) = {a}x {b} है, तो p({k}) ज्ञात करो।",
      zeroPrompt: "बहुपद p(x) = {a}x {b} का शून्यक ज्ञात करो।",
      patternPrompt: "एक रैखिक पैटर्न: x = 1, 2, 3, 4 पर मान {values} हैं। x = {k} पर मान क्या होगा?",
      linePrompt: "बिंदु (x, y) रेखा {a}x {b}y = {c} पर है। यदि x = {x} है, तो y ज्ञात करो।",
      slopePrompt: "बिंदुओं ({x1}, {y1}) और ({x2}, {y2}) से जाने वाली रेखा की ढाल ज्ञात करो।",
      interceptPrompt: "रेखा {a}x {b}y = {c}, y-अक्ष को y के किस मान पर काटती है?",
      rulePrompt: "एक रैखिक पैटर्न: x = 1, 2, 3, 4 पर मान {values} हैं। इसे देने वाला रैखिक बहुपद p(x) = ax + b लिखो।",
      ruleHint: "a वह है जो हर कदम पर जुड़ता है। b, x = 0 पर मान है: x = 1 वाले मान से एक कदम पीछे।",
      ruleSolution:
        "हर कदम पर {d} जुड़ता है: {second} − {first} = {d}, इसलिए a = {d}।\nx = 0 पर मान एक कदम पीछे है: {first} − {db} = {c}, इसलिए b = {c}।\np(x) = {answer}",
      firstAsConstant: "x = 0 वाले मान की जगह x = 1 वाले मान को b ले लिया",
      swappedCoefficients: "a और b की अदला-बदली कर दी: अचर को x का गुणांक लिख दिया",
      hint: "x की जगह संख्या रखो। ax + b का शून्यक −b ÷ a है।",
      lineHint: "ज्ञात मान रखकर हल करो। ढाल = (y₂ − y₁) ÷ (x₂ − x₁); y-अक्ष पर x शून्य है।",
      valueSolution: "p({k}) यानी {a} × {kb} {b}: {a} × {kb} {b} = {answer}",
      zeroSolution:
        "शून्यक पर {a}x {b} का मान 0 है, इसलिए {a}x बराबर है {minusB} के।\nx: {minusB} ÷ {ab} = {answer}",
      patternSolution:
        "हर कदम पर {d} जुड़ता है: {second} − {first} = {d}\nx = {k} पर मान: {first} + ({k} − 1) × {db} = {answer}",
      lineSolution:
        "x = {x} रखो: {a} × {xb} {b}y बराबर है {c} के, इसलिए {bs}y बराबर है {c} − {a} × {xb} = {rest}\ny: {rest} ÷ {bb} = {answer}",
      slopeSolution: "ढाल: ({y2} − {y1b}) ÷ ({x2} − {x1b}) = {rise} ÷ {run} = {answer}",
      interceptSolution: "y-अक्ष पर x = 0 है, इसलिए {bs}y बराबर है {c} के।\ny: {c} ÷ {bb} = {answer}",
      forgotConstant: "a को संख्या से गुणा किया, पर b जोड़ना भूल गए",
      addedNotMultiplied: "a और संख्या को गुणा करने की जगह जोड़ दिया",
      signOfZero: "−b/a की जगह b/a लिया",
      forgotDivide: "b को दूसरी ओर ले गए, पर a से भाग नहीं दिया",
      usedXAsStep: "कदम को x − 1 की जगह x से गुणा किया",
      keptSign: "पद को दूसरी ओर ले जाते समय चिह्न नहीं बदला",
      invertedSlope: "x के बदलाव को y के बदलाव से भाग दिया",
      riseOnly: "y का बदलाव बताया, x के बदलाव से भाग नहीं दिया",
      gaveXIntercept: "x-अक्ष को काटने वाला बिंदु निकाल दिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step <= 2) {
      const a = random.int(2, 9) * (random.next() < 0.3 ? -1 : 1);
      if (step === 1) {
        const [b, k] = [nonZero(random, 15), nonZero(random, 9)];
        const answer = a * k + b;
        const params = { a: show(a), b: signedTerm(b), k: show(k), kb: bracketed(k), answer };
        return {
          values: [step],
          item: numericItem(say("valuePrompt", params), answer, say("hint"), say("valueSolution", params), [
            [a * k, "forgotConstant"],
            [a + k + b, "addedNotMultiplied"],
          ]),
        };
      }
      const zero = nonZero(random, 9);
      const b = -a * zero;
      const params = { a: show(a), b: signedTerm(b), minusB: bracketed(-b), ab: bracketed(a), answer: zero };
      return {
        values: [step],
        item: numericItem(say("zeroPrompt", params), zero, say("hint"), say("zeroSolution", params), [
          [-zero, "signOfZero"],
          [-b, "forgotDivide"],
        ]),
      };
    }
    if (step === 3) {
      const [first, d, k] = [random.int(-5, 20), nonZero(random, 9), random.int(6, 25)];
      const values = [0, 1, 2, 3].map((i) => first + i * d);
      const answer = first + (k - 1) * d;
      const params = {
        values: values.map(show).join(", "),
        k,
        d,
        db: bracketed(d),
        first: bracketed(first),
        second: bracketed(first + d),
        answer,
      };
      return {
        values: [step],
        item: numericItem(say("patternPrompt", params), answer, say("hint"), say("patternSolution", params), [
          [first + k * d, "usedXAsStep"],
          [k * d, "forgotConstant"],
        ]),
      };
    }
    if (step >= 7) {
      // p(x) = dx + c: growing (7) or shrinking (8); c is neither 0 nor d, so every slip differs.
      const d = (step === 7 ? 1 : -1) * random.int(2, 9);
      let c = nonZero(random, 12);
      if (c === d) c = -c;
      const values = [1, 2, 3, 4].map((x) => d * x + c);
      const answer = polynomial(d, c);
      return {
        values: [step],
        item: {
          kind: "expression" as const,
          prompt: say("rulePrompt", { values: values.map(show).join(", ") }),
          answer,
          hint: say("ruleHint"),
          solution: say("ruleSolution", {
            d: show(d),
            db: bracketed(d),
            first: bracketed(values[0] as number),
            second: bracketed(values[1] as number),
            c: show(c),
            answer: answer.replace(/-/g, "−"),
          }),
          wrongAnswers: [
            { answer: polynomial(d, c + d), misconception: say("firstAsConstant") },
            { answer: polynomial(c, d), misconception: say("swappedCoefficients") },
          ],
        },
      };
    }
    if (step === 5) {
      for (;;) {
        const [x1, y1] = [nonZero(random, 9), nonZero(random, 9)];
        const run = nonZero(random, 6);
        const slope = nonZero(random, 5);
        const [x2, y2] = [x1 + run, y1 + slope * run];
        if (Math.abs(run) === 1 && Math.abs(slope) === 1) continue;
        const params = {
          x1: show(x1),
          y1: show(y1),
          x2: bracketed(x2),
          y2: bracketed(y2),
          x1b: bracketed(x1),
          y1b: bracketed(y1),
          rise: bracketed(slope * run),
          run: bracketed(run),
          answer: slope,
        };
        return {
          values: [step],
          item: numericItem(
            say("slopePrompt", { ...params, x2: show(x2), y2: show(y2) }),
            slope,
            say("lineHint"),
            say("slopeSolution", params),
            [
              [run / (slope * run), "invertedSlope"],
              [slope * run, "riseOnly"],
            ],
          ),
        };
      }
    }
    // A line ax + by = c with whole answers: b divides c − ax (step 4) or c (step 6).
    const a = (random.next() < 0.3 ? -1 : 1) * random.int(2, 6);
    const b = (random.next() < 0.4 ? -1 : 1) * random.int(2, 5);
    if (step === 4) {
      const [x, y] = [nonZero(random, 9), nonZero(random, 9)];
      const c = a * x + b * y;
      const rest = c - a * x;
      const params = {
        a: show(a),
        bs: show(b),
        c: show(c),
        x: show(x),
        xb: bracketed(x),
        rest: bracketed(rest),
        bb: bracketed(b),
        answer: y,
      };
      return {
        values: [step],
        item: numericItem(
          say("linePrompt", { ...params, b: signedTerm(b) }),
          y,
          say("lineHint"),
          say("lineSolution", { ...params, b: signedTerm(b), c: bracketed(c) }),
          [
            [(c + a * x) / b, "keptSign"],
            [rest, "forgotDivide"],
          ],
        ),
      };
    }
    const y0 = nonZero(random, 9);
    const c = b * y0;
    const params = { a: show(a), b: signedTerm(b), bs: show(b), c: show(c), bb: bracketed(b), answer: y0 };
    return {
      values: [step],
      item: numericItem(
        say("interceptPrompt", params),
        y0,
        say("lineHint"),
        say("interceptSolution", { ...params, c: bracketed(c) }),
        [
          [c / a, "gaveXIntercept"],
          [c, "forgotDivide"],
        ],
      ),
    };
  },
});
