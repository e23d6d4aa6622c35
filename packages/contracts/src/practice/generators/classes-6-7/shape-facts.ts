import { defineGenerator, say } from "../define.ts";
import { choice, drawKind, kindBounds, numeric, texts } from "./kinds.ts";
import { congruenceFacts, MORE_SHAPES, tileFit } from "./shape-facts-more.ts";
import { congruenceFigure, matchFigure } from "./triangle-figures.ts";

/**
 * Facts about shapes: 1–3 lines of symmetry and rotational symmetry, 4–6 the angles of polygons and
 * which tiles meet at a point, 7–9 the third side of a triangle and matching parts of congruent
 * triangles, 10–12 which rule shows two triangles congruent. Version 2 adds shapes to fold, asks
 * whether a regular shape tiles, and states congruence facts about any corner in any order
 * (./shape-facts-more.ts), so no skill's sitting of ten has to repeat a question. Its congruence
 * questions draw the two triangles with the facts marked on them (./triangle-figures.ts).
 */
const SHAPES = [
  { id: "square", lines: 4, wrong: 2, why: "onlySides" },
  { id: "rectangle", lines: 2, wrong: 4, why: "countedDiagonals" },
  { id: "rhombus", lines: 2, wrong: 4, why: "likeSquare" },
  { id: "parallelogram", lines: 0, wrong: 2, why: "countedDiagonals" },
  { id: "equilateral", lines: 3, wrong: 1, why: "onlyUpright" },
  { id: "isoscelesShape", lines: 1, wrong: 3, why: "likeEquilateral" },
  { id: "hexagon", lines: 6, wrong: 3, why: "onlySides" },
  { id: "kite", lines: 1, wrong: 2, why: "countedDiagonals" },
] as const;
const POLYGONS = [
  { n: 5, id: "pentagon" },
  { n: 6, id: "hexagonName" },
  { n: 8, id: "octagon" },
  { n: 9, id: "nonagon" },
  { n: 10, id: "decagon" },
  { n: 12, id: "dodecagon" },
] as const;
const TILES = [
  { n: 3, id: "equilateral" },
  { n: 4, id: "square" },
  { n: 6, id: "hexagon" },
] as const;
const RULES = ["SSS", "SAS", "ASA", "RHS"] as const;
/** The facts given about two triangles, the rule they show (4 for "not enough"), and the tempting wrong rule. */
const CASES = [
  { facts: "factsSSS", rule: 0 },
  { facts: "factsSAS", rule: 1 },
  { facts: "factsASA", rule: 2 },
  { facts: "factsRHS", rule: 3 },
  { facts: "factsSSA", rule: 4, tempting: 1, why: "angleNotBetween" },
  { facts: "factsAAA", rule: 4, tempting: 2, why: "anglesEnough" },
] as const;
const PERMUTATIONS = ["PQR", "PRQ", "QPR", "QRP", "RPQ", "RQP"] as const;

