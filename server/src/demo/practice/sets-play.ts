import { type DemoFamily, drill } from "./types.ts";

/** Puzzles & Riddles, Math Games, Math Projects and Math Aptitude Exam. */
export const PLAY_FAMILIES: DemoFamily[] = [
  {
    family: "Puzzles & Riddles",
    sets: [
      drill("sequences", 6),
      {
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "I am a number. Double me and add 4, and you get 20. Who am I?",
            answer: "8",
            hint: "Work backwards: take 4 away, then halve.",
            solution: "$(20 - 4) \\div 2 = 8$",
            wrongAnswers: [
              { answer: "12", misconception: "Added the 4 instead of taking it away, then halved" },
              { answer: "16", misconception: "Took 4 away but did not halve" },
            ],
            solve: "(20-4)/2",
            solveWrong: ["(20+4)/2", "20-4"],
          },
          {
            kind: "blanks",
            prompt: "1, 4, 9, 16, ___, ___",
            blanks: [{ answer: "25" }, { answer: "36" }],
            hint: "These are square numbers.",
            solve: ["5^2", "6^2"],
          },
          {
            kind: "numeric",
            prompt: "A clock strikes 6 in 5 seconds. How many seconds to strike 12?",
            answer: "11",
            hint: "Count the gaps between strikes, not the strikes.",
            solution: "6 strikes have 5 gaps of 1 s; 12 strikes have 11 gaps: 11 s.",
            wrongAnswers: [
              { answer: "10", misconception: "Counted strikes instead of the gaps between them" },
            ],
            solve: "(12-1)*(5/(6-1))",
          },
        ],
      },
      drill("divisibility", 5, { min: 100, max: 999 }),
    ],
  },
  {
    family: "Math Games",
    sets: [
      drill("orderNumbers", 6),
      { ...drill("tables", 10, { min: 6, max: 12 }), mode: "quiz", mastery: { rule: "streak", n: 5 } },
      {
        mode: "practice",
        items: [
          {
            kind: "ordering",
            prompt: "Biggest last: put these in order.",
            items: ["199", "919", "991"],
            solve: "ascending",
          },
          {
            kind: "numeric",
            prompt: "Three dice show 6, 4 and 5. What is their total?",
            answer: "15",
            solve: "6+4+5",
          },
        ],
      },
    ],
  },
  {
    family: "Math Projects",
    sets: [
      drill("mean", 5, { min: 10, max: 100 }),
      drill("percentages", 5, { min: 100, max: 2000 }),
      {
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "A class of 40 votes: 25% choose cricket. How many children is that?",
            answer: "10",
            solution: "$\\frac{25}{100} \\times 40 = 10$",
            wrongAnswers: [
              { answer: "25", misconception: "Gave the percentage, not the number of children" },
            ],
            solve: "25/100*40",
          },
          {
            kind: "numeric",
            prompt: "A picnic costs ₹1,200 shared by 8 friends. How many rupees does each pay?",
            answer: "150",
            solve: "1200/8",
          },
        ],
      },
    ],
  },
  {
    family: "Math Aptitude Exam",
    sets: [
      { ...drill("unitary", 6), mode: "quiz" },
      drill("percentages", 6, { min: 20, max: 1000 }),
      {
        mode: "quiz",
        mastery: { rule: "recent", n: 5, m: 4 },
        items: [
          {
            kind: "single",
            prompt: "A train goes 180 km in 3 hours. What is its speed in km/h?",
            options: ["60", "540", "90"],
            answer: 0,
            misconceptions: [null, "Multiplied distance by time", null],
            solve: "180/3",
          },
          {
            kind: "single",
            prompt: "What is 15% of 200?",
            options: ["15", "30", "215"],
            answer: 1,
            misconceptions: ["Gave the percentage itself", null, "Added instead of finding a part"],
            solve: "15/100*200",
          },
          {
            kind: "numeric",
            prompt: "The ratio of boys to girls is 2 : 3 in a class of 30. How many girls?",
            answer: "18",
            wrongAnswers: [{ answer: "12", misconception: "Found the boys instead of the girls" }],
            solve: "30*3/(2+3)",
          },
        ],
      },
      drill("addFractions", 5, { min: 2, max: 8 }),
    ],
  },
];
