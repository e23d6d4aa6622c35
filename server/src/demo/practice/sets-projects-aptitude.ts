import { type DemoFamily, drill } from "./types.ts";

/** Math Projects and Math Aptitude Exam: data, money and reasoning, each at its lesson. */
export const PROJECT_APTITUDE_FAMILIES: DemoFamily[] = [
  {
    family: "Math Projects",
    sets: [
      {
        at: { class: 6, title: "A class survey", type: "worksheet" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt:
              "In a class survey 12 children chose cricket, 8 football and 5 kho-kho. How many children answered?",
            answer: "25",
            solve: "12+8+5",
            hi: {
              prompt: "एक कक्षा सर्वेक्षण में 12 बच्चों ने क्रिकेट, 8 ने फ़ुटबॉल और 5 ने खो-खो चुना। कितने बच्चों ने उत्तर दिया?",
            },
          },
          {
            kind: "numeric",
            prompt: "12 children chose cricket and 8 chose football. How many more chose cricket?",
            answer: "4",
            wrongAnswers: [{ answer: "20", misconception: "Added instead of finding the difference" }],
            solve: "12-8",
            hi: { prompt: "12 बच्चों ने क्रिकेट और 8 ने फ़ुटबॉल चुना। क्रिकेट को कितने अधिक बच्चों ने चुना?" },
          },
          {
            kind: "single",
            prompt:
              "On a bar graph one square stands for 2 children. Cricket's bar is 6 squares tall. How many chose cricket?",
            options: ["12", "6", "8"],
            answer: 0,
            misconceptions: [null, "Read the squares, not the children", "Added 2 instead of multiplying"],
            solve: "6*2",
            hi: {
              prompt:
                "एक दंड आलेख में एक खाना 2 बच्चों को दिखाता है। क्रिकेट का दंड 6 खाने ऊँचा है। कितने बच्चों ने क्रिकेट चुना?",
            },
          },
        ],
      },
      drill({ class: 6, title: "Measure your classroom", type: "worksheet" }, "rectangle", 6, {
        min: 3,
        max: 20,
      }),
      {
        at: { class: 8, title: "A family budget", type: "worksheet" },
        mode: "practice",
        generators: [{ generator: "percentages", count: 4, min: 1000, max: 10_000 }],
        items: [
          {
            kind: "numeric",
            prompt: "A family earns ₹20,000 a month and spends 30% of it on food. How many rupees is that?",
            answer: "6000",
            accept: ["₹6000", "₹6,000", "6,000"],
            solution: "$\\frac{30}{100} \\times 20000 = 6000$",
            wrongAnswers: [{ answer: "30", misconception: "Gave the percentage, not the rupees" }],
            solve: "30/100*20000",
            hi: {
              prompt: "एक परिवार महीने में ₹20,000 कमाता है और उसका 30% भोजन पर ख़र्च करता है। वह कितने रुपये हैं?",
              solution: "$\\frac{30}{100} \\times 20000 = 6000$",
            },
          },
        ],
      },
      {
        at: { class: 8, title: "Mean, median and range", type: "practice" },
        mode: "practice",
        generators: [{ generator: "mean", count: 4, min: 10, max: 100 }],
        items: [
          {
            kind: "numeric",
            prompt: "What is the median of 3, 8, 5, 9, 4?",
            answer: "5",
            hint: "Put them in order first; the median is the middle one.",
            wrongAnswers: [{ answer: "5.8", misconception: "Found the mean instead of the median" }],
            solve: "median",
            hi: {
              prompt: "3, 8, 5, 9, 4 की माध्यिका क्या है?",
              hint: "पहले इन्हें क्रम में रखिए; माध्यिका बीच वाली संख्या है।",
            },
          },
          {
            kind: "numeric",
            prompt: "What is the range of the heights 132, 147, 125 and 140 (in cm)?",
            answer: "22",
            hint: "Range = the biggest − the smallest.",
            solve: "range",
            hi: {
              prompt: "ऊँचाइयों 132, 147, 125 और 140 (सेमी में) का परिसर क्या है?",
              hint: "परिसर = सबसे बड़ी − सबसे छोटी।",
            },
          },
        ],
      },
    ],
  },
  {
    family: "Math Aptitude Exam",
    sets: [
      {
        at: { class: 3, title: "Patterns and odd one out", type: "MCQ" },
        mode: "practice",
        items: [
          {
            kind: "single",
            prompt: "Which is the odd one out? 4, 8, 12, 15, 16",
            options: ["4", "8", "15", "16"],
            answer: 2,
            hint: "Four of them are in the 4 times table.",
            solve: "not-multiple:4",
            hi: {
              prompt: "इनमें से कौन अलग है? 4, 8, 12, 15, 16",
              hint: "इनमें से चार संख्याएँ 4 के पहाड़े में हैं।",
            },
          },
          {
            kind: "single",
            prompt: "What comes next? 5, 10, 15, 20, …",
            options: ["25", "30", "21"],
            answer: 0,
            misconceptions: [null, null, "Added 1 instead of 5"],
            solve: "20+5",
            hi: { prompt: "आगे क्या आएगा? 5, 10, 15, 20, …" },
          },
          {
            kind: "single",
            prompt: "What comes next? 2, 4, 8, 16, …",
            options: ["32", "18", "24"],
            answer: 0,
            misconceptions: [null, "Added 2 each time", "Added 8"],
            hint: "Each number is double the one before.",
            solve: "16*2",
            hi: { prompt: "आगे क्या आएगा? 2, 4, 8, 16, …", hint: "हर संख्या पिछली की दुगनी है।" },
          },
        ],
      },
      {
        at: { class: 3, title: "Counting squares", type: "MCQ" },
        mode: "practice",
        items: [
          {
            kind: "single",
            prompt:
              "A square is split into a 2 × 2 grid of small squares. How many squares are there in all?",
            options: ["4", "5", "6"],
            answer: 1,
            misconceptions: ["Counted only the small squares", null, null],
            hint: "Count the small squares, then the big one around them.",
            solve: "2*2+1",
            hi: {
              prompt: "एक वर्ग को 2 × 2 के छोटे वर्गों में बाँटा गया है। कुल कितने वर्ग हैं?",
              hint: "छोटे वर्ग गिनिए, फिर उन्हें घेरने वाला बड़ा वर्ग।",
            },
          },
          {
            kind: "single",
            prompt:
              "A square is split into a 3 × 3 grid. How many squares are there in all, small, middle-sized and big?",
            options: ["9", "13", "14"],
            answer: 2,
            misconceptions: ["Counted only the small squares", "Missed the big square", null],
            solution: "9 small + 4 middle-sized + 1 big = 14",
            solve: "3*3+2*2+1",
            hi: {
              prompt: "एक वर्ग को 3 × 3 के खानों में बाँटा गया है। छोटे, बीच वाले और बड़े, कुल कितने वर्ग हैं?",
              solution: "9 छोटे + 4 बीच वाले + 1 बड़ा = 14",
            },
          },
        ],
      },
      drill({ class: 5, title: "Number series", type: "MCQ" }, "sequences", 6, { min: 1, max: 50 }),
      {
        at: { class: 5, title: "Series and patterns", type: "quiz" },
        mode: "quiz",
        mastery: { rule: "recent", n: 5, m: 4 },
        items: [
          {
            kind: "numeric",
            prompt: "What comes next? 3, 6, 12, 24, …",
            answer: "48",
            hint: "Each number is double the one before.",
            solve: "24*2",
            hi: { prompt: "आगे क्या आएगा? 3, 6, 12, 24, …", hint: "हर संख्या पिछली की दुगनी है।" },
          },
          {
            kind: "numeric",
            prompt: "What comes next? 1, 4, 9, 16, 25, …",
            answer: "36",
            hint: "These are square numbers.",
            solve: "6*6",
            hi: { prompt: "आगे क्या आएगा? 1, 4, 9, 16, 25, …", hint: "ये वर्ग संख्याएँ हैं।" },
          },
          {
            kind: "blanks",
            prompt: "1, 2, 4, 7, 11, ___, ___",
            blanks: [{ answer: "16" }, { answer: "22" }],
            hint: "The gaps grow by one each time.",
            solve: ["11+5", "11+5+6"],
            hi: { prompt: "1, 2, 4, 7, 11, ___, ___", hint: "हर बार अंतर एक बढ़ता है।" },
          },
        ],
      },
      {
        at: { class: 7, title: "Speed, distance and time", type: "MCQ" },
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
            hi: { prompt: "एक रेलगाड़ी 3 घंटे में 180 किमी जाती है। उसकी चाल किमी/घंटा में क्या है?" },
          },
          {
            kind: "numeric",
            prompt: "A cyclist rides at 15 km/h for 2 hours. How far does she go, in km?",
            answer: "30",
            solve: "15*2",
            hi: { prompt: "एक साइकिल सवार 15 किमी/घंटा की चाल से 2 घंटे चलती है। वह कितने किमी जाती है?" },
          },
          {
            kind: "numeric",
            prompt: "A bus covers 120 km at 40 km/h. How many hours does it take?",
            answer: "3",
            wrongAnswers: [{ answer: "4800", misconception: "Multiplied distance by speed" }],
            solve: "120/40",
            hi: { prompt: "एक बस 40 किमी/घंटा की चाल से 120 किमी जाती है। उसे कितने घंटे लगते हैं?" },
          },
        ],
      },
      {
        at: { class: 7, title: "Ratio and proportion", type: "MCQ" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "The ratio of boys to girls is 2 : 3 in a class of 30. How many girls?",
            answer: "18",
            wrongAnswers: [{ answer: "12", misconception: "Found the boys instead of the girls" }],
            solve: "30*3/(2+3)",
            hi: { prompt: "30 बच्चों की एक कक्षा में लड़कों और लड़कियों का अनुपात 2 : 3 है। लड़कियाँ कितनी हैं?" },
          },
          {
            kind: "numeric",
            prompt: "Share ₹60 between Anu and Bela in the ratio 1 : 2. How many rupees does Bela get?",
            answer: "40",
            accept: ["₹40"],
            solve: "60*2/(1+2)",
            hi: { prompt: "₹60 को अनु और बेला में 1 : 2 के अनुपात में बाँटिए। बेला को कितने रुपये मिलते हैं?" },
          },
        ],
      },
      {
        ...drill({ class: 7, title: "Mixed arithmetic", type: "quiz" }, "unitary", 6, { min: 2, max: 12 }),
        mode: "quiz",
      },
      {
        ...drill({ class: 7, title: "Mixed arithmetic", type: "quiz" }, "percentages", 6, {
          min: 20,
          max: 1000,
        }),
        mode: "quiz",
      },
    ],
  },
];
