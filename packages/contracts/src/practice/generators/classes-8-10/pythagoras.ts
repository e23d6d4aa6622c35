import { defineGenerator, say } from "../define.ts";
import { choiceItem, numericItem } from "./shared.ts";

/**
 * The Baudhayana–Pythagoras theorem. Bounds: 1 the hypotenuse, 2 a leg, 3 a ladder against a wall;
 * 4 whether three lengths make a right triangle, 5 the missing number of a triple (2m, m² − 1, m² + 1),
 * 6 the diagonal of a rectangle.
 */
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;
export const YES_NO = ["yes", "no"] as const;

export const pythagoras = defineGenerator({
  id: "pythagoras",
  version: 1,
  name: { en: "The Baudhayana–Pythagoras theorem", hi: "बौधायन–पाइथागोरस प्रमेय" },
  bounds: { min: 1, max: 6, defaultMin: 1, defaultMax: 6 },
  classes: [8],
  skills: ["sides-of-a-right-triangle", "right-triangles-and-triples"],
  families: ["Mathematics"],
  texts: {
    en: {
      hypotenusePrompt:
        "The two shorter sides of a right triangle are {a} cm and {b} cm. Find the hypotenuse in cm.",
      legPrompt: "A right triangle has hypotenuse {c} cm and one side {a} cm. Find the other side in cm.",
      ladderPrompt:
        "A {c} m ladder leans on a wall with its foot {a} m from the wall. How high up the wall does it reach, in m?",
      checkPrompt: "Do sides of {a} cm, {b} cm and {c} cm make a right triangle?",
      triplePrompt:
        "(2m, m² − 1, m² + 1) is a Pythagorean triple. For m = {m}, the triple is ({a}, {b}, ?). What is the missing number?",
      diagonalPrompt: "A rectangle is {a} cm by {b} cm. How long is its diagonal, in cm?",
      yes: "Yes",
      no: "No",
      hint: "In a right triangle, hypotenuse² = (one side)² + (other side)².",
      addSolution:
        "Hypotenuse²: {a} × {a} + {b} × {b} = {square}\nHypotenuse: {answer}, since {answer} × {answer} = {square}",
      subtractSolution:
        "Side²: {c} × {c} − {a} × {a} = {square}\nSide: {answer}, since {answer} × {answer} = {square}",
      checkSolution:
        "Longest side squared: {c} × {c} = {cc}; the other two: {a} × {a} + {b} × {b} = {sum}\n{verdict}",
      equal: "They are equal, so it is a right triangle.",
      notEqual: "They are not equal, so it is not a right triangle.",
      tripleSolution: "m² + 1: {m} × {m} + 1 = {answer}",
      addedSides: "Added the sides instead of their squares",
      forgotRoot: "Found the square but did not take the square root",
      addedSquares: "Added the squares where one should be taken away",
      checkedAnySides: "Did not use the longest side as the hypotenuse",
      usedMinusOne: "Used m² − 1 again for the last number",
    },
    hi: {
      hypotenusePrompt: "एक समकोण त्रिभुज की दो छोटी भुजाएँ {a} सेमी और {b} सेमी हैं। कर्ण कितने सेमी है?",
      legPrompt: "एक समकोण त्रिभुज का कर्ण {c} सेमी और एक भुजा {a} सेमी है। दूसरी भुजा कितने सेमी है?",
      ladderPrompt:
        "{c} m लंबी सीढ़ी दीवार से टिकी है और उसका निचला सिरा दीवार से {a} m दूर है। वह दीवार पर कितने m ऊँचाई तक पहुँचती है?",
      checkPrompt: "क्या {a} सेमी, {b} सेमी और {c} सेमी की भुजाएँ समकोण त्रिभुज बनाती हैं?",
      triplePrompt:
        "(2m, m² − 1, m² + 1) एक पाइथागोरस त्रिक है। m = {m} के लिए त्रिक ({a}, {b}, ?) है। छूटी हुई संख्या क्या है?",
      diagonalPrompt: "एक आयत {a} सेमी × {b} सेमी का है। इसका विकर्ण कितने सेमी लंबा है?",
      yes: "हाँ",
      no: "नहीं",
      hint: "समकोण त्रिभुज में कर्ण² = (एक भुजा)² + (दूसरी भुजा)²।",
      addSolution:
        "कर्ण²: {a} × {a} + {b} × {b} = {square}\nकर्ण: {answer}, क्योंकि {answer} × {answer} = {square}",
      subtractSolution:
        "भुजा²: {c} × {c} − {a} × {a} = {square}\nभुजा: {answer}, क्योंकि {answer} × {answer} = {square}",
      checkSolution:
        "सबसे बड़ी भुजा का वर्ग: {c} × {c} = {cc}; बाकी दो का: {a} × {a} + {b} × {b} = {sum}\n{verdict}",
      equal: "दोनों बराबर हैं, इसलिए यह समकोण त्रिभुज है।",
      notEqual: "दोनों बराबर नहीं हैं, इसलिए यह समकोण त्रिभुज नहीं है।",
      tripleSolution: "m² + 1: {m} × {m} + 1 = {answer}",
      addedSides: "भुजाओं के वर्गों की जगह भुजाएँ जोड़ दीं",
      forgotRoot: "वर्ग निकाला, पर वर्गमूल नहीं लिया",
      addedSquares: "जहाँ घटाना था वहाँ वर्ग जोड़ दिए",
      checkedAnySides: "सबसे बड़ी भुजा को कर्ण नहीं माना",
      usedMinusOne: "आखिरी संख्या के लिए भी m² − 1 ले लिया",
    },
  },
  generate(random, min, max) {
    const step = random.int(min, max);
    const [u, v, w] = random.pick(TRIPLES);
    const k = random.int(1, 3);
    const [a, b, c] = [u * k, v * k, w * k];
    if (step === 1 || step === 6) {
      const params = { a, b, square: c * c, answer: c };
      return {
        values: [step],
        item: numericItem(
          say(step === 1 ? "hypotenusePrompt" : "diagonalPrompt", params),
          c,
          say("hint"),
          say("addSolution", params),
          [
            [a + b, "addedSides"],
            [c * c, "forgotRoot"],
          ],
        ),
      };
    }
    if (step === 2 || step === 3) {
      const params = { a, c, square: b * b, answer: b };
      return {
        values: [step],
        item: numericItem(
          say(step === 2 ? "legPrompt" : "ladderPrompt", params),
          b,
          say("hint"),
          say("subtractSolution", params),
          [
            [b * b, "forgotRoot"],
            [Math.sqrt(c * c + a * a), "addedSquares"],
          ],
        ),
      };
    }
    if (step === 5) {
      const m = random.int(2, 15);
      const [x, y] = [2 * m, m * m - 1];
      return {
        values: [step],
        item: numericItem(
          say("triplePrompt", { m, a: x, b: y }),
          m * m + 1,
          say("hint"),
          say("tripleSolution", { m, answer: m * m + 1 }),
          [
            [m * m - 1, "usedMinusOne"],
            [x + y, "addedSides"],
          ],
        ),
      };
    }
    // Half the time nudge the longest side so it is not right-angled.
    const right = random.next() < 0.5;
    const cc = right ? c : c + 1;
    const sum = a * a + b * b;
    const answer = sum === cc * cc ? 0 : 1;
    const item = choiceItem(
      say("checkPrompt", { a, b, c: cc }),
      [...YES_NO],
      answer,
      say("hint"),
      say("checkSolution", {
        a,
        b,
        c: cc,
        cc: cc * cc,
        sum,
        verdict: say(answer === 0 ? "equal" : "notEqual"),
      }),
      [[answer === 0 ? 1 : 0, "checkedAnySides"]],
    );
    return { values: [step], item: { ...item, options: YES_NO.map((y) => say(y)) } };
  },
});
