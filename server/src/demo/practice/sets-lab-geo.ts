import { type DemoFamily, drill } from "./types.ts";

/** Math Lab and Geo Math: measuring, shapes and angles, each at the lesson's activity. */
export const LAB_GEO_FAMILIES: DemoFamily[] = [
  {
    family: "Math Lab",
    sets: [
      {
        at: { class: 6, title: "Odd numbers build squares", type: "worksheet" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "$1 + 3 + 5 + 7 = ?$",
            answer: "16",
            hint: "Four odd numbers build a 4 × 4 square.",
            solve: "1+3+5+7",
            hi: { prompt: "$1 + 3 + 5 + 7 = ?$", hint: "चार विषम संख्याएँ मिलकर 4 × 4 का वर्ग बनाती हैं।" },
          },
          {
            kind: "numeric",
            prompt: "What do the first 10 odd numbers add up to?",
            answer: "100",
            solution: "They build a 10 × 10 square: 100.",
            solve: "1+3+5+7+9+11+13+15+17+19",
            hi: {
              prompt: "पहली 10 विषम संख्याओं का योग क्या है?",
              solution: "वे 10 × 10 का वर्ग बनाती हैं: 100।",
            },
          },
          {
            kind: "blanks",
            prompt: "$1 + 3 + 5 + 7 + 9 = $ ___ $ = $ ___ $ \\times $ ___",
            blanks: [{ answer: "25" }, { answer: "5" }, { answer: "5" }],
            solve: ["1+3+5+7+9", "5", "5"],
            hi: { prompt: "$1 + 3 + 5 + 7 + 9 = $ ___ $ = $ ___ $ \\times $ ___" },
          },
        ],
      },
      {
        at: { class: 6, title: "Volume with unit cubes", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "A cube has edges of 3 cm. How many 1 cm cubes build it?",
            answer: "27",
            solution: "$3 \\times 3 \\times 3 = 27$",
            wrongAnswers: [{ answer: "9", misconception: "Counted one face only" }],
            solve: "3^3",
            hi: {
              prompt: "एक घन की हर कोर 3 सेमी है। उसे बनाने में 1 सेमी के कितने घन लगेंगे?",
              solution: "$3 \\times 3 \\times 3 = 27$",
            },
          },
          {
            kind: "numeric",
            prompt: "A box is 4 cm long, 3 cm wide and 2 cm high. How many 1 cm cubes fill it?",
            answer: "24",
            hint: "One layer holds 4 × 3 cubes; count the layers.",
            solve: "4*3*2",
            hi: {
              prompt: "एक डिब्बा 4 सेमी लंबा, 3 सेमी चौड़ा और 2 सेमी ऊँचा है। उसमें 1 सेमी के कितने घन भरेंगे?",
              hint: "एक परत में 4 × 3 घन आते हैं; परतें गिनिए।",
            },
          },
          {
            kind: "numeric",
            prompt: "What is the volume of a cube with 5 cm edges, in cm³?",
            answer: "125",
            wrongAnswers: [{ answer: "25", misconception: "Found the area of one face" }],
            solve: "5*5*5",
            hi: { prompt: "5 सेमी कोर वाले घन का आयतन cm³ में क्या है?" },
          },
        ],
      },
      {
        at: { class: 7, title: "Measuring round things", type: "worksheet" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt:
              "A wheel is 7 cm across (its diameter). Taking $\\pi = \\frac{22}{7}$, what is its circumference in cm?",
            answer: "22",
            hint: "Circumference = π × diameter.",
            solve: "22/7*7",
            hi: {
              prompt: "एक पहिये का व्यास 7 सेमी है। $\\pi = \\frac{22}{7}$ लेकर उसकी परिधि सेमी में क्या है?",
              hint: "परिधि = π × व्यास।",
            },
          },
          {
            kind: "numeric",
            prompt:
              "A circle has a radius of 14 cm. Taking $\\pi = \\frac{22}{7}$, what is its circumference in cm?",
            answer: "88",
            wrongAnswers: [{ answer: "44", misconception: "Used the radius in place of the diameter" }],
            solve: "2*22/7*14",
            hi: { prompt: "एक वृत्त की त्रिज्या 14 सेमी है। $\\pi = \\frac{22}{7}$ लेकर उसकी परिधि सेमी में क्या है?" },
          },
          {
            kind: "single",
            prompt: "For any circle, the circumference divided by the diameter is about",
            options: ["3.14", "2", "6.28"],
            answer: 0,
            misconceptions: [null, null, "Divided by the radius instead"],
            solve: "314/100",
            hi: { prompt: "किसी भी वृत्त की परिधि को व्यास से भाग देने पर लगभग कितना आता है?" },
          },
        ],
      },
      {
        at: { class: 8, title: "Rolling one die", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "fraction",
            prompt: "One die is rolled. What is the probability of getting a 6?",
            answer: { numerator: 1, denominator: 6 },
            solve: "1/6",
            hi: { prompt: "एक पासा फेंका गया। 6 आने की प्रायिकता क्या है?" },
          },
          {
            kind: "fraction",
            prompt: "One die is rolled. What is the probability of an even number? (lowest terms)",
            answer: { numerator: 1, denominator: 2 },
            form: "fraction",
            hint: "Three of the six faces are even.",
            solve: "3/6",
            hi: {
              prompt: "एक पासा फेंका गया। सम संख्या आने की प्रायिकता क्या है? (सरलतम रूप में)",
              hint: "छह में से तीन फलक सम हैं।",
            },
          },
          {
            kind: "fraction",
            prompt: "One die is rolled. What is the probability of a number greater than 4? (lowest terms)",
            answer: { numerator: 1, denominator: 3 },
            form: "fraction",
            wrongAnswers: [{ answer: "4/6", misconception: "Counted the numbers up to 4 instead" }],
            solve: "2/6",
            hi: { prompt: "एक पासा फेंका गया। 4 से बड़ी संख्या आने की प्रायिकता क्या है? (सरलतम रूप में)" },
          },
        ],
      },
    ],
  },
  {
    family: "Geo Math",
    sets: [
      {
        at: { class: 5, title: "Types of angles", type: "matching" },
        mode: "practice",
        items: [
          {
            kind: "matching",
            prompt: "Match each angle to its type.",
            pairs: [
              { left: "30°", right: "Acute" },
              { left: "90°", right: "Right" },
              { left: "120°", right: "Obtuse" },
              { left: "180°", right: "Straight" },
            ],
            solve: "angle-type",
            hi: {
              prompt: "हर कोण को उसके प्रकार से मिलाइए।",
              pairs: [
                { left: "30°", right: "न्यून कोण" },
                { left: "90°", right: "समकोण" },
                { left: "120°", right: "अधिक कोण" },
                { left: "180°", right: "ऋजु कोण" },
              ],
            },
          },
          {
            kind: "single",
            prompt: "An angle of 135° is",
            options: ["Acute", "Right", "Obtuse"],
            answer: 2,
            misconceptions: ["Took any angle but a right one for acute", null, null],
            solve: "angle-type",
            hi: { prompt: "135° का कोण है", options: ["न्यून कोण", "समकोण", "अधिक कोण"] },
          },
        ],
      },
      {
        at: { class: 5, title: "Lines of symmetry", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "matching",
            prompt: "Match each shape to its number of lines of symmetry.",
            pairs: [
              { left: "Square", right: "4" },
              { left: "Rectangle", right: "2" },
              { left: "Equilateral triangle", right: "3" },
              { left: "Regular hexagon", right: "6" },
            ],
            solve: "symmetry",
            hi: {
              prompt: "हर आकृति को उसकी सममित रेखाओं की संख्या से मिलाइए।",
              pairs: [
                { left: "वर्ग", right: "4" },
                { left: "आयत", right: "2" },
                { left: "समबाहु त्रिभुज", right: "3" },
                { left: "सम षट्भुज", right: "6" },
              ],
            },
          },
          {
            kind: "numeric",
            prompt: "How many lines of symmetry does a regular pentagon have?",
            answer: "5",
            hint: "A regular shape has as many lines of symmetry as it has sides.",
            solve: "symmetry",
            hi: {
              prompt: "एक सम पंचभुज की कितनी सममित रेखाएँ होती हैं?",
              hint: "एक सम आकृति की उतनी ही सममित रेखाएँ होती हैं जितनी उसकी भुजाएँ।",
            },
          },
        ],
      },
      drill({ class: 7, title: "Missing angles", type: "practice" }, "triangleAngles", 6, {
        min: 20,
        max: 100,
      }),
      {
        at: { class: 8, title: "Exterior angles", type: "practice" },
        mode: "practice",
        items: [
          {
            kind: "numeric",
            prompt: "What is each exterior angle of a regular hexagon, in degrees?",
            answer: "60",
            accept: ["60°"],
            hint: "The exterior angles of any polygon add up to 360°.",
            solution: "$360° \\div 6 = 60°$",
            wrongAnswers: [{ answer: "120", misconception: "Gave the interior angle" }],
            solve: "360/6",
            hi: {
              prompt: "एक सम षट्भुज का हर बाह्य कोण कितने अंश का है?",
              hint: "किसी भी बहुभुज के बाह्य कोणों का योग 360° होता है।",
              solution: "$360° \\div 6 = 60°$",
            },
          },
          {
            kind: "numeric",
            prompt: "Each exterior angle of a regular polygon is 40°. How many sides does it have?",
            answer: "9",
            solve: "360/40",
            hi: { prompt: "एक सम बहुभुज का हर बाह्य कोण 40° है। उसकी कितनी भुजाएँ हैं?" },
          },
          {
            kind: "numeric",
            prompt: "What is each interior angle of a regular pentagon, in degrees?",
            answer: "108",
            accept: ["108°"],
            hint: "Interior angle = 180° − exterior angle.",
            solution: "$180° - 360° \\div 5 = 108°$",
            solve: "180-360/5",
            hi: {
              prompt: "एक सम पंचभुज का हर अंतः कोण कितने अंश का है?",
              hint: "अंतः कोण = 180° − बाह्य कोण।",
              solution: "$180° - 360° \\div 5 = 108°$",
            },
          },
        ],
      },
      {
        at: { class: 8, title: "Exterior angles", type: "MCQ" },
        mode: "practice",
        items: [
          {
            kind: "single",
            prompt: "The angles of a quadrilateral add up to how many degrees?",
            options: ["180", "360", "90"],
            answer: 1,
            misconceptions: ["Used a triangle's sum", null, null],
            solve: "2*180",
            hi: { prompt: "एक चतुर्भुज के कोणों का योग कितने अंश होता है?" },
          },
          {
            kind: "single",
            prompt:
              "Two interior angles of a triangle are 40° and 75°. What is the exterior angle at the third corner?",
            options: ["115°", "65°", "245°"],
            answer: 0,
            misconceptions: [null, "Gave the third interior angle", "Took the angles from 360°"],
            solve: "40+75",
            hi: {
              prompt: "एक त्रिभुज के दो अंतः कोण 40° और 75° हैं। तीसरे कोने पर बाह्य कोण कितना है?",
              options: ["115°", "65°", "245°"],
            },
          },
        ],
      },
    ],
  },
];
