import { defineGenerator } from "../define.ts";
import { drawKind, kindBounds, numeric, texts } from "./kinds.ts";
import { exteriorAngleFigure, isoscelesFigure } from "./triangle-figures.ts";

/**
 * Angle facts in words, without a picture (a light question for phones offline; ./angle-figures.ts
 * draws the same facts): 1–3 a linear pair, angles round a point, a complement; 4–6 vertically
 * opposite, corresponding, alternate; 7–9 co-interior, an exterior angle, an isosceles triangle. The
 * two triangle questions (8, 9) show their triangle, marked as the words say (./triangle-figures.ts):
 * Class 7 learns these from the drawn triangle; the line and parallel facts stay in words.
 */
const unit = { unit: "degree" } as const;

export const angleFacts = defineGenerator({
  id: "angleFacts",
  version: 1,
  name: { en: "Angle facts in words", hi: "कोणों के तथ्य, शब्दों में" },
  bounds: kindBounds(3),
  classes: [6, 7],
  skills: ["linear-pairs", "vertically-opposite-angles", "angles-with-parallel-lines", "exterior-angle"],
  families: ["Mathematics", "Geo Math"],
  texts: {
    en: {
      pairPrompt: "Two angles on a straight line are x and {g}°. Find x.",
      roundPrompt: "Angles round a point are {g}°, {h}°, {k}° and x. Find x.",
      complementPrompt: "Two angles together make a right angle. One is {g}°. Find the other.",
      oppositePrompt: "Two lines cross. One angle is {g}°. Find the angle opposite it.",
      correspondingPrompt: "A line cuts two parallel lines. One angle is {g}°. Find the corresponding angle.",
      alternatePrompt: "A line cuts two parallel lines. One angle is {g}°. Find the alternate angle.",
      coInteriorPrompt: "A line cuts two parallel lines. One angle is {g}°. Find the co-interior angle.",
      exteriorPrompt:
        "Two angles of a triangle are {g}° and {h}°. Find the exterior angle at the third corner.",
      isoscelesPrompt: "An isosceles triangle has {g}° between its equal sides. Find each other angle.",
      hint: "On a line: 180°. Round a point: 360°. Right angle: 90°. Opposite, corresponding and alternate angles are equal; co-interior angles make 180°.",
      triangleHint:
        "The angles of a triangle make 180°. An exterior angle equals the two opposite interior angles added.",
      from180: "180° − {g}° = {answer}°",
      from360: "360° − {g}° − {h}° − {k}° = {answer}°",
      from90: "90° − {g}° = {answer}°",
      equal: "They are equal: {answer}°.",
      added: "{g}° + {h}° = {answer}°",
      halved: "(180° − {g}°) ÷ 2 = {answer}°",
      copiedAngle: "Took the angles as equal",
      usedFullTurn: "Used 360° instead of 180°",
      usedStraight: "Used 180° instead of 360°",
      used180: "Used 180° instead of 90°",
      tookSupplement: "Took equal angles to add up to 180°",
      gaveInside: "Gave the third interior angle",
      noHalf: "Did not halve what is left",
      exteriorAlt:
        "Triangle ABC with side BC extended past C to D. The angle at A is {g}° and the angle at B is {h}°; the exterior angle ACD is marked with a question mark.",
      isoscelesAlt:
        "Triangle ABC with sides CA and CB marked equal. The angle at C, between the equal sides, is {g}°; the angles at A and B are marked with question marks.",
    },
    hi: {
      pairPrompt: "सीधी रेखा पर दो कोण x और {g}° हैं। x ज्ञात करो।",
      roundPrompt: "एक बिंदु के चारों ओर कोण {g}°, {h}°, {k}° और x हैं। x ज्ञात करो।",
      complementPrompt: "दो कोण मिलकर समकोण बनाते हैं। एक {g}° है। दूसरा ज्ञात करो।",
      oppositePrompt: "दो रेखाएँ काटती हैं। एक कोण {g}° है। उसके सामने का कोण ज्ञात करो।",
      correspondingPrompt: "एक रेखा दो समांतर रेखाओं को काटती है। एक कोण {g}° है। संगत कोण ज्ञात करो।",
      alternatePrompt: "एक रेखा दो समांतर रेखाओं को काटती है। एक कोण {g}° है। एकांतर कोण ज्ञात करो।",
      coInteriorPrompt: "एक रेखा दो समांतर रेखाओं को काटती है। एक कोण {g}° है। सह-आंतरिक कोण ज्ञात करो।",
      exteriorPrompt: "त्रिभुज के दो कोण {g}° और {h}° हैं। तीसरे कोने पर बहिष्कोण ज्ञात करो।",
      isoscelesPrompt: "समद्विबाहु त्रिभुज की बराबर भुजाओं के बीच {g}° है। बाकी हर कोण ज्ञात करो।",
      hint: "रेखा पर: 180°। बिंदु के चारों ओर: 360°। समकोण: 90°। सामने के, संगत और एकांतर कोण बराबर; सह-आंतरिक कोणों का योग 180°।",
      triangleHint: "त्रिभुज के कोणों का योग 180° है। बहिष्कोण सामने के दोनों अंतःकोणों के योग के बराबर है।",
      from180: "180° − {g}° = {answer}°",
      from360: "360° − {g}° − {h}° − {k}° = {answer}°",
      from90: "90° − {g}° = {answer}°",
      equal: "ये बराबर हैं: {answer}°।",
      added: "{g}° + {h}° = {answer}°",
      halved: "(180° − {g}°) ÷ 2 = {answer}°",
      copiedAngle: "कोणों को बराबर मान लिया",
      usedFullTurn: "180° की जगह 360° लिया",
      usedStraight: "360° की जगह 180° लिया",
      used180: "90° की जगह 180° लिया",
      tookSupplement: "बराबर कोणों का योग 180° मान लिया",
      gaveInside: "तीसरा अंतःकोण दे दिया",
      noHalf: "बचे हुए को आधा नहीं किया",
      exteriorAlt:
        "त्रिभुज ABC, जिसकी भुजा BC को C से आगे D तक बढ़ाया गया है। A पर कोण {g}° और B पर कोण {h}° है; बहिष्कोण ACD प्रश्नचिह्न से चिह्नित है।",
      isoscelesAlt:
        "त्रिभुज ABC, जिसकी भुजाएँ CA और CB बराबर चिह्नित हैं। बराबर भुजाओं के बीच C पर कोण {g}° है; A और B पर के कोण प्रश्नचिह्न से चिह्नित हैं।",
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    const g = random.int(20, 160);
    if (kind === 0) {
      if (level === 1)
        return numeric(
          value,
          texts("pairPrompt", "hint", "from180", { g, answer: 180 - g }),
          180 - g,
          [
            ["copiedAngle", g],
            ["usedFullTurn", 360 - g],
          ],
          unit,
        );
      if (level === 2) {
        const [a, h, k] = [random.int(50, 110), random.int(50, 110), random.int(50, 110)];
        const x = 360 - a - h - k;
        return numeric(
          value,
          texts("roundPrompt", "hint", "from360", { g: a, h, k, answer: x }),
          x,
          [["usedStraight", 180 - a - h - k > 0 ? 180 - a - h - k : Number.NaN]],
          unit,
        );
      }
      const c = random.int(10, 80);
      return numeric(
        value,
        texts("complementPrompt", "hint", "from90", { g: c, answer: 90 - c }),
        90 - c,
        [
          ["used180", 180 - c],
          ["copiedAngle", c],
        ],
        unit,
      );
    }
    if (kind === 1) {
      const key = (["oppositePrompt", "correspondingPrompt", "alternatePrompt"] as const)[
        level - 1
      ] as string;
      return numeric(
        value,
        texts(key, "hint", "equal", { g, answer: g }),
        g,
        [["tookSupplement", 180 - g]],
        unit,
      );
    }
    if (level === 1)
      return numeric(
        value,
        texts("coInteriorPrompt", "hint", "from180", { g, answer: 180 - g }),
        180 - g,
        [
          ["copiedAngle", g],
          ["usedFullTurn", 360 - g],
        ],
        unit,
      );
    if (level === 2) {
      const a = random.int(25, 80);
      const h = random.int(25, 80);
      return {
        ...numeric(
          value,
          texts("exteriorPrompt", "triangleHint", "added", { g: a, h, answer: a + h }),
          a + h,
          [["gaveInside", 180 - a - h]],
          unit,
        ),
        figure: exteriorAngleFigure(a, h),
      };
    }
    const apex = 2 * random.int(10, 70);
    return {
      ...numeric(
        value,
        texts("isoscelesPrompt", "triangleHint", "halved", { g: apex, answer: (180 - apex) / 2 }),
        (180 - apex) / 2,
        [
          ["noHalf", 180 - apex],
          ["copiedAngle", apex],
        ],
        unit,
      ),
      figure: isoscelesFigure(apex),
    };
  },
});
