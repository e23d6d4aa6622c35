import { example } from "./class-08-10-example.ts";
import { defineLessons } from "./model.ts";

/** Class 9's lesson pages for Ganita Manjari, one per chapter, in the book's order. */
export const CLASS_9_GANITA_MANJARI_LESSONS = defineLessons([
  {
    chapterId: "ncert-c9-ch01",
    title: { en: "Coordinates", hi: "निर्देशांक" },
    idea: {
      en: "A point on the plane is named by two numbers (x, y): how far across from the y-axis, and how far up from the x-axis. The axes cut the plane into four quadrants.\n\nThe distance between two points is found by Pythagoras: distance² = (difference of x)² + (difference of y)². The mid-point is the average of the x's and of the y's.",
      hi: "समतल पर किसी बिंदु को दो संख्याओं (x, y) से बताते हैं: y-अक्ष से कितना दाएँ-बाएँ, और x-अक्ष से कितना ऊपर-नीचे। अक्ष समतल को चार चतुर्थांशों में बाँटते हैं।\n\nदो बिंदुओं के बीच की दूरी पाइथागोरस से मिलती है: दूरी² = (x का अंतर)² + (y का अंतर)²। मध्य-बिंदु x और y का औसत है।",
    },
    examples: [
      example(
        ["Find the distance between (0, 0) and (6, 8).", "(0, 0) और (6, 8) के बीच की दूरी ज्ञात करो।"],
        [
          ["Across 6, up 8", "Distance² = 36 + 64 = 100"],
          ["क्षैतिज 6, ऊर्ध्वाधर 8", "दूरी² = 36 + 64 = 100"],
        ],
        ["10 units", "10 इकाई"],
        "(6 × 6 + 8 × 8) ÷ 10",
        "10",
      ),
      example(
        [
          "Find the x-coordinate of the mid-point of (2, 5) and (8, 1).",
          "(2, 5) और (8, 1) के मध्य-बिंदु का x-निर्देशांक ज्ञात करो।",
        ],
        [
          ["Average of the x's", "(2 + 8) ÷ 2"],
          ["x का औसत", "(2 + 8) ÷ 2"],
        ],
        ["5", "5"],
        "(2 + 8) ÷ 2",
        "5",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch02",
    title: { en: "Linear Polynomials", hi: "रैखिक बहुपद" },
    idea: {
      en: "A linear polynomial is ax + b. Its value at x = k is a × k + b. Its zero is the x that makes it 0, which is −b ÷ a.\n\nIn a linear pattern the value grows by the same step a each time x grows by 1, so its graph is a straight line with slope a.",
      hi: "रैखिक बहुपद ax + b होता है। x = k पर इसका मान a × k + b है। इसका शून्यक वह x है जिससे मान 0 हो, यानी −b ÷ a।\n\nरैखिक पैटर्न में x के 1 बढ़ने पर मान हर बार उतना ही (a) बढ़ता है, इसलिए इसका आलेख a ढाल वाली सरल रेखा है।",
    },
    examples: [
      example(
        ["If p(x) = 3x + 5, find p(4).", "यदि p(x) = 3x + 5 है, तो p(4) ज्ञात करो।"],
        [
          ["Put x = 4", "3 × 4 + 5"],
          ["x = 4 रखो", "3 × 4 + 5"],
        ],
        ["17", "17"],
        "3 × 4 + 5",
        "17",
      ),
      example(
        ["Find the zero of p(x) = 2x − 10.", "p(x) = 2x − 10 का शून्यक ज्ञात करो।"],
        [
          ["2x − 10 = 0, so 2x = 10", "x = 10 ÷ 2"],
          ["2x − 10 = 0, इसलिए 2x = 10", "x = 10 ÷ 2"],
        ],
        ["x = 5", "x = 5"],
        "10 ÷ 2",
        "5",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch03",
    title: { en: "The World of Numbers", hi: "संख्याओं की दुनिया" },
    idea: {
      en: "A rational number p/q has a decimal that ends or repeats; an irrational number such as √2 or π has a decimal that never ends and never repeats.\n\nA repeating decimal can be written as p/q: 0.777… = 7/9, 0.2727… = 27/99. Roots are powers too: a^(1/n) is the nth root of a.",
      hi: "परिमेय संख्या p/q का दशमलव या तो खत्म होता है या दोहराता है; √2 या π जैसी अपरिमेय संख्या का दशमलव न खत्म होता है, न दोहराता है।\n\nआवर्ती दशमलव को p/q लिख सकते हैं: 0.777… = 7/9, 0.2727… = 27/99। मूल भी घात हैं: a^(1/n), a का n-वाँ मूल है।",
    },
    examples: [
      example(
        ["Write 0.454545… as p/q.", "0.454545… को p/q के रूप में लिखो।"],
        [
          ["x = 0.4545…, 100x = 45.4545…", "99x = 45, so x = 45/99"],
          ["x = 0.4545…, 100x = 45.4545…", "99x = 45, इसलिए x = 45/99"],
        ],
        ["5/11", "5/11"],
        "45/99",
        "5/11",
      ),
      example(
        ["Find 27^(2/3).", "27^(2/3) ज्ञात करो।"],
        [
          ["Cube root of 27 is 3", "Then 3 squared"],
          ["27 का घनमूल 3 है", "फिर 3 का वर्ग"],
        ],
        ["9", "9"],
        "3 ^ 2",
        "9",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch04",
    title: { en: "Algebraic Identities", hi: "बीजीय सर्वसमिकाएँ" },
    idea: {
      en: "An identity is true for every value of its letters:\n(a + b)² = a² + 2ab + b²\n(a − b)² = a² − 2ab + b²\n(a + b)(a − b) = a² − b²\n(x + a)(x + b) = x² + (a + b)x + ab\n\nRead left to right they expand; read right to left they factorise.",
      hi: "सर्वसमिका अपने अक्षरों के हर मान के लिए सत्य होती है:\n(a + b)² = a² + 2ab + b²\n(a − b)² = a² − 2ab + b²\n(a + b)(a − b) = a² − b²\n(x + a)(x + b) = x² + (a + b)x + ab\n\nबाएँ से दाएँ पढ़ो तो प्रसार; दाएँ से बाएँ पढ़ो तो गुणनखंड।",
    },
    examples: [
      example(
        ["Expand (x + 5)².", "(x + 5)² का प्रसार करो।"],
        [
          ["a = x, b = 5", "2ab = 2 × 5 × x = 10x, b² = 25"],
          ["a = x, b = 5", "2ab = 2 × 5 × x = 10x, b² = 25"],
        ],
        ["x² + 10x + 25 (the number term is 25)", "x² + 10x + 25 (अचर पद 25 है)"],
        "5 × 5",
        "25",
      ),
      example(
        ["Use an identity to find 51².", "सर्वसमिका से 51² ज्ञात करो।"],
        [
          ["51² = (50 + 1)²", "= 2500 + 100 + 1"],
          ["51² = (50 + 1)²", "= 2500 + 100 + 1"],
        ],
        ["2601", "2601"],
        "50 ^ 2 + 2 × 50 × 1 + 1",
        "2601",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch05",
    title: { en: "Circles: chords and angles", hi: "वृत्त: जीवाएँ और कोण" },
    idea: {
      en: "The perpendicular from the centre to a chord cuts it in half, so half-chord² + distance² = radius².\n\nThe angle an arc makes at the centre is double the angle it makes on the circle. The opposite angles of a cyclic quadrilateral add up to 180°.",
      hi: "केंद्र से जीवा पर डाला गया लंब उसे आधा-आधा बाँटता है, इसलिए (आधी जीवा)² + दूरी² = त्रिज्या²।\n\nकिसी चाप द्वारा केंद्र पर बना कोण, वृत्त पर बने कोण का दुगुना होता है। चक्रीय चतुर्भुज के सम्मुख कोणों का योग 180° होता है।",
    },
    examples: [
      example(
        [
          "A chord is 6 cm from the centre of a circle of radius 10 cm. How long is it?",
          "10 cm त्रिज्या वाले वृत्त में एक जीवा केंद्र से 6 cm दूर है। जीवा कितनी लंबी है?",
        ],
        [
          ["Half-chord² = 100 − 36 = 64, half-chord = 8", "Chord = 2 × 8"],
          ["(आधी जीवा)² = 100 − 36 = 64, आधी जीवा = 8", "जीवा = 2 × 8"],
        ],
        ["16 cm", "16 cm"],
        "2 × 8",
        "16",
      ),
      example(
        ["In cyclic quadrilateral ABCD, ∠A = 75°. Find ∠C.", "चक्रीय चतुर्भुज ABCD में ∠A = 75° है। ∠C ज्ञात करो।"],
        [
          ["∠A + ∠C = 180°", "∠C = 180 − 75"],
          ["∠A + ∠C = 180°", "∠C = 180 − 75"],
        ],
        ["105°", "105°"],
        "180 - 75",
        "105",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch06",
    title: { en: "Perimeter and Area", hi: "परिमाप और क्षेत्रफल" },
    idea: {
      en: "Circumference = 2πr and area of a circle = πr²; a sector of angle θ is θ/360 of these.\n\nFor a triangle whose three sides are known, Heron's formula gives the area: s = (a + b + c) ÷ 2 and area = √[s(s − a)(s − b)(s − c)].",
      hi: "परिधि = 2πr और वृत्त का क्षेत्रफल = πr²; θ कोण वाला त्रिज्यखंड इनका θ/360 भाग है।\n\nजिस त्रिभुज की तीनों भुजाएँ पता हों, उसका क्षेत्रफल हीरोन के सूत्र से: s = (a + b + c) ÷ 2 और क्षेत्रफल = √[s(s − a)(s − b)(s − c)]।",
    },
    examples: [
      example(
        [
          "Find the area of a triangle with sides 5 cm, 12 cm, 13 cm by Heron's formula.",
          "हीरोन के सूत्र से 5 cm, 12 cm, 13 cm भुजाओं वाले त्रिभुज का क्षेत्रफल ज्ञात करो।",
        ],
        [
          ["s = 30 ÷ 2 = 15", "15 × 10 × 3 × 2 = 900, and 30 × 30 = 900"],
          ["s = 30 ÷ 2 = 15", "15 × 10 × 3 × 2 = 900, और 30 × 30 = 900"],
        ],
        ["30 cm²", "30 cm²"],
        "15 × 10 × 3 × 2 ÷ 30",
        "30",
      ),
      example(
        [
          "Find the area of a semicircle of radius 14 cm (π = 22/7).",
          "14 cm त्रिज्या वाले अर्धवृत्त का क्षेत्रफल ज्ञात करो (π = 22/7)।",
        ],
        [
          ["Half of πr²", "1/2 × 22/7 × 14 × 14"],
          ["πr² का आधा", "1/2 × 22/7 × 14 × 14"],
        ],
        ["308 cm²", "308 cm²"],
        "1/2 × 22/7 × 14 × 14",
        "308",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch07",
    title: { en: "Probability", hi: "प्रायिकता" },
    idea: {
      en: "Probability measures how likely something is, from 0 (impossible) to 1 (certain). When all outcomes are equally likely: P(E) = favourable outcomes ÷ all outcomes. The sample space is the list of all outcomes.",
      hi: "प्रायिकता बताती है कि कोई बात कितनी संभव है, 0 (असंभव) से 1 (निश्चित) तक। जब सभी परिणाम समप्रायिक हों: P(E) = अनुकूल परिणाम ÷ सभी परिणाम। प्रतिदर्श समष्टि सभी परिणामों की सूची है।",
    },
    examples: [
      example(
        ["A bag has 3 red and 5 blue balls. Find P(red).", "थैले में 3 लाल और 5 नीली गेंदें हैं। P(लाल) ज्ञात करो।"],
        [
          ["All outcomes: 3 + 5 = 8", "Favourable: 3"],
          ["सभी परिणाम: 3 + 5 = 8", "अनुकूल: 3"],
        ],
        ["3/8", "3/8"],
        "3 ÷ (3 + 5)",
        "3/8",
      ),
      example(
        ["Two coins are tossed. Find P(two heads).", "दो सिक्के उछाले जाते हैं। P(दोनों चित) ज्ञात करो।"],
        [
          ["Sample space: HH, HT, TH, TT", "Favourable: HH only"],
          ["प्रतिदर्श समष्टि: HH, HT, TH, TT", "अनुकूल: केवल HH"],
        ],
        ["1/4", "1/4"],
        "1 ÷ 4",
        "1/4",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch08",
    title: { en: "Sequences and Progressions", hi: "अनुक्रम और श्रेढ़ियाँ" },
    idea: {
      en: "A sequence follows a rule. In an arithmetic progression the same number d is added each time, so the nth term is a + (n − 1)d and the sum of n terms is n/2 × (first + last).",
      hi: "अनुक्रम किसी नियम से चलता है। समांतर श्रेढ़ी में हर बार एक ही संख्या d जुड़ती है, इसलिए n-वाँ पद a + (n − 1)d है और n पदों का योग n/2 × (पहला + अंतिम) है।",
    },
    examples: [
      example(
        ["Find the 15th term of 5, 8, 11, …", "5, 8, 11, … का 15वाँ पद ज्ञात करो।"],
        [
          ["a = 5, d = 3", "5 + 14 × 3"],
          ["a = 5, d = 3", "5 + 14 × 3"],
        ],
        ["47", "47"],
        "5 + 14 × 3",
        "47",
      ),
      example(
        ["Find 1 + 2 + 3 + … + 100.", "1 + 2 + 3 + … + 100 ज्ञात करो।"],
        [
          ["n = 100, first 1, last 100", "Sum = 100/2 × (1 + 100)"],
          ["n = 100, पहला 1, अंतिम 100", "योग = 100/2 × (1 + 100)"],
        ],
        ["5050", "5050"],
        "100/2 × (1 + 100)",
        "5050",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch09",
    title: { en: "Propositions and their Converses", hi: "प्रतिज्ञप्तियाँ और उनके विलोम" },
    idea: {
      en: "“If P, then Q” is a statement. Its converse is “If Q, then P” — and it may be false even when the statement is true.\n\nOne counterexample (a case where P holds but Q does not) is enough to show a statement false; examples that work never prove it true.",
      hi: "“यदि P, तो Q” एक कथन है। इसका विलोम “यदि Q, तो P” है — कथन सत्य होने पर भी विलोम असत्य हो सकता है।\n\nकथन को असत्य दिखाने के लिए एक प्रति-उदाहरण (जहाँ P सही हो पर Q नहीं) काफ़ी है; सही बैठने वाले उदाहरण उसे सत्य सिद्ध नहीं करते।",
    },
    examples: [
      example(
        [
          "Find the smallest counterexample to: “If a number is divisible by 4 and by 6, it is divisible by 24.”",
          "सबसे छोटा प्रति-उदाहरण ज्ञात करो: “यदि कोई संख्या 4 और 6 से विभाज्य है, तो वह 24 से विभाज्य है।”",
        ],
        [
          [
            "Divisible by 4 and 6 means a multiple of the LCM",
            "LCM = 4 × 6 ÷ 2, and 12 is not divisible by 24",
          ],
          ["4 और 6 से विभाज्य यानी ल.स. का गुणज", "ल.स. = 4 × 6 ÷ 2, और 12, 24 से विभाज्य नहीं"],
        ],
        ["12", "12"],
        "4 × 6 ÷ 2",
        "12",
      ),
      example(
        [
          "Is the converse of “If a number ends in 0, it is divisible by 5” true? Give the smallest counterexample.",
          "क्या “यदि किसी संख्या के अंत में 0 है, तो वह 5 से विभाज्य है” का विलोम सत्य है? सबसे छोटा प्रति-उदाहरण दो।",
        ],
        [
          ["Converse: “If divisible by 5, it ends in 0.”", "5 is divisible by 5 but ends in 5: false"],
          ["विलोम: “यदि 5 से विभाज्य है, तो अंत में 0 है।”", "5, 5 से विभाज्य है पर अंत में 5 है: असत्य"],
        ],
        ["No; counterexample 5", "नहीं; प्रति-उदाहरण 5"],
        "5 × 1",
        "5",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch10",
    title: { en: "Understanding Data", hi: "आँकड़ों को समझना" },
    idea: {
      en: "The mean of a list is its total divided by how many numbers there are. When values repeat, a frequency table saves writing: mean = Σ(value × frequency) ÷ Σfrequency — a weighted average.",
      hi: "सूची का माध्य उसका योग बटा संख्याओं की गिनती है। जब मान दोहराते हैं, तो बारंबारता सारणी काम आती है: माध्य = Σ(मान × बारंबारता) ÷ Σबारंबारता — एक भारित औसत।",
    },
    examples: [
      example(
        ["Find the mean of 12, 15, 18, 21, 24.", "12, 15, 18, 21, 24 का माध्य ज्ञात करो।"],
        [
          ["Total: 12 + 15 + 18 + 21 + 24 = 90", "Mean: 90 ÷ 5"],
          ["योग: 12 + 15 + 18 + 21 + 24 = 90", "माध्य: 90 ÷ 5"],
        ],
        ["18", "18"],
        "(12 + 15 + 18 + 21 + 24) ÷ 5",
        "18",
      ),
      example(
        [
          "Marks 2, 4, 6 scored by 3, 5, 2 children. Find the mean mark.",
          "अंक 2, 4, 6 क्रमशः 3, 5, 2 बच्चों ने पाए। माध्य अंक ज्ञात करो।",
        ],
        [
          ["Σfx = 2 × 3 + 4 × 5 + 6 × 2 = 38", "Σf = 10, mean = 38 ÷ 10"],
          ["Σfx = 2 × 3 + 4 × 5 + 6 × 2 = 38", "Σf = 10, माध्य = 38 ÷ 10"],
        ],
        ["3.8", "3.8"],
        "(2 × 3 + 4 × 5 + 6 × 2) ÷ 10",
        "3.8",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch11",
    title: { en: "The World of Algorithms", hi: "कलन-विधियों की दुनिया" },
    idea: {
      en: "An algorithm is a list of steps that always ends with the answer. Euclid's algorithm finds the HCF of two numbers: divide the larger by the smaller, then the divisor by the remainder, again and again until the remainder is 0. The last divisor is the HCF.",
      hi: "कलन-विधि चरणों की ऐसी सूची है जो हमेशा उत्तर पर खत्म होती है। यूक्लिड की कलन-विधि दो संख्याओं का म.स. निकालती है: बड़ी को छोटी से भाग दो, फिर भाजक को शेषफल से, बार-बार, जब तक शेषफल 0 न हो। आखिरी भाजक म.स. है।",
    },
    examples: [
      example(
        [
          "Find the HCF of 84 and 36 by Euclid's algorithm.",
          "यूक्लिड की कलन-विधि से 84 और 36 का म.स. ज्ञात करो।",
        ],
        [
          ["84 = 36 × 2 + 12", "36 = 12 × 3 + 0"],
          ["84 = 36 × 2 + 12", "36 = 12 × 3 + 0"],
        ],
        ["HCF = 12", "म.स. = 12"],
        "84 - 36 × 2",
        "12",
      ),
      example(
        ["How many divisions does it take for 84 and 36?", "84 और 36 के लिए कितनी बार भाग देना पड़ता है?"],
        [
          ["First: 84 ÷ 36, remainder 12", "Second: 36 ÷ 12, remainder 0"],
          ["पहली बार: 84 ÷ 36, शेषफल 12", "दूसरी बार: 36 ÷ 12, शेषफल 0"],
        ],
        ["2 divisions", "2 बार"],
        "1 + 1",
        "2",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch12",
    title: { en: "Quadrilaterals", hi: "चतुर्भुज" },
    idea: {
      en: "The angles of a quadrilateral add up to 360°. In a parallelogram, opposite sides and angles are equal, adjacent angles add up to 180°, and the diagonals bisect each other.\n\nMid-point theorem: the segment joining the mid-points of two sides of a triangle is parallel to the third side and half of it.",
      hi: "चतुर्भुज के कोणों का योग 360° होता है। समांतर चतुर्भुज में सम्मुख भुजाएँ और कोण बराबर होते हैं, आसन्न कोणों का योग 180° होता है, और विकर्ण एक-दूसरे को समद्विभाजित करते हैं।\n\nमध्य-बिंदु प्रमेय: त्रिभुज की दो भुजाओं के मध्य-बिंदुओं को मिलाने वाला रेखाखंड तीसरी भुजा के समांतर और उसका आधा होता है।",
    },
    examples: [
      example(
        [
          "Three angles of a quadrilateral are 80°, 95°, 110°. Find the fourth.",
          "चतुर्भुज के तीन कोण 80°, 95°, 110° हैं। चौथा कोण ज्ञात करो।",
        ],
        [
          ["Sum of all four = 360°", "360 − (80 + 95 + 110)"],
          ["चारों का योग = 360°", "360 − (80 + 95 + 110)"],
        ],
        ["75°", "75°"],
        "360 - (80 + 95 + 110)",
        "75",
      ),
      example(
        [
          "D, E are mid-points of AB, AC and BC = 14 cm. Find DE.",
          "D, E भुजाओं AB, AC के मध्य-बिंदु हैं और BC = 14 cm है। DE ज्ञात करो।",
        ],
        [
          ["DE is half of BC", "14 ÷ 2"],
          ["DE, BC का आधा है", "14 ÷ 2"],
        ],
        ["7 cm", "7 cm"],
        "14 ÷ 2",
        "7",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch13",
    title: { en: "Two Variables, One Line", hi: "दो चर, एक रेखा" },
    idea: {
      en: "Every solution (x, y) of ax + by = c is a point on one straight line. Its slope is how much y changes when x grows by 1: slope = (y₂ − y₁) ÷ (x₂ − x₁).\n\nTwo such lines usually cross at one point: the one pair (x, y) that solves both equations.",
      hi: "ax + by = c का हर हल (x, y) एक ही सरल रेखा का बिंदु है। इसकी ढाल बताती है कि x के 1 बढ़ने पर y कितना बदलता है: ढाल = (y₂ − y₁) ÷ (x₂ − x₁)।\n\nऐसी दो रेखाएँ प्रायः एक बिंदु पर काटती हैं: वही (x, y) जोड़ी दोनों समीकरणों को हल करती है।",
    },
    examples: [
      example(
        [
          "Find the slope of the line through (1, 2) and (4, 11).",
          "(1, 2) और (4, 11) से जाने वाली रेखा की ढाल ज्ञात करो।",
        ],
        [
          ["Rise: 11 − 2 = 9, run: 4 − 1 = 3", "Slope = 9 ÷ 3"],
          ["y का बदलाव: 11 − 2 = 9, x का बदलाव: 4 − 1 = 3", "ढाल = 9 ÷ 3"],
        ],
        ["3", "3"],
        "(11 - 2) ÷ (4 - 1)",
        "3",
      ),
      example(
        ["Solve x + y = 10 and x − y = 2. What is y?", "x + y = 10 और x − y = 2 को हल करो। y क्या है?"],
        [
          ["Add: 2x = 12, x = 6", "y = 10 − 6"],
          ["जोड़ो: 2x = 12, x = 6", "y = 10 − 6"],
        ],
        ["y = 4", "y = 4"],
        "10 - 6",
        "4",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-ch14",
    title: { en: "Surface Area and Volume", hi: "पृष्ठीय क्षेत्रफल और आयतन" },
    idea: {
      en: "Volume measures the space inside (cm³); surface area measures the covering outside (cm²).\nCuboid: V = lbh, S = 2(lb + bh + hl). Cylinder: V = πr²h, S = 2πr(r + h). Cone: V = ⅓πr²h. Sphere: V = (4/3)πr³, S = 4πr².",
      hi: "आयतन अंदर की जगह मापता है (cm³); पृष्ठीय क्षेत्रफल बाहर का आवरण मापता है (cm²)।\nघनाभ: V = lbh, S = 2(lb + bh + hl)। बेलन: V = πr²h, S = 2πr(r + h)। शंकु: V = ⅓πr²h। गोला: V = (4/3)πr³, S = 4πr²।",
    },
    examples: [
      example(
        [
          "Find the total surface area of a box 10 cm × 6 cm × 4 cm.",
          "10 cm × 6 cm × 4 cm के डिब्बे का कुल पृष्ठीय क्षेत्रफल ज्ञात करो।",
        ],
        [
          ["lb + bh + hl = 60 + 24 + 40 = 124", "Double it: 2 × 124"],
          ["lb + bh + hl = 60 + 24 + 40 = 124", "दुगुना करो: 2 × 124"],
        ],
        ["248 cm²", "248 cm²"],
        "2 × (10 × 6 + 6 × 4 + 4 × 10)",
        "248",
      ),
      example(
        [
          "Find the volume of a cone of radius 7 cm and height 12 cm (π = 22/7).",
          "7 cm त्रिज्या और 12 cm ऊँचाई वाले शंकु का आयतन ज्ञात करो (π = 22/7)।",
        ],
        [
          ["V = ⅓πr²h", "1/3 × 22/7 × 7 × 7 × 12"],
          ["V = ⅓πr²h", "1/3 × 22/7 × 7 × 7 × 12"],
        ],
        ["616 cm³", "616 cm³"],
        "1/3 × 22/7 × 7 × 7 × 12",
        "616",
      ),
    ],
  },
]);
