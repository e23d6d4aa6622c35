import { defineLessons } from "./model.ts";

/** Class 5's lesson pages for chapters 8 to 15 (./class-05.ts lists them after chapters 1 to 7). */
export const CLASS_5_LESSONS_LATER = defineLessons([
  {
    chapterId: "ncert-c5-ch08",
    title: { en: "Weight and Capacity", hi: "भार और धारिता" },
    idea: {
      en: "1 kg = 1,000 g and 1 L = 1,000 mL. To add or take away weights or capacities, change everything into the small unit first, then work as with ordinary numbers.",
      hi: "1 किग्रा = 1,000 ग्राम और 1 लीटर = 1,000 मिली। भार या धारिता जोड़ने या घटाने से पहले सबको छोटी इकाई में बदलो, फिर साधारण संख्याओं की तरह हल करो।",
    },
    examples: [
      {
        question: {
          en: "A bucket has 3 L 400 mL of water. 1 L 750 mL is used. How much is left?",
          hi: "एक बाल्टी में 3 लीटर 400 मिली पानी है। 1 लीटर 750 मिली पानी काम में लिया गया। कितना बचा?",
        },
        steps: {
          en: ["3 L 400 mL = 3,400 mL and 1 L 750 mL = 1,750 mL.", "3,400 − 1,750 = 1,650"],
          hi: ["3 लीटर 400 मिली = 3,400 मिली और 1 लीटर 750 मिली = 1,750 मिली।", "3,400 − 1,750 = 1,650"],
        },
        answer: { en: "1,650 mL", hi: "1,650 मिली" },
        check: { expression: "3400 - 1750", value: "1650" },
      },
      {
        question: {
          en: "One parcel weighs 2 kg 600 g and another 1 kg 700 g. How many grams do they weigh together?",
          hi: "एक पार्सल का भार 2 किग्रा 600 ग्राम और दूसरे का 1 किग्रा 700 ग्राम है। दोनों मिलकर कितने ग्राम के हैं?",
        },
        steps: {
          en: ["2 kg 600 g = 2,600 g and 1 kg 700 g = 1,700 g.", "2,600 + 1,700 = 4,300"],
          hi: ["2 किग्रा 600 ग्राम = 2,600 ग्राम और 1 किग्रा 700 ग्राम = 1,700 ग्राम।", "2,600 + 1,700 = 4,300"],
        },
        answer: { en: "4,300 g", hi: "4,300 ग्राम" },
        check: { expression: "2600 + 1700", value: "4300" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch09",
    title: { en: "Coconut Farm", hi: "नारियल का खेत" },
    idea: {
      en: "Long division works from the biggest place. Take as many digits as you need, see how many times the divisor fits, take that away, and bring down the next digit.\n\nIf what you have is smaller than the divisor, write 0 in the quotient before bringing down the next digit. Forgetting that 0 is the slip to watch for.",
      hi: "लंबा भाग सबसे बड़े स्थान से शुरू होता है। जितने अंक चाहिए उतने लो, देखो भाजक उसमें कितनी बार आता है, उतना घटाओ, और अगला अंक नीचे उतारो।\n\nअगर बचा हुआ भाग भाजक से छोटा हो, तो अगला अंक उतारने से पहले भागफल में 0 लिखो। यह 0 भूल जाना सबसे आम गलती है।",
    },
    examples: [
      {
        question: {
          en: "856 coconuts are packed 8 in a bag. How many bags are filled?",
          hi: "856 नारियल एक थैले में 8-8 करके भरे जाते हैं। कितने थैले भरेंगे?",
        },
        steps: {
          en: [
            "8 hundreds ÷ 8 gives 1 hundred.",
            "5 tens is smaller than 8: write 0 in the tens place.",
            "56 ones ÷ 8 gives 7.",
          ],
          hi: [
            "8 सौ ÷ 8 से 1 सौ मिलता है।",
            "5 दहाई, 8 से छोटा है: दहाई के स्थान पर 0 लिखो।",
            "56 इकाई ÷ 8 से 7 मिलता है।",
          ],
        },
        answer: { en: "107 bags", hi: "107 थैले" },
        check: { expression: "856 ÷ 8", value: "107" },
      },
      {
        question: {
          en: "1,536 coconuts are shared equally among 6 shops. How many does each shop get?",
          hi: "1,536 नारियल 6 दुकानों में बराबर बाँटे गए। हर दुकान को कितने मिले?",
        },
        steps: {
          en: [
            "Take 15: 6 × 2 = 12, and 3 is left.",
            "Bring down 3 to make 33: 6 × 5 = 30, and 3 is left.",
            "Bring down 6 to make 36: 6 × 6 = 36, nothing is left.",
          ],
          hi: [
            "15 लो: 6 × 2 = 12, और 3 बचे।",
            "3 उतारकर 33 बनाओ: 6 × 5 = 30, और 3 बचे।",
            "6 उतारकर 36 बनाओ: 6 × 6 = 36, कुछ नहीं बचा।",
          ],
        },
        answer: { en: "256 coconuts", hi: "256 नारियल" },
        check: { expression: "1536 ÷ 6", value: "256" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch10",
    title: { en: "Symmetrical Designs", hi: "सममितीय अभिकल्पनाएँ" },
    idea: {
      en: "Rangoli, tiles and windows often have many lines of symmetry: fold along one and the two halves match.\n\nA regular shape has as many lines of symmetry as it has sides. A rectangle has only 2: its corner-to-corner lines do not fold it onto itself.",
      hi: "रंगोली, टाइल और खिड़कियों में अक्सर कई सममिति रेखाएँ होती हैं: किसी एक पर मोड़ो तो दोनों आधे भाग मिल जाते हैं।\n\nसम आकृति की जितनी भुजाएँ होती हैं, उतनी ही सममिति रेखाएँ होती हैं। आयत की केवल 2 होती हैं: कोने से कोने वाली रेखाओं पर मोड़ने से भाग नहीं मिलते।",
    },
    examples: [
      {
        question: {
          en: "How many lines of symmetry does a regular octagon have?",
          hi: "एक सम अष्टभुज की कितनी सममिति रेखाएँ होती हैं?",
        },
        steps: {
          en: ["4 lines join opposite corners.", "4 lines join the middles of opposite sides.", "4 + 4 = 8"],
          hi: [
            "4 रेखाएँ आमने-सामने के कोनों को जोड़ती हैं।",
            "4 रेखाएँ आमने-सामने की भुजाओं के बीच के बिंदुओं को जोड़ती हैं।",
            "4 + 4 = 8",
          ],
        },
        answer: { en: "8 lines", hi: "8 रेखाएँ" },
        check: { expression: "4 + 4", value: "8" },
      },
      {
        question: {
          en: "How many lines of symmetry does a rectangle have?",
          hi: "एक आयत की कितनी सममिति रेखाएँ होती हैं?",
        },
        steps: {
          en: [
            "1 standing line and 1 lying line through the middles of the sides.",
            "A fold from corner to corner does not match the halves.",
            "1 + 1 = 2",
          ],
          hi: ["भुजाओं के बीच से 1 खड़ी और 1 आड़ी रेखा।", "कोने से कोने तक मोड़ने पर आधे भाग नहीं मिलते।", "1 + 1 = 2"],
        },
        answer: { en: "2 lines", hi: "2 रेखाएँ" },
        check: { expression: "1 + 1", value: "2" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch11",
    title: { en: "Grandmother's Quilt", hi: "दादी माँ की रजाई" },
    idea: {
      en: "Area is how many unit squares cover a shape; perimeter is the distance all round it.\n\nFor a rectangle, area = length × width, and perimeter = 2 × (length + width). On a grid, count the squares for the area and the sides of squares along the edge for the perimeter.",
      hi: "क्षेत्रफल बताता है कि किसी आकृति को कितने इकाई वर्ग ढकते हैं; परिमाप उसके चारों ओर की दूरी है।\n\nआयत का क्षेत्रफल = लंबाई × चौड़ाई, और परिमाप = 2 × (लंबाई + चौड़ाई)। जाली पर क्षेत्रफल के लिए वर्ग गिनो और परिमाप के लिए किनारे पर वर्गों की भुजाएँ।",
    },
    examples: [
      {
        question: {
          en: "A quilt is 6 squares long and 4 squares wide. How many squares does it have?",
          hi: "एक रजाई 6 वर्ग लंबी और 4 वर्ग चौड़ी है। उसमें कितने वर्ग हैं?",
        },
        steps: { en: ["4 rows of 6 squares.", "6 × 4 = 24"], hi: ["6-6 वर्गों की 4 पंक्तियाँ।", "6 × 4 = 24"] },
        answer: { en: "24 squares", hi: "24 वर्ग" },
        check: { expression: "6 × 4", value: "24" },
      },
      {
        question: {
          en: "Lace goes all round the same quilt. Each square's side is 20 cm. How much lace is needed?",
          hi: "उसी रजाई के चारों ओर लेस लगती है। हर वर्ग की भुजा 20 सेमी है। कितनी लेस चाहिए?",
        },
        steps: {
          en: ["Sides of squares all round: 6 + 4 + 6 + 4 = 20.", "20 × 20 = 400"],
          hi: ["चारों ओर वर्गों की भुजाएँ: 6 + 4 + 6 + 4 = 20।", "20 × 20 = 400"],
        },
        answer: { en: "400 cm", hi: "400 सेमी" },
        check: { expression: "(6 + 4 + 6 + 4) × 20", value: "400" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch12",
    title: { en: "Racing Seconds", hi: "दौड़ते सेकंड" },
    idea: {
      en: "1 minute = 60 seconds and 1 hour = 60 minutes, not 100. To find how long something took, count on from the start: first to the next full hour, then whole hours, then the minutes left.",
      hi: "1 मिनट = 60 सेकंड और 1 घंटा = 60 मिनट, 100 नहीं। कोई काम कितनी देर चला, यह जानने के लिए शुरू के समय से आगे गिनो: पहले अगले पूरे घंटे तक, फिर पूरे घंटे, फिर बचे हुए मिनट।",
    },
    examples: [
      {
        question: {
          en: "A runner takes 3 minutes 25 seconds. How many seconds is that?",
          hi: "एक धावक को 3 मिनट 25 सेकंड लगते हैं। यह कितने सेकंड हुए?",
        },
        steps: {
          en: ["3 minutes = 3 × 60 = 180 seconds", "180 + 25 = 205"],
          hi: ["3 मिनट = 3 × 60 = 180 सेकंड", "180 + 25 = 205"],
        },
        answer: { en: "205 seconds", hi: "205 सेकंड" },
        check: { expression: "3 × 60 + 25", value: "205" },
      },
      {
        question: {
          en: "A race starts at 9:45 and ends at 11:10 the same morning. How many minutes does it last?",
          hi: "एक दौड़ सुबह 9:45 पर शुरू होकर उसी सुबह 11:10 पर खत्म होती है। वह कितने मिनट चली?",
        },
        steps: {
          en: [
            "From 9:45 to 10:00 is 15 minutes.",
            "From 10:00 to 11:00 is 60 minutes.",
            "From 11:00 to 11:10 is 10 minutes: 15 + 60 + 10 = 85.",
          ],
          hi: [
            "9:45 से 10:00 तक 15 मिनट।",
            "10:00 से 11:00 तक 60 मिनट।",
            "11:00 से 11:10 तक 10 मिनट: 15 + 60 + 10 = 85।",
          ],
        },
        answer: { en: "85 minutes", hi: "85 मिनट" },
        check: { expression: "15 + 60 + 10", value: "85" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch13",
    title: { en: "Animal Jumps", hi: "जानवरों की छलाँग" },
    idea: {
      en: "A frog that jumps 3 at a time from 0 lands on 3, 6, 9, 12, … — the multiples of 3. The numbers where a 3-jumper and a 4-jumper both land are their common multiples: 12, 24, 36, …\n\nA number that divides another exactly is one of its factors: 3 is a factor of 12.",
      hi: "0 से 3-3 की छलाँग लगाने वाला मेंढक 3, 6, 9, 12, … पर पहुँचता है — ये 3 के गुणज हैं। जिन संख्याओं पर 3 और 4 की छलाँग वाले दोनों पहुँचते हैं, वे उनके सार्व गुणज हैं: 12, 24, 36, …\n\nजो संख्या किसी दूसरी संख्या को पूरा-पूरा विभाजित करे, वह उसका गुणनखंड है: 3, 12 का एक गुणनखंड है।",
    },
    examples: [
      {
        question: {
          en: "A rabbit jumps 6 steps at a time, starting from 0. Where is it after 9 jumps?",
          hi: "एक खरगोश 0 से शुरू करके 6-6 कदम की छलाँग लगाता है। 9 छलाँगों के बाद वह कहाँ होगा?",
        },
        steps: { en: ["9 jumps of 6.", "9 × 6 = 54"], hi: ["6-6 की 9 छलाँगें।", "9 × 6 = 54"] },
        answer: { en: "54", hi: "54" },
        check: { expression: "9 × 6", value: "54" },
      },
      {
        question: {
          en: "A 4-jumper and a 6-jumper start at 0. Where do they first land on the same number?",
          hi: "4 की छलाँग वाला और 6 की छलाँग वाला 0 से शुरू करते हैं। वे पहली बार किस संख्या पर साथ पहुँचेंगे?",
        },
        steps: {
          en: [
            "The 4-jumper lands on 4, 8, 12, …",
            "The 6-jumper lands on 6, 12, …",
            "The first number on both lists: 12 = 3 × 4.",
          ],
          hi: [
            "4 की छलाँग वाला 4, 8, 12, … पर पहुँचता है।",
            "6 की छलाँग वाला 6, 12, … पर पहुँचता है।",
            "दोनों सूचियों में पहली संख्या: 12 = 3 × 4।",
          ],
        },
        answer: { en: "12", hi: "12" },
        check: { expression: "3 × 4", value: "12" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch14",
    title: { en: "Maps and Locations", hi: "मानचित्र और अवस्थितियाँ" },
    idea: {
      en: "A map shows places from above, much smaller than they are. Its scale tells what 1 cm on the map stands for: multiply to go from the map to the real distance, divide to go back.\n\nMaps show north at the top; east is to the right and west to the left.",
      hi: "मानचित्र जगहों को ऊपर से और बहुत छोटा करके दिखाता है। उसका पैमाना बताता है कि मानचित्र का 1 सेमी कितनी दूरी दिखाता है: मानचित्र से असली दूरी के लिए गुणा करो, वापस आने के लिए भाग दो।\n\nमानचित्र में उत्तर ऊपर होता है; पूर्व दाईं ओर और पश्चिम बाईं ओर।",
    },
    examples: [
      {
        question: {
          en: "On a map, 1 cm stands for 50 km. Two cities are 6 cm apart on the map. How far apart are they really?",
          hi: "एक मानचित्र पर 1 सेमी, 50 किमी को दिखाता है। मानचित्र पर दो शहर 6 सेमी दूर हैं। असल में वे कितनी दूर हैं?",
        },
        steps: {
          en: ["Each cm stands for 50 km.", "6 × 50 = 300"],
          hi: ["हर सेमी 50 किमी को दिखाता है।", "6 × 50 = 300"],
        },
        answer: { en: "300 km", hi: "300 किमी" },
        check: { expression: "6 × 50", value: "300" },
      },
      {
        question: {
          en: "On a map, 1 cm stands for 25 km. Two towns are really 175 km apart. How far apart are they on the map?",
          hi: "एक मानचित्र पर 1 सेमी, 25 किमी को दिखाता है। दो कस्बे असल में 175 किमी दूर हैं। मानचित्र पर वे कितनी दूर होंगे?",
        },
        steps: {
          en: ["How many 25s make 175?", "175 ÷ 25 = 7"],
          hi: ["175 में 25 कितनी बार आता है?", "175 ÷ 25 = 7"],
        },
        answer: { en: "7 cm", hi: "7 सेमी" },
        check: { expression: "175 ÷ 25", value: "7" },
      },
    ],
  },
  {
    chapterId: "ncert-c5-ch15",
    title: { en: "Data Through Pictures", hi: "चित्रों के माध्यम से आँकड़े" },
    idea: {
      en: "Pictographs and bar graphs show counts as pictures or bars. Read the key or the scale first: if each numbered line adds 10, a bar reaching the 4th line shows 40.\n\nTo compare two things, take the smaller count from the bigger one; to find the total, add all the counts.",
      hi: "चित्रालेख और दंड आलेख गिनतियों को चित्रों या दंडों से दिखाते हैं। पहले कुंजी या पैमाना पढ़ो: अगर हर अंकित रेखा 10 बढ़ाती है, तो चौथी रेखा तक पहुँचा दंड 40 दिखाता है।\n\nदो चीज़ों की तुलना के लिए बड़ी गिनती में से छोटी घटाओ; कुल के लिए सारी गिनतियाँ जोड़ो।",
    },
    examples: [
      {
        question: {
          en: "Each numbered line adds 10. The bar for cows reaches the 6th line. How many cows are there?",
          hi: "हर अंकित रेखा 10 बढ़ाती है। गायों का दंड छठी रेखा तक पहुँचता है। कितनी गायें हैं?",
        },
        steps: { en: ["6 lines of 10 each.", "6 × 10 = 60"], hi: ["10-10 की 6 रेखाएँ।", "6 × 10 = 60"] },
        answer: { en: "60 cows", hi: "60 गायें" },
        check: { expression: "6 × 10", value: "60" },
      },
      {
        question: {
          en: "The bars show 45 goats, 30 cows and 15 buffaloes. How many more goats are there than buffaloes?",
          hi: "दंड 45 बकरियाँ, 30 गायें और 15 भैंसें दिखाते हैं। भैंसों से बकरियाँ कितनी ज़्यादा हैं?",
        },
        steps: {
          en: ["Take the smaller count from the bigger one.", "45 − 15 = 30"],
          hi: ["बड़ी गिनती में से छोटी घटाओ।", "45 − 15 = 30"],
        },
        answer: { en: "30 more goats", hi: "30 बकरियाँ ज़्यादा" },
        check: { expression: "45 - 15", value: "30" },
      },
    ],
  },
]);
