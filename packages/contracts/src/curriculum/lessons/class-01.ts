import { defineLessons } from "./model.ts";

/** Class 1's lesson pages, one per chapter, in the book's order. */
export const CLASS_1_LESSONS = defineLessons([
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
  {
    chapterId: "ncert-c1-ch08",
    title: { en: "Fun with Numbers", hi: "संख्याओं के साथ मज़ा" },
    idea: {
      en: "Big numbers are made of tens and ones. 47 is 4 tens and 7 ones: four bundles of ten sticks and 7 loose sticks.\n\nTo compare two numbers, look at the tens first: 52 is more than 48 because 5 tens are more than 4 tens.",
      hi: "बड़ी संख्याएँ दहाइयों और इकाइयों से बनती हैं। 47 यानी 4 दहाई और 7 इकाई: दस तीलियों के चार बंडल और 7 खुली तीलियाँ।\n\nदो संख्याओं की तुलना के लिए पहले दहाई देखो: 52, 48 से बड़ा है क्योंकि 5 दहाई, 4 दहाई से ज़्यादा हैं।",
    },
    examples: [
      {
        question: { en: "What number is 6 tens and 3 ones?", hi: "6 दहाई और 3 इकाई से कौन-सी संख्या बनती है?" },
        steps: {
          en: ["6 tens = 6 × 10 = 60.", "60 and 3 ones make 63."],
          hi: ["6 दहाई = 6 × 10 = 60।", "60 और 3 इकाई से 63 बनता है।"],
        },
        answer: { en: "63", hi: "63" },
        check: { expression: "6×10+3", value: "63" },
      },
      {
        question: { en: "Which is bigger, 39 or 41? By how much?", hi: "कौन बड़ा है, 39 या 41? कितना?" },
        steps: {
          en: ["Tens: 3 and 4. 4 tens are more, so 41 is bigger.", "Count on from 39: 40, 41 is 2 steps."],
          hi: ["दहाई: 3 और 4। 4 दहाई ज़्यादा हैं, इसलिए 41 बड़ा है।", "39 से आगे गिनो: 40, 41, यानी 2 कदम।"],
        },
        answer: { en: "41 is bigger, by 2.", hi: "41 बड़ा है, 2 से।" },
        check: { expression: "41-39", value: "2" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch09",
    title: { en: "Utsav", hi: "उत्सव" },
    idea: {
      en: "At a festival we see patterns: lamps, flowers and rangoli shapes that repeat again and again. A pattern has a group that repeats.\n\nTo say what comes next, find the repeating group and see where the last group stopped.",
      hi: "त्योहार पर हमें पैटर्न दिखते हैं: दीये, फूल और रंगोली की आकृतियाँ जो बार-बार आती हैं। पैटर्न में एक समूह होता है जो दोहराया जाता है।\n\nआगे क्या आएगा, यह बताने के लिए दोहराने वाला समूह ढूँढो और देखो आख़िरी समूह कहाँ रुका।",
    },
    examples: [
      {
        question: {
          en: "A garland goes: marigold, rose, rose, marigold, rose, rose, marigold, … How many roses are there in 4 repeats of the group?",
          hi: "एक माला ऐसे चलती है: गेंदा, गुलाब, गुलाब, गेंदा, गुलाब, गुलाब, गेंदा, … समूह के 4 बार दोहराने में कितने गुलाब होंगे?",
        },
        steps: {
          en: ["The group is marigold, rose, rose: 2 roses in each group.", "4 groups: 2 + 2 + 2 + 2."],
          hi: ["समूह है गेंदा, गुलाब, गुलाब: हर समूह में 2 गुलाब।", "4 समूह: 2 + 2 + 2 + 2।"],
        },
        answer: { en: "8 roses.", hi: "8 गुलाब।" },
        check: { expression: "2+2+2+2", value: "8" },
      },
      {
        question: {
          en: "Lamps are lit in a row: red, green, red, green, … Which colour is the 7th lamp, and how many red lamps are there in the first 7?",
          hi: "दीये एक पंक्ति में जलाए गए: लाल, हरा, लाल, हरा, … 7वाँ दीया किस रंग का है, और पहले 7 में कितने लाल दीये हैं?",
        },
        steps: {
          en: [
            "The group is red, green: 2 lamps.",
            "7 = 2 + 2 + 2 + 1, so the 7th lamp is the first of a group: red.",
            "Each of the 3 whole groups has 1 red lamp, and the 7th is red too.",
          ],
          hi: [
            "समूह है लाल, हरा: 2 दीये।",
            "7 = 2 + 2 + 2 + 1, इसलिए 7वाँ दीया समूह का पहला है: लाल।",
            "3 पूरे समूहों में हर एक में 1 लाल दीया है, और 7वाँ भी लाल है।",
          ],
        },
        answer: { en: "The 7th lamp is red; 4 red lamps.", hi: "7वाँ दीया लाल है; 4 लाल दीये।" },
        check: { expression: "3+1", value: "4" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch10",
    title: { en: "How do I Spend my Day?", hi: "मैं अपना दिन कैसे बिताता हूँ?" },
    idea: {
      en: "We wake up, go to school, play and sleep, in that order. Some things take a short time, like brushing teeth; some take longer, like a school day.\n\nThe hour hand of a clock jumps from one number to the next in one hour. Count the jumps to find how many hours.",
      hi: "हम उठते हैं, स्कूल जाते हैं, खेलते हैं और सोते हैं, इसी क्रम में। कुछ काम थोड़ी देर के होते हैं, जैसे दाँत साफ़ करना; कुछ ज़्यादा देर के, जैसे स्कूल का दिन।\n\nघड़ी की घंटे वाली सुई एक घंटे में एक संख्या से अगली संख्या तक जाती है। कितने घंटे हुए, यह जानने के लिए छलाँगें गिनो।",
    },
    examples: [
      {
        question: {
          en: "School starts at 8 o'clock and ends at 1 o'clock. How many hours is the school day?",
          hi: "स्कूल 8 बजे शुरू होता है और 1 बजे ख़त्म होता है। स्कूल का दिन कितने घंटे का है?",
        },
        steps: {
          en: ["From 8 to 12: 9, 10, 11, 12 is 4 jumps.", "From 12 to 1 is 1 more jump."],
          hi: ["8 से 12 तक: 9, 10, 11, 12, यानी 4 छलाँगें।", "12 से 1 तक 1 छलाँग और।"],
        },
        answer: { en: "5 hours.", hi: "5 घंटे।" },
        check: { expression: "4+1", value: "5" },
      },
      {
        question: {
          en: "Today is Monday. What day will it be 3 days from today? Which number day of the week is it if Monday is day 1?",
          hi: "आज सोमवार है। आज से 3 दिन बाद कौन-सा दिन होगा? सोमवार को पहला दिन मानें तो वह सप्ताह का कौन-सा दिन है?",
        },
        steps: {
          en: [
            "Count 3 days: Tuesday (1), Wednesday (2), Thursday (3).",
            "Monday is day 1, so Thursday is day 1 + 3.",
          ],
          hi: [
            "3 दिन गिनो: मंगलवार (1), बुधवार (2), गुरुवार (3)।",
            "सोमवार पहला दिन है, इसलिए गुरुवार 1 + 3वाँ दिन है।",
          ],
        },
        answer: { en: "Thursday, day 4 of the week.", hi: "गुरुवार, सप्ताह का दिन 4।" },
        check: { expression: "1+3", value: "4" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch11",
    title: { en: "How Many Times?", hi: "कितनी बार?" },
    idea: {
      en: "When there are equal groups, we can count in jumps. 3 plates with 2 ladoos each: 2, 4, 6 ladoos.\n\nCounting in 2s, 5s and 10s is quick: 5, 10, 15, 20 are four jumps of 5.",
      hi: "जब समूह बराबर हों, तो हम छलाँगों में गिन सकते हैं। 3 प्लेटें, हर एक में 2 लड्डू: 2, 4, 6 लड्डू।\n\n2, 5 और 10 की छलाँगों में गिनना जल्दी होता है: 5, 10, 15, 20 यानी 5 की चार छलाँगें।",
    },
    examples: [
      {
        question: {
          en: "There are 4 plates with 2 ladoos on each. How many ladoos are there?",
          hi: "4 प्लेटें हैं, हर एक पर 2 लड्डू। कुल कितने लड्डू हैं?",
        },
        steps: {
          en: ["Count in 2s, once for each plate: 2, 4, 6, 8.", "That is 2 + 2 + 2 + 2."],
          hi: ["हर प्लेट के लिए 2 की छलाँग: 2, 4, 6, 8।", "यानी 2 + 2 + 2 + 2।"],
        },
        answer: { en: "8 ladoos.", hi: "8 लड्डू।" },
        check: { expression: "2+2+2+2", value: "8" },
      },
      {
        question: { en: "How many fingers are there on 3 hands?", hi: "3 हाथों में कितनी उँगलियाँ हैं?" },
        steps: {
          en: ["Each hand has 5 fingers.", "Count in 5s: 5, 10, 15."],
          hi: ["हर हाथ में 5 उँगलियाँ होती हैं।", "5 की छलाँगों में गिनो: 5, 10, 15।"],
        },
        answer: { en: "15 fingers.", hi: "15 उँगलियाँ।" },
        check: { expression: "5+5+5", value: "15" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch12",
    title: { en: "How Much Can We Spend?", hi: "हम कितना खर्च कर सकते हैं?" },
    idea: {
      en: "Coins and notes have values: a ₹5 coin is worth five ₹1 coins. To count money, start with the biggest coin or note and count on.\n\nWhen we pay more than the price, the shopkeeper gives the rest back: that is our change.",
      hi: "सिक्कों और नोटों का मूल्य होता है: ₹5 का एक सिक्का ₹1 के पाँच सिक्कों के बराबर है। पैसे गिनने के लिए सबसे बड़े सिक्के या नोट से शुरू करके आगे गिनो।\n\nजब हम दाम से ज़्यादा पैसे देते हैं, तो दुकानदार बाकी पैसे लौटाता है।",
    },
    examples: [
      {
        question: {
          en: "Kavya has one ₹10 coin, one ₹5 coin and two ₹2 coins. How much money does she have?",
          hi: "काव्या के पास ₹10 का एक सिक्का, ₹5 का एक सिक्का और ₹2 के दो सिक्के हैं। उसके पास कितने रुपये हैं?",
        },
        steps: {
          en: ["Start with the biggest: ₹10.", "Count on ₹5: ₹15.", "Count on ₹2 and ₹2: ₹17, ₹19."],
          hi: ["सबसे बड़े से शुरू करो: ₹10।", "₹5 आगे गिनो: ₹15।", "₹2 और ₹2 आगे गिनो: ₹17, ₹19।"],
        },
        answer: { en: "₹19", hi: "₹19" },
        check: { expression: "10+5+2+2", value: "19" },
      },
      {
        question: {
          en: "A pencil costs ₹6. Joseph pays with a ₹10 coin. How much change does he get?",
          hi: "एक पेंसिल ₹6 की है। जोसेफ़ ₹10 का सिक्का देता है। उसे कितने रुपये वापस मिलेंगे?",
        },
        steps: {
          en: ["Count on from the price to the money given: 7, 8, 9, 10.", "That is 4 rupees."],
          hi: ["दाम से दिए गए पैसों तक आगे गिनो: 7, 8, 9, 10।", "यानी 4 रुपये।"],
        },
        answer: { en: "₹4 change.", hi: "₹4 वापस।" },
        check: { expression: "10-6", value: "4" },
      },
    ],
  },
  {
    chapterId: "ncert-c1-ch13",
    title: { en: "So Many Toys", hi: "इतने सारे खिलौने" },
    idea: {
      en: "We can sort toys by kind and count each kind. A tally mark is one line for each thing; every fifth line goes across the four before it, so we count in 5s.\n\nA table or a picture chart shows the counts, so we can see which kind has the most.",
      hi: "हम खिलौनों को उनकी तरह के अनुसार छाँटकर हर तरह के खिलौने गिन सकते हैं। मिलान चिह्न में हर चीज़ के लिए एक रेखा होती है; हर पाँचवीं रेखा पहले की चार के ऊपर से आड़ी खींची जाती है, ताकि 5-5 करके गिन सकें।\n\nतालिका या चित्र-चार्ट गिनती दिखाता है, जिससे पता चलता है कि कौन-सी तरह सबसे ज़्यादा है।",
    },
    examples: [
      {
        question: {
          en: "The tally for toy cars shows two bundles of five and 3 single lines. How many toy cars are there?",
          hi: "खिलौना कारों के मिलान चिह्नों में पाँच के दो गुच्छे और 3 अकेली रेखाएँ हैं। कितनी खिलौना कारें हैं?",
        },
        steps: {
          en: ["Each bundle is 5: 5, 10.", "Count on the single lines: 11, 12, 13."],
          hi: ["हर गुच्छा 5 है: 5, 10।", "अकेली रेखाएँ आगे गिनो: 11, 12, 13।"],
        },
        answer: { en: "13 toy cars.", hi: "13 खिलौना कारें।" },
        check: { expression: "5+5+3", value: "13" },
      },
      {
        question: {
          en: "There are 7 dolls and 4 balls. How many more dolls than balls are there?",
          hi: "7 गुड़ियाँ और 4 गेंदें हैं। गेंदों से कितनी ज़्यादा गुड़ियाँ हैं?",
        },
        steps: {
          en: ["Match each ball with a doll: 4 pairs.", "Dolls left without a ball: 5, 6, 7 is 3."],
          hi: ["हर गेंद की एक गुड़िया से जोड़ी बनाओ: 4 जोड़ियाँ।", "बिना जोड़ी की गुड़ियाँ: 5, 6, 7, यानी 3।"],
        },
        answer: { en: "3 more dolls.", hi: "3 गुड़ियाँ ज़्यादा।" },
        check: { expression: "7-4", value: "3" },
      },
    ],
  },
]);
