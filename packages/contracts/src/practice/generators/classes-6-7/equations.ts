import { defineGenerator } from "../define.ts";
import { drawKind, kindBounds, numeric, show, texts } from "./kinds.ts";

/**
 * Finding the unknown: 1–3 x + a = b (the last with a negative answer) and x − a = b, 4–6 ax = b
 * and x ÷ a = b, 7–9 ax + b = c and ax − b = c, 10–12 the same as a "think of a number" story.
 */
const NAMES = ["riya", "arjun", "fatima", "tenzin"] as const;

export const equations = defineGenerator({
  id: "equations",
  version: 1,
  name: { en: "Finding the unknown (simple equations)", hi: "अज्ञात को खोजना (सरल समीकरण)" },
  bounds: kindBounds(4),
  classes: [6, 7],
  skills: ["solve-one-step-equations", "solve-two-step-equations"],
  families: ["Mathematics"],
  texts: {
    en: {
      prompt: "Solve for x: {equation}",
      hint: "Do the same to both sides until x is alone. Undo the last thing done to x first.",
      addSolution: "Take away {a} from both sides:\nx = {b} − {a} = {answer}\nCheck: {answer} + {a} = {b}",
      subSolution: "Add {a} to both sides:\nx = {b} + {a} = {answer}\nCheck: {answer} − {a} = {b}",
      timesSolution: "Divide both sides by {a}:\nx = {b} ÷ {a} = {answer}\nCheck: {a} × {answer} = {b}",
      divideSolution: "Multiply both sides by {a}:\nx = {b} × {a} = {answer}\nCheck: {answer} ÷ {a} = {b}",
      twoStepSolution:
        "{undo}:\n{a}x = {c} {inverse} {b} = {ax}\nDivide both sides by {a}:\nx = {ax} ÷ {a} = {answer}\nCheck: {a} × {answerTerm} {sign} {b} = {c}",
      undoPlus: "Take away {b} from both sides",
      undoMinus: "Add {b} to both sides",
      storyPrompt:
        "{name} thinks of a number, multiplies it by {a} and then {step} {b}. The answer is {c}. What was the number?",
      storyHint: "Call the number x and write the equation. Then undo the steps in the opposite order.",
      storySolution:
        "Let the number be x. Then {a}x {sign} {b} makes {c}.\n{undo}:\n{a}x = {c} {inverse} {b} = {ax}\nDivide both sides by {a}:\nx = {ax} ÷ {a} = {answer}",
      adds: "adds",
      subtracts: "subtracts",
      riya: "Riya",
      arjun: "Arjun",
      fatima: "Fatima",
      tenzin: "Tenzin",
      addedInstead: "Did the same operation again instead of undoing it",
      droppedSign: "Lost the minus sign of the answer",
      dividedFirst: "Divided before undoing the adding or subtracting",
      wrongUndo: "Undid the adding or subtracting the wrong way",
    },
    hi: {
      prompt: "x का मान ज्ञात करो: {equation}",
      hint: "दोनों पक्षों में एक जैसा काम करो जब तक x अकेला न रह जाए। x पर सबसे बाद में किया गया काम सबसे पहले उलटो।",
      addSolution: "दोनों पक्षों में से {a} घटाओ:\nx = {b} − {a} = {answer}\nजाँच: {answer} + {a} = {b}",
      subSolution: "दोनों पक्षों में {a} जोड़ो:\nx = {b} + {a} = {answer}\nजाँच: {answer} − {a} = {b}",
      timesSolution: "दोनों पक्षों को {a} से भाग दो:\nx = {b} ÷ {a} = {answer}\nजाँच: {a} × {answer} = {b}",
      divideSolution: "दोनों पक्षों को {a} से गुणा करो:\nx = {b} × {a} = {answer}\nजाँच: {answer} ÷ {a} = {b}",
      twoStepSolution:
        "{undo}:\n{a}x = {c} {inverse} {b} = {ax}\nदोनों पक्षों को {a} से भाग दो:\nx = {ax} ÷ {a} = {answer}\nजाँच: {a} × {answerTerm} {sign} {b} = {c}",
      undoPlus: "दोनों पक्षों में से {b} घटाओ",
      undoMinus: "दोनों पक्षों में {b} जोड़ो",
      storyPrompt:
        "{name} ने एक संख्या सोची, उसे {a} से गुणा किया और फिर {b} {step}। उत्तर {c} आया। सोची गई संख्या क्या थी?",
      storyHint: "संख्या को x मानकर समीकरण लिखो। फिर सारे काम उलटे क्रम में उलटो।",
      storySolution:
        "मान लो संख्या x है। तब {a}x {sign} {b} से {c} बनता है।\n{undo}:\n{a}x = {c} {inverse} {b} = {ax}\nदोनों पक्षों को {a} से भाग दो:\nx = {ax} ÷ {a} = {answer}",
      adds: "जोड़ा",
      subtracts: "घटाया",
      riya: "रिया",
      arjun: "अर्जुन",
      fatima: "फ़ातिमा",
      tenzin: "तेनज़िन",
      addedInstead: "उलटने की जगह वही संक्रिया फिर से कर दी",
      droppedSign: "उत्तर का ऋण चिह्न छूट गया",
      dividedFirst: "जोड़ना या घटाना उलटने से पहले भाग दे दिया",
      wrongUndo: "जोड़ने या घटाने को गलत दिशा में उलटा",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    const big = [10, 30, 60][level - 1] as number;
    if (kind === 0) {
      const x = level === 3 ? -random.int(1, big) : random.int(1, big);
      const a = random.int(2, big);
      const minus = level === 2;
      const b = minus ? x - a : x + a;
      const equation = minus ? `x − ${a} = ${show(b)}` : `x + ${a} = ${show(b)}`;
      const params = { equation, a, b: show(b), answer: show(x) };
      return numeric(value, texts("prompt", "hint", minus ? "subSolution" : "addSolution", params), x, [
        ["addedInstead", minus ? b - a : b + a],
        ["droppedSign", x < 0 ? -x : Number.NaN],
      ]);
    }
    if (kind === 1) {
      const a = random.int(2, level === 1 ? 9 : 15);
      const x = random.int(2, level === 1 ? 10 : 20);
      if (level === 3) {
        const b = x;
        const equation = `x ÷ ${a} = ${b}`;
        return numeric(
          value,
          texts("prompt", "hint", "divideSolution", { equation, a, b, answer: a * b }),
          a * b,
          [
            ["addedInstead", b % a === 0 ? b / a : Number.NaN],
            ["wrongUndo", b + a],
          ],
        );
      }
      const b = a * x;
      return numeric(
        value,
        texts("prompt", "hint", "timesSolution", { equation: `${a}x = ${b}`, a, b, answer: x }),
        x,
        [
          ["addedInstead", a * b],
          ["wrongUndo", b - a],
        ],
      );
    }
    const a = random.int(2, level === 1 ? 6 : 12);
    const x = random.int(level === 3 && kind === 2 ? -9 : 1, big / 2);
    const b = random.int(1, big);
    const plus = level !== 2;
    const c = plus ? a * x + b : a * x - b;
    const equation = `${a}x ${plus ? "+" : "−"} ${b} = ${show(c)}`;
    const undo = { key: plus ? "undoPlus" : "undoMinus", params: { b } };
    const params = {
      equation,
      a,
      b,
      c: show(c),
      ax: show(a * x),
      answer: show(x),
      answerTerm: x < 0 ? `(${show(x)})` : show(x),
      undo,
      inverse: plus ? "−" : "+",
      sign: plus ? "+" : "−",
      name: { key: random.pick(NAMES) },
      step: { key: plus ? "adds" : "subtracts" },
    };
    const divided = c % a === 0 ? (plus ? c / a - b : c / a + b) : Number.NaN;
    const wrongs = [
      ["dividedFirst", divided],
      ["wrongUndo", (plus ? c + b : c - b) % a === 0 ? (plus ? c + b : c - b) / a : Number.NaN],
      ["droppedSign", x < 0 ? -x : Number.NaN],
    ] as const;
    if (kind === 2) return numeric(value, texts("prompt", "hint", "twoStepSolution", params), x, wrongs);
    return numeric(value, texts("storyPrompt", "storyHint", "storySolution", params), x, wrongs);
  },
});
