import { thirdAngleFigure } from "./classes-6-7/triangle-figures.ts";
import { defineGenerator, say } from "./define.ts";

/**
 * The third angle of a triangle from the other two, the triangle drawn with the two angles written
 * (./classes-6-7/triangle-figures.ts; "not to scale" when a corner is too narrow to draw as it is).
 */
export const triangleAngles = defineGenerator({
  id: "triangleAngles",
  version: 1,
  name: { en: "Angles of a triangle", hi: "त्रिभुज के कोण" },
  bounds: { min: 10, max: 150, minAtMost: 85, defaultMin: 20, defaultMax: 100 },
  classes: [6, 7],
  skills: ["angle-sum-of-a-triangle"],
  families: ["Geo Math", "Mathematics"],
  texts: {
    en: {
      prompt: "Two angles of a triangle are {a}° and {b}°. What is the third angle, in degrees?",
      hint: "The three angles of a triangle add up to 180°.",
      solution: "180° − {a}° − {b}° = {third}°",
      used360: "Used 360° (a quadrilateral's sum) for a triangle",
      addedTwo: "Added the two angles it was given",
      figureAlt:
        "Triangle ABC with the angle at A marked {a}° and the angle at B marked {b}°; the angle at C is marked with a question mark. {scale}",
      toScale: "It is drawn to scale.",
      notToScale: "It is not drawn to scale.",
    },
    hi: {
      prompt: "किसी त्रिभुज के दो कोण {a}° और {b}° हैं। तीसरा कोण कितने डिग्री का है?",
      hint: "त्रिभुज के तीनों कोणों का योग 180° होता है।",
      solution: "180° − {a}° − {b}° = {third}°",
      used360: "त्रिभुज के लिए 360° (चतुर्भुज के कोणों का योग) लिया",
      addedTwo: "दिए गए दोनों कोणों को जोड़ दिया",
      figureAlt:
        "त्रिभुज ABC, जिसमें A पर कोण {a}° और B पर कोण {b}° लिखा है; C पर कोण प्रश्नचिह्न से चिह्नित है। {scale}",
      toScale: "यह पैमाने के अनुसार बना है।",
      notToScale: "यह पैमाने के अनुसार नहीं बना है।",
    },
  },
  generate(random, min, max) {
    // Two angles inside the range whose sum leaves at least 1° for the third.
    const a = random.int(min, Math.min(max, 178 - min));
    const b = random.int(min, Math.max(min, Math.min(max, 179 - a)));
    const third = 180 - a - b;
    const wrong = [
      { answer: 360 - a - b, misconception: say("used360") },
      { answer: a + b, misconception: say("addedTwo") },
    ].filter((w) => w.answer !== third);
    return {
      values: [a, b],
      item: {
        kind: "numeric",
        prompt: say("prompt", { a, b }),
        answer: String(third),
        accept: [`${third}°`],
        unit: "degree",
        hint: say("hint"),
        solution: say("solution", { a, b, third }),
        wrongAnswers: wrong.map((w) => ({ answer: String(w.answer), misconception: w.misconception })),
      },
      figure: thirdAngleFigure(a, b, "figureAlt"),
    };
  },
});
