import { example } from "./class-08-10-example.ts";
import { defineLessons, type Lesson } from "./model.ts";

/** A lesson page written in one call: chapter, title, idea and two worked examples, English and Hindi. */
const lesson = (
  chapterId: string,
  title: readonly [string, string],
  idea: readonly [string, string],
  examples: Lesson["examples"],
): Lesson => ({
  chapterId,
  title: { en: title[0], hi: title[1] },
  idea: { en: idea[0], hi: idea[1] },
  examples,
});

/** Class 8's lesson pages (Ganita Prakash), one per chapter, in the book's order. */
export const CLASS_8_LESSONS = defineLessons([
  lesson(
    "ncert-c8-ch01",
    ["A Square and A Cube", "एक वर्ग और एक घन"],
    [
      "A square number is n × n; a cube number is n × n × n. The square root undoes squaring and the cube root undoes cubing.\n\nPatterns help: the first n odd numbers add up to n², and between n² and (n + 1)² there are exactly 2n numbers.",
      "वर्ग संख्या n × n होती है; घन संख्या n × n × n। वर्गमूल वर्ग को और घनमूल घन को उल्टा करता है।\n\nपैटर्न मदद करते हैं: पहली n विषम संख्याओं का योग n² है, और n² तथा (n + 1)² के बीच ठीक 2n संख्याएँ होती हैं।",
    ],
    [
      example(
        ["Find the square root of 1225.", "1225 का वर्गमूल ज्ञात करो।"],
        [
          ["It ends in 5, so the root ends in 5", "35 × 35 = 1225"],
          ["अंत में 5 है, इसलिए मूल के अंत में 5", "35 × 35 = 1225"],
        ],
        ["35", "35"],
        "1225 ÷ 35",
        "35",
      ),
      example(
        [
          "Find 1 + 3 + 5 + … + 19 (the first 10 odd numbers).",
          "1 + 3 + 5 + … + 19 (पहली 10 विषम संख्याएँ) ज्ञात करो।",
        ],
        [
          ["The first n odd numbers add up to n²", "n = 10, so 10 × 10"],
          ["पहली n विषम संख्याओं का योग n² है", "n = 10, इसलिए 10 × 10"],
        ],
        ["100", "100"],
        "10 × 10",
        "100",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch02",
    ["Power Play", "घातों का खेल"],
    [
      "aⁿ means a multiplied by itself n times. When the base is the same: multiply → add the exponents; divide → subtract them; a power of a power → multiply them. a⁰ = 1 and a⁻ⁿ = 1/aⁿ.\n\nVery large and very small numbers are written in standard form k × 10ⁿ, with k from 1 up to (not including) 10.",
      "aⁿ का अर्थ है a को n बार आपस में गुणा करना। आधार समान हो तो: गुणा → घातांक जोड़ो; भाग → घटाओ; घात की घात → गुणा करो। a⁰ = 1 और a⁻ⁿ = 1/aⁿ।\n\nबहुत बड़ी और बहुत छोटी संख्याएँ मानक रूप k × 10ⁿ में लिखी जाती हैं, जहाँ k, 1 से 10 तक (10 नहीं)।",
    ],
    [
      example(
        ["Simplify 2⁵ × 2³.", "2⁵ × 2³ को सरल करो।"],
        [
          ["Same base: add the exponents, 5 + 3 = 8", "2⁸ = 256"],
          ["आधार समान: घातांक जोड़ो, 5 + 3 = 8", "2⁸ = 256"],
        ],
        ["256", "256"],
        "2 ^ 8",
        "256",
      ),
      example(
        ["Write 3,45,000 in standard form: 3.45 × what?", "3,45,000 को मानक रूप में लिखो: 3.45 × कितना?"],
        [
          ["Move the point 5 places left: 3.45", "3,45,000 ÷ 3.45 = 100000, which is 10⁵"],
          ["दशमलव बिंदु 5 स्थान बाएँ: 3.45", "3,45,000 ÷ 3.45 = 100000, यानी 10⁵"],
        ],
        ["100000, so 3.45 × 10⁵", "100000, इसलिए 3.45 × 10⁵"],
        "345000 ÷ 3.45",
        "100000",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch03",
    ["A Story of Numbers", "संख्याओं की कहानी"],
    [
      "People have counted in many ways. Our Hindu–Arabic system uses ten digits, a zero, and place value in base 10: each place is worth ten times the one to its right.\n\nIn base 2 the places are 1, 2, 4, 8, …; in base 5 they are 1, 5, 25, …. Roman numerals add letter values, and take away a smaller letter written before a larger one.",
      "लोगों ने कई तरह से गिनती की है। हमारी हिंदू–अरबी पद्धति दस अंक, शून्य और आधार 10 में स्थानीय मान इस्तेमाल करती है: हर स्थान अपने दाएँ वाले से दस गुना है।\n\nआधार 2 में स्थान 1, 2, 4, 8, … हैं; आधार 5 में 1, 5, 25, …। रोमन अंकों में अक्षरों के मान जुड़ते हैं, और बड़े अक्षर से पहले लिखा छोटा अक्षर घटता है।",
    ],
    [
      example(
        ["What is 1011 in base 2 worth in base 10?", "आधार 2 का 1011, आधार 10 में कितना है?"],
        [
          ["Places from the right: 1, 2, 4, 8", "1 × 8 + 0 × 4 + 1 × 2 + 1 × 1"],
          ["दाएँ से स्थान: 1, 2, 4, 8", "1 × 8 + 0 × 4 + 1 × 2 + 1 × 1"],
        ],
        ["11", "11"],
        "1 × 8 + 0 × 4 + 1 × 2 + 1 × 1",
        "11",
      ),
      example(
        ["What is the value of XLIV?", "XLIV का मान क्या है?"],
        [
          ["XL = 50 − 10 = 40", "IV = 5 − 1 = 4"],
          ["XL = 50 − 10 = 40", "IV = 5 − 1 = 4"],
        ],
        ["44", "44"],
        "(50 - 10) + (5 - 1)",
        "44",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch04",
    ["Quadrilaterals", "चतुर्भुज"],
    [
      "A diagonal cuts a quadrilateral into two triangles, so its angles add up to 2 × 180° = 360°. In a parallelogram opposite angles are equal and adjacent angles add up to 180°. A rhombus's diagonals cut each other in half at right angles.\n\nA polygon with n sides splits into n − 2 triangles: its angles add up to (n − 2) × 180°.",
      "एक विकर्ण चतुर्भुज को दो त्रिभुजों में बाँटता है, इसलिए उसके कोणों का योग 2 × 180° = 360° है। समांतर चतुर्भुज में सम्मुख कोण बराबर और आसन्न कोणों का योग 180° होता है। समचतुर्भुज के विकर्ण एक-दूसरे को समकोण पर आधा-आधा काटते हैं।\n\nn भुजाओं वाला बहुभुज n − 2 त्रिभुजों में बँटता है: उसके कोणों का योग (n − 2) × 180° है।",
    ],
    [
      example(
        ["In parallelogram ABCD, ∠A = 70°. Find ∠B.", "समांतर चतुर्भुज ABCD में ∠A = 70° है। ∠B ज्ञात करो।"],
        [
          ["Adjacent angles add up to 180°", "∠B = 180 − 70"],
          ["आसन्न कोणों का योग 180° है", "∠B = 180 − 70"],
        ],
        ["110°", "110°"],
        "180 - 70",
        "110",
      ),
      example(
        ["Find the sum of the angles of a hexagon.", "षट्भुज के कोणों का योग ज्ञात करो।"],
        [
          ["6 sides → 6 − 2 = 4 triangles", "4 × 180"],
          ["6 भुजाएँ → 6 − 2 = 4 त्रिभुज", "4 × 180"],
        ],
        ["720°", "720°"],
        "(6 - 2) × 180",
        "720",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch05",
    ["Number Play", "संख्याओं का खेल"],
    [
      "Divisibility tests look at digits: by 3 or 9 add the digits (the remainder is the digit sum's remainder); by 4 look at the last two; by 11 take the alternating sum.\n\nDigit tricks come from place value: a number ending in 5 squares to n(n + 1) followed by 25.",
      "विभाज्यता की जाँच अंकों से होती है: 3 या 9 के लिए अंकों का योग (शेषफल भी अंकों के योग का शेषफल है); 4 के लिए आखिरी दो अंक; 11 के लिए एकांतर योग।\n\nअंकों की तरकीबें स्थानीय मान से आती हैं: 5 पर खत्म होने वाली संख्या का वर्ग n(n + 1) के बाद 25 लिखकर मिलता है।",
    ],
    [
      example(
        ["What remainder does 4,729 leave when divided by 9?", "4,729 को 9 से भाग देने पर शेषफल क्या है?"],
        [
          ["Digit sum: 4 + 7 + 2 + 9 = 22", "22 = 9 × 2 + 4"],
          ["अंकों का योग: 4 + 7 + 2 + 9 = 22", "22 = 9 × 2 + 4"],
        ],
        ["4", "4"],
        "4729 - 9 × 525",
        "4",
      ),
      example(
        ["Find 65².", "65² ज्ञात करो।"],
        [
          ["6 × 7 = 42", "Write 25 after it"],
          ["6 × 7 = 42", "इसके बाद 25 लिखो"],
        ],
        ["4225", "4225"],
        "65 × 65",
        "4225",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch06",
    ["We Distribute, Yet Things Multiply", "हम बाँटते हैं, फिर भी चीज़ें गुणा होती हैं"],
    [
      "Multiplication distributes over addition: a(b + c) = ab + ac. Doing this twice gives (a + b)(c + d) = ac + ad + bc + bd, and from it the identities (a + b)² = a² + 2ab + b², (a − b)² = a² − 2ab + b² and (a + b)(a − b) = a² − b².",
      "गुणा, जोड़ पर बँटता है: a(b + c) = ab + ac। दो बार ऐसा करने से (a + b)(c + d) = ac + ad + bc + bd मिलता है, और इसी से सर्वसमिकाएँ (a + b)² = a² + 2ab + b², (a − b)² = a² − 2ab + b² और (a + b)(a − b) = a² − b²।",
    ],
    [
      example(
        ["Find 102 × 98.", "102 × 98 ज्ञात करो।"],
        [
          ["(100 + 2)(100 − 2) = 100² − 2²", "10000 − 4"],
          ["(100 + 2)(100 − 2) = 100² − 2²", "10000 − 4"],
        ],
        ["9996", "9996"],
        "100 ^ 2 - 2 ^ 2",
        "9996",
      ),
      example(
        ["Expand (x + 3)(x + 4). What is the number term?", "(x + 3)(x + 4) का प्रसार करो। अचर पद क्या है?"],
        [
          ["x² + 3x + 4x + 12", "x² + 7x + 12"],
          ["x² + 3x + 4x + 12", "x² + 7x + 12"],
        ],
        ["x² + 7x + 12; the number term is 12", "x² + 7x + 12; अचर पद 12 है"],
        "3 × 4",
        "12",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch07",
    ["Proportional Reasoning-1", "समानुपातिक तर्क-1"],
    [
      "Two quantities are in proportion when their ratio stays the same: a : b = c : d, so a × d = b × c. To share in a ratio, add the parts, find one part, then multiply. The unitary method finds the value of one first.",
      "दो राशियाँ समानुपात में होती हैं जब उनका अनुपात वही रहता है: a : b = c : d, इसलिए a × d = b × c। किसी अनुपात में बाँटने के लिए भाग जोड़ो, एक भाग निकालो, फिर गुणा करो। ऐकिक नियम में पहले एक का मान निकालते हैं।",
    ],
    [
      example(
        [
          "Share ₹600 between Priya and Arjun in the ratio 2 : 3. What does Priya get?",
          "₹600 को प्रिया और अर्जुन में 2 : 3 के अनुपात में बाँटो। प्रिया को कितने मिलेंगे?",
        ],
        [
          ["Parts: 2 + 3 = 5; one part: 600 ÷ 5 = 120", "Priya: 2 × 120"],
          ["भाग: 2 + 3 = 5; एक भाग: 600 ÷ 5 = 120", "प्रिया: 2 × 120"],
        ],
        ["₹240", "₹240"],
        "600 ÷ 5 × 2",
        "240",
      ),
      example(
        ["If 3 : 12 = 5 : x, find x.", "यदि 3 : 12 = 5 : x है, तो x ज्ञात करो।"],
        [
          ["3 × x = 12 × 5", "x = 60 ÷ 3"],
          ["3 × x = 12 × 5", "x = 60 ÷ 3"],
        ],
        ["x = 20", "x = 20"],
        "12 × 5 ÷ 3",
        "20",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch08",
    ["Fractions in Disguise", "भेष बदले भिन्न"],
    [
      "A percentage is a fraction with 100 below: 25% = 25/100 = 1/4. Increase or decrease by p%: change = p/100 × original. Profit or loss per cent is worked on the cost price; discount per cent on the marked price.",
      "प्रतिशत वह भिन्न है जिसके नीचे 100 हो: 25% = 25/100 = 1/4। p% की वृद्धि या कमी: बदलाव = p/100 × मूल। लाभ या हानि प्रतिशत क्रय मूल्य पर, और छूट प्रतिशत अंकित मूल्य पर निकालते हैं।",
    ],
    [
      example(
        ["A ₹800 price goes up by 15%. What is the new price?", "₹800 का दाम 15% बढ़ता है। नया दाम क्या है?"],
        [
          ["Increase: 15/100 × 800 = 120", "New price: 800 + 120"],
          ["वृद्धि: 15/100 × 800 = 120", "नया दाम: 800 + 120"],
        ],
        ["₹920", "₹920"],
        "800 + 15/100 × 800",
        "920",
      ),
      example(
        [
          "Bought for ₹400, sold for ₹460. Find the profit per cent.",
          "₹400 में खरीदा, ₹460 में बेचा। लाभ प्रतिशत ज्ञात करो।",
        ],
        [
          ["Profit: 460 − 400 = 60", "60 ÷ 400 × 100"],
          ["लाभ: 460 − 400 = 60", "60 ÷ 400 × 100"],
        ],
        ["15%", "15%"],
        "(460 - 400) ÷ 400 × 100",
        "15",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch09",
    ["The Baudhayana-Pythagoras Theorem", "बौधायन-पाइथागोरस प्रमेय"],
    [
      "Baudhayana's Sulba Sutra says it long ago: in a right triangle the square on the hypotenuse equals the sum of the squares on the other two sides, c² = a² + b². Whole-number solutions like (3, 4, 5) are Pythagorean triples.",
      "बौधायन के शुल्ब सूत्र में यह बहुत पहले कहा गया: समकोण त्रिभुज में कर्ण पर बना वर्ग बाकी दो भुजाओं पर बने वर्गों के योग के बराबर होता है, c² = a² + b²। (3, 4, 5) जैसे पूर्ण संख्या वाले हल पाइथागोरस त्रिक हैं।",
    ],
    [
      example(
        [
          "The shorter sides of a right triangle are 6 cm and 8 cm. Find the hypotenuse.",
          "समकोण त्रिभुज की छोटी भुजाएँ 6 cm और 8 cm हैं। कर्ण ज्ञात करो।",
        ],
        [
          ["c² = 36 + 64 = 100", "10 × 10 = 100"],
          ["c² = 36 + 64 = 100", "10 × 10 = 100"],
        ],
        ["10 cm", "10 cm"],
        "(6 × 6 + 8 × 8) ÷ 10",
        "10",
      ),
      example(
        [
          "A 13 m ladder has its foot 5 m from a wall. How high does it reach?",
          "13 m की सीढ़ी का निचला सिरा दीवार से 5 m दूर है। वह कितनी ऊँचाई तक पहुँचती है?",
        ],
        [
          ["Height² = 169 − 25 = 144", "12 × 12 = 144"],
          ["ऊँचाई² = 169 − 25 = 144", "12 × 12 = 144"],
        ],
        ["12 m", "12 m"],
        "(13 × 13 - 5 × 5) ÷ 12",
        "12",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch10",
    ["Proportional Reasoning-2", "समानुपातिक तर्क-2"],
    [
      "In inverse proportion one quantity grows as the other shrinks and their product stays the same: more workers, fewer days. A pie chart shows parts of a whole as angles: angle = part ÷ whole × 360°.",
      "व्युत्क्रमानुपात में एक राशि बढ़े तो दूसरी घटती है और उनका गुणनफल वही रहता है: अधिक मज़दूर, कम दिन। पाई चार्ट पूरे के भागों को कोणों से दिखाता है: कोण = भाग ÷ पूरा × 360°।",
    ],
    [
      example(
        ["6 workers take 10 days. How long do 4 workers take?", "6 मज़दूर 10 दिन लेते हैं। 4 मज़दूर कितने दिन लेंगे?"],
        [
          ["Work: 6 × 10 = 60 worker-days", "60 ÷ 4"],
          ["काम: 6 × 10 = 60 मज़दूर-दिन", "60 ÷ 4"],
        ],
        ["15 days", "15 दिन"],
        "6 × 10 ÷ 4",
        "15",
      ),
      example(
        [
          "9 of 36 children like cricket. What angle shows cricket in a pie chart?",
          "36 में से 9 बच्चों को क्रिकेट पसंद है। पाई चार्ट में क्रिकेट का कोण क्या होगा?",
        ],
        [
          ["Share: 9 ÷ 36 = 1/4", "1/4 × 360"],
          ["हिस्सा: 9 ÷ 36 = 1/4", "1/4 × 360"],
        ],
        ["90°", "90°"],
        "9 ÷ 36 × 360",
        "90",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch11",
    ["Exploring Some Geometric Themes", "कुछ ज्यामितीय विषयों की खोज"],
    [
      "For every polyhedron, faces + vertices − edges = 2 (Euler's formula). A prism on an n-sided base has n + 2 faces, 2n vertices and 3n edges.\n\nFractals repeat a rule at every stage: if each piece becomes 3 pieces, stage n has 3ⁿ pieces.",
      "हर बहुफलक के लिए फलक + शीर्ष − किनारे = 2 (ऑयलर का सूत्र)। n भुजाओं वाले आधार के प्रिज़्म के n + 2 फलक, 2n शीर्ष और 3n किनारे होते हैं।\n\nफ्रैक्टल हर चरण में एक नियम दोहराते हैं: यदि हर टुकड़ा 3 टुकड़े बने, तो चरण n पर 3ⁿ टुकड़े होते हैं।",
    ],
    [
      example(
        [
          "A polyhedron has 8 faces and 12 vertices. How many edges?",
          "एक बहुफलक के 8 फलक और 12 शीर्ष हैं। कितने किनारे हैं?",
        ],
        [
          ["F + V − E = 2", "E = 8 + 12 − 2"],
          ["F + V − E = 2", "E = 8 + 12 − 2"],
        ],
        ["18", "18"],
        "8 + 12 - 2",
        "18",
      ),
      example(
        [
          "How many shaded triangles has a Sierpinski triangle at stage 4?",
          "सियरपिंस्की त्रिभुज में चरण 4 पर कितने छायांकित त्रिभुज हैं?",
        ],
        [
          ["Each stage triples the count", "3 × 3 × 3 × 3"],
          ["हर चरण गिनती को तिगुना करता है", "3 × 3 × 3 × 3"],
        ],
        ["81", "81"],
        "3 ^ 4",
        "81",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch12",
    ["Tales by Dots and Lines", "बिंदुओं और रेखाओं की कहानियाँ"],
    [
      "The mean is the balance point of the data: the amounts above it exactly balance the amounts below it. Mean = total ÷ how many, so total = mean × how many. A line graph joins dots of data in order, to show how something changes.",
      "माध्य आँकड़ों का संतुलन बिंदु है: इससे ऊपर की मात्राएँ नीचे की मात्राओं को ठीक संतुलित करती हैं। माध्य = योग ÷ गिनती, इसलिए योग = माध्य × गिनती। रेखा-आलेख आँकड़ों के बिंदुओं को क्रम से जोड़कर बदलाव दिखाता है।",
    ],
    [
      example(
        ["The mean of 5 numbers is 12. What is their total?", "5 संख्याओं का माध्य 12 है। उनका योग क्या है?"],
        [
          ["Total = mean × how many", "12 × 5"],
          ["योग = माध्य × गिनती", "12 × 5"],
        ],
        ["60", "60"],
        "12 × 5",
        "60",
      ),
      example(
        [
          "The mean of 8, 10, 15 and one more number is 11. Find it.",
          "8, 10, 15 और एक और संख्या का माध्य 11 है। वह संख्या ज्ञात करो।",
        ],
        [
          ["Total needed: 11 × 4 = 44", "44 − (8 + 10 + 15)"],
          ["चाहिए योग: 11 × 4 = 44", "44 − (8 + 10 + 15)"],
        ],
        ["11", "11"],
        "11 × 4 - (8 + 10 + 15)",
        "11",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch13",
    ["Algebra Play", "बीजगणित का खेल"],
    [
      "A number trick works because of algebra: call the number x and follow the steps. To solve an equation, do the same thing to both sides until x is alone. Puzzles like “the sum is 20, the difference is 4” are two equations: add them to find the larger number.",
      "संख्या की तरकीब बीजगणित से चलती है: संख्या को x कहो और चरणों पर चलो। समीकरण हल करने के लिए दोनों ओर एक ही काम करो जब तक x अकेला न रह जाए। “योग 20, अंतर 4” जैसी पहेलियाँ दो समीकरण हैं: बड़ी संख्या के लिए उन्हें जोड़ो।",
    ],
    [
      example(
        ["Solve 3x + 7 = 31.", "3x + 7 = 31 को हल करो।"],
        [
          ["Take 7 from both sides: 3x = 24", "Divide by 3"],
          ["दोनों ओर से 7 घटाओ: 3x = 24", "3 से भाग दो"],
        ],
        ["x = 8", "x = 8"],
        "(31 - 7) ÷ 3",
        "8",
      ),
      example(
        [
          "Two numbers add up to 20 and differ by 4. Find the larger.",
          "दो संख्याओं का योग 20 और अंतर 4 है। बड़ी संख्या ज्ञात करो।",
        ],
        [
          ["Add: twice the larger is 24", "24 ÷ 2"],
          ["जोड़ो: बड़ी का दुगुना 24 है", "24 ÷ 2"],
        ],
        ["12", "12"],
        "(20 + 4) ÷ 2",
        "12",
      ),
    ],
  ),
  lesson(
    "ncert-c8-ch14",
    ["Area", "क्षेत्रफल"],
    [
      "Parallelogram: base × height (cut off a triangle and move it to make a rectangle). Triangle: half a parallelogram, ½ × base × height. Trapezium: ½ × (sum of parallel sides) × height. A rhombus: ½ × product of diagonals. Odd shapes split into these.",
      "समांतर चतुर्भुज: आधार × ऊँचाई (एक त्रिभुज काटकर दूसरी ओर लगाओ तो आयत बनता है)। त्रिभुज: समांतर चतुर्भुज का आधा, ½ × आधार × ऊँचाई। समलंब: ½ × (समांतर भुजाओं का योग) × ऊँचाई। समचतुर्भुज: ½ × विकर्णों का गुणनफल। बाकी आकार इन्हीं में बँटते हैं।",
    ],
    [
      example(
        [
          "Find the area of a trapezium with parallel sides 10 cm and 6 cm, 5 cm apart.",
          "उस समलंब का क्षेत्रफल ज्ञात करो जिसकी समांतर भुजाएँ 10 cm और 6 cm हैं और उनके बीच 5 cm की दूरी है।",
        ],
        [
          ["½ × (10 + 6) × 5", "½ × 16 × 5"],
          ["½ × (10 + 6) × 5", "½ × 16 × 5"],
        ],
        ["40 cm²", "40 cm²"],
        "(10 + 6) × 5 ÷ 2",
        "40",
      ),
      example(
        [
          "A triangle has area 36 cm² and height 8 cm. Find its base.",
          "एक त्रिभुज का क्षेत्रफल 36 cm² और ऊँचाई 8 cm है। आधार ज्ञात करो।",
        ],
        [
          ["36 = ½ × base × 8", "Base = 2 × 36 ÷ 8"],
          ["36 = ½ × आधार × 8", "आधार = 2 × 36 ÷ 8"],
        ],
        ["9 cm", "9 cm"],
        "2 × 36 ÷ 8",
        "9",
      ),
    ],
  ),
]);
