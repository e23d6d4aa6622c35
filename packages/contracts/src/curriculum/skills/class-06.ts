import { growingSteps, kindSteps } from "./levels.ts";
import { defineSkills } from "./model.ts";

const ch = (n: number) => `ncert-c6-ch${String(n).padStart(2, "0")}`;

/** Class 6's skills, chapter by chapter in the book's order. */
export const CLASS_6_SKILLS = defineSkills([
  // 1 Patterns in Mathematics
  {
    id: "c6-special-number-sequences",
    classNumber: 6,
    chapters: [ch(1)],
    name: {
      en: "Find a term of the odd, square and triangular numbers",
      hi: "विषम, वर्ग और त्रिकोणीय संख्याओं का कोई पद ज्ञात करना",
    },
    generator: "numberPlay",
    steps: kindSteps(1),
  },
  {
    id: "c6-continue-a-pattern",
    classNumber: 6,
    chapters: [ch(1)],
    name: {
      en: "Continue a number pattern that grows by a fixed step",
      hi: "एक ही अंतर से बढ़ने वाले संख्या पैटर्न को आगे बढ़ाना",
    },
    generator: "sequences",
    steps: [
      { min: 1, max: 20 },
      { min: 1, max: 100 },
      { min: 50, max: 500 },
    ],
  },
  {
    id: "c6-virahanka-numbers",
    classNumber: 6,
    chapters: [ch(1)],
    name: { en: "Continue the Virahanka numbers", hi: "विरहांक संख्याओं को आगे बढ़ाना" },
    generator: "numberPlay",
    steps: kindSteps(3),
  },
  // 2 Lines and Angles
  {
    id: "c6-angles-on-a-line",
    classNumber: 6,
    chapters: [ch(2), ch(8)],
    name: { en: "Find an angle on a straight line", hi: "सीधी रेखा पर बना कोण ज्ञात करना" },
    generator: "angleFacts",
    steps: kindSteps(1),
  },
  {
    id: "c6-angles-where-lines-cross",
    classNumber: 6,
    chapters: [ch(2)],
    name: {
      en: "Find angles where two lines cross, on a line and round a point",
      hi: "दो रेखाओं के कटान पर, रेखा पर और एक बिंदु के चारों ओर कोण ज्ञात करना",
    },
    generator: "angleFacts",
    steps: [
      { min: 4, max: 4 },
      { min: 1, max: 4 },
      { min: 1, max: 4 },
    ],
  },
  // 3 Number Play
  {
    id: "c6-odd-and-even-sums",
    classNumber: 6,
    chapters: [ch(3)],
    name: {
      en: "Tell whether a sum is odd or even without adding",
      hi: "बिना जोड़े बताना कि योग विषम है या सम",
    },
    generator: "numberPlay",
    steps: kindSteps(2),
  },
  {
    id: "c6-kaprekar-routine",
    classNumber: 6,
    chapters: [ch(3)],
    name: {
      en: "Largest minus smallest arrangement of digits (Kaprekar)",
      hi: "अंकों की सबसे बड़ी और सबसे छोटी व्यवस्था का अंतर (कापरेकर)",
    },
    generator: "numberPlay",
    steps: kindSteps(5),
  },
  {
    id: "c6-round-and-estimate",
    classNumber: 6,
    chapters: [ch(3)],
    name: { en: "Round large numbers to estimate", hi: "अनुमान के लिए बड़ी संख्याओं का पूर्णांकन" },
    generator: "largeNumbers",
    steps: [
      { min: 4, max: 4 },
      { min: 5, max: 5 },
      { min: 4, max: 5 },
    ],
  },
  // 4 Data Handling and Presentation
  {
    id: "c6-count-survey-answers",
    classNumber: 6,
    chapters: [ch(4)],
    name: { en: "Count answers in a survey with tally marks", hi: "मिलान चिह्नों से सर्वे के उत्तर गिनना" },
    generator: "dataLists",
    steps: kindSteps(1),
  },
  {
    id: "c6-read-a-pictograph",
    classNumber: 6,
    chapters: [ch(4)],
    name: { en: "Read a pictograph with its key", hi: "कुंजी की मदद से चित्रालेख पढ़ना" },
    generator: "dataLists",
    steps: kindSteps(2),
  },
  {
    id: "c6-most-common-value",
    classNumber: 6,
    chapters: [ch(4)],
    name: { en: "Find the value that comes most often", hi: "सबसे अधिक बार आने वाला मान ढूँढना" },
    generator: "dataLists",
    steps: kindSteps(3),
  },
  // 5 Prime Time
  {
    id: "c6-count-factors",
    classNumber: 6,
    chapters: [ch(5)],
    name: { en: "Find all the factors of a number", hi: "किसी संख्या के सभी गुणनखंड ढूँढना" },
    generator: "factorsAndMultiples",
    steps: kindSteps(1),
  },
  {
    id: "c6-find-primes",
    classNumber: 6,
    chapters: [ch(5)],
    name: { en: "Find the prime numbers in a stretch", hi: "किसी दायरे की अभाज्य संख्याएँ ढूँढना" },
    generator: "factorsAndMultiples",
    steps: kindSteps(2),
  },
  {
    id: "c6-common-factors",
    classNumber: 6,
    chapters: [ch(5)],
    name: { en: "Find the highest common factor", hi: "महत्तम समापवर्तक ज्ञात करना" },
    generator: "factorsAndMultiples",
    steps: kindSteps(3),
  },
  // 6 Perimeter and Area
  {
    id: "c6-perimeter",
    classNumber: 6,
    chapters: [ch(6)],
    name: { en: "Perimeter of squares and rectangles", hi: "वर्ग और आयत का परिमाप" },
    generator: "measures",
    steps: kindSteps(1),
  },
  {
    id: "c6-area",
    classNumber: 6,
    chapters: [ch(6)],
    name: { en: "Area of squares, triangles and rectangles", hi: "वर्ग, त्रिभुज और आयत का क्षेत्रफल" },
    generator: "measures",
    steps: kindSteps(2),
  },
  {
    id: "c6-rectangle-area-perimeter",
    classNumber: 6,
    chapters: [ch(6)],
    name: { en: "Area and perimeter of a rectangle", hi: "आयत का क्षेत्रफल और परिमाप" },
    generator: "rectangle",
    steps: [
      { min: 2, max: 10 },
      { min: 2, max: 20 },
      { min: 10, max: 60 },
    ],
  },
  // 7 Fractions
  {
    id: "c6-equivalent-fractions",
    classNumber: 6,
    chapters: [ch(7)],
    name: { en: "Make equivalent fractions", hi: "तुल्य भिन्न बनाना" },
    generator: "fractionWork",
    steps: kindSteps(1),
  },
  {
    id: "c6-compare-fractions",
    classNumber: 6,
    chapters: [ch(7)],
    name: { en: "Compare two fractions", hi: "दो भिन्नों की तुलना करना" },
    generator: "compareFractions",
    steps: [
      { min: 2, max: 5 },
      { min: 2, max: 8 },
      { min: 2, max: 12 },
    ],
  },
  {
    id: "c6-fraction-of-a-quantity",
    classNumber: 6,
    chapters: [ch(7)],
    name: { en: "A fraction of a quantity", hi: "किसी मात्रा का भिन्नात्मक भाग" },
    generator: "fractionWork",
    steps: kindSteps(3),
  },
  // 8 Playing with Constructions
  {
    id: "c6-radius-and-diameter",
    classNumber: 6,
    chapters: [ch(8)],
    name: {
      en: "Radius and diameter when drawing circles with a compass",
      hi: "परकार से वृत्त बनाते समय त्रिज्या और व्यास",
    },
    generator: "measures",
    steps: kindSteps(3),
  },
  {
    id: "c6-rectangle-from-perimeter",
    classNumber: 6,
    chapters: [ch(8)],
    name: {
      en: "Sides of a rectangle or square to construct from its perimeter",
      hi: "परिमाप से बनाए जाने वाले आयत या वर्ग की भुजाएँ",
    },
    generator: "measures",
    steps: growingSteps(2, 3, 3),
  },
  // 9 Symmetry
  {
    id: "c6-lines-of-symmetry",
    classNumber: 6,
    chapters: [ch(9)],
    name: { en: "Count lines of symmetry", hi: "सममित रेखाएँ गिनना" },
    generator: "shapeFacts",
    steps: growingSteps(1, 1, 1),
  },
  {
    id: "c6-rotational-symmetry",
    classNumber: 6,
    chapters: [ch(9), ch(2)],
    name: {
      en: "Turns in degrees: order and angle of rotational symmetry",
      hi: "डिग्री में घुमाव: घूर्णन सममिति का क्रम और कोण",
    },
    generator: "shapeFacts",
    steps: growingSteps(2, 3, 3),
  },
  {
    id: "c6-symmetry-mixed",
    classNumber: 6,
    chapters: [ch(9)],
    name: { en: "Line and rotational symmetry, mixed", hi: "रेखीय और घूर्णन सममिति, मिली-जुली" },
    generator: "shapeFacts",
    steps: growingSteps(1, 2, 3),
  },
  // 10 The Other Side of Zero
  {
    id: "c6-add-integers",
    classNumber: 6,
    chapters: [ch(10)],
    name: { en: "Add integers", hi: "पूर्णांकों को जोड़ना" },
    generator: "integers",
    steps: kindSteps(1),
  },
  {
    id: "c6-subtract-integers",
    classNumber: 6,
    chapters: [ch(10)],
    name: { en: "Subtract integers", hi: "पूर्णांकों को घटाना" },
    generator: "integers",
    steps: kindSteps(2),
  },
  {
    id: "c6-integers-in-temperature",
    classNumber: 6,
    chapters: [ch(10)],
    name: { en: "Temperatures below zero rising and falling", hi: "शून्य से नीचे के तापमान का बढ़ना और गिरना" },
    generator: "integers",
    steps: kindSteps(3),
  },
]);
