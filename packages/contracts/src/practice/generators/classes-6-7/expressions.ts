import type { Draft } from "../define.ts";
import { defineGenerator, say } from "../define.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Expressions: 1–3 multiplication before addition, 4–6 brackets, 7–9 the value of an expression
 * with a letter-number, 10–12 collecting like terms, 13–15 writing an expression for a story. The
 * last two are answered as expressions, graded by value (docs/adr/0541-expression-answers.md).
 */
const LETTERS = ["x", "y", "a", "m", "n", "p"] as const;
const STORIES = ["pencils", "age", "shelves"] as const;

/** An expression answer with its named wrong answers (any that equal the key are left out). */
function expression(
  value: number,
  prompt: string,
  hint: string,
  solution: string,
  params: Record<string, string | number>,
  answer: string,
  wrongs: [string, string][],
): Draft {
  return {
    values: [value],
    item: {
      kind: "expression",
      prompt: say(prompt, params),
      hint: say(hint, params),
      solution: say(solution, params),
      answer,
      wrongAnswers: wrongs
        .filter(([, w]) => w !== answer)
        .map(([m, w]) => ({ answer: w, misconception: say(m) })),
    },
  };
}

export const expressions = defineGenerator({
  id: "expressions",
  version: 1,
  name: { en: "Expressions: order, brackets, letter-numbers", hi: "व्यंजक: क्रम, कोष्ठक, अक्षर-संख्याएँ" },
  bounds: kindBounds(5),
  classes: [7],
  skills: ["order-of-operations", "brackets", "value-of-an-expression", "like-terms", "write-an-expression"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "{expr} = ?",
      orderHint: "Multiply and divide before you add and subtract (unless brackets say otherwise).",
      orderSolution: "Multiply first: {product}.\nThen from the left: {expr} = {rest} = {answer}",
      bracketHint:
        "Work out the bracket first. A minus sign before a bracket takes away everything inside it.",
      bracketSolution: "Bracket first: {inside}.\nThen: {expr} = {rest} = {answer}",
      valuePrompt: "Find the value of {expr} when {given}.",
      valueHint: "Put the number in place of the letter: {coefficientHint} means {coefficientHint2}.",
      valueSolution: "Put {given}:\n{numbers} = {middle} = {answer}",
      likePrompt: "Simplify: {expr}",
      likeHint: "Only like terms (the same letter) can be added or subtracted: add their numbers.",
      likeSolution: "Group the like terms: {expr} = {grouped} = {answer}",
      pencilsPrompt:
        "One pencil costs ₹{letter}. Meena buys {k} pencils and an eraser that costs ₹{c}. Write an expression for the total cost in rupees.",
      agePrompt:
        "Ravi is {letter} years old. His grandmother's age is {k} times Ravi's age and {c} years more. Write an expression for his grandmother's age.",
      shelvesPrompt:
        "A library has {k} shelves with {letter} books on each shelf and {c} more books on a table. Write an expression for the number of books.",
      storyHint: "{k} lots of {letter} is written {k}{letter}. Then add what is extra.",
      storySolution: "{k} lots of {letter} make {k}{letter}; then add {c}.\nExpression: {answer}",
      leftToRight: "Worked from left to right without multiplying first",
      ignoredBrackets: "Ignored the brackets",
      signInside: "Did not change the sign inside the bracket when taking it away",
      joinedDigits: "Wrote the number next to the letter's value as digits (3x with x = 5 as 35)",
      addedCoefficient: "Added the number to the letter's value instead of multiplying",
      multipliedLetters: "Multiplied the letters together when adding like terms",
      droppedLetter: "Dropped the letter when adding like terms",
      addedUnlike: "Added unlike terms (a letter term and a number) together",
      ignoredMinus: "Added a term that had a minus sign",
      addedCount: "Added the count instead of multiplying by it",
      multipliedAll: "Multiplied the extra amount too",
    },
    hi: {
      prompt: "{expr} = ?",
      orderHint: "जोड़ने और घटाने से पहले गुणा और भाग करो (जब तक कोष्ठक कुछ और न कहे)।",
      orderSolution: "पहले गुणा करो: {product}।\nफिर बाईं ओर से: {expr} = {rest} = {answer}",
      bracketHint: "पहले कोष्ठक हल करो। कोष्ठक से पहले ऋण चिह्न हो तो कोष्ठक के अंदर की पूरी संख्या घटती है।",
      bracketSolution: "पहले कोष्ठक: {inside}।\nफिर: {expr} = {rest} = {answer}",
      valuePrompt: "जब {given} हो, तब {expr} का मान ज्ञात करो।",
      valueHint: "अक्षर की जगह संख्या रखो: {coefficientHint} का मतलब है {coefficientHint2}।",
      valueSolution: "{given} रखो:\n{numbers} = {middle} = {answer}",
      likePrompt: "सरल करो: {expr}",
      likeHint: "केवल समान पद (एक ही अक्षर वाले) जोड़े या घटाए जा सकते हैं: उनकी संख्याएँ जोड़ो।",
      likeSolution: "समान पदों को साथ रखो: {expr} = {grouped} = {answer}",
      pencilsPrompt:
        "एक पेंसिल ₹{letter} की है। मीना {k} पेंसिलें और ₹{c} का एक रबड़ खरीदती है। कुल दाम (रुपयों में) के लिए व्यंजक लिखो।",
      agePrompt:
        "रवि {letter} वर्ष का है। उसकी दादी की आयु रवि की आयु के {k} गुने से {c} वर्ष अधिक है। दादी की आयु के लिए व्यंजक लिखो।",
      shelvesPrompt:
        "एक पुस्तकालय में {k} अलमारियाँ हैं, हर अलमारी में {letter} किताबें हैं, और {c} किताबें मेज़ पर हैं। कुल किताबों के लिए व्यंजक लिखो।",
      storyHint: "{letter} के {k} गुने को {k}{letter} लिखते हैं। फिर जो अधिक है उसे जोड़ो।",
      storySolution: "{letter} के {k} गुने हुए {k}{letter}; फिर {c} जोड़ो।\nव्यंजक: {answer}",
      leftToRight: "पहले गुणा किए बिना बाएँ से दाएँ हल कर दिया",
      ignoredBrackets: "कोष्ठक पर ध्यान नहीं दिया",
      signInside: "कोष्ठक को घटाते समय अंदर का चिह्न नहीं बदला",
      joinedDigits: "संख्या के साथ अक्षर का मान अंकों की तरह लिख दिया (x = 5 पर 3x को 35)",
      addedCoefficient: "गुणा करने की जगह संख्या को अक्षर के मान में जोड़ दिया",
      multipliedLetters: "समान पद जोड़ते समय अक्षरों का गुणा कर दिया",
      droppedLetter: "समान पद जोड़ते समय अक्षर छोड़ दिया",
      addedUnlike: "असमान पदों (अक्षर वाला पद और संख्या) को जोड़ दिया",
      ignoredMinus: "ऋण चिह्न वाले पद को जोड़ दिया",
      addedCount: "गिनती से गुणा करने की जगह उसे जोड़ दिया",
      multipliedAll: "अधिक वाली राशि का भी गुणा कर दिया",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    const big = [9, 15, 25][level - 1] as number;
    const n = (from = 2) => random.int(from, big);
    if (kind === 0) {
      const [a, b, c] = [n(), n(), n()];
      if (level === 3) {
        const d = random.int(1, a + b * c - 1);
        const expr = `${a} + ${b} × ${c} − ${d}`;
        const params = {
          expr,
          product: `${b} × ${c} = ${b * c}`,
          rest: `${a} + ${b * c} − ${d}`,
          answer: a + b * c - d,
        };
        return numeric(value, texts("prompt", "orderHint", "orderSolution", params), a + b * c - d, [
          ["leftToRight", (a + b) * c - d],
        ]);
      }
      const minus = level === 2 && a > b * c;
      const answer = minus ? a - b * c : a + b * c;
      const expr = `${a} ${minus ? "−" : "+"} ${b} × ${c}`;
      const params = {
        expr,
        product: `${b} × ${c} = ${b * c}`,
        rest: `${a} ${minus ? "−" : "+"} ${b * c}`,
        answer,
      };
      return numeric(value, texts("prompt", "orderHint", "orderSolution", params), answer, [
        ["leftToRight", minus ? (a - b) * c : (a + b) * c],
      ]);
    }
    if (kind === 1) {
      const [a, b, c] = [n(), n(), n()];
      if (level === 1) {
        const expr = `${a} × (${b} + ${c})`;
        const params = {
          expr,
          inside: `${b} + ${c} = ${b + c}`,
          rest: `${a} × ${b + c}`,
          answer: a * (b + c),
        };
        return numeric(value, texts("prompt", "bracketHint", "bracketSolution", params), a * (b + c), [
          ["ignoredBrackets", a * b + c],
        ]);
      }
      // a − (b ± c) with b > c and a big enough that every step stays positive.
      const [hi, lo] = b > c ? [b, c] : [b + c, c];
      const plus = level === 3;
      const inside = plus ? hi + lo : hi - lo;
      const first = inside + random.int(1, big);
      const expr = `${first} − (${hi} ${plus ? "+" : "−"} ${lo})`;
      const params = {
        expr,
        inside: `${hi} ${plus ? "+" : "−"} ${lo} = ${inside}`,
        rest: `${first} − ${inside}`,
        answer: first - inside,
      };
      return numeric(value, texts("prompt", "bracketHint", "bracketSolution", params), first - inside, [
        ["signInside", plus ? first - hi + lo : first - hi - lo],
      ]);
    }
    const letter = random.pick(LETTERS);
    if (kind === 2) {
      const k = random.int(2, 9);
      const x = random.int(2, level === 1 ? 9 : 12);
      const c = random.int(1, big);
      const minus = level >= 2 && k * x > c;
      const twice = level === 3;
      const expr = twice
        ? `${k}${letter} ${minus ? "−" : "+"} ${c} + ${letter}`
        : `${k}${letter} ${minus ? "−" : "+"} ${c}`;
      const numbers = twice
        ? `${k} × ${x} ${minus ? "−" : "+"} ${c} + ${x}`
        : `${k} × ${x} ${minus ? "−" : "+"} ${c}`;
      const product = k * x;
      const extra = twice ? x : 0;
      const answer = (minus ? product - c : product + c) + extra;
      const middle = twice
        ? `${product} ${minus ? "−" : "+"} ${c} + ${x}`
        : `${product} ${minus ? "−" : "+"} ${c}`;
      const joined = Number(`${k}${x}`);
      const params = {
        expr,
        given: `${letter} = ${x}`,
        numbers,
        middle,
        answer,
        coefficientHint: `${k}${letter}`,
        coefficientHint2: `${k} × ${letter}`,
      };
      return numeric(value, texts("valuePrompt", "valueHint", "valueSolution", params), answer, [
        ["joinedDigits", (minus ? joined - c : joined + c) + extra],
        ["addedCoefficient", (minus ? k + x - c : k + x + c) + extra],
      ]);
    }
    if (kind === 3) {
      const a = random.int(2, big);
      const b = random.int(2, big);
      if (level === 1) {
        const expr = `${a}${letter} + ${b}${letter}`;
        const params = { expr, grouped: `(${a} + ${b})${letter}`, answer: `${a + b}${letter}` };
        return expression(value, "likePrompt", "likeHint", "likeSolution", params, `${a + b}${letter}`, [
          ["multipliedLetters", `${a + b}${letter}^2`],
          ["droppedLetter", `${a + b}`],
        ]);
      }
      if (level === 2) {
        const c = random.int(2, big);
        const expr = `${a}${letter} + ${c} + ${b}${letter}`;
        const params = { expr, grouped: `${c} + (${a} + ${b})${letter}`, answer: `${c} + ${a + b}${letter}` };
        return expression(
          value,
          "likePrompt",
          "likeHint",
          "likeSolution",
          params,
          `${a + b}${letter} + ${c}`,
          [
            ["addedUnlike", `${a + b + c}${letter}`],
            ["multipliedLetters", `${a + b}${letter}^2 + ${c}`],
          ],
        );
      }
      // a·p − d·q + b·p + e·q with e > d, so both collected terms are positive.
      const d = random.int(1, big - 1);
      const e = random.int(d + 1, big);
      const other = letter === "y" ? "x" : "y";
      const expr = `${a}${letter} − ${d}${other} + ${b}${letter} + ${e}${other}`;
      const params = {
        expr,
        grouped: `(${a} + ${b})${letter} + (${e} − ${d})${other}`,
        answer: `${a + b}${letter} + ${e - d}${other}`,
      };
      return expression(
        value,
        "likePrompt",
        "likeHint",
        "likeSolution",
        params,
        `${a + b}${letter} + ${e - d}${other}`,
        [
          ["ignoredMinus", `${a + b}${letter} + ${e + d}${other}`],
          ["addedUnlike", `${a + b + e - d}${letter}${other}`],
        ],
      );
    }
    const story = STORIES[level - 1] as (typeof STORIES)[number];
    const k = random.int(2, [9, 12, 20][level - 1] as number);
    const c = random.int(2, [20, 40, 99][level - 1] as number);
    const answer = `${k}${letter} + ${c}`;
    const params = { letter, k, c, answer };
    return expression(value, `${story}Prompt`, "storyHint", "storySolution", params, answer, [
      ["addedCount", `${letter} + ${k + c}`],
      ["multipliedAll", `${k}(${letter} + ${c})`],
    ]);
  },
});
