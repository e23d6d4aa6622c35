import { type DemoFamily, drill } from "./types.ts";

/** Mathematics, Math Lab and Geo Math: the school syllabus. */
export const SCHOOL_FAMILIES: DemoFamily[] = [
  {
    family: "Mathematics",
    sets: [
      drill("addFractions", 6),
      drill("compareFractions", 6),
      {
        mode: "practice",
        items: [
          {
            kind: "fraction",
            prompt: "$\\frac{1}{3} + \\frac{1}{6} = ?$ (lowest terms)",
            answer: { numerator: 1, denominator: 2 },
            form: "fraction",
            hint: "Write $\\frac{1}{3}$ as sixths first.",
            solution: "$\\frac{2}{6} + \\frac{1}{6} = \\frac{3}{6} = \\frac{1}{2}$",
            wrongAnswers: [
              { answer: "2/9", misconception: "Added the numerators and added the denominators" },
            ],
            solve: "1/3+1/6",
          },
          {
            kind: "fraction",
            prompt: "$\\frac{3}{4} - \\frac{1}{2} = ?$",
            answer: { numerator: 1, denominator: 4 },
            equivalents: true,
            solution: "$\\frac{3}{4} - \\frac{2}{4} = \\frac{1}{4}$",
            wrongAnswers: [
              { answer: "2/2", misconception: "Subtracted the numerators and the denominators" },
            ],
            solve: "3/4-1/2",
          },
          {
            kind: "numeric",
            prompt: "Write $\\frac{3}{5}$ as a decimal.",
            answer: "0.6",
            equivalents: true,
            form: "decimal",
            solution: "$3 \\div 5 = 0.6$",
            solve: "3/5",
          },
        ],
      },
      drill("percentages", 6),
      {
        mode: "quiz",
        mastery: { rule: "all" },
        items: [
          {
            kind: "single",
            prompt: "$2^5 = ?$",
            options: ["10", "32", "25"],
            answer: 1,
            misconceptions: ["Multiplied 2 by 5", null, "Squared 5 instead"],
            solve: "2^5",
          },
          {
            kind: "single",
            prompt: "$\\sqrt{144} = ?$",
            options: ["12", "72", "14"],
            answer: 0,
            misconceptions: [null, "Halved instead of taking the square root", null],
            solve: "12",
          },
          {
            kind: "ordering",
            prompt: "Smallest first.",
            items: ["0.05", "0.5", "$\\frac{3}{4}$", "1.2"],
            solve: "ascending",
          },
        ],
      },
    ],
  },
  {
    family: "Math Lab",
    sets: [
      drill("rectangle", 6),
      drill("mean", 6, { min: 1, max: 50 }),
      {
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "How many centimetres are in 2.5 metres?",
            answer: "250",
            hint: "1 metre is 100 centimetres.",
            solution: "$2.5 \\times 100 = 250$",
            wrongAnswers: [{ answer: "25", misconception: "Multiplied by 10 instead of 100" }],
            solve: "2.5*100",
          },
          {
            kind: "numeric",
            prompt: "A jug holds 1.5 litres. How many millilitres is that?",
            answer: "1500",
            solution: "$1.5 \\times 1000 = 1500$",
            solve: "1.5*1000",
          },
          {
            kind: "numeric",
            prompt: "A cube has edges of 3 cm. What is its volume in cm³?",
            answer: "27",
            solution: "$3 \\times 3 \\times 3 = 27$",
            wrongAnswers: [{ answer: "9", misconception: "Found the area of one face" }],
            solve: "3^3",
          },
        ],
      },
    ],
  },
  {
    family: "Geo Math",
    sets: [
      drill("triangleAngles", 6),
      {
        mode: "practice",
        items: [
          {
            kind: "matching",
            prompt: "Match each shape to the number of its sides.",
            pairs: [
              { left: "Triangle", right: "3" },
              { left: "Pentagon", right: "5" },
              { left: "Hexagon", right: "6" },
            ],
            solve: "sides",
          },
          {
            kind: "single",
            prompt: "The angles of a quadrilateral add up to how many degrees?",
            options: ["180", "360", "90"],
            answer: 1,
            misconceptions: ["Used a triangle's sum", null, null],
            solve: "2*180",
          },
          {
            kind: "numeric",
            prompt: "A straight angle is split into 35° and ?°",
            answer: "145",
            accept: ["145°"],
            solution: "180° − 35° = 145°",
            solve: "180-35",
          },
        ],
      },
      drill("rectangle", 6, { min: 1, max: 12 }),
    ],
  },
];
