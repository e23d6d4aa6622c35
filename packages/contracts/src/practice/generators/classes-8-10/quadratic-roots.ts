import { bracketed, defineGenerator, say } from "../define.ts";
import { polynomialText } from "./polynomial-text.ts";
import { choiceItem, numericItem } from "./shared.ts";

/**
 * Quadratic equations ax² + bx + c = 0: roots by the quadratic formula (bounds 1 the larger root with
 * a = 1, 2 with a = 2 or 3, 3 the smaller root with a up to 4), the discriminant (4), the nature of
 * the roots (5) and the value of k for equal roots (6). Roots are whole, so the formula's square root
 * is exact.
 */
export const ROOT_NATURES = ["distinct", "equal", "noReal"] as const;
const natureOf = (d: number) => (d > 0 ? 0 : d === 0 ? 1 : 2);
const nonZero = (random: { int(a: number, b: number): number; next(): number }, most: number) => {
  const v = random.int(1, most);
  return random.next() < 0.5 ? -v : v;
};

export const quadraticRoots = defineGenerator({
  id: "quadraticRoots",
  version: 1,
  name: { en: "Quadratic equations: roots and discriminant", hi: "द्विघात समीकरण: मूल और विविक्तकर" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [10],
  skills: ["quadratic-formula", "nature-of-roots"],
  families: ["Mathematics"],
  texts: {
    en: {
      rootPrompt: "Solve {poly} = 0 by the quadratic formula. What is its {which} root?",
      larger: "larger",
      smaller: "smaller",
      discriminantPrompt: "Find the discriminant of the quadratic equation {poly} = 0.",
      naturePrompt: "What is the nature of the roots of {poly} = 0?",
      kPrompt: "Find the positive value of k for which {a}x² + kx + {c} = 0 has two equal roots.",
      distinct: "Two distinct real roots",
      equal: "Two equal real roots",
      noReal: "No real roots",
      formulaHint: "x = (−b ± √D) ÷ 2a, where D = b² − 4ac.",
      discriminantHint:
        "D = b² − 4ac. D > 0: two distinct real roots; D = 0: two equal roots; D < 0: no real roots.",
      rootSolution:
        "Here a = {a}, b = {b}, c = {c}.\nD is b² − 4ac: {b} × {b} − 4 × {a} × {c} = {d}\n√D is {root}, since {root} × {root} = {d}\nThe {which} root is (−b {pm} √D) ÷ 2a: ({minusB} {pm} {root}) ÷ (2 × {a}) = {answer}",
      discriminantSolution: "Here a = {a}, b = {b}, c = {c}.\nD is b² − 4ac: {b} × {b} − 4 × {a} × {c} = {d}",
      natureSolution:
        "Here a = {a}, b = {b}, c = {c}.\nD is b² − 4ac: {b} × {b} − 4 × {a} × {c} = {d}\n{reason}",
      positive: "D is more than 0, so there are two distinct real roots.",
      zero: "D is 0, so there are two equal real roots.",
      negative: "D is less than 0, so there are no real roots.",
      kSolution:
        "Equal roots when D is 0, that is k² − 4ac is 0.\nk² is 4ac: 4 × {a} × {c} = {square}\nk is {answer}, since {answer} × {answer} = {square}",
      droppedMinusB: "Used b instead of −b in the formula",
      forgotTwoInDenominator: "Divided by a instead of 2a",
      signOf4ac: "Added 4ac to b² instead of taking it away",
      forgotToSquareB: "Took b instead of b² in the discriminant",
      droppedFour: "Left out the 4 in b² − 4ac",
      forgotSquareRoot: "Took k as 4ac, forgetting to take the square root",
    },
    hi: {
      rootPrompt: "द्विघात सूत्र से {poly} = 0 को हल करो। इसका {which} मूल क्या है?",
      larger: "बड़ा",
      smaller: "छोटा",
      discriminantPrompt: "द्विघात समीकरण {poly} = 0 का विविक्तकर ज्ञात करो।",
      naturePrompt: "{poly} = 0 के मूलों की प्रकृति क्या है?",
      kPrompt: "k का वह धनात्मक मान ज्ञात करो जिसके लिए {a}x² + kx + {c} = 0 के दो बराबर मूल हों।",
      distinct: "दो भिन्न वास्तविक मूल",
      equal: "दो बराबर वास्तविक मूल",
      noReal: "कोई वास्तविक मूल नहीं",
      formulaHint: "x = (−b ± √D) ÷ 2a, जहाँ D = b² − 4ac।",
      discriminantHint:
        "D = b² − 4ac। D > 0: दो भिन्न वास्तविक मूल; D = 0: दो बराबर मूल; D < 0: कोई वास्तविक मूल नहीं।",
      rootSolution:
        "यहाँ a = {a}, b = {b}, c = {c}।\nD यानी b² − 4ac: {b} × {b} − 4 × {a} × {c} = {d}\n√D है {root}, क्योंकि {root} × {root} = {d}\n{which} मूल (−b {pm} √D) ÷ 2a है: ({minusB} {pm} {root}) ÷ (2 × {a}) = {answer}",
      discriminantSolution:
        "यहाँ a = {a}, b = {b}, c = {c}।\nD यानी b² − 4ac: {b} × {b} − 4 × {a} × {c} = {d}",
      natureSolution:
        "यहाँ a = {a}, b = {b}, c = {c}।\nD यानी b² − 4ac: {b} × {b} − 4 × {a} × {c} = {d}\n{reason}",
      positive: "D, 0 से बड़ा है, इसलिए दो भिन्न वास्तविक मूल हैं।",
      zero: "D शून्य है, इसलिए दो बराबर वास्तविक मूल हैं।",
      negative: "D, 0 से छोटा है, इसलिए कोई वास्तविक मूल नहीं है।",
      kSolution:
        "बराबर मूलों के लिए D शून्य होना चाहिए, यानी k² − 4ac शून्य है।\nk² बराबर है 4ac के: 4 × {a} × {c} = {square}\nk है {answer}, क्योंकि {answer} × {answer} = {square}",
      droppedMinusB: "सूत्र में −b की जगह b लिया",
      forgotTwoInDenominator: "2a की जगह a से भाग दिया",
      signOf4ac: "b² में से 4ac घटाने की जगह जोड़ दिया",
      forgotToSquareB: "विविक्तकर में b² की जगह b लिया",
      droppedFour: "b² − 4ac में 4 छोड़ दिया",
      forgotSquareRoot: "वर्गमूल लेना भूलकर k को 4ac मान लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step <= 3) {
      const a = step === 1 ? 1 : random.int(2, step === 2 ? 3 : 4);
      const p = nonZero(random, 9);
      let q = nonZero(random, 9);
      // Two different roots whose sum is not 0, so every term of the equation is there.
      while (q === p || q === -p) q = nonZero(random, 9);
      const [b, c] = [-a * (p + q), a * p * q];
      const larger = step !== 3;
      const answer = larger ? Math.max(p, q) : Math.min(p, q);
      const d = b * b - 4 * a * c;
      const root = Math.round(Math.sqrt(d));
      const sign = larger ? 1 : -1;
      const params = {
        poly: polynomialText([a, b, c]),
        which: say(larger ? "larger" : "smaller"),
        a,
        b: bracketed(b),
        c: bracketed(c),
        d,
        root,
        pm: larger ? "+" : "−",
        minusB: b > 0 ? `−${b}` : `${-b}`,
        answer,
      };
      return {
        values: [step],
        item: numericItem(
          say("rootPrompt", params),
          answer,
          say("formulaHint"),
          say("rootSolution", params),
          [
            [(b + sign * root) / (2 * a), "droppedMinusB"],
            [(-b + sign * root) / a, "forgotTwoInDenominator"],
          ],
        ),
      };
    }
    if (step === 6) {
      const u = random.int(1, 3);
      const v = random.int(2, 9);
      const [a, c] = [u * u, v * v];
      const answer = 2 * u * v;
      const params = { a: a === 1 ? "" : a, c, square: 4 * a * c, answer };
      return {
        values: [step],
        item: numericItem(
          say("kPrompt", params),
          answer,
          say("discriminantHint"),
          say("kSolution", { ...params, a }),
          [
            [u * v, "droppedFour"],
            [4 * a * c, "forgotSquareRoot"],
          ],
        ),
      };
    }
    const want = random.int(0, 2);
    let [a, b, c] = [1, 1, 1];
    for (;;) {
      [a, b, c] = [random.int(1, 5), nonZero(random, 12), nonZero(random, 12)];
      if (want === 1) {
        const p = nonZero(random, 6);
        [b, c] = [-2 * a * p, a * p * p];
      }
      if (natureOf(b * b - 4 * a * c) === want) break;
    }
    const d = b * b - 4 * a * c;
    const params = { poly: polynomialText([a, b, c]), a, b: bracketed(b), c: bracketed(c), d };
    if (step === 4)
      return {
        values: [step],
        item: numericItem(
          say("discriminantPrompt", params),
          d,
          say("discriminantHint"),
          say("discriminantSolution", params),
          [
            [b * b + 4 * a * c, "signOf4ac"],
            [b - 4 * a * c, "forgotToSquareB"],
          ],
        ),
      };
    const item = choiceItem(
      say("naturePrompt", params),
      [...ROOT_NATURES],
      want,
      say("discriminantHint"),
      say("natureSolution", { ...params, reason: say(["positive", "zero", "negative"][want] as string) }),
      [
        [natureOf(b * b + 4 * a * c), "signOf4ac"],
        [natureOf(b - 4 * a * c), "forgotToSquareB"],
      ],
    );
    return { values: [step], item: { ...item, options: ROOT_NATURES.map((n) => say(n)) } };
  },
});
