import { defineLessons } from "./model.ts";

/** Class 1's lesson pages for chapters 8 to 13. */
export const CLASS_1_LESSONS_CH08_13 = defineLessons([
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
