import { defineLessons } from "./model.ts";

/** Class 1's lesson pages for chapters 1 to 7. */
export const CLASS_1_LESSONS_CH01_07 = defineLessons([
  {
    chapterId: "ncert-c1-ch01",
    title: { en: "Finding the Furry Cat!", hi: "रोएँदार बिल्ली की खोज" },
    idea: {
      en: "Look carefully: is the cat on the box or under it, inside the basket or outside? Words like on, under, inside and outside tell us where things are.\n\nWhen we sort things into groups, we can count each group and say which group has more and which has fewer.",
      hi: "ध्यान से देखो: बिल्ली डिब्बे के ऊपर है या नीचे, टोकरी के अंदर है या बाहर? ऊपर, नीचे, अंदर, बाहर जैसे शब्द बताते हैं कि चीज़ें कहाँ हैं।\n\nजब हम चीज़ों को समूहों में छाँटते हैं, तो हर समूह गिन सकते हैं और बता सकते हैं कि किस समूह में ज़्यादा है और किसमें कम।",
    },
    examples: [
      {
        question: {
          en: "There are 5 balls inside the basket and 3 balls outside. How many more balls are inside?",
          hi: "टोकरी के अंदर 5 गेंदें हैं और बाहर 3 गेंदें। अंदर कितनी गेंदें ज़्यादा हैं?",
        },
        steps: {
          en: [
            "Count the balls inside: 5.",
            "Count the balls outside: 3.",
            "Match them one to one: 2 balls inside have no partner.",
          ],
          hi: [
            "अंदर की गेंदें गिनो: 5।",
            "बाहर की गेंदें गिनो: 3।",
            "एक-एक की जोड़ी बनाओ: अंदर की 2 गेंदों की जोड़ी नहीं बनती।",
          ],
        },
        answer: { en: "2 more balls are inside.", hi: "अंदर 2 गेंदें ज़्यादा हैं।" },
        check: { expression: "5-3", value: "2" },
      },
      {
        question: {
          en: "Meena sorts her toys: 4 cars and 6 dolls. How many toys are there in all?",
          hi: "मीना अपने खिलौने छाँटती है: 4 कारें और 6 गुड़ियाँ। कुल कितने खिलौने हैं?",
        },
        steps: {
          en: ["Cars: 4. Dolls: 6.", "Count on from 6: 7, 8, 9, 10."],
          hi: ["कारें: 4। गुड़ियाँ: 6।", "6 से आगे गिनो: 7, 8, 9, 10।"],
        },
        answer: { en: "10 toys in all.", hi: "कुल 10 खिलौने।" },
        check: { expression: "4+6", value: "10" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch02",
    title: { en: "What is Long? What is Round?", hi: "क्या लंबा है? क्या गोल है?" },
    idea: {
      en: "A ball is round: it rolls. A box has flat faces: it slides and we can stack boxes. A tin can has flat faces and a curved side, so it can slide and roll.\n\nFlat shapes have names too: a triangle has 3 sides, a square and a rectangle have 4 sides, and a circle has no corners.",
      hi: "गेंद गोल है: वह लुढ़कती है। डिब्बे की सपाट सतहें होती हैं: वह खिसकता है और डिब्बों को एक के ऊपर एक रख सकते हैं। टिन के डिब्बे की सपाट सतह भी है और घुमावदार सतह भी, इसलिए वह खिसक भी सकता है और लुढ़क भी।\n\nसपाट आकृतियों के भी नाम हैं: त्रिभुज की 3 भुजाएँ, वर्ग और आयत की 4 भुजाएँ होती हैं, और वृत्त का कोई कोना नहीं होता।",
    },
    examples: [
      {
        question: {
          en: "How many of these can roll: a ball, a dice, an orange, a brick?",
          hi: "इनमें से कितनी चीज़ें लुढ़क सकती हैं: गेंद, पासा, संतरा, ईंट?",
        },
        steps: {
          en: [
            "A ball is round: it rolls.",
            "A dice and a brick have only flat faces: they slide.",
            "An orange is round: it rolls.",
          ],
          hi: ["गेंद गोल है: वह लुढ़कती है।", "पासे और ईंट की सभी सतहें सपाट हैं: वे खिसकते हैं।", "संतरा गोल है: वह लुढ़कता है।"],
        },
        answer: { en: "2 of them can roll.", hi: "इनमें से 2 लुढ़क सकती हैं।" },
        check: { expression: "1+1", value: "2" },
      },
      {
        question: {
          en: "How many sides do a triangle and a square have together?",
          hi: "एक त्रिभुज और एक वर्ग की कुल मिलाकर कितनी भुजाएँ हैं?",
        },
        steps: {
          en: ["A triangle has 3 sides.", "A square has 4 sides.", "Add them."],
          hi: ["त्रिभुज की 3 भुजाएँ होती हैं।", "वर्ग की 4 भुजाएँ होती हैं।", "इन्हें जोड़ो।"],
        },
        answer: { en: "7 sides.", hi: "7 भुजाएँ।" },
        check: { expression: "3+4", value: "7" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch03",
    title: { en: "Mango Treat", hi: "आम की दावत" },
    idea: {
      en: "We count things one by one, saying one number for each thing: 1, 2, 3, … The last number we say tells how many there are.\n\nA number that comes later when we count is bigger: 7 comes after 5, so 7 is more than 5.",
      hi: "हम चीज़ों को एक-एक करके गिनते हैं, हर चीज़ के लिए एक संख्या बोलते हैं: 1, 2, 3, … जो संख्या आख़िर में बोलते हैं, वही बताती है कि कितनी चीज़ें हैं।\n\nगिनती में जो संख्या बाद में आती है, वह बड़ी होती है: 7, 5 के बाद आता है, इसलिए 7, 5 से ज़्यादा है।",
    },
    examples: [
      {
        question: {
          en: "Ravi has 3 mangoes and Anu has 5. Anu gives Ravi 1 mango. How many mangoes does Ravi have now?",
          hi: "रवि के पास 3 आम हैं और अनु के पास 5। अनु ने रवि को 1 आम दिया। अब रवि के पास कितने आम हैं?",
        },
        steps: {
          en: ["Ravi had 3.", "One more than 3 is the next number: 4."],
          hi: ["रवि के पास 3 थे।", "3 से एक ज़्यादा अगली संख्या है: 4।"],
        },
        answer: { en: "Ravi has 4 mangoes.", hi: "रवि के पास 4 आम हैं।" },
        check: { expression: "3+1", value: "4" },
      },
      {
        question: { en: "Which is more, 6 or 9? How many more?", hi: "कौन ज़्यादा है, 6 या 9? कितना ज़्यादा?" },
        steps: {
          en: ["Count: 6 comes before 9, so 9 is more.", "Count on from 6 to 9: 7, 8, 9 is 3 steps."],
          hi: ["गिनो: 6, 9 से पहले आता है, इसलिए 9 ज़्यादा है।", "6 से 9 तक आगे गिनो: 7, 8, 9, यानी 3 कदम।"],
        },
        answer: { en: "9 is more, by 3.", hi: "9 ज़्यादा है, 3 से।" },
        check: { expression: "9-6", value: "3" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch04",
    title: { en: "Making 10", hi: "दस बनाना" },
    idea: {
      en: "Ten is a special number. 6 and 4 make 10, 7 and 3 make 10, 5 and 5 make 10. Knowing the pairs that make 10 helps us add fast.\n\nNumbers from 11 to 20 are one ten and some ones: 14 is 1 ten and 4 ones.",
      hi: "दस एक ख़ास संख्या है। 6 और 4 से 10 बनता है, 7 और 3 से 10, 5 और 5 से 10। 10 बनाने वाली जोड़ियाँ याद हों, तो जोड़ना जल्दी होता है।\n\n11 से 20 तक की संख्याएँ एक दहाई और कुछ इकाइयाँ हैं: 14 यानी 1 दहाई और 4 इकाई।",
    },
    examples: [
      {
        question: {
          en: "Fatima has 7 bangles. How many more does she need to have 10?",
          hi: "फ़ातिमा के पास 7 चूड़ियाँ हैं। 10 पूरी करने के लिए उसे और कितनी चाहिए?",
        },
        steps: {
          en: ["Count on from 7 to 10: 8, 9, 10.", "That is 3 more."],
          hi: ["7 से 10 तक आगे गिनो: 8, 9, 10।", "यानी 3 और।"],
        },
        answer: { en: "3 more bangles.", hi: "3 और चूड़ियाँ।" },
        check: { expression: "10-7", value: "3" },
      },
      {
        question: { en: "What number is 1 ten and 6 ones?", hi: "1 दहाई और 6 इकाई से कौन-सी संख्या बनती है?" },
        steps: {
          en: ["1 ten is 10.", "10 and 6 ones make 16."],
          hi: ["1 दहाई = 10।", "10 और 6 इकाई से 16 बनता है।"],
        },
        answer: { en: "16", hi: "16" },
        check: { expression: "10+6", value: "16" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch05",
    title: { en: "How Many?", hi: "कितने?" },
    idea: {
      en: "When things are put together, we add: 3 birds and 2 more birds make 5 birds.\n\nWhen some things go away, we subtract: 5 birds, 2 fly away, 3 are left. Counting on and counting back help us.",
      hi: "जब चीज़ें साथ रखी जाती हैं, तब हम जोड़ते हैं: 3 चिड़ियाँ और 2 चिड़ियाँ और, कुल 5 चिड़ियाँ।\n\nजब कुछ चीज़ें चली जाती हैं, तब हम घटाते हैं: 5 चिड़ियाँ, 2 उड़ गईं, 3 बचीं। आगे गिनना और पीछे गिनना इसमें मदद करते हैं।",
    },
    examples: [
      {
        question: {
          en: "There are 4 birds on a tree. 3 more come. How many birds are there now?",
          hi: "पेड़ पर 4 चिड़ियाँ हैं। 3 और आ गईं। अब कितनी चिड़ियाँ हैं?",
        },
        steps: {
          en: ["Start at 4.", "Count on 3: 5, 6, 7."],
          hi: ["4 से शुरू करो।", "3 आगे गिनो: 5, 6, 7।"],
        },
        answer: { en: "7 birds.", hi: "7 चिड़ियाँ।" },
        check: { expression: "4+3", value: "7" },
      },
      {
        question: {
          en: "Arjun had 8 balloons. 3 burst. How many are left?",
          hi: "अर्जुन के पास 8 गुब्बारे थे। 3 फूट गए। कितने बचे?",
        },
        steps: {
          en: ["Start at 8.", "Count back 3: 7, 6, 5."],
          hi: ["8 से शुरू करो।", "3 पीछे गिनो: 7, 6, 5।"],
        },
        answer: { en: "5 balloons are left.", hi: "5 गुब्बारे बचे।" },
        check: { expression: "8-3", value: "5" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch06",
    title: { en: "Vegetable Farm", hi: "सब्ज़ियों का खेत" },
    idea: {
      en: "We can add and subtract numbers up to 20. To add 8 and 5, first make 10: 8 and 2 make 10, then 3 more make 13.\n\nTo subtract, we can count back, or think of adding: 15 − 7 is the number that makes 15 with 7.",
      hi: "हम 20 तक की संख्याएँ जोड़ और घटा सकते हैं। 8 और 5 जोड़ने के लिए पहले 10 बनाओ: 8 और 2 से 10, फिर 3 और, तो 13।\n\nघटाने के लिए पीछे गिन सकते हैं, या जोड़कर सोच सकते हैं: 15 − 7 वह संख्या है जो 7 के साथ 15 बनाती है।",
    },
    examples: [
      {
        question: {
          en: "Lalita picks 8 tomatoes and then 5 more. How many tomatoes does she have?",
          hi: "ललिता ने 8 टमाटर तोड़े और फिर 5 और। उसके पास कितने टमाटर हैं?",
        },
        steps: {
          en: ["Split 5 into 2 and 3.", "8 and 2 make 10.", "10 and 3 make 13."],
          hi: ["5 को 2 और 3 में बाँटो।", "8 और 2 से 10 बनता है।", "10 और 3 से 13 बनता है।"],
        },
        answer: { en: "13 tomatoes.", hi: "13 टमाटर।" },
        check: { expression: "8+5", value: "13" },
      },
      {
        question: {
          en: "There are 15 carrots. A rabbit eats 7. How many are left?",
          hi: "15 गाजरें हैं। एक ख़रगोश 7 खा गया। कितनी बचीं?",
        },
        steps: {
          en: ["Take 5 to reach 10: 15 − 5 = 10.", "Take 2 more: 10 − 2 = 8."],
          hi: ["10 तक पहुँचने के लिए 5 घटाओ: 15 − 5 = 10।", "2 और घटाओ: 10 − 2 = 8।"],
        },
        answer: { en: "8 carrots are left.", hi: "8 गाजरें बचीं।" },
        check: { expression: "15-7", value: "8" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch07",
    title: { en: "Lina's Family", hi: "लीना का परिवार" },
    idea: {
      en: "We can measure how long a thing is with our hand-span, with paper clips or with cubes. The thing that needs more spans is longer.\n\nOn a balance, the heavier side goes down. We can weigh a thing against cubes and say how many cubes heavier it is.",
      hi: "हम किसी चीज़ की लंबाई अपने बित्ते से, पेपर क्लिप से या घनों से नाप सकते हैं। जिस चीज़ के लिए ज़्यादा बित्ते लगें, वह ज़्यादा लंबी है।\n\nतराज़ू में भारी पलड़ा नीचे जाता है। हम किसी चीज़ को घनों से तौलकर बता सकते हैं कि वह कितने घन ज़्यादा भारी है।",
    },
    examples: [
      {
        question: {
          en: "Lina's table is 9 hand-spans long and her bed is 14 hand-spans long. How many hand-spans longer is the bed?",
          hi: "लीना की मेज़ 9 बित्ते लंबी है और उसका पलंग 14 बित्ते लंबा है। पलंग कितने बित्ते ज़्यादा लंबा है?",
        },
        steps: {
          en: [
            "The bed needs more spans, so it is longer.",
            "Count on from 9 to 14: 10, 11, 12, 13, 14 is 5 steps.",
          ],
          hi: [
            "पलंग के लिए ज़्यादा बित्ते लगे, इसलिए वह ज़्यादा लंबा है।",
            "9 से 14 तक आगे गिनो: 10, 11, 12, 13, 14, यानी 5 कदम।",
          ],
        },
        answer: { en: "5 hand-spans longer.", hi: "5 बित्ते ज़्यादा लंबा।" },
        check: { expression: "14-9", value: "5" },
      },
      {
        question: {
          en: "A bag of apples balances 12 cubes. A bag of onions balances 7 cubes. How many cubes heavier is the bag of apples?",
          hi: "सेब का थैला 12 घनों के बराबर तुलता है। प्याज़ का थैला 7 घनों के बराबर। सेब का थैला कितने घन ज़्यादा भारी है?",
        },
        steps: {
          en: [
            "The apples need more cubes, so they are heavier.",
            "12 − 7: count back 7 from 12 to reach 5.",
          ],
          hi: ["सेब के लिए ज़्यादा घन लगे, इसलिए वे ज़्यादा भारी हैं।", "12 − 7: 12 से 7 पीछे गिनो, 5 पर पहुँचोगे।"],
        },
        answer: { en: "5 cubes heavier.", hi: "5 घन ज़्यादा भारी।" },
        check: { expression: "12-7", value: "5" },
      },
    ],
  },
]);
