import { defineSkills } from "./model.ts";

/** Class 2's skills whose main chapter is 1 to 5, in the book's order. */
export const CLASS_2_SKILLS_CH01_05 = defineSkills([
  {
    id: "c2-bundles-of-ten",
    classNumber: 2,
    chapters: ["ncert-c2-ch01"],
    name: { en: "Bundles of ten and loose ones", hi: "दस के बंडल और खुली इकाइयाँ" },
    generator: "tensAndOnes",
    steps: [
      { min: 10, max: 50 },
      { min: 10, max: 99 },
      { min: 10, max: 99 },
    ],
  },
  {
    id: "c2-skip-count-on-a-line",
    classNumber: 2,
    chapters: ["ncert-c2-ch01"],
    name: { en: "Skip count on and back in 2s, 5s and 10s", hi: "2, 5 और 10 की छलाँगों में आगे-पीछे गिनना" },
    generator: "skipCounting",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 2 },
      { min: 2, max: 2 },
    ],
  },
  {
    id: "c2-number-patterns",
    classNumber: 2,
    chapters: ["ncert-c2-ch01"],
    name: { en: "What comes next in a number pattern", hi: "संख्या पैटर्न में आगे क्या आएगा" },
    generator: "sequences",
    steps: [
      { min: 1, max: 20 },
      { min: 1, max: 40 },
      { min: 1, max: 52 },
    ],
  },
  {
    id: "c2-roll-or-slide",
    classNumber: 2,
    chapters: ["ncert-c2-ch02"],
    name: { en: "Solids that roll and solids that slide", hi: "लुढ़कने और खिसकने वाले ठोस" },
    generator: "solidShapes",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 1 },
      { min: 1, max: 2 },
    ],
  },
  {
    id: "c2-faces-corners-edges",
    classNumber: 2,
    chapters: ["ncert-c2-ch02"],
    name: {
      en: "Faces, corners and edges of boxes and other solids",
      hi: "डिब्बों और दूसरे ठोसों के फलक, कोने और किनारे",
    },
    generator: "solidShapes",
    steps: [
      { min: 2, max: 2 },
      { min: 2, max: 3 },
      { min: 3, max: 3 },
    ],
  },
  {
    id: "c2-place-value-to-99",
    classNumber: 2,
    chapters: ["ncert-c2-ch03"],
    name: { en: "The value of a digit in a 2-digit number", hi: "2 अंकों की संख्या में अंक का स्थानीय मान" },
    generator: "placeValue",
    steps: [
      { min: 10, max: 50 },
      { min: 10, max: 99 },
      { min: 10, max: 99 },
    ],
  },
  {
    id: "c2-compare-to-100",
    classNumber: 2,
    chapters: ["ncert-c2-ch03"],
    name: { en: "Compare numbers up to 100", hi: "100 तक की संख्याओं की तुलना" },
    generator: "compareNumbers",
    steps: [
      { min: 10, max: 50 },
      { min: 10, max: 99 },
      { min: 10, max: 100 },
    ],
  },
  {
    id: "c2-order-to-100",
    classNumber: 2,
    chapters: ["ncert-c2-ch03"],
    name: { en: "Put numbers up to 100 in order", hi: "100 तक की संख्याओं को क्रम में लगाना" },
    generator: "orderNumbers",
    steps: [
      { min: 10, max: 50 },
      { min: 10, max: 99 },
      { min: 1, max: 100 },
    ],
  },
  {
    id: "c2-trace-of-a-solid",
    classNumber: 2,
    chapters: ["ncert-c2-ch04"],
    name: {
      en: "The flat shape a solid prints or throws as a shadow",
      hi: "ठोस की छाप या परछाईं की सपाट आकृति",
    },
    generator: "solidShapes",
    steps: [
      { min: 2, max: 2 },
      { min: 2, max: 2 },
      { min: 2, max: 2 },
    ],
  },
  {
    id: "c2-name-flat-shapes",
    classNumber: 2,
    chapters: ["ncert-c2-ch04"],
    name: {
      en: "Name flat shapes: triangle, square, rectangle, circle",
      hi: "सपाट आकृतियों के नाम: त्रिभुज, वर्ग, आयत, वृत्त",
    },
    generator: "shapeSides",
    steps: [
      { min: 3, max: 4 },
      { min: 3, max: 4 },
      { min: 3, max: 6 },
    ],
  },
  {
    id: "c2-line-patterns",
    classNumber: 2,
    chapters: ["ncert-c2-ch05"],
    name: {
      en: "Standing, sleeping, slanting and curved lines in patterns",
      hi: "पैटर्न में खड़ी, लेटी, तिरछी और घुमावदार रेखाएँ",
    },
    generator: "linePatterns",
    steps: [
      { min: 1, max: 1 },
      { min: 1, max: 2 },
      { min: 2, max: 3 },
    ],
  },
  {
    id: "c2-straight-sides",
    classNumber: 2,
    chapters: ["ncert-c2-ch05"],
    name: { en: "Count the straight lines that make a shape", hi: "आकृति बनाने वाली सीधी रेखाएँ गिनना" },
    generator: "shapeSides",
    steps: [
      { min: 3, max: 4 },
      { min: 3, max: 6 },
      { min: 3, max: 8 },
    ],
  },
]);
