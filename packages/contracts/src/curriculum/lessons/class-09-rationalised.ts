import { example } from "./class-08-10-example.ts";
import { defineLessons } from "./model.ts";

/**
 * The lesson pages of the rationalised Mathematics book's chapters that no Ganita Manjari chapter
 * teaches in the same way: Coordinate Geometry, Euclid's geometry, Lines and Angles, and Triangles.
 * The chapters that are proofs at heart teach what can be worked out from the proof.
 */
export const CLASS_9_RATIONALISED_LESSONS = defineLessons([
  {
    chapterId: "ncert-c9-rm-ch03",
    title: { en: "Coordinate Geometry", hi: "निर्देशांक ज्यामिति" },
    idea: {
      en: "Two number lines at right angles, the x-axis and the y-axis, meet at the origin O(0, 0). A point is named (x, y): x, the abscissa, says how far right (+) or left (−) of the y-axis it is; y, the ordinate, how far up (+) or down (−) from the x-axis.\n\nThe axes cut the plane into four quadrants: (+, +) is I, (−, +) is II, (−, −) is III and (+, −) is IV. A point with y = 0 lies on the x-axis, and one with x = 0 on the y-axis.",
      hi: "दो संख्या रेखाएँ, x-अक्ष और y-अक्ष, एक-दूसरे को समकोण पर मूलबिंदु O(0, 0) पर काटती हैं। बिंदु को (x, y) से बताते हैं: x, यानी भुज, बताता है कि बिंदु y-अक्ष से कितना दाएँ (+) या बाएँ (−) है; y, यानी कोटि, बताती है कि वह x-अक्ष से कितना ऊपर (+) या नीचे (−) है।\n\nअक्ष समतल को चार चतुर्थांशों में बाँटते हैं: (+, +) I है, (−, +) II, (−, −) III और (+, −) IV। जिस बिंदु का y = 0 हो वह x-अक्ष पर होता है, और जिसका x = 0 हो वह y-अक्ष पर।",
    },
    examples: [
      example(
        [
          "How far is the point (−5, 3) from the y-axis, and in which quadrant is it?",
          "बिंदु (−5, 3), y-अक्ष से कितनी दूर है, और किस चतुर्थांश में है?",
        ],
        [
          ["The distance from the y-axis is the size of x = −5: 0 − (−5) = 5", "Signs (−, +): quadrant II"],
          ["y-अक्ष से दूरी x = −5 का आकार है: 0 − (−5) = 5", "चिह्न (−, +): चतुर्थांश II"],
        ],
        ["5 units, in quadrant II", "5 इकाई, चतुर्थांश II में"],
        "0 - (-5)",
        "5",
      ),
      example(
        [
          "Find the length of the segment joining A(−3, 2) and B(4, 2).",
          "A(−3, 2) और B(4, 2) को मिलाने वाले रेखाखंड की लंबाई ज्ञात करो।",
        ],
        [
          ["Both points have y = 2, so AB is parallel to the x-axis", "AB = 4 − (−3)"],
          ["दोनों बिंदुओं का y = 2 है, इसलिए AB, x-अक्ष के समांतर है", "AB = 4 − (−3)"],
        ],
        ["7 units", "7 इकाई"],
        "4 - (-3)",
        "7",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-rm-ch05",
    title: { en: "Introduction to Euclid's Geometry", hi: "यूक्लिड की ज्यामिति का परिचय" },
    idea: {
      en: "Euclid built geometry from a few statements accepted without proof. Axioms (common notions) are true of any quantities: things equal to the same thing are equal to one another; equals added to equals give equal wholes; equals taken from equals leave equal remainders; the whole is greater than the part. Postulates are about geometry: a straight line can be drawn through any two points, a circle can be drawn with any centre and radius, and all right angles are equal.\n\nEvery later result is proved from these, one step at a time, each step naming the axiom or postulate it uses.",
      hi: "यूक्लिड ने ज्यामिति कुछ ऐसे कथनों से बनाई जिन्हें बिना सिद्ध किए माना जाता है। अभिगृहीत (सामान्य धारणाएँ) किसी भी राशि पर लागू होते हैं: एक ही वस्तु के बराबर वस्तुएँ आपस में बराबर होती हैं; बराबरों में बराबर जोड़ने पर पूर्ण बराबर होते हैं; बराबरों में से बराबर घटाने पर शेष बराबर रहते हैं; पूर्ण अपने भाग से बड़ा होता है। अभिधारणाएँ ज्यामिति के बारे में हैं: किन्हीं दो बिंदुओं से एक सरल रेखा खींची जा सकती है, किसी भी केंद्र और त्रिज्या से वृत्त खींचा जा सकता है, और सभी समकोण बराबर होते हैं।\n\nआगे का हर परिणाम इन्हीं से, एक-एक चरण में सिद्ध होता है, और हर चरण बताता है कि उसने किस अभिगृहीत या अभिधारणा का उपयोग किया।",
    },
    examples: [
      example(
        [
          "A, B, C, D lie on a line in this order, with AC = BD = 11 cm and BC = 4 cm. Find AB and CD.",
          "A, B, C, D इसी क्रम में एक रेखा पर हैं, जहाँ AC = BD = 11 cm और BC = 4 cm है। AB और CD ज्ञात करो।",
        ],
        [
          ["AB = AC − BC and CD = BD − BC", "Equals taken from equals: AB = CD = 11 − 4"],
          ["AB = AC − BC और CD = BD − BC", "बराबरों में से बराबर घटाया: AB = CD = 11 − 4"],
        ],
        ["AB = CD = 7 cm", "AB = CD = 7 cm"],
        "11 - 4",
        "7",
      ),
      example(
        [
          "How many lines can be drawn through 5 points, no three of which lie on one line?",
          "5 बिंदुओं से, जिनमें से कोई तीन एक रेखा पर नहीं हैं, कितनी रेखाएँ खींची जा सकती हैं?",
        ],
        [
          [
            "Through each two points there is exactly one line",
            "Each point pairs with 4 others; each line is counted twice: 5 × 4 ÷ 2",
          ],
          ["हर दो बिंदुओं से ठीक एक रेखा जाती है", "हर बिंदु 4 अन्य से जुड़ता है; हर रेखा दो बार गिनी जाती है: 5 × 4 ÷ 2"],
        ],
        ["10 lines", "10 रेखाएँ"],
        "5 × 4 ÷ 2",
        "10",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-rm-ch06",
    title: { en: "Lines and Angles", hi: "रेखाएँ और कोण" },
    idea: {
      en: "When a ray stands on a line, the two angles it makes add up to 180°: a linear pair. When two lines cross, the vertically opposite angles are equal, because each makes a linear pair with the same angle.\n\nWhen a transversal cuts two parallel lines, corresponding angles are equal, alternate interior angles are equal, and co-interior angles (on the same side, between the lines) add up to 180°.",
      hi: "जब कोई किरण किसी रेखा पर खड़ी होती है, तो उससे बने दोनों कोणों का योग 180° होता है: एक रैखिक युग्म। जब दो रेखाएँ एक-दूसरे को काटती हैं, तो शीर्षाभिमुख कोण बराबर होते हैं, क्योंकि दोनों एक ही कोण के साथ रैखिक युग्म बनाते हैं।\n\nजब कोई तिर्यक रेखा दो समांतर रेखाओं को काटती है, तो संगत कोण बराबर होते हैं, एकांतर अंतः कोण बराबर होते हैं, और सह-अंतः कोणों (एक ही ओर, रेखाओं के बीच) का योग 180° होता है।",
    },
    examples: [
      example(
        [
          "Two lines cross. One of the angles is 65°. Find the other three.",
          "दो रेखाएँ एक-दूसरे को काटती हैं। एक कोण 65° है। बाकी तीन कोण ज्ञात करो।",
        ],
        [
          [
            "Its neighbour makes a linear pair with it: 180° − 65° = 115°",
            "Vertically opposite angles are equal: 65° and 115°",
          ],
          [
            "उसका पड़ोसी कोण उसके साथ रैखिक युग्म बनाता है: 180° − 65° = 115°",
            "शीर्षाभिमुख कोण बराबर होते हैं: 65° और 115°",
          ],
        ],
        ["115°, 65° and 115°", "115°, 65° और 115°"],
        "180 - 65",
        "115",
      ),
      example(
        [
          "A transversal cuts two parallel lines. One co-interior angle is 72°. Find the other.",
          "एक तिर्यक रेखा दो समांतर रेखाओं को काटती है। एक सह-अंतः कोण 72° है। दूसरा ज्ञात करो।",
        ],
        [
          ["Co-interior angles add up to 180°", "180° − 72°"],
          ["सह-अंतः कोणों का योग 180° होता है", "180° − 72°"],
        ],
        ["108°", "108°"],
        "180 - 72",
        "108",
      ),
    ],
  },
  {
    chapterId: "ncert-c9-rm-ch07",
    title: { en: "Triangles", hi: "त्रिभुज" },
    idea: {
      en: "Two triangles are congruent when one fits exactly on the other. We need not check all six parts: two sides and the angle between them (SAS), two angles and the side between them (ASA), three sides (SSS), or, in right triangles, the hypotenuse and one side (RHS) are enough. Then every matching part is equal (CPCT).\n\nIn an isosceles triangle the angles opposite the equal sides are equal, and the three angles of any triangle add up to 180°.",
      hi: "दो त्रिभुज सर्वांगसम होते हैं जब एक ठीक दूसरे पर बैठ जाए। सभी छह भाग जाँचने की ज़रूरत नहीं: दो भुजाएँ और उनके बीच का कोण (SAS), दो कोण और उनके बीच की भुजा (ASA), तीनों भुजाएँ (SSS), या समकोण त्रिभुजों में कर्ण और एक भुजा (RHS) काफ़ी हैं। तब हर संगत भाग बराबर होता है (CPCT)।\n\nसमद्विबाहु त्रिभुज में बराबर भुजाओं के सामने के कोण बराबर होते हैं, और किसी भी त्रिभुज के तीनों कोणों का योग 180° होता है।",
    },
    examples: [
      example(
        [
          "In triangle ABC, AB = AC and ∠A = 40°. Find ∠B.",
          "त्रिभुज ABC में AB = AC और ∠A = 40° है। ∠B ज्ञात करो।",
        ],
        [
          ["AB = AC, so ∠B = ∠C", "∠B + ∠C = 180° − 40° = 140°, so ∠B = 140° ÷ 2"],
          ["AB = AC, इसलिए ∠B = ∠C", "∠B + ∠C = 180° − 40° = 140°, इसलिए ∠B = 140° ÷ 2"],
        ],
        ["∠B = 70°", "∠B = 70°"],
        "(180 - 40) ÷ 2",
        "70",
      ),
      example(
        [
          "Triangles ABC and PQR have AB = PQ, ∠B = ∠Q and BC = QR. If AC = 9 cm, find PR.",
          "त्रिभुजों ABC और PQR में AB = PQ, ∠B = ∠Q और BC = QR है। यदि AC = 9 cm है, तो PR ज्ञात करो।",
        ],
        [
          [
            "Two sides and the angle between them are equal: congruent by SAS",
            "Matching parts are equal (CPCT): PR = AC",
          ],
          ["दो भुजाएँ और उनके बीच का कोण बराबर: SAS से सर्वांगसम", "संगत भाग बराबर (CPCT): PR = AC"],
        ],
        ["PR = 9 cm", "PR = 9 cm"],
        "9",
        "9",
      ),
    ],
  },
]);
