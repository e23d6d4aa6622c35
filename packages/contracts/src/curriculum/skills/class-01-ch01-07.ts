import { defineSkills } from "./model.ts";

/** Class 1's skills whose main chapter is 1 to 7, in the book's order. */
export const CLASS_1_SKILLS_CH01_07 = defineSkills([
  {
    id: "c1-more-or-fewer",
    classNumber: 1,
    chapters: ["ncert-c1-ch01", "ncert-c1-ch03"],
    name: { en: "Say which is more or fewer (>, <, =)", hi: "बताना कि कौन ज़्यादा है, कौन कम (>, <, =)" },
    generator: "compareNumbers",
    steps: [
      { min: 1, max: 6 },
      { min: 1, max: 9 },
      { min: 1, max: 20 },
    ],
  },
  {
    id: "c1-sort-and-count",
    classNumber: 1,
    chapters: ["ncert-c1-ch01"],
    name: { en: "Sort things into rows and count each row", hi: "चीज़ों को पंक्तियों में छाँटकर हर पंक्ति गिनना" },
    generator: "pictograph",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 1 },
    ],
  },
  {
    id: "c1-roll-or-slide",
    classNumber: 1,
    chapters: ["ncert-c1-ch02"],
    name: { en: "Things that roll and things that slide", hi: "लुढ़कने वाली और खिसकने वाली चीज़ें" },
    generator: "solidShapes",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 2 },
    ],
  },
  {
    id: "c1-name-flat-shapes",
    classNumber: 1,
    chapters: ["ncert-c1-ch02"],
    name: { en: "Name flat shapes and count their sides", hi: "सपाट आकृतियों के नाम और उनकी भुजाएँ गिनना" },
    generator: "shapeSides",
    steps: [
      { min: 3, max: 4 },
      { min: 3, max: 5 },
      { min: 3, max: 6 },
    ],
  },
  {
    id: "c1-order-numbers-to-9",
    classNumber: 1,
    chapters: ["ncert-c1-ch03"],
    name: { en: "Put numbers up to 9 in order", hi: "9 तक की संख्याओं को क्रम में लगाना" },
    generator: "orderNumbers",
    steps: [
      { min: 1, max: 5 },
      { min: 1, max: 9 },
      { min: 1, max: 9 },
    ],
  },
  {
    id: "c1-make-ten",
    classNumber: 1,
    chapters: ["ncert-c1-ch04"],
    name: { en: "Find the number that makes 10 (and 20)", hi: "10 (और 20) बनाने वाली संख्या ढूँढना" },
    generator: "missingNumber",
    steps: [
      { min: 5, max: 10 },
      { min: 10, max: 10 },
      { min: 10, max: 20 },
    ],
  },
  {
    id: "c1-ten-and-ones",
    classNumber: 1,
    chapters: ["ncert-c1-ch04"],
    name: { en: "A ten and some ones make a number up to 20", hi: "एक दहाई और कुछ इकाइयों से 20 तक की संख्या" },
    generator: "tensAndOnes",
    steps: [
      { min: 10, max: 15 },
      { min: 10, max: 20 },
      { min: 10, max: 20 },
    ],
  },
  {
    id: "c1-add-subtract-to-9",
    classNumber: 1,
    chapters: ["ncert-c1-ch05"],
    name: { en: "Add and subtract numbers up to 9", hi: "9 तक की संख्याओं को जोड़ना और घटाना" },
    generator: "addSubtract",
    steps: [
      { min: 1, max: 5 },
      { min: 1, max: 9 },
      { min: 2, max: 9 },
    ],
  },
  {
    id: "c1-story-sums-to-9",
    classNumber: 1,
    chapters: ["ncert-c1-ch05"],
    name: {
      en: "How many now, left, more: stories up to 9",
      hi: "अब कितने, कितने बचे, कितने ज़्यादा: 9 तक की कहानियाँ",
    },
    generator: "countingStories",
    steps: [
      { min: 2, max: 5 },
      { min: 2, max: 9 },
      { min: 3, max: 9 },
    ],
  },
  {
    id: "c1-add-subtract-to-20",
    classNumber: 1,
    chapters: ["ncert-c1-ch06"],
    name: { en: "Add and subtract up to 20", hi: "20 तक जोड़ना और घटाना" },
    generator: "addSubtract",
    steps: [
      { min: 1, max: 10 },
      { min: 5, max: 10 },
      { min: 6, max: 10 },
    ],
  },
  {
    id: "c1-story-sums-to-20",
    classNumber: 1,
    chapters: ["ncert-c1-ch06"],
    name: { en: "Story sums up to 20", hi: "20 तक के कहानी वाले सवाल" },
    generator: "countingStories",
    steps: [
      { min: 2, max: 10 },
      { min: 5, max: 10 },
      { min: 6, max: 10 },
    ],
  },
  {
    id: "c1-how-much-longer",
    classNumber: 1,
    chapters: ["ncert-c1-ch07"],
    name: {
      en: "How much longer, in hand-spans, clips or cubes",
      hi: "कितना ज़्यादा लंबा: बित्तों, क्लिपों या घनों में",
    },
    generator: "measuringStories",
    steps: [
      { min: 2, max: 9 },
      { min: 2, max: 15 },
      { min: 5, max: 20 },
    ],
  },
  {
    id: "c1-heavier-lighter",
    classNumber: 1,
    chapters: ["ncert-c1-ch07"],
    name: {
      en: "How much heavier, how much water: with cubes and mugs",
      hi: "कितना भारी, कितना पानी: घनों और मगों से",
    },
    generator: "weighingStories",
    steps: [
      { min: 2, max: 9 },
      { min: 2, max: 15 },
      { min: 5, max: 20 },
    ],
  },
]);
