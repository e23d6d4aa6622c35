import { defineGenerator, say } from "./define.ts";

/** Adding two proper fractions; the range is the denominators'. */
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

export const addFractions = defineGenerator({
  id: "addFractions",
  version: 1,
  name: { en: "Adding fractions", hi: "भिन्नों का जोड़" },
  bounds: { min: 2, max: 12, defaultMin: 2, defaultMax: 10 },
  classes: [5, 6, 7],
  skills: ["add-unlike-fractions"],
  families: ["Mathematics", "Math Aptitude Exam"],
  fractions: true,
  texts: {
    en: {
      prompt: "{a}/{b} + {c}/{d} = ?",
      hint: "Only fractions with the same denominator can be added: make the denominators the same first.",
      solutionSame:
        "The denominators are the same: add the numerators. {a}/{b} + {c}/{d} = {top}/{common}{simplified}.",
      solution:
        "Make the denominators the same ({common}): {a}/{b} = {a2}/{common} and {c}/{d} = {c2}/{common}. Add the numerators: {a2}/{common} + {c2}/{common} = {top}/{common}{simplified}.",
      simplified: " = {n}/{m} in lowest terms",
      simplifiedWhole: " = {n}",
      addedBoth: "Added the numerators and added the denominators",
      multipliedBottomsOnly: "Made the denominators the same but did not change the numerators",
    },
    hi: {
      prompt: "{a}/{b} + {c}/{d} = ?",
      hint: "भिन्नों को तभी जोड़ सकते हैं जब उनके हर समान हों: पहले हर समान बनाओ।",
      solutionSame: "हर समान हैं: अंश जोड़ो। {a}/{b} + {c}/{d} = {top}/{common}{simplified}।",
      solution:
        "हर समान बनाओ ({common}): {a}/{b} = {a2}/{common} और {c}/{d} = {c2}/{common}। अंश जोड़ो: {a2}/{common} + {c2}/{common} = {top}/{common}{simplified}।",
      simplified: " = {n}/{m}, जो सरलतम रूप है",
      simplifiedWhole: " = {n}",
      addedBoth: "अंशों को आपस में और हरों को आपस में जोड़ दिया",
      multipliedBottomsOnly: "हर समान बनाए, पर अंश नहीं बदले",
    },
  },
  generate(random, min, max) {
    const b = random.int(min, max);
    const d = random.int(min, max);
    const a = random.int(1, b - 1 || 1);
    const c = random.int(1, d - 1 || 1);
    const common = (b * d) / gcd(b, d);
    const a2 = a * (common / b);
    const c2 = c * (common / d);
    const top = a2 + c2;
    const g = gcd(top, common);
    const simplified =
      g === 1
        ? ""
        : common / g === 1
          ? say("simplifiedWhole", { n: top / g })
          : say("simplified", { n: top / g, m: common / g });
    const wrong = [
      { answer: `${a + c}/${b + d}`, misconception: say("addedBoth") },
      ...(b !== d ? [{ answer: `${a + c}/${common}`, misconception: say("multipliedBottomsOnly") }] : []),
    ];
    return {
      values: [b, d],
      item: {
        kind: "fraction",
        prompt: say("prompt", { a, b, c, d }),
        answer: { numerator: top / g, denominator: common / g },
        equivalents: true,
        hint: say("hint"),
        solution:
          b === d
            ? say("solutionSame", { a, b, c, d, top, common, simplified })
            : say("solution", { a, b, c, d, a2, c2, top, common, simplified }),
        wrongAnswers: wrong,
      },
    };
  },
});
