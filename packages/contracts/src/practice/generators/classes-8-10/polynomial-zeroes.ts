import type { Random } from "../../random.ts";
import { bracketed, defineGenerator, say } from "../define.ts";
import { polynomialText } from "./polynomial-text.ts";
import { numericItem } from "./shared.ts";

/**
 * Zeroes and coefficients of a quadratic polynomial ax² + bx + c: the sum −b/a and product c/a of its
 * zeroes, α² + β² from them, and a polynomial from its zeroes (an expression answer, graded by value).
 * Bounds: 1 sum of zeroes (a = 1), 2 product of zeroes (a up to 5), 3 α² + β²; 4 the polynomial with
 * two given whole zeroes, 5 with a given sum and product, 6 with a fractional sum and product.
 */
const nonZero = (random: Random, most: number) => {
  const v = random.int(1, most);
  return random.next() < 0.5 ? -v : v;
};

export const polynomialZeroes = defineGenerator({
  id: "polynomialZeroes",
  version: 1,
  name: { en: "Zeroes and coefficients of a quadratic", hi: "द्विघात बहुपद के शून्यक और गुणांक" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9, 10],
  skills: ["sum-product-of-zeroes", "quadratic-from-zeroes"],
  families: ["Mathematics"],
  texts: {
    en: {
      sumPrompt: "For the polynomial {poly}, find the sum of its zeroes.",
      productPrompt: "For the polynomial {poly}, find the product of its zeroes.",
      squaresPrompt: "For the polynomial {poly}, find α² + β², where α and β are its zeroes.",
      zeroesPrompt: "Write the quadratic polynomial with leading coefficient 1 whose zeroes are {p} and {q}.",
      sumProductPrompt:
        "Write the quadratic polynomial with leading coefficient 1 whose zeroes have sum {s} and product {t}.",
      fractionPrompt:
        "Write the quadratic polynomial with leading coefficient {k} whose zeroes have sum {s} and product {t}.",
      hint: "For ax² + bx + c: sum of zeroes = −b/a and product of zeroes = c/a.",
      formHint: "A quadratic with zeroes α and β is k[x² − (α + β)x + αβ].",
      sumSolution: "Here a = {a}, b = {b}, c = {c}.\nSum of zeroes: −b/a = −({b}) ÷ {a} = {answer}",
      productSolution: "Here a = {a}, b = {b}, c = {c}.\nProduct of zeroes: c/a = {c} ÷ {a} = {answer}",
      squaresSolution:
        "Here a = {a}, b = {b}, c = {c}.\nα + β: −b/a = −({b}) ÷ {a} = {s}\nαβ: c/a = {c} ÷ {a} = {t}\nα² + β² is (α + β)² − 2αβ: ({s}) × ({s}) − 2 × {t} = {answer}",
      zeroesSolution:
        "Sum of zeroes: {p} + {q} = {s}\nProduct of zeroes: {p} × {q} = {t}\nThe polynomial is x² − (sum)x + (product), that is {poly}.",
      sumProductSolution:
        "The polynomial is x² − (sum)x + (product), that is x² − ({s})x + ({t}), or {poly}.",
      fractionSolution:
        "The polynomial is {k}[x² − (sum)x + (product)].\n{k} × {s} = {m} and {k} × {t} = {n}\nSo it is {poly}.",
      forgotSignOfSum: "Took b/a for the sum of zeroes, leaving out the minus sign",
      confusedSumProduct: "Gave the product of zeroes for the sum, or the sum for the product",
      signOfProduct: "Took −c/a for the product of zeroes",
      forgotDivideByA: "Did not divide by a, the coefficient of x²",
      forgotTwoProduct: "Took α² + β² as (α + β)², leaving out −2αβ",
      addedTwoProduct: "Added 2αβ to (α + β)² instead of taking it away",
      signOfSumTerm: "Wrote + (sum)x instead of − (sum)x",
      signOfProductTerm: "Wrote − (product) instead of + (product)",
    },
    hi: {
      sumPrompt: "बहुपद {poly} के शून्यकों का योग ज्ञात करो।",
      productPrompt: "बहुपद {poly} के शून्यकों का गुणनफल ज्ञात करो।",
      squaresPrompt: "बहुपद {poly} के शून्यक α और β हैं। α² + β² ज्ञात करो।",
      zeroesPrompt: "वह द्विघात बहुपद लिखो जिसका पहला गुणांक 1 है और जिसके शून्यक {p} और {q} हैं।",
      sumProductPrompt: "वह द्विघात बहुपद लिखो जिसका पहला गुणांक 1 है और जिसके शून्यकों का योग {s} तथा गुणनफल {t} है।",
      fractionPrompt: "वह द्विघात बहुपद लिखो जिसका पहला गुणांक {k} है और जिसके शून्यकों का योग {s} तथा गुणनफल {t} है।",
      hint: "ax² + bx + c के लिए: शून्यकों का योग = −b/a और शून्यकों का गुणनफल = c/a।",
      formHint: "जिस द्विघात बहुपद के शून्यक α और β हों, वह k[x² − (α + β)x + αβ] होता है।",
      sumSolution: "यहाँ a = {a}, b = {b}, c = {c}।\nशून्यकों का योग: −b/a = −({b}) ÷ {a} = {answer}",
      productSolution: "यहाँ a = {a}, b = {b}, c = {c}।\nशून्यकों का गुणनफल: c/a = {c} ÷ {a} = {answer}",
      squaresSolution:
        "यहाँ a = {a}, b = {b}, c = {c}।\nα + β: −b/a = −({b}) ÷ {a} = {s}\nαβ: c/a = {c} ÷ {a} = {t}\nα² + β² बराबर है (α + β)² − 2αβ के: ({s}) × ({s}) − 2 × {t} = {answer}",
      zeroesSolution:
        "शून्यकों का योग: {p} + {q} = {s}\nशून्यकों का गुणनफल: {p} × {q} = {t}\nबहुपद x² − (योग)x + (गुणनफल) है, यानी {poly}।",
      sumProductSolution: "बहुपद x² − (योग)x + (गुणनफल) है, यानी x² − ({s})x + ({t}), या {poly}।",
      fractionSolution:
        "बहुपद {k}[x² − (योग)x + (गुणनफल)] है।\n{k} × {s} = {m} और {k} × {t} = {n}\nइसलिए बहुपद {poly} है।",
      forgotSignOfSum: "शून्यकों के योग के लिए b/a लिया, ऋण चिह्न छोड़ दिया",
      confusedSumProduct: "योग की जगह गुणनफल दिया, या गुणनफल की जगह योग",
      signOfProduct: "शून्यकों के गुणनफल के लिए −c/a लिया",
      forgotDivideByA: "x² के गुणांक a से भाग नहीं दिया",
      forgotTwoProduct: "α² + β² को (α + β)² मान लिया, −2αβ छोड़ दिया",
      addedTwoProduct: "(α + β)² में से 2αβ घटाने की जगह जोड़ दिया",
      signOfSumTerm: "− (योग)x की जगह + (योग)x लिखा",
      signOfProductTerm: "+ (गुणनफल) की जगह − (गुणनफल) लिखा",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step <= 3) {
      // a(x² − Sx + P) with whole S and P: the sum and product are whole, the zeroes need not be.
      const a = step === 1 ? 1 : random.int(2, 5);
      const s = nonZero(random, 9);
      const t = nonZero(random, 12);
      const [b, c] = [-a * s, a * t];
      const poly = polynomialText([a, b, c]);
      const base = { poly, a, b: bracketed(b), c: bracketed(c) };
      if (step === 1)
        return {
          values: [step],
          item: numericItem(
            say("sumPrompt", base),
            s,
            say("hint"),
            say("sumSolution", { ...base, answer: s }),
            [
              [-s, "forgotSignOfSum"],
              [t, "confusedSumProduct"],
            ],
          ),
        };
      if (step === 2)
        return {
          values: [step],
          item: numericItem(
            say("productPrompt", base),
            t,
            say("hint"),
            say("productSolution", { ...base, answer: t }),
            [
              [-t, "signOfProduct"],
              [c, "forgotDivideByA"],
              [s, "confusedSumProduct"],
            ],
          ),
        };
      const answer = s * s - 2 * t;
      return {
        values: [step],
        item: numericItem(
          say("squaresPrompt", base),
          answer,
          say("hint"),
          say("squaresSolution", { ...base, s: bracketed(s), t: bracketed(t), answer }),
          [
            [s * s, "forgotTwoProduct"],
            [s * s + 2 * t, "addedTwoProduct"],
          ],
        ),
      };
    }
    let k = 1;
    let s: number;
    let t: number;
    let sText: string;
    let tText: string;
    let prompt: ReturnType<typeof say>;
    let solution: ReturnType<typeof say>;
    if (step === 4) {
      const p = nonZero(random, 9);
      let q = nonZero(random, 9);
      if (q === -p) q = -q;
      [s, t] = [p + q, p * q];
      [sText, tText] = [String(s), String(t)];
      prompt = say("zeroesPrompt", { p, q });
      solution = say("zeroesSolution", { p: bracketed(p), q: bracketed(q), s, t, poly: "" });
    } else if (step === 5) {
      [s, t] = [nonZero(random, 9), nonZero(random, 20)];
      [sText, tText] = [String(s), String(t)];
      prompt = say("sumProductPrompt", { s, t });
      solution = say("sumProductSolution", { s: bracketed(s), t: bracketed(t), poly: "" });
    } else {
      k = random.int(2, 6);
      const m = nonZero(random, 11);
      const n = nonZero(random, 11);
      [s, t] = [m / k, n / k];
      sText = m % k === 0 ? String(m / k) : `${m}/${k}`;
      tText = n % k === 0 ? String(n / k) : `${n}/${k}`;
      prompt = say("fractionPrompt", { k, s: sText, t: tText });
      solution = say("fractionSolution", {
        k,
        s: `(${sText})`,
        t: `(${tText})`,
        m: bracketed(m),
        n: bracketed(n),
        poly: "",
      });
    }
    const [b, c] = [-k * s, k * t];
    const key = polynomialText([k, b, c], true);
    const shown = polynomialText([k, b, c]);
    const params = { ...(solution.params ?? {}), poly: shown };
    const wrongs = [
      { answer: polynomialText([k, -b, c], true), misconception: say("signOfSumTerm") },
      { answer: polynomialText([k, b, -c], true), misconception: say("signOfProductTerm") },
    ].filter((w) => w.answer !== key);
    void sText;
    void tText;
    return {
      values: [step],
      item: {
        kind: "expression" as const,
        prompt,
        answer: key,
        hint: say("formHint"),
        solution: say(solution.key, params),
        wrongAnswers: wrongs,
      },
    };
  },
});
