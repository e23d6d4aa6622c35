import { type DemoFamily, drill } from "./types.ts";

/** Interactive Math and Math Games: the early classes' number sense, with numbers of their size. */
export const INTERACTIVE_GAMES_FAMILIES: DemoFamily[] = [
  {
    family: "Interactive Math",
    sets: [
      // Class 2 adds and takes away within 100: two numbers up to 50 never pass it.
      drill({ class: 2, title: "Hop on the number line", type: "practice" }, "addSubtract", 8, {
        min: 1,
        max: 50,
      }),
      {
        at: { class: 2, title: "Even and odd", type: "matching" },
        mode: "practice",
        items: [
          {
            kind: "multiple",
            prompt: "Which of these numbers are even? Choose all that are.",
            options: ["14", "7", "30", "25", "48"],
            answer: [0, 2, 4],
            hint: "An even number ends in 0, 2, 4, 6 or 8.",
            solve: "even",
            hi: {
              prompt: "इनमें से कौन-सी संख्याएँ सम हैं? सभी सम संख्याएँ चुनिए।",
              hint: "सम संख्या के अंत में 0, 2, 4, 6 या 8 होता है।",
            },
          },
          {
            kind: "multiple",
            prompt: "Which of these numbers are odd? Choose all that are.",
            options: ["21", "16", "9", "40"],
            answer: [0, 2],
            hint: "An odd number ends in 1, 3, 5, 7 or 9.",
            solve: "odd",
            hi: {
              prompt: "इनमें से कौन-सी संख्याएँ विषम हैं? सभी विषम संख्याएँ चुनिए।",
              hint: "विषम संख्या के अंत में 1, 3, 5, 7 या 9 होता है।",
            },
          },
          {
            kind: "numeric",
            prompt: "What is the next even number after 36?",
            answer: "38",
            hint: "Even numbers go up in twos.",
            wrongAnswers: [{ answer: "37", misconception: "Gave the next number, which is odd" }],
            solve: "36+2",
            hi: {
              prompt: "36 के बाद अगली सम संख्या कौन-सी है?",
              hint: "सम संख्याएँ दो-दो करके बढ़ती हैं।",
            },
          },
        ],
      },
      // Class 3 works with numbers up to 999.
      drill({ class: 3, title: "Place value", type: "practice" }, "placeValue", 6, { min: 100, max: 999 }),
      {
        at: { class: 3, title: "Place value", type: "Fill in the Blanks" },
        mode: "practice",
        items: [
          {
            kind: "blanks",
            prompt: "345 = ___ hundreds + ___ tens + 5 ones",
            blanks: [{ answer: "3" }, { answer: "4" }],
            solve: ["(345-45)/100", "(45-5)/10"],
            hi: { prompt: "345 = ___ सैकड़े + ___ दहाई + 5 इकाई" },
          },
          {
            kind: "blanks",
            prompt: "6 hundreds + 2 tens + 9 ones = ___",
            blanks: [{ answer: "629" }],
            solve: ["6*100+2*10+9"],
            hi: { prompt: "6 सैकड़े + 2 दहाई + 9 इकाई = ___" },
          },
          {
            kind: "blanks",
            prompt: "708 = 7 hundreds + ___ tens + 8 ones",
            blanks: [{ answer: "0" }],
            solve: ["(708-700-8)/10"],
            hi: { prompt: "708 = 7 सैकड़े + ___ दहाई + 8 इकाई" },
          },
        ],
      },
      {
        at: { class: 3, title: "Fractions with pictures", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "fraction",
            prompt:
              "A roti is cut into 4 equal parts and Ravi eats 1 part. What fraction of the roti did he eat?",
            answer: { numerator: 1, denominator: 4 },
            hint: "The bottom number says how many equal parts; the top number how many were taken.",
            solve: "1/4",
            hi: {
              prompt: "एक रोटी के 4 बराबर भाग किए गए और रवि ने 1 भाग खाया। उसने रोटी का कितना भाग खाया?",
              hint: "नीचे की संख्या बताती है कि कितने बराबर भाग हैं; ऊपर की संख्या कि कितने लिए गए।",
            },
          },
          {
            kind: "fraction",
            prompt:
              "A ribbon is cut into 3 equal pieces and Meena takes 2 of them. What fraction of the ribbon is hers?",
            answer: { numerator: 2, denominator: 3 },
            wrongAnswers: [
              { answer: "2/5", misconception: "Counted the pieces taken and left as the whole" },
            ],
            solve: "2/3",
            hi: {
              prompt: "एक रिबन के 3 बराबर टुकड़े किए गए और मीना ने उनमें से 2 लिए। रिबन का कितना भाग उसका है?",
            },
          },
          {
            kind: "single",
            prompt: "Which is the bigger share of the same cake?",
            options: ["$\\frac{1}{2}$", "$\\frac{1}{4}$"],
            answer: 0,
            misconceptions: [null, "Took the bigger bottom number for the bigger share"],
            solution: "A cake cut into 2 parts has bigger parts than one cut into 4.",
            solve: "largest",
            hi: {
              prompt: "एक ही केक का कौन-सा हिस्सा बड़ा है?",
              solution: "2 भागों में कटे केक के भाग 4 भागों में कटे केक के भागों से बड़े होते हैं।",
            },
          },
        ],
      },
      drill({ class: 3, title: "Arrays", type: "practice" }, "tables", 8, { min: 2, max: 10 }),
    ],
  },
  {
    family: "Math Games",
    sets: [
      {
        at: { class: 3, title: "Make 10!", type: "matching" },
        mode: "practice",
        items: [
          {
            kind: "matching",
            prompt: "Match each number to its partner that makes 10.",
            pairs: [
              { left: "3", right: "7" },
              { left: "6", right: "4" },
              { left: "8", right: "2" },
              { left: "9", right: "1" },
            ],
            solve: "sum-10",
            hi: { prompt: "हर संख्या को उसके साथी से मिलाइए जिससे 10 बने।" },
          },
          {
            kind: "blanks",
            prompt: "$7 + $ ___ $ = 10$ and $10 - 4 = $ ___",
            blanks: [{ answer: "3" }, { answer: "6" }],
            solve: ["10-7", "10-4"],
            hi: { prompt: "$7 + $ ___ $ = 10$ और $10 - 4 = $ ___" },
          },
        ],
      },
      {
        ...drill({ class: 3, title: "Times-table race", type: "quiz" }, "tables", 10, { min: 2, max: 10 }),
        mode: "quiz",
        mastery: { rule: "streak", n: 5 },
      },
      {
        at: { class: 5, title: "Guess my number", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt:
              "I think of a number from 1 to 100. You guess 50 and I say “higher”. How many numbers could it still be?",
            answer: "50",
            hint: "Only the numbers after 50 are left.",
            wrongAnswers: [{ answer: "49", misconception: "Left out 100" }],
            solve: "100-50",
            hi: {
              prompt: "मैं 1 से 100 तक की कोई संख्या सोचता हूँ। आप 50 कहते हैं और मैं कहता हूँ “बड़ी”। अब कितनी संख्याएँ बचीं?",
              hint: "केवल 50 के बाद की संख्याएँ बचीं।",
            },
          },
          {
            kind: "blanks",
            prompt: "My number is from 1 to 100. 50 is too small and 75 is too big. It is from ___ to ___",
            blanks: [{ answer: "51" }, { answer: "74" }],
            solve: ["50+1", "75-1"],
            hi: { prompt: "मेरी संख्या 1 से 100 तक है। 50 छोटी है और 75 बड़ी है। वह ___ से ___ तक है" },
          },
        ],
      },
    ],
  },
];
