import { CLASS_4_LESSONS_LATER } from "./class-04-later.ts";
import { defineLessons } from "./model.ts";

/** Class 4's lesson pages, one per chapter, in the book's order (chapters 8 to 14 in ./class-04-later.ts). */
export const CLASS_4_LESSONS = defineLessons([
  {
    chapterId: "ncert-c4-ch01",
    title: { en: "Shapes Around Us", hi: "हमारे आस-पास की आकृतियाँ" },
    idea: {
      en: "Look around you: a matchbox is a cuboid and a dice is a cube. Their flat sides are faces. Where two faces meet is an edge, and where edges meet is a corner.\n\nWhen you turn a quarter of the way round, you make a right angle, 90°. Two quarter turns make a half turn, 180°.",
      hi: "अपने आस-पास देखो: माचिस की डिब्बी घनाभ है और पासा घन है। इनकी सपाट सतहें फलक कहलाती हैं। जहाँ दो फलक मिलते हैं वह किनारा है, और जहाँ किनारे मिलते हैं वह कोना है।\n\nजब तुम चौथाई चक्कर घूमते हो, तो एक समकोण बनता है, 90°। दो चौथाई चक्कर मिलकर आधा चक्कर, 180° बनाते हैं।",
    },
    examples: [
      {
        question: { en: "How many edges does a cube have?", hi: "एक घन के कितने किनारे होते हैं?" },
        steps: {
          en: [
            "4 edges go round the top face.",
            "4 edges go round the bottom face.",
            "4 edges stand up and join them.",
            "4 + 4 + 4 = 12",
          ],
          hi: [
            "ऊपर वाले फलक के चारों ओर 4 किनारे हैं।",
            "नीचे वाले फलक के चारों ओर 4 किनारे हैं।",
            "4 किनारे खड़े होकर उन्हें जोड़ते हैं।",
            "4 + 4 + 4 = 12",
          ],
        },
        answer: { en: "12 edges", hi: "12 किनारे" },
        check: { expression: "4 + 4 + 4", value: "12" },
      },
      {
        question: {
          en: "A door turns a quarter turn, then another quarter turn. How many degrees has it turned?",
          hi: "एक दरवाज़ा चौथाई चक्कर घूमता है, फिर एक और चौथाई चक्कर। वह कुल कितने डिग्री घूमा?",
        },
        steps: {
          en: ["A quarter turn is a right angle, 90°.", "90° + 90° = 180°, a half turn."],
          hi: ["चौथाई चक्कर एक समकोण है, 90°।", "90° + 90° = 180°, यानी आधा चक्कर।"],
        },
        answer: { en: "180°", hi: "180°" },
        check: { expression: "90 + 90", value: "180" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch02",
    title: { en: "Hide and Seek", hi: "लुका-छिपी" },
    idea: {
      en: "Things look different from the top, the front and the side. From the top, a matchbox looks like a rectangle; you never see all its faces at once.\n\nA map shows places from the top, drawn smaller. On a village map, 1 cm may stand for 10 m of real ground.",
      hi: "चीज़ें ऊपर से, सामने से और बगल से अलग-अलग दिखती हैं। ऊपर से माचिस की डिब्बी एक आयत जैसी दिखती है; उसके सारे फलक एक साथ कभी नहीं दिखते।\n\nमानचित्र जगहों को ऊपर से और छोटा करके दिखाता है। गाँव के मानचित्र पर 1 सेमी, असली ज़मीन के 10 मीटर को दिखा सकता है।",
    },
    examples: [
      {
        question: {
          en: "On a village map, 1 cm stands for 10 m. The well is 6 cm from the school on the map. How far is it really?",
          hi: "गाँव के मानचित्र पर 1 सेमी, 10 मीटर को दिखाता है। मानचित्र पर कुआँ स्कूल से 6 सेमी दूर है। असल में वह कितनी दूर है?",
        },
        steps: {
          en: ["Each cm stands for 10 m.", "6 × 10 = 60"],
          hi: ["हर सेमी 10 मीटर को दिखाता है।", "6 × 10 = 60"],
        },
        answer: { en: "60 m", hi: "60 मीटर" },
        check: { expression: "6 × 10", value: "60" },
      },
      {
        question: {
          en: "You can see only 3 faces of a matchbox at a time. How many faces does it have?",
          hi: "माचिस की डिब्बी के एक बार में केवल 3 फलक दिखते हैं। उसके कुल कितने फलक हैं?",
        },
        steps: {
          en: [
            "Top and bottom: 2 faces.",
            "Front and back: 2 faces.",
            "Left and right: 2 faces.",
            "2 + 2 + 2 = 6",
          ],
          hi: ["ऊपर और नीचे: 2 फलक।", "आगे और पीछे: 2 फलक।", "बाएँ और दाएँ: 2 फलक।", "2 + 2 + 2 = 6"],
        },
        answer: { en: "6 faces", hi: "6 फलक" },
        check: { expression: "2 + 2 + 2", value: "6" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch03",
    title: { en: "Pattern Around Us", hi: "हमारे आस-पास के पैटर्न" },
    idea: {
      en: "A pattern repeats or grows by a rule. Find the rule, then use it to go on.\n\nEven numbers end in 0, 2, 4, 6 or 8; odd numbers end in 1, 3, 5, 7 or 9. In a row of squares made of matchsticks, each new square needs only 3 more sticks, because it shares one side.",
      hi: "पैटर्न किसी नियम से दोहराता है या बढ़ता है। नियम ढूँढो, फिर उससे आगे बढ़ो।\n\nसम संख्याओं के अंत में 0, 2, 4, 6 या 8 होता है; विषम संख्याओं के अंत में 1, 3, 5, 7 या 9। तीलियों से बने वर्गों की पंक्ति में हर नए वर्ग के लिए केवल 3 और तीलियाँ लगती हैं, क्योंकि उसकी एक भुजा पिछले वर्ग के साथ बँटी होती है।",
    },
    examples: [
      {
        question: { en: "What comes next? 7, 11, 15, 19, …", hi: "आगे क्या आएगा? 7, 11, 15, 19, …" },
        steps: {
          en: ["Each number is 4 more than the one before.", "19 + 4 = 23"],
          hi: ["हर संख्या पिछली से 4 अधिक है।", "19 + 4 = 23"],
        },
        answer: { en: "23", hi: "23" },
        check: { expression: "19 + 4", value: "23" },
      },
      {
        question: {
          en: "A row of 5 squares is made with matchsticks, each square sharing a side with the one before. How many matchsticks are used?",
          hi: "तीलियों से 5 वर्गों की एक पंक्ति बनी है, हर वर्ग पिछले वर्ग के साथ एक भुजा बाँटता है। कितनी तीलियाँ लगीं?",
        },
        steps: {
          en: [
            "The first square needs 4 sticks.",
            "Each of the other 4 squares adds 3 sticks.",
            "4 + 4 × 3 = 16",
          ],
          hi: ["पहले वर्ग में 4 तीलियाँ लगती हैं।", "बाकी 4 वर्गों में से हर एक में 3 तीलियाँ और लगती हैं।", "4 + 4 × 3 = 16"],
        },
        answer: { en: "16 matchsticks", hi: "16 तीलियाँ" },
        check: { expression: "4 + 4 × 3", value: "16" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch04",
    title: { en: "Thousands Around Us", hi: "हमारे आस-पास हज़ारों" },
    idea: {
      en: "10 hundreds make 1 thousand. In 4,375 the 4 means 4 thousands, the 3 means 3 hundreds, the 7 means 7 tens and the 5 means 5 ones.\n\nWhen a place is empty, we write 0 there. To compare two 4-digit numbers, look at the thousands first, then the hundreds.",
      hi: "10 सौ मिलकर 1 हज़ार बनाते हैं। 4,375 में 4 का मतलब 4 हज़ार, 3 का मतलब 3 सौ, 7 का मतलब 7 दहाई और 5 का मतलब 5 इकाई है।\n\nजब कोई स्थान खाली हो, तो वहाँ 0 लिखते हैं। 4 अंकों की दो संख्याओं की तुलना में पहले हज़ार देखो, फिर सैकड़े।",
    },
    examples: [
      {
        question: { en: "Write 6 thousand 4 hundred 5 as a number.", hi: "6 हज़ार 4 सौ 5 को संख्या में लिखो।" },
        steps: {
          en: [
            "6 thousand = 6,000 and 4 hundred = 400.",
            "There are no tens, so write 0 in the tens place.",
            "6,000 + 400 + 5 = 6,405",
          ],
          hi: [
            "6 हज़ार = 6,000 और 4 सौ = 400।",
            "कोई दहाई नहीं है, इसलिए दहाई के स्थान पर 0 लिखो।",
            "6,000 + 400 + 5 = 6,405",
          ],
        },
        answer: { en: "6,405", hi: "6,405" },
        check: { expression: "6000 + 400 + 5", value: "6405" },
      },
      {
        question: { en: "What is the place value of 7 in 3,712?", hi: "3,712 में 7 का स्थानीय मान क्या है?" },
        steps: {
          en: ["7 is in the hundreds place.", "7 × 100 = 700"],
          hi: ["7 सैकड़े के स्थान पर है।", "7 × 100 = 700"],
        },
        answer: { en: "700", hi: "700" },
        check: { expression: "7 × 100", value: "700" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch05",
    title: { en: "Sharing and Measuring", hi: "बाँटना और मापना" },
    idea: {
      en: "When we share something into equal parts, each part is a fraction of the whole. Cut a roti into 4 equal parts: each part is one quarter, 1/4.\n\n3/4 means 3 of those 4 equal parts. To find 3/4 of 20, first find one quarter, 20 ÷ 4, then take 3 of them.",
      hi: "जब हम किसी चीज़ को बराबर हिस्सों में बाँटते हैं, तो हर हिस्सा पूरे का एक भिन्न होता है। एक रोटी के 4 बराबर टुकड़े करो: हर टुकड़ा एक चौथाई, 1/4 है।\n\n3/4 का मतलब है उन 4 बराबर हिस्सों में से 3 हिस्से। 20 का 3/4 निकालने के लिए पहले एक चौथाई निकालो, 20 ÷ 4, फिर ऐसे 3 हिस्से लो।",
    },
    examples: [
      {
        question: {
          en: "12 bananas are shared equally among 4 friends. What is 1/4 of 12?",
          hi: "12 केले 4 दोस्तों में बराबर बाँटे गए। 12 का 1/4 कितना है?",
        },
        steps: {
          en: ["Make 4 equal shares of 12.", "12 ÷ 4 = 3"],
          hi: ["12 के 4 बराबर हिस्से करो।", "12 ÷ 4 = 3"],
        },
        answer: { en: "3 bananas", hi: "3 केले" },
        check: { expression: "12 ÷ 4", value: "3" },
      },
      {
        question: { en: "What is 3/4 of 20 rotis?", hi: "20 रोटियों का 3/4 कितना है?" },
        steps: {
          en: ["One quarter: 20 ÷ 4 = 5", "Three quarters: 3 × 5 = 15"],
          hi: ["एक चौथाई: 20 ÷ 4 = 5", "तीन चौथाई: 3 × 5 = 15"],
        },
        answer: { en: "15 rotis", hi: "15 रोटियाँ" },
        check: { expression: "20 ÷ 4 × 3", value: "15" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch06",
    title: { en: "Measuring Length", hi: "लंबाई मापना" },
    idea: {
      en: "1 cm = 10 mm, 1 m = 100 cm and 1 km = 1,000 m. Short things are measured in cm, a room in m, and the way to the next town in km.\n\nThe distance all round a shape is its perimeter: add the lengths of all its sides.",
      hi: "1 सेमी = 10 मिमी, 1 मी = 100 सेमी और 1 किमी = 1,000 मी। छोटी चीज़ें सेमी में मापते हैं, कमरा मीटर में और अगले शहर तक का रास्ता किमी में।\n\nकिसी आकृति के चारों ओर की दूरी उसका परिमाप है: उसकी सभी भुजाओं की लंबाई जोड़ो।",
    },
    examples: [
      {
        question: { en: "Write 3 m 45 cm in cm.", hi: "3 मी 45 सेमी को सेमी में लिखो।" },
        steps: {
          en: ["3 m = 3 × 100 = 300 cm", "300 + 45 = 345"],
          hi: ["3 मी = 3 × 100 = 300 सेमी", "300 + 45 = 345"],
        },
        answer: { en: "345 cm", hi: "345 सेमी" },
        check: { expression: "3 × 100 + 45", value: "345" },
      },
      {
        question: {
          en: "A garden is a rectangle 8 m long and 5 m wide. How far is it all round the garden?",
          hi: "एक बगीचा 8 मी लंबा और 5 मी चौड़ा आयत है। बगीचे के चारों ओर कितनी दूरी है?",
        },
        steps: {
          en: ["Add all four sides.", "8 + 5 + 8 + 5 = 26"],
          hi: ["चारों भुजाएँ जोड़ो।", "8 + 5 + 8 + 5 = 26"],
        },
        answer: { en: "26 m", hi: "26 मी" },
        check: { expression: "8 + 5 + 8 + 5", value: "26" },
      },
    ],
  },
  {
    chapterId: "ncert-c4-ch07",
    title: { en: "The Cleanest Village", hi: "सबसे स्वच्छ गाँव" },
    idea: {
      en: "Add and subtract big numbers column by column: ones, tens, hundreds, thousands. When a column makes 10 or more, carry 1 to the next place.\n\nMoney: ₹1 is 100 paise, so ₹12.50 is 12 rupees and 50 paise. To give change from ₹100, take ₹1 as 100 paise.",
      hi: "बड़ी संख्याओं को खाने-दर-खाने जोड़ो और घटाओ: इकाई, दहाई, सैकड़ा, हज़ार। जब किसी खाने में 10 या ज़्यादा बनें, तो 1 हासिल अगले स्थान पर ले जाओ।\n\nपैसे: ₹1 में 100 पैसे होते हैं, इसलिए ₹12.50 यानी 12 रुपये और 50 पैसे। ₹100 में से बाकी लौटाने के लिए ₹1 को 100 पैसे में बदलो।",
    },
    examples: [
      {
        question: {
          en: "The village planted 1,275 saplings, and then 648 more. How many saplings in all?",
          hi: "गाँव ने 1,275 पौधे लगाए, फिर 648 और। कुल कितने पौधे लगे?",
        },
        steps: {
          en: [
            "Ones: 5 + 8 = 13, write 3 and carry 1.",
            "Tens: 7 + 4 + 1 = 12, write 2 and carry 1.",
            "Hundreds: 2 + 6 + 1 = 9. Thousands: 1.",
            "1,275 + 648 = 1,923",
          ],
          hi: [
            "इकाई: 5 + 8 = 13, 3 लिखो और 1 हासिल।",
            "दहाई: 7 + 4 + 1 = 12, 2 लिखो और 1 हासिल।",
            "सैकड़ा: 2 + 6 + 1 = 9। हज़ार: 1।",
            "1,275 + 648 = 1,923",
          ],
        },
        answer: { en: "1,923 saplings", hi: "1,923 पौधे" },
        check: { expression: "1275 + 648", value: "1923" },
      },
      {
        question: {
          en: "A dustbin costs ₹86.50. Meena pays with a ₹100 note. How much change does she get?",
          hi: "एक कूड़ेदान का दाम ₹86.50 है। मीना ₹100 का नोट देती है। उसे कितने पैसे वापस मिलेंगे?",
        },
        steps: {
          en: ["Take ₹100 as ₹99 and 100 paise.", "Paise: 100 − 50 = 50.", "Rupees: 99 − 86 = 13."],
          hi: ["₹100 को ₹99 और 100 पैसे मानो।", "पैसे: 100 − 50 = 50।", "रुपये: 99 − 86 = 13।"],
        },
        answer: { en: "₹13.50", hi: "₹13.50" },
        check: { expression: "100 - 86.50", value: "13.5" },
      },
    ],
  },
  ...CLASS_4_LESSONS_LATER,
]);
