import { type DemoFamily, drill } from "./types.ts";

/** Vedic Math and Magic Math: mental methods and number tricks, each on the lesson that teaches it. */
export const VEDIC_MAGIC_FAMILIES: DemoFamily[] = [
  {
    family: "Vedic Math",
    sets: [
      drill({ class: 5, title: "Multiplying by 11", type: "practice" }, "times11", 8, { min: 11, max: 99 }),
      drill({ class: 5, title: "Squares of numbers ending in 5", type: "worksheet" }, "squareEnding5", 6, {
        min: 15,
        max: 95,
      }),
      {
        at: { class: 5, title: "All from 9 and the last from 10", type: "quiz" },
        mode: "quiz",
        items: [
          {
            kind: "numeric",
            prompt: "$1000 - 357 = ?$",
            answer: "643",
            hint: "All from 9 and the last from 10: 9 − 3, 9 − 5, 10 − 7.",
            solution: "$9 - 3 = 6$, $9 - 5 = 4$, $10 - 7 = 3$: so $643$.",
            wrongAnswers: [{ answer: "753", misconception: "Took every digit from 10" }],
            solve: "1000-357",
            hi: {
              prompt: "$1000 - 357 = ?$",
              hint: "सभी 9 में से और अंतिम 10 में से: 9 − 3, 9 − 5, 10 − 7।",
              solution: "$9 - 3 = 6$, $9 - 5 = 4$, $10 - 7 = 3$: इसलिए $643$।",
            },
          },
          {
            kind: "numeric",
            prompt: "$10000 - 2468 = ?$",
            answer: "7532",
            hint: "Take each digit from 9, and the last one from 10.",
            solution: "$9 - 2 = 7$, $9 - 4 = 5$, $9 - 6 = 3$, $10 - 8 = 2$: so $7532$.",
            wrongAnswers: [{ answer: "7531", misconception: "Took the last digit from 9 too" }],
            solve: "10000-2468",
            hi: {
              prompt: "$10000 - 2468 = ?$",
              hint: "हर अंक को 9 में से घटाइए, और अंतिम अंक को 10 में से।",
              solution: "$9 - 2 = 7$, $9 - 4 = 5$, $9 - 6 = 3$, $10 - 8 = 2$: इसलिए $7532$।",
            },
          },
          {
            kind: "single",
            prompt: "$100 - 64 = ?$",
            options: ["36", "46", "35"],
            answer: 0,
            misconceptions: [
              null,
              "Took the first digit from 10 instead of 9",
              "Took the last digit from 9 instead of 10",
            ],
            solution: "$9 - 6 = 3$, $10 - 4 = 6$: so $36$.",
            solve: "100-64",
            hi: { prompt: "$100 - 64 = ?$", solution: "$9 - 6 = 3$, $10 - 4 = 6$: इसलिए $36$।" },
          },
        ],
      },
      { ...drill({ class: 7, title: "Numbers near 100", type: "practice" }, "nearBase100", 6), mode: "quiz" },
      {
        at: { class: 7, title: "Vertically and crosswise", type: "practice" },
        mode: "practice",
        mastery: { rule: "streak", n: 3 },
        items: [
          {
            kind: "numeric",
            prompt: "$23 \\times 14 = ?$",
            answer: "322",
            hint: "Vertically 3 × 4 and 2 × 1; crosswise 2 × 4 + 3 × 1.",
            solution:
              "$3 \\times 4 = 12$: write 2, carry 1. $2 \\times 4 + 3 \\times 1 + 1 = 12$: write 2, carry 1. $2 \\times 1 + 1 = 3$. So $322$.",
            solve: "23*14",
            hi: {
              prompt: "$23 \\times 14 = ?$",
              hint: "ऊर्ध्व 3 × 4 और 2 × 1; तिर्यक 2 × 4 + 3 × 1।",
              solution:
                "$3 \\times 4 = 12$: 2 लिखिए, 1 हासिल। $2 \\times 4 + 3 \\times 1 + 1 = 12$: 2 लिखिए, 1 हासिल। $2 \\times 1 + 1 = 3$। इसलिए $322$।",
            },
          },
          {
            kind: "numeric",
            prompt: "$32 \\times 21 = ?$",
            answer: "672",
            hint: "Vertically 2 × 1, crosswise 3 × 1 + 2 × 2, vertically 3 × 2.",
            solution: "$2 \\times 1 = 2$; $3 \\times 1 + 2 \\times 2 = 7$; $3 \\times 2 = 6$: so $672$.",
            solve: "32*21",
            hi: {
              prompt: "$32 \\times 21 = ?$",
              hint: "ऊर्ध्व 2 × 1, तिर्यक 3 × 1 + 2 × 2, ऊर्ध्व 3 × 2।",
              solution: "$2 \\times 1 = 2$; $3 \\times 1 + 2 \\times 2 = 7$; $3 \\times 2 = 6$: इसलिए $672$।",
            },
          },
          {
            kind: "single",
            prompt: "$12 \\times 13 = ?$",
            options: ["156", "106", "165"],
            answer: 0,
            misconceptions: [null, "Left out the crosswise step", "Wrote the digits the wrong way round"],
            solution: "$2 \\times 3 = 6$; $1 \\times 3 + 2 \\times 1 = 5$; $1 \\times 1 = 1$: so $156$.",
            solve: "12*13",
            hi: {
              prompt: "$12 \\times 13 = ?$",
              solution: "$2 \\times 3 = 6$; $1 \\times 3 + 2 \\times 1 = 5$; $1 \\times 1 = 1$: इसलिए $156$।",
            },
          },
        ],
      },
      {
        at: { class: 7, title: "Multiplying by 9, 99 and 999", type: "MCQ" },
        mode: "practice",
        items: [
          {
            kind: "single",
            prompt: "$43 \\times 99 = ?$",
            options: ["4257", "4357", "4247"],
            answer: 0,
            misconceptions: [null, "Did not take 1 away from 43", "Took the second part from 100 wrongly"],
            hint: "One less than 43, then all from 9 and the last from 10 of 43.",
            solution: "$43 - 1 = 42$; $99 - 42 = 57$: so $4257$.",
            solve: "43*99",
            hi: {
              prompt: "$43 \\times 99 = ?$",
              hint: "43 से एक कम, फिर 43 के अंक सभी 9 में से और अंतिम 10 में से।",
              solution: "$43 - 1 = 42$; $99 - 42 = 57$: इसलिए $4257$।",
            },
          },
          {
            kind: "numeric",
            prompt: "$256 \\times 999 = ?$",
            answer: "255744",
            hint: "One less than 256, then 999 minus that.",
            solution: "$256 - 1 = 255$; $999 - 255 = 744$: so $255744$.",
            solve: "256*999",
            hi: {
              prompt: "$256 \\times 999 = ?$",
              hint: "256 से एक कम, फिर 999 में से वह घटाइए।",
              solution: "$256 - 1 = 255$; $999 - 255 = 744$: इसलिए $255744$।",
            },
          },
        ],
      },
    ],
  },
  {
    family: "Magic Math",
    sets: [
      {
        at: { class: 4, title: "The mind-reading trick", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "Think of 7, double it, add 10, halve it, take away 7. What is left?",
            answer: "5",
            solution: "$(7 \\times 2 + 10) \\div 2 - 7 = 5$: always half of 10.",
            solve: "(7*2+10)/2-7",
            hi: {
              prompt: "7 सोचिए, उसे दुगना कीजिए, 10 जोड़िए, आधा कीजिए, 7 घटाइए। क्या बचा?",
              solution: "$(7 \\times 2 + 10) \\div 2 - 7 = 5$: हमेशा 10 का आधा।",
            },
          },
          {
            kind: "numeric",
            prompt: "Think of 25, double it, add 8, halve it, take away 25. What is left?",
            answer: "4",
            hint: "Whatever number you think of, what is left is half of the number you added.",
            solution: "$(25 \\times 2 + 8) \\div 2 - 25 = 4$: half of 8.",
            wrongAnswers: [{ answer: "8", misconception: "Forgot that the 8 was halved too" }],
            solve: "(25*2+8)/2-25",
            hi: {
              prompt: "25 सोचिए, उसे दुगना कीजिए, 8 जोड़िए, आधा कीजिए, 25 घटाइए। क्या बचा?",
              hint: "आप कोई भी संख्या सोचें, जो बचता है वह जोड़ी गई संख्या का आधा होता है।",
              solution: "$(25 \\times 2 + 8) \\div 2 - 25 = 4$: 8 का आधा।",
            },
          },
          {
            kind: "single",
            prompt:
              "Think of any number, double it, add 6, halve it, take away the number you thought of. What is left?",
            options: ["3", "6", "The number you thought of"],
            answer: 0,
            misconceptions: [null, "Forgot that the 6 was halved too", null],
            solution: "Doubling and halving cancel, and taking away your number leaves half of 6: 3.",
            solve: "(10*2+6)/2-10",
            hi: {
              prompt:
                "कोई भी संख्या सोचिए, उसे दुगना कीजिए, 6 जोड़िए, आधा कीजिए, फिर सोची हुई संख्या घटाइए। क्या बचा?",
              options: ["3", "6", "जो संख्या आपने सोची"],
              solution: "दुगना और आधा करना एक-दूसरे को काट देते हैं, और अपनी संख्या घटाने पर 6 का आधा बचता है: 3।",
            },
          },
        ],
      },
      {
        at: { class: 4, title: "Multiply and divide by 5", type: "quiz" },
        mode: "quiz",
        items: [
          {
            kind: "numeric",
            prompt: "$48 \\times 5 = ?$",
            answer: "240",
            hint: "Halve 48, then multiply by 10.",
            solution: "$48 \\div 2 = 24$; $24 \\times 10 = 240$.",
            solve: "48*5",
            hi: {
              prompt: "$48 \\times 5 = ?$",
              hint: "48 का आधा कीजिए, फिर 10 से गुणा कीजिए।",
              solution: "$48 \\div 2 = 24$; $24 \\times 10 = 240$।",
            },
          },
          {
            kind: "numeric",
            prompt: "$130 \\div 5 = ?$",
            answer: "26",
            hint: "Double 130, then divide by 10.",
            solution: "$130 \\times 2 = 260$; $260 \\div 10 = 26$.",
            wrongAnswers: [{ answer: "260", misconception: "Doubled but did not divide by 10" }],
            solve: "130/5",
            hi: {
              prompt: "$130 \\div 5 = ?$",
              hint: "130 को दुगना कीजिए, फिर 10 से भाग दीजिए।",
              solution: "$130 \\times 2 = 260$; $260 \\div 10 = 26$।",
            },
          },
          {
            kind: "numeric",
            prompt: "$86 \\times 5 = ?$",
            answer: "430",
            wrongAnswers: [
              { answer: "4300", misconception: "Multiplied by 100 after halving" },
              { answer: "43", misconception: "Halved but did not multiply by 10" },
            ],
            solve: "86*5",
            hi: { prompt: "$86 \\times 5 = ?$" },
          },
        ],
      },
      {
        at: { class: 6, title: "The magic number 1089", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "blanks",
            prompt:
              "Take 532 and its reverse 235: $532 - 235 = $ ___. Add that answer to its reverse: $297 + 792 = $ ___",
            blanks: [{ answer: "297" }, { answer: "1089" }],
            solve: ["532-235", "297+792"],
            hi: {
              prompt:
                "532 और उसका उल्टा 235 लीजिए: $532 - 235 = $ ___। उस उत्तर में उसका उल्टा जोड़िए: $297 + 792 = $ ___",
            },
          },
          {
            kind: "numeric",
            prompt:
              "Take 841. Take its reverse away from it, then add that answer to its own reverse. What do you get?",
            answer: "1089",
            solution: "$841 - 148 = 693$; $693 + 396 = 1089$.",
            solve: "(841-148)+396",
            hi: {
              prompt: "841 लीजिए। उसमें से उसका उल्टा घटाइए, फिर उस उत्तर में उसका अपना उल्टा जोड़िए। क्या मिला?",
              solution: "$841 - 148 = 693$; $693 + 396 = 1089$।",
            },
          },
        ],
      },
      drill({ class: 6, title: "Divisibility rules", type: "MCQ" }, "divisibility", 6, {
        min: 100,
        max: 9999,
      }),
    ],
  },
];
