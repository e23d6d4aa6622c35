import type { DemoFamily } from "./types.ts";

/** Puzzles & Riddles: each puzzle lesson practised with puzzles of its own kind. */
export const PUZZLE_FAMILIES: DemoFamily[] = [
  {
    family: "Puzzles & Riddles",
    sets: [
      {
        at: { class: 4, title: "Magic squares", type: "Fill in the Blanks" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "A 3 × 3 magic square uses 1 to 9. What does each row add up to?",
            answer: "15",
            hint: "All nine numbers add up to 45, shared by three rows.",
            solution: "$45 \\div 3 = 15$",
            solve: "(1+2+3+4+5+6+7+8+9)/3",
            hi: {
              prompt: "एक 3 × 3 जादुई वर्ग में 1 से 9 तक की संख्याएँ हैं। हर पंक्ति का योग कितना है?",
              hint: "नौ संख्याओं का योग 45 है, जो तीन पंक्तियों में बँटता है।",
              solution: "$45 \\div 3 = 15$",
            },
          },
          {
            kind: "blanks",
            prompt: "A magic square's rows are 2, 7, 6 and 9, 5, 1 and 4, ___, 8",
            blanks: [{ answer: "3" }],
            solve: ["(2+7+6)-4-8"],
            hi: { prompt: "एक जादुई वर्ग की पंक्तियाँ 2, 7, 6 और 9, 5, 1 और 4, ___, 8 हैं" },
          },
          {
            kind: "numeric",
            prompt:
              "Every row of a magic square adds up to 24. One row has 7 and 9. What is its third number?",
            answer: "8",
            solve: "24-7-9",
            hi: {
              prompt: "एक जादुई वर्ग की हर पंक्ति का योग 24 है। एक पंक्ति में 7 और 9 हैं। उसकी तीसरी संख्या क्या है?",
            },
          },
        ],
      },
      {
        at: { class: 4, title: "Who am I?", type: "quiz" },
        mode: "quiz",
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
            hi: {
              prompt: "मैं एक संख्या हूँ। मुझे दुगना करके 4 जोड़ो तो 20 मिलता है। मैं कौन हूँ?",
              hint: "उल्टा चलिए: 4 घटाइए, फिर आधा कीजिए।",
              solution: "$(20 - 4) \\div 2 = 8$",
            },
          },
          {
            kind: "numeric",
            prompt: "I am a two-digit number. My tens digit is 4 and my two digits add up to 11. Who am I?",
            answer: "47",
            solve: "4*10+(11-4)",
            hi: {
              prompt: "मैं दो अंकों की संख्या हूँ। मेरा दहाई का अंक 4 है और मेरे दोनों अंकों का योग 11 है। मैं कौन हूँ?",
            },
          },
          {
            kind: "numeric",
            prompt: "Halve me and take away 3, and you get 9. Who am I?",
            answer: "24",
            hint: "Work backwards: add 3, then double.",
            wrongAnswers: [{ answer: "15", misconception: "Undid the steps in the wrong order" }],
            solve: "(9+3)*2",
            hi: {
              prompt: "मेरा आधा करके 3 घटाओ तो 9 मिलता है। मैं कौन हूँ?",
              hint: "उल्टा चलिए: 3 जोड़िए, फिर दुगना कीजिए।",
            },
          },
        ],
      },
      {
        at: { class: 6, title: "Age puzzles", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "Riya is 12. Her mother is three times as old. How old is her mother?",
            answer: "36",
            solve: "12*3",
            hi: { prompt: "रिया 12 साल की है। उसकी माँ की उम्र उससे तीन गुनी है। माँ की उम्र कितनी है?" },
          },
          {
            kind: "numeric",
            prompt: "In 4 years Aman will be 15. How old was he 3 years ago?",
            answer: "8",
            hint: "Find his age now first.",
            solution: "Now: $15 - 4 = 11$; 3 years ago: $11 - 3 = 8$.",
            wrongAnswers: [{ answer: "14", misconception: "Added the 3 years instead of going back" }],
            solve: "15-4-3",
            hi: {
              prompt: "4 साल बाद अमन 15 साल का होगा। 3 साल पहले वह कितने साल का था?",
              hint: "पहले उसकी अभी की उम्र निकालिए।",
              solution: "अभी: $15 - 4 = 11$; 3 साल पहले: $11 - 3 = 8$।",
            },
          },
          {
            kind: "numeric",
            prompt: "A father is 30 years older than his son. Their ages add up to 50. How old is the son?",
            answer: "10",
            solution: "$(50 - 30) \\div 2 = 10$",
            wrongAnswers: [{ answer: "20", misconception: "Took the difference away but did not halve" }],
            solve: "(50-30)/2",
            hi: {
              prompt: "पिता अपने बेटे से 30 साल बड़े हैं। दोनों की उम्र का योग 50 है। बेटे की उम्र कितनी है?",
              solution: "$(50 - 30) \\div 2 = 10$",
            },
          },
        ],
      },
      {
        at: { class: 8, title: "Handshakes", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt:
              "5 friends meet and each shakes hands once with every other. How many handshakes are there?",
            answer: "10",
            hint: "Each of the 5 shakes 4 hands, and each handshake is counted twice.",
            solution: "$5 \\times 4 \\div 2 = 10$",
            wrongAnswers: [{ answer: "20", misconception: "Counted each handshake twice" }],
            solve: "4+3+2+1",
            hi: {
              prompt: "5 दोस्त मिलते हैं और हर एक बाकी सब से एक बार हाथ मिलाता है। कुल कितनी बार हाथ मिलाए गए?",
              hint: "5 में से हर एक 4 से हाथ मिलाता है, और हर हाथ मिलाना दो बार गिना जाता है।",
              solution: "$5 \\times 4 \\div 2 = 10$",
            },
          },
          {
            kind: "numeric",
            prompt:
              "At a meeting of 10 people, everyone shakes hands once with everyone else. How many handshakes?",
            answer: "45",
            solution: "$10 \\times 9 \\div 2 = 45$",
            solve: "9+8+7+6+5+4+3+2+1",
            hi: {
              prompt: "10 लोगों की एक बैठक में हर कोई बाकी सब से एक बार हाथ मिलाता है। कुल कितनी बार?",
              solution: "$10 \\times 9 \\div 2 = 45$",
            },
          },
        ],
      },
      {
        at: { class: 8, title: "Tower of Hanoi", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt:
              "What is the least number of moves that carries a Tower of Hanoi of 3 discs to another peg?",
            answer: "7",
            hint: "Move 2 discs away, move the biggest, move the 2 discs back on top.",
            solution: "$3 + 1 + 3 = 7$",
            solve: "2^3-1",
            hi: {
              prompt: "3 चक्रियों वाले हनोई के टॉवर को दूसरी खूँटी पर ले जाने के लिए कम से कम कितनी चालें चाहिए?",
              hint: "2 चक्रियाँ हटाइए, सबसे बड़ी को ले जाइए, फिर 2 चक्रियाँ उसके ऊपर रखिए।",
              solution: "$3 + 1 + 3 = 7$",
            },
          },
          {
            kind: "numeric",
            prompt: "What is the least number of moves for a Tower of Hanoi of 4 discs?",
            answer: "15",
            solution: "$7 + 1 + 7 = 15$",
            solve: "2^4-1",
            hi: {
              prompt: "4 चक्रियों वाले हनोई के टॉवर के लिए कम से कम कितनी चालें चाहिए?",
              solution: "$7 + 1 + 7 = 15$",
            },
          },
          {
            kind: "single",
            prompt: "What is the least number of moves for a Tower of Hanoi of 5 discs?",
            options: ["31", "25", "32"],
            answer: 0,
            misconceptions: [null, "Multiplied the discs by 5", "Doubled but forgot to take 1 away"],
            solve: "2^5-1",
            hi: { prompt: "5 चक्रियों वाले हनोई के टॉवर के लिए कम से कम कितनी चालें चाहिए?" },
          },
        ],
      },
    ],
  },
];
