import { defineGenerator, say } from "../define.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Data from a list: 1–3 counting answers in a survey (and how many more), 4–6 reading a
 * pictograph's key, 7–9 the mode, 10–12 the median, 13–15 the range.
 */
const FRUITS = ["mango", "banana", "guava", "apple", "orange"] as const;
const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"] as const;

export const dataLists = defineGenerator({
  id: "dataLists",
  version: 1,
  name: {
    en: "Data: counts, pictographs, mode, median, range",
    hi: "आँकड़े: गिनती, चित्रालेख, बहुलक, माध्यिका, परिसर",
  },
  bounds: kindBounds(5),
  classes: [6, 7],
  skills: ["count-survey-answers", "read-a-pictograph-key", "mode", "median", "range"],
  families: ["Mathematics", "Math Lab"],
  texts: {
    en: {
      countPrompt: "Children named their favourite fruit: {list}. How many children chose {fruit}?",
      morePrompt:
        "Children named their favourite fruit: {list}. How many more children chose {fruit} than {other}?",
      countHint: "Make a tally mark each time the fruit comes.",
      countSolution: "Tally of {fruit}: {count}.\nSo {count} children chose {fruit}.",
      moreSolution:
        "Tally of {fruit}: {count}. Tally of {other}: {otherCount}. The difference is\n{count} − {otherCount} = {answer}",
      pictoPrompt:
        "One symbol stands for {key} books. {day}'s row has {whole} symbols{half}. How many books is that?",
      halfSymbol: " and a half symbol",
      pictoHint: "Multiply the symbols by the key.",
      pictoSolution: "{whole} × {key} = {wholeBooks}{halfStep}",
      halfStep: "; half a symbol is {key} ÷ 2 = {halfBooks}; {wholeBooks} + {halfBooks} = {answer}",
      modePrompt: "Find the mode of these marks: {list}",
      modeHint: "The mode is the value that comes most often.",
      modeSolution: "{value} comes {times} times, more often than any other value.\nSo the mode is {value}.",
      medianPrompt: "Find the median of: {list}",
      medianHint: "Put the numbers in order first; the median is the one in the middle.",
      medianSolution: "In order: {sorted}.\nThe middle one (number {place} of {count}) is {answer}.",
      rangePrompt: "Find the range of: {list}",
      rangeHint: "Range = highest value − lowest value.",
      rangeSolution: "Highest {high}, lowest {low}, so the range is\n{high} − {low} = {answer}",
      join: "{a}, {b}",
      mango: "mango",
      banana: "banana",
      guava: "guava",
      apple: "apple",
      orange: "orange",
      monday: "Monday",
      tuesday: "Tuesday",
      wednesday: "Wednesday",
      thursday: "Thursday",
      friday: "Friday",
      countedAll: "Counted every answer in the list",
      gaveCount: "Gave the first count, not the difference",
      addedCounts: "Added the counts",
      countedSymbols: "Counted symbols, not books",
      addedKey: "Added the key instead of multiplying",
      halfAsWhole: "Counted the half symbol as whole",
      tookLargest: "Gave the largest value",
      gaveFrequency: "Gave how often it comes, not the value",
      unsortedMiddle: "Took the middle without ordering",
      firstMinusLast: "Took first minus last",
    },
    hi: {
      countPrompt: "बच्चों ने अपना पसंदीदा फल बताया: {list}। कितने बच्चों ने {fruit} चुना?",
      morePrompt: "बच्चों ने अपना पसंदीदा फल बताया: {list}। {other} की तुलना में कितने अधिक बच्चों ने {fruit} चुना?",
      countHint: "हर बार वह फल आए तो एक मिलान चिह्न लगाओ।",
      countSolution: "{fruit} के मिलान चिह्न: {count}।\nइसलिए {count} बच्चों ने {fruit} चुना।",
      moreSolution:
        "{fruit} के मिलान चिह्न: {count}। {other} के मिलान चिह्न: {otherCount}। अंतर है\n{count} − {otherCount} = {answer}",
      pictoPrompt: "एक चिह्न = {key} किताबें। {day} की पंक्ति में {whole} चिह्न{half} हैं। कुल कितनी किताबें?",
      halfSymbol: " और एक आधा चिह्न",
      pictoHint: "चिह्नों को कुंजी से गुणा करो।",
      pictoSolution: "{whole} × {key} = {wholeBooks}{halfStep}",
      halfStep: "; आधा चिह्न {key} ÷ 2 = {halfBooks}; {wholeBooks} + {halfBooks} = {answer}",
      modePrompt: "इन अंकों का बहुलक ज्ञात करो: {list}",
      modeHint: "बहुलक वह मान है जो सबसे अधिक बार आता है।",
      modeSolution: "{value} कुल {times} बार आता है, किसी भी दूसरे मान से अधिक।\nइसलिए बहुलक {value} है।",
      medianPrompt: "माध्यिका ज्ञात करो: {list}",
      medianHint: "पहले संख्याओं को क्रम में लिखो; बीच वाली संख्या माध्यिका है।",
      medianSolution: "क्रम में: {sorted}।\nबीच वाली संख्या ({count} में से {place}वीं) {answer} है।",
      rangePrompt: "परिसर ज्ञात करो: {list}",
      rangeHint: "परिसर = सबसे बड़ा मान − सबसे छोटा मान।",
      rangeSolution: "सबसे बड़ा {high}, सबसे छोटा {low}, इसलिए परिसर है\n{high} − {low} = {answer}",
      join: "{a}, {b}",
      mango: "आम",
      banana: "केला",
      guava: "अमरूद",
      apple: "सेब",
      orange: "संतरा",
      monday: "सोमवार",
      tuesday: "मंगलवार",
      wednesday: "बुधवार",
      thursday: "गुरुवार",
      friday: "शुक्रवार",
      countedAll: "सूची के सारे उत्तर गिन लिए",
      gaveCount: "अंतर की जगह पहले फल को चुनने वालों की गिनती दे दी",
      addedCounts: "अंतर निकालने की जगह दोनों गिनतियाँ जोड़ दीं",
      countedSymbols: "कुंजी का उपयोग किए बिना केवल चिह्न गिन लिए",
      addedKey: "गुणा करने की जगह चिह्नों की संख्या में कुंजी जोड़ दी",
      halfAsWhole: "आधे चिह्न को पूरा गिन लिया",
      tookLargest: "सबसे बड़ा मान दे दिया",
      gaveFrequency: "बहुलक का मान देने की जगह यह दे दिया कि वह कितनी बार आता है",
      unsortedMiddle: "सूची को क्रम में लगाए बिना बीच वाली संख्या ले ली",
      firstMinusLast: "सबसे बड़े में से सबसे छोटा घटाने की जगह पहले मान में से अंतिम घटाया",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      const kinds = FRUITS.slice(0, level + 2);
      const list = Array.from({ length: [10, 15, 20][level - 1] as number }, () => random.pick(kinds));
      const fruit = list[0] as (typeof FRUITS)[number];
      const countOf = (f: string) => list.filter((x) => x === f).length;
      // The list in the question's own language: each fruit a message, joined one by one.
      const names = list.map((f) => say(f)).reduce((text, next) => say("join", { a: text, b: next }));
      if (level < 3) {
        const params = { list: names, fruit: say(fruit), count: countOf(fruit) };
        return numeric(value, texts("countPrompt", "countHint", "countSolution", params), countOf(fruit), [
          ["countedAll", list.length],
        ]);
      }
      const other = kinds.filter((f) => f !== fruit).sort((a, b) => countOf(a) - countOf(b))[0] as string;
      const [big, small] = countOf(fruit) >= countOf(other) ? [fruit, other] : [other, fruit];
      const answer = countOf(big) - countOf(small);
      const params = {
        list: names,
        fruit: say(big),
        other: say(small),
        count: countOf(big),
        otherCount: countOf(small),
        answer,
      };
      return numeric(value, texts("morePrompt", "countHint", "moreSolution", params), answer, [
        ["gaveCount", countOf(big)],
        ["addedCounts", countOf(big) + countOf(small)],
      ]);
    }
    if (kind === 1) {
      const key = random.pick(level === 1 ? [2, 5, 10] : level === 2 ? [4, 5, 10, 20] : [4, 6, 10, 20]);
      const whole = random.int(2, [6, 9, 12][level - 1] as number);
      const half = level === 3;
      const answer = whole * key + (half ? key / 2 : 0);
      const params = {
        key,
        whole,
        day: say(random.pick(DAYS)),
        half: half ? say("halfSymbol") : "",
        wholeBooks: whole * key,
        halfStep: half ? say("halfStep", { key, halfBooks: key / 2, wholeBooks: whole * key, answer }) : "",
        answer,
      };
      return numeric(value, texts("pictoPrompt", "pictoHint", "pictoSolution", params), answer, [
        ["countedSymbols", whole],
        ["addedKey", whole + key],
        ["halfAsWhole", half ? (whole + 1) * key : Number.NaN],
      ]);
    }
    const count = [7, 9, 11][level - 1] as number;
    const most = [20, 50, 100][level - 1] as number;
    if (kind === 2) {
      // One value three times, the others at most twice, in a shuffled list.
      const mode = random.int(1, most);
      const list = [mode, mode, mode];
      while (list.length < count) {
        const v = random.int(1, most);
        if (list.filter((x) => x === v).length < 2 && v !== mode) list.push(v);
      }
      for (let i = list.length - 1; i > 0; i--) {
        const j = random.int(0, i);
        [list[i], list[j]] = [list[j] as number, list[i] as number];
      }
      const params = { list: list.join(", "), value: mode, times: 3 };
      return numeric(value, texts("modePrompt", "modeHint", "modeSolution", params), mode, [
        ["tookLargest", Math.max(...list)],
        ["gaveFrequency", list.includes(3) ? Number.NaN : 3],
      ]);
    }
    const list = Array.from({ length: kind === 3 ? count - 2 : count - 2 }, () => random.int(1, most));
    const sorted = [...list].sort((a, b) => a - b);
    if (kind === 3) {
      const answer = sorted[(list.length - 1) / 2] as number;
      const params = {
        list: list.join(", "),
        sorted: sorted.join(", "),
        place: (list.length + 1) / 2,
        count: list.length,
        answer,
      };
      return numeric(value, texts("medianPrompt", "medianHint", "medianSolution", params), answer, [
        ["unsortedMiddle", list[(list.length - 1) / 2] as number],
        ["tookLargest", sorted.at(-1) as number],
      ]);
    }
    const high = sorted.at(-1) as number;
    const low = sorted[0] as number;
    const params = { list: list.join(", "), high, low, answer: high - low };
    return numeric(value, texts("rangePrompt", "rangeHint", "rangeSolution", params), high - low, [
      ["tookLargest", high],
      ["firstMinusLast", Math.abs((list[0] as number) - (list.at(-1) as number))],
    ]);
  },
});
