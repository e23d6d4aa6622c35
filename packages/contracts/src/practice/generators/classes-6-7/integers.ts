import { defineGenerator } from "../define.ts";
import { drawKind, kindBounds, numeric, show, term, texts } from "./kinds.ts";

/**
 * Integers, negative answers included (the keypad has a minus): 1–3 add, 4–6 subtract, 7–9 a
 * temperature story, 10–12 multiply, 13–15 divide; each kind's levels grow the numbers.
 */
const SIZE = [9, 30, 120] as const;
const PLACES = ["leh", "dras", "gulmarg", "manali", "shimla", "tawang"] as const;

export const integers = defineGenerator({
  id: "integers",
  version: 1,
  name: { en: "Integers: the four operations", hi: "पूर्णांक: चारों संक्रियाएँ" },
  bounds: kindBounds(5),
  classes: [6, 7],
  skills: ["add-integers", "subtract-integers", "multiply-integers", "divide-integers"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "{a} {op} {b} = ?",
      addHint:
        "Same signs: add the sizes, keep the sign. Different signs: subtract the sizes, take the bigger one's sign.",
      addSameSolution: "Same signs: {sa} + {sb} = {size}, keep the sign.\n{a} + {b} = {answer}",
      addDiffSolution:
        "Different signs: {big} − {small} = {size}, with the sign of the bigger size.\n{a} + {b} = {answer}",
      subHint: "Subtracting a number is the same as adding its opposite.",
      subSolution:
        "Subtracting {b} is the same as adding its opposite ({opp}):\n{a} − {b} = {a} + {oppTerm} = {answer}",
      mulHint:
        "Multiply the sizes. Same signs give a positive answer; different signs give a negative answer.",
      mulSolution: "Multiply the sizes: {sa} × {sb} = {size}.\n{signRule}\n{a} × {b} = {answer}",
      divHint: "Divide the sizes. Same signs give a positive answer; different signs give a negative answer.",
      divSolution: "Divide the sizes: {sa} ÷ {sb} = {size}.\n{signRule}\n{a} ÷ {b} = {answer}",
      ruleSame: "The signs are the same, so the answer is positive.",
      ruleDiff: "The signs are different, so the answer is negative.",
      storyPrompt:
        "At 6 am it was {start} °C in {place}. By noon it had {moved} by {change} °C. What was it at noon, in °C?",
      storyHint: "Rising: add. Falling: subtract.",
      storySolution: "{way}\n{startTerm} {sign} {change} = {answer}",
      rose: "risen",
      fell: "fallen",
      wayUp: "It rose: add.",
      wayDown: "It fell: subtract.",
      leh: "Leh",
      dras: "Dras",
      gulmarg: "Gulmarg",
      manali: "Manali",
      shimla: "Shimla",
      tawang: "Tawang",
      ignoredSigns: "Ignored the signs",
      wrongSign: "Gave the wrong sign",
      minusNegative: "Took away a negative as if positive",
      reversed: "Took smaller from bigger whatever the order",
      wrongWay: "Moved the wrong way",
      minusTimesMinus: "Took two negatives to give a negative",
      droppedSign: "Left out the minus sign",
    },
    hi: {
      prompt: "{a} {op} {b} = ?",
      addHint: "समान चिह्न: मान जोड़ो, चिह्न वही। अलग चिह्न: मान घटाओ, बड़े वाले का चिह्न लो।",
      addSameSolution: "समान चिह्न: {sa} + {sb} = {size}, चिह्न वही।\n{a} + {b} = {answer}",
      addDiffSolution: "अलग चिह्न: {big} − {small} = {size}, बड़े मान वाले का चिह्न।\n{a} + {b} = {answer}",
      subHint: "किसी संख्या को घटाना उसकी उलटी संख्या को जोड़ने जैसा है।",
      subSolution: "{b} घटाना उसकी उलटी संख्या {opp} जोड़ने जैसा है।\n{a} − {b} = {a} + {oppTerm} = {answer}",
      mulHint: "मानों का गुणा करो। चिह्न समान हों तो उत्तर धनात्मक, अलग हों तो ऋणात्मक।",
      mulSolution: "मानों का गुणा करो: {sa} × {sb} = {size}।\n{signRule}\n{a} × {b} = {answer}",
      divHint: "मानों का भाग करो। चिह्न समान हों तो उत्तर धनात्मक, अलग हों तो ऋणात्मक।",
      divSolution: "मानों का भाग करो: {sa} ÷ {sb} = {size}।\n{signRule}\n{a} ÷ {b} = {answer}",
      ruleSame: "चिह्न समान हैं, इसलिए उत्तर धनात्मक है।",
      ruleDiff: "चिह्न अलग-अलग हैं, इसलिए उत्तर ऋणात्मक है।",
      storyPrompt:
        "सुबह 6 बजे {place} में {start} °C था। दोपहर तक तापमान {change} °C {moved}। दोपहर में कितने °C था?",
      storyHint: "बढ़ना: जोड़ो। गिरना: घटाओ।",
      storySolution: "{way}\n{startTerm} {sign} {change} = {answer}",
      rose: "बढ़ गया",
      fell: "गिर गया",
      wayUp: "बढ़ा: जोड़ो।",
      wayDown: "गिरा: घटाओ।",
      leh: "लेह",
      dras: "द्रास",
      gulmarg: "गुलमर्ग",
      manali: "मनाली",
      shimla: "शिमला",
      tawang: "तवांग",
      ignoredSigns: "चिह्नों को छोड़कर केवल मान जोड़ दिए",
      wrongSign: "मान सही निकाला पर चिह्न गलत लगाया",
      minusNegative: "ऋणात्मक संख्या को ऐसे घटाया जैसे वह धनात्मक हो",
      reversed: "क्रम देखे बिना बड़ी संख्या में से छोटी घटा दी",
      wrongWay: "संख्या रेखा पर उलटी दिशा में चले (गिरने पर जोड़ा या बढ़ने पर घटाया)",
      minusTimesMinus: "दो ऋणात्मक संख्याओं का उत्तर ऋणात्मक मान लिया",
      droppedSign: "उत्तर का ऋण चिह्न छोड़ दिया",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    const size = SIZE[level - 1] as number;
    const signed = (most: number) => (random.next() < 0.5 ? -1 : 1) * random.int(1, most);
    if (kind === 0) {
      let a = signed(size);
      let b = signed(size);
      while (Math.abs(a) === Math.abs(b) || (a > 0 && b > 0)) {
        a = signed(size);
        b = signed(size);
      }
      const answer = a + b;
      const same = Math.sign(a) === Math.sign(b);
      const [big, small] =
        Math.abs(a) > Math.abs(b) ? [Math.abs(a), Math.abs(b)] : [Math.abs(b), Math.abs(a)];
      const params = {
        a: term(a),
        b: term(b),
        op: "+",
        sa: Math.abs(a),
        sb: Math.abs(b),
        big,
        small,
        size: same ? Math.abs(a) + Math.abs(b) : big - small,
        answer: show(answer),
      };
      return numeric(
        value,
        texts("prompt", "addHint", same ? "addSameSolution" : "addDiffSolution", params),
        answer,
        [
          ["ignoredSigns", Math.abs(a) + Math.abs(b)],
          ["wrongSign", -answer],
        ],
      );
    }
    if (kind === 1) {
      // Either a smaller minus a bigger positive number, or minus a negative number.
      const positive = random.next() < 0.4;
      const a = positive ? random.int(1, size - 1) : signed(size);
      const b = positive ? random.int(a + 1, size) : -random.int(1, size);
      const answer = a - b;
      const params = {
        a: term(a),
        b: term(b),
        op: "−",
        opp: show(-b),
        oppTerm: term(-b),
        answer: show(answer),
      };
      return numeric(value, texts("prompt", "subHint", "subSolution", params), answer, [
        ["minusNegative", b < 0 ? a + b : Number.NaN],
        ["reversed", b > 0 ? b - a : Number.NaN],
        ["wrongSign", -answer],
      ]);
    }
    if (kind === 2) {
      const start = -random.int(1, [9, 15, 25][level - 1] as number);
      const up = random.next() < 0.6;
      const change = random.int(2, [12, 20, 35][level - 1] as number);
      const answer = up ? start + change : start - change;
      const params = {
        place: { key: random.pick(PLACES) },
        start: show(start),
        startTerm: term(start),
        moved: { key: up ? "rose" : "fell" },
        change,
        way: { key: up ? "wayUp" : "wayDown" },
        sign: up ? "+" : "−",
        answer: show(answer),
        answerShown: show(answer),
      };
      return numeric(value, texts("storyPrompt", "storyHint", "storySolution", params), answer, [
        ["wrongWay", up ? start - change : start + change],
        ["ignoredSigns", up ? -start + change : Number.NaN],
      ]);
    }
    // Multiply and divide: at least one negative factor.
    let a = signed(level === 1 ? 9 : level === 2 ? 15 : 25);
    let b = signed(level === 1 ? 9 : 12);
    while ((a > 0 && b > 0) || Math.abs(a) === 1 || Math.abs(b) === 1) {
      a = signed(level === 1 ? 9 : level === 2 ? 15 : 25);
      b = signed(level === 1 ? 9 : 12);
    }
    const product = a * b;
    const same = Math.sign(a) === Math.sign(b);
    const signRule = { key: same ? "ruleSame" : "ruleDiff" };
    const wrongs = [
      ["minusTimesMinus", same ? -Math.abs(product) : Number.NaN],
      ["droppedSign", same ? Number.NaN : Math.abs(product)],
    ] as const;
    if (kind === 3) {
      const params = {
        a: term(a),
        b: term(b),
        op: "×",
        sa: Math.abs(a),
        sb: Math.abs(b),
        size: Math.abs(product),
        signRule,
        answer: show(product),
      };
      return numeric(value, texts("prompt", "mulHint", "mulSolution", params), product, wrongs);
    }
    // Divide the product by b: the quotient is a, negative exactly when the two signs differ.
    const signsAgree = a > 0;
    const params = {
      a: term(product),
      b: term(b),
      op: "÷",
      sa: Math.abs(product),
      sb: Math.abs(b),
      size: Math.abs(a),
      signRule: { key: signsAgree ? "ruleSame" : "ruleDiff" },
      answer: show(a),
    };
    return numeric(value, texts("prompt", "divHint", "divSolution", params), a, [
      ["minusTimesMinus", product < 0 && b < 0 ? -a : Number.NaN],
      ["droppedSign", a < 0 ? -a : Number.NaN],
    ]);
  },
});
