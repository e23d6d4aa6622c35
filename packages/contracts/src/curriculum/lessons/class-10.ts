import { example } from "./class-08-10-example.ts";
import { defineLessons } from "./model.ts";

/** Class 10's lesson pages, one per chapter, in the book's order. */
export const CLASS_10_LESSONS = defineLessons([
  {
    chapterId: "ncert-c10-ch01",
    title: { en: "Real Numbers: HCF and LCM by primes", hi: "वास्तविक संख्याएँ: अभाज्य गुणनखंड से म.स. और ल.स." },
    idea: {
      en: "Every whole number above 1 is a product of primes in exactly one way (the Fundamental Theorem of Arithmetic).\n\nHCF: take the primes both numbers share, each as often as it appears in both. LCM: take every prime, each the greatest number of times it appears. Always HCF × LCM = product of the two numbers.",
      hi: "1 से बड़ी हर पूर्ण संख्या अभाज्य संख्याओं का गुणनफल केवल एक ही तरह से होती है (अंकगणित की आधारभूत प्रमेय)।\n\nम.स.: दोनों में साझा अभाज्य लो, जितनी बार दोनों में हैं। ल.स.: हर अभाज्य लो, जितनी बार वह किसी एक में सबसे अधिक आता है। हमेशा म.स. × ल.स. = दोनों संख्याओं का गुणनफल।",
    },
    examples: [
      example(
        ["Find the HCF of 96 and 404.", "96 और 404 का म.स. ज्ञात करो।"],
        [
          ["96 = 2 × 2 × 2 × 2 × 2 × 3", "404 = 2 × 2 × 101", "Common primes: 2 × 2"],
          ["96 = 2 × 2 × 2 × 2 × 2 × 3", "404 = 2 × 2 × 101", "साझा अभाज्य: 2 × 2"],
        ],
        ["HCF = 4", "म.स. = 4"],
        "2 × 2",
        "4",
      ),
      example(
        ["Find the LCM of 12 and 18.", "12 और 18 का ल.स. ज्ञात करो।"],
        [
          ["12 = 2 × 2 × 3", "18 = 2 × 3 × 3", "Each prime the most times: 2 × 2 × 3 × 3"],
          ["12 = 2 × 2 × 3", "18 = 2 × 3 × 3", "हर अभाज्य सबसे अधिक बार: 2 × 2 × 3 × 3"],
        ],
        ["LCM = 36", "ल.स. = 36"],
        "2 × 2 × 3 × 3",
        "36",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch02",
    title: { en: "Polynomials: zeroes and coefficients", hi: "बहुपद: शून्यक और गुणांक" },
    idea: {
      en: "A zero of a polynomial is a value of x that makes it 0. For ax² + bx + c with zeroes α and β:\n\nα + β = −b/a and αβ = c/a.\n\nSo a quadratic with zeroes α and β is x² − (α + β)x + αβ, or any number times it.",
      hi: "बहुपद का शून्यक x का वह मान है जिससे बहुपद का मान 0 हो जाए। ax² + bx + c के शून्यक α और β हों, तो:\n\nα + β = −b/a और αβ = c/a।\n\nइसलिए जिस द्विघात बहुपद के शून्यक α और β हों, वह x² − (α + β)x + αβ है, या किसी संख्या से उसका गुणा।",
    },
    examples: [
      example(
        ["Find the sum of the zeroes of 2x² − 8x + 6.", "2x² − 8x + 6 के शून्यकों का योग ज्ञात करो।"],
        [
          ["a = 2, b = −8, c = 6", "Sum of zeroes = −b/a = 8 ÷ 2"],
          ["a = 2, b = −8, c = 6", "शून्यकों का योग = −b/a = 8 ÷ 2"],
        ],
        ["Sum = 4", "योग = 4"],
        "8 ÷ 2",
        "4",
      ),
      example(
        [
          "Find a quadratic polynomial whose zeroes are 3 and −5.",
          "वह द्विघात बहुपद ज्ञात करो जिसके शून्यक 3 और −5 हैं।",
        ],
        [
          ["Sum = 3 + (−5) = −2; product = 3 × (−5) = −15", "x² − (sum)x + product"],
          ["योग = 3 + (−5) = −2; गुणनफल = 3 × (−5) = −15", "x² − (योग)x + गुणनफल"],
        ],
        ["x² + 2x − 15 (the product of zeroes is -15)", "x² + 2x − 15 (शून्यकों का गुणनफल -15 है)"],
        "3 × (-5)",
        "-15",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch03",
    title: { en: "Pair of Linear Equations", hi: "दो चर वाले रैखिक समीकरण युग्म" },
    idea: {
      en: "Two linear equations in x and y draw two lines. Where they cross is the solution.\n\nTo solve, make the coefficients of one letter equal, then add or subtract to remove it (elimination), or put one letter's value from one equation into the other (substitution).\n\nCompare a₁/a₂, b₁/b₂, c₁/c₂: first two unequal → one solution; all three equal → infinitely many; only the first two equal → none (parallel lines).",
      hi: "x और y वाले दो रैखिक समीकरण दो रेखाएँ बनाते हैं। जहाँ वे काटती हैं, वही हल है।\n\nहल करने के लिए किसी एक अक्षर के गुणांक बराबर करो और जोड़कर या घटाकर उसे हटाओ (विलोपन), या एक समीकरण से एक अक्षर का मान दूसरे में रखो (प्रतिस्थापन)।\n\na₁/a₂, b₁/b₂, c₁/c₂ की तुलना करो: पहले दो बराबर नहीं → एक हल; तीनों बराबर → अनेक हल; केवल पहले दो बराबर → कोई हल नहीं (समांतर रेखाएँ)।",
    },
    examples: [
      example(
        ["Solve x + y = 14 and x − y = 4.", "x + y = 14 और x − y = 4 को हल करो।"],
        [
          ["Add: 2x = 18, so x = 9", "Then y = 14 − 9 = 5"],
          ["जोड़ो: 2x = 18, इसलिए x = 9", "फिर y = 14 − 9 = 5"],
        ],
        ["x = 9, y = 5", "x = 9, y = 5"],
        "(14 + 4) ÷ 2",
        "9",
      ),
      example(
        ["Solve 2x + 3y = 13 and x + y = 5. What is y?", "2x + 3y = 13 और x + y = 5 को हल करो। y क्या है?"],
        [
          ["Multiply the second by 2: 2x + 2y = 10", "Subtract: y = 13 − 10"],
          ["दूसरे को 2 से गुणा करो: 2x + 2y = 10", "घटाओ: y = 13 − 10"],
        ],
        ["y = 3 (and x = 2)", "y = 3 (और x = 2)"],
        "13 - 10",
        "3",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch04",
    title: { en: "Quadratic Equations", hi: "द्विघात समीकरण" },
    idea: {
      en: "A quadratic equation is ax² + bx + c = 0 with a ≠ 0. Its roots are x = (−b ± √D) ÷ 2a, where D = b² − 4ac is the discriminant.\n\nD > 0: two distinct real roots. D = 0: two equal roots. D < 0: no real roots.",
      hi: "द्विघात समीकरण ax² + bx + c = 0 होता है, जहाँ a ≠ 0। इसके मूल x = (−b ± √D) ÷ 2a हैं, जहाँ D = b² − 4ac विविक्तकर है।\n\nD > 0: दो भिन्न वास्तविक मूल। D = 0: दो बराबर मूल। D < 0: कोई वास्तविक मूल नहीं।",
    },
    examples: [
      example(
        ["Find the roots of x² − 5x + 6 = 0.", "x² − 5x + 6 = 0 के मूल ज्ञात करो।"],
        [
          ["D = 25 − 24 = 1, √D = 1", "x = (5 + 1) ÷ 2 or (5 − 1) ÷ 2"],
          ["D = 25 − 24 = 1, √D = 1", "x = (5 + 1) ÷ 2 या (5 − 1) ÷ 2"],
        ],
        ["x = 3 or x = 2", "x = 3 या x = 2"],
        "(5 + 1) ÷ 2",
        "3",
      ),
      example(
        ["Find the discriminant of 2x² + 3x + 4 = 0.", "2x² + 3x + 4 = 0 का विविक्तकर ज्ञात करो।"],
        [
          ["D = b² − 4ac = 3 × 3 − 4 × 2 × 4", "D is negative: no real roots"],
          ["D = b² − 4ac = 3 × 3 − 4 × 2 × 4", "D ऋणात्मक है: कोई वास्तविक मूल नहीं"],
        ],
        ["D = -23", "D = -23"],
        "3 × 3 - 4 × 2 × 4",
        "-23",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch05",
    title: { en: "Arithmetic Progressions", hi: "समांतर श्रेढ़ियाँ" },
    idea: {
      en: "In an AP each term is the one before plus the same number d (the common difference).\n\nnth term: a + (n − 1)d.\nSum of the first n terms: n/2 × [2a + (n − 1)d], or n/2 × (first term + last term).",
      hi: "समांतर श्रेढ़ी में हर पद पिछले पद में एक ही संख्या d (सार्व अंतर) जोड़कर बनता है।\n\nn-वाँ पद: a + (n − 1)d।\nपहले n पदों का योग: n/2 × [2a + (n − 1)d], या n/2 × (पहला पद + अंतिम पद)।",
    },
    examples: [
      example(
        ["Find the 20th term of 3, 7, 11, 15, …", "3, 7, 11, 15, … का 20वाँ पद ज्ञात करो।"],
        [
          ["a = 3, d = 4", "20th term = 3 + 19 × 4"],
          ["a = 3, d = 4", "20वाँ पद = 3 + 19 × 4"],
        ],
        ["79", "79"],
        "3 + (20 - 1) × 4",
        "79",
      ),
      example(
        ["Find the sum of the first 10 terms of 2, 5, 8, …", "2, 5, 8, … के पहले 10 पदों का योग ज्ञात करो।"],
        [
          ["a = 2, d = 3, n = 10", "Sum = 10/2 × (2 × 2 + 9 × 3)"],
          ["a = 2, d = 3, n = 10", "योग = 10/2 × (2 × 2 + 9 × 3)"],
        ],
        ["155", "155"],
        "10/2 × (2 × 2 + 9 × 3)",
        "155",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch06",
    title: { en: "Triangles: similarity", hi: "त्रिभुज: समरूपता" },
    idea: {
      en: "Similar triangles have equal angles and sides in the same ratio.\n\nBasic Proportionality Theorem: a line parallel to one side of a triangle divides the other two sides in the same ratio.\n\nThe areas of similar triangles are in the ratio of the squares of their corresponding sides.",
      hi: "समरूप त्रिभुजों के कोण बराबर होते हैं और भुजाएँ एक ही अनुपात में होती हैं।\n\nआधारभूत समानुपातिकता प्रमेय: त्रिभुज की एक भुजा के समांतर रेखा बाकी दो भुजाओं को एक ही अनुपात में बाँटती है।\n\nसमरूप त्रिभुजों के क्षेत्रफल संगत भुजाओं के वर्गों के अनुपात में होते हैं।",
    },
    examples: [
      example(
        [
          "In △ABC, DE ∥ BC. AD = 4 cm, DB = 6 cm, AE = 8 cm. Find EC.",
          "△ABC में DE ∥ BC है। AD = 4 cm, DB = 6 cm, AE = 8 cm। EC ज्ञात करो।",
        ],
        [
          ["AD/DB = AE/EC", "EC = 8 × 6 ÷ 4"],
          ["AD/DB = AE/EC", "EC = 8 × 6 ÷ 4"],
        ],
        ["EC = 12 cm", "EC = 12 cm"],
        "8 × 6 ÷ 4",
        "12",
      ),
      example(
        [
          "△ABC ∼ △DEF, AB = 3 cm, DE = 6 cm, area of △ABC = 20 cm². Find the area of △DEF.",
          "△ABC ∼ △DEF, AB = 3 cm, DE = 6 cm, △ABC का क्षेत्रफल 20 cm² है। △DEF का क्षेत्रफल ज्ञात करो।",
        ],
        [
          ["Ratio of sides 6 : 3, that is 2", "Areas grow by 2 × 2"],
          ["भुजाओं का अनुपात 6 : 3, यानी 2", "क्षेत्रफल 2 × 2 गुना होगा"],
        ],
        ["80 cm²", "80 cm²"],
        "20 × 2 × 2",
        "80",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch07",
    title: { en: "Coordinate Geometry", hi: "निर्देशांक ज्यामिति" },
    idea: {
      en: "Distance between (x₁, y₁) and (x₂, y₂): √[(x₂ − x₁)² + (y₂ − y₁)²] — Pythagoras on the grid.\n\nThe point dividing the join in the ratio m : n is ((mx₂ + nx₁)/(m + n), (my₂ + ny₁)/(m + n)); the mid-point is the ratio 1 : 1.\n\nArea of a triangle: ½ |x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)|.",
      hi: "(x₁, y₁) और (x₂, y₂) के बीच की दूरी: √[(x₂ − x₁)² + (y₂ − y₁)²] — ग्रिड पर पाइथागोरस।\n\nm : n के अनुपात में बाँटने वाला बिंदु ((mx₂ + nx₁)/(m + n), (my₂ + ny₁)/(m + n)) है; मध्य-बिंदु के लिए अनुपात 1 : 1 है।\n\nत्रिभुज का क्षेत्रफल: ½ |x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)|।",
    },
    examples: [
      example(
        ["Find the distance between (1, 2) and (7, 10).", "(1, 2) और (7, 10) के बीच की दूरी ज्ञात करो।"],
        [
          ["Across 6, up 8", "Distance² = 6 × 6 + 8 × 8 = 100"],
          ["क्षैतिज 6, ऊर्ध्वाधर 8", "दूरी² = 6 × 6 + 8 × 8 = 100"],
        ],
        ["10 units", "10 इकाई"],
        "(6 × 6 + 8 × 8) ÷ 10",
        "10",
      ),
      example(
        [
          "Find the x-coordinate of the point dividing the join of (2, 1) and (11, 7) in the ratio 1 : 2.",
          "(2, 1) और (11, 7) को मिलाने वाले रेखाखंड को 1 : 2 में बाँटने वाले बिंदु का x-निर्देशांक ज्ञात करो।",
        ],
        [
          ["x = (1 × 11 + 2 × 2) ÷ (1 + 2)", "x = 15 ÷ 3"],
          ["x = (1 × 11 + 2 × 2) ÷ (1 + 2)", "x = 15 ÷ 3"],
        ],
        ["5", "5"],
        "(1 × 11 + 2 × 2) ÷ (1 + 2)",
        "5",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch08",
    title: { en: "Introduction to Trigonometry", hi: "त्रिकोणमिति का परिचय" },
    idea: {
      en: "In a right triangle, for an angle A: sin A = opposite/hypotenuse, cos A = adjacent/hypotenuse, tan A = opposite/adjacent; cosec, sec and cot are their reciprocals.\n\nStandard values: sin 30° = 1/2, sin 45° = 1/√2, sin 60° = √3/2, tan 45° = 1, tan 60° = √3. And sin²A + cos²A = 1.",
      hi: "समकोण त्रिभुज में कोण A के लिए: sin A = लंब/कर्ण, cos A = आधार/कर्ण, tan A = लंब/आधार; cosec, sec और cot इनके व्युत्क्रम हैं।\n\nमानक मान: sin 30° = 1/2, sin 45° = 1/√2, sin 60° = √3/2, tan 45° = 1, tan 60° = √3। और sin²A + cos²A = 1।",
    },
    examples: [
      example(
        ["Evaluate 4 sin²30° + tan²45°.", "4 sin²30° + tan²45° का मान ज्ञात करो।"],
        [
          ["sin²30° = 1/4, tan²45° = 1", "4 × 1/4 + 1"],
          ["sin²30° = 1/4, tan²45° = 1", "4 × 1/4 + 1"],
        ],
        ["2", "2"],
        "4 × 1/4 + 1",
        "2",
      ),
      example(
        ["If sin A = 5/13, find cos A.", "यदि sin A = 5/13 है, तो cos A ज्ञात करो।"],
        [
          ["Opposite 5k, hypotenuse 13k", "Adjacent² = 169 − 25 = 144, so adjacent = 12k"],
          ["लंब 5k, कर्ण 13k", "आधार² = 169 − 25 = 144, इसलिए आधार = 12k"],
        ],
        ["cos A = 12/13", "cos A = 12/13"],
        "12/13",
        "12/13",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch09",
    title: { en: "Some Applications of Trigonometry", hi: "त्रिकोणमिति के कुछ अनुप्रयोग" },
    idea: {
      en: "The angle of elevation is how far you look up from the horizontal; the angle of depression is how far you look down. Draw the right triangle, mark the known side and angle, and pick the ratio (usually tan) that joins them.",
      hi: "उन्नयन कोण वह कोण है जितना तुम क्षैतिज से ऊपर देखते हो; अवनमन कोण वह जितना नीचे देखते हो। समकोण त्रिभुज बनाओ, ज्ञात भुजा और कोण लिखो, और वह अनुपात (प्रायः tan) चुनो जो इन्हें जोड़ता है।",
    },
    examples: [
      example(
        [
          "From 30 m away, the top of a tower is seen at 45°. How tall is the tower?",
          "30 m दूर से एक मीनार का शिखर 45° पर दिखता है। मीनार कितनी ऊँची है?",
        ],
        [
          ["tan 45° = height ÷ 30, and tan 45° = 1", "Height = 30 × 1"],
          ["tan 45° = ऊँचाई ÷ 30, और tan 45° = 1", "ऊँचाई = 30 × 1"],
        ],
        ["30 m", "30 m"],
        "30 × 1",
        "30",
      ),
      example(
        [
          "A kite string makes 30° with the ground and the kite is 60 m high. How long is the string?",
          "पतंग की डोर ज़मीन से 30° बनाती है और पतंग 60 m ऊँचाई पर है। डोर कितनी लंबी है?",
        ],
        [
          ["sin 30° = 60 ÷ string, and sin 30° = 1/2", "String = 60 ÷ 1/2"],
          ["sin 30° = 60 ÷ डोर, और sin 30° = 1/2", "डोर = 60 ÷ 1/2"],
        ],
        ["120 m", "120 m"],
        "60 ÷ (1/2)",
        "120",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch10",
    title: { en: "Circles: tangents", hi: "वृत्त: स्पर्श रेखाएँ" },
    idea: {
      en: "A tangent touches a circle at one point and is perpendicular to the radius there. So from a point P outside: tangent² = OP² − radius².\n\nThe two tangents from an outside point are equal, and the angle between them is 180° minus the angle at the centre.",
      hi: "स्पर्श रेखा वृत्त को एक ही बिंदु पर छूती है और वहाँ त्रिज्या पर लंब होती है। इसलिए बाहर के बिंदु P से: स्पर्श रेखा² = OP² − त्रिज्या²।\n\nबाहर के बिंदु से खींची गई दोनों स्पर्श रेखाएँ बराबर होती हैं, और उनके बीच का कोण 180° में से केंद्र पर बने कोण को घटाने पर मिलता है।",
    },
    examples: [
      example(
        [
          "P is 13 cm from the centre of a circle of radius 5 cm. Find the tangent length.",
          "P, 5 cm त्रिज्या वाले वृत्त के केंद्र से 13 cm दूर है। स्पर्श रेखा की लंबाई ज्ञात करो।",
        ],
        [
          ["Tangent² = 13 × 13 − 5 × 5 = 144", "12 × 12 = 144"],
          ["स्पर्श रेखा² = 13 × 13 − 5 × 5 = 144", "12 × 12 = 144"],
        ],
        ["12 cm", "12 cm"],
        "(13 × 13 - 5 × 5) ÷ 12",
        "12",
      ),
      example(
        [
          "PA and PB are tangents and ∠AOB = 110°. Find ∠APB.",
          "PA और PB स्पर्श रेखाएँ हैं और ∠AOB = 110° है। ∠APB ज्ञात करो।",
        ],
        [
          ["OAPB has angles 90°, 90°, 110° and ∠APB", "∠APB = 360 − 90 − 90 − 110"],
          ["OAPB के कोण 90°, 90°, 110° और ∠APB हैं", "∠APB = 360 − 90 − 90 − 110"],
        ],
        ["70°", "70°"],
        "360 - 90 - 90 - 110",
        "70",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch11",
    title: { en: "Areas Related to Circles", hi: "वृत्तों से संबंधित क्षेत्रफल" },
    idea: {
      en: "A sector of angle θ is the fraction θ/360 of the circle. Its area is (θ/360) × πr² and its arc is (θ/360) × 2πr.\n\nA minor segment is the sector minus the triangle formed by the two radii.",
      hi: "θ कोण वाला त्रिज्यखंड पूरे वृत्त का θ/360 भाग है। इसका क्षेत्रफल (θ/360) × πr² और चाप (θ/360) × 2πr है।\n\nलघु वृत्तखंड = त्रिज्यखंड − दो त्रिज्याओं से बना त्रिभुज।",
    },
    examples: [
      example(
        [
          "Find the area of a sector of radius 7 cm and angle 90° (π = 22/7).",
          "7 cm त्रिज्या और 90° कोण वाले त्रिज्यखंड का क्षेत्रफल ज्ञात करो (π = 22/7)।",
        ],
        [
          ["Area = 90/360 × 22/7 × 7 × 7", "= 1/4 × 154"],
          ["क्षेत्रफल = 90/360 × 22/7 × 7 × 7", "= 1/4 × 154"],
        ],
        ["38.5 cm²", "38.5 cm²"],
        "90/360 × 22/7 × 7 × 7",
        "38.5",
      ),
      example(
        [
          "Find the arc length of a 60° sector of radius 21 cm (π = 22/7).",
          "21 cm त्रिज्या वाले 60° त्रिज्यखंड के चाप की लंबाई ज्ञात करो (π = 22/7)।",
        ],
        [
          ["Arc = 60/360 × 2 × 22/7 × 21", "= 1/6 × 132"],
          ["चाप = 60/360 × 2 × 22/7 × 21", "= 1/6 × 132"],
        ],
        ["22 cm", "22 cm"],
        "60/360 × 2 × 22/7 × 21",
        "22",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch12",
    title: { en: "Surface Areas and Volumes", hi: "पृष्ठीय क्षेत्रफल और आयतन" },
    idea: {
      en: "Volume: cuboid l × b × h, cylinder πr²h, cone ⅓πr²h, sphere (4/3)πr³.\nSurface area: cuboid 2(lb + bh + hl), cylinder 2πr(r + h), cone (curved) πrl, sphere 4πr².\n\nFor a solid made of two shapes, add the volumes, but add only the surfaces you can see.",
      hi: "आयतन: घनाभ l × b × h, बेलन πr²h, शंकु ⅓πr²h, गोला (4/3)πr³।\nपृष्ठीय क्षेत्रफल: घनाभ 2(lb + bh + hl), बेलन 2πr(r + h), शंकु (वक्र) πrl, गोला 4πr²।\n\nदो आकारों से बने ठोस में आयतन जोड़ो, पर केवल वही पृष्ठ जोड़ो जो दिखते हैं।",
    },
    examples: [
      example(
        [
          "Find the volume of a cylinder of radius 7 cm and height 10 cm (π = 22/7).",
          "7 cm त्रिज्या और 10 cm ऊँचाई वाले बेलन का आयतन ज्ञात करो (π = 22/7)।",
        ],
        [
          ["V = πr²h", "V = 22/7 × 7 × 7 × 10"],
          ["V = πr²h", "V = 22/7 × 7 × 7 × 10"],
        ],
        ["1540 cm³", "1540 cm³"],
        "22/7 × 7 × 7 × 10",
        "1540",
      ),
      example(
        [
          "Find the surface area of a sphere of radius 7 cm (π = 22/7).",
          "7 cm त्रिज्या वाले गोले का पृष्ठीय क्षेत्रफल ज्ञात करो (π = 22/7)।",
        ],
        [
          ["S = 4πr²", "S = 4 × 22/7 × 7 × 7"],
          ["S = 4πr²", "S = 4 × 22/7 × 7 × 7"],
        ],
        ["616 cm²", "616 cm²"],
        "4 × 22/7 × 7 × 7",
        "616",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch13",
    title: { en: "Statistics: grouped data", hi: "सांख्यिकी: वर्गीकृत आँकड़े" },
    idea: {
      en: "Mean = Σfx ÷ Σf, with x the class mark (middle of each class).\nMode = l + (f₁ − f₀) ÷ (2f₁ − f₀ − f₂) × h, in the class with the highest frequency.\nMedian = l + (n/2 − cf) ÷ f × h, in the class where the cumulative frequency first passes n/2.",
      hi: "माध्य = Σfx ÷ Σf, जहाँ x वर्ग चिह्न (हर वर्ग का बीच का मान) है।\nबहुलक = l + (f₁ − f₀) ÷ (2f₁ − f₀ − f₂) × h, सबसे अधिक बारंबारता वाले वर्ग में।\nमाध्यक = l + (n/2 − cf) ÷ f × h, उस वर्ग में जहाँ संचयी बारंबारता पहली बार n/2 से आगे जाती है।",
    },
    examples: [
      example(
        [
          "Find the mean: classes 0–10, 10–20, 20–30 with frequencies 2, 5, 3.",
          "माध्य ज्ञात करो: वर्ग 0–10, 10–20, 20–30, बारंबारताएँ 2, 5, 3।",
        ],
        [
          ["Class marks 5, 15, 25; Σf = 10", "Σfx = 2 × 5 + 5 × 15 + 3 × 25 = 160"],
          ["वर्ग चिह्न 5, 15, 25; Σf = 10", "Σfx = 2 × 5 + 5 × 15 + 3 × 25 = 160"],
        ],
        ["Mean = 16", "माध्य = 16"],
        "(2 × 5 + 5 × 15 + 3 × 25) ÷ 10",
        "16",
      ),
      example(
        [
          "Modal class 20–30 with f₁ = 12, f₀ = 8, f₂ = 6. Find the mode.",
          "बहुलक वर्ग 20–30 है, f₁ = 12, f₀ = 8, f₂ = 6। बहुलक ज्ञात करो।",
        ],
        [
          ["Mode = 20 + (12 − 8) ÷ (24 − 8 − 6) × 10", "= 20 + 4 ÷ 10 × 10"],
          ["बहुलक = 20 + (12 − 8) ÷ (24 − 8 − 6) × 10", "= 20 + 4 ÷ 10 × 10"],
        ],
        ["24", "24"],
        "20 + (12 - 8) ÷ (24 - 8 - 6) × 10",
        "24",
      ),
    ],
  },
  {
    chapterId: "ncert-c10-ch14",
    title: { en: "Probability", hi: "प्रायिकता" },
    idea: {
      en: "When all outcomes are equally likely, P(E) = favourable outcomes ÷ all outcomes. It is always between 0 and 1, and P(not E) = 1 − P(E).",
      hi: "जब सभी परिणाम समप्रायिक हों, तब P(E) = अनुकूल परिणाम ÷ सभी परिणाम। यह हमेशा 0 और 1 के बीच होती है, और P(E नहीं) = 1 − P(E)।",
    },
    examples: [
      example(
        [
          "A die is thrown. Find the probability of a prime number.",
          "एक पासा फेंका जाता है। अभाज्य संख्या आने की प्रायिकता ज्ञात करो।",
        ],
        [
          ["Primes: 2, 3, 5 — 3 of 6 outcomes", "P = 3 ÷ 6"],
          ["अभाज्य: 2, 3, 5 — 6 में से 3 परिणाम", "P = 3 ÷ 6"],
        ],
        ["1/2", "1/2"],
        "3 ÷ 6",
        "1/2",
      ),
      example(
        [
          "A card is drawn from a pack of 52. Find the probability it is not a king.",
          "52 पत्तों की गड्डी से एक पत्ता निकाला जाता है। उसके बादशाह न होने की प्रायिकता ज्ञात करो।",
        ],
        [
          ["P(king) = 4/52", "P(not king) = 1 − 4/52 = 48/52"],
          ["P(बादशाह) = 4/52", "P(बादशाह नहीं) = 1 − 4/52 = 48/52"],
        ],
        ["12/13", "12/13"],
        "1 - 4/52",
        "12/13",
      ),
    ],
  },
]);
