import { defineLessons } from "./model.ts";

/** Class 2's lesson pages for chapters 7 to 11. */
export const CLASS_2_LESSONS_CH07_11 = defineLessons([
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
