import { defineSkills } from "./model.ts";

/** Class 1's skills whose main chapter is 8 to 13, in the book's order. */
export const CLASS_1_SKILLS_CH08_13 = defineSkills([
  {
    id: "c1-tens-and-ones-to-99",
    classNumber: 1,
    chapters: ["ncert-c1-ch08"],
    name: { en: "Tens and ones make numbers up to 99", hi: "दहाई और इकाई से 99 तक की संख्याएँ" },
    generator: "tensAndOnes",
    steps: [
      { min: 20, max: 50 },
      { min: 20, max: 99 },
      { min: 20, max: 99 },
    ],
  },
  {
    id: "c1-order-numbers-to-99",
    classNumber: 1,
    chapters: ["ncert-c1-ch08"],
    name: { en: "Put numbers up to 99 in order", hi: "99 तक की संख्याओं को क्रम में लगाना" },
    generator: "orderNumbers",
    steps: [
      { min: 20, max: 50 },
      { min: 20, max: 99 },
      { min: 10, max: 99 },
    ],
  },
  {
    id: "c1-compare-to-99",
    classNumber: 1,
    chapters: ["ncert-c1-ch08"],
    name: { en: "Compare numbers up to 99", hi: "99 तक की संख्याओं की तुलना" },
    generator: "compareNumbers",
    steps: [
      { min: 20, max: 50 },
      { min: 20, max: 99 },
      { min: 10, max: 99 },
    ],
  },
  {
    id: "c1-shape-patterns",
    classNumber: 1,
    chapters: ["ncert-c1-ch09"],
    name: { en: "Continue a pattern of shapes", hi: "आकृतियों का पैटर्न आगे बढ़ाना" },
    generator: "shapePatterns",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 2 },
      { min: 2, max: 2 },
    ],
  },
  {
    id: "c1-line-patterns",
    classNumber: 1,
    chapters: ["ncert-c1-ch09"],
    name: {
      en: "Continue a pattern of lines, as on a festival border",
      hi: "त्योहार की किनारी जैसा रेखाओं का पैटर्न आगे बढ़ाना",
    },
    generator: "linePatterns",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 2 },
    ],
  },
  {
    id: "c1-hours-of-the-day",
    classNumber: 1,
    chapters: ["ncert-c1-ch10"],
    name: {
      en: "Which takes longer: hours from one time to another",
      hi: "किसमें ज़्यादा समय: एक समय से दूसरे तक के घंटे",
    },
    generator: "daysAndHours",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 2 },
    ],
  },
  {
    id: "c1-days-of-the-week",
    classNumber: 1,
    chapters: ["ncert-c1-ch10"],
    name: { en: "The days of the week in order", hi: "सप्ताह के दिन क्रम से" },
    generator: "daysAndHours",
    steps: [
      { min: 2, max: 2 },
      { min: 2, max: 2 },
      { min: 2, max: 3 },
    ],
  },
  {
    id: "c1-equal-groups",
    classNumber: 1,
    chapters: ["ncert-c1-ch11"],
    name: { en: "Equal groups: how many in all", hi: "बराबर समूह: कुल कितने" },
    generator: "equalGroups",
    steps: [
      { min: 2, max: 3 },
      { min: 2, max: 4 },
      { min: 2, max: 5 },
    ],
  },
  {
    id: "c1-count-in-2s-5s-10s",
    classNumber: 1,
    chapters: ["ncert-c1-ch11"],
    name: { en: "Count in 2s, 5s and 10s", hi: "2, 5 और 10 की छलाँगों में गिनना" },
    generator: "skipCounting",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 2 },
    ],
  },
  {
    id: "c1-count-coins",
    classNumber: 1,
    chapters: ["ncert-c1-ch12"],
    name: { en: "Count coins in rupees", hi: "सिक्कों को रुपयों में गिनना" },
    generator: "rupees",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 1 },
    ],
  },
  {
    id: "c1-pay-and-get-change",
    classNumber: 1,
    chapters: ["ncert-c1-ch12"],
    name: { en: "Spend rupees and find what is left", hi: "रुपये खर्च करना और बचे पैसे पता करना" },
    generator: "rupees",
    steps: [
      { min: 1, max: 2 },
      { min: 2, max: 2 },
      { min: 2, max: 2 },
    ],
  },
  {
    id: "c1-count-with-tallies",
    classNumber: 1,
    chapters: ["ncert-c1-ch13"],
    name: { en: "Count with tally marks", hi: "मिलान चिह्नों से गिनना" },
    generator: "tallyMarks",
    steps: [
      { min: 1, max: 9 },
      { min: 1, max: 12 },
      { min: 5, max: 15 },
    ],
  },
  {
    id: "c1-read-a-table",
    classNumber: 1,
    chapters: ["ncert-c1-ch13"],
    name: {
      en: "Read a table of toys: how many more, how many together",
      hi: "खिलौनों की तालिका पढ़ना: कितने ज़्यादा, मिलाकर कितने",
    },
    generator: "countsTable",
    steps: [
      { min: 1, max: 5 },
      { min: 1, max: 9 },
      { min: 1, max: 10 },
    ],
  },
]);
