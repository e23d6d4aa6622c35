import { defineGenerator, indian, say, type Text } from "../define.ts";
import { about } from "./about.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Large numbers the Indian way: 1–3 lakhs and crores written as a number, 4–6 rounding to the
 * nearest thousand, lakh and crore, 7–9 lakhs and crores against millions.
 */
const LAKH = 100_000;
const CRORE = 10_000_000;
const MILLION = 1_000_000;

export const largeNumbers = defineGenerator(about("largeNumbers", 1), kindBounds(3), (random, min, max) => {
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
  /**
   * A number of one unit written in another ten times smaller or larger (a million is ten lakh, a
   * crore ten million), the number given under `name`: the slips keep the number as it is or move
   * it a hundredfold.
   */
  const changed = (stem: string, name: string, given: number, answer: number, hundredFold: number) =>
    numeric(
      value,
      texts(`${stem}Prompt`, "convertHint", `${stem}Solution`, { [name]: given, answer }),
      answer,
      [
        ["sameNumber", given],
        ["hundredFold", hundredFold],
      ],
    );
  if (level === 1) {
    const m = random.int(2, 99);
    return changed("toLakh", "m", m, 10 * m, 100 * m);
  }
  if (level === 2) {
    const l = 10 * random.int(2, 99);
    return changed("toMillion", "l", l, l / 10, l % 100 === 0 ? l / 100 : Number.NaN);
  }
  const c = random.int(2, 99);
  return changed("croreMillion", "c", c, 10 * c, 100 * c);
});
