import { defineGenerator, say } from "../define.ts";
import { choice, drawKind, kindBounds, numeric, texts } from "./kinds.ts";

/**
 * Facts about shapes: 1–3 lines of symmetry and rotational symmetry, 4–6 the angles of polygons and
 * which tiles meet at a point, 7–9 the third side of a triangle and matching parts of congruent
 * triangles, 10–12 which rule shows two triangles congruent.
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
  version: 1,
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
      linesHint:
        "A line of symmetry folds the shape so that the two halves fit exactly on each other. Diagonals are not always such lines.",
      linesSolution:
        "Fold {shape} along each possible line and check that the halves match: it has {answer}.",
      square: "a square",
      rectangle: "a rectangle (not a square)",
      rhombus: "a rhombus (not a square)",
      parallelogram: "a parallelogram (not a rectangle or rhombus)",
      equilateral: "an equilateral triangle",
      isoscelesShape: "an isosceles triangle (not equilateral)",
      hexagon: "a regular hexagon",
      kite: "a kite (not a rhombus)",
      orderPrompt:
        "A shape looks exactly the same after each turn of {angle}° about its centre (and not after any smaller turn). What is its order of rotational symmetry?",
      orderHint: "Count how many such turns make one full turn of 360°.",
      orderSolution: "Turns of {angle}° in a full turn: 360 ÷ {angle} = {answer}",
      anglePrompt:
        "A shape has rotational symmetry of order {order}. What is the smallest turn, in degrees, that brings it back to looking the same?",
      angleHint: "The {order} equal turns together make 360°.",
      angleSolution: "360° ÷ {order} = {answer}°",
      sumPrompt: "What is the sum of the interior angles of a {n}-sided polygon ({polygon}), in degrees?",
      sumHint: "From one corner, a polygon with n sides splits into n − 2 triangles.",
      sumSolution: "It splits into {n} − 2 = {triangles} triangles.\n{triangles} × 180° = {answer}°",
      interiorPrompt: "What is each interior angle of a regular {n}-sided polygon ({polygon}), in degrees?",
      interiorHint:
        "Find the sum of the angles first: (n − 2) × 180°. The angles of a regular polygon are all equal.",
      interiorSolution:
        "Sum of the angles: ({n} − 2) × 180° = {total}°\nEach angle: {total}° ÷ {n} = {answer}°",
      tilesPrompt:
        "Floor tiles shaped like {tile} fit together round a point with no gaps. How many tiles meet at each point?",
      tilesHint: "The angles meeting at a point make 360°. Find the angle of one tile first.",
      tilesSolution:
        "Each angle of the tile is {angle}°. The angles at a point make 360°:\n360° ÷ {angle}° = {answer}",
      pentagon: "pentagon",
      hexagonName: "hexagon",
      octagon: "octagon",
      nonagon: "nonagon",
      decagon: "decagon",
      dodecagon: "dodecagon",
      longestPrompt:
        "Two sides of a triangle are {a} cm and {b} cm. The third side is a whole number of centimetres. What is the longest it can be, in cm?",
      longestHint: "Any two sides of a triangle together are longer than the third side.",
      longestSolution:
        "The third side must be less than {a} + {b} = {sum} cm.\nThe longest whole number below {sum} is {answer}.",
      shortestPrompt:
        "Two sides of a triangle are {a} cm and {b} cm. The third side is a whole number of centimetres. What is the shortest it can be, in cm?",
      shortestSolution:
        "The third side and {small} cm together must be longer than {big} cm, so the third side must be more than {big} − {small} = {difference} cm.\nThe shortest whole number above {difference} is {answer}.",
      matchPrompt:
        "In triangle ABC, AB = {ab} cm, BC = {bc} cm and CA = {ca} cm. Triangle ABC ≅ triangle {other}. How long is {side}, in cm?",
      matchHint:
        "The order of the letters tells which corners match: the first with the first, the second with the second, the third with the third.",
      matchSolution: "ABC ↔ {other}: {pairs}.\nSo {side} matches {partner}, which is {answer} cm.",
      rulePrompt: "In triangles ABC and PQR, {facts}. Which rule shows that they are congruent?",
      ruleHint:
        "SAS needs the angle between the two sides; ASA needs the side between the two angles; RHS needs a right angle, the hypotenuse and one side.",
      ruleSolution: "{reason}\nSo the answer is {answer}.",
      factsSSS: "AB = PQ, BC = QR and CA = RP",
      factsSAS: "AB = PQ, ∠B = ∠Q and BC = QR",
      factsASA: "∠A = ∠P, AB = PQ and ∠B = ∠Q",
      factsRHS: "∠B = ∠Q = 90°, AC = PR and AB = PQ",
      factsSSA: "AB = PQ, BC = QR and ∠A = ∠P",
      factsAAA: "∠A = ∠P, ∠B = ∠Q and ∠C = ∠R",
      reasonSSS: "All three pairs of sides are equal.",
      reasonSAS:
        "Two pairs of sides are equal, and so are the angles between them (∠B is between AB and BC).",
      reasonASA:
        "Two pairs of angles are equal, and so are the sides between them (AB is between ∠A and ∠B).",
      reasonRHS: "Both have a right angle, equal hypotenuses (AC and PR) and one more pair of equal sides.",
      reasonSSA: "The equal angle ∠A is not between the two equal sides AB and BC, so this is not enough.",
      reasonAAA: "Equal angles give the same shape but not always the same size, so this is not enough.",
      notEnough: "Not enough to say",
      onlySides: "Counted only the lines through the middles of the sides",
      countedDiagonals: "Took the diagonals as lines of symmetry",
      likeSquare: "Counted the lines a square has",
      onlyUpright: "Counted only the upright line",
      likeEquilateral: "Counted the lines an equilateral triangle has",
      used180: "Used 180° instead of 360° for a full turn",
      usedN: "Multiplied 180° by the number of sides instead of by the number of triangles",
      used360: "Took every polygon's angles to add up to 360°",
      exterior: "Gave the exterior angle (360° ÷ n) instead of the interior angle",
      noDivide: "Gave the sum of the angles, not one angle",
      usedSides: "Gave the number of sides of the tile",
      allowedEqual: "Allowed the third side to equal the sum (or difference) of the other two",
      matchedByLetters:
        "Matched the sides by their letters in the alphabet, not by the order the triangles are named in",
      angleNotBetween: "Took an angle that is not between the two sides for SAS",
      anglesEnough: "Took three equal angles as enough (they fix the shape, not the size)",
    },
    hi: {
      linesPrompt: "{shape} की सममित रेखाएँ कितनी होती हैं?",
      linesHint: "सममित रेखा पर आकृति मोड़ने से दोनों आधे भाग एक-दूसरे पर ठीक बैठते हैं। विकर्ण हमेशा ऐसी रेखाएँ नहीं होते।",
      linesSolution: "{shape} को हर संभव रेखा पर मोड़कर देखो कि दोनों भाग मिलते हैं या नहीं: कुल {answer} रेखाएँ हैं।",
      square: "वर्ग",
      rectangle: "आयत (जो वर्ग नहीं है)",
      rhombus: "समचतुर्भुज (जो वर्ग नहीं है)",
      parallelogram: "समांतर चतुर्भुज (जो आयत या समचतुर्भुज नहीं है)",
      equilateral: "समबाहु त्रिभुज",
      isoscelesShape: "समद्विबाहु त्रिभुज (जो समबाहु नहीं है)",
      hexagon: "सम षट्भुज",
      kite: "पतंग आकृति (जो समचतुर्भुज नहीं है)",
      orderPrompt:
        "एक आकृति अपने केंद्र के चारों ओर हर {angle}° घुमाने पर बिल्कुल पहले जैसी दिखती है (इससे छोटे घुमाव पर नहीं)। इसकी घूर्णन सममिति का क्रम क्या है?",
      orderHint: "गिनो कि ऐसे कितने घुमाव मिलकर 360° का एक पूरा चक्कर बनाते हैं।",
      orderSolution: "पूरे चक्कर में {angle}° के घुमाव: 360 ÷ {angle} = {answer}",
      anglePrompt:
        "एक आकृति की घूर्णन सममिति का क्रम {order} है। उसे फिर से पहले जैसा दिखाने वाला सबसे छोटा घुमाव कितने डिग्री का है?",
      angleHint: "{order} बराबर घुमाव मिलकर 360° बनाते हैं।",
      angleSolution: "360° ÷ {order} = {answer}°",
      sumPrompt: "{polygon} ({n} भुजाएँ) के अंतःकोणों का योग कितने डिग्री है?",
      sumHint: "एक कोने से, n भुजाओं वाला बहुभुज n − 2 त्रिभुजों में बँट जाता है।",
      sumSolution: "यह {n} − 2 = {triangles} त्रिभुजों में बँटता है।\n{triangles} × 180° = {answer}°",
      interiorPrompt: "सम {polygon} ({n} भुजाएँ) का हर अंतःकोण कितने डिग्री का है?",
      interiorHint: "पहले कोणों का योग निकालो: (n − 2) × 180°। सम बहुभुज के सभी कोण बराबर होते हैं।",
      interiorSolution: "कोणों का योग: ({n} − 2) × 180° = {total}°\nहर कोण: {total}° ÷ {n} = {answer}°",
      tilesPrompt:
        "{tile} के आकार की फ़र्श की टाइलें एक बिंदु के चारों ओर बिना खाली जगह के जुड़ती हैं। हर बिंदु पर कितनी टाइलें मिलती हैं?",
      tilesHint: "एक बिंदु पर मिलने वाले कोणों का योग 360° होता है। पहले एक टाइल का कोण निकालो।",
      tilesSolution:
        "टाइल का हर कोण {angle}° है। एक बिंदु पर कोणों का योग 360° होता है:\n360° ÷ {angle}° = {answer}",
      pentagon: "पंचभुज",
      hexagonName: "षट्भुज",
      octagon: "अष्टभुज",
      nonagon: "नवभुज",
      decagon: "दशभुज",
      dodecagon: "द्वादशभुज",
      longestPrompt:
        "एक त्रिभुज की दो भुजाएँ {a} सेमी और {b} सेमी हैं। तीसरी भुजा पूरे सेमी में है। यह अधिक से अधिक कितने सेमी हो सकती है?",
      longestHint: "त्रिभुज की किन्हीं दो भुजाओं का योग तीसरी भुजा से अधिक होता है।",
      longestSolution:
        "तीसरी भुजा {a} + {b} = {sum} सेमी से कम होनी चाहिए।\n{sum} से छोटी सबसे बड़ी पूर्ण संख्या {answer} है।",
      shortestPrompt:
        "एक त्रिभुज की दो भुजाएँ {a} सेमी और {b} सेमी हैं। तीसरी भुजा पूरे सेमी में है। यह कम से कम कितने सेमी हो सकती है?",
      shortestSolution:
        "तीसरी भुजा और {small} सेमी का योग {big} सेमी से अधिक होना चाहिए, इसलिए तीसरी भुजा {big} − {small} = {difference} सेमी से अधिक है।\n{difference} से बड़ी सबसे छोटी पूर्ण संख्या {answer} है।",
      matchPrompt:
        "त्रिभुज ABC में AB = {ab} सेमी, BC = {bc} सेमी और CA = {ca} सेमी है। त्रिभुज ABC ≅ त्रिभुज {other}। {side} कितने सेमी है?",
      matchHint: "अक्षरों का क्रम बताता है कि कौन-से कोने मेल खाते हैं: पहला पहले से, दूसरा दूसरे से, तीसरा तीसरे से।",
      matchSolution: "ABC ↔ {other}: {pairs}।\nइसलिए {side}, {partner} से मेल खाती है, जो {answer} सेमी है।",
      rulePrompt: "त्रिभुज ABC और PQR में {facts}। कौन-सा नियम दिखाता है कि ये सर्वांगसम हैं?",
      ruleHint:
        "SAS में कोण दोनों भुजाओं के बीच होना चाहिए; ASA में भुजा दोनों कोणों के बीच; RHS में समकोण, कर्ण और एक भुजा।",
      ruleSolution: "{reason}\nइसलिए उत्तर {answer} है।",
      factsSSS: "AB = PQ, BC = QR और CA = RP",
      factsSAS: "AB = PQ, ∠B = ∠Q और BC = QR",
      factsASA: "∠A = ∠P, AB = PQ और ∠B = ∠Q",
      factsRHS: "∠B = ∠Q = 90°, AC = PR और AB = PQ",
      factsSSA: "AB = PQ, BC = QR और ∠A = ∠P",
      factsAAA: "∠A = ∠P, ∠B = ∠Q और ∠C = ∠R",
      reasonSSS: "भुजाओं के तीनों जोड़े बराबर हैं।",
      reasonSAS: "भुजाओं के दो जोड़े बराबर हैं और उनके बीच के कोण भी (∠B, AB और BC के बीच है)।",
      reasonASA: "कोणों के दो जोड़े बराबर हैं और उनके बीच की भुजाएँ भी (AB, ∠A और ∠B के बीच है)।",
      reasonRHS: "दोनों में समकोण है, कर्ण (AC और PR) बराबर हैं और एक और भुजा का जोड़ा बराबर है।",
      reasonSSA: "बराबर कोण ∠A, बराबर भुजाओं AB और BC के बीच नहीं है, इसलिए इतना काफ़ी नहीं है।",
      reasonAAA: "बराबर कोणों से आकार एक जैसा होता है पर माप हमेशा नहीं, इसलिए इतना काफ़ी नहीं है।",
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
    },
  },
  generate(random, min, max) {
    const { value, kind, level } = drawKind(random, min, max);
    if (kind === 0) {
      if (level === 1) {
        const shape = random.pick(SHAPES);
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
      // Three different sides that make a triangle; the other triangle named in a shuffled order.
      const sides = [random.int(4, 9), random.int(10, 14), random.int(15, 20)];
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
      return numeric(
        value,
        texts("matchPrompt", "matchHint", "matchSolution", params),
        length(partner),
        [["matchedByLetters", byAlphabet]],
        { unit: "cm" },
      );
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
