import { defineLessons } from "./model.ts";

/** Class 3's lesson pages for chapters 9 to 14. */
export const CLASS_3_LESSONS_CH09_14 = defineLessons([
  {
    chapterId: "ncert-c3-ch09",
    title: { en: "House of Hundreds – II", hi: "सैकड़ों का घर – 2" },
    idea: {
      en: "On a number line, numbers grow to the right. Counting on by 10 changes the tens digit; counting on by 100 changes the hundreds digit: 345, 445, 545.\n\nCounting back works the same way, to the left.",
      hi: "संख्या रेखा पर संख्याएँ दाईं ओर बढ़ती हैं। 10 आगे गिनने से दहाई का अंक बदलता है; 100 आगे गिनने से सैकड़े का अंक: 345, 445, 545।\n\nपीछे गिनना भी ऐसे ही होता है, बाईं ओर।",
    },
    examples: [
      {
        question: {
          en: "Count on by 100: 345, 445, 545, … What comes next?",
          hi: "100 आगे गिनो: 345, 445, 545, … आगे क्या आएगा?",
        },
        steps: {
          en: ["Each jump adds 100: only the hundreds digit changes.", "545 + 100."],
          hi: ["हर छलाँग में 100 जुड़ता है: केवल सैकड़े का अंक बदलता है।", "545 + 100।"],
        },
        answer: { en: "645", hi: "645" },
        check: { expression: "545+100", value: "645" },
      },
      {
        question: {
          en: "Count back by 10: 830, 820, 810, … What comes next?",
          hi: "10 पीछे गिनो: 830, 820, 810, … आगे क्या आएगा?",
        },
        steps: {
          en: ["Each jump takes away 10: the tens digit goes down by 1.", "810 − 10."],
          hi: ["हर छलाँग में 10 घटता है: दहाई का अंक 1 कम होता है।", "810 − 10।"],
        },
        answer: { en: "800", hi: "800" },
        check: { expression: "810-10", value: "800" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch10",
    title: { en: "Fun at Class Party!", hi: "कक्षा में आनंद" },
    idea: {
      en: "We measure length in metres (m) and centimetres (cm): 1 m = 100 cm. Half a metre is 50 cm and a quarter metre is 25 cm.\n\n2 m 30 cm is 200 cm and 30 cm more: 230 cm.",
      hi: "हम लंबाई मीटर (मी) और सेंटीमीटर (सेमी) में नापते हैं: 1 मी = 100 सेमी। आधा मीटर 50 सेमी है और चौथाई मीटर 25 सेमी।\n\n2 मी 30 सेमी यानी 200 सेमी और 30 सेमी: 230 सेमी।",
    },
    examples: [
      {
        question: {
          en: "A streamer for the party is 2 m 30 cm long. How long is it in cm?",
          hi: "पार्टी की एक झालर 2 मी 30 सेमी लंबी है। सेमी में यह कितनी लंबी है?",
        },
        steps: {
          en: ["2 m = 2 × 100 = 200 cm.", "200 + 30."],
          hi: ["2 मी = 2 × 100 = 200 सेमी।", "200 + 30।"],
        },
        answer: { en: "230 cm.", hi: "230 सेमी।" },
        check: { expression: "2×100+30", value: "230" },
      },
      {
        question: {
          en: "Kavya cuts three quarters of a metre of ribbon. How many cm is that?",
          hi: "काव्या ने पौन मीटर रिबन काटा। यह कितने सेमी है?",
        },
        steps: {
          en: ["A quarter metre: 100 ÷ 4 = 25 cm.", "Three quarters: 25 + 25 + 25."],
          hi: ["चौथाई मीटर: 100 ÷ 4 = 25 सेमी।", "पौन मीटर (तीन-चौथाई): 25 + 25 + 25।"],
        },
        answer: { en: "75 cm.", hi: "75 सेमी।" },
        check: { expression: "3×25", value: "75" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch11",
    title: { en: "Filling and Lifting", hi: "भरना और उठाना" },
    idea: {
      en: "We measure how heavy a thing is in kilograms (kg) and grams (g): 1 kg = 1000 g. We measure water in litres (L) and millilitres (mL): 1 L = 1000 mL.\n\nHalf a kilogram is 500 g; half a litre is 500 mL.",
      hi: "कोई चीज़ कितनी भारी है, यह किलोग्राम (किग्रा) और ग्राम में नापते हैं: 1 किग्रा = 1000 ग्राम। पानी लीटर और मिलीलीटर (मिली) में नापते हैं: 1 लीटर = 1000 मिली।\n\nआधा किलोग्राम 500 ग्राम है; आधा लीटर 500 मिली।",
    },
    examples: [
      {
        question: {
          en: "A bucket holds 12 litres. Harpreet has poured in 7 litres. How many more litres will fill it?",
          hi: "एक बाल्टी में 12 लीटर पानी आता है। हरप्रीत 7 लीटर डाल चुका है। भरने के लिए और कितने लीटर चाहिए?",
        },
        steps: {
          en: ["Count on from 7 to 12.", "8, 9, 10, 11, 12: 5 litres."],
          hi: ["7 से 12 तक आगे गिनो।", "8, 9, 10, 11, 12: 5 लीटर।"],
        },
        answer: { en: "5 litres.", hi: "5 लीटर।" },
        check: { expression: "12-7", value: "5" },
      },
      {
        question: {
          en: "How many grams are there in 2 kg and a half?",
          hi: "ढाई किलोग्राम में कितने ग्राम होते हैं?",
        },
        steps: {
          en: ["2 kg = 2 × 1000 = 2000 g.", "Half a kg = 500 g: 2000 + 500."],
          hi: ["2 किग्रा = 2 × 1000 = 2000 ग्राम।", "आधा किग्रा = 500 ग्राम: 2000 + 500।"],
        },
        answer: { en: "2500 g.", hi: "2500 ग्राम।" },
        check: { expression: "2×1000+500", value: "2500" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch12",
    title: { en: "Give and Take", hi: "लेन-देन" },
    idea: {
      en: "To add 3-digit numbers, add ones, then tens, then hundreds, carrying when a place makes 10 or more. To subtract, borrow from the next place when a digit is too small.\n\nCheck a subtraction by adding: the answer plus the number taken away gives back the first number.",
      hi: "3 अंकों की संख्याएँ जोड़ने के लिए पहले इकाई, फिर दहाई, फिर सैकड़े जोड़ो; किसी स्थान का योग 10 या ज़्यादा हो, तो हासिल ले जाओ। घटाने में जब अंक छोटा हो, तो अगले स्थान से उधार लो।\n\nघटाव की जाँच जोड़कर करो: उत्तर और घटाई गई संख्या का योग पहली संख्या देता है।",
    },
    examples: [
      {
        question: {
          en: "A shop had 365 notebooks and gets 178 more. How many notebooks are there now?",
          hi: "एक दुकान में 365 कॉपियाँ थीं और 178 और आईं। अब कितनी कॉपियाँ हैं?",
        },
        steps: {
          en: [
            "Ones: 5 + 8 = 13, write 3, carry 1.",
            "Tens: 6 + 7 + 1 = 14, write 4, carry 1.",
            "Hundreds: 3 + 1 + 1 = 5.",
          ],
          hi: [
            "इकाई: 5 + 8 = 13, 3 लिखो, 1 हासिल।",
            "दहाई: 6 + 7 + 1 = 14, 4 लिखो, 1 हासिल।",
            "सैकड़े: 3 + 1 + 1 = 5।",
          ],
        },
        answer: { en: "543 notebooks.", hi: "543 कॉपियाँ।" },
        check: { expression: "365+178", value: "543" },
      },
      {
        question: {
          en: "Gurpreet has ₹500 and spends ₹265. How much money is left?",
          hi: "गुरप्रीत के पास ₹500 हैं और वह ₹265 खर्च करता है। कितने रुपये बचे?",
        },
        steps: {
          en: ["From 265 to 300 is 35.", "From 300 to 500 is 200: 35 + 200."],
          hi: ["265 से 300 तक 35।", "300 से 500 तक 200: 35 + 200।"],
        },
        answer: { en: "₹235", hi: "₹235" },
        check: { expression: "500-265", value: "235" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch13",
    title: { en: "Time Goes On", hi: "समय चलता रहता है" },
    idea: {
      en: "A day has 24 hours, a week 7 days and a year 12 months. The hour hand of a clock moves from one number to the next in one hour.\n\nTo find how long something takes, count the hours from the start to the end, past 12 if needed.",
      hi: "एक दिन में 24 घंटे, एक सप्ताह में 7 दिन और एक साल में 12 महीने होते हैं। घड़ी की घंटे वाली सुई एक घंटे में एक संख्या से अगली तक जाती है।\n\nकिसी काम में कितना समय लगा, यह जानने के लिए शुरू से अंत तक घंटे गिनो, ज़रूरत हो तो 12 के आगे भी।",
    },
    examples: [
      {
        question: {
          en: "A fair opens at 10 o'clock and closes at 6 o'clock in the evening. How many hours is it open?",
          hi: "एक मेला 10 बजे खुलता है और शाम 6 बजे बंद होता है। वह कितने घंटे खुला रहता है?",
        },
        steps: {
          en: ["From 10 to 12 noon: 2 hours.", "From 12 noon to 6: 6 hours; 2 + 6."],
          hi: ["10 से दोपहर 12 तक: 2 घंटे।", "दोपहर 12 से 6 तक: 6 घंटे; 2 + 6।"],
        },
        answer: { en: "8 hours.", hi: "8 घंटे।" },
        check: { expression: "2+6", value: "8" },
      },
      {
        question: {
          en: "How many days are there in 4 weeks and 3 days?",
          hi: "4 सप्ताह और 3 दिन में कितने दिन होते हैं?",
        },
        steps: {
          en: ["4 weeks: 7 + 7 + 7 + 7 = 28.", "Add 3 days: 28 + 3."],
          hi: ["4 सप्ताह: 7 + 7 + 7 + 7 = 28।", "3 दिन जोड़ो: 28 + 3।"],
        },
        answer: { en: "31 days.", hi: "31 दिन।" },
        check: { expression: "4×7+3", value: "31" },
      },
    ],
  },
  {
    chapterId: "ncert-c3-ch14",
    title: { en: "The Surajkund Fair", hi: "सूरजकुंड मेला" },
    idea: {
      en: "At the Surajkund fair, rugs, pots and borders are full of repeating patterns: find the group that repeats to say what comes next.\n\nBuying things at the fair means adding prices and finding the money left.",
      hi: "सूरजकुंड मेले में दरियाँ, मटके और किनारियाँ दोहराए जाने वाले पैटर्न से भरी होती हैं: आगे क्या आएगा, यह बताने के लिए दोहराने वाला समूह ढूँढो।\n\nमेले में ख़रीदारी का मतलब है दाम जोड़ना और बचे पैसे पता करना।",
    },
    examples: [
      {
        question: {
          en: "A border goes ★ ● ● ★ ● ● … How many ● are there in the first 12 shapes?",
          hi: "एक किनारी ★ ● ● ★ ● ● … ऐसे चलती है। पहली 12 आकृतियों में कितने ● हैं?",
        },
        steps: {
          en: ["The group ★ ● ● has 3 shapes, 2 of them ●.", "12 shapes are 4 groups: 2 + 2 + 2 + 2."],
          hi: ["समूह ★ ● ● में 3 आकृतियाँ हैं, उनमें 2 ● हैं।", "12 आकृतियाँ यानी 4 समूह: 2 + 2 + 2 + 2।"],
        },
        answer: { en: "8", hi: "8" },
        check: { expression: "4×2", value: "8" },
      },
      {
        question: {
          en: "Ravi buys a clay pot for ₹120 and a bangle set for ₹85. He pays with ₹250. How much change does he get?",
          hi: "रवि ₹120 का मिट्टी का मटका और ₹85 का चूड़ियों का सेट ख़रीदता है। वह ₹250 देता है। उसे कितने रुपये वापस मिलेंगे?",
        },
        steps: {
          en: ["Total price: 120 + 85 = ₹205.", "Change: 250 − 205."],
          hi: ["कुल दाम: 120 + 85 = ₹205।", "वापसी: 250 − 205।"],
        },
        answer: { en: "₹45", hi: "₹45" },
        check: { expression: "250-(120+85)", value: "45" },
      },
    ],
  },
]);