export const shapeFacts = defineGenerator({
  id: "shapeFacts",
  version: 3,
  oldestVersion: 1,
  name: { en: "Symmetry, polygons and triangles", hi: "सममिति, बहुभुज और त्रिभुज" },
  bounds: kindBounds(4),
  classes: [6, 7],
  skills: [
    "lines-of-symmetry",
    "rotational-symmetry",
    "polygon-angles",
    "triangle-inequality",
    "congruent-triangles",
  ],
  families: ["Mathematics", "Geo Math"],
  texts: {
    en: {
      linesPrompt: "How many lines of symmetry does {shape} have?",
      linesHint: "Fold along the line: both halves must match.",
      linesSolution: "Folding {shape} every way, {answer} lines give matching halves.",
      square: "a square",
      rectangle: "a rectangle (not a square)",
      rhombus: "a rhombus (not a square)",
      parallelogram: "a parallelogram (not a rectangle or rhombus)",
      equilateral: "an equilateral triangle",
      isoscelesShape: "an isosceles triangle (not equilateral)",
      hexagon: "a regular hexagon",
      kite: "a kite (not a rhombus)",
      regularPentagon: "a regular pentagon",
      regularOctagon: "a regular octagon",
      regularNonagon: "a regular nonagon",
      regularDecagon: "a regular decagon",
      regularDodecagon: "a regular dodecagon",
      isoscelesTrapezium: "an isosceles trapezium",
      scalene: "a scalene triangle",
      fitPrompt:
        "Can tiles shaped like {tile}, all the same, fit round a point with no gaps and no overlaps?",
      fitYesSolution:
        "One tile's angle is {angle}°:\n360° ÷ {angle}° = {count}, a whole number: {count} tiles fit exactly.",
      fitNoSolution:
        "One tile's angle is {angle}°.\n{angle}° does not go into 360° a whole number of times: a gap or an overlap is left.",
      yes: "Yes",
      no: "No",
      gapMissed: "Did not check that the angle goes into 360° exactly",
      onlySquares: "Thought only squares fit round a point",
      factsList: "{a}, {b} and {c}",
      factsRight: "{angle} = 90°, {hypotenuse} and {leg}",
      reasonSASAt: "Two sides and the angle between them ({angle}) are equal.",
      reasonASAOn: "Two angles and the side between them ({side}) are equal.",
      reasonSSAAt: "{angle} is not between {first} and {second}: not enough.",
      orderPrompt:
        "A shape looks exactly the same after each turn of {angle}° about its centre (and not after any smaller turn). What is its order of rotational symmetry?",
      orderHint: "How many such turns make 360°?",
      orderSolution: "Turns of {angle}° in a full turn: 360 ÷ {angle} = {answer}",
      anglePrompt:
        "A shape has rotational symmetry of order {order}. What is the smallest turn, in degrees, that brings it back to looking the same?",
      angleHint: "The {order} equal turns together make 360°.",
      angleSolution: "360° ÷ {order} = {answer}°",
      sumPrompt: "What is the sum of the interior angles of a {n}-sided polygon ({polygon}), in degrees?",
      sumHint: "From one corner, a polygon with n sides splits into n − 2 triangles.",
      sumSolution: "It splits into {n} − 2 = {triangles} triangles.\n{triangles} × 180° = {answer}°",
      interiorPrompt: "What is each interior angle of a regular {n}-sided polygon ({polygon}), in degrees?",
      interiorHint: "Angle sum: (n − 2) × 180°. All angles are equal.",
      interiorSolution:
        "Sum of the angles: ({n} − 2) × 180° = {total}°\nEach angle: {total}° ÷ {n} = {answer}°",
      tilesPrompt: "Tiles shaped like {tile} fit round a point with no gaps. How many meet at the point?",
      tilesHint: "The angles at a point make 360°.",
      tilesSolution: "One tile's angle is {angle}°:\n360° ÷ {angle}° = {answer}",
      pentagon: "pentagon",
      hexagonName: "hexagon",
      octagon: "octagon",
      nonagon: "nonagon",
      decagon: "decagon",
      dodecagon: "dodecagon",
      longestPrompt:
        "Two sides of a triangle are {a} cm and {b} cm. The third side is a whole number of centimetres. What is the longest it can be, in cm?",
      longestHint: "Two sides together are longer than the third.",
      longestSolution:
        "The third side must be less than {a} + {b} = {sum} cm.\nThe longest whole number below {sum} is {answer}.",
      shortestPrompt:
        "Two sides of a triangle are {a} cm and {b} cm. The third side is a whole number of centimetres. What is the shortest it can be, in cm?",
      shortestSolution:
        "The third side and {small} cm together must be longer than {big} cm, so the third side must be more than {big} − {small} = {difference} cm.\nThe shortest whole number above {difference} is {answer}.",
      matchPrompt:
        "In triangle ABC, AB = {ab} cm, BC = {bc} cm and CA = {ca} cm. Triangle ABC ≅ triangle {other}. How long is {side}, in cm?",
      matchHint: "Match in order: 1st with 1st, 2nd with 2nd, 3rd with 3rd.",
      matchSolution: "{pairs}, so {side} matches {partner}: {answer} cm.",
      rulePrompt: "In triangles ABC and PQR, {facts}. Which rule shows that they are congruent?",
      ruleHint: "SAS: the angle between the sides. ASA: the side between the angles.",
      ruleSolution: "{reason}\nAnswer: {answer}.",
      factsSSS: "AB = PQ, BC = QR and CA = RP",
      factsSAS: "AB = PQ, ∠B = ∠Q and BC = QR",
      factsASA: "∠A = ∠P, AB = PQ and ∠B = ∠Q",
      factsRHS: "∠B = ∠Q = 90°, AC = PR and AB = PQ",
      factsSSA: "AB = PQ, BC = QR and ∠A = ∠P",
      factsAAA: "∠A = ∠P, ∠B = ∠Q and ∠C = ∠R",
      reasonSSS: "Three pairs of equal sides.",
      reasonSAS: "Two sides and the angle between them (∠B) are equal.",
      reasonASA: "Two angles and the side between them (AB) are equal.",
      reasonRHS: "Right angles, equal hypotenuses and one more equal side.",
      reasonSSA: "∠A is not between AB and BC: not enough.",
      reasonAAA: "Equal angles fix the shape, not the size: not enough.",
      notEnough: "Not enough to say",
      onlySides: "Counted only lines through sides' middles",
      countedDiagonals: "Counted the diagonals",
      likeSquare: "Counted a square's lines",
      onlyUpright: "Counted only the upright line",
      likeEquilateral: "Counted an equilateral triangle's lines",
      used180: "Used 180° for a full turn",
      usedN: "Multiplied 180° by the sides, not n − 2",
      used360: "Took every angle sum as 360°",
      exterior: "Gave the exterior angle",
      noDivide: "Gave the angle sum",
      usedSides: "Gave the number of sides",
      allowedEqual: "Let the third side equal the sum or difference",
      matchedByLetters: "Matched sides by alphabet, not by order",
      angleNotBetween: "Used SAS with the angle not between the sides",
      anglesEnough: "Took three equal angles as enough",
      matchAlt:
        "Triangle ABC with AB {ab} cm, BC {bc} cm and CA {ca} cm, and triangle {other}, the same triangle turned over; its side {side} is marked with a question mark.",
      congruenceAlt:
        "Triangles ABC and PQR. Marks on them show that {facts}: sides with as many ticks are equal, angles with as many arcs are equal, and a small square marks a right angle.",
    },
    hi: {
      linesPrompt: "{shape} की सममित रेखाएँ कितनी होती हैं?",
      linesHint: "रेखा पर मोड़ो: दोनों आधे भाग मिलने चाहिए।",
      linesSolution: "{shape} को हर तरह मोड़ने पर {answer} रेखाओं पर आधे भाग मिलते हैं।",
      square: "वर्ग",
      rectangle: "आयत (जो वर्ग नहीं है)",
      rhombus: "समचतुर्भुज (जो वर्ग नहीं है)",
      parallelogram: "समांतर चतुर्भुज (जो आयत या समचतुर्भुज नहीं है)",
      equilateral: "समबाहु त्रिभुज",
      isoscelesShape: "समद्विबाहु त्रिभुज (जो समबाहु नहीं है)",
      hexagon: "सम षट्भुज",
      kite: "पतंग आकृति (जो समचतुर्भुज नहीं है)",
      regularPentagon: "सम पंचभुज",
      regularOctagon: "सम अष्टभुज",
      regularNonagon: "सम नवभुज",
      regularDecagon: "सम दशभुज",
      regularDodecagon: "सम द्वादशभुज",
      isoscelesTrapezium: "समद्विबाहु समलंब",
      scalene: "विषमबाहु त्रिभुज",
      fitPrompt:
        "क्या {tile} जैसी एक ही तरह की टाइलें एक बिंदु के चारों ओर बिना जगह छोड़े और बिना एक-दूसरे पर चढ़े जुड़ सकती हैं?",
      fitYesSolution:
        "एक टाइल का कोण {angle}° है:\n360° ÷ {angle}° = {count}, एक पूर्ण संख्या: {count} टाइलें ठीक जुड़ती हैं।",
      fitNoSolution:
        "एक टाइल का कोण {angle}° है।\n{angle}°, 360° में पूरी बार नहीं जाता: जगह छूटती है या टाइलें चढ़ती हैं।",
      yes: "हाँ",
      no: "नहीं",
      gapMissed: "यह नहीं जाँचा कि कोण 360° में पूरी बार जाता है या नहीं",
      onlySquares: "मान लिया कि केवल वर्ग ही एक बिंदु के चारों ओर जुड़ते हैं",
      factsList: "{a}, {b} और {c}",
      factsRight: "{angle} = 90°, {hypotenuse} और {leg}",
      reasonSASAt: "दो भुजाएँ और उनके बीच का कोण ({angle}) बराबर।",
      reasonASAOn: "दो कोण और उनके बीच की भुजा ({side}) बराबर।",
      reasonSSAAt: "{angle}, {first} और {second} के बीच नहीं है: काफ़ी नहीं।",
      orderPrompt:
        "एक आकृति अपने केंद्र के चारों ओर हर {angle}° घुमाने पर बिल्कुल पहले जैसी दिखती है (इससे छोटे घुमाव पर नहीं)। इसकी घूर्णन सममिति का क्रम क्या है?",
      orderHint: "ऐसे कितने घुमाव 360° बनाते हैं?",
      orderSolution: "पूरे चक्कर में {angle}° के घुमाव: 360 ÷ {angle} = {answer}",
      anglePrompt:
        "एक आकृति की घूर्णन सममिति का क्रम {order} है। उसे फिर से पहले जैसा दिखाने वाला सबसे छोटा घुमाव कितने डिग्री का है?",
      angleHint: "{order} बराबर घुमाव मिलकर 360° बनाते हैं।",
      angleSolution: "360° ÷ {order} = {answer}°",
      sumPrompt: "{polygon} ({n} भुजाएँ) के अंतःकोणों का योग कितने डिग्री है?",
      sumHint: "एक कोने से, n भुजाओं वाला बहुभुज n − 2 त्रिभुजों में बँट जाता है।",
      sumSolution: "यह {n} − 2 = {triangles} त्रिभुजों में बँटता है।\n{triangles} × 180° = {answer}°",
      interiorPrompt: "सम {polygon} ({n} भुजाएँ) का हर अंतःकोण कितने डिग्री का है?",
      interiorHint: "कोणों का योग: (n − 2) × 180°। सभी कोण बराबर हैं।",
      interiorSolution: "कोणों का योग: ({n} − 2) × 180° = {total}°\nहर कोण: {total}° ÷ {n} = {answer}°",
      tilesPrompt: "{tile} जैसी टाइलें एक बिंदु के चारों ओर बिना जगह छोड़े जुड़ती हैं। उस बिंदु पर कितनी मिलती हैं?",
      tilesHint: "एक बिंदु पर कोणों का योग 360° है।",
      tilesSolution: "एक टाइल का कोण {angle}° है:\n360° ÷ {angle}° = {answer}",
      pentagon: "पंचभुज",
      hexagonName: "षट्भुज",
      octagon: "अष्टभुज",
      nonagon: "नवभुज",
      decagon: "दशभुज",
      dodecagon: "द्वादशभुज",
      longestPrompt:
        "एक त्रिभुज की दो भुजाएँ {a} सेमी और {b} सेमी हैं। तीसरी भुजा पूरे सेमी में है। यह अधिक से अधिक कितने सेमी हो सकती है?",
      longestHint: "दो भुजाएँ मिलकर तीसरी से लंबी होती हैं।",
      longestSolution:
        "तीसरी भुजा {a} + {b} = {sum} सेमी से कम होनी चाहिए।\n{sum} से छोटी सबसे बड़ी पूर्ण संख्या {answer} है।",
      shortestPrompt:
        "एक त्रिभुज की दो भुजाएँ {a} सेमी और {b} सेमी हैं। तीसरी भुजा पूरे सेमी में है। यह कम से कम कितने सेमी हो सकती है?",
      shortestSolution:
        "तीसरी भुजा और {small} सेमी का योग {big} सेमी से अधिक होना चाहिए, इसलिए तीसरी भुजा {big} − {small} = {difference} सेमी से अधिक है।\n{difference} से बड़ी सबसे छोटी पूर्ण संख्या {answer} है।",
      matchPrompt:
        "त्रिभुज ABC में AB = {ab} सेमी, BC = {bc} सेमी और CA = {ca} सेमी है। त्रिभुज ABC ≅ त्रिभुज {other}। {side} कितने सेमी है?",
      matchHint: "क्रम से मिलाओ: पहला पहले से, दूसरा दूसरे से, तीसरा तीसरे से।",
      matchSolution: "{pairs}, इसलिए {side} का मेल {partner} से: {answer} सेमी।",
      rulePrompt: "त्रिभुज ABC और PQR में {facts}। कौन-सा नियम दिखाता है कि ये सर्वांगसम हैं?",
      ruleHint: "SAS: भुजाओं के बीच का कोण। ASA: कोणों के बीच की भुजा।",
      ruleSolution: "{reason}\nउत्तर: {answer}।",
      factsSSS: "AB = PQ, BC = QR और CA = RP",
      factsSAS: "AB = PQ, ∠B = ∠Q और BC = QR",
      factsASA: "∠A = ∠P, AB = PQ और ∠B = ∠Q",
      factsRHS: "∠B = ∠Q = 90°, AC = PR और AB = PQ",
      factsSSA: "AB = PQ, BC = QR और ∠A = ∠P",
      factsAAA: "∠A = ∠P, ∠B = ∠Q और ∠C = ∠R",
      reasonSSS: "भुजाओं के तीनों जोड़े बराबर।",
      reasonSAS: "दो भुजाएँ और उनके बीच का कोण (∠B) बराबर।",
      reasonASA: "दो कोण और उनके बीच की भुजा (AB) बराबर।",
      reasonRHS: "समकोण, बराबर कर्ण और एक और बराबर भुजा।",
      reasonSSA: "∠A, AB और BC के बीच नहीं है: काफ़ी नहीं।",
      reasonAAA: "बराबर कोण आकार तय करते हैं, माप नहीं: काफ़ी नहीं।",
      notEnough: "कहा नहीं जा सकता",
      onlySides: "केवल भुजाओं के बीच से जाने वाली रेखाएँ गिनीं",
      countedDiagonals: "विकर्णों को सममित रेखाएँ मान लिया",
      likeSquare: "वर्ग जितनी रेखाएँ गिन लीं",
      onlyUpright: "केवल सीधी खड़ी रेखा गिनी",
      likeEquilateral: "समबाहु त्रिभुज जितनी रेखाएँ गिन लीं",
      used180: "पूरे चक्कर के लिए 360° की जगह 180° लिया",
      usedN: "180° को त्रिभुजों की संख्या की जगह भुजाओं की संख्या से गुणा किया",
      used360: "हर बहुभुज के कोणों का योग 360° मान लिया",
      exterior: "अंतःकोण की जगह बहिष्कोण (360° ÷ n) दे दिया",
      noDivide: "एक कोण की जगह सभी कोणों का योग दे दिया",
      usedSides: "टाइल की भुजाओं की संख्या दे दी",
      allowedEqual: "तीसरी भुजा को बाकी दो के योग (या अंतर) के बराबर मान लिया",
      matchedByLetters: "त्रिभुज के नाम के क्रम की जगह अक्षरों के क्रम से भुजाएँ मिलाईं",
      angleNotBetween: "दोनों भुजाओं के बीच न होने वाले कोण को SAS मान लिया",
      anglesEnough: "तीन बराबर कोणों को काफ़ी मान लिया (इनसे आकार तय होता है, माप नहीं)",
      matchAlt:
        "त्रिभुज ABC, जिसमें AB = {ab} सेमी, BC = {bc} सेमी और CA = {ca} सेमी है, और त्रिभुज {other}, वही त्रिभुज पलटा हुआ; इसकी भुजा {side} प्रश्नचिह्न से चिह्नित है।",
      congruenceAlt:
        "त्रिभुज ABC और PQR। इन पर बने चिह्न दिखाते हैं कि {facts}: जितने निशान वाली भुजाएँ बराबर हैं, जितने चाप वाले कोण बराबर हैं, और छोटा वर्ग समकोण दिखाता है।",
    },
  },
  generate(random, min, max, version) {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      if (level === 1) {
        const shape = random.pick(version >= 2 ? [...SHAPES, ...MORE_SHAPES] : SHAPES);
        const params = { shape: say(shape.id), answer: shape.lines };
        return numeric(value, texts("linesPrompt", "linesHint", "linesSolution", params), shape.lines, [
          [shape.why, shape.wrong],
        ]);
      }
      const order = random.int(2, level === 2 ? 6 : 12);
      const angle = 360 / order;
      if (level === 2 || !Number.isInteger(angle)) {
        const o = [2, 3, 4, 5, 6, 8, 9, 10, 12][random.int(0, level === 2 ? 4 : 8)] as number;
        const a = 360 / o;
        return numeric(
          value,
          texts("orderPrompt", "orderHint", "orderSolution", { angle: a, answer: o }),
          o,
          [["used180", 180 / a]],
        );
      }
      return numeric(
        value,
        texts("anglePrompt", "angleHint", "angleSolution", { order, answer: angle }),
        angle,
        [["used180", 180 / order]],
        { unit: "degree" },
      );
    }
    if (kind === 1) {
      if (level === 3 && version >= 2 && random.next() < 0.6) return tileFit(random, value);
      if (level === 3) {
        const tile = random.pick(TILES);
        const angle = ((tile.n - 2) * 180) / tile.n;
        return numeric(
          value,
          texts("tilesPrompt", "tilesHint", "tilesSolution", {
            tile: say(tile.id),
            angle,
            answer: 360 / angle,
          }),
          360 / angle,
          [["usedSides", tile.n]],
        );
      }
      const polygon = random.pick(POLYGONS);
      const n = polygon.n;
      const total = (n - 2) * 180;
      if (level === 1)
        return numeric(
          value,
          texts("sumPrompt", "sumHint", "sumSolution", {
            polygon: say(polygon.id),
            n,
            triangles: n - 2,
            answer: total,
          }),
          total,
          [
            ["usedN", n * 180],
            ["used360", 360],
          ],
          { unit: "degree" },
        );
      return numeric(
        value,
        texts("interiorPrompt", "interiorHint", "interiorSolution", {
          polygon: say(polygon.id),
          n,
          total,
          answer: total / n,
        }),
        total / n,
        [
          ["exterior", 360 / n],
          ["noDivide", total],
        ],
        { unit: "degree" },
      );
    }
    if (kind === 2) {
      const a = random.int(3, 20);
      let b = random.int(3, 20);
      if (b === a) b += 1;
      if (level === 1)
        return numeric(
          value,
          texts("longestPrompt", "longestHint", "longestSolution", { a, b, sum: a + b, answer: a + b - 1 }),
          a + b - 1,
          [["allowedEqual", a + b]],
          { unit: "cm" },
        );
      if (level === 2) {
        const [big, small] = a > b ? [a, b] : [b, a];
        const params = { a, b, big, small, difference: big - small, answer: big - small + 1 };
        return numeric(
          value,
          texts("shortestPrompt", "longestHint", "shortestSolution", params),
          big - small + 1,
          [["allowedEqual", big - small]],
          { unit: "cm" },
        );
      }
      // Three different sides, the other triangle named in a shuffled order. Before version 3 the
      // longest could reach the other two added (4, 10 and 20 cm make no triangle); now it cannot.
      const small = random.int(version >= 3 ? 6 : 4, 9);
      const mid = random.int(10, 14);
      const sides = [small, mid, random.int(15, version >= 3 ? Math.min(20, small + mid - 1) : 20)];
      for (let i = 2; i > 0; i--) {
        const j = random.int(0, i);
        [sides[i], sides[j]] = [sides[j] as number, sides[i] as number];
      }
      const [ab, bc, ca] = sides as [number, number, number];
      const other = random.pick(PERMUTATIONS.slice(1));
      const side = random.pick(["PQ", "QR", "RP"] as const);
      const corner = (letter: string) => "ABC"[other.indexOf(letter)] as string;
      const partner = `${corner(side[0] as string)}${corner(side[1] as string)}`;
      const length = (name: string) =>
        name.includes("A") && name.includes("B") ? ab : name.includes("B") && name.includes("C") ? bc : ca;
      const byAlphabet = { PQ: ab, QR: bc, RP: ca }[side];
      const pairs = ["A", "B", "C"].map((l, i) => `${l} ↔ ${other[i]}`).join(", ");
      const params = { ab, bc, ca, other, side, partner, pairs, answer: length(partner) };
      const draft = numeric(
        value,
        texts("matchPrompt", "matchHint", "matchSolution", params),
        length(partner),
        [["matchedByLetters", byAlphabet]],
        { unit: "cm" },
      );
      return version >= 3 ? { ...draft, figure: matchFigure([ab, bc, ca], other, side) } : draft;
    }
    if (version >= 2) {
      const c = congruenceFacts(random, level);
      const options = [...RULES, say("notEnough")];
      const params = {
        facts: c.facts,
        reason: c.reason,
        answer: c.rule === 4 ? say("notEnough") : (RULES[c.rule] as string),
      };
      return {
        ...choice(
          value,
          texts("rulePrompt", "ruleHint", "ruleSolution", params),
          options,
          c.rule,
          options.map((_, i) => (i === c.tempting ? (c.why as string) : null)),
        ),
        figure: congruenceFigure(c.marks, c.facts),
      };
    }
    const pool = level === 1 ? CASES.slice(0, 2) : level === 2 ? CASES.slice(2, 4) : CASES.slice(4);
    const c = random.pick(pool);
    const options = [...RULES, say("notEnough")];
    const answer = c.rule;
    const wrong = options.map((_, i) => ("tempting" in c && i === c.tempting ? c.why : null));
    const params = {
      facts: say(c.facts),
      reason: say(`reason${c.facts.slice(5)}`),
      answer: c.rule === 4 ? say("notEnough") : (RULES[c.rule] as string),
    };
    return choice(value, texts("rulePrompt", "ruleHint", "ruleSolution", params), options, answer, wrong);
  },
});
