import type { UnitId } from "../../answer-forms.ts";
import type { Random } from "../../random.ts";
import { type Draft, indian, say } from "../define.ts";
import { LINES_TEXT, lines, wrongAnswers } from "./shared.ts";

/**
 * Changing a measure from a big unit to a small one (km → m, m → cm, cm → mm, kg → g, L → mL),
 * shared by the length, weight and capacity generators. Steps: 1 whole big units (3 kg = ? g),
 * 2 big and small units together (3 kg 50 g = ? g), 3 adding or taking away two such measures with
 * a carry or a borrow, the answer in the small unit. Named mistakes: the wrong number of small units
 * in a big one, the two numbers written side by side, the carry dropped, the smaller taken from the
 * bigger.
 */
export type Pair = { big: string; small: string; factor: number; unit: UnitId };

/** The wrong factor a child mixes the right one up with (1 kg = 100 g, 1 m = 1000 cm, 1 cm = 100 mm). */
const OTHER_FACTOR: Record<number, number> = { 1000: 100, 100: 1000, 10: 100 };

export const MEASURE_TEXTS = {
  en: {
    ...LINES_TEXT.en,
    whole: "Write {n} {big} in {small}.",
    mixed: "Write {n} {big} {m} {small} in {small}.",
    add: "{n} {big} {m} {small} + {p} {big} {q} {small} = ? {small}",
    take: "{n} {big} {m} {small} − {p} {big} {q} {small} = ? {small}",
    hint: "1 {big} = {factor} {small}. Change the {big} into {small} first.",
    wholeSolution: "1 {big} = {factor} {small}, so {n} {big} = {n} × {factor} = {answer} {small}.",
    mixedSolution: "{n} {big} = {n} × {factor} = {bigPart} {small}; {bigPart} + {m} = {answer} {small}.",
    firstPart: "{n} {big} {m} {small} = {n} × {factor} + {m} = {first} {small}",
    secondPart: "{p} {big} {q} {small} = {p} × {factor} + {q} = {second} {small}",
    addParts: "In all: {first} + {second} = {answer} {small}",
    takeParts: "Left: {first} − {second} = {answer} {small}",
    wrongFactor: "Used the wrong number of small units in one big unit",
    addedFactor: "Added instead of multiplying",
    joinedNumbers: "Wrote the two numbers side by side",
    droppedCarry: "Did not carry the extra small units into a big unit",
    smallerFromBigger: "Took the smaller number of small units from the bigger one",
  },
  hi: {
    ...LINES_TEXT.hi,
    whole: "{n} {big} को {small} में लिखो।",
    mixed: "{n} {big} {m} {small} को {small} में लिखो।",
    add: "{n} {big} {m} {small} + {p} {big} {q} {small} = ? {small}",
    take: "{n} {big} {m} {small} − {p} {big} {q} {small} = ? {small}",
    hint: "1 {big} = {factor} {small}। पहले {big} को {small} में बदलो।",
    wholeSolution: "1 {big} = {factor} {small}, इसलिए {n} {big} = {n} × {factor} = {answer} {small}।",
    mixedSolution: "{n} {big} = {n} × {factor} = {bigPart} {small}; {bigPart} + {m} = {answer} {small}।",
    firstPart: "{n} {big} {m} {small} = {n} × {factor} + {m} = {first} {small}",
    secondPart: "{p} {big} {q} {small} = {p} × {factor} + {q} = {second} {small}",
    addParts: "कुल: {first} + {second} = {answer} {small}",
    takeParts: "बचा: {first} − {second} = {answer} {small}",
    wrongFactor: "एक बड़ी इकाई में छोटी इकाइयों की गलत संख्या ली",
    addedFactor: "गुणा करने की जगह जोड़ दिया",
    joinedNumbers: "दोनों संख्याएँ पास-पास लिख दीं",
    droppedCarry: "ज़्यादा छोटी इकाइयों को बड़ी इकाई में हासिल नहीं लिया",
    smallerFromBigger: "छोटी इकाइयों में बड़ी संख्या से छोटी संख्या घटा दी",
  },
} as const;

export function drawMeasure(random: Random, min: number, max: number, pairs: readonly Pair[]): Draft {
  const step = random.int(min, max);
  const pair = random.pick(pairs);
  const { factor } = pair;
  const names = { big: say(pair.big), small: say(pair.small), factor: indian(factor) };
  const other = OTHER_FACTOR[factor] as number;
  const item = (prompt: string, params: Record<string, string | number>, answer: number) => ({
    kind: "numeric" as const,
    prompt: say(prompt, { ...names, ...params }),
    answer: String(answer),
    unit: pair.unit,
    hint: say("hint", names),
  });
  if (step === 1) {
    const n = random.int(2, 25);
    const answer = n * factor;
    return {
      values: [step],
      item: {
        ...item("whole", { n }, answer),
        solution: say("wholeSolution", { ...names, n, answer: indian(answer) }),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: n * other, misconception: say("wrongFactor") },
          { answer: n + factor, misconception: say("addedFactor") },
        ]),
      },
    };
  }
  // A small part that sometimes has fewer digits than the factor's zeros (3 kg 50 g), so writing
  // the numbers side by side goes wrong.
  const small = () =>
    random.next() < 0.5 ? random.int(1, Math.max(1, factor / 10 - 1)) : random.int(1, factor - 1);
  if (step === 2) {
    const n = random.int(1, 15);
    const m = small();
    const answer = n * factor + m;
    return {
      values: [step],
      item: {
        ...item("mixed", { n, m }, answer),
        solution: say("mixedSolution", {
          ...names,
          n,
          m,
          bigPart: indian(n * factor),
          answer: indian(answer),
        }),
        wrongAnswers: wrongAnswers(String(answer), [
          { answer: Number(`${n}${m}`), misconception: say("joinedNumbers") },
          { answer: n * other + m, misconception: say("wrongFactor") },
        ]),
      },
    };
  }
  const adding = random.next() < 0.5;
  let [n, m, p, q] = [random.int(2, 12), small(), random.int(1, 9), small()];
  // Adding carries (m + q ≥ factor); taking away borrows (m < q) and leaves more than nothing.
  if (adding && m + q < factor) [m, q] = [factor - 1 - Math.floor(m / 2), Math.max(q, Math.ceil(factor / 2))];
  if (!adding) {
    if (m >= q) [m, q] = [q, m];
    if (m === q) q = m + 1;
    if (q >= factor) [m, q] = [1, factor - 1];
    if (p >= n) p = n - 1;
  }
  const first = n * factor + m;
  const second = p * factor + q;
  const answer = adding ? first + second : first - second;
  const wrong = adding
    ? [{ answer: (n + p) * factor + ((m + q) % factor), misconception: say("droppedCarry") }]
    : [{ answer: (n - p) * factor + (q - m), misconception: say("smallerFromBigger") }];
  const otherAnswer = adding ? n * other + m + p * other + q : n * other + m - (p * other + q);
  const all = { ...names, n, m, p, q, first: indian(first), second: indian(second), answer: indian(answer) };
  return {
    values: [step],
    item: {
      ...item(adding ? "add" : "take", { n, m, p, q }, answer),
      solution: lines([
        say("firstPart", all),
        say("secondPart", all),
        say(adding ? "addParts" : "takeParts", all),
      ]),
      wrongAnswers: wrongAnswers(String(answer), [
        ...wrong,
        { answer: otherAnswer, misconception: say("wrongFactor") },
      ]),
    },
  };
}
