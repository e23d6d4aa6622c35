import { defineLessons } from "./model.ts";
import { worked } from "./worked.ts";

/** Class 6's lesson pages, one per chapter, in the book's order. */
export const CLASS_6_LESSONS = defineLessons([
  {
    chapterId: "ncert-c6-ch01",
    title: { en: "Patterns in Mathematics", hi: "गणित में पैटर्न" },
    idea: {
      en: "Numbers make patterns. The odd numbers 1, 3, 5, 7, … grow by 2. The square numbers 1, 4, 9, 16, … are the dots in a square: n × n. The triangular numbers 1, 3, 6, 10, … are the dots in a triangle: 1 + 2 + … + n.\n\nIn the Virahanka numbers 1, 2, 3, 5, 8, … each number is the sum of the two before it.",
      hi: "संख्याएँ पैटर्न बनाती हैं। विषम संख्याएँ 1, 3, 5, 7, … हर बार 2 बढ़ती हैं। वर्ग संख्याएँ 1, 4, 9, 16, … वर्ग में रखे बिंदु हैं: n × n। त्रिकोणीय संख्याएँ 1, 3, 6, 10, … त्रिभुज में रखे बिंदु हैं: 1 + 2 + … + n।\n\nविरहांक संख्याओं 1, 2, 3, 5, 8, … में हर संख्या अपने से पहले की दो संख्याओं का योग है।",
    },
    examples: [
      worked(
        { en: "What is the 8th triangular number?", hi: "8वीं त्रिकोणीय संख्या क्या है?" },
        {
          en: ["Add 1 + 2 + … + 8.", "That is half of 8 × 9.", "8 × 9 ÷ 2 = 36"],
          hi: ["1 + 2 + … + 8 जोड़ो।", "यह 8 × 9 का आधा है।", "8 × 9 ÷ 2 = 36"],
        },
        { en: "36", hi: "36" },
        "8 × 9 ÷ 2",
        "36",
      ),
      worked(
        {
          en: "What comes after 13, 21 in the Virahanka numbers?",
          hi: "विरहांक संख्याओं में 13, 21 के बाद क्या आता है?",
        },
        {
          en: ["Each number is the sum of the two before it.", "13 + 21 = 34"],
          hi: ["हर संख्या पिछली दो संख्याओं का योग है।", "13 + 21 = 34"],
        },
        { en: "34", hi: "34" },
        "13 + 21",
        "34",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch02",
    title: { en: "Lines and Angles", hi: "रेखाएँ और कोण" },
    idea: {
      en: "An angle is the turn between two rays from the same point, measured in degrees. A full turn is 360°, a straight angle is 180° and a right angle is 90°.\n\nAngles side by side on a straight line add up to 180°. Where two lines cross, the opposite angles are equal.",
      hi: "एक ही बिंदु से निकली दो किरणों के बीच का घुमाव कोण है, जिसे डिग्री में मापते हैं। पूरा चक्कर 360°, सरल कोण 180° और समकोण 90° होता है।\n\nसीधी रेखा पर साथ-साथ बने कोणों का योग 180° होता है। जहाँ दो रेखाएँ काटती हैं, वहाँ आमने-सामने के कोण बराबर होते हैं।",
    },
    examples: [
      worked(
        {
          en: "A ray makes an angle of 65° with a straight line. What is the other angle on the line?",
          hi: "एक किरण सीधी रेखा के साथ 65° का कोण बनाती है। रेखा पर दूसरा कोण कितना है?",
        },
        {
          en: ["Angles on a straight line add up to 180°.", "180° − 65° = 115°"],
          hi: ["सीधी रेखा पर कोणों का योग 180° होता है।", "180° − 65° = 115°"],
        },
        { en: "115°", hi: "115°" },
        "180 - 65",
        "115",
      ),
      worked(
        {
          en: "Three angles round a point are 100°, 120° and 90°. What is the fourth?",
          hi: "एक बिंदु के चारों ओर तीन कोण 100°, 120° और 90° हैं। चौथा कोण कितना है?",
        },
        {
          en: ["Angles round a point add up to 360°.", "360° − 100° − 120° − 90° = 50°"],
          hi: ["बिंदु के चारों ओर के कोणों का योग 360° होता है।", "360° − 100° − 120° − 90° = 50°"],
        },
        { en: "50°", hi: "50°" },
        "360 - 100 - 120 - 90",
        "50",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch03",
    title: { en: "Number Play", hi: "संख्याओं का खेल" },
    idea: {
      en: "Two odd numbers make an even number. So a sum is odd only when it has an odd count of odd numbers; even numbers never change that.\n\nKaprekar's game: arrange the digits largest first and smallest first, and subtract. Rounding helps to estimate: look at the next digit, 5 or more rounds up.",
      hi: "दो विषम संख्याएँ मिलकर सम संख्या बनाती हैं। इसलिए योग तभी विषम होता है जब उसमें विषम संख्याओं की गिनती विषम हो; सम संख्याएँ इसे नहीं बदलतीं।\n\nकापरेकर का खेल: अंकों को बड़े से छोटे और छोटे से बड़े क्रम में लगाओ, और घटाओ। पूर्णांकन से अनुमान लगाना आसान होता है: अगला अंक 5 या अधिक हो तो ऊपर की ओर।",
    },
    examples: [
      worked(
        {
          en: "Arrange the digits of 3,524 largest first and smallest first, and subtract.",
          hi: "3,524 के अंकों को बड़े से छोटे और छोटे से बड़े क्रम में लगाकर घटाओ।",
        },
        {
          en: ["Largest: 5,432. Smallest: 2,345.", "5,432 − 2,345 = 3,087"],
          hi: ["सबसे बड़ी: 5,432। सबसे छोटी: 2,345।", "5,432 − 2,345 = 3,087"],
        },
        { en: "3,087", hi: "3,087" },
        "5432 - 2345",
        "3087",
      ),
      worked(
        { en: "Round 47,862 to the nearest thousand.", hi: "47,862 को निकटतम हज़ार तक पूर्णांकित करो।" },
        {
          en: [
            "It lies between 47,000 and 48,000.",
            "The hundreds digit is 8, which is 5 or more: round up.",
            "So it is 48,000.",
          ],
          hi: ["यह 47,000 और 48,000 के बीच है।", "सैकड़े का अंक 8 है, जो 5 या अधिक है: ऊपर की ओर।", "इसलिए 48,000।"],
        },
        { en: "48,000", hi: "48,000" },
        "47000 + 1000",
        "48000",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch04",
    title: { en: "Data Handling and Presentation", hi: "आँकड़ों का प्रबंधन और प्रस्तुतीकरण" },
    idea: {
      en: "Data is information we collect, such as each child's favourite fruit. Tally marks help to count it: one line for each answer, and every fifth line across the four before it.\n\nA pictograph shows data with symbols. Its key tells how many each symbol stands for: multiply the symbols by the key.",
      hi: "आँकड़े वे जानकारियाँ हैं जो हम इकट्ठी करते हैं, जैसे हर बच्चे का पसंदीदा फल। मिलान चिह्न गिनने में मदद करते हैं: हर उत्तर के लिए एक रेखा, और हर पाँचवीं रेखा पहले की चार के आर-पार।\n\nचित्रालेख आँकड़ों को चिह्नों से दिखाता है। उसकी कुंजी बताती है कि एक चिह्न कितने को दिखाता है: चिह्नों की संख्या को कुंजी से गुणा करो।",
    },
    examples: [
      worked(
        {
          en: "In a pictograph one symbol stands for 5 books. A row has 7 symbols. How many books?",
          hi: "एक चित्रालेख में एक चिह्न 5 किताबों को दिखाता है। एक पंक्ति में 7 चिह्न हैं। कितनी किताबें?",
        },
        { en: ["Each symbol is 5 books.", "7 × 5 = 35"], hi: ["हर चिह्न 5 किताबें है।", "7 × 5 = 35"] },
        { en: "35 books", hi: "35 किताबें" },
        "7 × 5",
        "35",
      ),
      worked(
        {
          en: "A tally shows mango 12 and banana 8. How many more children chose mango?",
          hi: "मिलान चिह्नों से आम 12 और केला 8 है। आम चुनने वाले कितने बच्चे अधिक हैं?",
        },
        { en: ["Mango 12, banana 8.", "12 − 8 = 4"], hi: ["आम 12, केला 8।", "12 − 8 = 4"] },
        { en: "4 more", hi: "4 अधिक" },
        "12 - 8",
        "4",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch05",
    title: { en: "Prime Time", hi: "अभाज्य समय" },
    idea: {
      en: "A factor of a number divides it exactly; a multiple is the number times 1, 2, 3, …. A prime number has exactly two factors, 1 and itself (2, 3, 5, 7, 11, …). 1 is not prime.\n\nThe highest common factor (HCF) of two numbers is the biggest number that divides both.",
      hi: "किसी संख्या का गुणनखंड उसे पूरा-पूरा विभाजित करता है; गुणज वह संख्या गुणा 1, 2, 3, … होता है। अभाज्य संख्या के ठीक दो गुणनखंड होते हैं, 1 और वह स्वयं (2, 3, 5, 7, 11, …)। 1 अभाज्य नहीं है।\n\nदो संख्याओं का महत्तम समापवर्तक (म.स.) वह सबसे बड़ी संख्या है जो दोनों को विभाजित करे।",
    },
    examples: [
      worked(
        { en: "How many factors does 36 have?", hi: "36 के कितने गुणनखंड हैं?" },
        {
          en: [
            "Pairs: 1 × 36, 2 × 18, 3 × 12, 4 × 9, 6 × 6.",
            "4 pairs give 2 factors each, and 6 × 6 gives one more: 4 × 2 + 1 = 9.",
            "Factors: 1, 2, 3, 4, 6, 9, 12, 18, 36.",
          ],
          hi: [
            "जोड़े: 1 × 36, 2 × 18, 3 × 12, 4 × 9, 6 × 6।",
            "4 जोड़ों से 2-2 गुणनखंड, और 6 × 6 से एक और: 4 × 2 + 1 = 9।",
            "गुणनखंड: 1, 2, 3, 4, 6, 9, 12, 18, 36।",
          ],
        },
        { en: "9 factors", hi: "9 गुणनखंड" },
        "4 × 2 + 1",
        "9",
      ),
      worked(
        { en: "Find the HCF of 24 and 36.", hi: "24 और 36 का म.स. ज्ञात करो।" },
        {
          en: [
            "Factors of 24: 1, 2, 3, 4, 6, 8, 12, 24.",
            "Factors of 36: 1, 2, 3, 4, 6, 9, 12, 18, 36.",
            "The biggest in both lists is 12.",
          ],
          hi: [
            "24 के गुणनखंड: 1, 2, 3, 4, 6, 8, 12, 24।",
            "36 के गुणनखंड: 1, 2, 3, 4, 6, 9, 12, 18, 36।",
            "दोनों सूचियों में सबसे बड़ा 12 है।",
          ],
        },
        { en: "12", hi: "12" },
        "24 ÷ 2",
        "12",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch06",
    title: { en: "Perimeter and Area", hi: "परिमाप और क्षेत्रफल" },
    idea: {
      en: "Perimeter is the distance all the way round a shape: add its sides. A rectangle's perimeter is 2 × (length + width).\n\nArea is the space a shape covers, counted in unit squares (cm²). A rectangle's area is length × width; a triangle's is half of base × height.",
      hi: "परिमाप किसी आकृति के चारों ओर की पूरी दूरी है: उसकी भुजाएँ जोड़ो। आयत का परिमाप 2 × (लंबाई + चौड़ाई) होता है।\n\nक्षेत्रफल वह जगह है जो आकृति घेरती है, इकाई वर्गों (वर्ग सेमी) में गिनी जाती है। आयत का क्षेत्रफल लंबाई × चौड़ाई है; त्रिभुज का आधार × ऊँचाई का आधा।",
    },
    examples: [
      worked(
        {
          en: "A rectangle is 12 cm long and 5 cm wide. Find its perimeter.",
          hi: "एक आयत 12 सेमी लंबा और 5 सेमी चौड़ा है। इसका परिमाप ज्ञात करो।",
        },
        {
          en: ["Perimeter = 2 × (length + width)", "2 × (12 + 5) = 34"],
          hi: ["परिमाप = 2 × (लंबाई + चौड़ाई)", "2 × (12 + 5) = 34"],
        },
        { en: "34 cm", hi: "34 सेमी" },
        "2 × (12 + 5)",
        "34",
      ),
      worked(
        {
          en: "A triangle has base 10 cm and height 6 cm. Find its area.",
          hi: "एक त्रिभुज का आधार 10 सेमी और ऊँचाई 6 सेमी है। इसका क्षेत्रफल ज्ञात करो।",
        },
        {
          en: ["Area = half of base × height", "10 × 6 ÷ 2 = 30"],
          hi: ["क्षेत्रफल = आधार × ऊँचाई का आधा", "10 × 6 ÷ 2 = 30"],
        },
        { en: "30 cm²", hi: "30 वर्ग सेमी" },
        "10 × 6 ÷ 2",
        "30",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch07",
    title: { en: "Fractions", hi: "भिन्न" },
    idea: {
      en: "A fraction names equal parts of a whole: 3/4 is 3 of 4 equal parts. Multiplying the numerator and the denominator by the same number gives an equivalent fraction: 3/4 = 6/8.\n\n3/4 of 20 means: share 20 into 4 equal parts and take 3 of them. To add or subtract fractions, first make their denominators the same.",
      hi: "भिन्न किसी पूरे के बराबर भागों को बताती है: 3/4 यानी 4 बराबर भागों में से 3। अंश और हर को एक ही संख्या से गुणा करने पर तुल्य भिन्न मिलती है: 3/4 = 6/8।\n\n20 का 3/4 यानी 20 के 4 बराबर भाग करके 3 भाग लेना। भिन्नों को जोड़ने या घटाने से पहले उनके हर समान बनाओ।",
    },
    examples: [
      worked(
        { en: "Fill in: 2/3 = ?/12", hi: "खाली जगह भरो: 2/3 = ?/12" },
        {
          en: ["3 × 4 = 12, so multiply the numerator by 4 too.", "2 × 4 = 8"],
          hi: ["3 × 4 = 12, इसलिए अंश को भी 4 से गुणा करो।", "2 × 4 = 8"],
        },
        { en: "8", hi: "8" },
        "2 × 4",
        "8",
      ),
      worked(
        { en: "What is 3/4 of 20?", hi: "20 का 3/4 कितना है?" },
        {
          en: ["One part: 20 ÷ 4 = 5.", "Three parts: 5 × 3 = 15."],
          hi: ["एक भाग: 20 ÷ 4 = 5।", "तीन भाग: 5 × 3 = 15।"],
        },
        { en: "15", hi: "15" },
        "20 ÷ 4 × 3",
        "15",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch08",
    title: { en: "Playing with Constructions", hi: "रचनाओं के साथ खेलना" },
    idea: {
      en: "A compass draws a circle: the distance it is opened to is the radius, and the diameter, right across through the centre, is two radii.\n\nTo construct a rectangle or a square from its perimeter, find its sides first: length + width is half the perimeter, and a square's side is a quarter of it.",
      hi: "परकार वृत्त बनाता है: उसे जितना खोला जाता है वह त्रिज्या है, और केंद्र से होकर आर-पार जाने वाला व्यास दो त्रिज्याओं के बराबर है।\n\nपरिमाप से आयत या वर्ग बनाने के लिए पहले भुजाएँ निकालो: लंबाई + चौड़ाई परिमाप का आधा है, और वर्ग की भुजा उसका चौथाई।",
    },
    examples: [
      worked(
        {
          en: "A compass is opened to 4 cm. What is the diameter of the circle it draws?",
          hi: "परकार 4 सेमी खोला गया है। इससे बने वृत्त का व्यास कितना है?",
        },
        { en: ["Diameter = 2 × radius", "2 × 4 = 8"], hi: ["व्यास = 2 × त्रिज्या", "2 × 4 = 8"] },
        { en: "8 cm", hi: "8 सेमी" },
        "2 × 4",
        "8",
      ),
      worked(
        {
          en: "A rectangle of perimeter 30 cm is 9 cm long. How wide is it?",
          hi: "30 सेमी परिमाप वाला एक आयत 9 सेमी लंबा है। यह कितना चौड़ा है?",
        },
        {
          en: ["Length + width = 30 ÷ 2 = 15", "Width = 15 − 9 = 6"],
          hi: ["लंबाई + चौड़ाई = 30 ÷ 2 = 15", "चौड़ाई = 15 − 9 = 6"],
        },
        { en: "6 cm", hi: "6 सेमी" },
        "30 ÷ 2 - 9",
        "6",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch09",
    title: { en: "Symmetry", hi: "सममिति" },
    idea: {
      en: "A line of symmetry folds a shape into two halves that fit exactly. A square has 4, a rectangle 2 (its diagonals are not lines of symmetry).\n\nA shape has rotational symmetry when it looks the same after a turn less than a full turn. If it looks the same after each turn of 90°, its order is 360 ÷ 90 = 4.",
      hi: "सममित रेखा आकृति को ऐसे दो आधे भागों में मोड़ती है जो ठीक एक-दूसरे पर बैठते हैं। वर्ग की 4 सममित रेखाएँ होती हैं, आयत की 2 (उसके विकर्ण सममित रेखाएँ नहीं हैं)।\n\nजब कोई आकृति पूरे चक्कर से कम घुमाने पर पहले जैसी दिखे, तो उसमें घूर्णन सममिति है। अगर वह हर 90° घुमाने पर वैसी ही दिखे, तो उसका क्रम 360 ÷ 90 = 4 है।",
    },
    examples: [
      worked(
        {
          en: "A shape looks the same after every turn of 120°. What is its order of rotational symmetry?",
          hi: "एक आकृति हर 120° घुमाने पर वैसी ही दिखती है। उसकी घूर्णन सममिति का क्रम क्या है?",
        },
        { en: ["Count the turns in 360°.", "360 ÷ 120 = 3"], hi: ["360° में ऐसे घुमाव गिनो।", "360 ÷ 120 = 3"] },
        { en: "3", hi: "3" },
        "360 ÷ 120",
        "3",
      ),
      worked(
        {
          en: "A regular hexagon has 6 lines of symmetry. How many more than a rectangle?",
          hi: "सम षट्भुज की 6 सममित रेखाएँ हैं। आयत से कितनी अधिक?",
        },
        {
          en: ["A rectangle has 2 lines of symmetry.", "6 − 2 = 4"],
          hi: ["आयत की 2 सममित रेखाएँ होती हैं।", "6 − 2 = 4"],
        },
        { en: "4 more", hi: "4 अधिक" },
        "6 - 2",
        "4",
      ),
    ],
  },
  {
    chapterId: "ncert-c6-ch10",
    title: { en: "The Other Side of Zero", hi: "शून्य के दूसरी ओर" },
    idea: {
      en: "Numbers below zero are negative: −1, −2, −3, … Together with 0 and the positive numbers they are the integers. On a number line, adding a positive number moves right; adding a negative number moves left.\n\nSubtracting a number is the same as adding its opposite: 3 − (−5) = 3 + 5.",
      hi: "शून्य से कम संख्याएँ ऋणात्मक हैं: −1, −2, −3, … ये, 0 और धनात्मक संख्याएँ मिलकर पूर्णांक कहलाती हैं। संख्या रेखा पर धनात्मक संख्या जोड़ने से दाईं ओर, ऋणात्मक संख्या जोड़ने से बाईं ओर जाते हैं।\n\nकिसी संख्या को घटाना उसकी उलटी संख्या जोड़ने जैसा है: 3 − (−5) = 3 + 5।",
    },
    examples: [
      worked(
        {
          en: "The temperature in Leh was −6 °C and rose by 9 °C. What is it now?",
          hi: "लेह का तापमान −6 °C था और 9 °C बढ़ गया। अब कितना है?",
        },
        { en: ["Rising means adding.", "(−6) + 9 = 3"], hi: ["बढ़ने का मतलब जोड़ना।", "(−6) + 9 = 3"] },
        { en: "3 °C", hi: "3 °C" },
        "(-6) + 9",
        "3",
      ),
      worked(
        { en: "(−4) − 7 = ?", hi: "हल करो: (−4) − 7 = ?" },
        {
          en: ["Subtracting 7 is adding −7.", "(−4) + (−7) = −11"],
          hi: ["7 घटाना −7 जोड़ने जैसा है।", "(−4) + (−7) = −11"],
        },
        { en: "−11", hi: "−11" },
        "(-4) - 7",
        "-11",
      ),
    ],
  },
]);
