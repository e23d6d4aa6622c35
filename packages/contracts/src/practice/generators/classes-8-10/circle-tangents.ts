import { defineGenerator, say } from "../define.ts";
import {
  centreAngleFigure,
  chordFigure,
  cyclicFigure,
  tangentFigure,
  twoTangentsFigure,
} from "./circle-figures.ts";
import { numericItem } from "./shared.ts";

/**
 * Tangents and chords of a circle. Bounds: 1 the length of a tangent from a point, 2 the radius from
 * a tangent, 3 the point's distance from the centre (a tangent meets the radius at 90°, so each is
 * Pythagoras on a whole triple); 4 the angle between two tangents from the angle at the centre, 5 the
 * opposite angle of a cyclic quadrilateral, 6 the angle at the centre from the angle at the circle;
 * 7 a chord from its distance to the centre, 8 that distance from the chord, 9 the radius from both.
 * Every question is drawn to scale (./circle-figures.ts), what it gives written on the drawing.
 */
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [12, 35, 37],
] as const;

export const circleTangents = defineGenerator({
  id: "circleTangents",
  version: 1,
  name: { en: "Tangents, chords and angles in circles", hi: "वृत्त की स्पर्श रेखाएँ, जीवाएँ और कोण" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [9, 10],
  skills: ["tangent-length", "angles-in-circles", "chords"],
  families: ["Mathematics"],
  texts: {
    en: {
      tangentAlt:
        "A circle with centre O. The tangent from the point P touches it at T, where it makes a right angle with the radius OT; OP is joined.",
      twoTangentsAlt:
        "A circle with centre O. The tangents from P touch it at A and B, each at a right angle to the radius there; ∠AOB is marked {x}° and ∠APB is asked.",
      cyclicAlt:
        "A circle through A, B, C and D, joined in turn; ∠A is marked {x}° and ∠C, opposite it, is asked.",
      centreAngleAlt:
        "A circle with centre O and the points A, B and C on it. ∠ACB at the circle is marked {x}° and ∠AOB at the centre is asked.",
      chordAlt:
        "A circle with centre O and the chord AB. The perpendicular from O meets AB at M; the radius OA is joined.",
      tangentPrompt:
        "A point P is {d} cm from the centre O of a circle of radius {r} cm. Find the length of the tangent from P to the circle, in cm.",
      radiusPrompt:
        "The tangent from a point P, {d} cm from the centre O of a circle, is {t} cm long. Find the radius of the circle in cm.",
      distancePrompt:
        "The tangent from a point P to a circle of radius {r} cm is {t} cm long. How far is P from the centre, in cm?",
      anglePrompt:
        "PA and PB are tangents from P to a circle with centre O. If ∠AOB = {x}°, find ∠APB in degrees.",
      chordPrompt:
        "A chord of a circle of radius {r} cm is {d} cm from the centre. Find the length of the chord in cm.",
      cyclicPrompt: "ABCD is a cyclic quadrilateral with ∠A = {x}°. Find ∠C in degrees.",
      centrePrompt: "A, B and C lie on a circle with centre O, and ∠ACB = {x}°. Find ∠AOB in degrees.",
      distanceFromChordPrompt:
        "A chord {c} cm long is drawn in a circle of radius {r} cm. How far is the chord from the centre, in cm?",
      radiusFromChordPrompt:
        "A chord {c} cm long is {d} cm from the centre of a circle. Find the radius in cm.",
      centreHint:
        "The angle an arc makes at the centre is double the angle it makes at any point on the rest of the circle.",
      centreSolution: "∠AOB is twice ∠ACB.\n∠AOB: 2 × {x} = {answer}",
      distanceFromChordSolution:
        "Half the chord: {c} ÷ 2 = {half}\nDistance²: {r} × {r} − {half} × {half} = {square}\nDistance: {answer} cm, since {answer} × {answer} = {square}",
      radiusFromChordSolution:
        "Half the chord: {c} ÷ 2 = {half}\nRadius²: {d} × {d} + {half} × {half} = {square}\nRadius: {answer} cm, since {answer} × {answer} = {square}",
      halvedInstead: "Halved the angle instead of doubling it",
      centreEqual: "Took the angle at the centre equal to the angle at the circle",
      rightHint: "The tangent at a point is perpendicular to the radius there, so OP² = radius² + tangent².",
      angleHint:
        "In quadrilateral OAPB, the angles at A and B are 90° each, and all four angles add up to 360°.",
      chordHint: "The perpendicular from the centre bisects the chord: half-chord² = radius² − distance².",
      cyclicHint: "Opposite angles of a cyclic quadrilateral add up to 180°.",
      tangentSolution:
        "∠OTP is 90°, so tangent² = OP² − radius².\nTangent²: {d} × {d} − {r} × {r} = {square}\nTangent: {answer} cm, since {answer} × {answer} = {square}",
      radiusSolution:
        "∠OTP is 90°, so radius² = OP² − tangent².\nRadius²: {d} × {d} − {t} × {t} = {square}\nRadius: {answer} cm, since {answer} × {answer} = {square}",
      distanceSolution:
        "∠OTP is 90°, so OP² = radius² + tangent².\nOP²: {r} × {r} + {t} × {t} = {square}\nOP: {answer} cm, since {answer} × {answer} = {square}",
      angleSolution:
        "In OAPB the angles add to 360°, with 90° at A and at B.\n∠APB: 360 − 90 − 90 − {x} = {answer}",
      chordSolution:
        "Half the chord, squared: {r} × {r} − {d} × {d} = {square}\nHalf the chord: {half} cm, since {half} × {half} = {square}\nChord: 2 × {half} = {answer}",
      cyclicSolution: "∠A + ∠C is 180°.\n∠C: 180 − {x} = {answer}",
      subtractedLengths: "Subtracted the lengths instead of using Pythagoras",
      addedLengths: "Added the lengths instead of using Pythagoras",
      forgotRoot: "Found the square of the length but did not take its square root",
      equalAngles: "Took ∠APB equal to ∠AOB",
      subtractedFrom360: "Took 360° minus the angle, forgetting the two right angles or the 180° rule",
      forgotDouble: "Found half the chord and stopped",
      equalOpposite: "Took the opposite angle equal instead of supplementary",
    },
    hi: {
      tangentAlt:
        "केंद्र O वाला एक वृत्त। बिंदु P से स्पर्श रेखा उसे T पर छूती है, जहाँ वह त्रिज्या OT से समकोण बनाती है; OP मिलाया गया है।",
      twoTangentsAlt:
        "केंद्र O वाला एक वृत्त। P से खींची स्पर्श रेखाएँ उसे A और B पर छूती हैं, हर एक वहाँ की त्रिज्या से समकोण बनाती है; ∠AOB पर {x}° लिखा है और ∠APB पूछा गया है।",
      cyclicAlt:
        "A, B, C और D से होकर जाने वाला एक वृत्त, बिंदु क्रम से मिलाए गए हैं; ∠A पर {x}° लिखा है और उसका सम्मुख ∠C पूछा गया है।",
      centreAngleAlt:
        "केंद्र O वाला एक वृत्त जिस पर बिंदु A, B और C हैं। वृत्त पर ∠ACB पर {x}° लिखा है और केंद्र पर ∠AOB पूछा गया है।",
      chordAlt: "केंद्र O वाला एक वृत्त और उसकी जीवा AB। O से डाला गया लंब AB से M पर मिलता है; त्रिज्या OA मिलाई गई है।",
      tangentPrompt:
        "{r} सेमी त्रिज्या वाले वृत्त के केंद्र O से बिंदु P की दूरी {d} सेमी है। P से वृत्त पर खींची गई स्पर्श रेखा की लंबाई कितने सेमी है?",
      radiusPrompt:
        "वृत्त के केंद्र O से {d} सेमी दूर बिंदु P से खींची गई स्पर्श रेखा {t} सेमी लंबी है। वृत्त की त्रिज्या कितने सेमी है?",
      distancePrompt:
        "{r} सेमी त्रिज्या वाले वृत्त पर बिंदु P से खींची गई स्पर्श रेखा {t} सेमी लंबी है। P केंद्र से कितने सेमी दूर है?",
      anglePrompt: "PA और PB, बिंदु P से केंद्र O वाले वृत्त पर स्पर्श रेखाएँ हैं। यदि ∠AOB = {x}° है, तो ∠APB कितने अंश है?",
      chordPrompt: "{r} सेमी त्रिज्या वाले वृत्त की एक जीवा केंद्र से {d} सेमी दूर है। जीवा की लंबाई कितने सेमी है?",
      cyclicPrompt: "ABCD एक चक्रीय चतुर्भुज है और ∠A = {x}° है। ∠C कितने अंश है?",
      centrePrompt: "A, B और C केंद्र O वाले वृत्त पर हैं, और ∠ACB = {x}° है। ∠AOB कितने अंश है?",
      distanceFromChordPrompt:
        "{r} सेमी त्रिज्या वाले वृत्त में {c} सेमी लंबी जीवा खींची गई है। जीवा केंद्र से कितने सेमी दूर है?",
      radiusFromChordPrompt: "{c} सेमी लंबी जीवा वृत्त के केंद्र से {d} सेमी दूर है। त्रिज्या कितने सेमी है?",
      centreHint: "किसी चाप द्वारा केंद्र पर बना कोण, वृत्त के बाकी भाग के किसी बिंदु पर बने कोण का दुगुना होता है।",
      centreSolution: "∠AOB, ∠ACB का दुगुना है।\n∠AOB: 2 × {x} = {answer}",
      distanceFromChordSolution:
        "आधी जीवा: {c} ÷ 2 = {half}\nदूरी²: {r} × {r} − {half} × {half} = {square}\nदूरी: {answer} सेमी, क्योंकि {answer} × {answer} = {square}",
      radiusFromChordSolution:
        "आधी जीवा: {c} ÷ 2 = {half}\nत्रिज्या²: {d} × {d} + {half} × {half} = {square}\nत्रिज्या: {answer} सेमी, क्योंकि {answer} × {answer} = {square}",
      halvedInstead: "कोण को दुगुना करने की जगह आधा कर दिया",
      centreEqual: "केंद्र पर बने कोण को वृत्त पर बने कोण के बराबर मान लिया",
      rightHint: "स्पर्श बिंदु पर स्पर्श रेखा त्रिज्या पर लंब होती है, इसलिए OP² = त्रिज्या² + स्पर्श रेखा²।",
      angleHint: "चतुर्भुज OAPB में A और B पर कोण 90° के हैं, और चारों कोणों का योग 360° है।",
      chordHint: "केंद्र से डाला गया लंब जीवा को समद्विभाजित करता है: (आधी जीवा)² = त्रिज्या² − दूरी²।",
      cyclicHint: "चक्रीय चतुर्भुज के सम्मुख कोणों का योग 180° होता है।",
      tangentSolution:
        "∠OTP समकोण है, इसलिए स्पर्श रेखा² = OP² − त्रिज्या²।\nस्पर्श रेखा²: {d} × {d} − {r} × {r} = {square}\nस्पर्श रेखा: {answer} सेमी, क्योंकि {answer} × {answer} = {square}",
      radiusSolution:
        "∠OTP समकोण है, इसलिए त्रिज्या² = OP² − स्पर्श रेखा²।\nत्रिज्या²: {d} × {d} − {t} × {t} = {square}\nत्रिज्या: {answer} सेमी, क्योंकि {answer} × {answer} = {square}",
      distanceSolution:
        "∠OTP समकोण है, इसलिए OP² = त्रिज्या² + स्पर्श रेखा²।\nOP²: {r} × {r} + {t} × {t} = {square}\nOP: {answer} सेमी, क्योंकि {answer} × {answer} = {square}",
      angleSolution: "OAPB के कोणों का योग 360° है, और A तथा B पर 90° है।\n∠APB: 360 − 90 − 90 − {x} = {answer}",
      chordSolution:
        "आधी जीवा का वर्ग: {r} × {r} − {d} × {d} = {square}\nआधी जीवा: {half} सेमी, क्योंकि {half} × {half} = {square}\nजीवा: 2 × {half} = {answer}",
      cyclicSolution: "∠A + ∠C का योग 180° है।\n∠C: 180 − {x} = {answer}",
      subtractedLengths: "पाइथागोरस लगाने की जगह लंबाइयाँ घटा दीं",
      addedLengths: "पाइथागोरस लगाने की जगह लंबाइयाँ जोड़ दीं",
      forgotRoot: "लंबाई का वर्ग निकाला, पर वर्गमूल नहीं लिया",
      equalAngles: "∠APB को ∠AOB के बराबर मान लिया",
      subtractedFrom360: "360° में से कोण घटा दिया, दो समकोण या 180° का नियम भूल गए",
      forgotDouble: "आधी जीवा निकालकर रुक गए",
      equalOpposite: "सम्मुख कोण को संपूरक की जगह बराबर मान लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const [u, v, w] = random.pick(TRIPLES);
    const scale = random.int(1, 3);
    const [a, b, c] =
      random.next() < 0.5 ? [u * scale, v * scale, w * scale] : [v * scale, u * scale, w * scale];
    if (step === 1) {
      const params = { d: c, r: a, square: b * b, answer: b };
      return {
        values: [step],
        figure: tangentFigure(a, b, c, "t"),
        item: numericItem(say("tangentPrompt", params), b, say("rightHint"), say("tangentSolution", params), [
          [c - a, "subtractedLengths"],
          [b * b, "forgotRoot"],
        ]),
      };
    }
    if (step === 2) {
      const params = { d: c, t: b, square: a * a, answer: a };
      return {
        values: [step],
        figure: tangentFigure(a, b, c, "r"),
        item: numericItem(say("radiusPrompt", params), a, say("rightHint"), say("radiusSolution", params), [
          [c - b, "subtractedLengths"],
          [a * a, "forgotRoot"],
        ]),
      };
    }
    if (step === 3) {
      const params = { r: a, t: b, square: c * c, answer: c };
      return {
        values: [step],
        figure: tangentFigure(a, b, c, "d"),
        item: numericItem(
          say("distancePrompt", params),
          c,
          say("rightHint"),
          say("distanceSolution", params),
          [
            [a + b, "addedLengths"],
            [c * c, "forgotRoot"],
          ],
        ),
      };
    }
    if (step === 8) {
      const params = { c: 2 * b, r: c, half: b, square: a * a, answer: a };
      return {
        values: [step],
        figure: chordFigure(c, a, b, "d"),
        item: numericItem(
          say("distanceFromChordPrompt", params),
          a,
          say("chordHint"),
          say("distanceFromChordSolution", params),
          [
            [c - b, "subtractedLengths"],
            [a * a, "forgotRoot"],
          ],
        ),
      };
    }
    if (step === 9) {
      const params = { c: 2 * b, d: a, half: b, square: c * c, answer: c };
      return {
        values: [step],
        figure: chordFigure(c, a, b, "r"),
        item: numericItem(
          say("radiusFromChordPrompt", params),
          c,
          say("chordHint"),
          say("radiusFromChordSolution", params),
          [
            [a + b, "addedLengths"],
            [c * c, "forgotRoot"],
          ],
        ),
      };
    }
    if (step === 6) {
      const x = random.int(20, 85);
      const params = { x, answer: 2 * x };
      return {
        values: [step],
        figure: centreAngleFigure(x),
        item: numericItem(
          say("centrePrompt", params),
          2 * x,
          say("centreHint"),
          say("centreSolution", params),
          [
            [x, "centreEqual"],
            [x / 2, "halvedInstead"],
          ],
        ),
      };
    }
    if (step === 7) {
      const params = { r: c, d: a, square: b * b, half: b, answer: 2 * b };
      return {
        values: [step],
        figure: chordFigure(c, a, b, "c"),
        item: numericItem(say("chordPrompt", params), 2 * b, say("chordHint"), say("chordSolution", params), [
          [b, "forgotDouble"],
          [2 * (c - a), "subtractedLengths"],
        ]),
      };
    }
    const x = random.int(20, 160);
    const answer = 180 - x;
    const params = { x, answer };
    return {
      values: [step],
      figure: step === 4 ? twoTangentsFigure(x) : cyclicFigure(x),
      item: numericItem(
        say(step === 4 ? "anglePrompt" : "cyclicPrompt", params),
        answer,
        say(step === 4 ? "angleHint" : "cyclicHint"),
        say(step === 4 ? "angleSolution" : "cyclicSolution", params),
        [
          [x, step === 4 ? "equalAngles" : "equalOpposite"],
          [360 - x, "subtractedFrom360"],
        ],
      ),
    };
  },
});
