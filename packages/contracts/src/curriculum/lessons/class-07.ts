import { defineLessons } from "./model.ts";
import { worked } from "./worked.ts";

/** Class 7's lesson pages, one per chapter, in the book's order. */
export const CLASS_7_LESSONS = defineLessons([
  {
    chapterId: "ncert-c7-ch01",
    title: { en: "Large Numbers Around Us", hi: "हमारे आस-पास की बड़ी संख्याएँ" },
    idea: {
      en: "In India we group large numbers as thousands, lakhs and crores: 1 lakh = 1,00,000 and 1 crore = 1,00,00,000 = 100 lakh. Other countries use millions: 1 million = 10 lakh, and 1 crore = 10 million.\n\nTo round, look at the digit just after the place you round to: 5 or more rounds up.",
      hi: "भारत में बड़ी संख्याओं को हज़ार, लाख और करोड़ में बाँटते हैं: 1 लाख = 1,00,000 और 1 करोड़ = 1,00,00,000 = 100 लाख। दूसरे देश मिलियन का उपयोग करते हैं: 1 मिलियन = 10 लाख, और 1 करोड़ = 10 मिलियन।\n\nपूर्णांकन के लिए जिस स्थान तक पूर्णांकित करना है उसके बाद वाला अंक देखो: 5 या अधिक हो तो ऊपर की ओर।",
    },
    examples: [
      worked(
        { en: "Write 4 crore 25 lakh as a number.", hi: "4 करोड़ 25 लाख को अंकों में लिखो।" },
        {
          en: ["4 crore = 4,00,00,000 and 25 lakh = 25,00,000.", "4,00,00,000 + 25,00,000 = 4,25,00,000"],
          hi: ["4 करोड़ = 4,00,00,000 और 25 लाख = 25,00,000।", "4,00,00,000 + 25,00,000 = 4,25,00,000"],
        },
        { en: "4,25,00,000", hi: "4,25,00,000" },
        "40000000 + 2500000",
        "42500000",
      ),
      worked(
        { en: "How many lakh make 7 million?", hi: "7 मिलियन में कितने लाख होते हैं?" },
        { en: ["1 million = 10 lakh.", "7 × 10 = 70"], hi: ["1 मिलियन = 10 लाख।", "7 × 10 = 70"] },
        { en: "70 lakh", hi: "70 लाख" },
        "7 × 10",
        "70",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch02",
    title: { en: "Arithmetic Expressions", hi: "अंकगणितीय व्यंजक" },
    idea: {
      en: "An expression such as 5 + 3 × 4 has one value. Work out brackets first, then multiply and divide, then add and subtract from the left: 5 + 3 × 4 = 5 + 12 = 17, not 32.\n\nA minus sign before a bracket takes away everything inside it: 20 − (8 − 3) = 20 − 5.",
      hi: "5 + 3 × 4 जैसे व्यंजक का एक ही मान होता है। पहले कोष्ठक, फिर गुणा और भाग, फिर बाईं ओर से जोड़ और घटाव: 5 + 3 × 4 = 5 + 12 = 17, न कि 32।\n\nकोष्ठक से पहले का ऋण चिह्न अंदर की पूरी राशि घटाता है: 20 − (8 − 3) = 20 − 5।",
    },
    examples: [
      worked(
        { en: "Find 7 + 6 × 5.", hi: "7 + 6 × 5 का मान ज्ञात करो।" },
        { en: ["Multiply first: 6 × 5 = 30.", "7 + 30 = 37"], hi: ["पहले गुणा: 6 × 5 = 30।", "7 + 30 = 37"] },
        { en: "37", hi: "37" },
        "7 + 6 × 5",
        "37",
      ),
      worked(
        { en: "Find 30 − (12 + 5).", hi: "30 − (12 + 5) का मान ज्ञात करो।" },
        {
          en: ["Bracket first: 12 + 5 = 17.", "30 − 17 = 13"],
          hi: ["पहले कोष्ठक: 12 + 5 = 17।", "30 − 17 = 13"],
        },
        { en: "13", hi: "13" },
        "30 - (12 + 5)",
        "13",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch03",
    title: { en: "A Peek Beyond the Point", hi: "बिंदु से परे एक दृष्टि" },
    idea: {
      en: "Digits after the decimal point are tenths, hundredths, thousandths: 2.35 is 2 ones, 3 tenths and 5 hundredths.\n\nTo add or subtract, line up the decimal points (write zeros so both have the same places). To compare, compare the whole parts, then the tenths, then the hundredths: 0.5 is more than 0.45.",
      hi: "दशमलव बिंदु के बाद के अंक दसवें, सौवें, हज़ारवें भाग हैं: 2.35 में 2 इकाई, 3 दसवें और 5 सौवें भाग हैं।\n\nजोड़ने या घटाने के लिए दशमलव बिंदुओं को एक सीध में रखो (शून्य लिखकर बराबर अंक बनाओ)। तुलना के लिए पहले पूर्ण भाग, फिर दसवें, फिर सौवें भाग देखो: 0.5, 0.45 से बड़ा है।",
    },
    examples: [
      worked(
        { en: "5.6 + 2.35 = ?", hi: "हल करो: 5.6 + 2.35 = ?" },
        {
          en: ["Write 5.6 as 5.60 and line up the points.", "5.60 + 2.35 = 7.95"],
          hi: ["5.6 को 5.60 लिखो और बिंदु एक सीध में रखो।", "5.60 + 2.35 = 7.95"],
        },
        { en: "7.95", hi: "7.95" },
        "5.6 + 2.35",
        "7.95",
      ),
      worked(
        { en: "3.45 × 100 = ?", hi: "हल करो: 3.45 × 100 = ?" },
        {
          en: ["Multiplying by 100 moves the point 2 places to the right.", "3.45 × 100 = 345"],
          hi: ["100 से गुणा करने पर बिंदु 2 स्थान दाईं ओर जाता है।", "3.45 × 100 = 345"],
        },
        { en: "345", hi: "345" },
        "3.45 × 100",
        "345",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch04",
    title: { en: "Expressions using Letter-Numbers", hi: "अक्षर-संख्याओं वाले व्यंजक" },
    idea: {
      en: "A letter can stand for a number we do not know or that changes: if a pencil costs ₹p, 5 pencils cost 5p rupees (5 × p). Put a number in place of the letter to find the value: when p = 4, 5p + 12 = 20 + 12 = 32.\n\nLike terms have the same letter and can be added: 4x + 3x = 7x. A letter term and a number cannot be added together.",
      hi: "अक्षर किसी अनजानी या बदलती संख्या को दिखा सकता है: अगर एक पेंसिल ₹p की है, तो 5 पेंसिलें 5p रुपये (5 × p) की। मान निकालने के लिए अक्षर की जगह संख्या रखो: p = 4 पर 5p + 12 = 20 + 12 = 32।\n\nसमान पदों में एक ही अक्षर होता है और उन्हें जोड़ सकते हैं: 4x + 3x = 7x। अक्षर वाला पद और संख्या आपस में नहीं जुड़ते।",
    },
    examples: [
      worked(
        { en: "Find the value of 3x + 7 when x = 5.", hi: "x = 5 होने पर 3x + 7 का मान ज्ञात करो।" },
        {
          en: ["Put 5 in place of x.", "3 × 5 + 7 = 15 + 7 = 22"],
          hi: ["x की जगह 5 रखो।", "3 × 5 + 7 = 15 + 7 = 22"],
        },
        { en: "22", hi: "22" },
        "3 × 5 + 7",
        "22",
      ),
      worked(
        {
          en: "Simplify 6a + 4 + 2a, and find its value when a = 3.",
          hi: "6a + 4 + 2a को सरल करो, और a = 3 पर उसका मान ज्ञात करो।",
        },
        {
          en: ["Collect the a terms: 6a + 2a = 8a, so it is 8a + 4.", "When a = 3: 8 × 3 + 4 = 28"],
          hi: ["a वाले पद मिलाओ: 6a + 2a = 8a, इसलिए यह 8a + 4 है।", "a = 3 पर: 8 × 3 + 4 = 28"],
        },
        { en: "8a + 4, which is 28 when a = 3", hi: "8a + 4, जो a = 3 पर 28 है" },
        "8 × 3 + 4",
        "28",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch05",
    title: { en: "Parallel and Intersecting Lines", hi: "समांतर और प्रतिच्छेदी रेखाएँ" },
    idea: {
      en: "When two lines cross, the angles next to each other add up to 180° (a linear pair) and the opposite angles are equal (vertically opposite).\n\nWhen a line cuts two parallel lines, corresponding angles are equal, alternate angles are equal, and co-interior angles (between the parallels, on the same side) add up to 180°.",
      hi: "जब दो रेखाएँ काटती हैं, तो साथ-साथ के कोणों का योग 180° होता है (रैखिक युग्म) और आमने-सामने के कोण बराबर होते हैं (शीर्षाभिमुख कोण)।\n\nजब एक रेखा दो समांतर रेखाओं को काटती है, तो संगत कोण बराबर, एकांतर कोण बराबर, और सह-आंतरिक कोणों (समांतर रेखाओं के बीच, एक ही ओर) का योग 180° होता है।",
    },
    examples: [
      worked(
        {
          en: "Two lines cross. One angle is 72°. What is the angle next to it?",
          hi: "दो रेखाएँ काटती हैं। एक कोण 72° है। उसके बगल का कोण कितना है?",
        },
        {
          en: ["They form a linear pair: they add up to 180°.", "180° − 72° = 108°"],
          hi: ["ये रैखिक युग्म हैं: इनका योग 180° है।", "180° − 72° = 108°"],
        },
        { en: "108°", hi: "108°" },
        "180 - 72",
        "108",
      ),
      worked(
        {
          en: "A line cuts two parallel lines. One co-interior angle is 65°. Find the other.",
          hi: "एक रेखा दो समांतर रेखाओं को काटती है। एक सह-आंतरिक कोण 65° है। दूसरा ज्ञात करो।",
        },
        {
          en: ["Co-interior angles add up to 180°.", "180° − 65° = 115°"],
          hi: ["सह-आंतरिक कोणों का योग 180° होता है।", "180° − 65° = 115°"],
        },
        { en: "115°", hi: "115°" },
        "180 - 65",
        "115",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch06",
    title: { en: "Number Play", hi: "संख्याओं का खेल" },
    idea: {
      en: "A sum of numbers is odd only when it has an odd count of odd numbers.\n\nIn a 3 × 3 magic square every row, column and diagonal has the same sum: the nine numbers together make three rows, so the magic sum is their total ÷ 3. In the Virahanka numbers 1, 2, 3, 5, 8, 13, … each is the sum of the two before it.",
      hi: "संख्याओं का योग तभी विषम होता है जब उसमें विषम संख्याओं की गिनती विषम हो।\n\n3 × 3 के जादुई वर्ग में हर पंक्ति, स्तंभ और विकर्ण का योग बराबर होता है: नौ संख्याएँ मिलकर तीन पंक्तियाँ बनाती हैं, इसलिए जादुई योग कुल योग ÷ 3 है। विरहांक संख्याओं 1, 2, 3, 5, 8, 13, … में हर संख्या पिछली दो का योग है।",
    },
    examples: [
      worked(
        {
          en: "A magic square uses 1 to 9. What is its magic sum?",
          hi: "एक जादुई वर्ग में 1 से 9 तक की संख्याएँ हैं। उसका जादुई योग क्या है?",
        },
        { en: ["1 + 2 + … + 9 = 45.", "45 ÷ 3 = 15"], hi: ["1 + 2 + … + 9 = 45।", "45 ÷ 3 = 15"] },
        { en: "15", hi: "15" },
        "45 ÷ 3",
        "15",
      ),
      worked(
        {
          en: "What comes after 34, 55 in the Virahanka numbers?",
          hi: "विरहांक संख्याओं में 34, 55 के बाद क्या आता है?",
        },
        { en: ["Add the last two.", "34 + 55 = 89"], hi: ["अंतिम दो को जोड़ो।", "34 + 55 = 89"] },
        { en: "89", hi: "89" },
        "34 + 55",
        "89",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch07",
    title: { en: "A Tale of Three Intersecting Lines", hi: "तीन प्रतिच्छेदी रेखाओं की कहानी" },
    idea: {
      en: "Three lines that meet in pairs make a triangle. Its three angles add up to 180°. An exterior angle equals the sum of the two interior angles opposite it.\n\nAny two sides of a triangle together are longer than the third side: sides of 3 cm, 4 cm and 8 cm cannot make a triangle.",
      hi: "तीन रेखाएँ जो जोड़ों में मिलती हैं, त्रिभुज बनाती हैं। इसके तीनों कोणों का योग 180° होता है। बहिष्कोण सामने के दोनों अंतःकोणों के योग के बराबर होता है।\n\nत्रिभुज की कोई भी दो भुजाएँ मिलकर तीसरी से लंबी होती हैं: 3 सेमी, 4 सेमी और 8 सेमी की भुजाओं से त्रिभुज नहीं बनता।",
    },
    examples: [
      worked(
        {
          en: "Two angles of a triangle are 48° and 67°. Find the third.",
          hi: "त्रिभुज के दो कोण 48° और 67° हैं। तीसरा ज्ञात करो।",
        },
        {
          en: ["The angles add up to 180°.", "180° − 48° − 67° = 65°"],
          hi: ["कोणों का योग 180° है।", "180° − 48° − 67° = 65°"],
        },
        { en: "65°", hi: "65°" },
        "180 - 48 - 67",
        "65",
      ),
      worked(
        {
          en: "Two sides of a triangle are 6 cm and 9 cm. What is the longest whole number of cm the third side can be?",
          hi: "त्रिभुज की दो भुजाएँ 6 सेमी और 9 सेमी हैं। तीसरी भुजा अधिक से अधिक कितने पूरे सेमी हो सकती है?",
        },
        {
          en: ["The third side must be less than 6 + 9 = 15.", "The longest whole number below 15 is 14."],
          hi: ["तीसरी भुजा 6 + 9 = 15 से कम होनी चाहिए।", "15 से छोटी सबसे बड़ी पूर्ण संख्या 14 है।"],
        },
        { en: "14 cm", hi: "14 सेमी" },
        "6 + 9 - 1",
        "14",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch08",
    title: { en: "Working with Fractions", hi: "भिन्नों के साथ काम" },
    idea: {
      en: "3/4 of 20 means: share 20 into 4 equal parts (5 each) and take 3 parts (15). To multiply fractions, multiply the numerators and the denominators: 2/3 × 4/5 = 8/15.\n\nTo divide by a fraction, multiply by its reciprocal (turn it upside down): 2/3 ÷ 4/5 = 2/3 × 5/4.",
      hi: "20 का 3/4 यानी 20 को 4 बराबर भागों में बाँटो (हर भाग 5) और 3 भाग लो (15)। भिन्नों का गुणा करने के लिए अंशों का और हरों का गुणा करो: 2/3 × 4/5 = 8/15।\n\nकिसी भिन्न से भाग देने के लिए उसके व्युत्क्रम (उलटी भिन्न) से गुणा करो: 2/3 ÷ 4/5 = 2/3 × 5/4।",
    },
    examples: [
      worked(
        { en: "What is 3/5 of 40?", hi: "40 का 3/5 कितना है?" },
        {
          en: ["One part: 40 ÷ 5 = 8.", "Three parts: 8 × 3 = 24."],
          hi: ["एक भाग: 40 ÷ 5 = 8।", "तीन भाग: 8 × 3 = 24।"],
        },
        { en: "24", hi: "24" },
        "40 ÷ 5 × 3",
        "24",
      ),
      worked(
        { en: "2/3 ÷ 4/5 = ?", hi: "हल करो: 2/3 ÷ 4/5 = ?" },
        {
          en: ["Multiply by the reciprocal of 4/5, which is 5/4.", "2/3 × 5/4 = 10/12 = 5/6"],
          hi: ["4/5 के व्युत्क्रम 5/4 से गुणा करो।", "2/3 × 5/4 = 10/12 = 5/6"],
        },
        { en: "5/6", hi: "5/6" },
        "(2/3) ÷ (4/5)",
        "5/6",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch09",
    title: { en: "Geometric Twins", hi: "ज्यामितीय जुड़वाँ" },
    idea: {
      en: "Congruent triangles are exact copies: same sides, same angles. These are enough to know it: SSS, SAS (the angle between the two sides), ASA (the side between the two angles) and RHS (right angle, hypotenuse, side). Three equal angles are not enough.\n\nIn △ABC ≅ △PQR, A matches P, B matches Q and C matches R. In an isosceles triangle the angles opposite the equal sides are equal.",
      hi: "सर्वांगसम त्रिभुज हूबहू नकल होते हैं: वही भुजाएँ, वही कोण। यह जानने के लिए काफ़ी है: SSS, SAS (दोनों भुजाओं के बीच का कोण), ASA (दोनों कोणों के बीच की भुजा) और RHS (समकोण, कर्ण, भुजा)। तीन बराबर कोण काफ़ी नहीं हैं।\n\n△ABC ≅ △PQR में A का मेल P से, B का Q से और C का R से है। समद्विबाहु त्रिभुज में बराबर भुजाओं के सामने के कोण बराबर होते हैं।",
    },
    examples: [
      worked(
        {
          en: "In an isosceles triangle the angle between the equal sides is 40°. Find each of the other angles.",
          hi: "एक समद्विबाहु त्रिभुज में बराबर भुजाओं के बीच का कोण 40° है। बाकी दोनों कोण ज्ञात करो।",
        },
        {
          en: ["The other two angles are equal and share 180° − 40° = 140°.", "140° ÷ 2 = 70°"],
          hi: ["बाकी दोनों कोण बराबर हैं और 180° − 40° = 140° को बाँटते हैं।", "140° ÷ 2 = 70°"],
        },
        { en: "70° each", hi: "70° प्रत्येक" },
        "(180 - 40) ÷ 2",
        "70",
      ),
      worked(
        {
          en: "△ABC ≅ △QRP, with AB = 5 cm, BC = 7 cm and CA = 6 cm. How long is PQ?",
          hi: "△ABC ≅ △QRP है, जिसमें AB = 5 सेमी, BC = 7 सेमी और CA = 6 सेमी है। PQ कितनी है?",
        },
        {
          en: ["Match in order: A ↔ Q, B ↔ R, C ↔ P.", "So PQ matches CA, which is 6 cm."],
          hi: ["क्रम से मिलाओ: A ↔ Q, B ↔ R, C ↔ P।", "इसलिए PQ, CA से मेल खाती है, जो 6 सेमी है।"],
        },
        { en: "6 cm", hi: "6 सेमी" },
        "6",
        "6",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch10",
    title: { en: "Operations with Integers", hi: "पूर्णांकों पर संक्रियाएँ" },
    idea: {
      en: "To multiply or divide integers, work with the sizes, then fix the sign: the same signs give a positive answer, different signs a negative answer. So (−4) × (−3) = 12 and (−20) ÷ 5 = −4.",
      hi: "पूर्णांकों का गुणा या भाग करने के लिए मानों से हल करो, फिर चिह्न लगाओ: समान चिह्नों का उत्तर धनात्मक, अलग चिह्नों का ऋणात्मक। इसलिए (−4) × (−3) = 12 और (−20) ÷ 5 = −4।",
    },
    examples: [
      worked(
        { en: "(−6) × 7 = ?", hi: "हल करो: (−6) × 7 = ?" },
        {
          en: ["Sizes: 6 × 7 = 42.", "The signs differ, so the answer is negative: −42."],
          hi: ["मान: 6 × 7 = 42।", "चिह्न अलग हैं, इसलिए उत्तर ऋणात्मक है: −42।"],
        },
        { en: "−42", hi: "−42" },
        "(-6) × 7",
        "-42",
      ),
      worked(
        { en: "(−45) ÷ (−9) = ?", hi: "हल करो: (−45) ÷ (−9) = ?" },
        {
          en: ["Sizes: 45 ÷ 9 = 5.", "The signs are the same, so the answer is positive: 5."],
          hi: ["मान: 45 ÷ 9 = 5।", "चिह्न समान हैं, इसलिए उत्तर धनात्मक है: 5।"],
        },
        { en: "5", hi: "5" },
        "(-45) ÷ (-9)",
        "5",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch11",
    title: { en: "Finding Common Ground", hi: "साझा आधार की खोज" },
    idea: {
      en: "The HCF (highest common factor) of two numbers is the biggest number that divides both; it tells the biggest equal groups. The LCM (lowest common multiple) is the smallest number both divide; it tells when two repeating things happen together again.",
      hi: "दो संख्याओं का म.स. (महत्तम समापवर्तक) वह सबसे बड़ी संख्या है जो दोनों को विभाजित करे; इससे सबसे बड़े बराबर समूह पता चलते हैं। ल.स. (लघुत्तम समापवर्त्य) वह सबसे छोटी संख्या है जिसे दोनों विभाजित करें; इससे पता चलता है कि दो दोहराई जाने वाली घटनाएँ फिर कब साथ होंगी।",
    },
    examples: [
      worked(
        {
          en: "Two bells ring every 6 and 8 minutes. They ring together now. When next?",
          hi: "दो घंटियाँ हर 6 और 8 मिनट पर बजती हैं। अभी साथ बजीं। फिर कब?",
        },
        {
          en: [
            "Multiples of 6: 6, 12, 18, 24, …",
            "Multiples of 8: 8, 16, 24, …",
            "The first common one is 24.",
          ],
          hi: ["6 के गुणज: 6, 12, 18, 24, …", "8 के गुणज: 8, 16, 24, …", "पहला साझा गुणज 24 है।"],
        },
        { en: "After 24 minutes", hi: "24 मिनट बाद" },
        "6 × 4",
        "24",
      ),
      worked(
        { en: "Find the HCF of 18 and 30.", hi: "18 और 30 का म.स. ज्ञात करो।" },
        {
          en: [
            "Factors of 18: 1, 2, 3, 6, 9, 18.",
            "Factors of 30: 1, 2, 3, 5, 6, 10, 15, 30.",
            "The biggest in both is 6.",
          ],
          hi: [
            "18 के गुणनखंड: 1, 2, 3, 6, 9, 18।",
            "30 के गुणनखंड: 1, 2, 3, 5, 6, 10, 15, 30।",
            "दोनों में सबसे बड़ा 6 है।",
          ],
        },
        { en: "6", hi: "6" },
        "18 ÷ 3",
        "6",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch12",
    title: { en: "Another Peek Beyond the Point", hi: "बिंदु से परे एक और दृष्टि" },
    idea: {
      en: "To multiply decimals, multiply as whole numbers, then give the answer as many decimal places as the two numbers have together: 0.4 × 0.3 = 0.12.\n\nTo divide a decimal by a whole number, divide as usual and keep the point in its place: 4.8 ÷ 6 = 0.8.",
      hi: "दशमलव संख्याओं का गुणा करने के लिए पूर्ण संख्याओं की तरह गुणा करो, फिर उत्तर में दशमलव के बाद उतने अंक रखो जितने दोनों संख्याओं में मिलाकर हैं: 0.4 × 0.3 = 0.12।\n\nदशमलव संख्या को पूर्ण संख्या से भाग देने के लिए सामान्य भाग दो और बिंदु उसी स्थान पर रखो: 4.8 ÷ 6 = 0.8।",
    },
    examples: [
      worked(
        { en: "1.25 × 0.4 = ?", hi: "हल करो: 1.25 × 0.4 = ?" },
        {
          en: ["Without points: 125 × 4 = 500.", "2 + 1 = 3 decimal places: 0.500, which is 0.5."],
          hi: ["बिंदु के बिना: 125 × 4 = 500।", "2 + 1 = 3 दशमलव स्थान: 0.500, यानी 0.5।"],
        },
        { en: "0.5", hi: "0.5" },
        "1.25 × 0.4",
        "0.5",
      ),
      worked(
        { en: "7.2 ÷ 8 = ?", hi: "हल करो: 7.2 ÷ 8 = ?" },
        {
          en: ["Divide 72 tenths by 8: 9 tenths.", "So the answer is 0.9."],
          hi: ["72 दसवें भागों को 8 से भाग दो: 9 दसवें भाग।", "इसलिए उत्तर 0.9 है।"],
        },
        { en: "0.9", hi: "0.9" },
        "7.2 ÷ 8",
        "0.9",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch13",
    title: { en: "Connecting the Dots...", hi: "बिंदुओं को जोड़ना..." },
    idea: {
      en: "Three numbers describe a set of data. The mean (average) is the total ÷ how many. The median is the middle value once the data is in order. The mode is the value that comes most often.\n\nThe range, highest − lowest, tells how spread out the data is.",
      hi: "तीन संख्याएँ आँकड़ों का वर्णन करती हैं। माध्य (औसत) = कुल योग ÷ संख्याओं की गिनती। माध्यिका क्रम में लगाने के बाद बीच वाला मान है। बहुलक सबसे अधिक बार आने वाला मान है।\n\nपरिसर, यानी सबसे बड़ा − सबसे छोटा, बताता है कि आँकड़े कितने फैले हुए हैं।",
    },
    examples: [
      worked(
        { en: "Find the mean of 12, 15, 9, 14.", hi: "12, 15, 9, 14 का माध्य ज्ञात करो।" },
        {
          en: ["Total: 12 + 15 + 9 + 14 = 50.", "50 ÷ 4 = 12.5"],
          hi: ["कुल: 12 + 15 + 9 + 14 = 50।", "50 ÷ 4 = 12.5"],
        },
        { en: "12.5", hi: "12.5" },
        "(12 + 15 + 9 + 14) ÷ 4",
        "12.5",
      ),
      worked(
        { en: "Find the median of 7, 3, 9, 4, 8.", hi: "7, 3, 9, 4, 8 की माध्यिका ज्ञात करो।" },
        {
          en: ["In order: 3, 4, 7, 8, 9.", "The middle (third of five) is 7."],
          hi: ["क्रम में: 3, 4, 7, 8, 9।", "बीच वाली (पाँच में से तीसरी) 7 है।"],
        },
        { en: "7", hi: "7" },
        "7",
        "7",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch14",
    title: { en: "Constructions and Tilings", hi: "रचनाएँ और टाइलों के पैटर्न" },
    idea: {
      en: "A polygon with n sides splits into n − 2 triangles from one corner, so its angles add up to (n − 2) × 180°. In a regular polygon all angles are equal.\n\nTiles fit round a point without gaps when their angles there make 360°: 6 triangles (60°), 4 squares (90°) or 3 hexagons (120°).",
      hi: "n भुजाओं वाला बहुभुज एक कोने से n − 2 त्रिभुजों में बँटता है, इसलिए उसके कोणों का योग (n − 2) × 180° है। सम बहुभुज के सभी कोण बराबर होते हैं।\n\nटाइलें एक बिंदु के चारों ओर बिना खाली जगह के तब जुड़ती हैं जब वहाँ उनके कोणों का योग 360° हो: 6 त्रिभुज (60°), 4 वर्ग (90°) या 3 षट्भुज (120°)।",
    },
    examples: [
      worked(
        { en: "Find each angle of a regular hexagon.", hi: "सम षट्भुज का हर कोण ज्ञात करो।" },
        {
          en: ["Sum: (6 − 2) × 180° = 720°.", "720° ÷ 6 = 120°"],
          hi: ["योग: (6 − 2) × 180° = 720°।", "720° ÷ 6 = 120°"],
        },
        { en: "120°", hi: "120°" },
        "(6 - 2) × 180 ÷ 6",
        "120",
      ),
      worked(
        {
          en: "How many regular hexagon tiles meet at a point?",
          hi: "एक बिंदु पर कितनी सम षट्भुज टाइलें मिलती हैं?",
        },
        { en: ["Each angle is 120°.", "360° ÷ 120° = 3"], hi: ["हर कोण 120° है।", "360° ÷ 120° = 3"] },
        { en: "3 tiles", hi: "3 टाइलें" },
        "360 ÷ 120",
        "3",
      ),
    ],
  },
  {
    chapterId: "ncert-c7-ch15",
    title: { en: "Finding the Unknown", hi: "अज्ञात को खोजना" },
    idea: {
      en: "An equation says two things are equal, like 4x + 7 = 43. To find x, do the same to both sides, undoing what was done to x in the opposite order: first take away 7, then divide by 4.\n\nAlways check by putting your answer back into the equation.",
      hi: "समीकरण बताता है कि दो चीज़ें बराबर हैं, जैसे 4x + 7 = 43। x ज्ञात करने के लिए दोनों पक्षों में एक जैसा काम करो, और x पर किए गए कामों को उलटे क्रम में उलटो: पहले 7 घटाओ, फिर 4 से भाग दो।\n\nहमेशा उत्तर को समीकरण में रखकर जाँचो।",
    },
    examples: [
      worked(
        { en: "Solve 4x + 7 = 43.", hi: "4x + 7 = 43 हल करो।" },
        {
          en: [
            "Take away 7 from both sides: 4x = 36.",
            "Divide both sides by 4: x = 9.",
            "Check: 4 × 9 + 7 = 43.",
          ],
          hi: ["दोनों पक्षों से 7 घटाओ: 4x = 36।", "दोनों पक्षों को 4 से भाग दो: x = 9।", "जाँच: 4 × 9 + 7 = 43।"],
        },
        { en: "x = 9", hi: "x = 9" },
        "(43 - 7) ÷ 4",
        "9",
      ),
      worked(
        {
          en: "Riya thinks of a number, multiplies it by 3 and subtracts 5. She gets 16. What was the number?",
          hi: "रिया एक संख्या सोचती है, उसे 3 से गुणा करती है और 5 घटाती है। उसे 16 मिलता है। संख्या क्या थी?",
        },
        {
          en: ["3x − 5 = 16, so add 5: 3x = 21.", "Divide by 3: x = 7."],
          hi: ["3x − 5 = 16, इसलिए 5 जोड़ो: 3x = 21।", "3 से भाग दो: x = 7।"],
        },
        { en: "7", hi: "7" },
        "(16 + 5) ÷ 3",
        "7",
      ),
    ],
  },
]);
