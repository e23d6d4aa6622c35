import { type DemoFamily, drill } from "./types.ts";

/** Mathematics: the school syllabus, each set on the chapter it practises. */
export const MATHEMATICS_FAMILY: DemoFamily = {
  family: "Mathematics",
  sets: [
    drill({ class: 5, title: "Area and perimeter", type: "worksheet" }, "rectangle", 6, { min: 2, max: 20 }),
    {
      at: { class: 5, title: "Adding and subtracting fractions", type: "practice" },
      mode: "practice",
      generators: [{ generator: "addFractions", count: 4, min: 2, max: 6 }],
      items: [
        {
          kind: "fraction",
          prompt: "$\\frac{1}{3} + \\frac{1}{6} = ?$ (lowest terms)",
          answer: { numerator: 1, denominator: 2 },
          form: "fraction",
          hint: "Write $\\frac{1}{3}$ as sixths first.",
          solution: "$\\frac{2}{6} + \\frac{1}{6} = \\frac{3}{6} = \\frac{1}{2}$",
          wrongAnswers: [{ answer: "2/9", misconception: "Added the numerators and added the denominators" }],
          solve: "1/3+1/6",
          hi: {
            prompt: "$\\frac{1}{3} + \\frac{1}{6} = ?$ (सरलतम रूप में)",
            hint: "पहले $\\frac{1}{3}$ को छठे भागों में लिखिए।",
            solution: "$\\frac{2}{6} + \\frac{1}{6} = \\frac{3}{6} = \\frac{1}{2}$",
          },
        },
        {
          kind: "fraction",
          prompt: "$\\frac{3}{4} - \\frac{1}{2} = ?$",
          answer: { numerator: 1, denominator: 4 },
          equivalents: true,
          solution: "$\\frac{3}{4} - \\frac{2}{4} = \\frac{1}{4}$",
          wrongAnswers: [{ answer: "2/2", misconception: "Subtracted the numerators and the denominators" }],
          solve: "3/4-1/2",
          hi: {
            prompt: "$\\frac{3}{4} - \\frac{1}{2} = ?$",
            solution: "$\\frac{3}{4} - \\frac{2}{4} = \\frac{1}{4}$",
          },
        },
      ],
    },
    {
      at: { class: 6, title: "LCM and HCF", type: "MCQ" },
      mode: "practice",
      items: [
        {
          kind: "single",
          prompt: "What is the HCF of 12 and 18?",
          options: ["6", "36", "3"],
          answer: 0,
          misconceptions: [null, "Found the LCM instead", "Found a common factor, not the highest"],
          solve: "hcf:12,18",
          hi: { prompt: "12 और 18 का म.स. (महत्तम समापवर्तक) क्या है?" },
        },
        {
          kind: "single",
          prompt: "What is the LCM of 4 and 6?",
          options: ["24", "12", "2"],
          answer: 1,
          misconceptions: ["Multiplied the numbers", null, "Found the HCF instead"],
          solve: "lcm:4,6",
          hi: { prompt: "4 और 6 का ल.स. (लघुत्तम समापवर्त्य) क्या है?" },
        },
        {
          kind: "numeric",
          prompt:
            "One bus leaves every 8 minutes and another every 12 minutes. Both leave now. After how many minutes do they next leave together?",
          answer: "24",
          hint: "Find the smallest number that both 8 and 12 divide.",
          wrongAnswers: [{ answer: "96", misconception: "Multiplied the two numbers" }],
          solve: "lcm:8,12",
          hi: {
            prompt:
              "एक बस हर 8 मिनट में और दूसरी हर 12 मिनट में चलती है। दोनों अभी चलीं। कितने मिनट बाद वे फिर साथ चलेंगी?",
            hint: "वह सबसे छोटी संख्या निकालिए जिसे 8 और 12 दोनों पूरा-पूरा बाँटते हैं।",
          },
        },
      ],
    },
    {
      at: { class: 6, title: "The number line", type: "practice" },
      mode: "practice",
      items: [
        {
          kind: "numeric",
          prompt: "$-3 + 5 = ?$",
          answer: "2",
          hint: "Start at −3 and move 5 steps to the right.",
          wrongAnswers: [{ answer: "-8", misconception: "Moved left instead of right" }],
          solve: "-3+5",
          hi: { prompt: "$-3 + 5 = ?$", hint: "−3 से शुरू करके 5 कदम दाईं ओर चलिए।" },
        },
        {
          kind: "numeric",
          prompt: "$-4 - 3 = ?$",
          answer: "-7",
          hint: "Start at −4 and move 3 steps to the left.",
          wrongAnswers: [{ answer: "-1", misconception: "Moved right instead of left" }],
          solve: "-4-3",
          hi: { prompt: "$-4 - 3 = ?$", hint: "−4 से शुरू करके 3 कदम बाईं ओर चलिए।" },
        },
        {
          kind: "ordering",
          prompt: "Put these integers in order, smallest first.",
          items: ["-5", "-2", "0", "3"],
          solve: "ascending",
          hi: { prompt: "इन पूर्णांकों को क्रम में रखिए, सबसे छोटा पहले।" },
        },
      ],
    },
    {
      ...drill({ class: 7, title: "Percentages", type: "quiz" }, "percentages", 6, { min: 20, max: 500 }),
      mode: "quiz",
    },
    {
      at: { class: 7, title: "Mixed problems", type: "worksheet" },
      mode: "practice",
      items: [
        {
          kind: "numeric",
          prompt: "What is the simple interest on ₹2,000 at 5% a year for 3 years, in rupees?",
          answer: "300",
          accept: ["₹300"],
          hint: "Interest = principal × rate × years ÷ 100.",
          solution: "$2000 \\times 5 \\times 3 \\div 100 = 300$",
          solve: "2000*5*3/100",
          hi: {
            prompt: "₹2,000 पर 5% वार्षिक दर से 3 साल का साधारण ब्याज कितने रुपये है?",
            hint: "ब्याज = मूलधन × दर × वर्ष ÷ 100।",
            solution: "$2000 \\times 5 \\times 3 \\div 100 = 300$",
          },
        },
        {
          kind: "numeric",
          prompt: "₹1,500 is lent at 4% a year for 2 years. How many rupees is the interest?",
          answer: "120",
          accept: ["₹120"],
          wrongAnswers: [{ answer: "60", misconception: "Found the interest for one year only" }],
          solve: "1500*4*2/100",
          hi: { prompt: "₹1,500 को 4% वार्षिक दर से 2 साल के लिए उधार दिया गया। ब्याज कितने रुपये है?" },
        },
      ],
    },
    {
      at: { class: 8, title: "Pythagoras theorem", type: "practice" },
      mode: "practice",
      items: [
        {
          kind: "numeric",
          prompt:
            "The two shorter sides of a right triangle are 6 cm and 8 cm. How long is the hypotenuse, in cm?",
          answer: "10",
          hint: "The square on the hypotenuse equals the sum of the squares on the other two sides.",
          solution: "$6^2 + 8^2 = 36 + 64 = 100 = 10^2$",
          wrongAnswers: [{ answer: "14", misconception: "Added the sides instead of their squares" }],
          solve: "hypotenuse:6,8",
          hi: {
            prompt: "एक समकोण त्रिभुज की दो छोटी भुजाएँ 6 सेमी और 8 सेमी हैं। कर्ण कितने सेमी का है?",
            hint: "कर्ण का वर्ग बाकी दो भुजाओं के वर्गों के योग के बराबर होता है।",
            solution: "$6^2 + 8^2 = 36 + 64 = 100 = 10^2$",
          },
        },
        {
          kind: "numeric",
          prompt:
            "A right triangle has a hypotenuse of 13 cm and one side of 5 cm. How long is the third side, in cm?",
          answer: "12",
          solution: "$13^2 - 5^2 = 169 - 25 = 144 = 12^2$",
          solve: "leg:13,5",
          hi: {
            prompt: "एक समकोण त्रिभुज का कर्ण 13 सेमी और एक भुजा 5 सेमी है। तीसरी भुजा कितने सेमी की है?",
            solution: "$13^2 - 5^2 = 169 - 25 = 144 = 12^2$",
          },
        },
      ],
    },
    {
      at: { class: 8, title: "Linear equations", type: "practice" },
      mode: "practice",
      items: [
        {
          kind: "numeric",
          prompt: "Solve $3x + 5 = 20$. What is $x$?",
          answer: "5",
          hint: "Take 5 from both sides, then divide by 3.",
          solution: "$3x = 15$, so $x = 5$.",
          solve: "(20-5)/3",
          hi: {
            prompt: "$3x + 5 = 20$ हल कीजिए। $x$ क्या है?",
            hint: "दोनों ओर से 5 घटाइए, फिर 3 से भाग दीजिए।",
            solution: "$3x = 15$, इसलिए $x = 5$।",
          },
        },
        {
          kind: "numeric",
          prompt: "Solve $\\frac{x}{4} = 7$. What is $x$?",
          answer: "28",
          solve: "7*4",
          hi: { prompt: "$\\frac{x}{4} = 7$ हल कीजिए। $x$ क्या है?" },
        },
        {
          kind: "numeric",
          prompt: "Solve $2x - 7 = 9$. What is $x$?",
          answer: "8",
          wrongAnswers: [{ answer: "1", misconception: "Took 7 away instead of adding it" }],
          solve: "(9+7)/2",
          hi: { prompt: "$2x - 7 = 9$ हल कीजिए। $x$ क्या है?" },
        },
      ],
    },
  ],
};
