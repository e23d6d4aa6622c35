import { numberLineSvg } from "../figures/number-line.ts";
import type { Random } from "../random.ts";
import { defineGenerator, type Label, say, type Text } from "./define.ts";

/**
 * Reading the number a point marks on a number line. Steps of difficulty: 1 counting by ones, 2
 * counting by 2s, 5s or 10s, 3 halves and quarters between whole numbers (chosen from four).
 */
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A value `n/d` as a child writes it: 2, 3/4 or 1 1/2. */
export function mixed(n: number, d: number): string {
  const g = gcd(n, d);
  const [num, den] = [n / g, d / g];
  const whole = Math.floor(num / den);
  const rest = num % den;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/${den}` : `${whole} ${rest}/${den}`;
}

function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

function wholeLine(random: Random, step: number) {
  const scale = step === 1 ? 1 : random.pick([2, 5, 10]);
  const start = scale * random.int(0, step === 1 ? 10 : 5);
  const labels = Array.from({ length: 11 }, (_, i) => (i % 5 === 0 ? String(start + i * scale) : null));
  const mark = random.pick([1, 2, 3, 4, 6, 7, 8, 9]);
  const key = start + mark * scale;
  const nearest = start + 5 * Math.round(mark / 5) * scale;
  const wrong = [
    { answer: String(key + scale), misconception: say("countedFirstMark") },
    { answer: String(nearest), misconception: say("nearestLabel") },
    ...(scale > 1 ? [{ answer: String(start + mark), misconception: say("countedOnes") }] : []),
  ].filter((w, i, all) => w.answer !== String(key) && all.findIndex((o) => o.answer === w.answer) === i);
  const params = { start, scale, mark, answer: key, product: mark * scale };
  return {
    line: { gaps: 10, labels, point: mark },
    alt: say("wholeAlt", { first: start, middle: start + 5 * scale, last: start + 10 * scale, mark }),
    item: {
      kind: "numeric" as const,
      prompt: say("wholePrompt"),
      answer: String(key),
      hint: say("wholeHint"),
      solution: say("wholeSolution", params),
      wrongAnswers: wrong,
    },
  };
}

function fractionLine(random: Random) {
  const parts = random.pick([2, 4]);
  const wholes = random.int(2, 4);
  const whole = random.int(0, wholes - 1);
  const part = parts === 2 ? 1 : random.pick([1, 3]);
  const labels = Array.from({ length: wholes * parts + 1 }, (_, i) =>
    i % parts === 0 ? String(i / parts) : null,
  );
  const mark = whole * parts + part;
  const key = mixed(mark, parts);
  const named: { text: string; misconception: Text }[] = [
    { text: mixed(mark + 1, parts), misconception: say("countedFirstMark") },
    ...(whole > 0 ? [{ text: mixed(part, parts), misconception: say("forgotWhole") }] : []),
    ...(parts > 2
      ? [{ text: mixed(whole * (parts - 1) + part, parts - 1), misconception: say("marksAsParts") }]
      : []),
  ];
  const options: { text: string; misconception: Text | null }[] = [{ text: key, misconception: null }];
  for (const wrong of named) if (!options.some((o) => o.text === wrong.text)) options.push(wrong);
  for (let other = 1; options.length < 4; other++) {
    const text = mixed(mark + parts * other, parts);
    if (!options.some((o) => o.text === text)) options.push({ text, misconception: null });
  }
  const shown = shuffle(random, options);
  return {
    line: { gaps: wholes * parts, labels, point: mark },
    alt: say(parts === 2 ? "halvesAlt" : "quartersAlt", { last: wholes, mark, whole, next: whole + 1 }),
    item: {
      kind: "single" as const,
      prompt: say("fractionPrompt"),
      options: shown.map((o) => o.text as Label),
      answer: shown.findIndex((o) => o.text === key),
      misconceptions: shown.map((o) => o.misconception),
      hint: say("fractionHint", { parts }),
      solution: say("fractionSolution", { parts, whole, part, next: whole + 1, answer: key }),
    },
  };
}

export const numberLine = defineGenerator({
  id: "numberLine",
  version: 1,
  name: { en: "Read a number line", hi: "संख्या रेखा पढ़ना" },
  bounds: { min: 1, max: 3, defaultMin: 1, defaultMax: 2 },
  classes: [1, 2, 3, 4, 5],
  skills: ["number-line-ones", "number-line-skip-counting", "number-line-halves-and-quarters"],
  families: ["Mathematics"],
  fractions: true,
  texts: {
    en: {
      wholePrompt: "Which number is at the red point?",
      wholeHint:
        "Find how much each small step adds: look at two labelled numbers and count the steps between them.",
      wholeSolution:
        "Each step adds {scale}.\nThe point is {mark} steps after {start}.\nSo the number is {start} + {mark} × {scale} = {answer}",
      fractionPrompt: "Which number is at the red point?",
      fractionHint: "Count how many equal parts each whole is cut into: there are {parts}.",
      fractionSolution:
        "Each whole is cut into {parts} equal parts.\nThe point is {part} of those parts after {whole}, before {next}.\nIt is at {answer}.",
      wholeAlt:
        "A number line with {first}, {middle} and {last} written on it and 10 equal steps. The red point is on mark {mark}, counting the first mark as 0.",
      halvesAlt:
        "A number line from 0 to {last}, each whole cut into 2 equal parts. The red point is on mark {mark}, counting 0 as mark 0: between {whole} and {next}.",
      quartersAlt:
        "A number line from 0 to {last}, each whole cut into 4 equal parts. The red point is on mark {mark}, counting 0 as mark 0: between {whole} and {next}.",
      countedFirstMark: "Counted the starting mark as the first step",
      nearestLabel: "Gave the nearest written number",
      countedOnes: "Counted each step as 1 when each step is more",
      forgotWhole: "Counted the parts but forgot the whole number before them",
      marksAsParts: "Counted the marks between two whole numbers as the parts",
    },
    hi: {
      wholePrompt: "लाल बिंदु पर कौन-सी संख्या है?",
      wholeHint: "पता करो कि हर छोटा कदम कितना जोड़ता है: लिखी हुई दो संख्याएँ देखो और उनके बीच के कदम गिनो।",
      wholeSolution:
        "हर कदम {scale} जोड़ता है।\nबिंदु {start} के बाद {mark} कदम पर है।\nइसलिए संख्या है: {start} + {mark} × {scale} = {answer}",
      fractionPrompt: "लाल बिंदु पर कौन-सी संख्या है?",
      fractionHint: "गिनो कि हर पूरे को कितने बराबर भागों में बाँटा गया है: {parts} भागों में।",
      fractionSolution:
        "हर पूरे को {parts} बराबर भागों में बाँटा गया है।\nबिंदु {whole} के बाद {part} भाग पर है, {next} से पहले।\nयह {answer} पर है।",
      wholeAlt:
        "एक संख्या रेखा, जिस पर {first}, {middle} और {last} लिखे हैं और 10 बराबर कदम हैं। लाल बिंदु निशान {mark} पर है (पहला निशान 0 गिनकर)।",
      halvesAlt:
        "0 से {last} तक की संख्या रेखा, हर पूरा 2 बराबर भागों में बँटा है। लाल बिंदु निशान {mark} पर है (0 को निशान 0 गिनकर): {whole} और {next} के बीच।",
      quartersAlt:
        "0 से {last} तक की संख्या रेखा, हर पूरा 4 बराबर भागों में बँटा है। लाल बिंदु निशान {mark} पर है (0 को निशान 0 गिनकर): {whole} और {next} के बीच।",
      countedFirstMark: "शुरू वाले निशान को ही पहला कदम गिन लिया",
      nearestLabel: "सबसे पास लिखी संख्या बता दी",
      countedOnes: "हर कदम को 1 गिना, जबकि हर कदम उससे ज़्यादा है",
      forgotWhole: "भाग गिने, पर उनसे पहले की पूरी संख्या भूल गए",
      marksAsParts: "दो पूर्ण संख्याओं के बीच के निशानों को भाग गिन लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const drawn = step === 3 ? fractionLine(random) : wholeLine(random, step);
    return {
      values: [step],
      figure: { svg: numberLineSvg(drawn.line), alt: drawn.alt },
      item: drawn.item,
    };
  },
});
