import { defineGenerator, say } from "../define.ts";
import {
  fourthAngleFigure,
  midPointFigure,
  midTriangleFigure,
  parallelogramFigure,
  rhombusFigure,
} from "./quadrilateral-figures.ts";
import { numericItem } from "./shared.ts";

/**
 * Quadrilaterals and the mid-point theorem. Bounds: 1 an angle of a parallelogram from its adjacent
 * angle, 2 the fourth angle of a quadrilateral, 3 a rhombus's side from its diagonals; 4 the segment
 * joining two mid-points, 5 the third side from that segment, 6 the perimeter of the triangle formed
 * by joining the three mid-points; 7 the angle sum of a polygon, 8 each angle of a regular polygon,
 * 9 the number of sides of a regular polygon from its exterior angle. Bounds 1–6 are drawn
 * (./quadrilateral-figures.ts): the picture gives what the words give, marked as a book marks it.
 */
const TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [12, 16, 20],
] as const;

/** A figure when one could be drawn (a "quadrilateral" whose fourth angle is 180° cannot). */
const withFigure = (figure: ReturnType<typeof fourthAngleFigure>) => (figure ? { figure } : {});

export const quadrilaterals = defineGenerator({
  id: "quadrilaterals",
  version: 1,
  name: { en: "Quadrilaterals and the mid-point theorem", hi: "चतुर्भुज और मध्य-बिंदु प्रमेय" },
  bounds: { min: 1, max: 9, defaultMin: 1, defaultMax: 9 },
  classes: [8, 9],
  skills: ["angles-and-sides-of-quadrilaterals", "mid-point-theorem", "angles-of-polygons"],
  families: ["Mathematics"],
  texts: {
    en: {
      adjacentPrompt: "In parallelogram ABCD, ∠A = {x}°. Find ∠B in degrees.",
      fourthPrompt:
        "Three angles of a quadrilateral are {a}°, {b}° and {c}°. Find the fourth angle in degrees.",
      rhombusPrompt:
        "The diagonals of a rhombus are {d1} cm and {d2} cm long. Find the length of a side in cm.",
      midPrompt: "In △ABC, D and E are the mid-points of AB and AC. If BC = {bc} cm, find DE in cm.",
      sidePrompt: "In △ABC, D and E are the mid-points of AB and AC. If DE = {de} cm, find BC in cm.",
      perimeterPrompt:
        "The sides of a triangle are {a} cm, {b} cm and {c} cm. Find the perimeter of the triangle formed by joining the mid-points of its sides, in cm.",
      angleHint: "Parallelogram: adjacent angles make 180°. Any quadrilateral: 360° in all.",
      rhombusHint: "Side² = (d₁ ÷ 2)² + (d₂ ÷ 2)².",
      midHint: "The mid-point segment is half the third side.",
      adjacentSolution: "∠A + ∠B is 180°.\n∠B: 180 − {x} = {answer}",
      fourthSolution: "The four angles add up to 360°.\nFourth angle: 360 − ({a} + {b} + {c}) = {answer}",
      rhombusSolution:
        "Halves of the diagonals: {h1} cm and {h2} cm.\nSide²: {h1} × {h1} + {h2} × {h2} = {square}\nSide: {answer} cm, since {answer} × {answer} = {square}",
      midSolution: "By the mid-point theorem DE is half of BC.\nDE: {bc} ÷ 2 = {answer}",
      sideSolution: "By the mid-point theorem BC is twice DE.\nBC: 2 × {de} = {answer}",
      perimeterSolution:
        "Each side of the new triangle is half a side of the old one.\nPerimeter: ({a} + {b} + {c}) ÷ 2 = {answer}",
      equalAdjacent: "Took adjacent angles of a parallelogram as equal",
      usedTriangleSum: "Used 180° (a triangle's angle sum) instead of 360°",
      forgotToHalve: "Used the whole diagonals instead of their halves",
      addedHalves: "Added the half-diagonals instead of using Pythagoras",
      equalToSide: "Took the mid-point segment equal to the third side",
      doubledInstead: "Doubled instead of halving",
      halvedInstead: "Halved instead of doubling",
      fullPerimeter: "Gave the perimeter of the original triangle",
      gaveSum: "Gave the sum of the three angles instead of what is left of 360°",
      polygonSumPrompt: "What is the sum of the interior angles of a polygon with {n} sides, in degrees?",
      regularAnglePrompt: "What is each interior angle of a regular polygon with {n} sides, in degrees?",
      sidesPrompt: "Each exterior angle of a regular polygon is {x}°. How many sides does it have?",
      polygonHint: "Angle sum: (n − 2) × 180°. Exterior angles: 360° in all.",
      polygonSumSolution: "The polygon splits into {n} − 2 triangles.\nSum: ({n} − 2) × 180 = {answer}",
      regularAngleSolution:
        "Each exterior angle: 360 ÷ {n} = {exterior}\nEach interior angle: 180 − {exterior} = {answer}",
      sidesSolution: "The exterior angles add up to 360°.\nSides: 360 ÷ {x} = {answer}",
      usedNTriangles: "Took n triangles instead of n − 2",
      gaveExterior: "Gave the exterior angle instead of the interior one",
      gaveAngleSum: "Gave the sum of all the angles instead of one",
      used180: "Divided 180° instead of 360° by the exterior angle",
      parallelogramAlt:
        "Parallelogram ABCD. Arrows mark AB parallel to DC and AD parallel to BC. The angle at A is {x}°; the angle at B is marked with a question mark.",
      fourthAlt:
        "Quadrilateral ABCD with the angle at A marked {a}°, at B {b}° and at C {c}°; the angle at D is marked with a question mark.",
      rhombusAlt:
        "Rhombus ABCD with its four sides marked equal. Its diagonals AC, {d1} cm, and BD, {d2} cm, cross at O at a right angle. Side AB is marked with a question mark.",
      midAlt:
        "Triangle ABC. D is the mid-point of AB and E the mid-point of AC, the halves marked equal. BC is {bc} cm; DE, joining D and E, is marked with a question mark.",
      sideAlt:
        "Triangle ABC. D is the mid-point of AB and E the mid-point of AC, the halves marked equal. DE, joining D and E, is {de} cm; BC is marked with a question mark.",
      perimeterAlt:
        "A triangle with sides {a} cm, {b} cm and {c} cm. The mid-points of its sides, the halves marked equal, are joined to make a smaller triangle inside it. {scale}",
      toScale: "It is drawn to scale.",
      notToScale: "It is not drawn to scale.",
    },
    hi: {
      adjacentPrompt: "समांतर चतुर्भुज ABCD में ∠A = {x}° है। ∠B कितने अंश है?",
      fourthPrompt: "एक चतुर्भुज के तीन कोण {a}°, {b}° और {c}° हैं। चौथा कोण कितने अंश है?",
      rhombusPrompt: "एक समचतुर्भुज के विकर्ण {d1} सेमी और {d2} सेमी लंबे हैं। इसकी एक भुजा कितने सेमी है?",
      midPrompt: "△ABC में D और E क्रमशः AB और AC के मध्य-बिंदु हैं। यदि BC = {bc} सेमी है, तो DE कितने सेमी है?",
      sidePrompt: "△ABC में D और E क्रमशः AB और AC के मध्य-बिंदु हैं। यदि DE = {de} सेमी है, तो BC कितने सेमी है?",
      perimeterPrompt:
        "एक त्रिभुज की भुजाएँ {a} सेमी, {b} सेमी और {c} सेमी हैं। इसकी भुजाओं के मध्य-बिंदुओं को मिलाने से बने त्रिभुज का परिमाप कितने सेमी है?",
      angleHint: "समांतर चतुर्भुज: आसन्न कोण मिलकर 180°। हर चतुर्भुज: कुल 360°।",
      rhombusHint: "भुजा² = (d₁ ÷ 2)² + (d₂ ÷ 2)²।",
      midHint: "मध्य-बिंदुओं वाला रेखाखंड तीसरी भुजा का आधा है।",
      adjacentSolution: "∠A + ∠B का योग 180° है।\n∠B: 180 − {x} = {answer}",
      fourthSolution: "चारों कोणों का योग 360° है।\nचौथा कोण: 360 − ({a} + {b} + {c}) = {answer}",
      rhombusSolution:
        "विकर्णों के आधे: {h1} सेमी और {h2} सेमी।\nभुजा²: {h1} × {h1} + {h2} × {h2} = {square}\nभुजा: {answer} सेमी, क्योंकि {answer} × {answer} = {square}",
      midSolution: "मध्य-बिंदु प्रमेय से DE, BC का आधा है।\nDE: {bc} ÷ 2 = {answer}",
      sideSolution: "मध्य-बिंदु प्रमेय से BC, DE का दुगुना है।\nBC: 2 × {de} = {answer}",
      perimeterSolution:
        "नए त्रिभुज की हर भुजा पुराने त्रिभुज की एक भुजा की आधी है।\nपरिमाप: ({a} + {b} + {c}) ÷ 2 = {answer}",
      equalAdjacent: "समांतर चतुर्भुज के आसन्न कोणों को बराबर मान लिया",
      usedTriangleSum: "360° की जगह 180° (त्रिभुज के कोणों का योग) लिया",
      forgotToHalve: "विकर्णों के आधे की जगह पूरे विकर्ण ले लिए",
      addedHalves: "पाइथागोरस की जगह आधे विकर्ण जोड़ दिए",
      equalToSide: "मध्य-बिंदु वाले रेखाखंड को तीसरी भुजा के बराबर मान लिया",
      doubledInstead: "आधा करने की जगह दुगुना कर दिया",
      halvedInstead: "दुगुना करने की जगह आधा कर दिया",
      fullPerimeter: "मूल त्रिभुज का परिमाप दे दिया",
      gaveSum: "360° में से बचा कोण निकालने की जगह तीनों कोणों का योग दे दिया",
      polygonSumPrompt: "{n} भुजाओं वाले बहुभुज के अंतः कोणों का योग कितने अंश है?",
      regularAnglePrompt: "{n} भुजाओं वाले सम बहुभुज का हर अंतः कोण कितने अंश का है?",
      sidesPrompt: "एक सम बहुभुज का हर बाह्य कोण {x}° है। इसकी कितनी भुजाएँ हैं?",
      polygonHint: "कोणों का योग: (n − 2) × 180°। बाह्य कोण: कुल 360°।",
      polygonSumSolution: "बहुभुज {n} − 2 त्रिभुजों में बँटता है।\nयोग: ({n} − 2) × 180 = {answer}",
      regularAngleSolution: "हर बाह्य कोण: 360 ÷ {n} = {exterior}\nहर अंतः कोण: 180 − {exterior} = {answer}",
      sidesSolution: "बाह्य कोणों का योग 360° है।\nभुजाएँ: 360 ÷ {x} = {answer}",
      usedNTriangles: "n − 2 की जगह n त्रिभुज मान लिए",
      gaveExterior: "अंतः कोण की जगह बाह्य कोण दे दिया",
      gaveAngleSum: "एक कोण की जगह सभी कोणों का योग दे दिया",
      used180: "बाह्य कोण से 360° की जगह 180° को भाग दिया",
      parallelogramAlt:
        "समांतर चतुर्भुज ABCD। तीर दिखाते हैं कि AB, DC के समांतर है और AD, BC के समांतर है। A पर कोण {x}° है; B पर कोण प्रश्नचिह्न से चिह्नित है।",
      fourthAlt: "चतुर्भुज ABCD, जिसमें A पर कोण {a}°, B पर {b}° और C पर {c}° है; D पर कोण प्रश्नचिह्न से चिह्नित है।",
      rhombusAlt:
        "समचतुर्भुज ABCD, जिसकी चारों भुजाएँ बराबर चिह्नित हैं। इसके विकर्ण AC, {d1} सेमी, और BD, {d2} सेमी, O पर समकोण पर काटते हैं। भुजा AB प्रश्नचिह्न से चिह्नित है।",
      midAlt:
        "त्रिभुज ABC। D, AB का मध्य-बिंदु है और E, AC का; आधे भाग बराबर चिह्नित हैं। BC = {bc} सेमी है; D और E को मिलाने वाला DE प्रश्नचिह्न से चिह्नित है।",
      sideAlt:
        "त्रिभुज ABC। D, AB का मध्य-बिंदु है और E, AC का; आधे भाग बराबर चिह्नित हैं। D और E को मिलाने वाला DE = {de} सेमी है; BC प्रश्नचिह्न से चिह्नित है।",
      perimeterAlt:
        "एक त्रिभुज जिसकी भुजाएँ {a} सेमी, {b} सेमी और {c} सेमी हैं। इसकी भुजाओं के मध्य-बिंदु (आधे भाग बराबर चिह्नित) मिलाकर अंदर एक छोटा त्रिभुज बना है। {scale}",
      toScale: "यह पैमाने के अनुसार बना है।",
      notToScale: "यह पैमाने के अनुसार नहीं बना है।",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step === 1) {
      let x = random.int(35, 145);
      if (x === 90) x += 1;
      const params = { x, answer: 180 - x };
      return {
        values: [step],
        item: numericItem(
          say("adjacentPrompt", params),
          180 - x,
          say("angleHint"),
          say("adjacentSolution", params),
          [
            [x, "equalAdjacent"],
            [360 - x, "usedTriangleSum"],
          ],
        ),
        figure: parallelogramFigure(x),
      };
    }
    if (step === 2) {
      const [a, b] = [random.int(50, 130), random.int(50, 130)];
      const c = random.int(40, Math.min(150, 330 - a - b));
      const answer = 360 - (a + b + c);
      const params = { a, b, c, answer };
      return {
        values: [step],
        item: numericItem(
          say("fourthPrompt", params),
          answer,
          say("angleHint"),
          say("fourthSolution", params),
          [
            [180 - (a + b + c), "usedTriangleSum"],
            [a + b + c, "gaveSum"],
          ].filter(([v]) => (v as number) > 0) as [number, string][],
        ),
        ...withFigure(fourthAngleFigure(a, b, c)),
      };
    }
    if (step === 3) {
      const [u, v, w] = random.pick(TRIPLES);
      const params = { d1: 2 * u, d2: 2 * v, h1: u, h2: v, square: w * w, answer: w };
      return {
        values: [step],
        item: numericItem(
          say("rhombusPrompt", params),
          w,
          say("rhombusHint"),
          say("rhombusSolution", params),
          [
            [2 * w, "forgotToHalve"],
            [u + v, "addedHalves"],
          ],
        ),
        figure: rhombusFigure(u, v),
      };
    }
    if (step === 7) {
      const n = random.int(5, 20);
      const params = { n, answer: (n - 2) * 180 };
      return {
        values: [step],
        item: numericItem(
          say("polygonSumPrompt", params),
          (n - 2) * 180,
          say("polygonHint"),
          say("polygonSumSolution", params),
          [[n * 180, "usedNTriangles"]],
        ),
      };
    }
    if (step === 8) {
      const n = random.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
      const exterior = 360 / n;
      const params = { n, exterior, answer: 180 - exterior };
      return {
        values: [step],
        item: numericItem(
          say("regularAnglePrompt", params),
          180 - exterior,
          say("polygonHint"),
          say("regularAngleSolution", params),
          [
            [exterior, "gaveExterior"],
            [(n - 2) * 180, "gaveAngleSum"],
          ],
        ),
      };
    }
    if (step === 9) {
      const n = random.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
      const x = 360 / n;
      const params = { x, answer: n };
      return {
        values: [step],
        item: numericItem(say("sidesPrompt", params), n, say("polygonHint"), say("sidesSolution", params), [
          [180 / x, "used180"],
        ]),
      };
    }
    if (step === 4) {
      const bc = 2 * random.int(3, 30);
      const params = { bc, answer: bc / 2 };
      return {
        values: [step],
        item: numericItem(say("midPrompt", params), bc / 2, say("midHint"), say("midSolution", params), [
          [bc, "equalToSide"],
          [2 * bc, "doubledInstead"],
        ]),
        figure: midPointFigure(bc, "DE"),
      };
    }
    if (step === 5) {
      const de = random.int(3, 30);
      const params = { de, answer: 2 * de };
      return {
        values: [step],
        item: numericItem(say("sidePrompt", params), 2 * de, say("midHint"), say("sideSolution", params), [
          [de, "equalToSide"],
          [de / 2, "halvedInstead"],
        ]),
        figure: midPointFigure(2 * de, "BC"),
      };
    }
    const [a, b] = [random.int(5, 30), random.int(5, 30)];
    let c = random.int(Math.abs(a - b) + 1, a + b - 1);
    if ((a + b + c) % 2 !== 0) c += c + 1 < a + b ? 1 : -1;
    const answer = (a + b + c) / 2;
    const params = { a, b, c, answer };
    return {
      values: [step],
      item: numericItem(
        say("perimeterPrompt", params),
        answer,
        say("midHint"),
        say("perimeterSolution", params),
        [
          [a + b + c, "fullPerimeter"],
          [2 * (a + b + c), "doubledInstead"],
        ],
      ),
      figure: midTriangleFigure(a, b, c),
    };
  },
});
