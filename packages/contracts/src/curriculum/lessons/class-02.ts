import { defineLessons } from "./model.ts";

/** Class 2's lesson pages, one per chapter, in the book's order. */
export const CLASS_2_LESSONS = defineLessons([
  {
    chapterId: "ncert-c2-ch01",
    title: { en: "A Day at the Beach", hi: "समुद्र किनारे एक दिन" },
    idea: {
      en: "When there are many shells, we put them in groups of ten. 3 groups of ten and 4 loose shells make 34.\n\nSkip counting is counting in equal jumps: 2, 4, 6, 8 or 5, 10, 15, 20.",
      hi: "जब बहुत सारी सीपियाँ हों, तो हम उनके दस-दस के समूह बनाते हैं। दस के 3 समूह और 4 खुली सीपियाँ मिलकर 34 होती हैं।\n\nछलाँग लगाकर गिनना यानी बराबर छलाँगों में गिनना: 2, 4, 6, 8 या 5, 10, 15, 20।",
    },
    examples: [
      {
        question: {
          en: "Tenzin makes 5 groups of ten shells and has 7 shells left over. How many shells does he have?",
          hi: "तेनज़िन सीपियों के दस-दस के 5 समूह बनाता है और 7 सीपियाँ बच जाती हैं। उसके पास कितनी सीपियाँ हैं?",
        },
        steps: {
          en: ["5 groups of ten: 5 × 10 = 50.", "Add the loose shells: 50 + 7."],
          hi: ["दस के 5 समूह: 5 × 10 = 50।", "खुली सीपियाँ जोड़ो: 50 + 7।"],
        },
        answer: { en: "57 shells.", hi: "57 सीपियाँ।" },
        check: { expression: "5×10+7", value: "57" },
      },
      {
        question: {
          en: "Count in 5s: 5, 10, 15, 20, … What is the 6th number?",
          hi: "5-5 करके गिनो: 5, 10, 15, 20, … छठी संख्या क्या है?",
        },
        steps: {
          en: ["Each jump adds 5.", "After 20 come 25 (5th) and 30 (6th)."],
          hi: ["हर छलाँग में 5 जुड़ता है।", "20 के बाद 25 (पाँचवीं) और 30 (छठी) आती हैं।"],
        },
        answer: { en: "30", hi: "30" },
        check: { expression: "5×6", value: "30" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch02",
    title: { en: "Shapes Around Us", hi: "हमारे आस-पास की आकृतियाँ" },
    idea: {
      en: "A dice is a cube: it has 6 flat faces, all squares, 8 corners and 12 edges. A brick or a matchbox is a cuboid: its faces are rectangles.\n\nA ball is a sphere and rolls; a tin can is a cylinder and can roll or slide.",
      hi: "पासा एक घन है: उसके 6 सपाट फलक होते हैं, सभी वर्ग, 8 कोने और 12 किनारे। ईंट या माचिस की डिब्बी घनाभ है: उसके फलक आयत होते हैं।\n\nगेंद गोला है और लुढ़कती है; टिन का डिब्बा बेलन है, जो लुढ़क भी सकता है और खिसक भी।",
    },
    examples: [
      {
        question: { en: "How many faces do 3 dice have in all?", hi: "3 पासों के कुल मिलाकर कितने फलक हैं?" },
        steps: {
          en: ["One dice has 6 faces.", "Add 6 three times: 6 + 6 + 6."],
          hi: ["एक पासे के 6 फलक होते हैं।", "6 को तीन बार जोड़ो: 6 + 6 + 6।"],
        },
        answer: { en: "18 faces.", hi: "18 फलक।" },
        check: { expression: "6+6+6", value: "18" },
      },
      {
        question: {
          en: "A matchbox has 8 corners. How many corners do 2 matchboxes have?",
          hi: "माचिस की डिब्बी के 8 कोने होते हैं। 2 डिब्बियों के कितने कोने होंगे?",
        },
        steps: {
          en: ["One matchbox: 8 corners.", "Two matchboxes: 8 + 8."],
          hi: ["एक डिब्बी: 8 कोने।", "दो डिब्बियाँ: 8 + 8।"],
        },
        answer: { en: "16 corners.", hi: "16 कोने।" },
        check: { expression: "8+8", value: "16" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch03",
    title: { en: "Fun with Numbers", hi: "संख्याओं के साथ मज़ा" },
    idea: {
      en: "In a 2-digit number the left digit tells the tens and the right digit tells the ones. In 72, the 7 means 70 and the 2 means 2.\n\nTo compare, look at the tens first; if the tens are the same, look at the ones.",
      hi: "2 अंकों की संख्या में बायाँ अंक दहाई बताता है और दायाँ अंक इकाई। 72 में 7 का मतलब 70 है और 2 का मतलब 2।\n\nतुलना के लिए पहले दहाई देखो; दहाई बराबर हो, तो इकाई देखो।",
    },
    examples: [
      {
        question: { en: "What is the value of the digit 6 in 63?", hi: "63 में अंक 6 का स्थानीय मान क्या है?" },
        steps: {
          en: ["6 is in the tens place.", "6 tens = 6 × 10."],
          hi: ["6 दहाई के स्थान पर है।", "6 दहाई = 6 × 10।"],
        },
        answer: { en: "60", hi: "60" },
        check: { expression: "6×10", value: "60" },
      },
      {
        question: { en: "Which is bigger, 58 or 85? By how much?", hi: "कौन बड़ा है, 58 या 85? कितना?" },
        steps: {
          en: [
            "Tens: 5 and 8. 8 tens are more, so 85 is bigger.",
            "85 − 58: from 58 to 60 is 2, from 60 to 85 is 25.",
          ],
          hi: ["दहाई: 5 और 8। 8 दहाई ज़्यादा हैं, इसलिए 85 बड़ा है।", "85 − 58: 58 से 60 तक 2, 60 से 85 तक 25।"],
        },
        answer: { en: "85 is bigger, by 27.", hi: "85 बड़ा है, 27 से।" },
        check: { expression: "2+25", value: "27" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch04",
    title: { en: "Shadow Story", hi: "परछाईं की कहानी" },
    idea: {
      en: "A solid thing can make a flat shape: its shadow, or the print of one of its flat faces. A dice prints a square, a brick prints a rectangle, and the bottom of a tin can prints a circle.\n\nThe flat shapes have names: triangle, square, rectangle and circle.",
      hi: "ठोस चीज़ से सपाट आकृति बन सकती है: उसकी परछाईं, या उसकी किसी सपाट सतह की छाप। पासे से वर्ग छपता है, ईंट से आयत, और टिन के डिब्बे के तले से वृत्त।\n\nसपाट आकृतियों के नाम हैं: त्रिभुज, वर्ग, आयत और वृत्त।",
    },
    examples: [
      {
        question: {
          en: "Kavya prints every face of a dice on paper. How many squares does she print?",
          hi: "काव्या पासे के हर फलक को कागज़ पर छापती है। वह कितने वर्ग छापेगी?",
        },
        steps: {
          en: ["Every face of a dice is a square.", "A dice has 6 faces: 1 + 1 + 1 + 1 + 1 + 1."],
          hi: ["पासे का हर फलक वर्ग है।", "पासे के 6 फलक होते हैं: 1 + 1 + 1 + 1 + 1 + 1।"],
        },
        answer: { en: "6 squares.", hi: "6 वर्ग।" },
        check: { expression: "1+1+1+1+1+1", value: "6" },
      },
      {
        question: {
          en: "How many corners do 2 triangles and 1 square have in all?",
          hi: "2 त्रिभुजों और 1 वर्ग के कुल कितने कोने हैं?",
        },
        steps: {
          en: ["A triangle has 3 corners: 3 + 3 = 6.", "A square has 4 corners: 6 + 4."],
          hi: ["त्रिभुज के 3 कोने होते हैं: 3 + 3 = 6।", "वर्ग के 4 कोने होते हैं: 6 + 4।"],
        },
        answer: { en: "10 corners.", hi: "10 कोने।" },
        check: { expression: "3+3+4", value: "10" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch05",
    title: { en: "Playing with Lines", hi: "रेखाओं के साथ खेल" },
    idea: {
      en: "Lines can be straight or curved. A straight line can stand up ( | ), lie down ( — ) or slant ( / ).\n\nShapes are made of lines: a triangle is made of 3 straight lines, a square of 4. Lines can also make patterns that repeat.",
      hi: "रेखाएँ सीधी या घुमावदार हो सकती हैं। सीधी रेखा खड़ी ( | ), लेटी ( — ) या तिरछी ( / ) हो सकती है।\n\nआकृतियाँ रेखाओं से बनती हैं: त्रिभुज 3 सीधी रेखाओं से, वर्ग 4 से। रेखाओं से पैटर्न भी बनते हैं जो दोहराए जाते हैं।",
    },
    examples: [
      {
        question: {
          en: "How many straight lines do you need to draw 2 squares that do not touch?",
          hi: "ऐसे 2 वर्ग बनाने में कितनी सीधी रेखाएँ लगेंगी जो एक-दूसरे को न छुएँ?",
        },
        steps: {
          en: ["One square needs 4 straight lines.", "Two squares: 4 + 4."],
          hi: ["एक वर्ग में 4 सीधी रेखाएँ लगती हैं।", "दो वर्ग: 4 + 4।"],
        },
        answer: { en: "8 straight lines.", hi: "8 सीधी रेखाएँ।" },
        check: { expression: "4+4", value: "8" },
      },
      {
        question: {
          en: "A border repeats | / — | / — … How many slanting lines are there in 5 repeats?",
          hi: "एक किनारी में | / — | / — … दोहराया गया है। 5 बार दोहराने में कितनी तिरछी रेखाएँ होंगी?",
        },
        steps: {
          en: ["Each group | / — has 1 slanting line.", "5 groups: 1 + 1 + 1 + 1 + 1."],
          hi: ["हर समूह | / — में 1 तिरछी रेखा है।", "5 समूह: 1 + 1 + 1 + 1 + 1।"],
        },
        answer: { en: "5 slanting lines.", hi: "5 तिरछी रेखाएँ।" },
        check: { expression: "1+1+1+1+1", value: "5" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch06",
    title: { en: "Decoration for Festival", hi: "त्योहार की सजावट" },
    idea: {
      en: "To add 2-digit numbers, add the ones first, then the tens. If the ones make 10 or more, carry a ten to the tens.\n\nTo subtract, take the ones first; if there are not enough ones, break a ten into 10 ones.",
      hi: "2 अंकों की संख्याएँ जोड़ने के लिए पहले इकाई जोड़ो, फिर दहाई। इकाई का योग 10 या ज़्यादा हो, तो एक दहाई हासिल के रूप में दहाई में ले जाओ।\n\nघटाने के लिए पहले इकाई घटाओ; इकाई कम हों, तो एक दहाई तोड़कर 10 इकाई बना लो।",
    },
    examples: [
      {
        question: {
          en: "Meena makes 38 paper flowers and Ravi makes 25. How many flowers are there?",
          hi: "मीना ने 38 कागज़ के फूल बनाए और रवि ने 25। कुल कितने फूल हैं?",
        },
        steps: {
          en: ["Ones: 8 + 5 = 13: write 3, carry 1 ten.", "Tens: 3 + 2 + 1 = 6 tens."],
          hi: ["इकाई: 8 + 5 = 13: 3 लिखो, 1 दहाई हासिल।", "दहाई: 3 + 2 + 1 = 6 दहाई।"],
        },
        answer: { en: "63 flowers.", hi: "63 फूल।" },
        check: { expression: "38+25", value: "63" },
      },
      {
        question: {
          en: "There were 52 diyas. 17 were lit. How many are not lit?",
          hi: "52 दीये थे। 17 जलाए गए। कितने नहीं जले?",
        },
        steps: {
          en: ["Ones: 2 is less than 7, so break a ten: 12 − 7 = 5.", "Tens: 4 − 1 = 3 tens."],
          hi: ["इकाई: 2, 7 से कम है, इसलिए एक दहाई तोड़ो: 12 − 7 = 5।", "दहाई: 4 − 1 = 3 दहाई।"],
        },
        answer: { en: "35 diyas.", hi: "35 दीये।" },
        check: { expression: "52-17", value: "35" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch07",
    title: { en: "Rani's Gift", hi: "रानी का उपहार" },
    idea: {
      en: "We can measure length with hand-spans or with a ruler in centimetres (cm). 100 cm make 1 metre.\n\nTo find how much longer one thing is, subtract the smaller length from the bigger.",
      hi: "हम लंबाई बित्ते से या स्केल से सेंटीमीटर (सेमी) में नाप सकते हैं। 100 सेमी से 1 मीटर बनता है।\n\nकोई चीज़ कितनी ज़्यादा लंबी है, यह जानने के लिए बड़ी लंबाई में से छोटी लंबाई घटाओ।",
    },
    examples: [
      {
        question: {
          en: "Rani's ribbon is 45 cm long and her sister's is 28 cm. How many cm longer is Rani's ribbon?",
          hi: "रानी का रिबन 45 सेमी लंबा है और उसकी बहन का 28 सेमी। रानी का रिबन कितने सेमी ज़्यादा लंबा है?",
        },
        steps: {
          en: [
            "Subtract the smaller length from the bigger.",
            "45 − 28: from 28 to 30 is 2, from 30 to 45 is 15.",
          ],
          hi: ["बड़ी लंबाई में से छोटी घटाओ।", "45 − 28: 28 से 30 तक 2, 30 से 45 तक 15।"],
        },
        answer: { en: "17 cm longer.", hi: "17 सेमी ज़्यादा लंबा।" },
        check: { expression: "45-28", value: "17" },
      },
      {
        question: { en: "How many centimetres are there in 3 metres?", hi: "3 मीटर में कितने सेंटीमीटर होते हैं?" },
        steps: {
          en: ["1 metre is 100 cm.", "3 metres: 100 + 100 + 100."],
          hi: ["1 मीटर = 100 सेमी।", "3 मीटर: 100 + 100 + 100।"],
        },
        answer: { en: "300 cm.", hi: "300 सेमी।" },
        check: { expression: "3×100", value: "300" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch08",
    title: { en: "Grouping and Sharing", hi: "समूह बनाना और बाँटना" },
    idea: {
      en: "4 groups of 5 is 5 + 5 + 5 + 5 = 20: we write it 4 × 5 = 20.\n\nSharing equally means giving everyone the same number. 12 sweets shared by 3 children: give one each, round after round; each gets 4.",
      hi: "5 के 4 समूह यानी 5 + 5 + 5 + 5 = 20: इसे 4 × 5 = 20 लिखते हैं।\n\nबराबर बाँटने का मतलब है सबको बराबर देना। 12 मिठाइयाँ 3 बच्चों में: हर बार सबको एक-एक दो; हर एक को 4 मिलती हैं।",
    },
    examples: [
      {
        question: {
          en: "There are 3 baskets with 6 mangoes in each. How many mangoes are there?",
          hi: "3 टोकरियाँ हैं, हर एक में 6 आम। कुल कितने आम हैं?",
        },
        steps: {
          en: ["Add 6 three times: 6 + 6 + 6.", "So 3 × 6 = 18."],
          hi: ["6 को तीन बार जोड़ो: 6 + 6 + 6।", "यानी 3 × 6 = 18।"],
        },
        answer: { en: "18 mangoes.", hi: "18 आम।" },
        check: { expression: "3×6", value: "18" },
      },
      {
        question: {
          en: "Harpreet shares 20 marbles equally among 4 friends. How many does each get?",
          hi: "हरप्रीत 20 कंचे 4 दोस्तों में बराबर बाँटता है। हर एक को कितने मिलेंगे?",
        },
        steps: {
          en: ["Each round gives away 4 marbles.", "4 + 4 + 4 + 4 + 4 = 20: that is 5 rounds."],
          hi: ["हर बार 4 कंचे बँटते हैं।", "4 + 4 + 4 + 4 + 4 = 20: यानी 5 बार।"],
        },
        answer: { en: "5 marbles each.", hi: "हर एक को 5 कंचे।" },
        check: { expression: "20÷4", value: "5" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch09",
    title: { en: "Which Season is it?", hi: "कौन-सा मौसम है?" },
    idea: {
      en: "A week has 7 days: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday. A year has 12 months, from January to December, and seasons come in turn: summer, rains, winter.\n\nTo find a day some days later, count on one day at a time.",
      hi: "सप्ताह में 7 दिन होते हैं: सोमवार, मंगलवार, बुधवार, गुरुवार, शुक्रवार, शनिवार, रविवार। साल में 12 महीने होते हैं, जनवरी से दिसंबर तक, और मौसम बारी-बारी से आते हैं: गर्मी, बरसात, सर्दी।\n\nकुछ दिन बाद का दिन जानने के लिए एक-एक दिन आगे गिनो।",
    },
    examples: [
      {
        question: { en: "How many days are there in 3 weeks?", hi: "3 सप्ताह में कितने दिन होते हैं?" },
        steps: {
          en: ["A week has 7 days.", "3 weeks: 7 + 7 + 7."],
          hi: ["एक सप्ताह में 7 दिन होते हैं।", "3 सप्ताह: 7 + 7 + 7।"],
        },
        answer: { en: "21 days.", hi: "21 दिन।" },
        check: { expression: "7+7+7", value: "21" },
      },
      {
        question: {
          en: "The rains begin in June and last 4 months. In which month do they end, and how many months are left in the year after it?",
          hi: "बरसात जून में शुरू होती है और 4 महीने चलती है। वह किस महीने ख़त्म होती है, और उसके बाद साल में कितने महीने बचते हैं?",
        },
        steps: {
          en: [
            "June, July, August, September: 4 months, ending in September.",
            "September is month 9; months after it: 12 − 9.",
          ],
          hi: ["जून, जुलाई, अगस्त, सितंबर: 4 महीने, सितंबर में ख़त्म।", "सितंबर 9वाँ महीना है; उसके बाद के महीने: 12 − 9।"],
        },
        answer: { en: "September; 3 months are left.", hi: "सितंबर; 3 महीने बचते हैं।" },
        check: { expression: "12-9", value: "3" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch10",
    title: { en: "Fun at the Fair", hi: "मेले में मज़ा" },
    idea: {
      en: "At a fair we pay with coins and notes. To count money, add the value of each coin and note.\n\nIf we pay more than the price, we get change back: change = money given − price.",
      hi: "मेले में हम सिक्कों और नोटों से पैसे देते हैं। पैसे गिनने के लिए हर सिक्के और नोट का मूल्य जोड़ो।\n\nदाम से ज़्यादा पैसे दें, तो बाकी पैसे वापस मिलते हैं: वापसी = दिए गए पैसे − दाम।",
    },
    examples: [
      {
        question: {
          en: "Joseph has 2 coins of ₹10 and 3 coins of ₹5. How much money does he have?",
          hi: "जोसेफ़ के पास ₹10 के 2 सिक्के और ₹5 के 3 सिक्के हैं। उसके पास कितने रुपये हैं?",
        },
        steps: {
          en: ["₹10 coins: 10 + 10 = ₹20.", "₹5 coins: 5 + 5 + 5 = ₹15.", "Together: 20 + 15."],
          hi: ["₹10 के सिक्के: 10 + 10 = ₹20।", "₹5 के सिक्के: 5 + 5 + 5 = ₹15।", "मिलाकर: 20 + 15।"],
        },
        answer: { en: "₹35", hi: "₹35" },
        check: { expression: "2×10+3×5", value: "35" },
      },
      {
        question: {
          en: "A balloon costs ₹18. Fatima pays with a ₹50 note. How much change does she get?",
          hi: "एक गुब्बारा ₹18 का है। फ़ातिमा ₹50 का नोट देती है। उसे कितने रुपये वापस मिलेंगे?",
        },
        steps: {
          en: ["Count on from 18 to 20: ₹2.", "From 20 to 50: ₹30."],
          hi: ["18 से 20 तक आगे गिनो: ₹2।", "20 से 50 तक: ₹30।"],
        },
        answer: { en: "₹32 change.", hi: "₹32 वापस।" },
        check: { expression: "50-18", value: "32" },
      },
    ],
  },
  {
    chapterId: "ncert-c2-ch11",
    title: { en: "Data Handling", hi: "आँकड़ों का प्रबंधन" },
    idea: {
      en: "We can collect information by counting, and show it in a table or a pictograph. In a pictograph, each picture can stand for more than one thing: then we multiply.\n\nFrom the table we can find which is the most, and how many more one kind has than another.",
      hi: "हम गिनकर जानकारी इकट्ठी कर सकते हैं, और उसे तालिका या चित्रालेख में दिखा सकते हैं। चित्रालेख में एक चित्र एक से ज़्यादा चीज़ों के बराबर हो सकता है: तब गुणा करते हैं।\n\nतालिका से पता चलता है कि कौन सबसे ज़्यादा है, और एक तरह की चीज़ें दूसरी से कितनी ज़्यादा हैं।",
    },
    examples: [
      {
        question: {
          en: "In a pictograph each picture stands for 2 children. The row for 'kabaddi' has 6 pictures. How many children like kabaddi?",
          hi: "एक चित्रालेख में हर चित्र 2 बच्चों के बराबर है। 'कबड्डी' की पंक्ति में 6 चित्र हैं। कितने बच्चों को कबड्डी पसंद है?",
        },
        steps: {
          en: ["Count the pictures: 6.", "Each picture is 2 children: 6 × 2."],
          hi: ["चित्र गिनो: 6।", "हर चित्र 2 बच्चे: 6 × 2।"],
        },
        answer: { en: "12 children.", hi: "12 बच्चे।" },
        check: { expression: "6×2", value: "12" },
      },
      {
        question: {
          en: "A table shows 14 trucks and 9 tops. How many more trucks than tops are there?",
          hi: "एक तालिका में 14 ट्रक और 9 लट्टू दिखाए गए हैं। लट्टुओं से कितने ज़्यादा ट्रक हैं?",
        },
        steps: {
          en: ["Subtract the smaller count from the bigger.", "From 9 to 14: 10, 11, 12, 13, 14 is 5."],
          hi: ["बड़ी गिनती में से छोटी घटाओ।", "9 से 14 तक: 10, 11, 12, 13, 14, यानी 5।"],
        },
        answer: { en: "5 more trucks.", hi: "5 ट्रक ज़्यादा।" },
        check: { expression: "14-9", value: "5" },
      },
    ],
  },
]);
