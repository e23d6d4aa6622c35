import { bracketed, defineGenerator, say } from "../define.ts";
import { numericItem } from "./shared.ts";

/**
 * Arithmetic progressions: the nth term a + (n − 1)d (bounds 1 with d > 0, 2 with d < 0), which term
 * is a given number (3), and the sum of n terms n/2 × [2a + (n − 1)d] (4 with d > 0, 5 with d < 0,
 * 6 from the first and last terms, n/2 × (a + l)).
 */
export const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
};

export const arithmeticProgression = defineGenerator({
  id: "arithmeticProgression",
  version: 1,
  name: { en: "Arithmetic progressions: nth term and sum", hi: "समांतर श्रेढ़ी: n-वाँ पद और योग" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9, 10],
  skills: ["ap-nth-term", "ap-sum"],
  families: ["Mathematics"],
  texts: {
    en: {
      termPrompt: "Find the {nth} term of the AP {terms}, …",
      whichPrompt: "Which term of the AP {terms}, … is {target}?",
      sumPrompt: "Find the sum of the first {n} terms of the AP {terms}, …",
      endsPrompt:
        "An AP has {n} terms. Its first term is {a} and its last term is {l}. Find the sum of all its terms.",
      termHint: "The nth term is a + (n − 1)d: start at a and take (n − 1) steps of d.",
      sumHint: "The sum of the first n terms is n/2 × [2a + (n − 1)d], or n/2 × (first term + last term).",
      termSolution: "a = {a}, d = {second} − {a} = {d}\nThe {nth} term: {a} + ({n} − 1) × {db} = {answer}",
      whichSolution:
        "a = {a}, d = {second} − {a} = {d}\nSteps of d from {a} to {target}: ({target} − {a}) ÷ {db} = {steps}\nn = {steps} + 1 = {answer}\nSo {target} is the {nthAnswer} term.",
      sumSolution:
        "a = {a}, d = {second} − {a} = {d}, n = {n}\nSum = {n}/2 × (2 × {a} + ({n} − 1) × {db}) = {answer}",
      endsSolution: "Sum = n/2 × (first term + last term)\nSum = {n}/2 × ({a} + {lb}) = {answer}",
      usedNNotNMinusOne: "Used n steps of d instead of n − 1",
      forgotFirstTerm: "Left out the first term a",
      forgotPlusOne: "Counted the steps of d but forgot to add 1 for the first term",
      forgotHalf: "Forgot to halve: used n instead of n/2",
      averageOnly: "Found the average of the first and last terms but did not multiply by n",
    },
    hi: {
      termPrompt: "समांतर श्रेढ़ी {terms}, … का {n}वाँ पद ज्ञात करो।",
      whichPrompt: "समांतर श्रेढ़ी {terms}, … का कौन-सा पद {target} है?",
      sumPrompt: "समांतर श्रेढ़ी {terms}, … के पहले {n} पदों का योग ज्ञात करो।",
      endsPrompt: "एक समांतर श्रेढ़ी में {n} पद हैं। इसका पहला पद {a} और अंतिम पद {l} है। सभी पदों का योग ज्ञात करो।",
      termHint: "n-वाँ पद a + (n − 1)d होता है: a से शुरू करके d के (n − 1) कदम चलो।",
      sumHint: "पहले n पदों का योग n/2 × [2a + (n − 1)d] होता है, या n/2 × (पहला पद + अंतिम पद)।",
      termSolution: "a = {a}, d = {second} − {a} = {d}\nइसलिए {n}वाँ पद: {a} + ({n} − 1) × {db} = {answer}",
      whichSolution:
        "a = {a}, d = {second} − {a} = {d}\nd के कदम, {a} से {target} तक: ({target} − {a}) ÷ {db} = {steps}\nn = {steps} + 1 = {answer}\nइसलिए {target} श्रेढ़ी का {answer}वाँ पद है।",
      sumSolution:
        "a = {a}, d = {second} − {a} = {d}, n = {n}\nयोग = {n}/2 × (2 × {a} + ({n} − 1) × {db}) = {answer}",
      endsSolution: "योग = n/2 × (पहला पद + अंतिम पद)\nयोग = {n}/2 × ({a} + {lb}) = {answer}",
      usedNNotNMinusOne: "d के n − 1 कदमों की जगह n कदम लिए",
      forgotFirstTerm: "पहला पद a छोड़ दिया",
      forgotPlusOne: "d के कदम गिने, पर पहले पद के लिए 1 नहीं जोड़ा",
      forgotHalf: "आधा करना भूल गए: n/2 की जगह n लिया",
      averageOnly: "पहले और अंतिम पद का औसत निकाला, पर n से गुणा नहीं किया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const falling = step === 2 || step === 5;
    const d = falling ? -random.int(2, 9) : random.int(2, 9);
    const a = falling ? random.int(20, 90) : random.int(-5, 20);
    const terms = [0, 1, 2, 3].map((i) => a + i * d);
    const shown = terms.map((t) => (t < 0 ? `−${-t}` : String(t))).join(", ");
    const base = { a: bracketed(a), second: bracketed(a + d), d, db: bracketed(d), terms: shown };
    if (step <= 2) {
      const n = random.int(10, 40);
      const answer = a + (n - 1) * d;
      const params = { ...base, n, nth: ordinal(n), answer };
      return {
        values: [step],
        item: numericItem(say("termPrompt", params), answer, say("termHint"), say("termSolution", params), [
          [a + n * d, "usedNNotNMinusOne"],
          [(n - 1) * d, "forgotFirstTerm"],
        ]),
      };
    }
    if (step === 3) {
      const n = random.int(8, 40);
      const target = a + (n - 1) * d;
      const params = { ...base, target, steps: n - 1, answer: n, nthAnswer: ordinal(n) };
      return {
        values: [step],
        item: numericItem(say("whichPrompt", params), n, say("termHint"), say("whichSolution", params), [
          [n - 1, "forgotPlusOne"],
          [target / d, "forgotFirstTerm"],
        ]),
      };
    }
    const n = random.int(8, 30);
    if (step === 6) {
      let l = a + (n - 1) * d;
      if ((n * (a + l)) % 2 !== 0) l += 1;
      const answer = (n * (a + l)) / 2;
      const params = { n, a: bracketed(a), l, lb: bracketed(l), answer };
      return {
        values: [step],
        item: numericItem(
          say("endsPrompt", { ...params, a: a < 0 ? `−${-a}` : a }),
          answer,
          say("sumHint"),
          say("endsSolution", params),
          [
            [n * (a + l), "forgotHalf"],
            [(a + l) / 2, "averageOnly"],
          ],
        ),
      };
    }
    const answer = (n * (2 * a + (n - 1) * d)) / 2;
    const params = { ...base, n, answer };
    return {
      values: [step],
      item: numericItem(say("sumPrompt", params), answer, say("sumHint"), say("sumSolution", params), [
        [n * (2 * a + (n - 1) * d), "forgotHalf"],
        [(n * (2 * a + n * d)) / 2, "usedNNotNMinusOne"],
      ]),
    };
  },
});
