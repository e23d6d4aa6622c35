import { type DemoFamily, drill } from "./types.ts";

/** Vedic Math, Magic Math and Interactive Math: number sense and mental methods. */
export const NUMBER_FAMILIES: DemoFamily[] = [
  {
    family: "Vedic Math",
    sets: [
      drill("times11"),
      drill("squareEnding5"),
      {
        mode: "practice",
        mastery: { rule: "streak", n: 3 },
        items: [
          {
            kind: "numeric",
            prompt: "Nikhilam: $98 \\times 97 = ?$",
            answer: "9506",
            hint: "98 is 2 below 100, 97 is 3 below: cross-subtract, then multiply the differences.",
            solution: "$98 - 3 = 95$; $2 \\times 3 = 06$; so $9506$.",
            wrongAnswers: [
              { answer: "956", misconception: "Wrote the product of the differences as one digit" },
            ],
            solve: "98*97",
          },
          {
            kind: "numeric",
            prompt: "$103 \\times 104 = ?$",
            answer: "10712",
            hint: "Both are above 100: add across, then multiply 3 × 4.",
            solution: "$103 + 4 = 107$; $3 \\times 4 = 12$; so $10712$.",
            solve: "103*104",
          },
          {
            kind: "single",
            prompt: "Which is $99^2$?",
            options: ["9801", "9981", "9901"],
            answer: 0,
            misconceptions: [
              null,
              "Wrote 99 − 1 and then 81 the wrong way round",
              "Took 1 away instead of 2 × 1",
            ],
            solution: "$99 - 1 = 98$; $1^2 = 01$; so $9801$.",
            solve: "99*99",
          },
        ],
      },
      { ...drill("nearBase100", 6), mode: "quiz" },
      drill("nearBase10", 8),
    ],
  },
  {
    family: "Magic Math",
    sets: [
      drill("divisibility", 6),
      {
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "A 3 × 3 magic square uses 1 to 9. What does each row add up to?",
            answer: "15",
            hint: "All nine numbers add up to 45, shared by three rows.",
            solution: "$45 \\div 3 = 15$",
            solve: "(1+2+3+4+5+6+7+8+9)/3",
          },
          {
            kind: "numeric",
            prompt: "Think of 7, double it, add 10, halve it, take away 7. What is left?",
            answer: "5",
            solution: "$(7 \\times 2 + 10) \\div 2 - 7 = 5$: always half of 10.",
            solve: "(7*2+10)/2-7",
          },
          {
            kind: "blanks",
            prompt: "$37 \\times 3 = $ ___ and $37 \\times 6 = $ ___",
            blanks: [{ answer: "111" }, { answer: "222" }],
            solve: ["37*3", "37*6"],
          },
        ],
      },
      drill("squareEnding5", 6, { min: 15, max: 195 }),
    ],
  },
  {
    family: "Interactive Math",
    sets: [
      drill("tables", 10),
      drill("addSubtract", 8, { min: 10, max: 99 }),
      {
        mode: "practice",
        items: [
          {
            kind: "matching",
            prompt: "Match each fraction to its decimal.",
            pairs: [
              { left: "$\\frac{1}{2}$", right: "0.5" },
              { left: "$\\frac{1}{4}$", right: "0.25" },
              { left: "$\\frac{3}{4}$", right: "0.75" },
            ],
            solve: "equal",
          },
          {
            kind: "blanks",
            prompt: "345 = ___ hundreds + ___ tens + 5 ones",
            blanks: [{ answer: "3" }, { answer: "4" }],
            solve: ["(345-45)/100", "(45-5)/10"],
          },
          {
            kind: "numeric",
            prompt: "Riya has 24 beads and gives away 9. How many are left?",
            answer: "15",
            hint: "Take away: 24 − 9.",
            solution: "24 − 9 = 15",
            wrongAnswers: [{ answer: "33", misconception: "Added instead of taking away" }],
            solve: "24-9",
          },
        ],
      },
      drill("placeValue", 6, { min: 100, max: 9999 }),
      drill("compareFractions", 6, { min: 2, max: 6 }),
    ],
  },
];
