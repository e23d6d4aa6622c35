import { defineGenerator, say } from "../define.ts";
import { choiceItem, gcd, numericItem } from "./shared.ts";

/**
 * If–then statements, their converses and counterexamples. Bounds: 1 the smallest counterexample to
 * "divisible by a and by b, so divisible by ab" when a and b share a factor, 2 whether such a
 * statement is true, 3 the same with larger numbers; 4 whether a statement from geometry or numbers is
 * true, 5 whether its converse is true, 6 which of the two are true.
 */
const STATEMENTS = [
  ["squareRectangle", true, false],
  ["rectangleDiagonals", true, false],
  ["equilateralAngles", true, true],
  ["verticallyOpposite", true, false],
  ["evenSquare", true, true],
  ["parallelogramSides", true, true],
  ["primeOdd", false, false],
  ["congruentAreas", true, false],
  ["endsInFive", true, false],
  ["rightTriangle", true, true],
] as const;
export const TRUTH = ["true", "false"] as const;
export const WHICH = ["both", "statementOnly", "converseOnly", "neither"] as const;
const whichOf = (s: boolean, c: boolean) => (s && c ? 0 : s ? 1 : c ? 2 : 3);

export const propositions = defineGenerator({
  id: "propositions",
  version: 1,
  name: { en: "Statements, converses and counterexamples", hi: "कथन, विलोम और प्रति-उदाहरण" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [9],
  skills: ["counterexamples", "statements-and-converses"],
  families: ["Mathematics"],
  texts: {
    en: {
      counterPrompt:
        "Find the smallest positive whole number that is a counterexample to: “If a number is divisible by {a} and by {b}, then it is divisible by {ab}.”",
      truthPrompt:
        "Is this statement true for every whole number? “If a number is divisible by {a} and by {b}, then it is divisible by {ab}.”",
      statementPrompt: "Is this statement true? “{statement}”",
      conversePrompt: "Is the converse of this statement true? “{statement}”",
      whichPrompt:
        "For the statement “{statement}”, which are true: the statement, its converse, both or neither?",
      true: "True",
      false: "False",
      both: "Both",
      statementOnly: "The statement only",
      converseOnly: "The converse only",
      neither: "Neither",
      numberHint: "A counterexample fits the “if” part but not the “then” part.",
      geometryHint: "The converse swaps the “if” and “then” parts.",
      truthSolution: "LCM: {a} × {b} ÷ {g} = {lcm}; product: {a} × {b} = {ab}.\n{reason}",
      coprime: "The LCM is {ab}: true.",
      sharing: "So {lcm} is a counterexample: false.",
      statementSolution: "{why}",
      squareRectangle: "If a quadrilateral is a square, then it is a rectangle.",
      rectangleDiagonals: "If a quadrilateral is a rectangle, then its diagonals are equal.",
      equilateralAngles: "If a triangle has three equal sides, then it has three equal angles.",
      verticallyOpposite: "If two angles are vertically opposite, then they are equal.",
      evenSquare: "If a whole number is even, then its square is even.",
      parallelogramSides: "If a quadrilateral is a parallelogram, then its opposite sides are equal.",
      primeOdd: "If a number is prime, then it is odd.",
      congruentAreas: "If two triangles are congruent, then their areas are equal.",
      endsInFive: "If a whole number ends in 5, then it is divisible by 5.",
      rightTriangle:
        "If a triangle has a right angle, then the square of its longest side equals the sum of the squares of the other two sides.",
      squareRectangleWhy:
        "Every square is a rectangle, but a rectangle with unequal sides is not a square: the converse is false.",
      rectangleDiagonalsWhy:
        "A rectangle's diagonals are equal, but an isosceles trapezium also has equal diagonals: the converse is false.",
      equilateralAnglesWhy:
        "Equal sides give equal angles, and equal angles give equal sides: both are true.",
      verticallyOppositeWhy:
        "Vertically opposite angles are equal, but two equal angles need not be vertically opposite: the converse is false.",
      evenSquareWhy:
        "An even number's square is even, and if a square is even the number is even: both are true.",
      parallelogramSidesWhy:
        "A parallelogram's opposite sides are equal, and a quadrilateral with equal opposite sides is a parallelogram: both are true.",
      primeOddWhy:
        "2 is prime and even, so the statement is false; 9 is odd and not prime, so the converse is false too.",
      congruentAreasWhy:
        "Congruent triangles have equal areas, but two triangles of equal area need not be congruent: the converse is false.",
      endsInFiveWhy:
        "A number ending in 5 is divisible by 5, but 10 is divisible by 5 and ends in 0: the converse is false.",
      rightTriangleWhy: "This is Pythagoras' theorem, and its converse is true as well: both are true.",
      pickedAnExample: "Gave a number for which the statement holds, not a counterexample",
      checkedOneCondition: "Gave a number divisible by only one of the two",
      judgedByOneExample: "Checked one example that works and decided the statement is always true",
      assumedConverseTrue: "Assumed the converse of a true statement is true",
      assumedConverseFalse: "Assumed a converse is always false",
    },
    hi: {
      counterPrompt:
        "इस कथन का सबसे छोटा धनात्मक पूर्ण संख्या वाला प्रति-उदाहरण ज्ञात करो: “यदि कोई संख्या {a} और {b} दोनों से विभाज्य है, तो वह {ab} से विभाज्य है।”",
      truthPrompt:
        "क्या यह कथन हर पूर्ण संख्या के लिए सत्य है? “यदि कोई संख्या {a} और {b} दोनों से विभाज्य है, तो वह {ab} से विभाज्य है।”",
      statementPrompt: "क्या यह कथन सत्य है? “{statement}”",
      conversePrompt: "क्या इस कथन का विलोम सत्य है? “{statement}”",
      whichPrompt: "कथन “{statement}” के लिए क्या सत्य है: कथन, उसका विलोम, दोनों या कोई नहीं?",
      true: "सत्य",
      false: "असत्य",
      both: "दोनों",
      statementOnly: "केवल कथन",
      converseOnly: "केवल विलोम",
      neither: "कोई नहीं",
      numberHint: "प्रति-उदाहरण “यदि” वाले भाग पर सही बैठता है, “तो” वाले पर नहीं।",
      geometryHint: "विलोम में “यदि” और “तो” वाले भाग बदल जाते हैं।",
      truthSolution: "ल.स.: {a} × {b} ÷ {g} = {lcm}; गुणनफल: {a} × {b} = {ab}।\n{reason}",
      coprime: "ल.स. {ab} है: सत्य।",
      sharing: "इसलिए {lcm} एक प्रति-उदाहरण है: असत्य।",
      statementSolution: "{why}",
      squareRectangle: "यदि कोई चतुर्भुज वर्ग है, तो वह आयत है।",
      rectangleDiagonals: "यदि कोई चतुर्भुज आयत है, तो उसके विकर्ण बराबर हैं।",
      equilateralAngles: "यदि किसी त्रिभुज की तीनों भुजाएँ बराबर हैं, तो उसके तीनों कोण बराबर हैं।",
      verticallyOpposite: "यदि दो कोण शीर्षाभिमुख हैं, तो वे बराबर हैं।",
      evenSquare: "यदि कोई पूर्ण संख्या सम है, तो उसका वर्ग सम है।",
      parallelogramSides: "यदि कोई चतुर्भुज समांतर चतुर्भुज है, तो उसकी सम्मुख भुजाएँ बराबर हैं।",
      primeOdd: "यदि कोई संख्या अभाज्य है, तो वह विषम है।",
      congruentAreas: "यदि दो त्रिभुज सर्वांगसम हैं, तो उनके क्षेत्रफल बराबर हैं।",
      endsInFive: "यदि किसी पूर्ण संख्या के अंत में 5 है, तो वह 5 से विभाज्य है।",
      rightTriangle:
        "यदि किसी त्रिभुज में एक समकोण है, तो उसकी सबसे लंबी भुजा का वर्ग बाकी दो भुजाओं के वर्गों के योग के बराबर है।",
      squareRectangleWhy: "हर वर्ग आयत है, पर असमान भुजाओं वाला आयत वर्ग नहीं है: विलोम असत्य है।",
      rectangleDiagonalsWhy:
        "आयत के विकर्ण बराबर होते हैं, पर समद्विबाहु समलंब के विकर्ण भी बराबर होते हैं: विलोम असत्य है।",
      equilateralAnglesWhy: "बराबर भुजाओं से बराबर कोण बनते हैं, और बराबर कोणों से बराबर भुजाएँ: दोनों सत्य हैं।",
      verticallyOppositeWhy:
        "शीर्षाभिमुख कोण बराबर होते हैं, पर दो बराबर कोण शीर्षाभिमुख हों, ज़रूरी नहीं: विलोम असत्य है।",
      evenSquareWhy: "सम संख्या का वर्ग सम होता है, और वर्ग सम हो तो संख्या सम होती है: दोनों सत्य हैं।",
      parallelogramSidesWhy:
        "समांतर चतुर्भुज की सम्मुख भुजाएँ बराबर होती हैं, और जिस चतुर्भुज की सम्मुख भुजाएँ बराबर हों वह समांतर चतुर्भुज होता है: दोनों सत्य हैं।",
      primeOddWhy: "2 अभाज्य है और सम है, इसलिए कथन असत्य है; 9 विषम है पर अभाज्य नहीं, इसलिए विलोम भी असत्य है।",
      congruentAreasWhy:
        "सर्वांगसम त्रिभुजों के क्षेत्रफल बराबर होते हैं, पर बराबर क्षेत्रफल वाले त्रिभुज सर्वांगसम हों, ज़रूरी नहीं: विलोम असत्य है।",
      endsInFiveWhy:
        "5 पर खत्म होने वाली संख्या 5 से विभाज्य है, पर 10 भी 5 से विभाज्य है और 0 पर खत्म होती है: विलोम असत्य है।",
      rightTriangleWhy: "यह पाइथागोरस प्रमेय है, और इसका विलोम भी सत्य है: दोनों सत्य हैं।",
      pickedAnExample: "ऐसी संख्या दी जिस पर कथन सही बैठता है, प्रति-उदाहरण नहीं",
      checkedOneCondition: "ऐसी संख्या दी जो दोनों में से केवल एक से विभाज्य है",
      judgedByOneExample: "एक सही बैठने वाला उदाहरण देखकर मान लिया कि कथन हमेशा सत्य है",
      assumedConverseTrue: "मान लिया कि सत्य कथन का विलोम भी सत्य होता है",
      assumedConverseFalse: "मान लिया कि विलोम हमेशा असत्य होता है",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    if (step <= 3) {
      const most = step === 3 ? 30 : 12;
      for (;;) {
        const a = random.int(2, most);
        const b = random.int(2, most);
        if (a >= b) continue;
        const shared = gcd(a, b) > 1;
        if (step === 1 && !shared) continue;
        if (b % a === 0) continue;
        const lcm = (a * b) / gcd(a, b);
        const params = { a, b, ab: a * b, lcm, g: gcd(a, b), la: lcm / a, lb: lcm / b };
        if (step === 1)
          return {
            values: [step],
            item: numericItem(
              say("counterPrompt", params),
              lcm,
              say("numberHint"),
              say("truthSolution", { ...params, reason: say("sharing", params) }),
              [
                [a * b, "pickedAnExample"],
                [b, "checkedOneCondition"],
              ],
            ),
          };
        const answer = shared ? 1 : 0;
        const item = choiceItem(
          say("truthPrompt", params),
          [...TRUTH],
          answer,
          say("numberHint"),
          say("truthSolution", { ...params, reason: say(shared ? "sharing" : "coprime", params) }),
          [[0, "judgedByOneExample"]],
        );
        return { values: [step], item: { ...item, options: TRUTH.map((t) => say(t)) } };
      }
    }
    const [key, statementTrue, converseTrue] = random.pick(STATEMENTS);
    const why = say("statementSolution", { why: say(`${key}Why`) });
    const statement = say(key);
    if (step === 4) {
      const item = choiceItem(
        say("statementPrompt", { statement }),
        [...TRUTH],
        statementTrue ? 0 : 1,
        say("geometryHint"),
        why,
        [[0, "judgedByOneExample"]],
      );
      return { values: [step], item: { ...item, options: TRUTH.map((t) => say(t)) } };
    }
    if (step === 5) {
      const item = choiceItem(
        say("conversePrompt", { statement }),
        [...TRUTH],
        converseTrue ? 0 : 1,
        say("geometryHint"),
        why,
        [
          [0, statementTrue ? "assumedConverseTrue" : "judgedByOneExample"],
          [1, "assumedConverseFalse"],
        ],
      );
      return { values: [step], item: { ...item, options: TRUTH.map((t) => say(t)) } };
    }
    const answer = whichOf(statementTrue, converseTrue);
    const item = choiceItem(say("whichPrompt", { statement }), [...WHICH], answer, say("geometryHint"), why, [
      [whichOf(statementTrue, statementTrue), "assumedConverseTrue"],
      [whichOf(statementTrue, false), "assumedConverseFalse"],
    ]);
    return { values: [step], item: { ...item, options: WHICH.map((w) => say(w)) } };
  },
});
