import { defineGenerator, indian, say, type Text } from "../define.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Large numbers the Indian way: 1–3 lakhs and crores written as a number, 4–6 rounding to the
 * nearest thousand, lakh and crore, 7–9 lakhs and crores against millions.
 */
const LAKH = 100_000;
const CRORE = 10_000_000;
const MILLION = 1_000_000;

export const largeNumbers = defineGenerator({
  id: "largeNumbers",
  version: 1,
  name: { en: "Large numbers: lakhs, crores, millions", hi: "बड़ी संख्याएँ: लाख, करोड़, मिलियन" },
  bounds: kindBounds(3),
  classes: [6, 7],
  skills: ["write-lakhs-and-crores", "round-large-numbers", "lakhs-and-millions"],
  families: ["Mathematics"],
  texts: {
    en: {
      wordsPrompt: "Write {words} as a number.",
      wordsHint: "1 thousand = 1,000; 1 lakh = 1,00,000 (100 thousand); 1 crore = 1,00,00,000 (100 lakh).",
      wordsSolution: "{parts}\nSo the number is {answer}.",
      part: "{count} × {unit} = {value}",
      croreWord: "{c} crore",
      lakhWord: "{l} lakh",
      thousandWord: "{t} thousand",
      join: "{a} {b}",
      roundPrompt: "Round {n} to the nearest {place}.",
      roundHint: "Look at the next digit: 5 or more rounds up.",
      roundSolution:
        "{n} is between {below} and {above}; the rest, {rest}, is {side} half a {place}.\nSo it rounds to {answer}.",
      thousand: "thousand",
      lakh: "lakh",
      crore: "crore",
      atLeast: "at least",
      less: "less than",
      toLakhPrompt: "How many lakh make {m} million?",
      toMillionPrompt: "{l} lakh is how many million?",
      croreMillionPrompt: "{c} crore is how many million?",
      convertHint: "1 million is 10,00,000, that is 10 lakh; 1 crore is 100 lakh, that is 10 million.",
      toLakhSolution: "1 million = 10 lakh.\n{m} × 10 = {answer} lakh",
      toMillionSolution: "10 lakh = 1 million.\n{l} ÷ 10 = {answer} million",
      croreMillionSolution: "1 crore = 10 million.\n{c} × 10 = {answer} million",
      lakhAsTenThousand: "Took 1 lakh as 10,000",
      croreAsMillion: "Took 1 crore as 10 lakh (one million)",
      alwaysDown: "Always rounded down",
      alwaysUp: "Always rounded up",
      sameNumber: "Took a million and a lakh (or a crore) as the same",
      hundredFold: "Used 100 instead of 10 between the two",
    },
    hi: {
      wordsPrompt: "{words} को अंकों में लिखो।",
      wordsHint: "1 हज़ार = 1,000; 1 लाख = 1,00,000 (100 हज़ार); 1 करोड़ = 1,00,00,000 (100 लाख)।",
      wordsSolution: "{parts}\nइसलिए संख्या {answer} है।",
      part: "{count} × {unit} = {value}",
      croreWord: "{c} करोड़",
      lakhWord: "{l} लाख",
      thousandWord: "{t} हज़ार",
      join: "{a} {b}",
      roundPrompt: "{n} को निकटतम {place} तक पूर्णांकित करो।",
      roundHint: "अगला अंक देखो: 5 या अधिक हो तो ऊपर।",
      roundSolution:
        "{n}, {below} और {above} के बीच है; बचा भाग {rest} आधे {place} से {side} है।\nइसलिए उत्तर {answer} है।",
      thousand: "हज़ार",
      lakh: "लाख",
      crore: "करोड़",
      atLeast: "कम नहीं",
      less: "कम",
      toLakhPrompt: "{m} मिलियन में कितने लाख होते हैं?",
      toMillionPrompt: "{l} लाख कितने मिलियन हैं?",
      croreMillionPrompt: "{c} करोड़ कितने मिलियन हैं?",
      convertHint: "1 मिलियन में 10,00,000 यानी 10 लाख होते हैं; 1 करोड़ में 100 लाख यानी 10 मिलियन होते हैं।",
      toLakhSolution: "1 मिलियन = 10 लाख।\n{m} × 10 = {answer} लाख",
      toMillionSolution: "10 लाख = 1 मिलियन।\n{l} ÷ 10 = {answer} मिलियन",
      croreMillionSolution: "1 करोड़ = 10 मिलियन।\n{c} × 10 = {answer} मिलियन",
      lakhAsTenThousand: "1 लाख को 10,000 मान लिया",
      croreAsMillion: "1 करोड़ को 10 लाख (एक मिलियन) मान लिया",
      alwaysDown: "अगला अंक देखे बिना अंक हटा दिए (हमेशा नीचे की ओर)",
      alwaysUp: "हमेशा ऊपर की ओर पूर्णांकित किया",
      sameNumber: "मिलियन और लाख (या करोड़) को बराबर मान लिया",
      hundredFold: "दोनों के बीच 10 की जगह 100 का संबंध मान लिया",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      const c = level === 1 ? 0 : random.int(1, level === 2 ? 9 : 99);
      const l = random.int(1, 99);
      const t = level === 2 ? 0 : random.int(1, 99);
      const answer = c * CRORE + l * LAKH + t * 1000;
      const pieces: Text[] = [
        ...(c ? [say("croreWord", { c })] : []),
        say("lakhWord", { l }),
        ...(t ? [say("thousandWord", { t })] : []),
      ];
      const words = pieces.reduce((text, next) => say("join", { a: text, b: next }));
      const parts = [
        ...(c ? [`${c} × 1,00,00,000 = ${indian(c * CRORE)}`] : []),
        `${l} × 1,00,000 = ${indian(l * LAKH)}`,
        ...(t ? [`${t} × 1,000 = ${indian(t * 1000)}`] : []),
      ].join(";\n");
      return numeric(
        value,
        texts("wordsPrompt", "wordsHint", "wordsSolution", { words, parts, answer: indian(answer) }),
        answer,
        [
          ["lakhAsTenThousand", c * CRORE + l * 10_000 + t * 1000],
          ["croreAsMillion", c ? c * MILLION + l * LAKH + t * 1000 : Number.NaN],
        ],
      );
    }
    if (kind === 1) {
      const unit = [1000, LAKH, CRORE][level - 1] as number;
      const place = ["thousand", "lakh", "crore"][level - 1] as string;
      let n = random.int(unit * 2, unit * 99);
      if (n % unit === 0) n += 1;
      const below = Math.floor(n / unit) * unit;
      const rest = n - below;
      const up = rest * 2 >= unit;
      const answer = up ? below + unit : below;
      const params = {
        n: indian(n),
        below: indian(below),
        above: indian(below + unit),
        place: { key: place },
        rest: indian(rest),
        side: { key: up ? "atLeast" : "less" },
        answer: indian(answer),
      };
      return numeric(value, texts("roundPrompt", "roundHint", "roundSolution", params), answer, [
        ["alwaysDown", below],
        ["alwaysUp", below + unit],
      ]);
    }
    if (level === 1) {
      const m = random.int(2, 99);
      return numeric(
        value,
        texts("toLakhPrompt", "convertHint", "toLakhSolution", { m, answer: 10 * m }),
        10 * m,
        [
          ["sameNumber", m],
          ["hundredFold", 100 * m],
        ],
      );
    }
    if (level === 2) {
      const l = 10 * random.int(2, 99);
      return numeric(
        value,
        texts("toMillionPrompt", "convertHint", "toMillionSolution", { l, answer: l / 10 }),
        l / 10,
        [
          ["sameNumber", l],
          ["hundredFold", l % 100 === 0 ? l / 100 : Number.NaN],
        ],
      );
    }
    const c = random.int(2, 99);
    return numeric(
      value,
      texts("croreMillionPrompt", "convertHint", "croreMillionSolution", { c, answer: 10 * c }),
      10 * c,
      [
        ["sameNumber", c],
        ["hundredFold", 100 * c],
      ],
    );
  },
});
